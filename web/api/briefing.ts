/**
 * The briefing in the browser (R-DOC-2, R-DOC-3, R-DOC-8): the one query definition of a
 * briefing's client link and of the client's questionnaire, the link's mutations, the follow-up
 * questions and the needs programme written from the briefing, through the typed client over
 * domain/contracts/briefing.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClientLinkStatus, PublicBriefingSave } from "#domain/client-briefing.schema";
import { briefingApi, programmeApi, publicBriefingApi } from "#domain/contracts/briefing";
import type { FollowUpsResponse } from "#domain/generation.schema";
import { call } from "#web/lib/api";
import { DOCUMENTS_KEY, useRefreshDocuments } from "#web/lib/documents/api";

/** The keys of the briefing's reads: the only ones used to read or refresh them. */
export const briefingQueries = {
  /** `GET /api/documents/{id}/client-link`: the active link's dates (never its address), or null. Under the documents' key. */
  clientLink: (documentId: string) =>
    queryOptions({ queryKey: [...DOCUMENTS_KEY, "client-link", documentId] as const, queryFn: () => call(briefingApi.clientLink, { params: { id: documentId } }), staleTime: 0 }),
  /** `GET /api/public/briefings/{token}`: the questionnaire and who asks for it; a pt-BR 404 for an unknown, cancelled or expired link. */
  publicBriefing: (token: string) =>
    queryOptions({ queryKey: ["public-briefing", token] as const, queryFn: () => call(publicBriefingApi.get, { params: { token } }), staleTime: Infinity }),
};

export function useClientLink(documentId: string, enabled: boolean) {
  return useQuery({ ...briefingQueries.clientLink(documentId), enabled });
}

/** `POST /api/documents/{id}/client-link`: a new 30-day link; the previous one stops working. */
export function useCreateClientLink(documentId: string) {
  const queryClient = useQueryClient();
  const key = briefingQueries.clientLink(documentId).queryKey;
  return useMutation({
    mutationFn: () => call(briefingApi.createClientLink, { params: { id: documentId } }),
    onSuccess: ({ createdAt, expiresAt, createdBy }) =>
      // The status keeps whom the link is for; without one yet, it is read again.
      queryClient.getQueryData<ClientLinkStatus>(key)
        ? queryClient.setQueryData<ClientLinkStatus>(key, (old) => old && { ...old, active: { createdAt, expiresAt, createdBy } })
        : queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** `POST /api/documents/{id}/client-link/email` (R-DOC-8): the app e-mails the link to the client. */
export function useEmailClientLink(documentId: string) {
  return useMutation({ mutationFn: (url: string) => call(briefingApi.emailClientLink, { params: { id: documentId }, body: { url } }) });
}

/** `DELETE /api/documents/{id}/client-link` (204): the link stops opening the briefing. */
export function useRevokeClientLink(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(briefingApi.revokeClientLink, { params: { id: documentId } }),
    onSuccess: () => queryClient.setQueryData<ClientLinkStatus>(briefingQueries.clientLink(documentId).queryKey, (old) => old && { ...old, active: null }),
  });
}

/**
 * `POST /api/documents/{id}/follow-ups`: suggestions from the saved briefing (nothing is saved).
 * 402 when the plan's AI generations are used up; `allowOffline` then asks the offline rules.
 */
export function suggestFollowUps(documentId: string, allowOffline: boolean): Promise<FollowUpsResponse> {
  return call(briefingApi.followUps, { params: { id: documentId }, body: { allowOffline } });
}

export function useSuggestFollowUps(documentId: string) {
  return useMutation({ mutationFn: (allowOffline: boolean) => suggestFollowUps(documentId, allowOffline) });
}

/**
 * `POST /api/projects/{id}/programme`: the project's needs programme generated from its saved
 * briefing, as a new version of the programme document. 402 when the plan's AI generations are
 * used up; `allowOffline` then uses the offline generator. The briefing page and the programme's
 * "Gerar de novo" use this one mutation.
 */
export function useGenerateProgramme(projectId: string) {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (allowOffline: boolean) => call(programmeApi.generate, { params: { id: projectId }, body: { allowOffline } }),
    onSuccess: ({ document }) => refresh(document),
  });
}

/** `PUT /api/public/briefings/{token}`: only the answers that changed; merged by the server into the latest version. */
export function savePublicBriefing(token: string, changes: PublicBriefingSave) {
  return call(publicBriefingApi.save, { params: { token }, body: changes });
}
