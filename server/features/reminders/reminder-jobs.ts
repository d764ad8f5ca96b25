import { eq } from "drizzle-orm";
import { zonedDate } from "#domain/calendar";
import { PRIORITY_LABELS } from "#domain/reminders";
import { dueDay } from "#domain/reminders.schema";
import { dayBR } from "#domain/days";
import type { Db } from "#server/db/client";
import { reminder } from "#server/db/schema";
import type { JobHandler } from "#server/jobs/runner";
import type { Mailer } from "#server/mail/mailer";
import { notify } from "#server/notifications/notify";

/**
 * `notificar-lembrete` (R-REM-3): on the reminder's day, a notice in Mensagens → Notificações
 * and an e-mail. Nothing when the reminder is gone, done, or due on a later day than the job's
 * clock (it was snoozed past it). The notice's key holds the due day: a retried job notifies
 * once, a snoozed reminder again on its new day.
 */
export function reminderNoticeHandler({ db, mailer, baseUrl }: { db: Db; mailer: Mailer; baseUrl: string }): JobHandler {
  return async ({ job, now, logger }) => {
    const id = (job.payload as { reminderId?: unknown }).reminderId;
    if (typeof id !== "string") {
      logger.warn({ job: job.id }, "job de lembrete sem reminderId");
      return;
    }
    const [row] = await db.select().from(reminder).where(eq(reminder.id, id)).limit(1);
    if (!row || row.doneAt) return;
    const day = dueDay(row);
    if (day > zonedDate(now, row.timeZone)) return;
    const body = [`Data: ${dayBR(day)} · Prioridade: ${PRIORITY_LABELS[row.priority]}`, row.description ?? ""].filter(Boolean).join("\n");
    await notify(
      { db, mailer, baseUrl },
      {
        studioId: row.studioId,
        userId: row.userId,
        kind: "lembrete",
        title: `Lembrete: ${row.title}`,
        body,
        link: "/dashboard/lembretes",
        key: `lembrete:${row.id}:${day}`,
      },
    );
  };
}
