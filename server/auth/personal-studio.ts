import { randomUUID } from "node:crypto";
import { DEFAULT_PLAN } from "#domain/plans";
import type { Db, Tx } from "#server/db/client";
import { studio, studioMember } from "#server/db/schema";

/**
 * A user's own studio (R-STUDIO-1): named after them, on the trial, with them as owner. Made at
 * sign-up, and again for someone left with no studio at all (they left or it was deleted), whose
 * trial then ends when their first one did: a new studio is not a new trial.
 */
export async function createPersonalStudio(
  db: Db | Tx,
  { userId, name, trialEndsAt, now = new Date() }: { userId: string; name: string; trialEndsAt: Date; now?: Date },
): Promise<{ studioId: string }> {
  const studioId = randomUUID();
  await db.insert(studio).values({ id: studioId, name, plan: DEFAULT_PLAN, trialEndsAt, createdAt: now, updatedAt: now });
  await db.insert(studioMember).values({ id: randomUUID(), studioId, userId, role: "owner", createdAt: now });
  return { studioId };
}
