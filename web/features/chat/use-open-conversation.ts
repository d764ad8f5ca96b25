import { useEffect, useEffectEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "#web/lib/api";
import { conversationQueries } from "#web/api/chat";
import type { ChatAction, ChatState } from "./chat-state";

/** How often an answer still being generated (after a reload, a dropped stream) is looked up. */
export const POLL_MS = 1_500;

/**
 * The conversation the address names, shown through one TanStack Query keyed by its id: it is
 * fetched while it is not the one in the chat's state (opening), and again every POLL_MS while
 * one of its answers is still being generated on the server. Nothing here remembers what was
 * opened: a request the page no longer shows lands in its own query's cache, never on the
 * screen (a late failure of conversation A cannot clear conversation B), a StrictMode remount
 * simply observes the same query again, and a failed poll is followed by the next one.
 */
export function useOpenConversation({
  requested,
  state,
  dispatch,
  forgetFlight,
  onOpenFailed,
}: {
  requested: string | null;
  state: ChatState;
  dispatch: (action: ChatAction) => void;
  /** Stops reading the send in progress: its events must not land on another conversation. */
  forgetFlight: () => void;
  onOpenFailed: () => void;
}): { opening: boolean } {
  // The address may name our own new conversation (the server just gave it its id): that one is shown already.
  const opening = requested !== null && requested !== state.conversationId;
  // The page was reloaded mid-answer, or the stream dropped: the server goes on with the answer.
  // It reports one left "streaming" for too long as interrupted, so this ends.
  const pendingAnswerId = opening || state.loading
    ? null
    : (state.messages.find((m) => !m.isUser && (m.status === "loading" || m.status === "streaming") && m.serverId)?.serverId ?? null);

  const { data, status, isFetching, error } = useQuery({
    ...conversationQueries.detail(requested ?? ""),
    enabled: requested !== null && (opening || pendingAnswerId !== null),
    refetchInterval: pendingAnswerId ? POLL_MS : false,
  });

  // Address → state: another conversation, or none (back/forward, the history, "Nova conversa").
  const onAddress = useEffectEvent((id: string | null) => {
    if (id !== state.conversationId) forgetFlight();
    dispatch({ type: "address", conversationId: id });
  });
  useEffect(() => onAddress(requested), [requested]);

  // The conversation arrived, fresh (a cached copy may be older than its last answer), or failed.
  const openFailed = useEffectEvent((reason: unknown) => {
    toast.error("Não foi possível abrir a conversa", { description: errorMessage(reason) });
    onOpenFailed();
  });
  useEffect(() => {
    if (!opening || isFetching) return;
    if (status === "success") dispatch({ type: "loaded", conversationId: data.id, messages: data.messages });
    else if (status === "error") openFailed(error);
  }, [opening, isFetching, status, data, error, dispatch]);

  // The answer being generated, as the server has it now.
  useEffect(() => {
    if (!pendingAnswerId || !data) return;
    const message = data.messages.find((m) => m.id === pendingAnswerId);
    if (message) dispatch({ type: "answer-refreshed", message });
  }, [pendingAnswerId, data, dispatch]);

  return { opening };
}
