/**
 * The studio's ZapSign account in the browser (R-CONTRACT-7, decision 109), through the typed
 * client over domain/contracts/portal.ts (decision 088). Connecting or disconnecting also reads
 * the projects' portals again: what they offer (and, disconnected, a sending's state) follows it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { signatureAccountApi } from "#domain/contracts/portal";
import type { SignatureAccountInput } from "#domain/provider-signature.schema";
import { call } from "#web/lib/api";
import { portalQueries } from "./portal";

const SIGNATURE_ACCOUNT_KEY = ["signature-account"] as const;

export const signatureAccountQueries = {
  all: SIGNATURE_ACCOUNT_KEY,
  /** `GET /api/studio/signature-account` (owner and admins; the others get a 403). */
  account: () => queryOptions({ queryKey: SIGNATURE_ACCOUNT_KEY, queryFn: () => call(signatureAccountApi.get) }),
};

/** The account, read only when `enabled` (the owner and the admins). */
export function useSignatureAccount(enabled: boolean) {
  return useQuery({ ...signatureAccountQueries.account(), enabled });
}

/** `PUT /api/studio/signature-account`: the token is tried at ZapSign; a refusal is a 422 on `apiToken`. */
export function useConnectSignatureAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignatureAccountInput) => call(signatureAccountApi.save, { body }),
    onSuccess: (account) => {
      queryClient.setQueryData(signatureAccountQueries.account().queryKey, account);
      return queryClient.invalidateQueries({ queryKey: portalQueries.all });
    },
  });
}

/** `DELETE /api/studio/signature-account`. */
export function useDisconnectSignatureAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(signatureAccountApi.remove),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: SIGNATURE_ACCOUNT_KEY }), queryClient.invalidateQueries({ queryKey: portalQueries.all })]),
  });
}
