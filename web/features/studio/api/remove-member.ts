import { useMutation } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";
import { useRefreshStudio } from "./get-studio";

/** `DELETE /api/studio/members/:id`: the owner removes anyone else, an admin plain members. */
export async function removeMember(id: string): Promise<void> {
  await request(noContent, "DELETE", `/api/studio/members/${encodeURIComponent(id)}`);
}

export function useRemoveMember() {
  const refresh = useRefreshStudio();
  return useMutation({ mutationFn: removeMember, onSuccess: () => refresh() });
}
