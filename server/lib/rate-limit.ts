import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Db } from "#server/db/client";
import { RateLimitedError } from "./errors";
import { plural } from "#domain/addressing";

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

/** Where a limit is: its counter's key, how many hits it allows, over what window. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * The atomic upsert that counts one hit for `key` in a fixed window, returning `count` and
 * `window_started_at`: its own statement in `hit`, or a CTE inside another (the chat's question
 * counts it in the quota's statement, server/ai/quota.ts, which passes placeholders to prepare it).
 */
export function hitStatement({ key, windowSeconds }: { key: string | Placeholder; windowSeconds: number | Placeholder }): SQL {
  return sql`
    insert into rate_limit (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limit.count + 1 end,
      window_started_at = case when rate_limit.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limit.window_started_at end
    returning count, window_started_at`;
}

/** The seconds to wait when the counted hits are over `max`; undefined while within it. */
export function retryAfterOf(row: { count: number | string; window_started_at: string | Date } | undefined, { max, windowSeconds }: Pick<Limit, "max" | "windowSeconds">): number | undefined {
  if (!row || Number(row.count) <= max) return undefined;
  const started = new Date(row.window_started_at).getTime();
  return Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
}

/**
 * Counts one hit for `key` in a fixed window, in one atomic upsert so that concurrent requests
 * (and several server processes) cannot slip past it. Returns the seconds to wait when over.
 */
export async function hit(db: Db, key: string, max: number, windowSeconds: number): Promise<number | undefined> {
  // Both drivers return `{ rows }` for raw SQL.
  const result = (await db.execute(hitStatement({ key, windowSeconds }))) as unknown as { rows: { count: number; window_started_at: string | Date }[] };
  return retryAfterOf(result.rows[0], { max, windowSeconds });
}

/** Gives back one hit counted by `hit` (an attempt that, in the end, should not count). */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets a counter altogether (e.g. failed sign-ins after a successful one). */
export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}

/** "1 segundo", "30 segundos": the wait in a 429's pt-BR message. */
/**
 * How long to wait, as a person reads it: seconds up to two minutes, then minutes up to two hours,
 * then hours, each rounded up ("Aguarde 60 minutos", never "Aguarde 3.598 segundos").
 */
export const seconds = (n: number) => {
  if (n < 120) return plural(n, "segundo", "segundos");
  if (n < 2 * 3600) return plural(Math.ceil(n / 60), "minuto", "minutos");
  return plural(Math.ceil(n / 3600), "hora", "horas");
};

export const AI_RATE_LIMITED = "Muitas solicitações à IA em pouco tempo.";

/** The 429 of a per-user limit: what was limited, and how long to wait. */
export const userRateLimited = (retryAfter: number, what = AI_RATE_LIMITED) =>
  new RateLimitedError(retryAfter, `${what} Aguarde ${seconds(retryAfter)} e tente novamente.`);

/**
 * Counts one hit on `key` and throws rateLimitByIp's 429 when over: its check, for a handler that
 * must first read the request to know what to count (the sign-in, R-AUTH-8).
 */
export async function takeHit(db: Db, key: string, { max, windowSeconds }: Pick<Limit, "max" | "windowSeconds">): Promise<void> {
  const retryAfter = await hit(db, key, max, windowSeconds);
  // app.onError sends the wait as Retry-After (one place for every 429).
  if (retryAfter) throw new RateLimitedError(retryAfter, `Muitas tentativas seguidas. Aguarde ${seconds(retryAfter)} e tente novamente.`);
}

/** The per-IP limit's counter for this request. */
export const ipLimitKey = (c: Parameters<MiddlewareHandler>[0], { scope, trustProxy }: Pick<RateLimitOptions, "scope" | "trustProxy">) =>
  `${scope}:${clientIp(c, trustProxy)}`;

/** Per-IP limit (auth endpoints). */
export function rateLimitByIp(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    await takeHit(options.db, ipLimitKey(c, options), options);
    await next();
  };
}

/** A per-user limit's counter. */
export const userLimitKey = (scope: string, userId: string) => `${scope}:${userId}`;

/**
 * The person's AI limit (the one the AI routes' middleware counts, scope "ai"), for the engine to
 * count itself: `undefined` when the route was given none (tests that build deps by hand).
 */
export const personAiLimit = (userId: string, limit: { max: number; windowSeconds: number } | undefined): Limit | undefined =>
  limit && { key: userLimitKey("ai", userId), ...limit };

/** The 429 of the editors' saves (documents, custom tabs): SAVE_RATE_LIMIT_MAX a minute per person. */
export const SAVES_RATE_LIMITED = "Muitos salvamentos em pouco tempo.";

/** Per-user limit (AI endpoints, editor saves); runs after requireUser. */
export function rateLimitByUser(
  options: Omit<RateLimitOptions, "trustProxy"> & { what?: string },
): MiddlewareHandler<{ Variables: { userId: string } }> {
  const { db, scope, max, windowSeconds, what } = options;
  return async (c, next) => {
    const retryAfter = await hit(db, userLimitKey(scope, c.get("userId")), max, windowSeconds);
    if (retryAfter) throw userRateLimited(retryAfter, what);
    await next();
  };
}

/** Drops counters whose window ended long ago; run periodically by the server process. */
export async function pruneRateLimits(db: Db, olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await db.execute(sql`delete from rate_limit where window_started_at < now() - make_interval(secs => ${olderThanSeconds})`);
}
