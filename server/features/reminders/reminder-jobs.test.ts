import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meApi } from "#domain/contracts/account";
import { reminderSchema, type Reminder } from "#domain/reminders.schema";
import { job, notification } from "#server/db/schema";
import { jobHandlers } from "#server/jobs/handlers";
import { JobRunner } from "#server/jobs/runner";
import { createLogger } from "#server/lib/logger";
import type { Mailer } from "#server/mail/mailer";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { read } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const logger = createLogger("silent");

/** A runner on the test database whose clock is `at`, mailing into ctx.mails. */
function runnerAt(at: string) {
  const mailer: Mailer = { send: (m) => void ctx.mails.push(m), drain: async () => {}, deliver: async (m) => void ctx.mails.push(m) };
  return new JobRunner({
    db: ctx.database.db,
    handlers: jobHandlers({ db: ctx.database.db, mailer, config: ctx.config, logger }),
    logger,
    clock: () => new Date(at),
  });
}

async function create(client: TestClient, body: Record<string, unknown>): Promise<Reminder> {
  const res = await client.post("/api/reminders", body);
  expect(res.status).toBe(201);
  return read(reminderSchema, res);
}

const noticesOf = (userId: string) => ctx.database.db.select().from(notification).where(eq(notification.userId, userId));
const jobOf = async (id: string) => (await ctx.database.db.select().from(job).where(eq(job.key, `lembrete:${id}`)))[0];

describe("notificar-lembrete (R-REM-3)", () => {
  it("notifies on the reminder's day, once even when the job runs again, with an e-mail", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    const me = await client.answer(meApi.get);
    const r = await create(client, { titulo: "Protocolar alvará", descricao: "Levar a RRT assinada", data: "2031-03-10", prioridade: "alta", timeZone: "America/Sao_Paulo" });

    // The day before: not due yet, nothing claimed.
    await runnerAt("2031-03-09T12:00:00Z").runDue();
    expect(await noticesOf(userId)).toEqual([]);
    // 08:00 in São Paulo is 11:00 UTC.
    expect(await runnerAt("2031-03-10T10:59:00Z").runDue()).toBe(0);
    expect(await runnerAt("2031-03-10T11:00:00Z").runDue()).toBeGreaterThanOrEqual(1);

    const notices = await noticesOf(userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      studioId,
      kind: "lembrete",
      title: "Lembrete: Protocolar alvará",
      link: "/dashboard/lembretes",
      key: `lembrete:${r.id}:2031-03-10`,
    });
    expect(notices[0]!.body).toContain("10/03/2031");
    expect(notices[0]!.body).toContain("Alta");
    expect(notices[0]!.body).toContain("Levar a RRT assinada");
    const mails = ctx.mails.filter((m) => m.to === me.email && m.subject.includes("Protocolar alvará"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/dashboard/lembretes");
    expect((await jobOf(r.id))!.status).toBe("concluido");

    // The same job run again (a retry after a crash): no second notice nor e-mail.
    const handler = jobHandlers({ db: ctx.database.db, mailer: { send: (m) => void ctx.mails.push(m), drain: async () => {}, deliver: async (m) => void ctx.mails.push(m) }, config: ctx.config, logger })["notificar-lembrete"]!;
    await handler({ db: ctx.database.db, logger, now: new Date("2031-03-10T15:00:00Z"), job: (await jobOf(r.id))! });
    expect(await noticesOf(userId)).toHaveLength(1);
    expect(ctx.mails.filter((m) => m.to === me.email && m.subject.includes("Protocolar alvará"))).toHaveLength(1);
  });

  it("skips a reminder done, deleted, or snoozed past the job's day; a snoozed one is notified on its new day", async () => {
    const { client, userId } = await signedInUser(ctx);
    const done = await create(client, { titulo: "Concluído antes", data: "2031-04-01" });
    const snoozed = await create(client, { titulo: "Adiado", data: "2031-04-01" });
    const handler = jobHandlers({ db: ctx.database.db, mailer: { send: () => {}, drain: async () => {}, deliver: async () => {} }, config: ctx.config, logger })["notificar-lembrete"]!;
    const jobRow = (await jobOf(snoozed.id))!;

    await client.patch(`/api/reminders/${done.id}`, { done: true });
    // The done one's job is gone; its handler run by hand does nothing either.
    expect(await jobOf(done.id)).toBeUndefined();
    await handler({ db: ctx.database.db, logger, now: new Date("2031-04-01T12:00:00Z"), job: { ...jobRow, payload: { reminderId: done.id } } });

    // Snoozed (7 days from today, long before 2031), then moved back by a date edit to 2031-04-05.
    await client.patch(`/api/reminders/${snoozed.id}`, { snoozeDays: 7 });
    const moved = await read(reminderSchema, await client.patch(`/api/reminders/${snoozed.id}`, { data: "2031-04-05" }));
    expect(moved.dueDate).toBe("2031-04-05");
    // A stale job for the old day finds it due later: nothing.
    await handler({ db: ctx.database.db, logger, now: new Date("2031-04-01T12:00:00Z"), job: jobRow });
    // A deleted reminder's leftover job: nothing, no error.
    await handler({ db: ctx.database.db, logger, now: new Date("2031-04-01T12:00:00Z"), job: { ...jobRow, payload: { reminderId: "00000000-0000-4000-8000-000000000000" } } });
    expect(await noticesOf(userId)).toEqual([]);

    await runnerAt("2031-04-05T11:00:00Z").runDue();
    const notices = await noticesOf(userId);
    expect(notices.map((n) => n.key)).toEqual([`lembrete:${snoozed.id}:2031-04-05`]);
  });
});
