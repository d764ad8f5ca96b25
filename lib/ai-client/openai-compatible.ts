import { type CompletionRequest, type Provider, ProviderError, type StreamEvent } from "./types";
import {
  type Attempt,
  fetchPost,
  type HttpPost,
  type HttpReply,
  isRecord,
  joinUrl,
  networkError,
  readErrorBody,
  readText,
  startAttempt,
  type Timer,
  tryParseJson,
} from "./http";
import { providerMessages } from "./messages";
import { createSseParser } from "./sse";

export interface OpenAiProviderOptions {
  /** e.g. https://api.openai.com/v1, https://openrouter.ai/api/v1, http://localhost:11434/v1 */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; an empty key sends no header (a local Ollama needs none). */
  apiKey: string;
  model: string;
  /** No response headers within this time, or no data for this long between chunks → timeout. */
  timeoutMs?: number;
  /** Runs the time limits (default: real timers; tests inject a manual clock). */
  timer?: Timer;
  /** How the request is sent: fetch (the default, what a browser has) or the server's node:http. */
  post?: HttpPost;
  displayName?: string;
  id?: Provider["id"];
  temperature?: number;
  maxTokens?: number;
}

/** R-AI-2: temperature 0.5, max_tokens 800, timeout 30 s. */
export const OPENAI_DEFAULTS = { temperature: 0.5, maxTokens: 800, timeoutMs: 30_000 } as const;

/**
 * The primary provider: OpenAI-compatible `POST {baseUrl}/chat/completions` with `stream: true`.
 * Streams SSE deltas as they come and also understands a server that ignores `stream` and
 * answers plain JSON. Yields `{type:"model"}` right before the first token, so a provider that
 * fails or answers nothing has yielded nothing (the chain can still fail over).
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): Provider {
  const {
    baseUrl,
    apiKey,
    model,
    timeoutMs = OPENAI_DEFAULTS.timeoutMs,
    timer,
    post = fetchPost,
    displayName = "OpenAI",
    id = "primary",
    temperature = OPENAI_DEFAULTS.temperature,
    maxTokens = OPENAI_DEFAULTS.maxTokens,
  } = options;
  const url = joinUrl(baseUrl, "chat/completions");

  async function* stream(request: CompletionRequest): AsyncGenerator<StreamEvent> {
    if (request.signal?.aborted) throw new ProviderError("aborted", providerMessages.aborted(), { model });
    const messages = [
      ...(request.system ? [{ role: "system" as const, content: request.system }] : []),
      ...request.messages.map((m) => ({ role: m.role, content: m.content })),
    ];
    const attempt = startAttempt(timeoutMs, request.signal, timer);
    try {
      let response: HttpReply;
      try {
        response = await post(url, {
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream, application/json",
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ model, messages, temperature, max_tokens: maxTokens, stream: true }),
          signal: attempt.signal,
        });
      } catch (error) {
        throw networkError(error, attempt, displayName, model);
      }
      // No re-arm here: the first deadline covers the headers and the first real token, so a
      // server that only sends keep-alive comments still times out.

      if (!response.ok) {
        const body = await readErrorBody(response, attempt);
        throw statusError(response.status, body, displayName, model);
      }

      const contentType = response.header("content-type") ?? "";
      const output = new TokenGate(model);
      try {
        if (contentType.includes("text/event-stream")) {
          yield* readEventStream(response, attempt, output, displayName, model);
        } else {
          const text = await readText(response, attempt, undefined, false);
          yield* readWholeAnswer(text, output, displayName, model);
        }
      } catch (error) {
        throw networkError(error, attempt, displayName, model);
      }
      if (!output.started) throw new ProviderError("empty", providerMessages.empty(), { model, status: response.status });
    } finally {
      attempt.dispose();
    }
  }

  return { id, displayName, stream };
}

/**
 * Holds back leading whitespace-only deltas and emits `model` just before the first real
 * token, so "nothing but blanks" is reported as `empty` before anything reached the client.
 */
class TokenGate {
  started = false;
  private pending = "";
  constructor(private model: string) {}

  setModel(model: unknown) {
    if (!this.started && typeof model === "string" && model.trim() !== "") this.model = model;
  }

  *push(text: string): Generator<StreamEvent> {
    if (text === "") return;
    if (this.started) {
      yield { type: "token", text };
      return;
    }
    this.pending += text;
    if (this.pending.trim() === "") return;
    this.started = true;
    yield { type: "model", model: this.model };
    yield { type: "token", text: this.pending.replace(/^\s+/, "") };
    this.pending = "";
  }
}

async function* readEventStream(
  response: HttpReply,
  attempt: Attempt,
  output: TokenGate,
  displayName: string,
  model: string,
): AsyncGenerator<StreamEvent> {
  const reader = response.body;
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let complete = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const payloads = done ? parser.push(decoder.decode()).concat(parser.end()) : parser.push(decoder.decode(value, { stream: true }));
      // After the first token, the timer measures silence between chunks.
      if (!done && output.started) attempt.arm();
      for (const payload of payloads) {
        if (payload.trim() === "[DONE]") {
          complete = true;
          return;
        }
        for (const text of deltasOf(payload, displayName, model, output)) yield* output.push(text);
      }
      if (done) return;
    }
  } finally {
    void reader.cancel({ complete });
  }
}

/** The text deltas of one SSE `data` payload (usually one chunk; tolerates several lines). */
function deltasOf(payload: string, displayName: string, model: string, output: TokenGate): string[] {
  let chunks: unknown[];
  const parsed = tryParseJson(payload);
  if (parsed !== undefined) chunks = [parsed];
  else {
    // A server that forgot the blank line between events: one JSON per data line.
    chunks = payload.split("\n").map(tryParseJson);
    if (chunks.length < 2 || chunks.some((c) => c === undefined)) {
      throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
    }
  }
  const texts: string[] = [];
  for (const chunk of chunks) {
    if (!isRecord(chunk)) throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
    // OpenRouter and vLLM report failures inside the stream.
    if (chunk.error !== undefined) throw bodyError(chunk.error, undefined, displayName, model);
    if (!Array.isArray(chunk.choices)) throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
    output.setModel(chunk.model);
    const choice: unknown = chunk.choices[0];
    // Azure's first chunk (prompt filter results) and usage chunks have no choices.
    if (choice === undefined) continue;
    if (!isRecord(choice)) throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
    const delta = isRecord(choice.delta) ? choice.delta : isRecord(choice.message) ? choice.message : undefined;
    if (delta && typeof delta.content === "string") texts.push(delta.content);
  }
  return texts;
}

function* readWholeAnswer(text: string, output: TokenGate, displayName: string, model: string): Generator<StreamEvent> {
  const parsed = tryParseJson(text);
  if (parsed === undefined && text.trimStart().startsWith("data:")) {
    // An event stream sent with the wrong content type.
    const parser = createSseParser();
    for (const payload of parser.push(text).concat(parser.end())) {
      if (payload.trim() === "[DONE]") return;
      for (const delta of deltasOf(payload, displayName, model, output)) yield* output.push(delta);
    }
    return;
  }
  if (!isRecord(parsed)) throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
  if (parsed.error !== undefined) throw bodyError(parsed.error, undefined, displayName, model);
  const choices = parsed.choices;
  if (!Array.isArray(choices) || !isRecord(choices[0]) || !isRecord(choices[0].message)) {
    throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
  }
  const content = choices[0].message.content;
  // null content (a refusal, a tool call) is an answer without text.
  if (content !== null && content !== undefined && typeof content !== "string") {
    throw new ProviderError("bad_response", providerMessages.badResponse(), { model });
  }
  output.setModel(parsed.model);
  yield* output.push(content ?? "");
}

/** The error object of an OpenAI-style body, reduced to what may be logged (never `message`). */
function errorInfo(error: unknown): { code?: string; type?: string; status?: number } {
  if (!isRecord(error)) return {};
  const code = typeof error.code === "string" ? error.code : undefined;
  const type = typeof error.type === "string" ? error.type : undefined;
  // OpenRouter puts the HTTP status in error.code.
  const status = typeof error.code === "number" ? error.code : undefined;
  return { code, type, status };
}

function bodyError(error: unknown, status: number | undefined, displayName: string, model: string): ProviderError {
  const info = errorInfo(error);
  const effective = status ?? info.status;
  if (info.code === "insufficient_quota" || info.type === "insufficient_quota" || effective === 402) {
    return new ProviderError("quota", providerMessages.quota(displayName), { status: effective, model, cause: info });
  }
  if (effective === 401 || effective === 403) {
    return new ProviderError("auth", providerMessages.auth(displayName), { status: effective, model, cause: info });
  }
  if (effective === 429 || info.code === "rate_limit_exceeded") {
    return new ProviderError("retryable", providerMessages.rateLimited(displayName), { status: effective, model, cause: info });
  }
  return new ProviderError("retryable", providerMessages.unavailable(displayName, effective), {
    status: effective,
    model,
    cause: info,
  });
}

/**
 * 401/403 → auth; 402 (OpenRouter: no credits) and 429 insufficient_quota → quota;
 * other 429, 408, 409, 5xx → retryable; any other status (400, 404 unknown model, 422) → the
 * request itself is wrong for this provider: bad_response, not retried.
 */
function statusError(status: number, body: string, displayName: string, model: string): ProviderError {
  const parsed = tryParseJson(body);
  const error = isRecord(parsed) ? parsed.error : undefined;
  const info = errorInfo(error);
  if (status === 401 || status === 403) {
    return new ProviderError("auth", providerMessages.auth(displayName), { status, model, cause: info });
  }
  if (status === 402 || status === 429 || status === 408 || status === 409 || status >= 500) {
    return bodyError(error, status, displayName, model);
  }
  return new ProviderError("bad_response", providerMessages.rejected(displayName, status), { status, model, cause: info });
}
