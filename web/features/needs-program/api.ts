import { useMutation } from "@tanstack/react-query";
import { programmeGenerationResponseSchema } from "#domain/generation.schema";
import { request } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";

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
