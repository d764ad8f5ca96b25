/**
 * The active studio, its team and invitations in the browser (R-STUDIO-2, R-STUDIO-7), and the
 * invitation link's page: the one query definition of each read and the mutations, through the
 * typed client over domain/contracts/studio.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invitationsApi, studioApi } from "#domain/contracts/studio";
import type { InvitationInput, MemberRoleInput, Studio, StudioPatchInput, TransferInput } from "#domain/studios.schema";
import { call } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

const STUDIO_KEY = ["studio"] as const;

/** The keys of these reads: the only ones used to read or refresh them. */
export const studioQueries = {
  all: STUDIO_KEY,
  /** `GET /api/studio`: the session's active studio, its team, invitations and seats. */
  detail: () => queryOptions({ queryKey: STUDIO_KEY, queryFn: () => call(studioApi.get) }),
  /** `GET /api/invitations/{token}` (public): the studio, who invited, for which e-mail, and whether it still holds. */
  invitation: (token: string) => queryOptions({ queryKey: ["invitation", token] as const, queryFn: () => call(invitationsApi.preview, { params: { token } }) }),
};

export function useStudio() {
  return useQuery(studioQueries.detail());
}

export function useInvitation(token: string, enabled: boolean) {
  return useQuery({ ...studioQueries.invitation(token), enabled });
}

/**
 * After a change to the team: the studio again, and the session when `session` (the header shows
 * the studio's name and the user's role in it).
 */
export function useRefreshStudio() {
  const queryClient = useQueryClient();
  return ({ studio, session = false }: { studio?: Studio; session?: boolean } = {}) => {
    if (studio) queryClient.setQueryData(STUDIO_KEY, studio);
    else void queryClient.invalidateQueries({ queryKey: STUDIO_KEY });
    if (session) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

/** `PATCH /api/studio` (owner and admins). */
export function useRenameStudio() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: (body: StudioPatchInput) => call(studioApi.rename, { body }), onSuccess: (studio) => refresh({ studio, session: true }) });
}

/**
 * `DELETE /api/studio` (the owner only): the studio with all its clients and projects. The
 * session then falls back to another studio of the user, or a new personal one.
 */
export function useDeleteStudio() {
  return useMutation({ mutationFn: () => call(studioApi.delete) });
}

/** `POST /api/studio/invitations`: 402 when the seats are full, 409 when already in or invited. */
export function useCreateInvitation() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: (body: InvitationInput) => call(studioApi.invite, { body }), onSuccess: () => refresh() });
}

/** `DELETE /api/studio/invitations/{id}`: the link stops working. */
export function useRevokeInvitation() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: (id: string) => call(studioApi.revokeInvitation, { params: { id } }), onSuccess: () => refresh() });
}

/** `PATCH /api/studio/members/{id}` (the owner only); `id` is the membership's. */
export function useChangeRole() {
  const refresh = useRefreshStudio();
  return useMutation({
    mutationFn: ({ id, ...body }: MemberRoleInput & { id: string }) => call(studioApi.changeRole, { params: { id }, body }),
    onSuccess: () => refresh(),
  });
}

/** `DELETE /api/studio/members/{id}`: the owner removes anyone else, an admin plain members. */
export function useRemoveMember() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: (id: string) => call(studioApi.removeMember, { params: { id } }), onSuccess: () => refresh() });
}

/** `POST /api/studio/leave` (not the owner: 409). The session's active studio is then another one. */
export function useLeaveStudio() {
  return useMutation({ mutationFn: () => call(studioApi.leave) });
}

/** `POST /api/studio/transfer` (the owner only): the previous owner becomes an admin. */
export function useTransferOwnership() {
  const refresh = useRefreshStudio();
  // The session says the user's role in the studio: it changed too.
  return useMutation({ mutationFn: (body: TransferInput) => call(studioApi.transfer, { body }), onSuccess: (studio) => refresh({ studio, session: true }) });
}

/**
 * `POST /api/invitations/{token}/accept`: needs a session with the invited e-mail (403 otherwise,
 * 409 once expired, used or revoked). Answers the session, whose active studio is the new one.
 */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: (token: string) => call(invitationsApi.accept, { params: { token } }) });
}
