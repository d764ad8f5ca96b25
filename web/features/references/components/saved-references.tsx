import { useState } from "react";
import { QueryState } from "#web/components/query-state";
import { ImageOff, Trash2 } from "lucide-react";
import type { SavedReference } from "#domain/references.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDate } from "#web/lib/format";
import { fileUrl } from "#web/api/files";
import { useRemoveReference, useSavedReferences } from "#web/api/references";

/** "Referências salvas" (R-DOC-7): every reference of the studio, newest first; "Remover" asks first. */
export function SavedReferences() {
  const list = useSavedReferences();
  const remove = useRemoveReference();
  const [removing, setRemoving] = useState<SavedReference | null>(null);

  return (
    <Card aria-labelledby="referencias-salvas">
      <CardHeader>
        <CardTitle id="referencias-salvas">Referências salvas</CardTitle>
      </CardHeader>
      <CardContent>
        {!list.isSuccess ? (
          <QueryState query={list} loadingLabel="Carregando referências" />
        ) : list.data.length === 0 ? (
          <EmptyState>Nenhuma referência salva ainda</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.data.map((ref) => (
              <li key={`${ref.documentId}-${ref.id}`} className="flex gap-3 rounded-md border border-border p-3">
                {ref.imageId ? (
                  <img src={fileUrl(ref.imageId)} alt={`Imagem da referência ${ref.title}`} loading="lazy" className="size-20 shrink-0 rounded object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground">
                    <ImageOff className="size-6" />
                  </span>
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <a href={ref.url} target="_blank" rel="noopener noreferrer" className="font-medium hover:underline">
                    {ref.title}
                  </a>
                  <p className="text-sm text-muted-foreground">
                    {ref.project.name} — {ref.client.name} · {formatDate(ref.savedAt)}
                  </p>
                  {ref.note ? <p className="text-sm">{ref.note}</p> : null}
                  <Button variant="ghost" size="sm" className="self-start" onClick={() => setRemoving(ref)}>
                    <Trash2 aria-hidden="true" />
                    Remover<span className="sr-only"> a referência {ref.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remover referência?"
        description={removing ? `“${removing.title}” sai das referências de ${removing.project.name}. A versão anterior fica no histórico do projeto.` : ""}
        confirmLabel="Remover"
        busyLabel="Removendo…"
        // A refusal (ApiError, its message in pt-BR) stays in the dialog.
        onConfirm={async () => {
          if (removing) await remove.mutateAsync({ documentId: removing.documentId, itemId: removing.id });
        }}
      />
    </Card>
  );
}
