/**
 * The chat in the browser (R-CHAT): the one query definition of the history and of a conversation,
 * the stream of an answer, stopping it, storing an exchange made with the person's own key and the
 * providers' state, through the typed client over domain/contracts/chat.ts (decision 088).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AiStatus } from "#domain/ai.schema";
import { parseChatStreamEvent, type ChatRequest, type ChatStreamEvent, type RecordedExchange, type RecordExchangeRequest } from "#domain/chat.schema";
import { aiApi, chatApi, conversationsApi } from "#domain/contracts/chat";
import { call, hrefOf } from "#web/lib/api";
import { postEventStream } from "#web/lib/event-stream";

/** The history's key; a conversation's own query is under it, so invalidating it refreshes both. */
const CONVERSATIONS_KEY = ["conversations"] as const;

/** The keys of the conversations' reads: the only ones used to read or refresh them. */
export const conversationQueries = {
  all: CONVERSATIONS_KEY,
  /** `GET /api/conversations`: the history, newest first. */
  list: () => queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: () => call(conversationsApi.list) }),
  /**
   * `GET /api/conversations/{id}`: one conversation with its messages. Never fresh from the cache
   * (staleTime 0): an answer may have been added or finished since it was last read.
   */
  detail: (id: string) => queryOptions({ queryKey: [...CONVERSATIONS_KEY, id] as const, queryFn: () => call(conversationsApi.get, { params: { id } }), staleTime: 0 }),
};

export function useConversations() {
  return useQuery(conversationQueries.list());
}

/** `DELETE /api/conversations/{id}` (stops its answer if one is being generated). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(conversationsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}

/**
 * `POST /api/chat` read as typed events (see postEventStream). Aborting the signal ends the
 * iteration quietly: the answer goes on on the server (see stopAnswer).
 */
export function streamChat(body: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatStreamEvent> {
  return postEventStream(hrefOf(chatApi.ask, { body }), body, signal, parseChatStreamEvent);
}

/** `POST /api/chat/answers/{id}/stop`: stops an answer the server is generating; its partial text is kept as interrupted. */
export function stopAnswer(answerId: string): Promise<undefined> {
  return call(chatApi.stop, { params: { id: answerId } });
}

/** `POST /api/chat/exchanges`: stores a question and the answer the browser got with the user's own key (never the key). */
export function recordExchange(body: RecordExchangeRequest): Promise<RecordedExchange> {
  return call(chatApi.recordExchange, { body });
}

/** `GET /api/ai/status`: which of the server's providers can answer now. */
export function fetchAiStatus(): Promise<AiStatus> {
  return call(aiApi.status);
}
