import type { AnswerSource, ProviderFailureKind } from "#domain/ai.schema";
import type { StoredMessage } from "#domain/chat.schema";

/**
 * The chat screen's state (R-CHAT-4 sending, R-CHAT-5 failure, R-CHAT-8 key status, R-CHAT-13 "Nova conversa")
 * as a pure reducer, so every transition is unit-tested apart from the network code in
 * use-chat.ts.
 */

/** Key check delay (R-CHAT-8), status retry threshold (R-CHAT-7), automatic retries on "model loading" (R-CHAT-6). */
export const KEY_CHECK_MS = 500;
export const RETRY_THRESHOLD = 3;
export const AUTO_RETRY_MAX = 3;
/** 5 s plus 5 s per earlier attempt: 5 s, 10 s, 15 s. */
export const autoRetryDelayMs = (priorAttempts: number) => 5_000 + 5_000 * priorAttempts;

/** The failed answer's bubble (R-CHAT-5). */
export const SIMPLIFIED_TEXT =
  "Estamos usando respostas simplificadas no momento. Tente novamente em alguns instantes para respostas mais avançadas.";

export type MessageStatus = "loading" | "streaming" | "received" | "error" | "interrupted";
export type KeyStatus = "checking" | "valid" | "invalid";

export interface ChatMessage {
  /** Stable key for React: the stored id once the server has it. */
  id: string;
  /** The stored message's id (null until the server stored it). */
  serverId: string | null;
  text: string;
  isUser: boolean;
  timestamp: string;
  status: MessageStatus;
  source: AnswerSource | null;
  model: string | null;
  /** Providers that failed before this answer (R-AI-5 texts), shown above it. */
  notices: string[];
  /** What went wrong, for the red bubble, and the server's error code when it refused. */
  error: string | null;
  errorCode: string | null;
  /** Answered by the offline base because the providers failed: worth retrying. */
  degraded: boolean;
}

export interface ChatState {
  conversationId: string | null;
  messages: ChatMessage[];
  loading: boolean;
  failureCount: number;
  retryCount: number;
  modelLoading: boolean;
  keyStatus: KeyStatus;
  /** Why the alternative service is answering (the user's key was refused…), for the banner. */
  alternativeReason: string | null;
  lastUserMessage: string | null;
  /** Automatic retries already made for the current "model loading" failure. */
  autoRetries: number;
  /** The automatic retry waiting to run (its delay in ms), if any. */
  pendingRetry: { attempt: number; delayMs: number } | null;
  /** A key or quota failure happened during the send in progress (it then cannot count as "valid"). */
  keyTroubleThisSend: boolean;
  /** A provider said its model is loading during the send in progress. */
  modelLoadingThisSend: boolean;
  // Whether a conversation is opening is not kept here: it is the address naming one this state
  // does not show (useOpenConversation). A copy here went stale when an open failed and the
  // address was cleared, and every send after it was dropped.
}

export const initialChatState: ChatState = {
  conversationId: null,
  messages: [],
  loading: false,
  failureCount: 0,
  retryCount: 0,
  modelLoading: false,
  keyStatus: "checking",
  alternativeReason: null,
  lastUserMessage: null,
  autoRetries: 0,
  pendingRetry: null,
  keyTroubleThisSend: false,
  modelLoadingThisSend: false,
};

export type ChatAction =
  | { type: "check-started" }
  | { type: "check-done" }
  | { type: "new-conversation" }
  /**
   * The address names this conversation (null: none, a new one). Already shown: nothing changes
   * (our own new conversation reaching the address); otherwise the screen is emptied, for it to be
   * opened ("loaded") or for a new one.
   */
  | { type: "address"; conversationId: string | null }
  | { type: "loaded"; conversationId: string; messages: StoredMessage[] }
  | { type: "answer-refreshed"; message: StoredMessage }
  | { type: "send"; text: string; retry: boolean; at: string; localId: string }
  | { type: "accepted"; localId: string; conversationId: string; userMessageId: string | null; answerId: string }
  | { type: "notice"; message: string; kind: ProviderFailureKind }
  | { type: "direct-failed"; message: string; kind: ProviderFailureKind }
  | { type: "start"; source: AnswerSource; model: string }
  | { type: "token"; text: string }
  /**
   * `degraded`: the server says the offline base answered because its providers failed or were
   * cooling down after failing (the stream's `done`); false for the browser's own answers.
   */
  | { type: "done"; source: AnswerSource; model: string | null; text?: string; degraded: boolean }
  | { type: "failed"; message: string; code?: string }
  | { type: "stopped" }
  /**
   * We stopped reading an answer the server goes on with (a dropped stream, a stop the server did
   * not confirm, a retry refused because the answer is still being generated): it is shown as
   * being generated and looked up until it is finished. Neither a success nor a failure.
   */
  | { type: "detached" }
  | { type: "auto-retry-fired" }
  | { type: "manual-retry" }
  | { type: "status-refresh" };

const KEY_KINDS: readonly ProviderFailureKind[] = ["auth", "quota"];
/** Error texts (not notices, which carry their kind) that say a model is loading. */
const LOADING_TEXT = /carregando|is currently loading|model.*loading/i;

function fromStored(m: StoredMessage): ChatMessage {
  return {
    id: m.id,
    serverId: m.id,
    text: m.content,
    isUser: m.role === "user",
    timestamp: m.createdAt,
    status:
      m.role === "user" || m.status === "complete"
        ? "received"
        : m.status === "streaming"
          ? m.content
            ? "streaming"
            : "loading"
          : m.status,
    source: m.provider,
    model: m.model,
    notices: [],
    error: m.status === "error" ? SIMPLIFIED_TEXT : null,
    errorCode: null,
    degraded: false,
  };
}

/** The answer being produced (the last message while loading). */
function updateAnswer(state: ChatState, update: (m: ChatMessage) => ChatMessage): ChatMessage[] {
  const last = state.messages.at(-1);
  if (!last || last.isUser) return state.messages;
  return [...state.messages.slice(0, -1), update(last)];
}

/** After a failed send: one more failure, and automatic retries while a model is loading. */
function afterFailure(state: ChatState, modelLoading: boolean): ChatState {
  const loadingNow = state.modelLoading || modelLoading;
  const pendingRetry =
    loadingNow && state.autoRetries < AUTO_RETRY_MAX
      ? { attempt: state.autoRetries + 1, delayMs: autoRetryDelayMs(state.autoRetries) }
      : null;
  return { ...state, loading: false, failureCount: state.failureCount + 1, modelLoading: loadingNow, pendingRetry };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "check-started":
      return { ...state, keyStatus: "checking" };
    case "check-done":
      return { ...state, keyStatus: state.keyStatus === "checking" ? "valid" : state.keyStatus };
    case "new-conversation":
      // Clears messages, counters, flags and the last message; the key status stays (R-CHAT-13).
      return { ...initialChatState, keyStatus: state.keyStatus, alternativeReason: state.alternativeReason };
    case "address": {
      const id = action.conversationId;
      if (id === state.conversationId) return state;
      return { ...initialChatState, keyStatus: state.keyStatus, alternativeReason: state.alternativeReason };
    }
    case "loaded":
      return {
        ...initialChatState,
        keyStatus: state.keyStatus,
        alternativeReason: state.alternativeReason,
        conversationId: action.conversationId,
        messages: action.messages.map(fromStored),
        lastUserMessage: action.messages.findLast((m) => m.role === "user")?.content ?? null,
      };
    case "answer-refreshed":
      return {
        ...state,
        messages: state.messages.map((m) => (m.serverId === action.message.id ? fromStored(action.message) : m)),
      };
    case "send": {
      let messages = state.messages;
      // The answer being redone keeps its stored id until the server accepts the retry: if the
      // retry is refused (429, 409, no network), the next one still names the right answer.
      let replacedId: string | null = null;
      if (action.retry) {
        // The failed answer is replaced by the new one; the question stays.
        if (messages.at(-1) && !messages.at(-1)!.isUser) {
          replacedId = messages.at(-1)!.serverId;
          messages = messages.slice(0, -1);
        }
      } else {
        messages = [...messages, blank(`${action.localId}-q`, action.at, { isUser: true, text: action.text, status: "received" })];
      }
      return {
        ...state,
        messages: [...messages, blank(`${action.localId}-a`, action.at, { serverId: replacedId })],
        loading: true,
        lastUserMessage: action.text,
        pendingRetry: null,
        keyTroubleThisSend: false,
        modelLoadingThisSend: false,
      };
    }
    case "accepted":
      // By the send's own ids, not by position: the screen may have changed meanwhile.
      return {
        ...state,
        conversationId: action.conversationId,
        messages: state.messages.map((m) => {
          if (m.id === `${action.localId}-a`) return { ...m, serverId: action.answerId };
          if (m.id === `${action.localId}-q` && action.userMessageId) return { ...m, serverId: action.userMessageId };
          return m;
        }),
      };
    case "notice":
    case "direct-failed": {
      const keyTrouble = KEY_KINDS.includes(action.kind);
      return {
        ...state,
        messages: updateAnswer(state, (m) => ({ ...m, notices: [...m.notices, action.message] })),
        keyStatus: keyTrouble ? "invalid" : state.keyStatus,
        keyTroubleThisSend: state.keyTroubleThisSend || keyTrouble,
        modelLoadingThisSend: state.modelLoadingThisSend || action.kind === "model_loading",
        alternativeReason: action.type === "direct-failed" ? action.message : state.alternativeReason,
      };
    }
    case "start":
      return {
        ...state,
        messages: updateAnswer(state, (m) => ({ ...m, status: "streaming", source: action.source, model: action.model })),
      };
    case "token":
      return {
        ...state,
        messages: updateAnswer(state, (m) => ({ ...m, status: "streaming", text: m.text + action.text })),
      };
    case "done": {
      // Offline because the providers failed is an answer, but not a success (R-CHAT-5 failure
      // counter). The server says so: an answer while they cool down carries no notice at all,
      // and counting it as a success showed "Assistente pronto" in the middle of an outage.
      const degraded = action.degraded;
      const messages = updateAnswer(state, (m) => ({
        ...m,
        status: "received",
        source: action.source,
        model: action.model ?? m.model,
        text: action.text ?? m.text,
        degraded,
      }));
      if (degraded) {
        return afterFailure({ ...state, messages }, state.modelLoadingThisSend);
      }
      // Success resets the failure and retry counters and the model-loading flag (R-CHAT-4).
      return {
        ...state,
        messages,
        loading: false,
        failureCount: 0,
        retryCount: 0,
        modelLoading: false,
        autoRetries: 0,
        pendingRetry: null,
        keyStatus: state.keyTroubleThisSend ? state.keyStatus : "valid",
        alternativeReason: state.keyTroubleThisSend || action.source !== "user-key" ? state.alternativeReason : null,
      };
    }
    case "failed": {
      const messages = updateAnswer(state, (m) => ({ ...m, status: "error", error: action.message, errorCode: action.code ?? null }));
      return afterFailure({ ...state, messages }, LOADING_TEXT.test(action.message));
    }
    case "stopped":
      return {
        ...state,
        loading: false,
        pendingRetry: null,
        messages: updateAnswer(state, (m) => ({ ...m, status: "interrupted" })),
      };
    case "detached":
      return {
        ...state,
        loading: false,
        pendingRetry: null,
        messages: updateAnswer(state, (m) =>
          m.serverId ? { ...m, status: m.text ? "streaming" : "loading" } : { ...m, status: "error", error: SIMPLIFIED_TEXT },
        ),
      };
    case "auto-retry-fired":
      return { ...state, autoRetries: state.autoRetries + 1, retryCount: state.retryCount + 1, pendingRetry: null };
    case "manual-retry":
      return { ...state, retryCount: state.retryCount + 1, pendingRetry: null };
    case "status-refresh":
      // "Atualizar status", or the key was saved or removed: forget the loading flag and why the
      // alternative service was answering, and check again; retries stop.
      return { ...state, modelLoading: false, autoRetries: 0, pendingRetry: null, alternativeReason: null, keyStatus: "checking" };
  }
}

function blank(id: string, at: string, patch: Partial<ChatMessage>): ChatMessage {
  return {
    id,
    serverId: null,
    text: "",
    isUser: false,
    timestamp: at,
    status: "loading",
    source: null,
    model: null,
    notices: [],
    error: null,
    errorCode: null,
    degraded: false,
    ...patch,
  };
}

export type BannerState = "model-loading" | "key-invalid" | "key-not-set" | "simplified" | "checking" | "ready";

/**
 * The status banner, in the priority order of R-CHAT-7. `advanced` says whether a primary
 * provider can answer — the user's own ready key or the server's — and is undefined while
 * unknown. Simplified answers: 3 retries, or 3 failed answers in a row (an offline answer
 * standing in for failed providers is one, R-CHAT-5) — during an outage every retry fails, and
 * the banner must say so by the third (decision 081).
 */
export function bannerState(
  state: Pick<ChatState, "modelLoading" | "keyStatus" | "retryCount" | "failureCount" | "alternativeReason">,
  advanced: boolean | undefined,
): BannerState {
  if (state.modelLoading) return "model-loading";
  if (state.keyStatus === "invalid" || state.alternativeReason) return "key-invalid";
  if (advanced === false) return "key-not-set";
  if (state.retryCount >= RETRY_THRESHOLD || state.failureCount >= RETRY_THRESHOLD) return "simplified";
  if (state.keyStatus === "checking" || advanced === undefined) return "checking";
  return "ready";
}
