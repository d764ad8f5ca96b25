import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientListSchema } from "#domain/clients.schema";
import {
  clientMessageListSchema,
  clientMessageSchema,
  type ClientMessage,
  type ClientMessageInput,
  type ClientMessageListQuery,
} from "#domain/messages.schema";
import type { ReplyTone } from "#domain/messages";
import { noContent, request } from "#web/lib/api";
import { CLIENTS_KEY } from "#web/lib/records-cache";

/** The client messages' query-key root (R-MSG-1): every change refreshes the lists under it. */
export const MESSAGES_KEY = ["client-messages"] as const;

function queryString(query: ClientMessageListQuery): string {
  const params = new URLSearchParams();
  if (query.clientId) params.set("clientId", query.clientId);
  if (query.limit) params.set("limit", String(query.limit));
  return params.toString();
}

/** `GET /api/client-messages`: the studio's messages (one client's), newest first. */
export function clientMessagesQueryOptions(query: ClientMessageListQuery) {
  const qs = queryString(query);
  return queryOptions({
    queryKey: [...MESSAGES_KEY, "list", qs] as const,
    queryFn: () => request(clientMessageListSchema, "GET", `/api/client-messages${qs ? `?${qs}` : ""}`),
  });
}

export function useClientMessages(query: ClientMessageListQuery) {
  return useQuery(clientMessagesQueryOptions(query));
}

/**
 * The studio's clients for the form's select (the first 100 in name order), under the clients'
 * key so that adding a client elsewhere refreshes it.
 */
export function useMessageClients() {
  return useQuery({
    queryKey: [...CLIENTS_KEY, "list", "pageSize=100"] as const,
    queryFn: () => request(clientListSchema, "GET", "/api/clients?pageSize=100"),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
}

/** `POST /api/client-messages`: records the message and answers with its suggested replies. */
export function useRecordMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ClientMessageInput) => request(clientMessageSchema, "POST", "/api/client-messages", input),
    onSuccess: refresh,
  });
}

/** `POST /api/client-messages/:id/suggestions`. */
export function useRegenerateReplies() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, tone }: { id: string; tone: ReplyTone }) => request(clientMessageSchema, "POST", `/api/client-messages/${id}/suggestions`, { tone }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/client-messages/:id`: what was answered (R-MSG-4). */
export function useRecordReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }): Promise<ClientMessage> =>
      request(clientMessageSchema, "PATCH", `/api/client-messages/${id}`, { reply }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/client-messages/:id`. */
export function useDeleteMessage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => request(noContent, "DELETE", `/api/client-messages/${id}`),
    onSuccess: refresh,
  });
}
