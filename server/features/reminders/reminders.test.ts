import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meApi } from "#domain/contracts/account";
import { zonedDate, zonedToUtc } from "#domain/calendar";
import { reminderSchema, type Reminder } from "#domain/reminders.schema";
import { addDays } from "#domain/days";
import { job, reminder as reminderTable } from "#server/db/schema";
import { remindersApi } from "#domain/contracts/reminders";
import { createTestContext, scopeOf, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { join, person } from "#server/test/people";
import { errorOf, read, setPlan } from "#server/test/studio";
import { updateReminder } from "./reminders.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const TZ = "America/Sao_Paulo";

async function create(client: TestClient, body: Record<string, unknown>): Promise<Reminder> {
  const res = await client.post("/api/reminders", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return read(reminderSchema, res);
}

async function jobOf(id: string) {
  const [row] = await ctx.database.db.select().from(job).where(eq(job.key, `lembrete:${id}`));
  return row;
}

describe("reminders: create (R-REM-1)", () => {
  it("stores the tool's form, schedules the notice at 08:00 of the day in the browser's zone, and answers with rule-based advice offline", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await create(client, { titulo: "Reunião com a construtora", data: "2031-05-02", prioridade: "baixa", timeZone: TZ });
    const r = await create(client, {
      titulo: "Protocolar projeto legal na prefeitura",
      descricao: "Levar RRT e matrícula",
      data: "2031-05-20",
      prioridade: "urgente",
      timeZone: "America/Manaus",
    });
    expect(r).toMatchObject({
      title: "Protocolar projeto legal na prefeitura",
      description: "Levar RRT e matrícula",
      date: "2031-05-20",
      priority: "urgente",
      timeZone: "America/Manaus",
      snoozedUntil: null,
      dueDate: "2031-05-20",
      done: false,
      adviceProvider: "offline",
    });
    // The advice ranks the open reminders: the urgent one first, then the low one; dates in pt-BR.
    expect(r.advice).toMatch(/\*\*Comece por:\*\* Protocolar projeto legal na prefeitura/);
    expect(r.advice).toContain("20/05/2031");
    expect(r.advice!.indexOf("1. Protocolar")).toBeLessThan(r.advice!.indexOf("2. Reunião com a construtora"));
    expect(r.advice).toMatch(/prefeitura costumam levar semanas/);

    const [row] = await ctx.database.db.select().from(reminderTable).where(eq(reminderTable.id, r.id));
    expect(row).toMatchObject({ userId, studioId, advice: r.advice, adviceProvider: "offline" });
    const scheduled = await jobOf(r.id);
    expect(scheduled).toMatchObject({ kind: "notificar-lembrete", status: "pendente", payload: { reminderId: r.id } });
    // 08:00 in Manaus (UTC-4) is 12:00 UTC.
    expect(scheduled!.runAt.toISOString()).toBe("2031-05-20T12:00:00.000Z");
  });

  it("takes a past date (an overdue reminder, notified at once), defaults the priority to média and the zone to São Paulo", async () => {
    const { client } = await signedInUser(ctx);
    const before = Date.now();
    const r = await create(client, { titulo: "Enviar orçamento revisado", data: "2020-03-10" });
    expect(r).toMatchObject({ priority: "media", timeZone: TZ, dueDate: "2020-03-10" });
    expect(r.advice).toMatch(/atrasado desde 10\/03\/2020/);
    expect(r.advice).toMatch(/já venceu em 10\/03\/2020/);
    const scheduled = await jobOf(r.id);
    expect(scheduled!.runAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(scheduled!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refuses a missing title or date, a bad priority or time zone with pt-BR field errors, storing nothing", async () => {
    const { client, userId } = await signedInUser(ctx);
    const empty = await client.post("/api/reminders", { descricao: "só a descrição" });
    expect(empty.status).toBe(422);
    const { fields } = await errorOf(empty);
    expect(fields).toMatchObject({ titulo: "Informe o título do lembrete.", data: "Informe a data do lembrete." });

    const bad = await client.post("/api/reminders", { titulo: "X", data: "2031-02-30", prioridade: "altissima", timeZone: "Marte/Base" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toMatchObject({
      data: expect.stringMatching(/^Data inválida/),
      prioridade: expect.stringMatching(/^Escolha a prioridade/),
      timeZone: "Fuso horário inválido.",
    });
    expect(await ctx.database.db.select().from(reminderTable).where(eq(reminderTable.userId, userId))).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const anonymous = new TestClient(ctx);
    for (const res of [await anonymous.get("/api/reminders"), await anonymous.get("/api/reminders/due"), await anonymous.post("/api/reminders", { titulo: "x", data: "2031-01-01" })]) {
      expect(res.status).toBe(401);
    }
  });
});

describe("reminders: list, due, actions (R-REM-2, R-REM-4)", () => {
  it("lists open ones by due day then priority, then the done ones; due takes ?hoje and the time zone", async () => {
    const { client } = await signedInUser(ctx);
    const later = await create(client, { titulo: "Entrega do executivo", data: "2031-06-10", prioridade: "alta" });
    const sameDayLow = await create(client, { titulo: "Comprar papel manteiga", data: "2031-06-01", prioridade: "baixa" });
    const sameDayUrgent = await create(client, { titulo: "Visita à obra", data: "2031-06-01", prioridade: "urgente" });
    const overdue = await create(client, { titulo: "Pagar a RRT", data: "2031-05-20", prioridade: "media" });
    const done = await create(client, { titulo: "Já feito", data: "2031-05-01" });
    expect((await client.patch(`/api/reminders/${done.id}`, { done: true })).status).toBe(200);

    const list = await client.answer(remindersApi.list);
    expect(list.items.map((r) => r.id)).toEqual([overdue.id, sameDayUrgent.id, sameDayLow.id, later.id, done.id]);
    expect(list.items.at(-1)).toMatchObject({ done: true });

    const due = await client.answer(remindersApi.due, { query: { hoje: "2031-06-01" } });
    expect(due.today).toBe("2031-06-01");
    expect(due.items.map((r) => r.id)).toEqual([overdue.id, sameDayUrgent.id, sameDayLow.id]);
    expect(due.loginKey).toMatch(/^[0-9a-f]{24}$/);
    // Without hoje: today in the browser's zone (nothing of 2031 is due yet).
    const now = await client.answer(remindersApi.due, { query: { timeZone: "Asia/Tokyo" } });
    expect([zonedDate(new Date(Date.now() - 5000), "Asia/Tokyo"), zonedDate(new Date(), "Asia/Tokyo")]).toContain(now.today);
    expect(now.items).toEqual([]);
    expect((await client.get("/api/reminders/due?hoje=ontem")).status).toBe(422);
    expect((await client.get("/api/reminders/due?timeZone=Nada/Aqui")).status).toBe(422);
  });

  it("gives each sign-in its own loginKey", async () => {
    const { client } = await signedInUser(ctx);
    const first = await client.answer(remindersApi.due);
    expect((await client.answer(remindersApi.due)).loginKey).toBe(first.loginKey);
    const me = await client.answer(meApi.get);
    await client.post("/api/auth/sign-out", {});
    const again = await client.post("/api/auth/sign-in/email", { email: me.email, password: "senha-segura-123" });
    expect(again.status).toBe(200);
    expect((await client.answer(remindersApi.due)).loginKey).not.toBe(first.loginKey);
  });

  it("done cancels the notice, reopening schedules it again; snooze moves the due day and the notice", async () => {
    const { client } = await signedInUser(ctx);
    const r = await create(client, { titulo: "Revisar memorial", data: "2031-08-15", timeZone: TZ });
    const doneRes = await client.answer(remindersApi.update, { params: { id: r.id }, body: { done: true } });
    expect(doneRes.done).toBe(true);
    expect(doneRes.doneAt).not.toBeNull();
    expect(await jobOf(r.id)).toBeUndefined();

    const reopened = await client.answer(remindersApi.update, { params: { id: r.id }, body: { done: false } });
    expect(reopened).toMatchObject({ done: false, doneAt: null });
    expect((await jobOf(r.id))!.runAt.toISOString()).toBe(zonedToUtc("2031-08-15", "08:00", TZ).toISOString());

    const before = zonedDate(new Date(), TZ);
    const snoozed = await client.answer(remindersApi.update, { params: { id: r.id }, body: { snoozeDays: 3 } });
    const after = zonedDate(new Date(), TZ);
    expect([addDays(before, 3), addDays(after, 3)]).toContain(snoozed.snoozedUntil);
    expect(snoozed.dueDate).toBe(snoozed.snoozedUntil);
    expect((await jobOf(r.id))!.runAt.toISOString()).toBe(zonedToUtc(snoozed.snoozedUntil!, "08:00", TZ).toISOString());

    // Editing the date ends the snooze.
    const edited = await client.answer(remindersApi.update, { params: { id: r.id }, body: { data: "2031-09-01", titulo: "Revisar memorial descritivo", prioridade: "alta" } });
    expect(edited).toMatchObject({ date: "2031-09-01", snoozedUntil: null, title: "Revisar memorial descritivo", priority: "alta", description: null });
    expect((await jobOf(r.id))!.runAt.toISOString()).toBe(zonedToUtc("2031-09-01", "08:00", TZ).toISOString());

    expect((await client.patch(`/api/reminders/${r.id}`, { snoozeDays: 2 })).status).toBe(422);
    expect((await errorOf(await client.patch(`/api/reminders/${r.id}`, { titulo: " " }))).fields).toMatchObject({ titulo: "Informe o título do lembrete." });
  });

  it("snoozes from today in the reminder's zone (a fixed clock)", async () => {
    const { client, userId } = await signedInUser(ctx);
    const r = await create(client, { titulo: "Ligar para o cliente", data: "2026-01-10", timeZone: "Asia/Tokyo" });
    const scope = await scopeOf(ctx, userId);
    // 2026-01-10 20:00 UTC is already the 11th in Tokyo.
    const now = new Date("2026-01-10T20:00:00Z");
    const snoozed = await updateReminder({ db: ctx.database.db, scope, id: r.id, input: { snoozeDays: 7 }, now });
    expect(snoozed.snoozedUntil).toBe("2026-01-18");
    expect((await jobOf(r.id))!.runAt.toISOString()).toBe("2026-01-17T23:00:00.000Z");
  });

  it("delete removes the reminder and its notice", async () => {
    const { client } = await signedInUser(ctx);
    const r = await create(client, { titulo: "Temporário", data: "2031-01-01" });
    expect((await client.delete(`/api/reminders/${r.id}`)).status).toBe(204);
    expect(await jobOf(r.id)).toBeUndefined();
    expect((await client.answer(remindersApi.list)).items).toEqual([]);
    expect((await client.delete(`/api/reminders/${r.id}`)).status).toBe(404);
  });

  it("another person's reminder, a studio colleague's too, is a 404 and stays as it was", async () => {
    const ana = await person(ctx, "Ana Souza");
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx, "Bruno Lima");
    await join(ctx, ana, bruno);
    // Bruno now works in Ana's studio: her reminder there is still hers alone.
    const r = await create(ana.client, { titulo: "Só da Ana", data: "2031-01-01" });
    for (const res of [await bruno.client.patch(`/api/reminders/${r.id}`, { done: true }), await bruno.client.delete(`/api/reminders/${r.id}`)]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toMatch(/não encontrad/);
    }
    expect((await bruno.client.answer(remindersApi.list)).items).toEqual([]);
    expect((await bruno.client.answer(remindersApi.due, { query: { hoje: "2031-12-31" } })).items).toEqual([]);
    const [row] = await ctx.database.db.select().from(reminderTable).where(eq(reminderTable.id, r.id));
    expect(row).toMatchObject({ doneAt: null });
  });
});
