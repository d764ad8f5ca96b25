import { and, count, eq, inArray, like, ne, or } from "drizzle-orm";
import type { AccountDeletionPreview } from "#domain/profile.schema";
import type { Passwords } from "#server/auth/passwords";
import { signInCountersOf } from "#server/auth/sign-in-throttle";
import type { Db } from "#server/db/client";
import { project, rateLimit, storedFile, studio, studioInvitation, studioMember, suggestion, user, verification } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import type { FileStorage } from "#server/storage/file-storage";
import { assertPassword } from "./credentials";

/**
 * What deleting the account takes with it (R-PROFILE-5): the studios the person owns alone go
 * whole; a studio they own with other people blocks the deletion until they hand it over (its
 * team would lose their work); from other people's studios they simply leave.
 */
export async function deletionPreview({ db, userId }: { db: Db; userId: string }): Promise<AccountDeletionPreview> {
  const mine = await db
    .select({ id: studio.id, name: studio.name, role: studioMember.role })
    .from(studioMember)
    .innerJoin(studio, eq(studio.id, studioMember.studioId))
    .where(eq(studioMember.userId, userId));
  const preview: AccountDeletionPreview = { studios: [], blocking: [], memberships: [] };
  for (const s of mine) {
    if (s.role !== "owner") {
      preview.memberships.push({ id: s.id, name: s.name });
      continue;
    }
    const [members] = await db.select({ n: count() }).from(studioMember).where(eq(studioMember.studioId, s.id));
    if ((members?.n ?? 0) > 1) {
      preview.blocking.push({ id: s.id, name: s.name, members: members?.n ?? 0 });
      continue;
    }
    const [projects] = await db.select({ n: count() }).from(project).where(eq(project.studioId, s.id));
    const [files] = await db.select({ n: count() }).from(storedFile).where(eq(storedFile.studioId, s.id));
    preview.studios.push({ id: s.id, name: s.name, projects: projects?.n ?? 0, files: files?.n ?? 0 });
  }
  return preview;
}

export function blockingMessage(names: string[]): string {
  const list = names.map((n) => `“${n}”`).join(", ");
  return `Antes de excluir sua conta, transfira a propriedade ${names.length === 1 ? "do estúdio" : "dos estúdios"} ${list} para outra pessoa da equipe (em Configurações → Equipe).`;
}

/**
 * Deletes the account, after its password: the studios it owns alone (with everything in them,
 * by the database's cascades), the person (sessions, sign-in methods, memberships, conversations,
 * a pending e-mail change, reminders, custom tabs, notifications, calendar addresses), the
 * suggestions they sent (the name they typed and the text: the team's triage goes with them), the
 * invitations of other studios they accepted or that were closed at their address (their
 * e-mail), the reset links and rate-limit counters keyed by them, and then the stored files'
 * bytes. Records the person made in other studios stay there, the studio's work, with no name:
 * the screens say "Ex-membro" (R-PROFILE-5).
 */
export async function deleteAccount({ db, passwords, storage, userId, password }: { db: Db; passwords: Passwords; storage: FileStorage; userId: string; password: string }): Promise<void> {
  await assertPassword({ db, passwords, userId, password, field: "password" });
  const keys = await db.transaction(async (tx) => {
    // The person's owned studios are locked, then read again: a member who joins meanwhile (the
    // new studio_member row's foreign key takes a key-share lock on the studio) either made it
    // shared already or waits for this transaction.
    await tx
      .select({ id: studio.id })
      .from(studio)
      .innerJoin(studioMember, eq(studioMember.studioId, studio.id))
      .where(and(eq(studioMember.userId, userId), eq(studioMember.role, "owner")))
      .for("update", { of: studio });
    const preview = await deletionPreview({ db: tx, userId });
    if (preview.blocking.length > 0) throw new AppError("conflict", 409, blockingMessage(preview.blocking.map((b) => b.name)));
    const owned = preview.studios.map((s) => s.id);
    const [me] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const files = owned.length > 0 ? await tx.select({ key: storedFile.storageKey }).from(storedFile).where(inArray(storedFile.studioId, owned)) : [];
    if (owned.length > 0) await tx.delete(studio).where(inArray(studio.id, owned));
    await tx.delete(suggestion).where(eq(suggestion.userId, userId));
    await tx
      .delete(studioInvitation)
      .where(or(eq(studioInvitation.acceptedBy, userId), me ? and(eq(studioInvitation.email, me.email), ne(studioInvitation.status, "pending")) : undefined));
    await tx.delete(verification).where(eq(verification.value, userId));
    // The sign-in counters are keyed by the e-mail's hash: the strangers' one and each known device's (decision 064).
    await tx.delete(rateLimit).where(or(like(rateLimit.key, `%:${userId}`), me ? signInCountersOf(me.email) : undefined));
    await tx.delete(user).where(eq(user.id, userId));
    return files.map((f) => f.key);
  });
  // After the commit: bytes whose rows are gone. A failure here leaves an orphan file, never a
  // row pointing at nothing; the log says which.
  await Promise.all(keys.map((key) => storage.delete(key)));
}
