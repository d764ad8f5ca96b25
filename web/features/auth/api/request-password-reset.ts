import { useMutation } from "@tanstack/react-query";
import { passwordResetRequestedSchema } from "#domain/auth.schema";
import { request } from "#web/lib/api";

/** The server always points the e-mailed link at RESET_PASSWORD_PAGE (domain/auth.schema.ts). */
export function requestPasswordReset(email: string) {
  return request(passwordResetRequestedSchema, "POST", "/api/auth/request-password-reset", { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
