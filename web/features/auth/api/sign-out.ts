import { useMutation } from "@tanstack/react-query";
import { signOutResponseSchema } from "#domain/auth.schema";
import { request } from "#web/lib/api";

export function signOut() {
  return request(signOutResponseSchema, "POST", "/api/auth/sign-out", {});
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
