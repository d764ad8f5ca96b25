import { and, eq, inArray, isNotNull, lt, lte, ne, gte } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, LEAD_LABELS, zonedDate } from "#domain/calendar";
import { calendarEvent, job, project, studioMember } from "#server/db/schema";
import type { JobDeps } from "#server/jobs/handlers";
import type { JobContext, JobHandlers } from "#server/jobs/runner";
import { scheduleJob } from "#server/jobs/schedule";
import { notify } from "#server/notifications/notify";
import { dayBR } from "#domain/days";
import { EVENT_JOB } from "./calendar.service";

export const DEADLINE_SWEEP = { kind: "varrer-prazos", key: "varrer-prazos" } as const;
/** How often deadlines are looked at: a deadline's notice is at most this late. */
export const DEADLINE_SWEEP_EVERY_MS = 30 * 60_000;
/** Finished jobs are kept this long (to read what ran), then dropped by the sweep. */
const FINISHED_JOBS_KEPT_MS = 30 * 86_400_000;

const eventPayload = (ctx: JobContext) => ctx.job.payload as { eventId?: string; startsAt?: string };

/**
 * The calendar's jobs (decision 055, R-NOTIF-1): an event's notice at its lead time, and the
 * recurring sweep that notices deadlines due tomorrow and today. It schedules its own next run
 * (the runner leaves a row rescheduled while it runs pending).
 */
export function calendarJobs({ db, mailer, config }: JobDeps): JobHandlers {
  const notifyDeps = { db, mailer, baseUrl: config.baseUrl };
  return {
    async [EVENT_JOB](ctx) {
      const { eventId, startsAt } = eventPayload(ctx);
      if (!eventId) return;
      const [event] = await db.select().from(calendarEvent).where(eq(calendarEvent.id, eventId));
      // Deleted, or moved since this job was scheduled (the move scheduled its own).
      if (!event || event.startsAt.toISOString() !== startsAt || !event.createdBy) return;
      const when = `${dayBR(event.date)} às ${event.time}`;
      await notify(notifyDeps, {
        studioId: event.studioId,
        userId: event.createdBy,
        kind: "evento",
        title: `Evento: ${event.title}`,
        body: `${when} (aviso: ${LEAD_LABELS[event.notification].toLowerCase()}).${event.advice ? `\n\n${event.advice}` : ""}`,
        link: `/dashboard/calendario?data=${event.date}`,
        key: `evento:${event.id}:${startsAt}:${event.notification}`,
      });
    },

    async [DEADLINE_SWEEP.kind](ctx) {
      // The next run first: a failing sweep is tried again at its next time and never stops.
      await scheduleJob(db, { ...DEADLINE_SWEEP, runAt: new Date(ctx.now.getTime() + DEADLINE_SWEEP_EVERY_MS) });
      const today = zonedDate(ctx.now, DEFAULT_TIME_ZONE);
      const tomorrow = zonedDate(new Date(ctx.now.getTime() + 86_400_000), DEFAULT_TIME_ZONE);
      const due = await db
        .select({ id: project.id, name: project.name, studioId: project.studioId, deadline: project.deadline })
        .from(project)
        .where(and(isNotNull(project.deadline), ne(project.status, "concluido"), gte(project.deadline, today), lte(project.deadline, tomorrow)));
      if (due.length > 0) {
        const members = await db
          .select({ studioId: studioMember.studioId, userId: studioMember.userId })
          .from(studioMember)
          .where(inArray(studioMember.studioId, [...new Set(due.map((p) => p.studioId))]));
        for (const p of due) {
          const when = p.deadline === today ? "hoje" : "amanhã";
          for (const m of members.filter((m) => m.studioId === p.studioId)) {
            // One refused e-mail must not keep the other members from their notices: the next
            // sweep finds this notice without its e-mail and sends it (notify's claim).
            await notify(notifyDeps, {
              studioId: p.studioId,
              userId: m.userId,
              kind: "prazo",
              title: `Prazo: ${p.name} vence ${when}`,
              body: `O prazo de entrega do projeto ${p.name} é ${dayBR(p.deadline!)}.`,
              link: `/dashboard/projetos/${p.id}`,
              // One notice the day before and one on the day.
              key: `prazo:${p.id}:${p.deadline}:${when}:${m.userId}`,
            }).catch((err: unknown) => ctx.logger.warn({ err, project: p.id, user: m.userId }, "aviso de prazo sem e-mail; a próxima varredura tenta de novo"));
          }
        }
      }
      await db.delete(job).where(and(inArray(job.status, ["concluido", "falhou"]), lt(job.finishedAt, new Date(ctx.now.getTime() - FINISHED_JOBS_KEPT_MS))));
    },
  };
}
