/**
 * The account in the browser (R-PROFILE-1, -2, -5): the password, the sign-in e-mail and its
 * confirmation, the data download, the deletion and the studio switch, through the typed client
 * over domain/contracts/account.ts (decision 088). The session and the public configuration are
 * read in web/lib (session.ts, public-config.ts) from the same contract.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountApi, sessionApi } from "#domain/contracts/account";
import type { AccountDeletionInput, EmailChangeInput, PasswordChangeInput, Profile } from "#domain/profile.schema";
import { ApiError, call, errorFromResponse, GENERIC_ERROR_MESSAGE, hrefOf } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";
import { profileQueries } from "./profile";

const DELETION_PREVIEW_KEY = ["account-deletion"] as const;

/** The key of the account's one read: the only one used to read or refresh it. */
export const accountQueries = {
  /**
   * `GET /api/account/deletion`: what deleting the account takes with it, and what prevents it.
   * Read each time the dialog opens: a member may have joined or left meanwhile.
   */
  deletionPreview: () => queryOptions({ queryKey: DELETION_PREVIEW_KEY, queryFn: () => call(accountApi.deletionPreview), staleTime: 0 }),
};

export function useDeletionPreview(enabled: boolean) {
  return useQuery({ ...accountQueries.deletionPreview(), enabled });
}

/** `POST /api/account/delete`: 204, then the session is gone. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: AccountDeletionInput) => call(accountApi.remove, { body }) });
}

/** `PUT /api/account/password`: the other sessions end; this one goes on. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChangeInput) => call(accountApi.changePassword, { body }) });
}

/** The profile with `pendingEmail` as the answer says. */
function useSetPendingEmail() {
  const queryClient = useQueryClient();
  return (pendingEmail: string | null) =>
    queryClient.setQueryData<Profile>(profileQueries.detail().queryKey, (profile) => (profile ? { ...profile, user: { ...profile.user, pendingEmail } } : profile));
}

/** `POST /api/account/email`: a confirmation link goes to the new address; the old one still signs in. */
export function useRequestEmailChange() {
  const setPending = useSetPendingEmail();
  return useMutation({ mutationFn: (body: EmailChangeInput) => call(accountApi.requestEmailChange, { body }), onSuccess: ({ pendingEmail }) => setPending(pendingEmail) });
}

/** `DELETE /api/account/email`: forgets the pending change. */
export function useCancelEmailChange() {
  const setPending = useSetPendingEmail();
  return useMutation({ mutationFn: () => call(accountApi.cancelEmailChange), onSuccess: () => setPending(null) });
}

/**
 * `POST /api/account/email/confirm` (no session needed: the link's token is the proof, and it
 * works once). Answers the account's new sign-in e-mail; 404 for a link invalid, used or
 * expired, 422 when the address became another account's, 429 after too many tries. A signed-in
 * session (this tab's or another's) is read again with the new e-mail.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(accountApi.confirmEmail, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** `PUT /api/session/studio`: the session's active studio becomes `studioId`; answers the new session. */
export function useSwitchStudio() {
  return useMutation({ mutationFn: (studioId: string) => call(sessionApi.switchStudio, { body: { studioId } }) });
}

const FALLBACK_NAME = "prancheta-meus-dados.zip";

/** The file name the server gives in Content-Disposition (`filename*=UTF-8''…` or `filename="…"`). */
function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return FALLBACK_NAME;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/**
 * `GET /api/account/export`: the ZIP with everything of the person's, saved by the browser. Fetched
 * rather than linked so a refusal (too many exports in an hour) is a message, not a saved error page.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(hrefOf(accountApi.exportData), { credentials: "same-origin", headers: { Accept: "application/zip" } });
  } catch {
    throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
