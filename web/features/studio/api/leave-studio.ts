import { useMutation } from "@tanstack/react-query";
import { noContent, request } from "#web/lib/api";

/** `POST /api/studio/leave` (not the owner: 409). The session's active studio is then another one. */
export async function leaveStudio(): Promise<void> {
  await request(noContent, "POST", "/api/studio/leave");
}

export function useLeaveStudio() {
  return useMutation({ mutationFn: leaveStudio });
}
