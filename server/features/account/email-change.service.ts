import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, ne } from "drizzle-orm";
import type { Passwords } from "#server/auth/passwords";
import type { Db } from "#server/db/client";
import { emailChange, user, verification } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import type { Mailer } from "#server/mail/mailer";
import { emailChangeEmail, emailChangeNotice } from "#server/mail/templates";
import { assertPassword } from "./credentials";

/** The confirmation link lasts a day. */
export const EMAIL_CHANGE_HOURS = 24;
/** The page the link opens (web/app/router.tsx), which posts the token to /api/account/email/confirm. */
export const EMAIL_CONFIRM_PATH = "/confirmar-email";

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const taken = () => new AppError("validation_error", 422, "Este e-mail já é usado por outra conta.", { newEmail: "Este e-mail já é usado por outra conta." });
export const invalidLink = () => new AppError("not_found", 404, "Link de confirmação inválido, já usado ou vencido. Peça a troca de e-mail de novo nas Configurações.");

async function emailTaken(db: Db, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(and(eq(user.email, email), ne(user.id, exceptUserId)));
  return Boolean(row);
}

/**
 * Asks to change the sign-in e-mail (R-PROFILE-1): the current password, then a link to the new
 * address. Nothing changes until the link is opened; a new request replaces the pending one.
 */
export async function requestEmailChange({
  db,
  passwords,
  mailer,
  baseUrl,
  now = new Date(),
  userId,
  newEmail,
  currentPassword,
}: {
  db: Db;
  passwords: Passwords;
  mailer: Mailer;
  baseUrl: string;
  now?: Date;
  userId: string;
  newEmail: string;
  currentPassword: string;
}): Promise<{ pendingEmail: string }> {
  await assertPassword({ db, passwords, userId, password: currentPassword, field: "currentPassword" });
  const [me] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!me) throw new AppError("not_found", 404, "Conta não encontrada.");
  if (me.email === newEmail) throw new AppError("validation_error", 422, "Este já é o seu e-mail.", { newEmail: "Este já é o seu e-mail." });
  if (await emailTaken(db, newEmail, userId)) throw taken();
  const token = randomBytes(32).toString("base64url");
  const row = { newEmail, tokenHash: hashOf(token), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000), createdAt: now };
  await db
    .insert(emailChange)
    .values({ id: randomUUID(), userId, ...row })
    .onConflictDoUpdate({ target: emailChange.userId, set: row });
  const url = `${baseUrl}${EMAIL_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  mailer.send(emailChangeEmail({ to: newEmail, name: me.name, url, oldEmail: me.email }));
  // The old address hears of it too: if the request was not theirs, changing the password cancels it.
  mailer.send(emailChangeNotice({ to: me.email, name: me.name, newEmail }));
  return { pendingEmail: newEmail };
}

/** Opens the link: the account's e-mail becomes the new one (verified, since the link reached it). */
export async function confirmEmailChange({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<{ email: string }> {
  const [pending] = await db
    .select()
    .from(emailChange)
    .where(and(eq(emailChange.tokenHash, hashOf(token)), gt(emailChange.expiresAt, now)));
  if (!pending) throw invalidLink();
  if (await emailTaken(db, pending.newEmail, pending.userId)) throw taken();
  await db.transaction(async (tx) => {
    await tx.update(user).set({ email: pending.newEmail, emailVerified: true, updatedAt: now }).where(eq(user.id, pending.userId));
    await tx.delete(emailChange).where(eq(emailChange.id, pending.id));
    // Reset links sent to the old address must not outlive it.
    await tx.delete(verification).where(and(like(verification.identifier, "reset-password%"), eq(verification.value, pending.userId)));
  });
  return { email: pending.newEmail };
}

export async function cancelEmailChange({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db.delete(emailChange).where(eq(emailChange.userId, userId));
}
