import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { PublicConfig } from "#domain/account";
import { buildContext } from "#domain/chat";
import { ApiError, errorMessage } from "#web/lib/api";
import { getApiKey, isUsableKey } from "#web/lib/api-key-store";
import { publicConfigQueryOptions } from "#web/lib/public-config";
import { conversationQueries, recordExchange, stopAnswer, streamChat } from "#web/api/chat";
import { chatReducer, initialChatState, SIMPLIFIED_TEXT, type ChatAction, type ChatMessage, type ChatState } from "./chat-state";
import { answerDirectly } from "./direct-answer";
import { useOpenConversation } from "./use-open-conversation";

/** After this long without the server confirming a stop, we stop reading and look the answer up. */
const STOP_GRACE_MS = 5_000;
/** Storing a browser-direct exchange: past this, the answer is shown anyway and a toast says why. */
const RECORD_TIMEOUT_MS = 10_000;

/** Refusals whose own message helps more than the generic one (quota, rate limit, validation). */
const SPECIFIC_ERRORS = new Set([402, 413, 422, 429]);

interface Flight {
  controller: AbortController;
  answerId: string | null;
  direct: boolean;
  stopRequested: boolean;
  /** Stops reading STOP_GRACE_MS after a stop the server has not confirmed. */
  graceTimer: ReturnType<typeof setTimeout> | undefined;
  /** The send is over, or its screen was left: nothing about it is shown any more. */
  ended: boolean;
}

/** Earlier messages that go to the model as context: answered ones, in order. */
function contextBefore(messages: ChatMessage[]) {
  return messages
    .filter((m) => m.status === "received")
    .map((m) => ({ role: m.isUser ? ("user" as const) : ("assistant" as const), content: m.text }));
}

// Local ids for messages not stored yet (crypto.randomUUID needs a secure context; a LAN
// address over plain http is not one).
let localCounter = 0;
const nextLocalId = () => `local-${Date.now().toString(36)}-${(localCounter += 1)}`;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The chat's behaviour: sending (directly to the provider with the user's key, else through
 * our server's chain), stopping, retrying (manual and automatic), and the conversation shown:
 * the one the address names (`requested`), opened by useOpenConversation. State transitions
 * live in chat-state.ts; this hook does the I/O.
 */
export function useChat({
  config,
  requested,
  onConversationCreated,
  onOpenFailed,
}: {
  config: PublicConfig | undefined;
  /** The conversation in the address (null: a new one). */
  requested: string | null;
  /** A send started a new conversation: the server gave it this id (to put in the address). */
  onConversationCreated: (id: string) => void;
  /** The conversation in the address could not be opened (the toast is shown): leave the address. */
  onOpenFailed: () => void;
}) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const queryClient = useQueryClient();
  // The latest state and callbacks, for sends that outlive the render that started them.
  const stateRef = useRef<ChatState>(state);
  const createdRef = useRef(onConversationCreated);
  // Whether the address names a conversation not shown yet, as useOpenConversation (its one
  // source) said at the last render: nothing is sent or retried until it is shown.
  const openingRef = useRef(false);
  useLayoutEffect(() => {
    stateRef.current = state;
    createdRef.current = onConversationCreated;
  });
  const flight = useRef<Flight | null>(null);
  // Bumped by "Nova conversa", by opening another conversation and on unmount: events of an
  // earlier send that are still arriving must not land on the new screen.
  const generation = useRef(0);

  const send = useCallback(
    async (text: string, options: { retry?: boolean; allowOffline?: boolean } = {}) => {
      const question = text.trim();
      const before = stateRef.current;
      if (!question || before.loading || openingRef.current || flight.current) return;

      const last = before.messages.at(-1);
      const retry = Boolean(options.retry && last && !last.isUser);
      const retryOf = retry ? (last!.serverId ?? undefined) : undefined;
      // Context: what came before the question (on a retry, before the question being retried).
      const earlier = contextBefore(retry ? before.messages.slice(0, -2) : before.messages);
      const conversationId = before.conversationId ?? undefined;

      const gen = generation.current;
      const emit = (action: ChatAction) => {
        if (generation.current !== gen) return;
        dispatch(action);
        if (action.type === "accepted" && !conversationId) createdRef.current(action.conversationId);
      };
      const localId = nextLocalId();
      emit({ type: "send", text: question, retry, at: new Date().toISOString(), localId });
      const current: Flight = { controller: new AbortController(), answerId: null, direct: false, stopRequested: false, graceTimer: undefined, ended: false };
      flight.current = current;

      try {
        const key = getApiKey();
        // The browser's call needs the provider's address from the public config: a question sent
        // before it arrived waits for it, rather than leave the user's key out (R-CHAT-11).
        const browserConfig = isUsableKey(key) ? (config ?? (await queryClient.fetchQuery(publicConfigQueryOptions).catch(() => undefined))) : undefined;
        if (isUsableKey(key) && browserConfig) {
          current.direct = true;
          const handled = await viaBrowser({ key, config: browserConfig, question, earlier, conversationId, retryOf, localId, current, emit });
          if (handled) return;
          current.direct = false;
        }
        await viaServer({ question, conversationId, retryOf, allowOffline: options.allowOffline, localId, current, emit });
      } finally {
        clearTimeout(current.graceTimer);
        current.ended = true;
        if (flight.current === current) flight.current = null;
        void queryClient.invalidateQueries({ queryKey: conversationQueries.all });
      }
    },
    [config, queryClient],
  );

  const stop = useCallback(() => {
    const current = flight.current;
    if (!current || current.stopRequested) return;
    current.stopRequested = true;
    if (current.direct) {
      current.controller.abort();
      return;
    }
    // The server keeps generating after a disconnect (so a closed tab loses nothing): a stop
    // is an explicit request, answered by a `stopped` event on the stream.
    current.graceTimer = setTimeout(() => current.controller.abort(), STOP_GRACE_MS);
    if (current.answerId) requestStop(current, current.answerId);
  }, []);

  const forgetFlight = useCallback(() => {
    generation.current += 1;
    // Only our reading stops: the server finishes the answer and keeps it in the history.
    if (flight.current) {
      flight.current.ended = true;
      flight.current.controller.abort();
    }
    flight.current = null;
  }, []);
  useEffect(() => forgetFlight, [forgetFlight]);

  const newConversation = useCallback(() => {
    forgetFlight();
    dispatch({ type: "new-conversation" });
  }, [forgetFlight]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    if (!current.lastUserMessage || current.loading || openingRef.current) return;
    dispatch({ type: "manual-retry" });
    void send(current.lastUserMessage, { retry: true });
  }, [send]);

  const answerOffline = useCallback(() => {
    const question = stateRef.current.lastUserMessage;
    if (question) void send(question, { retry: true, allowOffline: true });
  }, [send]);

  // Automatic retries while a model is loading (R-CHAT-6): 5 s, 10 s, 15 s.
  useEffect(() => {
    const pending = state.pendingRetry;
    const question = state.lastUserMessage;
    if (!pending || !question) return;
    const timer = setTimeout(() => {
      dispatch({ type: "auto-retry-fired" });
      void send(question, { retry: true });
    }, pending.delayMs);
    return () => clearTimeout(timer);
  }, [state.pendingRetry, state.lastUserMessage, send]);

  const { opening } = useOpenConversation({ requested, state, dispatch, forgetFlight, onOpenFailed });
  useLayoutEffect(() => {
    openingRef.current = opening;
  });

  return { state, dispatch, opening, send, stop, retry, answerOffline, newConversation };
}

/**
 * Asks the server to stop the answer. A refusal (the stop's rate limit, no network, a server
 * error) is shown, and the answer goes on as before: we keep reading it (no grace abort) and the
 * user can press stop again.
 */
function requestStop(current: Flight, answerId: string) {
  stopAnswer(answerId).catch((error: unknown) => {
    if (current.ended) return;
    clearTimeout(current.graceTimer);
    current.graceTimer = undefined;
    current.stopRequested = false;
    toast.error("Não foi possível interromper a resposta", { description: errorMessage(error) });
  });
}

interface SendArgs {
  question: string;
  conversationId: string | undefined;
  retryOf: string | undefined;
  localId: string;
  current: Flight;
  emit: (action: ChatAction) => void;
}

/**
 * The primary provider, called from this browser with the user's key. Returns false when it
 * failed before its first token: the server's chain then answers the same question.
 */
async function viaBrowser(
  args: SendArgs & { key: string; config: PublicConfig; earlier: ReturnType<typeof contextBefore> },
): Promise<boolean> {
  const { key, config, question, earlier, conversationId, retryOf, localId, current, emit } = args;
  const result = await answerDirectly({
    baseUrl: config.ai.browserBaseUrl,
    model: config.ai.browserModel,
    apiKey: key,
    messages: buildContext(earlier, question),
    signal: current.controller.signal,
    onStart: (model) => emit({ type: "start", source: "user-key", model }),
    onToken: (token) => emit({ type: "token", text: token }),
  });
  const stopped = current.controller.signal.aborted;
  if (!result.ok && !result.committed && !stopped) {
    // The banner says why the alternative service answers (R-AI-5's quota and timeout texts
    // already say "Tentando serviço alternativo").
    const message = /alternativo/.test(result.message) ? result.message : `${result.message} Usando o serviço alternativo do Prancheta.`;
    emit({ type: "direct-failed", kind: result.kind, message });
    return false;
  }
  const status = result.ok ? "complete" : stopped ? "interrupted" : "error";
  try {
    // The conversation is stored on our server; the key never leaves the browser.
    const recorded = await withTimeout(
      recordExchange({ conversationId, message: question, retryOf, answer: { content: result.text, model: result.model, status } }),
      RECORD_TIMEOUT_MS,
    );
    emit({ type: "accepted", localId, ...recorded, userMessageId: retryOf ? null : recorded.userMessageId });
  } catch (error) {
    toast.error("Não foi possível salvar a conversa", {
      description: error instanceof ApiError ? error.message : "A resposta aparece aqui, mas não ficou no histórico.",
    });
  }
  if (status === "complete") emit({ type: "done", source: "user-key", model: result.model, text: result.text, degraded: false });
  else if (status === "interrupted") emit({ type: "stopped" });
  else emit({ type: "failed", message: SIMPLIFIED_TEXT });
  return true;
}

/** Our server's chain (POST /api/chat), read as it streams. */
async function viaServer(args: SendArgs & { allowOffline: boolean | undefined }) {
  const { question, conversationId, retryOf, allowOffline, localId, current, emit } = args;
  let finished = false;
  try {
    const body = { message: question, conversationId, retryOf, ...(allowOffline ? { allowOffline } : {}) };
    for await (const event of streamChat(body, current.controller.signal)) {
      switch (event.event) {
        case "accepted":
          current.answerId = event.data.answerId;
          emit({ type: "accepted", localId, ...event.data, userMessageId: retryOf ? null : event.data.userMessageId });
          // Stop was pressed before the server said which answer this is.
          if (current.stopRequested) requestStop(current, event.data.answerId);
          break;
        case "notice":
          emit({ type: "notice", message: event.data.message, kind: event.data.kind });
          break;
        case "meta":
          emit({ type: "start", source: event.data.provider, model: event.data.model });
          break;
        case "token":
          emit({ type: "token", text: event.data.text });
          break;
        case "done":
          finished = true;
          emit({ type: "done", source: event.data.provider, model: null, degraded: event.data.degraded });
          break;
        case "stopped":
          finished = true;
          emit({ type: "stopped" });
          break;
        case "error":
          finished = true;
          emit({ type: "failed", message: SIMPLIFIED_TEXT });
          break;
      }
    }
    // The stream ended without a final event (a stop the server did not confirm in time, a
    // dropped connection): the server goes on with the answer, so look it up.
    if (!finished) emit(current.answerId ? { type: "detached" } : { type: "failed", message: SIMPLIFIED_TEXT });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && retryOf) {
      // The answer being redone is still being generated: show it again and wait for it.
      emit({ type: "detached" });
    } else if (error instanceof ApiError && SPECIFIC_ERRORS.has(error.status)) {
      emit({ type: "failed", message: error.message, code: error.code });
    } else {
      emit(current.answerId ? { type: "detached" } : { type: "failed", message: SIMPLIFIED_TEXT });
    }
  }
}
