import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

/** What @hono/node-server hands the app with each request (absent under `app.request()` in tests). */
type NodeBindings = { incoming?: IncomingMessage };

const declaresBody = (req: IncomingMessage) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * An answer given before the request's body was read to its end — a 413 by `Content-Length` or
 * past the cap while reading a chunked body (server/lib/validate.ts, server/lib/upload-body.ts),
 * a 401 or 403 before anything read it — says `Connection: close`, and Node closes the connection
 * once it is sent (decision 030).
 *
 * Without it the answer said `Connection: keep-alive` and the connection was closed anyway:
 * @hono/node-server tries to read the rest of an unread body for 500 ms, but a body the app had
 * started to read stays paused by its web stream, so the socket was destroyed mid-keep-alive and
 * a client that sent its next request on it (Node's agent does) got "socket hang up". Reading an
 * unbounded rest to keep the connection would let any client make us read gigabytes; closing is
 * what RFC 9112, section 9.6 has a server do with a message it will not read.
 */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as NodeBindings | undefined)?.incoming;
    if (incoming && declaresBody(incoming) && !incoming.readableEnded) c.header("Connection", "close");
  };
}
