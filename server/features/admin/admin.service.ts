import { and, asc, desc, eq, sql } from "drizzle-orm";
import { planById } from "#domain/plans";
import type { AdminUpgradeRequest } from "#domain/studios.schema";
import { toSuggestion, type AdminSuggestion } from "#domain/suggestions.schema";
import type { Db } from "#server/db/client";
import { studio, studioMember, suggestion, upgradeRequest, user } from "#server/db/schema";
import { personRef } from "#server/lib/authorship";
import { AppError } from "#server/lib/errors";
import type { Mailer } from "#server/mail/mailer";
import { planGrantedEmail } from "#server/mail/templates";
import { alias } from "drizzle-orm/pg-core";

export const requestNotFound = () => new AppError("not_found", 404, "Pedido não encontrado.");

const requester = alias(user, "requester");
const owner = alias(user, "owner");
const granter = alias(user, "granter");
const ownerMember = alias(studioMember, "owner_member");

const memberCount = sql<number>`(select count(*) from ${studioMember} where ${studioMember.studioId} = ${studio.id})`.mapWith(Number);

/** Requests with their studio, who asked, the studio's owner and who granted: one query. */
function selectRequests(db: Db) {
  return db
    .select({
      request: upgradeRequest,
      studio: { id: studio.id, name: studio.name, plan: studio.plan, members: memberCount },
      requesterName: requester.name,
      requesterEmail: requester.email,
      ownerName: owner.name,
      ownerEmail: owner.email,
      granterName: granter.name,
    })
    .from(upgradeRequest)
    .innerJoin(studio, eq(studio.id, upgradeRequest.studioId))
    .leftJoin(requester, eq(requester.id, upgradeRequest.requestedBy))
    .leftJoin(ownerMember, and(eq(ownerMember.studioId, studio.id), eq(ownerMember.role, "owner")))
    .leftJoin(owner, eq(owner.id, ownerMember.userId))
    .leftJoin(granter, eq(granter.id, upgradeRequest.grantedBy));
}
type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>["where"]>>[number];

function toApi(r: RequestRow): AdminUpgradeRequest {
  const ref = (name: string | null, email: string | null) => (name !== null && email !== null ? { name, email } : null);
  return {
    id: r.request.id,
    plan: r.request.plan,
    status: r.request.status,
    createdAt: r.request.createdAt.toISOString(),
    studio: { ...r.studio, plan: planById(r.studio.plan)?.id ?? "esboco" },
    requestedBy: ref(r.requesterName, r.requesterEmail),
    owner: ref(r.ownerName, r.ownerEmail),
    grantedAt: r.request.grantedAt?.toISOString() ?? null,
    grantedBy: personRef(r.request.grantedBy, r.granterName),
  };
}

/** Pending upgrade requests of every studio, oldest first (the team's queue). */
export async function listPendingRequests({ db }: { db: Db }): Promise<AdminUpgradeRequest[]> {
  const rows = await selectRequests(db).where(eq(upgradeRequest.status, "pending")).orderBy(asc(upgradeRequest.createdAt), asc(upgradeRequest.id));
  // A request for a plan the catalogue no longer has cannot be granted as such.
  return rows.filter((r) => planById(r.request.plan) !== undefined).map(toApi);
}

/**
 * Grants the requested plan to its studio (R-STUDIO-4): the studio's plan changes, recorded with
 * who and when; the request is done; the owner is told by e-mail (and on the plans page, which
 * reads the studio's planGrantedAt). The request row is locked: two clicks grant once.
 */
export async function grantRequest({
  db,
  mailer,
  baseUrl,
  adminId,
  id,
  now = new Date(),
}: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  adminId: string;
  id: string;
  now?: Date;
}): Promise<AdminUpgradeRequest> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(upgradeRequest).where(eq(upgradeRequest.id, id)).for("update");
    if (!row) throw requestNotFound();
    if (row.status !== "pending") throw new AppError("conflict", 409, "Este pedido já foi atendido.");
    const plan = planById(row.plan);
    if (!plan?.isActive) throw new AppError("conflict", 409, "Este plano não está disponível para liberar.");
    await tx.update(studio).set({ plan: plan.id, planGrantedAt: now, planGrantedBy: adminId, updatedAt: now }).where(eq(studio.id, row.studioId));
    await tx.update(upgradeRequest).set({ status: "granted", grantedAt: now, grantedBy: adminId }).where(eq(upgradeRequest.id, row.id));
    // The studio's other open requests are answered by this one: a later click on a stale row
    // must not move the studio to another plan.
    await tx
      .update(upgradeRequest)
      .set({ status: "superseded" })
      .where(and(eq(upgradeRequest.studioId, row.studioId), eq(upgradeRequest.status, "pending")));
  });
  const [granted] = await selectRequests(db).where(eq(upgradeRequest.id, id)).limit(1);
  const result = toApi(granted!);
  if (result.owner) {
    mailer.send(
      planGrantedEmail({
        to: result.owner.email,
        name: result.owner.name,
        studioName: result.studio.name,
        planName: planById(result.plan)!.name,
        url: `${baseUrl}/dashboard/planos`,
      }),
    );
  }
  return result;
}

/** The newest suggestions the team's page lists (R-SUGG-3). */
export const ADMIN_SUGGESTIONS_LIMIT = 200;

const sender = alias(user, "sender");

/**
 * Every studio's suggestions, newest first, with their triage, who sent them and from which
 * studio while the account and the studio exist (R-SUGG-3).
 */
export async function listSuggestions({ db }: { db: Db }): Promise<AdminSuggestion[]> {
  const rows = await db
    .select({ row: suggestion, senderName: sender.name, senderEmail: sender.email, studioId: studio.id, studioName: studio.name })
    .from(suggestion)
    .leftJoin(sender, eq(sender.id, suggestion.userId))
    .leftJoin(studio, eq(studio.id, suggestion.studioId))
    .orderBy(desc(suggestion.createdAt), desc(suggestion.id))
    .limit(ADMIN_SUGGESTIONS_LIMIT);
  return rows.map(({ row, senderName, senderEmail, studioId, studioName }) => ({
    ...toSuggestion(row),
    sender: senderName !== null && senderEmail !== null ? { name: senderName, email: senderEmail } : null,
    studio: studioId !== null && studioName !== null ? { id: studioId, name: studioName } : null,
  }));
}

/** Whether the signed-in user is one of the team (ADMIN_EMAILS). */
export async function isAdmin({ db, userId, adminEmails }: { db: Db; userId: string; adminEmails: readonly string[] }): Promise<boolean> {
  if (adminEmails.length === 0) return false;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row !== undefined && adminEmails.includes(row.email.toLowerCase());
}

