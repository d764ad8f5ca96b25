import { useMutation } from "@tanstack/react-query";
import { passwordResetDoneSchema, type ResetPasswordInput } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function resetPassword(input: ResetPasswordInput) {
  return request(passwordResetDoneSchema, "POST", "/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
