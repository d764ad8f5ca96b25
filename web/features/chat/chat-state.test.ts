import { describe, expect, it } from "vitest";
import type { StoredMessage } from "#domain/chat.schema";
import {
  AUTO_RETRY_MAX,
  autoRetryDelayMs,
  bannerState,
  chatReducer,
  initialChatState,
  SIMPLIFIED_TEXT,
  type ChatAction,
  type ChatState,
} from "./chat-state";

const at = "2025-06-20T12:00:00.000Z";
const run = (actions: ChatAction[], from: ChatState = initialChatState) => actions.reduce(chatReducer, from);
let sends = 0;
const send = (text = "Qual a largura mínima de uma rampa?", retry = false, localId = `l${(sends += 1)}`): ChatAction => ({
  type: "send",
  text,
  retry,
  at,
  localId,
});
const loadingNotice: ChatAction = {
  type: "notice",
  kind: "model_loading",
  message: "O modelo org/a está carregando no Hugging Face. Tente novamente em instantes.",
};

describe("chat send (R-CHAT-4, R-CHAT-5)", () => {
  it("appends the user message, then a loading placeholder, and disables input", () => {
    const s = run([send()]);
    expect(s.messages.map((m) => [m.isUser, m.status])).toEqual([
      [true, "received"],
      [false, "loading"],
    ]);
    expect(s.loading).toBe(true);
    expect(s.lastUserMessage).toBe("Qual a largura mínima de uma rampa?");
  });

  it("streams tokens into the placeholder and resets counters and flags on success", () => {
    const failed = { ...initialChatState, failureCount: 2, retryCount: 4, modelLoading: true, keyStatus: "invalid" as const };
    const s = run(
      [
        send(undefined, false, "s1"),
        { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" },
        { type: "start", source: "primary", model: "gpt-3.5-turbo" },
        { type: "token", text: "Segundo a " },
        { type: "token", text: "NBR 9050." },
        { type: "done", source: "primary", model: null, degraded: false },
      ],
      failed,
    );
    const answer = s.messages.at(-1)!;
    expect(answer).toMatchObject({ text: "Segundo a NBR 9050.", status: "received", source: "primary", model: "gpt-3.5-turbo", serverId: "a1" });
    expect(s.messages[0]!.serverId).toBe("q1");
    expect(s).toMatchObject({ conversationId: "c1", loading: false, failureCount: 0, retryCount: 0, modelLoading: false, keyStatus: "valid" });
  });

  it("a failure shows the error bubble and counts one failure", () => {
    const s = run([send(), { type: "failed", message: SIMPLIFIED_TEXT }]);
    expect(s.messages.at(-1)).toMatchObject({ status: "error", error: SIMPLIFIED_TEXT });
    expect(s.failureCount).toBe(1);
    expect(s.loading).toBe(false);
    expect(s.pendingRetry).toBeNull();
  });

  it("an offline answer after providers failed is shown but counts as a failure", () => {
    const s = run([
      send(),
      { type: "notice", kind: "timeout", message: "Tempo limite excedido ao se conectar com a OpenAI. Tentando serviço alternativo." },
      { type: "start", source: "offline", model: "base-offline" },
      { type: "token", text: "Resposta da base offline." },
      { type: "done", source: "offline", model: null, degraded: true },
    ]);
    expect(s.messages.at(-1)).toMatchObject({ status: "received", degraded: true, source: "offline" });
    expect(s.failureCount).toBe(1);
  });

  it("an offline answer with no provider configured is a plain success", () => {
    const s = run([send(), { type: "start", source: "offline", model: "base-offline" }, { type: "done", source: "offline", model: null, degraded: false }], {
      ...initialChatState,
      failureCount: 1,
    });
    expect(s.messages.at(-1)?.degraded).toBe(false);
    expect(s.failureCount).toBe(0);
  });

  it("a retry replaces the last answer and keeps the question", () => {
    const s = run([send("Pergunta"), { type: "failed", message: "x" }, send("Pergunta", true)]);
    expect(s.messages.map((m) => [m.isUser, m.text, m.status])).toEqual([
      [true, "Pergunta", "received"],
      [false, "", "loading"],
    ]);
  });

  it("a retry the server refuses keeps the stored id, so the next retry still names that answer", () => {
    const stored = run([send("Pergunta", false, "s1"), { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" }, { type: "failed", message: "x" }]);
    const refused = run([send("Pergunta", true, "s2"), { type: "failed", message: "Muitas requisições.", code: "rate_limited" }], stored);
    expect(refused.messages.at(-1)).toMatchObject({ status: "error", serverId: "a1" });
    const accepted = run([send("Pergunta", true, "s3"), { type: "accepted", localId: "s3", conversationId: "c1", userMessageId: null, answerId: "a2" }], refused);
    expect(accepted.messages.map((m) => m.serverId)).toEqual(["q1", "a2"]);
  });

  it("ids from the server land on the send's own messages, whatever else changed", () => {
    const s = run([send("Pergunta", false, "s1"), { type: "new-conversation" }, { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" }]);
    expect(s.messages).toEqual([]);
  });

  it("a detached answer (server goes on) is looked up: streaming with its id, no failure counted", () => {
    const s = run([
      send("Pergunta", false, "s1"),
      { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" },
      { type: "start", source: "primary", model: "m" },
      { type: "token", text: "Parte" },
      { type: "detached" },
    ]);
    expect(s.messages.at(-1)).toMatchObject({ status: "streaming", serverId: "a1", text: "Parte" });
    expect(s).toMatchObject({ loading: false, failureCount: 0 });
    // Without an id there is nothing to look up: the red bubble.
    expect(run([send(), { type: "detached" }]).messages.at(-1)).toMatchObject({ status: "error", error: SIMPLIFIED_TEXT });
  });

  it("while a stored conversation opens, the screen is empty until it is loaded", () => {
    const s = run([{ type: "check-done" }, send(), { type: "address", conversationId: "c9" }]);
    expect(s).toEqual({ ...initialChatState, keyStatus: "valid" });
    expect(run([{ type: "loaded", conversationId: "c9", messages: [] }], s).conversationId).toBe("c9");
  });

  it("the address naming the conversation already shown changes nothing (a new conversation got its id)", () => {
    const s = run([send("Pergunta", false, "s1"), { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" }]);
    expect(chatReducer(s, { type: "address", conversationId: "c1" })).toBe(s);
    // Named twice while it opens (StrictMode runs the effect again): still the same empty screen.
    const opening = chatReducer(s, { type: "address", conversationId: "c2" });
    expect(chatReducer(opening, { type: "address", conversationId: "c2" })).toEqual(opening);
  });

  it("an address without a conversation, while one is shown, begins a new conversation", () => {
    const s = run([send("Pergunta", false, "s1"), { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" }]);
    expect(chatReducer(s, { type: "address", conversationId: null })).toMatchObject({ conversationId: null, messages: [], loading: false });
  });

  it("a conversation that failed to open leaves nothing behind: the address cleared, a question can be sent", () => {
    // The open failed, so "loaded" never came and the page cleared the address.
    const s = run([{ type: "check-done" }, { type: "address", conversationId: "c9" }, { type: "address", conversationId: null }]);
    expect(s).toEqual({ ...initialChatState, keyStatus: "valid" });
    const sent = run([send("Pergunta", false, "s1"), { type: "accepted", localId: "s1", conversationId: "c1", userMessageId: "q1", answerId: "a1" }], s);
    expect(sent).toMatchObject({ conversationId: "c1", loading: true });
    expect(sent.messages.map((m) => [m.isUser, m.serverId])).toEqual([
      [true, "q1"],
      [false, "a1"],
    ]);
  });

  it("a stop keeps the partial answer, marked as interrupted", () => {
    const s = run([send(), { type: "start", source: "primary", model: "m" }, { type: "token", text: "Parte" }, { type: "stopped" }]);
    expect(s.messages.at(-1)).toMatchObject({ status: "interrupted", text: "Parte" });
    expect(s.loading).toBe(false);
    expect(s.failureCount).toBe(0);
  });
});

describe("model loading and automatic retries (R-CHAT-6)", () => {
  it("schedules up to 3 retries at 5 s, 10 s and 15 s, then stops", () => {
    expect([0, 1, 2].map(autoRetryDelayMs)).toEqual([5_000, 10_000, 15_000]);
    let s = run([send(), loadingNotice, { type: "start", source: "offline", model: "base-offline" }, { type: "done", source: "offline", model: null, degraded: true }]);
    expect(s.modelLoading).toBe(true);
    const delays: number[] = [];
    for (let i = 0; i < AUTO_RETRY_MAX; i++) {
      expect(s.pendingRetry).toEqual({ attempt: i + 1, delayMs: autoRetryDelayMs(i) });
      delays.push(s.pendingRetry!.delayMs);
      s = run([{ type: "auto-retry-fired" }, send(s.lastUserMessage!, true), { type: "failed", message: "O modelo está carregando." }], s);
    }
    expect(delays).toEqual([5_000, 10_000, 15_000]);
    expect(s.pendingRetry).toBeNull();
    expect(s.retryCount).toBe(3);
    expect(s.failureCount).toBe(4);
    expect(bannerState(s, true)).toBe("model-loading");
  });

  it("a loading notice followed by the offline base's answer sets the flag (the server's real path)", () => {
    const s = run([
      send(),
      { type: "notice", kind: "model_loading", message: "Modelo indisponível." },
      { type: "start", source: "offline", model: "base-offline" },
      { type: "done", source: "offline", model: null, degraded: true },
    ]);
    expect(s.modelLoading).toBe(true);
    expect(s.pendingRetry).toEqual({ attempt: 1, delayMs: 5_000 });
    // Other failures before the offline answer do not.
    const other = run([send(), { type: "notice", kind: "timeout", message: "O modelo está carregando?" }, { type: "done", source: "offline", model: null, degraded: true }]);
    expect(other.modelLoading).toBe(false);
  });

  it("an error text about a loading model sets the flag", () => {
    const s = run([send(), { type: "failed", message: "Model org/x is currently loading" }]);
    expect(s.modelLoading).toBe(true);
    expect(s.pendingRetry?.delayMs).toBe(5_000);
  });

  it("success after a retry clears the flag and the schedule", () => {
    let s = run([send(), { type: "failed", message: "O modelo está carregando." }, { type: "auto-retry-fired" }, send("q", true)]);
    s = run([{ type: "start", source: "fallback", model: "org/a" }, { type: "token", text: "ok" }, { type: "done", source: "fallback", model: null, degraded: false }], s);
    expect(s).toMatchObject({ modelLoading: false, pendingRetry: null, retryCount: 0, autoRetries: 0 });
  });

  it("'Atualizar status' forgets the flag, cancels retries and checks again", () => {
    const s = run([send(), { type: "failed", message: "O modelo está carregando." }, { type: "status-refresh" }]);
    expect(s).toMatchObject({ modelLoading: false, pendingRetry: null, keyStatus: "checking" });
  });
});

describe("key status (R-CHAT-8)", () => {
  it("starts checking and becomes valid when the check is done", () => {
    expect(initialChatState.keyStatus).toBe("checking");
    expect(run([{ type: "check-done" }]).keyStatus).toBe("valid");
  });

  it("becomes invalid when a failure is about the key or the quota, and valid again after a success", () => {
    const invalid = run([send(), { type: "notice", kind: "auth", message: "Chave API OpenAI inválida ou sem permissão." }]);
    expect(invalid.keyStatus).toBe("invalid");
    // The answer that came from the alternative service in the same send does not clear it…
    const sameSend = run([{ type: "start", source: "fallback", model: "m" }, { type: "done", source: "fallback", model: null, degraded: false }], invalid);
    expect(sameSend.keyStatus).toBe("invalid");
    // …a clean answer afterwards does.
    const next = run([send(), { type: "start", source: "primary", model: "m" }, { type: "done", source: "primary", model: null, degraded: false }], sameSend);
    expect(next.keyStatus).toBe("valid");
  });

  it("a quota notice also marks the key invalid; a timeout does not", () => {
    expect(run([send(), { type: "notice", kind: "quota", message: "Limite de cota" }]).keyStatus).toBe("invalid");
    expect(run([{ type: "check-done" }, send(), { type: "notice", kind: "timeout", message: "Tempo" }]).keyStatus).toBe("valid");
  });

  it("a failed call with the user's key keeps the reason for the banner until the status is checked again", () => {
    const s = run([send(), { type: "direct-failed", kind: "timeout", message: "Tempo limite excedido." }]);
    expect(s.alternativeReason).toBe("Tempo limite excedido.");
    expect(bannerState(s, true)).toBe("key-invalid");
    // Saving or removing the key (or "Atualizar status") checks again and forgets the reason.
    const refreshed = run([{ type: "failed", message: "x" }, { type: "status-refresh" }, { type: "check-done" }], s);
    expect(refreshed.alternativeReason).toBeNull();
    expect(bannerState(refreshed, true)).toBe("ready");
  });
});

describe("Nova conversa (R-CHAT-13)", () => {
  it("clears messages, counters, flags and the last message, keeping the key status", () => {
    const busy = run([{ type: "check-done" }, send(), { type: "failed", message: "O modelo está carregando." }, { type: "manual-retry" }]);
    const s = chatReducer(busy, { type: "new-conversation" });
    expect(s).toEqual({ ...initialChatState, keyStatus: "valid" });
  });
});

describe("loading a stored conversation", () => {
  const stored = (patch: Partial<StoredMessage>): StoredMessage => ({
    id: "m",
    role: "assistant",
    content: "",
    provider: null,
    model: null,
    status: "complete",
    createdAt: at,
    ...patch,
  });

  it("maps stored statuses to the screen's and keeps the last question", () => {
    const s = chatReducer(initialChatState, {
      type: "loaded",
      conversationId: "c1",
      messages: [
        stored({ id: "1", role: "user", content: "Pergunta" }),
        stored({ id: "2", content: "Resposta", provider: "offline" }),
        stored({ id: "3", role: "user", content: "Outra" }),
        stored({ id: "4", content: "", status: "streaming" }),
      ],
    });
    expect(s.messages.map((m) => m.status)).toEqual(["received", "received", "received", "loading"]);
    expect(s.lastUserMessage).toBe("Outra");
    const refreshed = chatReducer(s, { type: "answer-refreshed", message: stored({ id: "4", content: "Pronta", provider: "primary" }) });
    expect(refreshed.messages.at(-1)).toMatchObject({ status: "received", text: "Pronta", source: "primary" });
  });
});

describe("status banner priority (R-CHAT-7)", () => {
  const base = { modelLoading: false, keyStatus: "valid" as const, retryCount: 0, failureCount: 0, alternativeReason: null };
  it("orders the six states as R-CHAT-7 does", () => {
    expect(bannerState({ ...base, modelLoading: true, keyStatus: "invalid", retryCount: 5 }, false)).toBe("model-loading");
    expect(bannerState({ ...base, keyStatus: "invalid", retryCount: 5 }, false)).toBe("key-invalid");
    expect(bannerState({ ...base, retryCount: 5, keyStatus: "checking" }, false)).toBe("key-not-set");
    expect(bannerState({ ...base, retryCount: 3, keyStatus: "checking" }, true)).toBe("simplified");
    expect(bannerState({ ...base, retryCount: 2, keyStatus: "checking" }, true)).toBe("checking");
    expect(bannerState({ ...base, retryCount: 2 }, true)).toBe("ready");
  });

  it("3 failed answers in a row are simplified answers too, below the key states", () => {
    expect(bannerState({ ...base, failureCount: 3 }, true)).toBe("simplified");
    expect(bannerState({ ...base, failureCount: 2 }, true)).toBe("ready");
    expect(bannerState({ ...base, failureCount: 3 }, false)).toBe("key-not-set");
  });

  it("an outage: offline answers the server marks degraded, without notices, lead to simplified; a provider's answer back to ready", () => {
    // While the providers cool down the server skips them: no notice, only the done's flag.
    const offline = (from: ChatState): ChatState =>
      run([{ type: "start", source: "offline", model: "base-offline" }, { type: "token", text: "Da base." }, { type: "done", source: "offline", model: null, degraded: true }], from);
    let s = offline(run([send("Pé-direito mínimo?")], { ...initialChatState, keyStatus: "valid" }));
    expect(s.messages.at(-1)).toMatchObject({ degraded: true, notices: [] });
    expect(s.failureCount).toBe(1);
    expect(bannerState(s, true)).toBe("ready");
    s = offline(run([{ type: "manual-retry" }, send("Pé-direito mínimo?", true)], s));
    expect(s.failureCount).toBe(2);
    s = offline(run([{ type: "manual-retry" }, send("Pé-direito mínimo?", true)], s));
    expect(s.failureCount).toBe(3);
    expect(s.messages.at(-1)?.degraded).toBe(true);
    expect(bannerState(s, true)).toBe("simplified");
    // "Tentar respostas avançadas" once the providers are back.
    s = run([{ type: "manual-retry" }, send("Pé-direito mínimo?", true), { type: "start", source: "primary", model: "m" }, { type: "done", source: "primary", model: null, degraded: false }], s);
    expect(s).toMatchObject({ failureCount: 0, retryCount: 0 });
    expect(bannerState(s, true)).toBe("ready");
  });

  it("stays 'checking' while it is not known whether a primary provider exists", () => {
    expect(bannerState(base, undefined)).toBe("checking");
  });
});
