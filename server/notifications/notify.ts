import { randomUUID } from "node:crypto";
import type { NotificationKind } from "#domain/notifications.schema";
import { and, eq, isNull } from "drizzle-orm";
import { memberScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { notification, user } from "#server/db/schema";
import type { Mailer } from "#server/mail/mailer";
import { notificationEmail } from "#server/mail/templates";

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
}

export interface NotifyInput {
  studioId: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app, e.g. `/dashboard/calendario?data=2026-11-26`. */
  link: string;
  /** The same notice twice (a retried job) is written and mailed once. */
  key: string;
}

/**
 * Writes a notice to Mensagens → Notificações and mails it (R-NOTIF-1): SMTP when configured, the
 * log otherwise. Jobs call it; the key makes it safe to run again. Returns whether it was new.
 */
export async function notify({ db, mailer, baseUrl }: NotifyDeps, input: NotifyInput): Promise<boolean> {
  // Someone who left the studio is told nothing more of it.
  if (!(await memberScope(db, input.userId, input.studioId))) return false;
  const inserted = await db
    .insert(notification)
    .values({ id: randomUUID(), ...input })
    .onConflictDoNothing({ target: notification.key })
    .returning({ id: notification.id });
  // The e-mail is claimed in one statement (emailed_at set only if still empty): two runs of the
  // same job — a lease that ran out while SMTP was slow — cannot both send it. If sending fails the
  // claim is given back and the error thrown, so the job's retry sends it. A process that dies
  // mid-send loses that e-mail (the notice stays in the app): at most one e-mail, never two.
  const [claimed] = await db
    .update(notification)
    .set({ emailedAt: new Date() })
    .where(and(eq(notification.key, input.key), isNull(notification.emailedAt)))
    .returning({ id: notification.id });
  if (claimed) {
    const [person] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, input.userId));
    if (person) {
      try {
        await mailer.deliver(notificationEmail({ to: person.email, name: person.name, title: input.title, body: input.body, url: new URL(input.link, baseUrl).toString() }));
      } catch (err) {
        await db.update(notification).set({ emailedAt: null }).where(eq(notification.id, claimed.id));
        throw err;
      }
    }
  }
  return inserted.length > 0;
}
