import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api";

/** Where the e-mailed link sends the browser (with `?token=` or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = "/redefinir-senha";

export function requestPasswordReset(email: string): Promise<unknown> {
  return request<unknown>("POST", "/api/auth/request-password-reset", {
    email,
    redirectTo: RESET_PASSWORD_PATH,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
