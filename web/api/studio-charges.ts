/**
 * The studio's charges to its clients in the browser (R-PAY-5 … R-PAY-10, decision 100): the
 * account, a project's charges, the cash view and its CSV, and the portal's list, through the
 * typed client over domain/contracts/studio-charges.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { publicPortalApi } from "#domain/contracts/portal";
import { cashApi, chargeAccountApi, chargeActionsApi, chargeNfseApi, projectChargesApi } from "#domain/contracts/studio-charges";
import type { ChargeAccountInput, ChargeInput } from "#domain/studio-charges.schema";
import { call, hrefOf } from "#web/lib/api";

const CHARGES_KEY = ["charges"] as const;
export type CashFilter = "todas" | "recebidas" | "a-receber" | "vencidas";

export const chargeQueries = {
  all: CHARGES_KEY,
  /** `GET /api/studio/charge-account` (owner and admins). */
  account: () => queryOptions({ queryKey: [...CHARGES_KEY, "account"] as const, queryFn: () => call(chargeAccountApi.get) }),
  /** `GET /api/projects/{id}/charges`. */
  project: (id: string) => queryOptions({ queryKey: [...CHARGES_KEY, "project", id] as const, queryFn: () => call(projectChargesApi.list, { params: { id } }) }),
  /** `GET /api/charges?status=`. */
  cash: (status: CashFilter) => queryOptions({ queryKey: [...CHARGES_KEY, "cash", status] as const, queryFn: () => call(cashApi.list, { query: { status } }) }),
  /** `GET /api/public/portal/{token}/charges`: the client's side. */
  portal: (token: string) => queryOptions({ queryKey: [...CHARGES_KEY, "portal", token] as const, queryFn: () => call(publicPortalApi.charges, { params: { token } }), retry: false }),
};

/** The CSV's address, for a download link. */
export const cashCsvHref = (status: CashFilter) => hrefOf(cashApi.csv, { query: { status } });

export function useChargeAccount() {
  return useQuery(chargeQueries.account());
}

export function useSaveChargeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChargeAccountInput) => call(chargeAccountApi.save, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHARGES_KEY }),
  });
}

export function useRemoveChargeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(chargeAccountApi.remove),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHARGES_KEY }),
  });
}

export function useProjectCharges(id: string) {
  return useQuery(chargeQueries.project(id));
}

/** `POST /api/projects/{id}/charges`: the caller gives one idempotency key per click (R-PAY-6). */
export function useCreateCharge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChargeInput) => call(projectChargesApi.create, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHARGES_KEY }),
  });
}

/** `POST /api/projects/{id}/charges/{chargeId}/nfse`: asks again for an invoice in erro (R-PAY-12); idempotent. */
export function useRetryNfse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: string) => call(chargeNfseApi.retry, { params: { id, chargeId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHARGES_KEY }),
  });
}

/**
 * `POST /api/charges/{id}/cancel` and `/refund` (R-PAY-6, R-PAY-7): the caller gives one
 * idempotency key per confirmation dialog, so a double click asks Asaas once.
 */
export function useChargeAction(action: "cancel" | "refund") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chargeId, idempotencyKey }: { chargeId: string; idempotencyKey: string }) => call(chargeActionsApi[action], { params: { id: chargeId }, body: { idempotencyKey } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHARGES_KEY }),
  });
}

export function useCashView(status: CashFilter) {
  return useQuery(chargeQueries.cash(status));
}

export function usePortalCharges(token: string) {
  return useQuery(chargeQueries.portal(token));
}
