import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  clientMessageListSchema,
  clientMessageSchema,
  type ClientMessage,
  type ClientMessageInput,
  type ClientMessageListQuery,
  type ClientReplyInput,
} from "#domain/messages.schema";
import type { ReplyTone } from "#domain/messages";
import { noContent, request } from "#web/lib/api";
import { useClients } from "#web/api/clients";

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

/** How many clients one search shows: the search box narrows the rest. */
export const CLIENT_SEARCH_PAGE = 50;

/**
 * The studio's clients matching what was typed (accent-insensitive, server side), the first 50 in
 * name order with how many matched, so any client can be found however many the studio has. The
 * clients page's own query (same key), so adding a client elsewhere refreshes it.
 */
export function useClientSearch(search: string) {
  return useClients({ search, pageSize: CLIENT_SEARCH_PAGE });
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

/** `POST /api/client-messages/:id/replies`: what was answered, added to the message's replies (R-MSG-4). */
export function useRecordReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...reply }: ClientReplyInput & { id: string }): Promise<ClientMessage> =>
      request(clientMessageSchema, "POST", `/api/client-messages/${id}/replies`, reply),
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
