import { useMutation } from "@tanstack/react-query";
import { socialSignInResponseSchema } from "#domain/auth.schema";
import { request } from "#web/lib/api";

/** Asks the server for Google's consent URL; the caller sends the browser there. */
export function startGoogleSignIn(callbackURL = "/dashboard") {
  return request(socialSignInResponseSchema, "POST", "/api/auth/sign-in/social", {
    provider: "google",
    callbackURL,
  });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: startGoogleSignIn });
}
