/**
 * The analysis tools in the browser (R-TOOL-1, R-DRAW-1): a tool's history, its runs as event
 * streams, deleting a run and a run's PDF, through domain/contracts/tool-runs.ts (decision 088).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toolRunsApi, toolsApi } from "#domain/contracts/tool-runs";
import type { ToolAnalysis } from "#domain/tool-analysis";
import { toolRunEventSchema, type AnalysisToolId, type ToolRun, type ToolRunEvent } from "#domain/tool-runs.schema";
import { ApiError, call, GENERIC_ERROR_MESSAGE, hrefOf } from "#web/lib/api";
import { postEventStream } from "#web/lib/event-stream";

const historyKey = (tool: AnalysisToolId) => ["tool-runs", tool] as const;

export const toolHistoryQueryOptions = (tool: AnalysisToolId) =>
  queryOptions({ queryKey: historyKey(tool), queryFn: () => call(toolsApi.history, { params: { tool } }) });

function parseEvent(event: string, data: string): ToolRunEvent | null {
  try {
    const parsed = toolRunEventSchema.safeParse({ event, data: JSON.parse(data) as unknown });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/tools/:tool/runs`: the computation arrives first, then the text token by token
 * (`onUpdate`), then the stored run. Offline answers are allowed: the tool always answers.
 */
export async function runTool(
  tool: AnalysisToolId,
  { inputs, projectId, survey }: { inputs: Record<string, string>; projectId?: string | null; survey?: File | null },
  onUpdate: (partial: { text: string; analysis: ToolAnalysis | null }) => void,
): Promise<ToolRun> {
  let analysis: ToolAnalysis | null = null;
  let text = "";
  const controller = new AbortController();
  // Topography with a survey: the file and the form's fields as multipart.
  const run = { inputs, projectId: projectId ?? null, allowOffline: true };
  let url = hrefOf(toolsApi.run, { params: { tool }, body: run });
  let body: unknown = run;
  if (survey) {
    const form = new FormData();
    form.set("file", survey);
    form.set("inputs", JSON.stringify(inputs));
    if (projectId) form.set("projectId", projectId);
    url = hrefOf(toolsApi.survey, { body: form });
    body = form;
  }
  for await (const event of postEventStream(url, body, controller.signal, parseEvent)) {
    if (event.event === "start") {
      analysis = event.data.computed;
      onUpdate({ text, analysis });
    } else if (event.event === "token") {
      text += event.data.text;
      onUpdate({ text, analysis });
    } else if (event.event === "done") return event.data;
    else throw new ApiError(502, "internal_error", event.data.message);
  }
  throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);
}

export function useRunTool(tool: AnalysisToolId) {
  const queryClient = useQueryClient();
  return async (inputs: Record<string, string>, projectId: string | null, onUpdate: (partial: { text: string; analysis: ToolAnalysis | null }) => void, survey?: File | null) => {
    try {
      return await runTool(tool, { inputs, projectId, survey: survey ?? null }, onUpdate);
    } finally {
      void queryClient.invalidateQueries({ queryKey: historyKey(tool) });
    }
  };
}

export function useDeleteToolRun(tool: AnalysisToolId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(toolsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(tool) }),
  });
}

/** `GET /api/tools/runs/{id}/pdf`, opened by the browser as a download. */
export const toolRunPdfHref = (runId: string) => hrefOf(toolRunsApi.pdf, { params: { id: runId } });
