import { useId, useState } from "react";
import { Copy, Send } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { useCreateClientLink } from "#web/features/briefing/api/create-client-link";
import { useClientLink } from "#web/features/briefing/api/get-client-link";
import { useRevokeClientLink } from "#web/features/briefing/api/revoke-client-link";

/**
 * "Enviar ao cliente" (R-DOC-3): the client answers the briefing through a link, without an
 * account. The link's address exists only in the answer that created it (the server keeps a
 * hash), so it is shown once, here; a new link cancels the previous one, and "Revogar link" stops
 * the current one.
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
          description={`${clientName} responde o briefing por um link, sem criar conta. As respostas aparecem aqui enquanto o briefing estiver aberto.`}
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

            {url ? (
              <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/50 p-3">
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
                <p className="text-sm text-muted-foreground">
                  Este endereço aparece só agora: copie e envie ao cliente. Se perdê-lo, gere um novo link (o anterior deixa de funcionar).
                </p>
              </div>
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
