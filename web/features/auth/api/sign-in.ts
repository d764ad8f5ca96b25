import { useMutation } from "@tanstack/react-query";
import { signInResponseSchema, type SignInInput } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function signIn(input: SignInInput) {
  return request(signInResponseSchema, "POST", "/api/auth/sign-in/email", input);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
