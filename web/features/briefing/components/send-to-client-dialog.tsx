import { useId, useState, type ReactNode } from "react";
import { Copy, Mail, MessageCircle, Send } from "lucide-react";
import { toast } from "sonner";
import { verb, type Addressee } from "#domain/addressing";
import { formatPhone } from "#domain/br-documents";
import type { ClientLinkRecipient } from "#domain/client-briefing.schema";
import { briefingInvitationText } from "#domain/client-link-messages";
import { whatsappHref } from "#domain/message-replies";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Dialog, DialogContent } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { useClientLink, useCreateClientLink, useEmailClientLink, useRevokeClientLink } from "#web/api/briefing";

/**
 * "Enviar ao cliente" (R-DOC-3, R-DOC-8): the client answers the briefing through a link, without
 * an account. The link's address exists only in the answer that created it (the server keeps a
 * hash), so it is shown once, here, with the three ways to send it: WhatsApp (wa.me on the
 * client's phone with a message written for them), an e-mail the app sends for the studio, and
 * copying it. A new link cancels the previous one, and "Revogar link" stops the current one. When
 * the client starts answering, the studio is told (R-NOTIF-2).
 */
export function SendToClientDialog({ documentId, clientName }: { documentId: string; clientName: string }) {
  const urlId = useId();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const status = useClientLink(documentId, open);
  const create = useCreateClientLink(documentId);
  const revoke = useRevokeClientLink(documentId);
  const active = status.data?.active ?? null;
  const recipient = status.data?.recipient ?? null;
  // As the client is and wants to be addressed (R-CLIENT-3); one person until the status says.
  const addressee: Addressee = { name: recipient?.name ?? clientName, kind: recipient?.kind ?? null, addressForm: recipient?.addressForm ?? null };

  const change = (next: boolean) => {
    setOpen(next);
    // Shown once: closing the dialog forgets the address.
    if (!next) setUrl(null);
  };

  async function generate() {
    try {
      const link = await create.mutateAsync();
      setUrl(link.url);
    } catch (err) {
      toast.error("Não foi possível gerar o link", { description: errorMessage(err) });
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Link copiado");
    } catch {
      toast.error("Não foi possível copiar", { description: "Selecione o endereço e copie com Ctrl+C (ou toque e segure, no celular)." });
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => change(true)}>
        <Send aria-hidden="true" className="size-4" />
        Enviar ao cliente
      </Button>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent
          title="Enviar ao cliente"
          description={`${addressee.name} ${verb(addressee, "responde", "respondem")} o briefing por um link, sem criar conta. Quando ${verb(addressee, "começar", "começarem")} a responder, o escritório recebe uma notificação e um e-mail.`}
        >
          <div className="flex flex-col gap-4">
            {status.isPending ? (
              <Spinner label="Carregando o link" />
            ) : status.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(status.error)}
              </p>
            ) : (
              <p className="text-sm font-medium" role="status">
                {active ? `Link ativo até ${formatDate(active.expiresAt)}` : "Nenhum link ativo."}
              </p>
            )}

            {url && recipient && active ? (
              <div className="flex flex-col gap-3 rounded-md border border-border bg-muted/50 p-3">
                <label htmlFor={urlId} className="text-sm font-medium">
                  Link para o cliente
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id={urlId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
                  <Button variant="outline" onClick={() => void copy(url)}>
                    <Copy aria-hidden="true" />
                    Copiar link
                  </Button>
                </div>
                <SendWays documentId={documentId} url={url} recipient={recipient} addressee={addressee} expiresOn={formatDate(active.expiresAt)} />
                <p className="text-sm text-muted-foreground">
                  Este endereço aparece só agora: envie ao cliente por um dos caminhos acima. Se perdê-lo, gere um novo link (o anterior deixa de funcionar).
                </p>
              </div>
            ) : recipient ? (
              <p className="text-sm text-muted-foreground">{beforeLink(recipient)}</p>
            ) : null}

            <p className="text-sm text-muted-foreground">
              O link vale 30 dias. Gerar um novo link cancela o anterior.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {active ? (
                <Button variant="outline" onClick={() => setRevoking(true)}>
                  Revogar link
                </Button>
              ) : null}
              <Button onClick={() => void generate()} disabled={create.isPending || status.isPending}>
                {create.isPending ? "Gerando link…" : "Gerar link"}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="Revogar o link do cliente?"
        description="O link deixa de abrir o briefing na hora. As respostas já enviadas continuam salvas."
        confirmLabel="Revogar link"
        busyLabel="Revogando…"
        onConfirm={async () => {
          try {
            await revoke.mutateAsync();
          } catch (err) {
            throw new Error(errorMessage(err), { cause: err });
          }
          setUrl(null);
          toast.success("Link revogado");
        }}
      />
    </>
  );
}

/** Before a link is generated: where it can go, from what the client's record holds. */
function beforeLink(r: ClientLinkRecipient): string {
  const ways = [r.phone ? `pelo WhatsApp (${formatPhone(r.phone)})` : null, r.email ? `por e-mail (${r.email})` : null, "copiando o link"].filter(Boolean);
  const list = ways.length === 3 ? `${ways[0]}, ${ways[1]} ou ${ways[2]}` : ways.join(" ou ");
  return `Gere o link para enviá-lo ${list}.`;
}

/** WhatsApp and the app's e-mail, each unavailable (and why) when the client's record lacks the contact. */
function SendWays({ documentId, url, recipient, addressee, expiresOn }: { documentId: string; url: string; recipient: ClientLinkRecipient; addressee: Addressee; expiresOn: string }) {
  const email = useEmailClientLink(documentId);
  const message = briefingInvitationText(addressee, { studioName: recipient.studioName, projectName: recipient.projectName, url, expiresOn });
  const linkClass = buttonVariants({ variant: "outline" });

  async function send() {
    try {
      const sent = await email.mutateAsync(url);
      toast.success("E-mail enviado", { description: `O link foi enviado para ${sent.to}, em nome de ${recipient.studioName}.` });
    } catch (err) {
      toast.error("Não foi possível enviar o e-mail", { description: errorMessage(err) });
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {recipient.phone ? (
        <a href={whatsappHref(recipient.phone, message)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <MessageCircle aria-hidden="true" />
          Enviar pelo WhatsApp
        </a>
      ) : (
        <Unavailable label="Enviar pelo WhatsApp" icon={<MessageCircle aria-hidden="true" />} why={`${recipient.name} não tem telefone cadastrado: envie por e-mail ou copie o link, ou cadastre o telefone na página do cliente.`} />
      )}
      {recipient.email ? (
        <Button variant="outline" onClick={() => void send()} disabled={email.isPending}>
          <Mail aria-hidden="true" />
          {email.isPending ? "Enviando e-mail…" : "Enviar por e-mail"}
        </Button>
      ) : (
        <Unavailable label="Enviar por e-mail" icon={<Mail aria-hidden="true" />} why={`${recipient.name} não tem e-mail cadastrado: ${recipient.phone ? "envie pelo WhatsApp ou copie o link" : "copie o link e envie como preferir"}, ou cadastre o e-mail na página do cliente.`} />
      )}
    </div>
  );
}

/** An action the client's missing contact rules out, disabled, and why. */
function Unavailable({ label, icon, why }: { label: string; icon: ReactNode; why: string }) {
  const whyId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Button variant="outline" disabled aria-describedby={whyId}>
        {icon}
        {label}
      </Button>
      <p id={whyId} className="text-xs text-muted-foreground">
        {why}
      </p>
    </div>
  );
}
