import { inArray, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AiOutcomeListener } from "#server/ai/outcomes";
import type { Db } from "#server/db/client";
import { job } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";

/**
 * What GET /metrics shows Prometheus (issue 20): requests by route, the AI providers' outcomes,
 * the job queue and the process itself. Each figure is this process's own, except the queue
 * (read from the database, so every process shows the same): scrape each process on its own port,
 * not through the proxy.
 */
export interface Metrics {
  /** This app's own registry, not prom-client's global one: tests build many apps in one process. */
  registry: Registry;
  /** Counts and times every request by method, route pattern and status. */
  http: MiddlewareHandler;
  /** For createAiEngine's `onOutcome`. */
  aiOutcome: AiOutcomeListener;
}

/** Anything else a client invents is one label value, not one per invention. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics({ db, logger }: { db: Db; logger: Logger }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requisições HTTP atendidas, por método, padrão de rota (/api/clients/:id, não o id) e status.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    // A streamed answer (SSE) counts until its headers: its length is the model's, not the server's.
    help: "Tempo até a resposta (até os cabeçalhos, numa resposta em fluxo), por método, padrão de rota e status.",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const aiOutcomes = new Counter({
    name: "prancheta_ai_provider_outcomes_total",
    help: "Como terminou a vez de cada provedor de IA na cadeia: success, failure (antes do primeiro token; a cadeia seguiu), interrupted (no meio da resposta), fallback (a base offline respondeu).",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
  });

  new Gauge({
    name: "prancheta_job_queue_depth",
    help: "Jobs na fila do banco (server/jobs): due = pendentes já no horário, scheduled = pendentes para depois, running = em execução.",
    labelNames: ["state"] as const,
    registers: [registry],
    // Read on each scrape: the queue is shared by every process, so no process can count it alone.
    async collect() {
      try {
        const [row] = await db
          .select({
            due: sql<number>`count(*) filter (where ${job.status} = 'pendente' and ${job.runAt} <= now())`.mapWith(Number),
            scheduled: sql<number>`count(*) filter (where ${job.status} = 'pendente' and ${job.runAt} > now())`.mapWith(Number),
            running: sql<number>`count(*) filter (where ${job.status} = 'executando')`.mapWith(Number),
          })
          .from(job)
          .where(inArray(job.status, ["pendente", "executando"]));
        this.set({ state: "due" }, row?.due ?? 0);
        this.set({ state: "scheduled" }, row?.scheduled ?? 0);
        this.set({ state: "running" }, row?.running ?? 0);
      } catch (err) {
        // No stale figure, and the rest of the scrape still answers.
        this.reset();
        logger.warn({ err }, "métricas: falha ao contar a fila de jobs");
      }
    },
  });

  return {
    registry,
    http: async (c, next) => {
      const end = duration.startTimer();
      await next();
      // The pattern of the handler that answered (routePath at the route index the request
      // ended on), so ids do not make a series each; unknown paths end on a catch-all ("/api/*", the SPA's "/*").
      const labels = {
        method: METHODS.has(c.req.method) ? c.req.method : "OTHER",
        route: routePath(c) || "unmatched",
        status: String(c.res.status),
      };
      requests.inc(labels);
      end(labels);
    },
    aiOutcome: (provider, outcome) => aiOutcomes.inc({ provider, outcome }),
  };
}
