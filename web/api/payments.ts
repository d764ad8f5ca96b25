/**
 * The subscription in the browser (R-PAY-1, R-PAY-4): the billing page's read, the checkout, its
 * polling and the cancellation, through the typed client over domain/contracts/payments.ts
 * (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingApi, paymentsApi } from "#domain/contracts/payments";
import type { CheckoutInput, PlanChangeInput } from "#domain/payments.schema";
import type { BillingCycle } from "#domain/plan-prices";
import type { PlanId } from "#domain/plans";
import { call } from "#web/lib/api";
import { SESSION_QUERY_KEY } from "#web/lib/session";

const BILLING_KEY = ["billing"] as const;

/** How often the checkout dialog asks whether the gateway confirmed the payment. */
export const CHECKOUT_POLL_MS = 4_000;

export const billingQueries = {
  all: BILLING_KEY,
  /** `GET /api/billing`: plan, state, next charge, history; and whether payment online is configured. */
  overview: () => queryOptions({ queryKey: [...BILLING_KEY, "overview"] as const, queryFn: () => call(billingApi.get) }),
  /** `GET /api/payments/checkout/{id}`: polled until the webhook confirms the payment. */
  checkout: (id: string) =>
    queryOptions({
      queryKey: [...BILLING_KEY, "checkout", id] as const,
      queryFn: () => call(paymentsApi.checkoutState, { params: { id } }),
      refetchInterval: (query) => (query.state.data && query.state.data.status !== "open" ? false : CHECKOUT_POLL_MS),
    }),
  /** `GET /api/payments/plan-change/preview`: what a plan (or cycle, R-PAY-13) change costs now and when it takes effect (R-PAY-11). */
  planChangePreview: (plan: PlanId, cycle?: BillingCycle) =>
    queryOptions({
      queryKey: [...BILLING_KEY, "plan-change", plan, cycle ?? "atual"] as const,
      queryFn: () => call(paymentsApi.planChangePreview, { query: cycle ? { plan, cycle } : { plan } }),
      staleTime: 0,
    }),
};

/** `POST /api/payments/plan-change` (R-PAY-11): the key per click makes retries one change. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanChangeInput) => call(paymentsApi.changePlan, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

/** `DELETE /api/payments/plan-change/{id}`: a scheduled downgrade does not happen (R-PAY-11). */
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(paymentsApi.cancelPlanChange, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

export function useBilling() {
  return useQuery(billingQueries.overview());
}

/** `POST /api/payments/checkout`: the same open purchase on every click (the server's idempotency). */
export function useStartCheckout() {
  return useMutation({ mutationFn: (body: CheckoutInput) => call(paymentsApi.checkout, { body }) });
}

/** Once paid: the session (its plan and limits) and the billing page read again. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
  };
}

/** `POST /api/payments/subscription/cancel` (the owner): ends at the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(paymentsApi.cancel),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
