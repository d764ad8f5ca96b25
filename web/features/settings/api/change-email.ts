import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailChangeInput, Profile } from "#domain/profile.schema";
import { z } from "#domain/zod";
import { noContent, request } from "#web/lib/api";
import { profileQueries } from "#web/api/profile";

const emailChangeRequestedSchema = z.object({ pendingEmail: z.string() });

/** `POST /api/account/email`: a confirmation link goes to the new address; the old one still signs in. */
export async function requestEmailChange(input: EmailChangeInput): Promise<{ pendingEmail: string }> {
  return request(emailChangeRequestedSchema, "POST", "/api/account/email", input);
}

/** `DELETE /api/account/email`: forgets the pending change. */
export async function cancelEmailChange(): Promise<void> {
  await request(noContent, "DELETE", "/api/account/email");
}

/** The profile with `pendingEmail` as the answer says. */
function useSetPendingEmail() {
  const queryClient = useQueryClient();
  return (pendingEmail: string | null) =>
    queryClient.setQueryData<Profile>(profileQueries.detail().queryKey, (profile) => (profile ? { ...profile, user: { ...profile.user, pendingEmail } } : profile));
}

export function useRequestEmailChange() {
  const setPending = useSetPendingEmail();
  return useMutation({ mutationFn: requestEmailChange, onSuccess: ({ pendingEmail }) => setPending(pendingEmail) });
}

export function useCancelEmailChange() {
  const setPending = useSetPendingEmail();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: () => setPending(null) });
}
