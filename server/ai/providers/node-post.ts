import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { BodyReader, HttpPost } from "#lib/ai-client/http";

/** Chunks read ahead of the provider's parser before the socket is paused (a runaway body). */
const PAUSE_AT = 64;
const RESUME_AT = 8;

/**
 * The server's way to call an AI provider: node:http(s) on the global keep-alive agents. fetch
 * (the browser's way, lib/ai-client/http.ts) wraps every chunk of a streamed answer in web-stream
 * promises; here a chunk goes from the socket's `data` event to the provider's parser as is,
 * which is most of the per-token CPU of a streamed answer (issue 20, decision 062).
 *
 * Like fetch: the signal aborts the request or the body being read, and a body read to its end
 * leaves the socket to the agent for the next request. Unlike fetch: no redirects (a provider's
 * API does not send them; a 3xx is reported as the status it is) and no compression asked for.
 */
export const nodePost: HttpPost = (url, { headers, body, signal }) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(asError(signal.reason));
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : target.protocol === "http:" ? http : undefined;
    if (!client) return reject(new TypeError(`Protocolo não suportado: ${target.protocol}`));
    const payload = Buffer.from(body);
    const request = client.request(target, { method: "POST", headers: { ...headers, "content-length": String(payload.byteLength) } });
    const onAbort = () => request.destroy(asError(signal.reason));
    const release = () => signal.removeEventListener("abort", onAbort);
    signal.addEventListener("abort", onAbort, { once: true });
    // Before the answer: refused, reset, aborted. After it, the body reader reports failures.
    request.on("error", (err) => {
      release();
      reject(err);
    });
    request.on("response", (response) => {
      resolve({
        status: response.statusCode ?? 0,
        ok: response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300,
        header: (name) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
        },
        body: bodyReader(response, release),
      });
    });
    request.end(payload);
  });

function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error("aborted");
}

/** The answer's chunks as they come, in order; a read waits for the next one. */
function bodyReader(response: IncomingMessage, release: () => void): BodyReader {
  const chunks: Buffer[] = [];
  let ended = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  response.on("data", (chunk: Buffer) => {
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
  return {
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
    async cancel() {
      release();
      if (!ended) response.destroy();
    },
  };
}
