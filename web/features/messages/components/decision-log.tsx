import { useState } from "react";
import { Trash2, Users } from "lucide-react";
import { toast } from "sonner";
import { CHANNEL_LABELS } from "#domain/messages";
import type { ClientMessage } from "#domain/messages.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { formatDateTime } from "#web/lib/format";
import { useClientMessages, useDeleteMessage } from "#web/features/messages/api/messages";

/**
 * The decision log (R-MSG-4): what a client asked, newest first, and every answer recorded for
 * it, in the order sent, each with its time — one client's, or the studio's when `clientId` is
 * absent.
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
