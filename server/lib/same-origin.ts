import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

/**
 * Refuses state-changing requests sent by another site's page. SameSite=Lax cookies already
 * keep the session off most of them; this closes the rest (browsers always send Origin on
 * cross-site POST/PATCH/DELETE). Requests without Origin (curl, server-to-server) pass.
 */
export function sameOrigin(baseUrl: string): MiddlewareHandler {
  const allowed = new URL(baseUrl).origin;
  return async (c, next) => {
    const origin = c.req.header("origin");
    const safe = c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS";
    if (!safe && origin && origin !== allowed) {
      return c.json(errorBody("forbidden", "Origem da requisição não permitida."), 403);
    }
    await next();
  };
}
