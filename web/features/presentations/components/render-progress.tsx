import type { Presentation } from "#domain/presentations.schema";

/** The render's progress as the server reports it: a bar with its step, read out by screen readers. */
export function RenderProgress({ presentation }: { presentation: Pick<Presentation, "title" | "progress" | "stage"> }) {
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={`Gerando o PDF de ${presentation.title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={presentation.progress}
        aria-valuetext={`${presentation.progress}% — ${presentation.stage ?? "Na fila"}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${presentation.progress}%` }} />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {presentation.progress}% · {presentation.stage ?? "Na fila"}
      </p>
    </div>
  );
}
