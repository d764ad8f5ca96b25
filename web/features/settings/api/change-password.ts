import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeInput } from "#domain/profile.schema";
import { z } from "#domain/zod";
import { request } from "#web/lib/api";

const passwordChangedSchema = z.object({ endedSessions: z.number().int() });

/** `PUT /api/account/password`: the other sessions end; this one goes on. */
export async function changePassword(input: PasswordChangeInput): Promise<{ endedSessions: number }> {
  return request(passwordChangedSchema, "PUT", "/api/account/password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
