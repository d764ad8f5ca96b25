import { useState, type ReactNode } from "react";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogFooter } from "./ui/dialog";

/**
 * "Are you sure?" before something that cannot be undone. `onConfirm` may throw an error
 * message to show inside the dialog (e.g. the server's refusal), which then stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  tone = "destructive",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<void>;
  /** The confirm button's look: red for what destroys, the primary colour for what grants or hands over. */
  tone?: "destructive" | "default";
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Every way of closing (Cancelar, Escape, the overlay, the ✕) forgets an earlier refusal.
  const change = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      change(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description}>
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter className={error ? undefined : "mt-0"}>
          <Button variant="outline" onClick={() => change(false)}>
            Cancelar
          </Button>
          <Button variant={tone} onClick={() => void confirm()} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
