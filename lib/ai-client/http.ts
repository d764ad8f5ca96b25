import { ProviderError } from "./types";
import { providerMessages } from "./messages";

/**
 * Starts a provider deadline and returns the function that cancels it. The real one is
 * `setTimeout`; tests inject a manual clock so a timeout is something they fire, never a race
 * between a real timer and a real socket.
 */
export interface Timer {
  start(fn: () => void, ms: number): () => void;
}

export const realTimer: Timer = {
  start(fn, ms) {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  },
};

/**
 * One HTTP attempt's abort plumbing: a private AbortController that fires when the caller's
 * signal aborts or when the provider's own timer runs out. `arm()` (re)starts the timer, so
 * the same object serves "no headers within N ms" and "no data for N ms between chunks".
 */
export interface Attempt {
  signal: AbortSignal;
  arm(): void;
  readonly timedOut: boolean;
  readonly callerAborted: boolean;
  dispose(): void;
}

export function startAttempt(timeoutMs: number, callerSignal?: AbortSignal, timer: Timer = realTimer): Attempt {
  const controller = new AbortController();
  let timedOut = false;
  let cancelTimer: (() => void) | undefined;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

  const attempt: Attempt = {
    signal: controller.signal,
    arm() {
      cancelTimer?.();
      cancelTimer = timer.start(() => {
        timedOut = true;
        controller.abort(new Error("provider timeout"));
      }, timeoutMs);
    },
    get timedOut() {
      return timedOut && !callerSignal?.aborted;
    },
    get callerAborted() {
      return callerSignal?.aborted === true;
    },
    dispose() {
      cancelTimer?.();
      cancelTimer = undefined;
      callerSignal?.removeEventListener("abort", onCallerAbort);
      // Releases the socket if the body was not read to the end (consumer stopped early).
      if (!controller.signal.aborted) controller.abort(new Error("done"));
    },
  };
  attempt.arm();
  return attempt;
}

/**
 * Turns whatever fetch or a body read threw into a ProviderError: the caller's abort, our own
 * timeout, or a connection problem (refused, reset, DNS, socket closed mid-body) which is
 * worth a retry.
 */
export function networkError(error: unknown, attempt: Attempt, displayName: string, model?: string): ProviderError {
  if (error instanceof ProviderError) return error;
  if (attempt.callerAborted) return new ProviderError("aborted", providerMessages.aborted(), { model, cause: error });
  if (attempt.timedOut) return new ProviderError("timeout", providerMessages.timeout(displayName), { model, cause: error });
  return new ProviderError("retryable", providerMessages.connection(displayName), {
    model,
    cause: describeCause(error),
  });
}

/** Keeps only what helps a log (error name, message and system code), never request details. */
function describeCause(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cause = (error as { cause?: unknown }).cause;
  // fetch puts the system code (ECONNREFUSED…) in its error's cause; node:http on the error itself.
  const codeOf = (value: unknown) => (value && typeof value === "object" && "code" in value ? (value as { code?: unknown }).code : undefined);
  const code = codeOf(cause) ?? codeOf(error);
  return {
    name: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(cause instanceof Error ? { cause: cause.message } : {}),
  };
}

/** A body read chunk by chunk: a fetch Response's reader, or a node:http answer's (server). */
export interface BodyReader {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  /**
   * Stops reading; never throws. `complete`: the caller has the whole answer (`[DONE]`) and only
   * the end of the HTTP message may still come, so a transport that pools connections may let it
   * arrive and keep the socket; otherwise the connection is dropped.
   */
  cancel(options?: { complete?: boolean }): Promise<void>;
}

/** What a provider needs of an HTTP answer. */
export interface HttpReply {
  status: number;
  ok: boolean;
  header(name: string): string | null;
  body: BodyReader;
}

/**
 * How a provider POSTs its JSON. The browser (a user's own key) has only fetch; the server passes
 * node:http's (server/ai/providers/node-post.ts), which streams an answer's chunks for a fraction
 * of fetch's CPU: no web streams per chunk (issue 20, decision 062).
 */
export type HttpPost = (url: string, init: { headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<HttpReply>;

export const fetchPost: HttpPost = async (url, { headers, body, signal }) => {
  const response = await fetch(url, { method: "POST", headers, body, signal });
  const reader = response.body?.getReader();
  return {
    status: response.status,
    ok: response.ok,
    header: (name) => response.headers.get(name),
    body: {
      read: async () => (reader ? reader.read() : { done: true, value: undefined }),
      cancel: async () => {
        await reader?.cancel().catch(() => undefined);
      },
    },
  };
};

/**
 * Reads a whole body with the inactivity timer re-armed on every chunk, up to `limit` bytes
 * (more is dropped: an error page or a runaway answer must not fill memory).
 */
export async function readText(
  response: HttpReply,
  attempt: Attempt,
  limit = 2 * 1024 * 1024,
  /** false: the deadline covers the whole body (a body dripping slowly must still time out). */
  rearm = true,
): Promise<string> {
  const reader = response.body;
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  // A failed read needs no clean-up here: the attempt's dispose() aborts the request.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (rearm) attempt.arm();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      break;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The body of an error answer, if it arrives in time; "" otherwise (the status says enough). */
export async function readErrorBody(response: HttpReply, attempt: Attempt): Promise<string> {
  try {
    return await readText(response, attempt, 64 * 1024, false);
  } catch {
    return "";
  }
}

export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
