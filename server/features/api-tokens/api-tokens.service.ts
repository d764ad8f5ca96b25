import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { API_TOKEN_PREFIX, API_TOKEN_SCOPE_LABELS, API_TOKEN_VISIBLE_CHARS, effectiveScope, planApiScope, scopeAllows, scopesForPlan, type ApiTokenScope } from "#domain/api-tokens";
import type { ApiToken, ApiTokenList, CreatedApiToken } from "#domain/api-tokens.schema";
import { planOrDefault, PLANS } from "#domain/plans";
import { canManageMembers } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { apiToken, studio } from "#server/db/schema";
import { creator, personRef } from "#server/lib/authorship";
import { AppError } from "#server/lib/errors";

/** The hex SHA-256 a token is stored and looked up by (R-API-1): its text is never kept. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token's text: the prefix and 32 random bytes (256 bits) in base64url. */
export const newTokenText = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

export const apiTokenNotFound = () => new AppError("not_found", 404, "Token não encontrado.");

const onlyManagers = () => new AppError("forbidden", 403, "Só o dono e os administradores do estúdio gerenciam as integrações.");

/** The plans whose API includes `scope`, as a person reads them ("Projeto Premium ou Obra-Prima"). */
function plansWith(scope: ApiTokenScope): string {
  const names = PLANS.filter((p) => {
    const widest = planApiScope(p.id);
    return p.isActive && widest !== null && scopeAllows(widest, scope);
  }).map((p) => p.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}` : (names[0] ?? "");
}

/** The 403 of a plan that does not sell the API, or not this scope (R-API-1). */
export function planRefusal(plan: string, scope: ApiTokenScope): AppError {
  const name = planOrDefault(plan).name;
  if (!planApiScope(plan)) {
    return new AppError("forbidden", 403, `O plano ${name} não inclui a integração via API. Ela faz parte dos planos ${plansWith("leitura")}: veja em Planos.`);
  }
  return new AppError("forbidden", 403, `O plano ${name} não permite tokens de “${API_TOKEN_SCOPE_LABELS[scope]}”. Esse acesso faz parte dos planos ${plansWith(scope)}: veja em Planos.`);
}

type Row = typeof apiToken.$inferSelect;

function toApi(row: Row, creatorName: string | null): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: personRef(row.createdBy, creatorName),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function studioPlan(db: Db, studioId: string): Promise<string> {
  const [row] = await db.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId));
  return row?.plan ?? "esboco";
}

/** Configurações → Integrações: the studio's tokens, newest first, and what its plan allows. */
export async function listApiTokens({ db, scope }: { db: Db; scope: StudioScope }): Promise<ApiTokenList> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const [plan, rows] = await Promise.all([
    studioPlan(db, scope.studioId),
    db
      .select({ row: apiToken, creatorName: creator.name })
      .from(apiToken)
      .leftJoin(creator, eq(creator.id, apiToken.createdBy))
      .where(eq(apiToken.studioId, scope.studioId))
      .orderBy(desc(apiToken.createdAt), desc(apiToken.id)),
  ]);
  return { tokens: rows.map((r) => toApi(r.row, r.creatorName)), allowedScopes: scopesForPlan(plan) };
}

/** Makes a token within the plan (403 otherwise); its text is answered this once and only its hash is kept. */
export async function createApiToken({ db, scope, input }: { db: Db; scope: StudioScope; input: { name: string; scope: ApiTokenScope } }): Promise<CreatedApiToken> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const plan = await studioPlan(db, scope.studioId);
  if (!scopesForPlan(plan).includes(input.scope)) throw planRefusal(plan, input.scope);
  const secret = newTokenText();
  const [row] = await db
    .insert(apiToken)
    .values({
      id: randomUUID(),
      studioId: scope.studioId,
      name: input.name,
      scope: input.scope,
      prefix: secret.slice(0, API_TOKEN_VISIBLE_CHARS),
      hash: hashToken(secret),
      createdBy: scope.userId,
    })
    .returning();
  const [person] = await db.select({ name: creator.name }).from(creator).where(eq(creator.id, scope.userId));
  return { token: toApi(row!, person?.name ?? null), secret };
}

/** Revokes one of the studio's tokens (its next request is a 401); revoking again changes nothing. */
export async function revokeApiToken({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const [row] = await db.select({ revokedAt: apiToken.revokedAt }).from(apiToken).where(and(eq(apiToken.id, id), eq(apiToken.studioId, scope.studioId)));
  if (!row) throw apiTokenNotFound();
  if (!row.revokedAt) await db.update(apiToken).set({ revokedAt: new Date() }).where(and(eq(apiToken.id, id), eq(apiToken.studioId, scope.studioId)));
}

/** A live token as a request's bearer check reads it: one indexed statement, only when the header is there. */
export interface LiveToken {
  id: string;
  studioId: string;
  name: string;
  /** What it may do today: its own scope narrowed to the studio's plan; null when the plan sells no API. */
  scope: ApiTokenScope | null;
  lastUsedAt: Date | null;
}

export async function tokenByText({ db, text }: { db: Db; text: string }): Promise<LiveToken | undefined> {
  const [row] = await db
    .select({ id: apiToken.id, studioId: apiToken.studioId, name: apiToken.name, scope: apiToken.scope, revokedAt: apiToken.revokedAt, lastUsedAt: apiToken.lastUsedAt, plan: studio.plan })
    .from(apiToken)
    .innerJoin(studio, eq(studio.id, apiToken.studioId))
    .where(eq(apiToken.hash, hashToken(text)))
    .limit(1);
  if (!row || row.revokedAt) return undefined;
  return { id: row.id, studioId: row.studioId, name: row.name, scope: effectiveScope(row.scope, row.plan), lastUsedAt: row.lastUsedAt };
}

/** How often `last_used_at` is written: at most once a minute per token, never on every request (R-API-2). */
export const LAST_USED_EVERY_MS = 60_000;

export async function touchToken({ db, token, now = new Date() }: { db: Db; token: LiveToken; now?: Date }): Promise<void> {
  if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db.update(apiToken).set({ lastUsedAt: now }).where(eq(apiToken.id, token.id));
}
