/**
 * Client messages in the browser (R-MSG-1 to R-MSG-4): the one query definition of the list and
 * the mutations, through the typed client over domain/contracts/client-messages.ts (decision 088).
 * The message centre, the client's decision log and the project's card read them under these keys.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clientMessagesApi } from "#domain/contracts/client-messages";
import type { ReplyTone } from "#domain/messages";
import type { ClientMessage, ClientMessageInput, ClientReplyInput } from "#domain/messages.schema";
import { call } from "#web/lib/api";
import { useClients } from "./clients";

/** The client messages' query-key root: every change refreshes the lists under it. */
const MESSAGES_KEY = ["client-messages"] as const;

/** Which messages: one client's, and how many (the server's default without it). */
type ListQuery = { clientId?: string; limit?: number };

/** The list's query as sent: only what was given, so the address and the key stay the same for the same list. */
function listQuery(query: ListQuery): ListQuery {
  return { ...(query.clientId ? { clientId: query.clientId } : {}), ...(query.limit ? { limit: query.limit } : {}) };
}

/** The keys of the messages' reads: the only ones used to read or refresh them. */
export const clientMessageQueries = {
  all: MESSAGES_KEY,
  /** `GET /api/client-messages`: the studio's messages (one client's), newest first. */
  list: (query: ListQuery) => {
    const sent = listQuery(query);
    return queryOptions({
      queryKey: [...MESSAGES_KEY, "list", new URLSearchParams(Object.entries(sent).map(([key, value]) => [key, String(value)])).toString()] as const,
      queryFn: () => call(clientMessagesApi.list, { query: sent }),
    });
  },
};

export function useClientMessages(query: ListQuery) {
  return useQuery(clientMessageQueries.list(query));
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
  return useMutation({ mutationFn: (body: ClientMessageInput) => call(clientMessagesApi.create, { body }), onSuccess: refresh });
}

/** `POST /api/client-messages/{id}/suggestions`. */
export function useRegenerateReplies() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, tone }: { id: string; tone: ReplyTone }) => call(clientMessagesApi.suggest, { params: { id }, body: { tone } }),
    onSuccess: refresh,
  });
}

/** `POST /api/client-messages/{id}/replies`: what was answered, added to the message's replies (R-MSG-4). */
export function useRecordReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: ClientReplyInput & { id: string }): Promise<ClientMessage> => call(clientMessagesApi.reply, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/client-messages/{id}`. */
export function useDeleteMessage() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => call(clientMessagesApi.remove, { params: { id } }), onSuccess: refresh });
}
