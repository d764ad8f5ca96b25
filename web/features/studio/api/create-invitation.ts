import { useMutation } from "@tanstack/react-query";
import { invitationSchema, type Invitation, type InvitationInput } from "#domain/studios.schema";
import { request } from "#web/lib/api";
import { useRefreshStudio } from "./get-studio";

/** `POST /api/studio/invitations`: 402 when the seats are full, 409 when already in or invited. */
export async function createInvitation(input: InvitationInput): Promise<Invitation> {
  return request(invitationSchema, "POST", "/api/studio/invitations", input);
}

export function useCreateInvitation() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: createInvitation, onSuccess: () => refresh() });
}
