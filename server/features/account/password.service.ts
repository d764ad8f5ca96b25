import { and, eq, like, ne } from "drizzle-orm";
import type { Passwords } from "#server/auth/passwords";
import type { Db } from "#server/db/client";
import { account, emailChange, session, user, verification } from "#server/db/schema";
import { assertPassword } from "./credentials";

/**
 * Changes the password (R-PROFILE-2) and ends every other session of the person: a stolen
 * session elsewhere stops working, while this one (and its active studio) stays. A pending e-mail
 * change and unused reset links are cancelled too (they may be the thief's), and so is every
 * sign-in device cookie signed for the old password (decision 064). Returns how many sessions
 * were ended and the sign-in e-mail (for this browser's new device cookie).
 */
export async function changePassword({
  db,
  passwords,
  userId,
  sessionId,
  currentPassword,
  newPassword,
}: {
  db: Db;
  passwords: Passwords;
  userId: string;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}): Promise<{ endedSessions: number; email: string }> {
  const { accountId } = await assertPassword({ db, passwords, userId, password: currentPassword, field: "currentPassword" });
  const hash = await passwords.hash(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, accountId));
    // Whoever knew the old password may have asked for an e-mail change or a reset link: both go.
    await tx.delete(emailChange).where(eq(emailChange.userId, userId));
    await tx.delete(verification).where(and(like(verification.identifier, "reset-password%"), eq(verification.value, userId)));
    const ended = await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId))).returning({ id: session.id });
    const [me] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return { endedSessions: ended.length, email: me!.email };
  });
}
