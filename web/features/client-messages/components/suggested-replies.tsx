import { useId, useState, type ReactNode } from "react";
import { Copy, Mail, MessageCircle, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { mailtoHref, whatsappHref } from "#domain/message-replies";
import { CHANNEL_LABELS, REPLY_TONE_LABELS, REPLY_TONES, type ReplyTone } from "#domain/messages";
import type { ClientMessage, SuggestedReply } from "#domain/messages.schema";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { buttonVariants } from "#web/components/ui/button-variants";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessage } from "#web/lib/api";
import { useRecordReply, useRegenerateReplies } from "#web/api/client-messages";

/** What is kept in the log for an e-mail: its subject and its body. */
function replyText(channel: ClientMessage["channel"], reply: SuggestedReply): string {
  return channel === "email" && reply.subject ? `Assunto: ${reply.subject}\n\n${reply.text}` : reply.text;
}

/**
 * The suggested replies of a recorded message (R-MSG-2, R-MSG-3), each editable, with the
 * channel's one-click action: the e-mail app (mailto:), WhatsApp (wa.me with the client's phone)
 * or "Copiar texto" for a social network. Using the action records that reply (R-MSG-4).
 */
export function SuggestedReplies({ message, onChange }: { message: ClientMessage; onChange: (message: ClientMessage) => void }) {
  const [tone, setTone] = useState<ReplyTone>(message.tone);
  const regenerate = useRegenerateReplies();
  // Not the message's id: the same message's suggestions may be open twice on one page (just
  // recorded above, and reopened from the decision log below).
  const headingId = useId();

  async function again() {
    try {
      onChange(await regenerate.mutateAsync({ id: message.id, tone }));
      toast.success("Novas sugestões geradas", { description: `Tom ${REPLY_TONE_LABELS[tone].toLowerCase()}.` });
    } catch (error) {
      toast.error("Não foi possível gerar novas sugestões", { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-md border border-border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id={headingId} className="font-semibold">
            Respostas sugeridas
          </h3>
          <p className="text-sm text-muted-foreground">
            Para {message.client.name} por {CHANNEL_LABELS[message.channel]}
            {message.project ? ` — projeto ${message.project.name}` : ""}.{" "}
            {message.suggestionsProvider === "offline"
              ? "Escritas pelos modelos offline a partir dos dados do projeto: revise antes de enviar."
              : "Escritas pela IA a partir dos dados do projeto: revise antes de enviar."}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <FormField label="Tom das sugestões" className="w-36">
            {(p) => (
              <NativeSelect {...p} value={tone} onChange={(e) => setTone(e.target.value as ReplyTone)}>
                {REPLY_TONES.map((t) => (
                  <option key={t} value={t}>
                    {REPLY_TONE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button variant="outline" onClick={() => void again()} disabled={regenerate.isPending}>
            <RefreshCw aria-hidden="true" />
            {regenerate.isPending ? "Gerando..." : "Gerar novamente"}
          </Button>
        </div>
      </div>
      <ol className="space-y-4">
        {message.suggestions.map((s, i) => (
          // Keyed by the text too: new suggestions start from their own text, not the edits of the old ones.
          <li key={`${message.id}-${i}-${s.text}`}>
            <SuggestionEditor message={message} index={i} initial={s} onRecorded={onChange} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function SuggestionEditor({
  message,
  index,
  initial,
  onRecorded,
}: {
  message: ClientMessage;
  index: number;
  initial: SuggestedReply;
  onRecorded: (message: ClientMessage) => void;
}) {
  const [subject, setSubject] = useState(initial.subject ?? "");
  const [text, setText] = useState(initial.text);
  const recordReply = useRecordReply();
  const n = index + 1;
  const { channel, client } = message;
  const reply: SuggestedReply = { subject: channel === "email" ? subject : null, text };
  const blank = !text.trim();

  async function record() {
    try {
      onRecorded(await recordReply.mutateAsync({ id: message.id, text: replyText(channel, reply) }));
      toast.success("Resposta registrada", { description: `No registro de decisões de ${client.name}.` });
    } catch (error) {
      toast.error("Não foi possível registrar a resposta", { description: errorMessage(error) });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error("Não foi possível copiar o texto", { description: "Selecione o texto e copie manualmente." });
      return;
    }
    toast.success("Texto copiado", { description: "Cole na conversa do Instagram ou do Facebook." });
    await record();
  }

  const linkClass = buttonVariants({ size: "sm" });
  let action;
  if (channel === "email") {
    action = client.email ? (
      <a href={mailtoHref(client.email, subject || null, text)} className={linkClass} onClick={() => void record()}>
        <Mail aria-hidden="true" />
        Abrir no e-mail (sugestão {n})
      </a>
    ) : (
      <Unavailable label={`Abrir no e-mail (sugestão ${n})`} icon={<Mail aria-hidden="true" />} why={`${client.name} não tem e-mail cadastrado: cadastre-o na página do cliente.`} />
    );
  } else if (channel === "whatsapp") {
    action = client.phone ? (
      <a
        href={whatsappHref(client.phone, text)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        onClick={() => void record()}
      >
        <MessageCircle aria-hidden="true" />
        Abrir no WhatsApp (sugestão {n})
      </a>
    ) : (
      <Unavailable label={`Abrir no WhatsApp (sugestão ${n})`} icon={<MessageCircle aria-hidden="true" />} why={`${client.name} não tem telefone cadastrado: cadastre-o na página do cliente.`} />
    );
  } else {
    action = (
      <Button size="sm" onClick={() => void copy()} disabled={blank} aria-label={`Copiar texto (sugestão ${n})`}>
        <Copy aria-hidden="true" />
        Copiar texto
      </Button>
    );
  }

  return (
    <div className="space-y-3">
      {channel === "email" ? (
        <FormField label={`Assunto da sugestão ${n}`}>{(p) => <Input {...p} value={subject} onChange={(e) => setSubject(e.target.value)} />}</FormField>
      ) : null}
      <FormField label={`Sugestão ${n}`}>
        {(p) => <Textarea {...p} value={text} onChange={(e) => setText(e.target.value)} rows={channel === "email" ? 9 : 4} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-2">{action}</div>
    </div>
  );
}

/** The action the client's missing contact rules out, disabled, and why. */
function Unavailable({ label, icon, why }: { label: string; icon: ReactNode; why: string }) {
  const whyId = useId();
  return (
    <>
      <Button size="sm" disabled aria-describedby={whyId}>
        {icon}
        {label}
      </Button>
      <p id={whyId} className="text-xs text-muted-foreground">
        {why}
      </p>
    </>
  );
}
