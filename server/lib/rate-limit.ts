import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Db } from "../db/client";
import { AppError } from "./errors";

export interface RateLimitOptions {
  db: Db;
  /** Namespace of the counter, e.g. "auth". */
  scope: string;
  max: number;
  windowSeconds: number;
  trustProxy: boolean;
}

/**
 * The caller's IP: the socket's, or — behind one trusted proxy — the last X-Forwarded-For hop,
 * the one that proxy appended. Earlier hops are whatever the client chose to send.
 */
export function clientIp(c: Parameters<MiddlewareHandler>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "desconhecido";
  } catch {
    // app.request() in tests has no socket.
    return "desconhecido";
  }
}

/**
 * Fixed-window limit per IP, counted in one atomic upsert so that concurrent requests (and
 * several server processes) cannot slip past it.
 */
export function rateLimitByIp(options: RateLimitOptions): MiddlewareHandler {
  const { db, scope, max, windowSeconds, trustProxy } = options;
  return async (c, next) => {
    const key = `${scope}:${clientIp(c, trustProxy)}`;
    // Both drivers return `{ rows }` for raw SQL.
    const result = (await db.execute(sql`
      insert into rate_limit (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limit.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                     then 1 else rate_limit.count + 1 end,
        window_started_at = case when rate_limit.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                     then now() else rate_limit.window_started_at end
      returning count, window_started_at`)) as unknown as { rows: { count: number; window_started_at: string | Date }[] };
    const row = result.rows[0];
    if (row && Number(row.count) > max) {
      const started = new Date(row.window_started_at).getTime();
      const retryAfter = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
      c.header("Retry-After", String(retryAfter));
      throw new AppError(
        "rate_limited",
        429,
        `Muitas tentativas seguidas. Aguarde ${retryAfter} segundo${retryAfter === 1 ? "" : "s"} e tente novamente.`,
      );
    }
    await next();
  };
}

/** Drops counters whose window ended long ago; run periodically by the server process. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.execute(sql`delete from rate_limit where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`);
}
