import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AiStatus } from "#domain/ai.schema";
import type { ConversationDetail, ConversationSummary, RecordedExchange, RecordExchangeRequest } from "#domain/chat.schema";
import { request } from "#web/lib/api";

export const CONVERSATIONS_KEY = ["conversations"] as const;

export const conversationsQueryOptions = queryOptions({
  queryKey: CONVERSATIONS_KEY,
  queryFn: () => request<ConversationSummary[]>("GET", "/api/conversations"),
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}

export function fetchConversation(id: string): Promise<ConversationDetail> {
  return request<ConversationDetail>("GET", `/api/conversations/${encodeURIComponent(id)}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<null>("DELETE", `/api/conversations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/** Stores a question and the answer the browser got with the user's own key (never the key). */
export function recordExchange(body: RecordExchangeRequest): Promise<RecordedExchange> {
  return request<RecordedExchange>("POST", "/api/chat/exchanges", body);
}

/** Stops an answer the server is generating; its partial text is kept as interrupted. */
export function stopAnswer(answerId: string): Promise<null> {
  return request<null>("POST", `/api/chat/answers/${encodeURIComponent(answerId)}/stop`);
}

export function fetchAiStatus(): Promise<AiStatus> {
  return request<AiStatus>("GET", "/api/ai/status");
}
