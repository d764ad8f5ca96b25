import type { GenerationProgress } from "#web/features/documents/use-generation";

/** "Escrevendo 3 de 19: Fundações…" and a bar: a long memorial shows where it is. */
export function GenerationProgressBar({ progress }: { progress: GenerationProgress }) {
  const total = progress.sections.length;
  const done = Object.keys(progress.finished).length;
  const index = progress.sections.findIndex((s) => s.key === progress.current);
  const current = progress.sections[index];
  const text =
    total === 0
      ? "Preparando a geração…"
      : current && done < total
        ? `Escrevendo ${index + 1} de ${total}: ${current.title}…`
        : done >= total
          ? "Salvando a nova versão…"
          : `Escrevendo ${done + 1} de ${total}…`;
  return (
    <div className="space-y-1">
      <p role="status" className="text-sm font-medium">
        {text}
      </p>
      <progress aria-label="Progresso da geração" max={Math.max(total, 1)} value={done} className="h-2 w-full overflow-hidden rounded accent-primary" />
    </div>
  );
}
