import { useMutation, useQuery } from "@tanstack/react-query";
import { accountDeletionPreviewSchema, type AccountDeletionInput, type AccountDeletionPreview } from "#domain/profile.schema";
import { noContent, request } from "#web/lib/api";

export const DELETION_PREVIEW_KEY = ["account-deletion"] as const;

/** `GET /api/account/deletion`: what deleting the account takes with it, and what prevents it. */
export async function getDeletionPreview(): Promise<AccountDeletionPreview> {
  return request(accountDeletionPreviewSchema, "GET", "/api/account/deletion");
}

/** Read each time the dialog opens: a member may have joined or left meanwhile. */
export function useDeletionPreview(enabled: boolean) {
  return useQuery({ queryKey: DELETION_PREVIEW_KEY, queryFn: getDeletionPreview, enabled, staleTime: 0 });
}

/** `POST /api/account/delete`: 204, then the session is gone. */
export async function deleteAccount(input: AccountDeletionInput): Promise<void> {
  await request(noContent, "POST", "/api/account/delete", input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
