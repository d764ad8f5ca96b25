import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Whether the request carries a body, read from its framing headers (RFC 9112, section 6.3: a request
 * has a body only with Content-Length or Transfer-Encoding). Asking `c.req.raw.body` instead
 * makes @hono/node-server build a web stream over the socket, and every later read of the text
 * then goes through it: on a 236 KB body, about twice the event-loop time of its direct read
 * (decision 067, "Reading the body").
 */
export function hasBody(c: Context): boolean {
  // A Request built in this process (app.request in tests) has no socket under it: asking is free.
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return c.req.raw.body !== null;
  if (c.req.header("transfer-encoding") !== undefined) return true;
  const length = c.req.header("content-length");
  return length !== undefined && length.trim() !== "0";
}

/**
 * A body-size cap that reads nothing: with Content-Length (what browsers and fetch send for a
 * JSON body) the header decides; a body without it (chunked) is counted as it streams, by Hono's
 * own bodyLimit. `tooLarge` throws the route's 413.
 */
export function bodyCap(maxBytes: number, tooLarge: () => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (!hasBody(c)) return next();
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxBytes) tooLarge();
    return next();
  };
}
