import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { programmeGenerationResponseSchema } from "#domain/generation.schema";
import { projectSchema, type LandPlot, type Project } from "#domain/projects.schema";
import { request } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";
import { PROJECTS_KEY, useInvalidateRecords } from "#web/lib/records-cache";

const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/**
 * `POST /api/projects/:id/programme`: a new version of the programme written from the briefing.
 * A 402 (the plan's AI generations used up) is answered by calling again with `allowOffline`.
 */
export function useGenerateProgramme(projectId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (allowOffline: boolean) => request(programmeGenerationResponseSchema, "POST", `${projectPath(projectId)}/programme`, { allowOffline }),
    onSuccess: ({ document }) => refresh(document),
  });
}

/**
 * `GET /api/projects/:id`, under the same key as the project's page (the projects feature's call
 * is not reachable from here): the programme reads the project's lot parameters (R-PROJ-2) and
 * built area, and a change made on either page shows on the other.
 */
export function programmeProjectQuery(projectId: string) {
  return queryOptions({
    queryKey: [...PROJECTS_KEY, "detail", projectId] as const,
    queryFn: () => request(projectSchema, "GET", projectPath(projectId)),
  });
}

export function useProgrammeProject(projectId: string) {
  return useQuery(programmeProjectQuery(projectId));
}

/** `PATCH /api/projects/:id`: the answer replaces the cached project at once, then every record refreshes. */
function useProjectPatch<T>(projectId: string, body: (value: T) => Record<string, unknown>) {
  const invalidate = useInvalidateRecords();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: T): Promise<Project> => request(projectSchema, "PATCH", projectPath(projectId), body(value)),
    onSuccess: (project) => {
      queryClient.setQueryData(programmeProjectQuery(projectId).queryKey, project);
      invalidate();
    },
  });
}

/** `PATCH /api/projects/:id {builtArea}`: "Usar no projeto". */
export function useSetProjectBuiltArea(projectId: string) {
  return useProjectPatch<number>(projectId, (builtArea) => ({ builtArea }));
}

export type LotPatch = Partial<Pick<LandPlot, "area" | "occupancyRate" | "floorAreaRatio" | "permeability">>;

/** `PATCH /api/projects/:id {landPlot}`: "Cabe no lote?" writes the parameters to the project (R-PROJ-2). */
export function useSetProjectLot(projectId: string) {
  return useProjectPatch<LotPatch>(projectId, (landPlot) => ({ landPlot }));
}
