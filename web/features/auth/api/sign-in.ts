import { useMutation } from "@tanstack/react-query";
import type { SignInInput } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function signIn(input: SignInInput): Promise<unknown> {
  return request<unknown>("POST", "/api/auth/sign-in/email", input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
