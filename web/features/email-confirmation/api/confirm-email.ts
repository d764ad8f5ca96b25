import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "#domain/zod";
import { request } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

const emailConfirmedSchema = z.object({ email: z.string() });

/**
 * `POST /api/account/email/confirm` (no session needed: the link's token is the proof, and it
 * works once). Answers the account's new sign-in e-mail; 404 for a link invalid, used or
 * expired, 422 when the address became another account's, 429 after too many tries.
 */
export async function confirmEmail(token: string): Promise<{ email: string }> {
  return request(emailConfirmedSchema, "POST", "/api/account/email/confirm", { token });
}

/** Confirms the change; a signed-in session (this tab's or another's) is read again with the new e-mail. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
