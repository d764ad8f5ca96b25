import { randomUUID } from "node:crypto";
import type { NotificationKind } from "#domain/notifications.schema";
import { eq } from "drizzle-orm";
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
  const [row] = await db.select({ id: notification.id, emailedAt: notification.emailedAt }).from(notification).where(eq(notification.key, input.key));
  if (row && !row.emailedAt) {
    const [person] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, input.userId));
    if (person) {
      // Awaited and thrown: the job is retried, and the retry finds the notice without its e-mail.
      await mailer.deliver(notificationEmail({ to: person.email, name: person.name, title: input.title, body: input.body, url: new URL(input.link, baseUrl).toString() }));
    }
    await db.update(notification).set({ emailedAt: new Date() }).where(eq(notification.id, row.id));
  }
  return inserted.length > 0;
}
