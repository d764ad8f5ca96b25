import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";
import { withinRequest } from "./request-context";

/**
 * Paths whose last segment is a secret (a link's token): logged as "…/[token]", so the logs never
 * hold a working briefing link (R-DOC-3) or calendar subscription address (R-CAL-3).
 */
const SECRET_PATHS = /^(\/api\/public\/briefings\/|\/briefing-cliente\/|\/api\/calendar\/feed\/)[^/?]+/;

/** A request's path as logged: without its query (what a person searched for) and without secrets. */
export function loggedPath(path: string): string {
  return path.split("?", 1)[0]!.replace(SECRET_PATHS, "$1[token]");
}

/**
 * One structured log line per request, with an id echoed in X-Request-Id. The rest of the request
 * runs within that id (server/lib/request-context.ts): every line logged meanwhile carries it.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.header("X-Request-Id", requestId);
    await withinRequest(requestId, next);
    const status = c.res.status;
    const entry = {
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    // A 503 is the server saying "not now" on purpose (restarting, busy, the database down — which
    // app.onError logs as a warning with its cause): the client retries, nothing is broken here.
    if (status >= 500 && status !== 503) logger.error(entry, "request");
    else logger.info(entry, "request");
  };
}
