import { createHash, timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import { errorBody } from "#server/lib/errors";
import type { Metrics } from "./metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * GET /metrics, in Prometheus' text format, for whoever holds METRICS_TOKEN (as
 * `Authorization: Bearer …`). Without a token configured there is nothing to protect it with, so
 * the route does not exist: a 404 like any unknown route, never the SPA's page.
 */
export function metricsHandler(metrics: Metrics | undefined, token: string | undefined): Handler {
  // Compared as digests, in constant time: the answer's timing must not reveal the token.
  const expected = token === undefined ? undefined : digest(token);
  return async (c) => {
    if (!metrics || !expected) return c.json(errorBody("not_found", `Rota não encontrada: ${c.req.method} ${c.req.path}`), 404);
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      return c.json(errorBody("unauthorized", "Token de métricas ausente ou inválido."), 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  };
}
