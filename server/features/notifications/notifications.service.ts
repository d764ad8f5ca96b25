import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { NotificationList } from "#domain/notifications.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { notification } from "#server/db/schema";
import { AppError } from "#server/lib/errors";

export const notificationNotFound = () => new AppError("not_found", 404, "Notificação não encontrada.");

/** The person's notices in the active studio (R-NOTIF-1). */
const mine = (scope: StudioScope) => and(eq(notification.userId, scope.userId), eq(notification.studioId, scope.studioId));

export async function listNotifications({ db, scope, limit = 20 }: { db: Db; scope: StudioScope; limit?: number | undefined }): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(notification).where(mine(scope)).orderBy(desc(notification.createdAt), desc(notification.id)).limit(limit),
    db.select({ n: count() }).from(notification).where(and(mine(scope), isNull(notification.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

export async function markRead({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const found = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.id, id), mine(scope)))
    .returning({ id: notification.id });
  if (found.length === 0) throw notificationNotFound();
}

export async function markAllRead({ db, scope }: { db: Db; scope: StudioScope }): Promise<void> {
  await db.update(notification).set({ readAt: new Date() }).where(and(mine(scope), isNull(notification.readAt)));
}
