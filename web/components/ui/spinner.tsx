import { cn } from "../../lib/cn";

/** A CSS-only spinner (no icon library), so it can be used in the main chunk. */
export function Spinner({ className, label = "Carregando..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn(
          "inline-block size-6 animate-spin rounded-full border-2 border-primary/25 border-t-primary",
          className,
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}
