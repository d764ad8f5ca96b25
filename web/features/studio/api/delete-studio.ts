import { useMutation } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";

/**
 * `DELETE /api/studio` (the owner only): the studio with all its clients and projects. The
 * session then falls back to another studio of the user, or a new personal one.
 */
export async function deleteStudio(): Promise<void> {
  await request(noContent, "DELETE", "/api/studio");
}

export function useDeleteStudio() {
  return useMutation({ mutationFn: deleteStudio });
}
