import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import { planOrDefault } from "#domain/plans";
import { canInviteAs, canManageMembers, invitationExpiry, ROLE_LABELS } from "#domain/studios";
import type { Invitation, InvitationInput, InvitationPreview, InvitationState } from "#domain/studios.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { session, studio, studioInvitation, studioMember, user } from "#server/db/schema";
import { unauthorized } from "#server/lib/errors";
import type { Mailer } from "#server/mail/mailer";
import { invitationEmail } from "#server/mail/templates";
import { conflict, forbidden, invitationNotFound, ONLY_MANAGERS, seatsExhausted } from "./studio-errors";
import { invitationToApi, seatsUsed } from "./studios.service";

/** The link carries the token; the table only its SHA-256, so a copy of it opens nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** dd/MM/yyyy in Brasília time: how the e-mail states the link's last day. */
const brDate = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" });

const isUniqueViolation = (err: unknown) => typeof err === "object" && err !== null && "code" in err && (err as { code: unknown }).code === "23505";

const ALREADY_INVITED = "Já existe um convite pendente para este e-mail. Cancele-o para enviar outro.";

/**
 * Invites an e-mail into the studio (owner and admins), within the plan's seats: members plus
 * open invitations. The studio's row is locked (FOR UPDATE) while counting, so two invitations
 * racing for the last seat are counted one after the other: one wins, the other is a 402. The
 * e-mail goes out after the commit, with a single-use link valid for 7 days.
 */
export async function invite({
  db,
  mailer,
  baseUrl,
  scope,
  input,
  now = new Date(),
}: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  scope: StudioScope;
  input: Required<InvitationInput>;
  now?: Date;
}): Promise<Invitation> {
  if (!canManageMembers(scope.role)) throw forbidden(ONLY_MANAGERS);
  if (!canInviteAs(scope.role, input.role)) throw forbidden("Só o proprietário do estúdio pode convidar administradores.");
  const token = randomBytes(32).toString("base64url");
  const email = input.email.toLowerCase();
  let created: { invitation: Invitation; studioName: string; inviterName: string | null };
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx.select({ name: studio.name, plan: studio.plan }).from(studio).where(eq(studio.id, scope.studioId)).for("update");
      if (!row) throw unauthorized();
      const [member] = await tx
        .select({ id: studioMember.id })
        .from(studioMember)
        .innerJoin(user, eq(user.id, studioMember.userId))
        .where(and(eq(studioMember.studioId, scope.studioId), eq(user.email, email)))
        .limit(1);
      if (member) throw conflict("Esta pessoa já faz parte do estúdio.");
      // An expired invitation frees its seat and its e-mail.
      await tx
        .update(studioInvitation)
        .set({ status: "expired", closedAt: now })
        .where(and(eq(studioInvitation.studioId, scope.studioId), eq(studioInvitation.status, "pending"), lte(studioInvitation.expiresAt, now)));
      const [pending] = await tx
        .select({ id: studioInvitation.id })
        .from(studioInvitation)
        .where(and(eq(studioInvitation.studioId, scope.studioId), eq(studioInvitation.email, email), eq(studioInvitation.status, "pending")))
        .limit(1);
      if (pending) throw conflict(ALREADY_INVITED);
      const limit = planOrDefault(row.plan).quotas.users;
      if (limit !== null && (await seatsUsed({ db: tx, studioId: scope.studioId, now })) >= limit) throw seatsExhausted(row.plan);

      const [inviter] = await tx.select({ name: user.name }).from(user).where(eq(user.id, scope.userId)).limit(1);
      const [inserted] = await tx
        .insert(studioInvitation)
        .values({
          id: randomUUID(),
          studioId: scope.studioId,
          email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: scope.userId,
          createdAt: now,
          expiresAt: invitationExpiry(now),
        })
        .returning();
      const inviterName = inviter?.name ?? null;
      return { studioName: row.name, inviterName, invitation: invitationToApi(inserted!, inviterName) };
    });
  } catch (err) {
    // Two admins inviting the same e-mail at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw conflict(ALREADY_INVITED);
    throw err;
  }
  const { invitation, studioName, inviterName } = created;
  mailer.send(
    invitationEmail({
      to: invitation.email,
      studioName,
      inviterName,
      roleLabel: ROLE_LABELS[invitation.role],
      url: `${baseUrl}/convite/${token}`,
      expiresOn: brDate.format(new Date(invitation.expiresAt)),
    }),
  );
  return invitation;
}

/** Cancels an open invitation (owner and admins): its link stops working and its seat is free. */
export async function revokeInvitation({ db, scope, id, now = new Date() }: { db: Db; scope: StudioScope; id: string; now?: Date }): Promise<void> {
  if (!canManageMembers(scope.role)) throw forbidden(ONLY_MANAGERS);
  const revoked = await db
    .update(studioInvitation)
    .set({ status: "revoked", closedAt: now })
    .where(and(eq(studioInvitation.id, id), eq(studioInvitation.studioId, scope.studioId), eq(studioInvitation.status, "pending")))
    .returning({ id: studioInvitation.id });
  if (revoked.length === 0) throw invitationNotFound();
}

function stateOf(row: { status: (typeof studioInvitation.$inferSelect)["status"]; expiresAt: Date }, now: Date): InvitationState {
  if (row.status === "pending" && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return row.status;
}

/** What the link's page shows: the studio, who invited, for which e-mail, and whether it still works. */
export async function previewInvitation({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<InvitationPreview> {
  const [found] = await db
    .select({ invitation: studioInvitation, studioName: studio.name, inviterName: user.name })
    .from(studioInvitation)
    .innerJoin(studio, eq(studio.id, studioInvitation.studioId))
    .leftJoin(user, eq(user.id, studioInvitation.invitedBy))
    .where(eq(studioInvitation.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) throw invitationNotFound();
  const i = found.invitation;
  return {
    studioName: found.studioName,
    invitedByName: found.inviterName,
    email: i.email,
    role: i.role,
    expiresAt: i.expiresAt.toISOString(),
    state: stateOf(i, now),
  };
}

const REFUSALS: Record<Exclude<InvitationState, "pending">, string> = {
  expired: "Este convite expirou. Peça um novo a quem convidou você.",
  accepted: "Este convite já foi usado.",
  revoked: "Este convite foi cancelado por quem convidou você.",
};

/**
 * Accepts an invitation with the signed-in account, which must have the invited e-mail. Once:
 * the invitation row is locked and closed in the same transaction that adds the member. The
 * session then works in the new studio.
 */
export async function acceptInvitation({ db, token, userId, sessionId, now = new Date() }: { db: Db; token: string; userId: string; sessionId: string; now?: Date }): Promise<{ studioId: string }> {
  return db.transaction(async (tx) => {
    const [i] = await tx.select().from(studioInvitation).where(eq(studioInvitation.tokenHash, hashToken(token))).for("update");
    if (!i) throw invitationNotFound();
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
    if (!account) throw unauthorized();
    const state = stateOf(i, now);
    if (state !== "pending") throw conflict(REFUSALS[state]);
    if (account.email.toLowerCase() !== i.email) {
      throw forbidden(`Este convite foi enviado para ${i.email}. Entre com esse e-mail para aceitá-lo.`);
    }
    await tx.insert(studioMember).values({ id: randomUUID(), studioId: i.studioId, userId, role: i.role, createdAt: now }).onConflictDoNothing();
    await tx.update(studioInvitation).set({ status: "accepted", closedAt: now, acceptedBy: userId }).where(eq(studioInvitation.id, i.id));
    await tx.update(session).set({ activeStudioId: i.studioId }).where(and(eq(session.id, sessionId), eq(session.userId, userId)));
    return { studioId: i.studioId };
  });
}
