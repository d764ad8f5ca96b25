/**
 * The studio's webhooks in the browser (R-HOOK-1, R-HOOK-4): the query definitions of the
 * endpoints and their deliveries and the mutations, through the typed client over
 * domain/contracts/webhooks.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { webhooksApi } from "#domain/contracts/webhooks";
import type { CreatedWebhookEndpoint, WebhookEndpointInput, WebhookEndpointPatch } from "#domain/webhooks.schema";
import { call } from "#web/lib/api";

const WEBHOOKS_KEY = ["webhooks"] as const;

export const webhookQueries = {
  all: WEBHOOKS_KEY,
  /** `GET /api/studio/webhooks`: the endpoints (never their secret) and whether the plan has webhooks. */
  list: () => queryOptions({ queryKey: WEBHOOKS_KEY, queryFn: () => call(webhooksApi.list) }),
  /** `GET /api/studio/webhooks/{id}/deliveries`: the 50 latest, with their attempts. */
  deliveries: (id: string) => queryOptions({ queryKey: [...WEBHOOKS_KEY, id, "deliveries"], queryFn: () => call(webhooksApi.deliveries, { params: { id } }) }),
};

export function useWebhooks(enabled = true) {
  return useQuery({ ...webhookQueries.list(), enabled });
}

export function useWebhookDeliveries(id: string) {
  return useQuery(webhookQueries.deliveries(id));
}

/** `POST /api/studio/webhooks`: answers the signing secret, this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> => call(webhooksApi.create, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointPatch }) => call(webhooksApi.update, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(webhooksApi.remove, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** "Reenviar": a new delivery of the same event (the same id). */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) => call(webhooksApi.resend, { params: { id, deliveryId } }),
    onSettled: (_data, _error, { id }) => queryClient.invalidateQueries({ queryKey: [...WEBHOOKS_KEY, id, "deliveries"] }),
  });
}
