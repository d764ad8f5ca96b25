import { queryOptions, useQuery } from "@tanstack/react-query";
import { invitationPreviewSchema, type InvitationPreview } from "#domain/studios.schema";
import { request } from "#web/lib/api";

/** `GET /api/invitations/:token` (public): the studio, who invited, for which e-mail, and whether it still holds. */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  return request(invitationPreviewSchema, "GET", `/api/invitations/${encodeURIComponent(token)}`);
}

export function invitationQueryOptions(token: string) {
  return queryOptions({ queryKey: ["invitation", token] as const, queryFn: () => getInvitation(token) });
}

export function useInvitation(token: string, enabled: boolean) {
  return useQuery({ ...invitationQueryOptions(token), enabled });
}
