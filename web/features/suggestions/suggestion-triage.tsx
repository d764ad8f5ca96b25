import type { SuggestionTriage as Triage } from "#domain/suggestions.schema";
import { cn } from "#web/lib/cn";

const FEASIBILITY_LABELS: Record<Triage["feasibility"], string> = { alta: "Alta", média: "Média", baixa: "Baixa" };

/** Who wrote the triage, in a line the person can trust (R-SUGG-2). */
export function triageSource(provider: Triage["provider"]): string {
  return provider === "offline" ? "Triagem automática (regras, sem IA)." : "Triagem feita pela IA.";
}

/** The triage of one suggestion: Viabilidade, Tempo estimado, Resposta (R-SUGG-2). */
export function SuggestionTriage({ triage, className }: { triage: Triage | null; className?: string }) {
  if (!triage) return <p className={cn("text-sm text-muted-foreground", className)}>Triagem pendente.</p>;
  return (
    <div className={cn("space-y-2 text-sm", className)}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Viabilidade</dt>
        <dd>{FEASIBILITY_LABELS[triage.feasibility]}</dd>
        <dt className="font-medium">Tempo estimado</dt>
        <dd>{triage.estimate}</dd>
        <dt className="font-medium">Resposta</dt>
        <dd className="whitespace-pre-line">{triage.reply}</dd>
      </dl>
      <p className="text-xs text-muted-foreground">{triageSource(triage.provider)}</p>
    </div>
  );
}
