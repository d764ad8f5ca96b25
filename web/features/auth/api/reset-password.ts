import { useMutation } from "@tanstack/react-query";
import type { ResetPasswordInput } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return request<unknown>("POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
