import { useMutation } from "@tanstack/react-query";
import { request } from "#web/lib/api";

export function signOut(): Promise<unknown> {
  return request<unknown>("POST", "/api/auth/sign-out", {});
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
