import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { planOrDefault } from "#domain/plans";
import { canManageMembers, canRemove, canRename, isOwner, type AssignableRole } from "#domain/studios";
import type { Invitation, Member, Studio } from "#domain/studios.schema";
import { memberScope, type StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { project, studio, studioInvitation, studioMember, user } from "#server/db/schema";
import { personRef } from "#server/lib/authorship";
import { conflict, forbidden, memberNotFound, ONLY_MANAGERS, ONLY_OWNER, studioGone } from "./studio-errors";


/** The owner first, then admins, then members; by name within each. */
const ROLE_ORDER = sql`case ${studioMember.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

/** Members plus invitations still open: what the plan's seats count (R-STUDIO-3). */
export async function seatsUsed({ db, studioId, now }: { db: Db | Tx; studioId: string; now: Date }): Promise<number> {
  const [members] = await db.select({ n: count() }).from(studioMember).where(eq(studioMember.studioId, studioId));
  const [pending] = await db
    .select({ n: count() })
    .from(studioInvitation)
    .where(and(eq(studioInvitation.studioId, studioId), eq(studioInvitation.status, "pending"), gt(studioInvitation.expiresAt, now)));
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

/** An invitation row as the API shows it. */
export function invitationToApi(i: typeof studioInvitation.$inferSelect, inviterName: string | null): Invitation {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    invitedBy: personRef(i.invitedBy, inviterName),
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
  };
}

async function listMembers(db: Db | Tx, studioId: string): Promise<Member[]> {
  const rows = await db
    .select({ id: studioMember.id, userId: studioMember.userId, name: user.name, email: user.email, role: studioMember.role, since: studioMember.createdAt })
    .from(studioMember)
    .innerJoin(user, eq(user.id, studioMember.userId))
    .where(eq(studioMember.studioId, studioId))
    .orderBy(ROLE_ORDER, asc(user.name), asc(studioMember.id));
  return rows.map((r) => ({ ...r, since: r.since.toISOString() }));
}

/** The active studio: plan, seats, team and (for those who manage it) the open invitations. */
export async function getStudio({ db, scope, now = new Date() }: { db: Db | Tx; scope: StudioScope; now?: Date }): Promise<Studio> {
  const [row] = await db.select().from(studio).where(eq(studio.id, scope.studioId)).limit(1);
  if (!row) throw studioGone();
  const plan = planOrDefault(row.plan);
  const members = await listMembers(db, row.id);
  const invitations = canManageMembers(scope.role)
    ? await db
        .select({ invitation: studioInvitation, inviterName: user.name })
        .from(studioInvitation)
        .leftJoin(user, eq(user.id, studioInvitation.invitedBy))
        .where(and(eq(studioInvitation.studioId, row.id), eq(studioInvitation.status, "pending"), gt(studioInvitation.expiresAt, now)))
        .orderBy(asc(studioInvitation.createdAt), asc(studioInvitation.id))
    : [];
  return {
    id: row.id,
    name: row.name,
    role: scope.role,
    plan: plan.id,
    trialEndsAt: row.trialEndsAt.toISOString(),
    seats: { used: await seatsUsed({ db, studioId: row.id, now }), limit: plan.quotas.users },
    members,
    invitations: invitations.map(({ invitation, inviterName }) => invitationToApi(invitation, inviterName)),
  };
}

export async function renameStudio({ db, scope, name }: { db: Db; scope: StudioScope; name: string }): Promise<Studio> {
  if (!canRename(scope.role)) throw forbidden(ONLY_MANAGERS);
  await db.update(studio).set({ name, updatedAt: new Date() }).where(eq(studio.id, scope.studioId));
  return getStudio({ db, scope });
}

/** Everyone keeps at least one studio: a new one would come with the trial's allowance unused. */
async function assertNotOnlyStudio(db: Db | Tx, userId: string, message: string): Promise<void> {
  const [memberships] = await db.select({ n: count() }).from(studioMember).where(eq(studioMember.userId, userId));
  if ((memberships?.n ?? 0) <= 1) throw conflict(message);
}

/**
 * The caller's role read again once the studio row is locked: a transfer that committed while
 * this request waited must not leave a former owner deleting or handing over the studio.
 */
async function lockAsOwner(tx: Tx, scope: StudioScope): Promise<void> {
  const [row] = await tx.select({ id: studio.id }).from(studio).where(eq(studio.id, scope.studioId)).for("update");
  if (!row) throw studioGone();
  const now = await memberScope(tx, scope.userId, scope.studioId);
  if (!now || !isOwner(now.role)) throw forbidden(ONLY_OWNER);
}

/**
 * Deletes the studio and all its work (owner only; not their only studio). Projects go first:
 * their foreign key to their client is RESTRICT, and one statement cascading to both tables may
 * reach a client first. Sessions working in it fall back to another studio of their user on
 * their next request.
 */
export async function deleteStudio({ db, scope }: { db: Db; scope: StudioScope }): Promise<void> {
  if (!isOwner(scope.role)) throw forbidden(ONLY_OWNER);
  await db.transaction(async (tx) => {
    await lockAsOwner(tx, scope);
    await assertNotOnlyStudio(
      tx,
      scope.userId,
      "Este é o seu único estúdio, por isso não pode ser excluído. Você pode renomeá-lo ou excluir os clientes e projetos que não quer manter.",
    );
    await tx.delete(project).where(eq(project.studioId, scope.studioId));
    await tx.delete(studio).where(eq(studio.id, scope.studioId));
  });
}

async function findMember(db: Db | Tx, studioId: string, memberId: string) {
  const [row] = await db
    .select({ id: studioMember.id, userId: studioMember.userId, role: studioMember.role })
    .from(studioMember)
    .where(and(eq(studioMember.id, memberId), eq(studioMember.studioId, studioId)))
    .limit(1);
  if (!row) throw memberNotFound();
  return row;
}

/**
 * Removes someone from the studio: the owner removes anyone else, an admin plain members. What
 * they wrote stays, under their name. Their next request no longer reaches the studio (the scope
 * is read per request).
 */
export async function removeMember({ db, scope, memberId }: { db: Db; scope: StudioScope; memberId: string }): Promise<void> {
  if (!canManageMembers(scope.role)) throw forbidden(ONLY_MANAGERS);
  const target = await findMember(db, scope.studioId, memberId);
  if (target.userId === scope.userId) throw conflict("Para sair do estúdio, use \"Sair do estúdio\".");
  if (!canRemove(scope.role, target.role)) {
    throw forbidden(target.role === "owner" ? "O proprietário não pode ser removido do estúdio." : "Só o proprietário pode remover um administrador.");
  }
  await db.delete(studioMember).where(and(eq(studioMember.id, target.id), eq(studioMember.studioId, scope.studioId)));
}

export async function changeRole({ db, scope, memberId, role }: { db: Db; scope: StudioScope; memberId: string; role: AssignableRole }): Promise<Member> {
  if (!isOwner(scope.role)) throw forbidden(ONLY_OWNER);
  return db.transaction(async (tx) => {
    await lockAsOwner(tx, scope);
    const target = await findMember(tx, scope.studioId, memberId);
    if (target.role === "owner") throw conflict("Para mudar o proprietário, use \"Transferir propriedade\".");
    await tx.update(studioMember).set({ role }).where(and(eq(studioMember.id, target.id), eq(studioMember.studioId, scope.studioId)));
    const member = (await listMembers(tx, scope.studioId)).find((m) => m.id === target.id);
    if (!member) throw memberNotFound();
    return member;
  });
}

/** Leaves the studio; the owner cannot (they transfer ownership first). */
export async function leaveStudio({ db, scope }: { db: Db; scope: StudioScope }): Promise<void> {
  if (isOwner(scope.role)) {
    throw conflict("Você é o proprietário deste estúdio. Transfira a propriedade para outro membro antes de sair.");
  }
  await assertNotOnlyStudio(db, scope.userId, "Este é o seu único estúdio: não é possível sair dele.");
  await db.delete(studioMember).where(and(eq(studioMember.studioId, scope.studioId), eq(studioMember.userId, scope.userId)));
}

/** The owner hands the studio to another member and becomes an admin. */
export async function transferOwnership({ db, scope, memberId }: { db: Db; scope: StudioScope; memberId: string }): Promise<Studio> {
  if (!isOwner(scope.role)) throw forbidden(ONLY_OWNER);
  return db.transaction(async (tx) => {
    await lockAsOwner(tx, scope);
    const target = await findMember(tx, scope.studioId, memberId);
    if (target.userId === scope.userId) throw conflict("Você já é o proprietário deste estúdio.");
    // Demote first: the database keeps one owner per studio (a unique partial index).
    await tx.update(studioMember).set({ role: "admin" }).where(and(eq(studioMember.studioId, scope.studioId), eq(studioMember.userId, scope.userId)));
    await tx.update(studioMember).set({ role: "owner" }).where(eq(studioMember.id, target.id));
    const asAdmin = await memberScope(tx, scope.userId, scope.studioId);
    return getStudio({ db: tx, scope: asAdmin! });
  });
}
