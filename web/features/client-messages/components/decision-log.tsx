import { useState, type FormEvent } from "react";
import { MessageSquareReply, PenLine, Trash2, Users } from "lucide-react";
import { toast } from "sonner";
import { CHANNEL_LABELS, MESSAGE_CHANNELS, type MessageChannel } from "#domain/messages";
import type { ClientMessage } from "#domain/messages.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { FormField } from "#web/components/form-field";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessage } from "#web/lib/api";
import { formatDateTime } from "#web/lib/format";
import { useClientMessages, useDeleteMessage, useRecordReply } from "#web/api/client-messages";
import { SuggestedReplies } from "./suggested-replies";

/**
 * The decision log (R-MSG-4): what a client asked, newest first, and every answer recorded for
 * it, in the order sent, each with its time — one client's, or the studio's when `clientId` is
 * absent. Each message's suggested replies reopen here (R-MSG-2, R-MSG-3), and an answer given
 * outside the suggestions is recorded here, long after the message was logged.
 */
export function DecisionLog({ clientId, showClient = !clientId, emptyText = "Nenhuma mensagem de cliente" }: { clientId?: string | undefined; showClient?: boolean; emptyText?: string }) {
  const list = useClientMessages({ clientId, limit: 50 });
  const [deleting, setDeleting] = useState<ClientMessage | null>(null);
  const remove = useDeleteMessage();

  if (!list.isSuccess) return <QueryState query={list} loadingLabel="Carregando mensagens" />;
  if (list.data.length === 0) return <EmptyState icon={<Users />}>{emptyText}</EmptyState>;
  return (
    <>
      <ol className="divide-y divide-border" aria-label="Registro de decisões">
        {list.data.map((m) => (
          <li key={m.id} className="space-y-2 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-muted-foreground">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> · {CHANNEL_LABELS[m.channel]}
                {showClient ? ` · ${m.client.name}` : ""}
                {m.project ? ` · ${m.project.name}` : ""}
              </p>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(m)} aria-label={`Excluir a mensagem de ${formatDateTime(m.createdAt)}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <p className="whitespace-pre-line">
              <span className="font-medium">Perguntou: </span>
              {m.received}
            </p>
            {m.replies.length > 0 ? (
              <ol className="space-y-2" aria-label={`Respostas à mensagem de ${formatDateTime(m.createdAt)}`}>
                {m.replies.map((r) => {
                  const details = [r.channel !== m.channel ? `por ${r.channel === "email" ? "e-mail" : CHANNEL_LABELS[r.channel]}` : null, r.recordedBy ? `registrado por ${r.recordedBy.name}` : null].filter(Boolean);
                  return (
                    <li key={r.id} className="whitespace-pre-line">
                      <span className="font-medium">
                        Respondido em <time dateTime={r.sentAt}>{formatDateTime(r.sentAt)}</time>
                        {details.length ? <span className="font-normal text-muted-foreground"> ({details.join(", ")})</span> : null}:{" "}
                      </span>
                      {r.text}
                    </li>
                  );
                })}
              </ol>
            ) : (
              <p className="text-muted-foreground italic">Sem resposta registrada</p>
            )}
            <MessageActions message={m} when={formatDateTime(m.createdAt)} />
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Excluir mensagem"
        description="A mensagem e as respostas registradas saem do registro de decisões do cliente."
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("Mensagem excluída");
          setDeleting(null);
        }}
      />
    </>
  );
}

type Open = "suggestions" | "reply" | null;

/** A logged message's two actions: its suggested replies again, and recording what was answered. */
function MessageActions({ message, when }: { message: ClientMessage; when: string }) {
  const [open, setOpen] = useState<Open>(null);
  const toggle = (next: Exclude<Open, null>) => setOpen((current) => (current === next ? null : next));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open === "suggestions"} onClick={() => toggle("suggestions")} aria-label={`${open === "suggestions" ? "Ocultar" : "Ver"} respostas sugeridas da mensagem de ${when}`}>
          <MessageSquareReply aria-hidden="true" />
          {open === "suggestions" ? "Ocultar respostas sugeridas" : "Ver respostas sugeridas"}
        </Button>
        <Button variant="outline" size="sm" aria-expanded={open === "reply"} onClick={() => toggle("reply")} aria-label={`Registrar resposta à mensagem de ${when}`}>
          <PenLine aria-hidden="true" />
          Registrar resposta
        </Button>
      </div>
      {/* The list refreshes after each change (the mutations invalidate it): nothing to hold here. */}
      {open === "suggestions" ? <SuggestedReplies message={message} onChange={() => {}} /> : null}
      {open === "reply" ? <RecordReplyForm message={message} onDone={() => setOpen(null)} /> : null}
    </div>
  );
}

/** What was answered, written or pasted, by the message's channel or another (R-MSG-4). */
function RecordReplyForm({ message, onDone }: { message: ClientMessage; onDone: () => void }) {
  const [text, setText] = useState("");
  const [channel, setChannel] = useState<MessageChannel>(message.channel);
  const recordReply = useRecordReply();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await recordReply.mutateAsync({ id: message.id, text, channel });
      toast.success("Resposta registrada", { description: `No registro de decisões de ${message.client.name}.` });
      onDone();
    } catch (error) {
      toast.error("Não foi possível registrar a resposta", { description: errorMessage(error) });
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-md border border-border p-3">
      <FormField label="Resposta enviada">{(p) => <Textarea {...p} value={text} onChange={(e) => setText(e.target.value)} rows={4} />}</FormField>
      <div className="flex flex-wrap items-end gap-2">
        <FormField label="Canal da resposta" className="w-48">
          {(p) => (
            <NativeSelect {...p} value={channel} onChange={(e) => setChannel(e.target.value as MessageChannel)}>
              {MESSAGE_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {CHANNEL_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" size="sm" disabled={!text.trim() || recordReply.isPending}>
          {recordReply.isPending ? "Salvando..." : "Salvar resposta"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
