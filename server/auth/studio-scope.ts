import { and, asc, eq, gt, sql } from "drizzle-orm";
import { trialEndFrom } from "#domain/plans";
import type { ApiTokenScope } from "#domain/api-tokens";
import type { StudioRole } from "#domain/studios";
import { preparedPerDatabase } from "#server/db/prepared";
import type { Db, Tx } from "#server/db/client";
import { session, studioMember, user } from "#server/db/schema";
import { createPersonalStudio } from "./personal-studio";

declare const scopeBrand: unique symbol;

/**
 * Whose data a request may touch (R-STUDIO-5): the signed-in user, the studio the session works
 * in and their role there. The one place it is made is here, from a membership read on every
 * request with the session itself (sessionByToken) — so a member removed a second ago is refused on their next request — and services
 * take it instead of a bare id: a service cannot be called with an id nobody checked. Every
 * query on studio data filters by `scope.studioId` (server/studio-isolation.test.ts sweeps every
 * `:id` route with another studio's ids).
 */
export interface StudioScope {
  readonly userId: string;
  readonly studioId: string;
  readonly role: StudioRole;
  readonly apiToken?: undefined;
  readonly [scopeBrand]: true;
}

/**
 * Whose data a request made with an API token may touch (R-API-2, decision 097): the token's
 * studio, as the studio — no person, no role. Made only by the bearer check
 * (server/features/api-tokens/bearer.ts) from the token's row; the services the public API
 * reaches take `StudioAccess`, so a service that needs a person cannot be handed one.
 */
export interface ApiScope {
  readonly studioId: string;
  readonly apiToken: { readonly id: string; readonly name: string; readonly scope: ApiTokenScope };
  readonly userId?: undefined;
  readonly [scopeBrand]: true;
}

/** A member's scope or a token's: what the services the public API shares with the app take. */
export type StudioAccess = StudioScope | ApiScope;

export const apiScope = (studioId: string, apiToken: ApiScope["apiToken"]) => ({ studioId, apiToken }) as ApiScope;

/** Who a write records as its author: a person, or the API token (R-STUDIO-6, R-API-2). */
export function authorOf(scope: StudioAccess): { userId: string | null; apiTokenId: string | null } {
  return scope.apiToken ? { userId: null, apiTokenId: scope.apiToken.id } : { userId: scope.userId, apiTokenId: null };
}

const asScope = (userId: string, studioId: string, role: StudioRole) => ({ userId, studioId, role }) as StudioScope;

/** The user's membership of `studioId` as a scope, or undefined when they are not a member. */
export async function memberScope(db: Db | Tx, userId: string, studioId: string): Promise<StudioScope | undefined> {
  const [row] = await db
    .select({ role: studioMember.role })
    .from(studioMember)
    .where(and(eq(studioMember.userId, userId), eq(studioMember.studioId, studioId)))
    .limit(1);
  return row ? asScope(userId, studioId, row.role) : undefined;
}

/** A live session as the request's one statement reads it (sessionByToken). */
export interface LiveSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  /** The session's studio and the user's role there, when they are still a member of it. */
  studioId: string | null;
  role: StudioRole | null;
}

/**
 * The session whose token the request's signed cookie carries, when it exists and has not
 * expired, with the user's membership of the session's studio: one indexed statement, the
 * request's whole check (R-STUDIO-5, decision 089). Read on every request, never cached: a
 * sign-out elsewhere, "end other sessions", a password change or reset, a deleted account (the
 * session rows go with it) or a member's removal is refused on the very next request, on every
 * process.
 */
export async function sessionByToken(db: Db, token: string, now = new Date()): Promise<LiveSession | undefined> {
  const [live] = await sessionStatement(db).execute({ token, now: now.toISOString() });
  return live;
}

/** sessionByToken's statement, prepared once per database under a name (decision 089). */
const sessionStatement = preparedPerDatabase((db) =>
  db
    .select({ sessionId: session.id, userId: session.userId, expiresAt: session.expiresAt, studioId: studioMember.studioId, role: studioMember.role })
    .from(session)
    .leftJoin(studioMember, and(eq(studioMember.studioId, session.activeStudioId), eq(studioMember.userId, session.userId)))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("prancheta_session_by_token"),
);

/**
 * The scope of a live session: its studio when the user is still a member of it; otherwise the
 * user's own studio, or the oldest they belong to, or — with none left — a new personal one,
 * which the session then works in. Undefined when the user row is gone.
 */
export async function scopeOf(db: Db, live: LiveSession): Promise<StudioScope | undefined> {
  const { userId, sessionId } = live;
  if (live.studioId && live.role) return asScope(userId, live.studioId, live.role);

  // Rare (a removal or a deletion since the last request): one transaction with the user's row
  // locked, so parallel requests of that user agree on one studio instead of each making one.
  const fallback = await db.transaction(async (tx) => {
    const [account] = await tx.select({ name: user.name, createdAt: user.createdAt }).from(user).where(eq(user.id, userId)).for("no key update");
    if (!account) return undefined;
    const [first] = await tx
      .select({ studioId: studioMember.studioId, role: studioMember.role })
      .from(studioMember)
      .where(eq(studioMember.userId, userId))
      .orderBy(sql`${studioMember.role} = 'owner' desc`, asc(studioMember.createdAt), asc(studioMember.id))
      .limit(1);
    const chosen = first ?? { ...(await createPersonalStudio(tx, { userId, name: account.name, trialEndsAt: trialEndFrom(account.createdAt) })), role: "owner" as const };
    await tx.update(session).set({ activeStudioId: chosen.studioId }).where(eq(session.id, sessionId));
    return chosen;
  });
  return fallback && asScope(userId, fallback.studioId, fallback.role);
}

/** Makes `studioId` the session's studio, when the user is a member of it. */
export async function switchStudio(db: Db, { userId, sessionId, studioId }: { userId: string; sessionId: string; studioId: string }) {
  const scope = await memberScope(db, userId, studioId);
  if (!scope) return undefined;
  await db.update(session).set({ activeStudioId: studioId }).where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  return scope;
}
