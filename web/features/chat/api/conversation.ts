import { queryOptions } from "@tanstack/react-query";
import { conversationDetailSchema } from "#domain/chat.schema";
import { request } from "#web/lib/api";
import { CONVERSATIONS_KEY } from "./conversations";

/**
 * `GET /api/conversations/:id`: one conversation with its messages. Never fresh from the cache
 * (staleTime 0): an answer may have been added or finished since it was last read.
 */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, id] as const,
    queryFn: () => request(conversationDetailSchema, "GET", `/api/conversations/${encodeURIComponent(id)}`),
    staleTime: 0,
  });
}
