import { useMutation } from "@tanstack/react-query";
import { meSchema, type Me } from "#domain/account";
import { request } from "#web/lib/api";

/** `PUT /api/session/studio`: the session's active studio becomes `studioId`; answers the new session. */
export async function switchStudio(studioId: string): Promise<Me> {
  return request(meSchema, "PUT", "/api/session/studio", { studioId });
}

export function useSwitchStudio() {
  return useMutation({ mutationFn: switchStudio });
}
