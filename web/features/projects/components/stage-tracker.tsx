import { Check, ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { PROJECT_STAGES, stageIndex, stageLabel, type ProjectStage } from "#domain/projects";
import type { Project } from "#domain/projects.schema";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";
import { errorMessage } from "#web/lib/api";
import { formatDateTime } from "#web/lib/format";
import { useChangeStage } from "#web/api/projects";

/** "Avançar para Programa de necessidades" is wider than a phone's card: the label wraps (R-NAV-1). */
const STAGE_BUTTON = "h-auto min-h-10 max-w-full whitespace-normal";

/**
 * The project's stage among the ten of Brazilian practice (LV → … → Concluído): advance or set
 * back one step; each change is stored with its date and listed below.
 */
export function StageTracker({ project }: { project: Project }) {
  const change = useChangeStage(project.id);
  const noteId = useId();
  const [note, setNote] = useState("");
  const current = stageIndex(project.stage);
  const previous = PROJECT_STAGES[current - 1];
  const next = PROJECT_STAGES[current + 1];

  async function moveTo(stage: ProjectStage) {
    try {
      await change.mutateAsync({ stage, note: note.trim() || null });
      setNote("");
      toast.success("Etapa atualizada", { description: `${project.name}: ${stageLabel(stage)}` });
    } catch (error) {
      toast.error("Não foi possível mudar a etapa", { description: errorMessage(error) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Etapas do projeto</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <ol aria-label="Etapas" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {PROJECT_STAGES.map((stage, i) => {
            const state = i < current ? "done" : i === current ? "current" : "todo";
            return (
              <li
                key={stage.id}
                aria-current={state === "current" ? "step" : undefined}
                data-state={state}
                className={cn(
                  "flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
                  state === "current" && "border-primary bg-accent font-semibold text-accent-foreground",
                  state === "done" && "border-border text-muted-foreground",
                  state === "todo" && "border-dashed border-border text-muted-foreground",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs",
                    state === "done" ? "bg-primary text-primary-foreground" : "border border-current",
                  )}
                >
                  {state === "done" ? <Check className="size-3" /> : i + 1}
                </span>
                <span>
                  {stage.label}
                  {stage.code ? <span className="block text-xs font-normal">{stage.code}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="max-w-md space-y-1.5">
          <Label htmlFor={noteId}>Observação da mudança (opcional)</Label>
          <Input
            id={noteId}
            maxLength={500}
            placeholder="ex.: anteprojeto aprovado pelo cliente"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {previous ? (
            <Button variant="outline" className={STAGE_BUTTON} disabled={change.isPending} onClick={() => void moveTo(previous.id)}>
              <ChevronLeft aria-hidden="true" />
              Voltar para {previous.label}
            </Button>
          ) : null}
          {next ? (
            <Button className={STAGE_BUTTON} disabled={change.isPending} onClick={() => void moveTo(next.id)}>
              Avançar para {next.label}
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Histórico</h3>
          <ol aria-label="Histórico de etapas" className="space-y-1 text-sm text-muted-foreground">
            {[...project.history].reverse().map((h) => (
              <li key={h.id}>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time> —{" "}
                {h.previous ? (
                  <>
                    {stageLabel(h.previous)} → <span className="text-foreground">{stageLabel(h.stage)}</span>
                  </>
                ) : (
                  <>
                    Projeto criado em <span className="text-foreground">{stageLabel(h.stage)}</span>
                  </>
                )}
                {h.note ? ` (${h.note})` : ""}
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
