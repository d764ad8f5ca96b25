import { createHash, randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, zonedDate, zonedToUtc } from "#domain/calendar";
import { REMINDER_NOTIFY_HOUR } from "#domain/reminders";
import { compareOpen, dueDay, type DueReminders, type Reminder, type ReminderData, type ReminderList } from "#domain/reminders.schema";
import { addDays } from "#domain/days";
import type { z } from "#domain/zod";
import type { reminderPatchSchema } from "#domain/reminders.schema";
import type { AiEngine } from "#server/ai/engine";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { reminder } from "#server/db/schema";
import { cancelJob, scheduleJob } from "#server/jobs/schedule";
import { AppError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { personAiLimit } from "#server/lib/rate-limit";
import { offlineReminderAdvice, REMINDER_SYSTEM_PROMPT, reminderPrompt, type AdviceReminder } from "./reminder-advice";

type Row = typeof reminder.$inferSelect;
export type ReminderPatchData = z.output<typeof reminderPatchSchema>;

export const REMINDER_JOB = "notificar-lembrete";
export const reminderJobKey = (id: string) => `lembrete:${id}`;

export const reminderNotFound = () => new AppError("not_found", 404, "Lembrete não encontrado.");

export function toApi(row: Row): Reminder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    priority: row.priority,
    timeZone: row.timeZone,
    snoozedUntil: row.snoozedUntil,
    dueDate: dueDay(row),
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    advice: row.advice,
    adviceProvider: row.adviceProvider,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the person's own reminders of the active studio (a colleague's is a 404 too). */
const mine = (scope: StudioScope) => and(eq(reminder.studioId, scope.studioId), eq(reminder.userId, scope.userId));

/**
 * (Re)schedules the reminder's notice (R-REM-3): 08:00 of its due day in its time zone, or now
 * when that moment has passed (a reminder created overdue is notified at once).
 */
async function scheduleNotice(tx: Db | Tx, row: Pick<Row, "id" | "date" | "snoozedUntil" | "timeZone">, now: Date): Promise<void> {
  const hour = `${String(REMINDER_NOTIFY_HOUR).padStart(2, "0")}:00`;
  const at = zonedToUtc(dueDay(row), hour, row.timeZone);
  await scheduleJob(tx, {
    kind: REMINDER_JOB,
    key: reminderJobKey(row.id),
    runAt: at < now ? now : at,
    payload: { reminderId: row.id },
  });
}

async function openOthers(db: Db, scope: StudioScope, exceptId: string): Promise<AdviceReminder[]> {
  const rows = await db
    .select()
    .from(reminder)
    .where(and(mine(scope), isNull(reminder.doneAt), sql`${reminder.id} <> ${exceptId}`))
    .orderBy(asc(reminder.date))
    .limit(200);
  return rows;
}

export interface ReminderDeps {
  db: Db;
  engine: AiEngine;
  logger?: Logger;
  /** The AI rate limit: over it, the advice is the rules' (the reminder is saved all the same). */
  aiRateLimit?: { max: number; windowSeconds: number };
}

/**
 * Stores the reminder and schedules its notice in one transaction (R-REM-1, R-REM-3), then asks
 * for the prioritisation advice over the person's open reminders: a provider with the server's
 * prompt, or the rules offline. The reminder stays saved whatever the AI does.
 */
export async function createReminder({
  db,
  engine,
  logger,
  aiRateLimit,
  scope,
  input,
  now = new Date(),
  signal,
}: ReminderDeps & { scope: StudioScope; input: ReminderData; now?: Date; signal?: AbortSignal }): Promise<Reminder> {
  const id = randomUUID();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reminder)
      .values({
        id,
        studioId: scope.studioId,
        userId: scope.userId,
        title: input.titulo,
        description: input.descricao,
        date: input.data,
        priority: input.prioridade,
        timeZone: input.timeZone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await scheduleNotice(tx, inserted!, now);
    return inserted!;
  });

  const today = zonedDate(now, row.timeZone);
  const others = await openOthers(db, scope, id);
  const offline = () => offlineReminderAdvice(row, others, today);
  let advice: { text: string; provider: Row["adviceProvider"] } = { text: "", provider: "offline" };
  try {
    const prepared = await engine.prepare({ db, studioId: scope.studioId, allowOffline: true, rateLimit: personAiLimit(scope.userId, aiRateLimit), overLimit: "offline" });
    const request = { system: REMINDER_SYSTEM_PROMPT, messages: [{ role: "user" as const, content: reminderPrompt(row, others, today) }], signal };
    for await (const event of prepared.run(request, () => ({ text: offline(), citations: [], found: true }))) {
      if (event.type === "done") advice = { text: event.text, provider: event.provider };
      if (event.type === "failed") break;
    }
  } catch (err) {
    logger?.warn({ err, reminder: id }, "falha ao gerar a sugestão do lembrete");
  }
  if (!advice.text.trim()) advice = { text: offline(), provider: "offline" };

  const [saved] = await db
    .update(reminder)
    .set({ advice: advice.text, adviceProvider: advice.provider })
    .where(eq(reminder.id, id))
    .returning();
  return toApi(saved ?? row);
}

/** The person's reminders in the studio (R-REM-2): open ones by due day and priority, then the done ones. */
export async function listReminders({ db, scope }: { db: Db; scope: StudioScope }): Promise<ReminderList> {
  const rows = await db.select().from(reminder).where(mine(scope)).orderBy(desc(reminder.doneAt), asc(reminder.date)).limit(1000);
  const open = rows.filter((r) => r.doneAt === null).sort(compareOpen);
  const done = rows.filter((r) => r.doneAt !== null).sort((a, b) => b.doneAt!.getTime() - a.doneAt!.getTime());
  return { items: [...open, ...done].map(toApi) };
}

/**
 * The open reminders due today or earlier (R-REM-4): `hoje` when given, else today in the
 * browser's time zone. `loginKey` names the session without revealing it, so the login dialog
 * shows once per sign-in.
 */
export async function dueReminders({
  db,
  scope,
  sessionId,
  hoje,
  timeZone,
  now = new Date(),
}: {
  db: Db;
  scope: StudioScope;
  sessionId: string;
  hoje?: string;
  timeZone?: string;
  now?: Date;
}): Promise<DueReminders> {
  const today = hoje ?? zonedDate(now, timeZone ?? DEFAULT_TIME_ZONE);
  const rows = await db
    .select()
    .from(reminder)
    .where(and(mine(scope), isNull(reminder.doneAt), sql`coalesce(${reminder.snoozedUntil}, ${reminder.date}) <= ${today}`));
  const loginKey = createHash("sha256").update(`lembretes-login:${sessionId}`).digest("hex").slice(0, 24);
  return { today, items: rows.sort(compareOpen).map(toApi), loginKey };
}

/**
 * Done or reopened, snoozed, or edited (R-REM-2). Done drops the pending notice; reopening,
 * snoozing (today + N days in the reminder's time zone) or a new date schedules it again.
 */
export async function updateReminder({
  db,
  scope,
  id,
  input,
  now = new Date(),
}: {
  db: Db;
  scope: StudioScope;
  id: string;
  input: ReminderPatchData;
  now?: Date;
}): Promise<Reminder> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reminder).where(and(eq(reminder.id, id), mine(scope))).for("update");
    if (!current) throw reminderNotFound();
    const set: Partial<Row> = { updatedAt: now };
    if (input.titulo !== undefined) set.title = input.titulo;
    if (input.descricao !== undefined) set.description = input.descricao;
    if (input.prioridade !== undefined) set.priority = input.prioridade;
    if (input.data !== undefined && input.data !== current.date) {
      set.date = input.data;
      set.snoozedUntil = null;
    }
    if (input.snoozeDays !== undefined) {
      set.snoozedUntil = addDays(zonedDate(now, current.timeZone), input.snoozeDays);
      // Snoozing an item brings it back open.
      if (input.done === undefined) set.doneAt = null;
    }
    if (input.done !== undefined) set.doneAt = input.done ? (current.doneAt ?? now) : null;

    const [next] = await tx.update(reminder).set(set).where(eq(reminder.id, current.id)).returning();
    const saved = next!;
    if (saved.doneAt) await cancelJob(tx, reminderJobKey(saved.id));
    else if (current.doneAt !== null || dueDay(saved) !== dueDay(current)) await scheduleNotice(tx, saved, now);
    return toApi(saved);
  });
}

/** Deletes the reminder and its pending notice. */
export async function deleteReminder({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(reminder).where(and(eq(reminder.id, id), mine(scope))).returning({ id: reminder.id });
    if (!gone) throw reminderNotFound();
    await cancelJob(tx, reminderJobKey(gone.id));
  });
}
