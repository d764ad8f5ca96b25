import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, isNotNull, or } from "drizzle-orm";
import { LEAD_TRIGGERS } from "#domain/calendar";
import { buildCalendar, recurrenceRule, type IcsEvent } from "#domain/ics";
import { memberScope, type StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { calendarEvent, calendarFeed, project, studio } from "#server/db/schema";
import { AppError } from "#server/lib/errors";
import { eventNotFound, projectDeadlines } from "./calendar.service";

type EventRow = typeof calendarEvent.$inferSelect;

export const feedNotFound = () => new AppError("not_found", 404, "Endereço de calendário não encontrado.");

/** How far back a whole-calendar file goes: a subscription does not need last decade's meetings. */
const HISTORY_DAYS = 365;

function icsEvent(row: EventRow, projectName: string | null): IcsEvent {
  const description = [projectName ? `Projeto: ${projectName}` : null, row.advice ? `Preparação:\n${row.advice}` : null].filter(Boolean).join("\n\n");
  return {
    uid: `${row.id}@prancheta`,
    summary: row.title,
    description: description || undefined,
    start: row.startsAt,
    durationMinutes: 60,
    rrule: row.recurrenceMonths ? recurrenceRule(row.recurrenceMonths) : undefined,
    alarm: LEAD_TRIGGERS[row.notification],
    stamp: row.updatedAt,
  };
}

async function studioName(db: Db, studioId: string): Promise<string> {
  const [row] = await db.select({ name: studio.name }).from(studio).where(eq(studio.id, studioId));
  return row?.name ?? "Estúdio";
}

/** R-CAL-2: one event as an .ics file. */
export async function eventIcs({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<{ body: string; fileName: string }> {
  const [row] = await db
    .select({ event: calendarEvent, projectName: project.name })
    .from(calendarEvent)
    .leftJoin(project, eq(project.id, calendarEvent.projectId))
    .where(and(eq(calendarEvent.id, id), eq(calendarEvent.studioId, scope.studioId)));
  if (!row) throw eventNotFound();
  const name = `Prancheta — ${await studioName(db, scope.studioId)}`;
  return { body: buildCalendar({ name, events: [icsEvent(row.event, row.projectName)] }), fileName: `evento-${row.event.date}.ics` };
}

/** R-CAL-2: the studio's calendar — events of the last year onwards and the ongoing projects' deadlines. */
export async function studioIcs({ db, studioId, now = new Date() }: { db: Db; studioId: string; now?: Date }): Promise<string> {
  const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [rows, deadlines, name] = await Promise.all([
    db
      .select({ event: calendarEvent, projectName: project.name })
      .from(calendarEvent)
      .leftJoin(project, eq(project.id, calendarEvent.projectId))
      // A recurring event started long ago still recurs: it stays in the file (decision 080).
      .where(and(eq(calendarEvent.studioId, studioId), or(gte(calendarEvent.date, since), isNotNull(calendarEvent.recurrenceMonths))))
      .orderBy(asc(calendarEvent.startsAt)),
    projectDeadlines({ db, studioId }),
    studioName(db, studioId),
  ]);
  const events: IcsEvent[] = [
    ...rows.map((r) => icsEvent(r.event, r.projectName)),
    ...deadlines.map((d) => ({
      uid: `prazo-${d.project.id}@prancheta`,
      summary: `Prazo de entrega: ${d.project.name}`,
      description: `Cliente: ${d.client.name}`,
      day: d.date,
      alarm: "-P1D",
      stamp: now,
    })),
  ];
  return buildCalendar({ name: `Prancheta — ${name}`, events });
}

/** The address's secret: an HMAC of the feed's id and nonce with the server's secret (decision 055). */
function signature(secret: string, feedId: string, nonce: string): string {
  return createHmac("sha256", secret).update(`calendar-feed:${feedId}:${nonce}`).digest("base64url");
}

function feedUrl(baseUrl: string, secret: string, feed: { id: string; nonce: string }): string {
  return new URL(`/api/calendar/feed/${feed.id}.${signature(secret, feed.id, feed.nonce)}.ics`, baseUrl).toString();
}

/** R-CAL-3: the person's private subscription address to the active studio's calendar (made on first ask). */
export async function subscriptionUrl({ db, scope, secret, baseUrl }: { db: Db; scope: StudioScope; secret: string; baseUrl: string }): Promise<string> {
  await db
    .insert(calendarFeed)
    .values({ id: randomUUID(), studioId: scope.studioId, userId: scope.userId, nonce: randomBytes(16).toString("base64url") })
    .onConflictDoNothing({ target: [calendarFeed.userId, calendarFeed.studioId] });
  const [feed] = await db.select().from(calendarFeed).where(and(eq(calendarFeed.userId, scope.userId), eq(calendarFeed.studioId, scope.studioId)));
  return feedUrl(baseUrl, secret, feed!);
}

/** A new nonce: the old address stops working at once. */
export async function regenerateSubscription({ db, scope, secret, baseUrl }: { db: Db; scope: StudioScope; secret: string; baseUrl: string }): Promise<string> {
  await subscriptionUrl({ db, scope, secret, baseUrl });
  const [feed] = await db
    .update(calendarFeed)
    .set({ nonce: randomBytes(16).toString("base64url"), createdAt: new Date() })
    .where(and(eq(calendarFeed.userId, scope.userId), eq(calendarFeed.studioId, scope.studioId)))
    .returning();
  return feedUrl(baseUrl, secret, feed!);
}

/**
 * The subscription's calendar, for whoever holds the address (a calendar app, without a session).
 * A wrong signature, a regenerated address or a person no longer in the studio: 404.
 */
export async function feedIcs({ db, secret, token }: { db: Db; secret: string; token: string }): Promise<string> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})(?:\.ics)?$/.exec(token);
  if (!match) throw feedNotFound();
  const [, feedId, given] = match as unknown as [string, string, string];
  const [feed] = await db.select().from(calendarFeed).where(eq(calendarFeed.id, feedId));
  if (!feed) throw feedNotFound();
  const expected = Buffer.from(signature(secret, feed.id, feed.nonce));
  if (!timingSafeEqual(expected, Buffer.from(given))) throw feedNotFound();
  if (!(await memberScope(db, feed.userId, feed.studioId))) throw feedNotFound();
  return studioIcs({ db, studioId: feed.studioId });
}
