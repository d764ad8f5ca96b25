import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { Button } from "#web/components/ui/button";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";

/**
 * What the API tokens (R-API-1) and the webhooks (R-HOOK-1) of Integrações share (decision 105):
 * the list's loading and retry, the secret shown once with its copy button, and the list of what
 * the studio made with a confirmed removal (revoke a token, delete a webhook).
 */

/** While the list loads, a spinner; when it fails, the error and "Tentar novamente"; then `children`. */
export function LoadedList<D>({
  query,
  loadingLabel,
  spacing,
  children,
}: {
  query: { data: D | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  loadingLabel: string;
  spacing: "py-4" | "py-6";
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={`flex justify-center ${spacing}`}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">{errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** A secret the server shows only once: what it is, its text, "Copiar …" and "Já copiei". */
export function SecretShownOnce({
  message,
  text,
  textLabel,
  noun,
  onDone,
}: {
  message: string;
  text: string;
  /** The code's accessible name ("Texto do token"). */
  textLabel: string;
  /** "token" / "segredo": the copy button and its toasts. */
  noun: "token" | "segredo";
  onDone: () => void;
}) {
  const Noun = noun === "token" ? "Token" : "Segredo";
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${Noun} copiado.`);
    } catch {
      toast.error(`Não foi possível copiar: selecione o ${noun} e copie à mão.`);
    }
  }
  return (
    <div role="status" className="space-y-2 rounded-md border p-3">
      <p className="text-sm font-medium">{message}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code aria-label={textLabel} className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 text-xs">
          {text}
        </code>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copiar {noun}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Já copiei
        </Button>
      </div>
    </div>
  );
}

/**
 * The studio's items as a bordered list, each drawn by `item` with `ask()` opening the removal's
 * confirmation; confirmed, `remove` runs (a refusal stays in the dialog) and `removed` is toasted.
 */
export function RemovableList<T extends { id: string }>({
  items,
  empty,
  frame,
  itemClassName,
  item,
  confirm,
  remove,
  removed,
}: {
  items: readonly T[];
  empty: string;
  /** The list's region with its heading, around the list and its dialog. */
  frame: (list: ReactNode) => ReactNode;
  itemClassName: string;
  item: (it: T, ask: () => void) => ReactNode;
  confirm: (it: T | null) => { title: string; description: string; confirmLabel: string; busyLabel: string };
  remove: (it: T) => Promise<unknown>;
  removed: (it: T) => string;
}) {
  const [removing, setRemoving] = useState<T | null>(null);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return frame(
    <>
      <ul className="divide-y rounded-md border">
        {items.map((it) => (
          <li key={it.id} className={itemClassName}>
            {item(it, () => setRemoving(it))}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        {...confirm(removing)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove(removing);
          } catch (error) {
            throw new Error(errorMessage(error), { cause: error });
          }
          toast.success(removed(removing));
          setRemoving(null);
        }}
      />
    </>,
  );
}
