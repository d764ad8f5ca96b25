import { useState } from "react";
import { MessageSquare, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { ConversationSummary } from "#domain/chat.schema";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Spinner } from "#web/components/ui/spinner";
import { cn } from "#web/lib/cn";
import { errorMessage } from "#web/lib/api";
import { formatTimestamp } from "#web/lib/format";
import { useConversations, useDeleteConversation } from "#web/api/chat";

/** The user's past conversations, newest first: open one, or delete it after confirming. */
export function HistoryPanel({
  activeId,
  onOpen,
  onDeleted,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);

  return (
    <nav aria-label="Histórico de conversas" className="flex min-h-0 flex-1 flex-col">
      <h2 className="px-3 pb-2 pt-3 text-sm font-semibold">Conversas</h2>
      {conversations.isPending ? (
        <div className="flex justify-center p-4">
          <Spinner label="Carregando conversas" />
        </div>
      ) : conversations.isError ? (
        <div className="space-y-2 p-3 text-sm text-muted-foreground">
          <p>{errorMessage(conversations.error)}</p>
          <Button size="sm" variant="outline" onClick={() => void conversations.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : conversations.data.length === 0 ? (
        <p className="px-3 text-sm text-muted-foreground">Suas conversas aparecerão aqui.</p>
      ) : (
        <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto px-2 pb-2">
          {conversations.data.map((c) => (
            <li key={c.id} className="group flex items-center gap-1">
              <button
                type="button"
                onClick={() => onOpen(c.id)}
                aria-current={c.id === activeId ? "true" : undefined}
                className={cn(
                  "flex min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  c.id === activeId && "bg-accent text-accent-foreground",
                )}
              >
                <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0">
                  <span className="block truncate">{c.title}</span>
                  <span className="block text-xs text-muted-foreground">{formatTimestamp(c.updatedAt)}</span>
                </span>
              </button>
              <Button
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Excluir conversa ${c.title}`}
                onClick={() => setConfirming(c)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Excluir conversa?"
        description={confirming ? `“${confirming.title}” e todas as suas mensagens serão excluídas. Isso não pode ser desfeito.` : ""}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          if (!confirming) return;
          try {
            await remove.mutateAsync(confirming.id);
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success("Conversa excluída");
          onDeleted(confirming.id);
        }}
      />
    </nav>
  );
}
