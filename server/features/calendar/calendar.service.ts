import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, isNotNull, lte, ne, or } from "drizzle-orm";
import { LEAD_MINUTES, zonedToUtc } from "#domain/calendar";
import { monthlyOccurrences } from "#domain/days";
import type { CalendarDeadline, CalendarEvent, CalendarEventValues, CalendarRange, maintenanceAgendaSchema } from "#domain/calendar.schema";
import type { z } from "#domain/zod";

type MaintenanceAgendaValues = z.output<typeof maintenanceAgendaSchema>;
import type { AiEngine } from "#server/ai/engine";
import { authorOf, type StudioAccess, type StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { calendarEvent, client, project } from "#server/db/schema";
import { AppError, validationError } from "#server/lib/errors";
import { cancelJob, scheduleJob } from "#server/jobs/schedule";
import { eventAdvice } from "./calendar-advice";

export const eventNotFound = () => new AppError("not_found", 404, "Evento não encontrado.");

export const EVENT_JOB = "notificar-evento";
export const eventJobKey = (id: string) => `evento:${id}`;

type EventRow = typeof calendarEvent.$inferSelect;
type Executor = Pick<Db, "insert" | "delete">;

export interface CalendarDeps {
  db: Db;
  engine: AiEngine;
  /** The AI rate limit: over it, the advice is the rules' (the event is saved all the same). */
  aiRateLimit?: { max: number; windowSeconds: number };
  /** Injected in tests: decides whether a lead time is already past. */
  clock?: () => Date;
}

function toEvent(row: EventRow, projectName: string | null): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    notification: row.notification,
    project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
    advice: row.advice,
    adviceProvider: row.adviceProvider,
    recurrenceMonths: row.recurrenceMonths,
  };
}

/**
 * A recurring event (decision 080) as one entry per occurrence in the range, each on its own day
 * and instant (the same wall-clock time in the event's zone); a one-off event as itself.
 */
function occurrencesIn(event: CalendarEvent, range: { from: string; to: string }): CalendarEvent[] {
  if (!event.recurrenceMonths) return [event];
  return monthlyOccurrences(event.date, event.recurrenceMonths, range.from, range.to).map((date) => ({
    ...event,
    date,
    startsAt: zonedToUtc(date, event.time, event.timeZone).toISOString(),
  }));
}

/** The project named in an event, when it is one of the studio's (422 otherwise: the body is wrong, not the URL). */
async function projectName(db: Db, scope: StudioAccess, projectId: string | null): Promise<string | null> {
  if (!projectId) return null;
  const [row] = await db.select({ name: project.name }).from(project).where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!row) throw validationError({ projectId: "Projeto não encontrado." });
  return row.name;
}

/**
 * The event's notification job (R-NOTIF-1) at its lead time; a lead time already past still
 * notifies at once while the event is ahead; a past event gets none.
 */
export async function scheduleEventJob({ db, row, now }: { db: Executor; row: Pick<EventRow, "id" | "startsAt" | "notification">; now: Date }): Promise<void> {
  if (row.startsAt <= now) return cancelJob(db, eventJobKey(row.id));
  const at = new Date(row.startsAt.getTime() - LEAD_MINUTES[row.notification] * 60_000);
  await scheduleJob(db, { kind: EVENT_JOB, key: eventJobKey(row.id), runAt: at < now ? now : at, payload: { eventId: row.id, startsAt: row.startsAt.toISOString() } });
}

export async function listRange({ db, scope, range }: { db: Db; scope: StudioAccess; range: { from: string; to: string } }): Promise<CalendarRange> {
  const [events, deadlines] = await Promise.all([
    db
      .select({ event: calendarEvent, projectName: project.name })
      .from(calendarEvent)
      .leftJoin(project, eq(project.id, calendarEvent.projectId))
      .where(
        and(
          eq(calendarEvent.studioId, scope.studioId),
          lte(calendarEvent.date, range.to),
          // A recurring event started before the range may recur inside it.
          or(gte(calendarEvent.date, range.from), isNotNull(calendarEvent.recurrenceMonths)),
        ),
      )
      .orderBy(asc(calendarEvent.date), asc(calendarEvent.time), asc(calendarEvent.createdAt)),
    projectDeadlines({ db, studioId: scope.studioId, range }),
  ]);
  const all = events.flatMap((r) => occurrencesIn(toEvent(r.event, r.projectName), range));
  all.sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date < b.date ? -1 : 1));
  return { events: all, deadlines };
}

/** R-CAL-1: every ongoing project's deadline is on the calendar without being typed there. */
export async function projectDeadlines({ db, studioId, range }: { db: Db; studioId: string; range?: { from: string; to: string } }): Promise<CalendarDeadline[]> {
  const rows = await db
    .select({ id: project.id, name: project.name, deadline: project.deadline, clientId: client.id, clientName: client.name })
    .from(project)
    .innerJoin(client, eq(client.id, project.clientId))
    .where(
      and(
        eq(project.studioId, studioId),
        isNotNull(project.deadline),
        ne(project.status, "concluido"),
        ...(range ? [gte(project.deadline, range.from), lte(project.deadline, range.to)] : []),
      ),
    )
    .orderBy(asc(project.deadline), asc(project.name));
  return rows.map((r) => ({ project: { id: r.id, name: r.name }, client: { id: r.clientId, name: r.clientName }, date: r.deadline! }));
}

export async function getEvent({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<CalendarEvent> {
  const [row] = await db
    .select({ event: calendarEvent, projectName: project.name })
    .from(calendarEvent)
    .leftJoin(project, eq(project.id, calendarEvent.projectId))
    .where(and(eq(calendarEvent.id, id), eq(calendarEvent.studioId, scope.studioId)));
  if (!row) throw eventNotFound();
  return toEvent(row.event, row.projectName);
}

/** The columns an event's form sets (creating and editing alike), its instant computed in its zone. */
function formColumns(input: CalendarEventValues, advice: { text: string | null; provider: EventRow["adviceProvider"] }) {
  return {
    projectId: input.projectId,
    title: input.title,
    date: input.date,
    time: input.time,
    timeZone: input.timeZone,
    startsAt: zonedToUtc(input.date, input.time, input.timeZone),
    notification: input.notification,
    advice: advice.text,
    adviceProvider: advice.provider,
  };
}

/** R-CAL-1: stored with its preparation advice (R-CAL-4) and its notification job (R-NOTIF-1). */
export async function createEvent({ scope, input, ...deps }: CalendarDeps & { scope: StudioAccess; input: CalendarEventValues }): Promise<CalendarEvent> {
  const { db } = deps;
  const now = deps.clock?.() ?? new Date();
  const name = await projectName(db, scope, input.projectId);
  const by = authorOf(scope);
  // A token's AI limit is its own counter ("ai:api-token:<id>"), not a person's.
  const limitKey = by.userId ?? `api-token:${by.apiTokenId}`;
  const advice = await eventAdvice({ ...deps, studioId: scope.studioId, userId: limitKey, title: input.title, date: input.date, time: input.time, projectName: name });
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(calendarEvent)
      .values({
        id: randomUUID(),
        studioId: scope.studioId,
        createdBy: by.userId,
        updatedBy: by.userId,
        createdByApiToken: by.apiTokenId,
        updatedByApiToken: by.apiTokenId,
        ...formColumns(input, advice),
      })
      .returning();
    await scheduleEventJob({ db: tx, row: inserted!, now });
    return inserted!;
  });
  return toEvent(row, name);
}

/** Editing moves the job; the advice is written again when what it is about changed. */
export async function updateEvent({ scope, id, input, ...deps }: CalendarDeps & { scope: StudioScope; id: string; input: CalendarEventValues }): Promise<CalendarEvent> {
  const { db } = deps;
  const now = deps.clock?.() ?? new Date();
  const [current] = await db.select().from(calendarEvent).where(and(eq(calendarEvent.id, id), eq(calendarEvent.studioId, scope.studioId)));
  if (!current) throw eventNotFound();
  const name = await projectName(db, scope, input.projectId);
  const sameSubject = current.title === input.title && current.date === input.date && current.time === input.time && current.projectId === input.projectId;
  const advice = sameSubject && current.advice
    ? { text: current.advice, provider: current.adviceProvider }
    : await eventAdvice({ ...deps, studioId: scope.studioId, userId: scope.userId, title: input.title, date: input.date, time: input.time, projectName: name });
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(calendarEvent)
      .set({ ...formColumns(input, advice), updatedBy: scope.userId, updatedByApiToken: null, updatedAt: now })
      .where(and(eq(calendarEvent.id, id), eq(calendarEvent.studioId, scope.studioId)))
      .returning();
    if (!updated) throw eventNotFound();
    await scheduleEventJob({ db: tx, row: updated, now });
    return updated;
  });
  return toEvent(row, name);
}

export async function deleteEvent({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(calendarEvent).where(and(eq(calendarEvent.id, id), eq(calendarEvent.studioId, scope.studioId))).returning({ id: calendarEvent.id });
    if (gone.length === 0) throw eventNotFound();
    await cancelJob(tx, eventJobKey(id));
  });
}

/** The hour a maintenance entry is put at (its day's morning; the notice comes a week before). */
const MAINTENANCE_TIME = "09:00";

/**
 * The post-construction tool's maintenance tasks become calendar events of the project, each
 * noticed a week before, the entry's description as its advice (no AI call); a task with a
 * periodicity recurs (decision 080).
 */
export async function addMaintenanceAgenda({ scope, input, ...deps }: CalendarDeps & { scope: StudioScope; input: MaintenanceAgendaValues }): Promise<{ created: number }> {
  const { db } = deps;
  const now = deps.clock?.() ?? new Date();
  await projectName(db, scope, input.projectId);
  await db.transaction(async (tx) => {
    for (const entry of input.entries) {
      const [row] = await tx
        .insert(calendarEvent)
        .values({
          id: randomUUID(),
          studioId: scope.studioId,
          createdBy: scope.userId,
          updatedBy: scope.userId,
          ...formColumns(
            { title: entry.title, date: entry.date, time: MAINTENANCE_TIME, projectId: input.projectId, notification: "1-semana", timeZone: input.timeZone },
            { text: entry.description || null, provider: entry.description ? "offline" : null },
          ),
          // Each task is one event repeated at its periodicity (decision 080), not one per date.
          recurrenceMonths: entry.everyMonths,
        })
        .returning();
      await scheduleEventJob({ db: tx, row: row!, now });
    }
  });
  return { created: input.entries.length };
}
