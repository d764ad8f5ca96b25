import { useMutation } from "@tanstack/react-query";
import { followUpsResponseSchema, type FollowUpsResponse } from "#domain/generation.schema";
import { request } from "#web/lib/api";

/**
 * `POST /api/documents/:id/follow-ups`: suggestions from the saved briefing (nothing is saved).
 * 402 when the plan's AI generations are used up; `allowOffline` then asks the offline rules.
 */
export function suggestFollowUps(documentId: string, allowOffline: boolean): Promise<FollowUpsResponse> {
  return request(followUpsResponseSchema, "POST", `/api/documents/${encodeURIComponent(documentId)}/follow-ups`, { allowOffline });
}

export function useSuggestFollowUps(documentId: string) {
  return useMutation({ mutationFn: (allowOffline: boolean) => suggestFollowUps(documentId, allowOffline) });
}
