/**
 * A survey's drawing in the browser (R-TOOL-8): one query per run, through the typed client
 * over domain/contracts/topography.ts (decision 088), and the DXF's address for the download link.
 */
import { queryOptions } from "@tanstack/react-query";
import { topographyApi } from "#domain/contracts/topography";
import { call, hrefOf } from "#web/lib/api";

export const topographyQueries = {
  /** `GET /api/tools/topografia/runs/{id}/drawing`: a stored run never changes, so it is kept. */
  drawing: (runId: string) =>
    queryOptions({
      queryKey: ["tool-runs", "topografia", runId, "drawing"] as const,
      queryFn: () => call(topographyApi.drawing, { params: { id: runId } }),
      staleTime: Infinity,
      retry: false,
    }),
};

/** `GET /api/tools/topografia/runs/{id}/drawing.dxf`, opened by the browser as a download. */
export const topographyDxfHref = (runId: string) => hrefOf(topographyApi.dxf, { params: { id: runId } });
