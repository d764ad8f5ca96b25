import { useState, type ReactNode } from "react";
import type { AnalysisToolId, ToolRun } from "#domain/tool-runs.schema";
import { ToolPage, type ToolProcess } from "#web/features/tools/tool-page";
import { useRunTool } from "#web/api/tool-runs";
import { ToolHistory } from "#web/features/tool-runs/tool-history";
import { SURVEY_FIELD, SurveyFields } from "#web/features/tool-runs/survey-fields";
import { PROJECT_FIELD, ProjectField } from "#web/features/tool-runs/project-field";
import { MaintenanceAgenda } from "#web/features/tool-runs/maintenance-agenda";
import { TopographyMap } from "#web/features/tool-runs/topography-map";
import { ZoningEnvelopeCard } from "#web/features/tool-runs/zoning-envelope";
import { RunPdfLink } from "#web/features/tool-runs/run-pdf-link";

/**
 * An analysis tool (issue 18): the generic screen runs the tool on the server (its computation,
 * then the streamed text), and the history below reopens, copies or deletes past runs. The
 * post-construction tool's maintenance agenda, the topography tool's drawing and the zoning
 * tool's envelope (R-TOOL-8) follow the run shown: a new one or a reopened one.
 */
export function AnalysisToolRoute({ toolId, children }: { toolId: AnalysisToolId; children?: ReactNode }) {
  const run = useRunTool(toolId);
  const [shown, setShown] = useState<{ key: string; opened: number; result: { text: string; analysis: ToolRun["computed"] } } | null>(null);
  const [last, setLast] = useState<{ inputs: Record<string, string>; projectId: string | null } | null>(null);
  // The survey run whose drawing is shown (R-TOOL-8); a run without a survey has none.
  const [drawn, setDrawn] = useState<string | null>(null);
  // The run whose PDF can be downloaded (R-DRAW-1): the one shown, unless it failed.
  const [printable, setPrintable] = useState<string | null>(null);
  const process: ToolProcess = async (values, form, onUpdate) => {
    const file = new FormData(form).get(SURVEY_FIELD);
    const survey = file instanceof File && file.size > 0 ? file : null;
    const { [PROJECT_FIELD]: projectId, ...inputs } = values;
    setLast(null);
    setDrawn(null);
    setPrintable(null);
    const done = await run(inputs, projectId || null, onUpdate, survey);
    setLast({ inputs, projectId: projectId || null });
    if (done.status !== "falhou") setPrintable(done.id);
    if (survey && done.computed && done.computed.tables.length > 0) setDrawn(done.id);
    return { text: done.text, analysis: done.computed, provider: done.provider, aiUnavailable: done.aiUnavailable };
  };
  // Each "Abrir" is a new key (the count of opens), so the run opened before a new one is shown
  // again; a post-construction run brings back its maintenance agenda (a failed one has none, as
  // after a failed new run).
  const open = (r: ToolRun) => {
    setShown((prev) => {
      const opened = (prev?.opened ?? 0) + 1;
      return { key: `${r.id}#${opened}`, opened, result: { text: r.text, analysis: r.computed } };
    });
    setLast(r.status === "falhou" ? null : { inputs: r.inputs, projectId: r.project?.id ?? null });
    setPrintable(r.status === "falhou" ? null : r.id);
    setDrawn(r.tool === "topografia" && r.computed && r.computed.tables.length > 0 ? r.id : null);
  };
  const extraFields = (
    <>
      <ProjectField tool={toolId} />
      {toolId === "topografia" ? <SurveyFields /> : null}
    </>
  );
  return (
    <ToolPage key={toolId} toolId={toolId} process={process} shown={shown} extraFields={extraFields}>
      {printable ? <RunPdfLink runId={printable} /> : null}
      {toolId === "pos-obra" && last ? <MaintenanceAgenda key={JSON.stringify(last)} inputs={last.inputs} projectId={last.projectId} /> : null}
      {toolId === "topografia" && drawn ? <TopographyMap runId={drawn} /> : null}
      {toolId === "zoneamento" && last ? <ZoningEnvelopeCard key={JSON.stringify(last)} inputs={last.inputs} projectId={last.projectId} /> : null}
      <ToolHistory tool={toolId} onOpen={open} />
      {children}
    </ToolPage>
  );
}
