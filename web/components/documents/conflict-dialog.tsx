import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "#web/lib/api";
import type { Conflict } from "#web/lib/documents/use-document-editor";
import { Button } from "#web/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#web/components/ui/dialog";

/**
 * A stale save (R-DOC-1): the page stops autosaving and asks. "Recarregar" takes the latest
 * version and drops this tab's edits; "Manter a minha" saves this tab's content as a new version
 * on top. Either way nothing is lost: the other version stays in the history.
 */
export function ConflictDialog({ conflict, onReload, onKeepMine }: { conflict: Conflict | null; onReload: () => Promise<void>; onKeepMine: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={conflict !== null}>
      <DialogContent
        title="Este documento foi alterado em outro lugar"
        description={conflict?.message}
        hideClose
        // Focus the dialog, not a button: someone still typing must not press "Recarregar" (which
        // drops this tab's edits) with their next space or Enter.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <p className="text-sm text-muted-foreground">
          Recarregue para ver a versão atual (suas alterações desta aba são descartadas), ou mantenha a sua: ela vira a versão mais recente e a outra continua no
          histórico de versões.
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => void run(onReload)}>
            Recarregar versão atual
          </Button>
          <Button disabled={busy} onClick={() => void run(onKeepMine)}>
            Manter a minha como nova versão
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
