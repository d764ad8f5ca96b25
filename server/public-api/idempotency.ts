import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "#server/db/client";
import { apiIdempotency } from "#server/db/schema";
import { AppError } from "#server/lib/errors";

/** How long a create's answer is kept under its key (R-API-3). */
export const IDEMPOTENCY_HOURS = 24;
const KEEP_MS = IDEMPOTENCY_HOURS * 60 * 60 * 1000;

/** A key's row while the first request with it is still running. */
const RUNNING = 0;

const reused = () =>
  new AppError("conflict", 409, "Esta Idempotency-Key já foi usada com outra requisição nas últimas 24 horas. Use uma chave nova para um pedido novo.");
const running = () => new AppError("conflict", 409, "A primeira requisição com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.");

/**
 * A create (201), or the BIM apply (200), under `Idempotency-Key` (R-API-3): the first request with a key runs `create` and its
 * answer is kept for 24 hours, per token; the same key with the same route and body answers that
 * again (`Idempotent-Replayed: true`) without creating anything; with another body, 409. The key
 * is claimed by an insert before the work, so two requests racing with one key create once. A
 * failed create gives the key back. Without the header, `create` simply runs.
 */
export async function idempotent<T>(
  c: Context,
  { db, tokenId, status = 201 }: { db: Db; tokenId: string; /** What the first answer was (201 for a create, 200 for the BIM apply). */ status?: 200 | 201 },
  create: () => Promise<T>,
): Promise<T> {
  const key = c.req.header("idempotency-key");
  if (key === undefined || key === "") return create();
  const body: unknown = await c.req.json();
  const request = `${c.req.method} ${c.req.path} ${createHash("sha256").update(JSON.stringify(body)).digest("hex")}`;
  const now = new Date();

  // A key older than 24 hours is free again.
  await db.delete(apiIdempotency).where(and(eq(apiIdempotency.tokenId, tokenId), eq(apiIdempotency.key, key), lt(apiIdempotency.createdAt, new Date(now.getTime() - KEEP_MS))));
  const claimed = await db
    .insert(apiIdempotency)
    .values({ tokenId, key, request, status: RUNNING, body: sql`'null'::jsonb`, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: apiIdempotency.key });
  if (claimed.length === 0) {
    const [kept] = await db.select().from(apiIdempotency).where(and(eq(apiIdempotency.tokenId, tokenId), eq(apiIdempotency.key, key)));
    if (!kept) throw running();
    if (kept.request !== request) throw reused();
    if (kept.status === RUNNING) throw running();
    c.header("Idempotent-Replayed", "true");
    return kept.body as T;
  }
  let answer: T;
  try {
    answer = await create();
  } catch (err) {
    await db.delete(apiIdempotency).where(and(eq(apiIdempotency.tokenId, tokenId), eq(apiIdempotency.key, key)));
    throw err;
  }
  await db.update(apiIdempotency).set({ status, body: answer as object }).where(and(eq(apiIdempotency.tokenId, tokenId), eq(apiIdempotency.key, key)));
  return answer;
}

/** Drops answers kept longer than 24 hours; run with the rate limits' pruning (server/main.ts). */
export async function pruneIdempotency(db: Db): Promise<void> {
  await db.delete(apiIdempotency).where(lt(apiIdempotency.createdAt, new Date(Date.now() - KEEP_MS)));
}
