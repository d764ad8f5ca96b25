/** A tool run's PDF (R-DRAW-1), through domain/contracts/tool-runs.ts (decision 088). */
import { toolRunsApi } from "#domain/contracts/tool-runs";
import { hrefOf } from "#web/lib/api";

/** `GET /api/tools/runs/{id}/pdf`, opened by the browser as a download. */
export const toolRunPdfHref = (runId: string) => hrefOf(toolRunsApi.pdf, { params: { id: runId } });
