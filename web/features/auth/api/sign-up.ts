import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function signUp(body: SignUpInput): Promise<unknown> {
  return request<unknown>("POST", "/api/auth/sign-up/email", body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
