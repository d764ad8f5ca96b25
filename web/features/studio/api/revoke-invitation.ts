import { useMutation } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";
import { useRefreshStudio } from "./get-studio";

/** `DELETE /api/studio/invitations/:id`: the link stops working. */
export async function revokeInvitation(id: string): Promise<void> {
  await request(noContent, "DELETE", `/api/studio/invitations/${encodeURIComponent(id)}`);
}

export function useRevokeInvitation() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: () => refresh() });
}
