import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { BodyReader, HttpPost } from "#lib/ai-client/http";

/** Chunks read ahead of the provider's parser before the socket is paused (a runaway body). */
const PAUSE_AT = 64;
const RESUME_AT = 8;
/**
 * How long a body the caller has finished with (`cancel({ complete: true })`, after `[DONE]`) may
 * take to end its HTTP message before the socket is closed instead of kept.
 */
export const END_GRACE_MS = 1_000;
/** fetch sent `node`; some endpoints behind a WAF or CDN refuse a request without one. */
const USER_AGENT = "Prancheta";

/**
 * The server's way to call an AI provider: node:http(s) on the global keep-alive agents. fetch
 * (the browser's way, lib/ai-client/http.ts) wraps every chunk of a streamed answer in web-stream
 * promises; here a chunk goes from the socket's `data` event to the provider's parser as is,
 * which is most of the per-token CPU of a streamed answer (issue 20, decision 062).
 *
 * Like fetch: the signal aborts the request, or fails the body being read at once with its
 * reason (chunks not yet read are dropped), and a body read to its end leaves the socket to the
 * agent. Unlike fetch: no redirects (a provider's API does not send them; a 3xx is reported as the
 * status it is), no compression asked for, and a body finished with after `[DONE]` gets a moment
 * to end its message, so a streamed answer does not cost the next one a new (TLS) connection.
 */
export const nodePost: HttpPost = (url, { headers, body, signal }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(asError(signal.reason));
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : target.protocol === "http:" ? http : undefined;
    if (!client) return reject(new TypeError(`Protocolo não suportado: ${target.protocol}`));
    const payload = Buffer.from(body);
    const request = client.request(target, {
      method: "POST",
      headers: { "user-agent": USER_AGENT, ...headers, "content-length": String(payload.byteLength) },
    });
    let reader: ReturnType<typeof bodyReader> | undefined;
    const onAbort = () => {
      const reason = asError(signal.reason);
      reader?.fail(reason);
      // Before the answer; a no-op once it resolved.
      reject(reason);
      request.destroy(reason);
    };
    const release = () => signal.removeEventListener("abort", onAbort);
    signal.addEventListener("abort", onAbort, { once: true });
    // Before the answer: refused, reset. After it, the body reader reports failures.
    request.on("error", (err) => {
      release();
      reject(err);
    });
    // Node can drop a request with neither an answer nor an error (a 101 to a plain POST).
    request.on("close", () => {
      if (reader) return;
      release();
      reject(new Error("A conexão foi encerrada sem resposta."));
    });
    request.on("response", (response) => {
      reader = bodyReader(response, release);
      resolve({
        status: response.statusCode ?? 0,
        ok: response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300,
        header: (name) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
        },
        body: reader.body,
      });
    });
    request.end(payload);
  });

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error("aborted");
}

/**
 * The answer's chunks as they come, in order; a read waits for the next one. One read at a time,
 * as the providers read (a second read while one waits would leave the first waiting).
 */
function bodyReader(response: IncomingMessage, release: () => void): { body: BodyReader; fail(reason: Error): void } {
  const chunks: Buffer[] = [];
  let ended = false;
  let cancelled = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const fail = (reason: Error) => {
    failure ??= reason;
    chunks.length = 0;
    notify();
  };
  response.on("data", (chunk: Buffer) => {
    if (cancelled) return;
    chunks.push(chunk);
    if (chunks.length >= PAUSE_AT) response.pause();
    notify();
  });
  response.on("end", () => {
    ended = true;
    // The socket is back with the agent (a later abort leaves it alone): no listener to keep.
    release();
    notify();
  });
  response.on("error", (err) => {
    failure ??= err;
    notify();
  });
  response.on("close", () => {
    if (!ended) failure ??= new Error("A conexão foi encerrada antes do fim da resposta.");
    release();
    notify();
  });
  const body: BodyReader = {
    async read() {
      while (chunks.length === 0) {
        if (failure) throw failure;
        if (ended) return { done: true, value: undefined };
        await new Promise<void>((resolve) => (wake = resolve));
      }
      const value = chunks.shift()!;
      if (response.isPaused() && chunks.length <= RESUME_AT) response.resume();
      return { done: false, value };
    },
    async cancel({ complete = false } = {}) {
      release();
      cancelled = true;
      chunks.length = 0;
      if (ended || response.destroyed) return;
      if (!complete) {
        response.destroy();
        return;
      }
      // Only the end of the HTTP message is still to come: drain it and keep the socket, unless
      // it does not come soon.
      response.resume();
      const timer = setTimeout(() => response.destroy(), END_GRACE_MS);
      timer.unref();
      response.once("close", () => clearTimeout(timer));
    },
  };
  return { body, fail };
}
