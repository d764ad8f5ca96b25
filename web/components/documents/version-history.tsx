import { History } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { errorMessage } from "#web/lib/api";
import { useRestoreVersion, useVersion, useVersions } from "#web/lib/documents/api";
import { versionAuthorLabel } from "#web/lib/documents/labels";
import { formatDateTime } from "#web/lib/format";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent } from "#web/components/ui/dialog";
import { Spinner } from "#web/components/ui/spinner";

/**
 * "Histórico de versões" (R-DOC-1): every version with who or what wrote it and when; one can be
 * seen (`renderPreview` draws the kind's content) and restored — restoring makes it the newest
 * version, nothing is removed. `beforeRestore` saves pending edits first.
 */
export function VersionHistory({
  documentId,
  currentVersion,
  renderPreview,
  beforeRestore,
}: {
  documentId: string;
  currentVersion: number;
  renderPreview: (content: unknown) => ReactNode;
  beforeRestore?: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useVersions(documentId, open);
  const preview = useVersion(documentId, shown);
  const restore = useRestoreVersion(documentId);

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <History aria-hidden="true" className="size-4" />
        Histórico de versões
      </Button>
      <Dialog open={open} onOpenChange={(next) => { setOpen(next); if (!next) setShown(null); }}>
        <DialogContent title="Histórico de versões" description={`Versão atual: ${currentVersion}. Restaurar cria uma nova versão; nenhuma é apagada.`} className="max-w-2xl">
          {versions.isPending ? (
            <Spinner label="Carregando versões…" />
          ) : versions.isError ? (
            <p role="alert" className="text-sm text-destructive">{errorMessage(versions.error)}</p>
          ) : (
            <ol aria-label="Versões" className="divide-y rounded-md border">
              {versions.data.map((v) => (
                <li key={v.number} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <div>
                    <p className="font-medium">
                      Versão {v.number}
                      {v.number === currentVersion ? " (atual)" : ""}
                    </p>
                    <p className="text-muted-foreground">
                      {versionAuthorLabel(v.author)} · {formatDateTime(v.createdAt)}
                      {v.restoredFrom ? ` · restaurou a versão ${v.restoredFrom}` : ""}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="ghost" size="sm" aria-label={`Ver versão ${v.number}`} onClick={() => setShown(shown === v.number ? null : v.number)}>
                      {shown === v.number ? "Ocultar" : "Ver"}
                    </Button>
                    {v.number !== currentVersion ? (
                      <Button variant="outline" size="sm" aria-label={`Restaurar versão ${v.number}`} onClick={() => setRestoring(v.number)}>
                        Restaurar
                      </Button>
                    ) : null}
                  </div>
                  {shown === v.number ? (
                    <div className="w-full rounded-md bg-muted/50 p-3">
                      {preview.isPending ? <Spinner label="Carregando versão…" /> : preview.isError ? <p role="alert">{errorMessage(preview.error)}</p> : renderPreview(preview.data.content)}
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => { if (!next) setRestoring(null); }}
        title={`Restaurar a versão ${restoring ?? ""}?`}
        description="O conteúdo dela vira uma nova versão, a mais recente. As versões entre elas continuam no histórico."
        confirmLabel="Restaurar"
        busyLabel="Restaurando…"
        tone="default"
        onConfirm={async () => {
          if (restoring === null) return;
          await beforeRestore?.();
          const doc = await restore.mutateAsync(restoring);
          toast.success(`Versão ${restoring} restaurada como versão ${doc.version}.`);
          setOpen(false);
          setShown(null);
        }}
      />
    </>
  );
}
