/**
 * A CSS-only spinner (no icon library, no tailwind-merge) so the entry chunk can use it.
 * `className` replaces the default size.
 */
export function Spinner({ className, label = "Carregando..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`inline-block animate-spin rounded-full border-2 border-primary/25 border-t-primary ${className ?? "size-6"}`}
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
