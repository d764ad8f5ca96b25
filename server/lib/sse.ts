import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Logger } from "./logger";

/** Proxies drop idle connections (nginx: 60 s); a provider (or the fallback's models) can take longer. */
export const SSE_PING_MS = 15_000;

/**
 * An AI answer's events as `text/event-stream`: each item written with `format`, a `: ping`
 * comment every 15 s, no proxy buffering. The items come from a task that does not depend on this
 * response (AsyncQueue): a browser that leaves stops the writing here, not the work.
 */
export function sseFromQueue<T>(c: Context, queue: AsyncIterable<T>, { format, logger, what }: { format: (item: T) => string; logger: Logger; what: string }): Response {
  c.header("X-Accel-Buffering", "no");
  return streamSSE(
    c,
    async (stream) => {
      const ping = setInterval(() => void stream.write(": ping\n\n").catch(() => {}), SSE_PING_MS);
      try {
        for await (const item of queue) {
          if (stream.aborted) break;
          await stream.write(format(item));
        }
      } finally {
        clearInterval(ping);
      }
    },
    async (err) => logger.warn({ err }, `falha ao escrever no fluxo ${what}`),
  );
}
