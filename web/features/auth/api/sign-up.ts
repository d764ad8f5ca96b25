import { useMutation } from "@tanstack/react-query";
import { signUpResponseSchema, type SignUpInput } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function signUp(body: SignUpInput) {
  return request(signUpResponseSchema, "POST", "/api/auth/sign-up/email", body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
