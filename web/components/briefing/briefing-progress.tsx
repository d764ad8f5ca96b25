import { progressLabel, type BriefingProgress } from "#domain/briefing";
import { cn } from "#web/lib/cn";

/** "12 de 30 respondidas" with a bar; `label` names the bar for screen readers. */
export function BriefingProgressBar({ progress, label = "Progresso do briefing", className }: { progress: BriefingProgress; label?: string; className?: string }) {
  const text = progressLabel(progress);
  const percent = progress.total > 0 ? Math.round((progress.answered / progress.total) * 100) : 0;
  return (
    <div className={cn("flex min-w-32 flex-col gap-1", className)}>
      <span className="text-sm text-muted-foreground">{text}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.answered}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
