import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api";

export interface SignUpBody {
  name: string;
  email: string;
  password: string;
  acceptTerms: true;
}

export function signUp(body: SignUpBody): Promise<unknown> {
  return request<unknown>("POST", "/api/auth/sign-up/email", body);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
