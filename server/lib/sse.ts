import type { Context } from "hono";
import type { AsyncQueue } from "#server/ai/async-queue";
import type { Logger } from "./logger";

/** Proxies drop idle connections (nginx: 60 s); a provider (or the fallback's models) can take longer. */
export const SSE_PING_MS = 15_000;

const PING = new TextEncoder().encode(": ping\n\n");

/**
 * An AI answer's events as `text/event-stream`: each item written with `format`, a `: ping`
 * comment every 15 s, no proxy buffering. The items come from a task that does not depend on this
 * response (AsyncQueue): a browser that leaves stops the writing here, not the work.
 *
 * A plain ReadableStream fed by the queue, not Hono's streamSSE, which puts each event through a
 * TransformStream as well (issue 20: 50 concurrent streams were CPU-bound on per-token work). The
 * events waiting when the socket can take more leave in one chunk: one per token while the
 * client keeps up, fewer when it falls behind.
 *
 * The events already waiting when the answer starts are the stream's first chunk at once, and
 * there is no `Transfer-Encoding` header of ours (Node chunks a body without a length by itself):
 * @hono/node-server then sends them with the headers in one socket write; with the header, or with
 * a first chunk that takes a turn of the event loop, it sent the headers alone first (decision 102).
 */
export function sseFromQueue<T>(c: Context, queue: AsyncQueue<T>, { format, logger, what }: { format: (item: T) => string; logger: Logger; what: string }): Response {
  const encoder = new TextEncoder();
  let ping: ReturnType<typeof setInterval> | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The events already waiting (the chat's `accepted`) are there at once, so that they leave
      // with the headers in one socket write (decision 102).
      const waiting = queue.takeWaiting();
      if (waiting.length > 0) {
        try {
          controller.enqueue(encoder.encode(waiting.map(format).join("")));
        } catch (err) {
          cancelled = true;
          logger.warn({ err }, `falha ao escrever no fluxo ${what}`);
          controller.close();
          return;
        }
      }
      ping = setInterval(() => {
        // A stream closed by a path that forgot the timer must not throw in a timer (the process).
        try {
          controller.enqueue(PING);
        } catch {
          clearInterval(ping);
        }
      }, SSE_PING_MS);
    },
    async pull(controller) {
      try {
        const items = await queue.take();
        if (cancelled) return;
        if (items === undefined) {
          clearInterval(ping);
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(items.map(format).join("")));
      } catch (err) {
        // A formatting bug: the stream ends there, cleanly (an error would reset the connection
        // mid-answer); the answer itself is still being saved, and the client sees no `done`.
        clearInterval(ping);
        cancelled = true;
        logger.warn({ err }, `falha ao escrever no fluxo ${what}`);
        controller.close();
      }
    },
    // The browser left (the server cancels the reader): stop writing, the producer goes on.
    cancel() {
      cancelled = true;
      clearInterval(ping);
    },
  });
  return c.body(body, 200, {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
}
