import { useMutation } from "@tanstack/react-query";
import { meSchema, type Me } from "#domain/account";
import { request } from "#web/lib/api";

/**
 * `POST /api/invitations/:token/accept`: needs a session with the invited e-mail (403 otherwise,
 * 409 once expired, used or revoked). Answers the session, whose active studio is the new one.
 */
export async function acceptInvitation(token: string): Promise<Me> {
  return request(meSchema, "POST", `/api/invitations/${encodeURIComponent(token)}/accept`);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
