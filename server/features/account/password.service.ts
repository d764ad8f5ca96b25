import { and, eq, ne } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "#server/db/client";
import { account, session } from "#server/db/schema";
import { assertPassword } from "./credentials";

/**
 * Changes the password (R-PROFILE-2) and ends every other session of the person: a stolen
 * session elsewhere stops working, while this one (and its active studio) stays. Returns how
 * many sessions were ended.
 */
export async function changePassword(db: Db, { userId, sessionId, currentPassword, newPassword }: { userId: string; sessionId: string; currentPassword: string; newPassword: string }): Promise<number> {
  const { accountId } = await assertPassword(db, userId, currentPassword, "currentPassword");
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, accountId));
    const ended = await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId))).returning({ id: session.id });
    return ended.length;
  });
}
