import { useMutation } from "@tanstack/react-query";
import { programmeGenerationResponseSchema } from "#domain/generation.schema";
import { request } from "#web/lib/api";
import { useRefreshDocuments } from "#web/lib/documents/api";

/**
 * `POST /api/projects/:id/programme`: the project's needs programme generated from its saved
 * briefing, as a new version of the programme document. 402 when the plan's AI generations are
 * used up; `allowOffline` then uses the offline generator.
 */
export function useGenerateProgramme(projectId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (allowOffline: boolean) =>
      request(programmeGenerationResponseSchema, "POST", `/api/projects/${encodeURIComponent(projectId)}/programme`, { allowOffline }),
    onSuccess: ({ document }) => refresh(document),
  });
}
