import { queryOptions, useQuery } from "@tanstack/react-query";
import { conversationListSchema } from "#domain/chat.schema";
import { request } from "#web/lib/api";

/** The history's key; a conversation's own query is under it, so invalidating it refreshes both. */
export const CONVERSATIONS_KEY = ["conversations"] as const;

/** `GET /api/conversations`: the history, newest first. */
export const conversationsQueryOptions = queryOptions({
  queryKey: CONVERSATIONS_KEY,
  queryFn: () => request(conversationListSchema, "GET", "/api/conversations"),
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
