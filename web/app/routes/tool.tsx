import { useState, type ReactNode } from "react";
import type { AnalysisToolId, ToolRun } from "#domain/tool-runs.schema";
import { ToolPage, type ToolProcess } from "#web/features/tools/tool-page";
import { useRunTool } from "#web/features/tool-runs/api";
import { ToolHistory } from "#web/features/tool-runs/tool-history";
import { SURVEY_FIELD, SurveyFields } from "#web/features/tool-runs/survey-fields";

/**
 * An analysis tool (issue 18): the generic screen runs the tool on the server (its computation,
 * then the streamed text), and the history below reopens, copies or deletes past runs.
 */
export function AnalysisToolRoute({ toolId, children }: { toolId: AnalysisToolId; children?: ReactNode }) {
  const run = useRunTool(toolId);
  const [shown, setShown] = useState<{ key: string; result: { text: string; analysis: ToolRun["computed"] } } | null>(null);
  const process: ToolProcess = async (inputs, form, onUpdate) => {
    const file = new FormData(form).get(SURVEY_FIELD);
    const survey = file instanceof File && file.size > 0 ? file : null;
    const done = await run(inputs, null, onUpdate, survey);
    return { text: done.text, analysis: done.computed };
  };
  return (
    <ToolPage key={toolId} toolId={toolId} process={process} shown={shown} extraFields={toolId === "topografia" ? <SurveyFields /> : undefined}>
      <ToolHistory tool={toolId} onOpen={(r) => setShown({ key: r.id, result: { text: r.text, analysis: r.computed } })} />
      {children}
    </ToolPage>
  );
}
