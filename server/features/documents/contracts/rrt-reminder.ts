import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, zonedToUtc } from "#domain/calendar";
import { computeFees } from "#domain/fees/fees";
import { REMINDER_NOTIFY_HOUR } from "#domain/reminders";
import { rrtReminder } from "./rrt";
import type { Tx } from "#server/db/client";
import { client, project, projectFees, reminder, studioMember } from "#server/db/schema";
import { scheduleJob } from "#server/jobs/schedule";
import { brazilDay } from "#server/features/documents/proposals/proposals.service";

/**
 * The reminder's job, as the reminders feature schedules it (R-REM-3, server/jobs/handlers.ts):
 * a feature does not import another, so the kind and key are written here the same way.
 */
const REMINDER_JOB = "notificar-lembrete";

/**
 * R-CONTRACT-5 (decision 099): a contract or proposal signed in the portal means the work is
 * hired, so its responsible architect (the studio's owner, decision 074) gets a reminder to
 * register the RRT, with what SICCAU's form asks for and CAU's rule on when. Nothing when the
 * project already has its RRT number, or an open reminder for it already exists (a proposal and
 * then its contract, both signed). Runs in the signature's transaction.
 */
export async function remindRrtOnSignature(
  tx: Tx,
  s: { studioId: string; projectId: string; documentTitle: string; version: number; signedBy: string; now: Date },
): Promise<string | null> {
  const [p] = await tx
    .select({ name: project.name, rrtNumber: project.rrtNumber, builtArea: project.builtArea, address: project.plotAddress, city: project.plotCity, uf: project.plotState, clientName: client.name })
    .from(project)
    .innerJoin(client, eq(client.id, project.clientId))
    .where(and(eq(project.id, s.projectId), eq(project.studioId, s.studioId)));
  if (!p || p.rrtNumber) return null;
  const [owner] = await tx.select({ userId: studioMember.userId }).from(studioMember).where(and(eq(studioMember.studioId, s.studioId), eq(studioMember.role, "owner")));
  if (!owner) return null;
  const [fees] = await tx.select().from(projectFees).where(and(eq(projectFees.projectId, s.projectId), eq(projectFees.studioId, s.studioId)));
  const computed = fees ? computeFees(fees.input, fees.hourlyCost) : null;
  const place = [p.address, p.city && p.uf ? `${p.city}/${p.uf}` : p.city].filter(Boolean).join(", ");
  const { title, description } = rrtReminder({
    projectName: p.name,
    documentTitle: s.documentTitle,
    version: s.version,
    signedBy: s.signedBy,
    signedOn: brazilDay(s.now),
    clientName: p.clientName,
    stages: computed?.stages.map((x) => x.stage) ?? [],
    builtArea: p.builtArea,
    feeTotal: computed?.total ?? null,
    workAddress: place || null,
  });
  const [open] = await tx
    .select({ id: reminder.id })
    .from(reminder)
    .where(and(eq(reminder.studioId, s.studioId), eq(reminder.userId, owner.userId), eq(reminder.title, title), isNull(reminder.doneAt)));
  if (open) return null;
  const id = randomUUID();
  const day = brazilDay(s.now);
  await tx.insert(reminder).values({
    id,
    studioId: s.studioId,
    userId: owner.userId,
    title,
    description,
    date: day,
    priority: "alta",
    timeZone: DEFAULT_TIME_ZONE,
    createdAt: s.now,
    updatedAt: s.now,
  });
  const at = zonedToUtc(day, `${String(REMINDER_NOTIFY_HOUR).padStart(2, "0")}:00`, DEFAULT_TIME_ZONE);
  await scheduleJob(tx, { kind: REMINDER_JOB, key: `lembrete:${id}`, runAt: at < s.now ? s.now : at, payload: { reminderId: id } });
  return id;
}
