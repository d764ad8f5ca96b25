import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, CalendarEventInput } from "#domain/calendar.schema";
import { calendarApi } from "#domain/contracts/calendar";
import { notificationsApi } from "#domain/contracts/notifications";
import { studioApi } from "#domain/contracts/studio";
import { calendarEvent, job, notification, project } from "#server/db/schema";
import { ensureRecurringJobs } from "#server/jobs/handlers";
import { createTestContext, TestClient, type TestContext } from "#server/test/harness";
import { join, person, type Person } from "#server/test/people";
import { addClient, addProject, errorOf, setPlan } from "#server/test/studio";
import { answeringPrimary, engineWith, trialUser } from "#server/test/ai-doubles";
import { parseIcs, unescapeIcs } from "#test-support/ics";
import { createEvent, eventJobKey } from "./calendar.service";

let ctx: TestContext;
let ana: Person;
let bia: Person;
let projectId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await person(ctx, "Ana Souza");
  bia = await person(ctx, "Bia Lima");
  await setPlan(ctx, ana.me.id, "premium");
  const c = await addClient(ana.client, { name: "Carlos Prado" });
  projectId = (await addProject(ana.client, { name: "Casa Prado", clientId: c.id })).id;
}, 60_000);
afterAll(async () => ctx?.close());

async function addEvent(p: Person, body: CalendarEventInput): Promise<CalendarEvent> {
  return p.client.answer(calendarApi.create, { body: { timeZone: "America/Sao_Paulo", ...body } });
}

/** The events and deadlines of `from`…`to` (inclusive), as the calendar page reads them. */
const range = (p: Person, from: string, to: string) => p.client.answer(calendarApi.range, { query: { from, to } });

async function jobOf(eventId: string) {
  const [row] = await ctx.database.db.select().from(job).where(eq(job.key, eventJobKey(eventId)));
  return row;
}

describe("events (R-CAL-1)", () => {
  it("are stored with their project and the offline preparation advice, and listed by day and time", async () => {
    const late = await addEvent(ana, { title: "Entrega do anteprojeto", date: "2098-03-10", time: "16:00", notification: "2-dias" });
    const early = await addEvent(ana, { title: "Visita ao terreno", date: "2098-03-10", time: "08:30", projectId });
    expect(early).toMatchObject({ project: { id: projectId, name: "Casa Prado" }, notification: "1-dia", startsAt: "2098-03-10T11:30:00.000Z", adviceProvider: "offline" });
    expect(early.advice).toMatch(/visita técnica do projeto Casa Prado em 10\/03\/2098 às 08:30/);
    expect(late.advice).toMatch(/^Preparação para entrega/);

    const march = await range(ana, "2098-03-01", "2098-03-31");
    expect(march.events.map((e) => e.title)).toEqual(["Visita ao terreno", "Entrega do anteprojeto"]);
    // Another studio sees none of it.
    const other = await range(bia, "2098-03-01", "2098-03-31");
    expect(other.events).toEqual([]);
  });

  it("refuse missing fields, bad values and another studio's project with pt-BR field errors, storing nothing", async () => {
    const before = (await ctx.database.db.select().from(calendarEvent)).length;
    let res = await ana.client.post("/api/calendar/events", { title: "", date: "", time: "" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ title: "Informe o título do evento.", date: "Informe a data do evento.", time: "Informe o horário do evento." });
    res = await ana.client.post("/api/calendar/events", { title: "Reunião", date: "2098-02-30", time: "25:00", notification: "1-mes" });
    expect(Object.keys((await errorOf(res)).fields!).sort()).toEqual(["date", "notification", "time"]);
    const othersProject = await bia.client.call(calendarApi.create, { body: { title: "Reunião", date: "2098-03-01", time: "10:00", projectId } });
    expect(othersProject.status).toBe(422);
    expect(othersProject.error?.fields).toEqual({ projectId: "Projeto não encontrado." });
    expect((await ana.client.call(calendarApi.range, { query: { from: "2098-03-01", to: "2029-03-01" } })).status).toBe(422);
    expect((await ctx.database.db.select().from(calendarEvent)).length).toBe(before);
  });

  it("can be edited (the job moves, the advice follows the new subject) and deleted (the job goes)", async () => {
    const e = await addEvent(ana, { title: "Reunião de alinhamento", date: "2098-04-05", time: "10:00" });
    expect((await jobOf(e.id))!.runAt.toISOString()).toBe("2098-04-04T13:00:00.000Z");
    const params = { id: e.id };
    const edited = await ana.client.answer(calendarApi.update, { params, body: { title: "Protocolo na prefeitura", date: "2098-04-06", time: "09:00", notification: "1-semana", timeZone: "America/Sao_Paulo" } });
    expect(edited).toMatchObject({ title: "Protocolo na prefeitura", startsAt: "2098-04-06T12:00:00.000Z", notification: "1-semana" });
    expect(edited.advice).toMatch(/aprovação ou protocolo/);
    expect((await jobOf(e.id))!.runAt.toISOString()).toBe("2098-03-30T12:00:00.000Z");

    expect((await bia.client.call(calendarApi.remove, { params })).status).toBe(404);
    expect((await ana.client.call(calendarApi.remove, { params })).status).toBe(204);
    expect(await jobOf(e.id)).toBeUndefined();
    expect((await ana.client.call(calendarApi.get, { params })).status).toBe(404);
  });

  it("show the AI's advice when a provider answers, from the spec's prompt", async () => {
    const scope = await trialUser(ctx.database.db);
    const { provider, requests } = answeringPrimary("- Leve as pranchas impressas.\n- Confirme o horário.");
    const e = await createEvent({
      db: ctx.database.db,
      engine: engineWith([provider]),
      scope,
      input: { title: "Apresentação do estudo", date: "2098-05-02", time: "15:00", projectId: null, notification: "1-dia", timeZone: "America/Sao_Paulo" },
    });
    expect(e).toMatchObject({ advice: "- Leve as pranchas impressas.\n- Confirme o horário.", adviceProvider: "primary" });
    const prompt = requests[0]!.messages.at(-1)!.content;
    expect(prompt).toContain("Data: 02/05/2098");
    expect(prompt).toContain("Horário: 15:00");
    expect(prompt).toContain("Projeto relacionado: Não especificado");
  });

  it("project deadlines appear on their own, not for finished projects", async () => {
    const c = await addClient(ana.client, { name: "Dora Reis" });
    const p = await addProject(ana.client, { name: "Loja Reis", clientId: c.id, deadline: "2098-06-15" });
    expect((await range(ana, "2098-06-01", "2098-06-30")).deadlines).toEqual([{ project: { id: p.id, name: "Loja Reis" }, client: { id: c.id, name: "Dora Reis" }, date: "2098-06-15" }]);
    await ctx.database.db.update(project).set({ status: "concluido", stage: "concluido" }).where(eq(project.id, p.id));
    expect((await range(ana, "2098-06-01", "2098-06-30")).deadlines).toEqual([]);
  });
});

describe("the maintenance agenda of the post-construction tool (issue 18)", () => {
  it("puts each entry in the calendar at 09:00 with a notice a week before, tied to the project", async () => {
    const added = await ana.client.call(calendarApi.addMaintenance, {
      body: {
        projectId,
        timeZone: "America/Sao_Paulo",
        entries: [
          { title: "Manutenção: revisão anual", date: "2098-02-10", description: "Conforme NBR 5674." },
          { title: "Manutenção: limpeza de calhas", date: "2098-03-10" },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect(added.data).toEqual({ created: 2 });
    const events = (await range(ana, "2098-02-01", "2098-03-31")).events.filter((e) => e.title.startsWith("Manutenção:"));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ time: "09:00", notification: "1-semana", project: { id: projectId, name: "Casa Prado" }, advice: "Conforme NBR 5674.", startsAt: "2098-02-10T12:00:00.000Z" });
    expect((await jobOf(events[0]!.id))!.runAt.toISOString()).toBe("2098-02-03T12:00:00.000Z");

    expect((await bia.client.call(calendarApi.addMaintenance, { body: { projectId, entries: [{ title: "x", date: "2098-02-10" }] } })).status).toBe(422);
    const tooMany = Array.from({ length: 61 }, (_, i) => ({ title: `M${i}`, date: "2098-02-10" }));
    expect((await ana.client.post("/api/calendar/maintenance", { entries: tooMany })).status).toBe(422);
  });
});

describe("recurring maintenance tasks (decision 080)", () => {
  it("a task with a periodicity is one event that shows in every month it recurs and carries an RRULE", async () => {
    const added = await ana.client.answer(calendarApi.addMaintenance, {
      body: {
        projectId,
        timeZone: "America/Sao_Paulo",
        entries: [{ title: "Limpar os reservatórios — Casa Prado", date: "2096-01-31", everyMonths: 6, description: "Responsável: Empresa especializada." }],
      },
    });
    expect(added).toEqual({ created: 1 });
    const rows = await ctx.database.db.select().from(calendarEvent).where(eq(calendarEvent.title, "Limpar os reservatórios — Casa Prado"));
    expect(rows).toHaveLength(1);

    // Month views: the occurrence is there in July 2096 and January 2097 (31/07, 31/01), not in March.
    const july = await range(ana, "2096-07-01", "2096-07-31");
    expect(july.events.filter((e) => e.title.startsWith("Limpar os reservatórios")).map((e) => [e.date, e.startsAt, e.recurrenceMonths])).toEqual([
      ["2096-07-31", "2096-07-31T12:00:00.000Z", 6],
    ]);
    const year = await range(ana, "2096-02-01", "2097-02-28");
    expect(year.events.filter((e) => e.title.startsWith("Limpar os reservatórios")).map((e) => e.date)).toEqual(["2096-07-31", "2097-01-31"]);
    const march = await range(ana, "2096-03-01", "2096-03-31");
    expect(march.events.some((e) => e.title.startsWith("Limpar os reservatórios"))).toBe(false);

    const one = parseIcs(await (await ana.client.call(calendarApi.eventIcs, { params: { id: rows[0]!.id } })).res.text()).events[0]!;
    expect(one.RRULE).toBe("FREQ=MONTHLY;INTERVAL=6");
    const all = parseIcs(await (await ana.client.call(calendarApi.ics)).res.text()).events;
    expect(all.find((e) => e.SUMMARY === "Limpar os reservatórios — Casa Prado")?.RRULE).toBe("FREQ=MONTHLY;INTERVAL=6");
    // A one-off event has none.
    expect(all.find((e) => e.SUMMARY === "Visita ao terreno")?.RRULE).toBeUndefined();
  });
});

describe("ICS (R-CAL-2)", () => {
  it("one event: UTC times, the alarm of its notification, the advice in the description", async () => {
    const e = await addEvent(ana, { title: "Reunião, com pauta", date: "2098-07-01", time: "14:30", notification: "2-dias", projectId });
    const { status, res } = await ana.client.call(calendarApi.eventIcs, { params: { id: e.id } });
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("evento-2098-07-01.ics");
    const { events } = parseIcs(await res.text());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ UID: `${e.id}@prancheta`, DTSTART: "20980701T173000Z", DTEND: "20980701T183000Z", "ALARM-TRIGGER": "-P2D" });
    expect(unescapeIcs(events[0]!.SUMMARY!)).toBe("Reunião, com pauta");
    expect(unescapeIcs(events[0]!.DESCRIPTION!)).toContain("Projeto: Casa Prado");
    expect((await bia.client.call(calendarApi.eventIcs, { params: { id: e.id } })).status).toBe(404);
  });

  it("the whole calendar, with deadlines as all-day events", async () => {
    const c = await addClient(ana.client, { name: "Eva Dias" });
    await addProject(ana.client, { name: "Casa Dias", clientId: c.id, deadline: "2098-08-20" });
    const { events, calendar } = parseIcs(await (await ana.client.call(calendarApi.ics)).res.text());
    expect(calendar["X-WR-CALNAME"]).toMatch(/^Prancheta — /);
    expect(events.find((e) => e.SUMMARY === "Prazo de entrega: Casa Dias")).toMatchObject({ "DTSTART;VALUE=DATE": "20980820" });
    expect(events.some((e) => e.SUMMARY === "Visita ao terreno")).toBe(true);
  });
});

describe("the private subscription address (R-CAL-3)", () => {
  it("serves the calendar without a session, stops after regenerating, and is 404 when tampered with", async () => {
    const { url } = await ana.client.answer(calendarApi.subscription);
    expect((await ana.client.answer(calendarApi.subscription)).url).toBe(url);
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/feed\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
    const anonymous = new TestClient(ctx);
    const res = await anonymous.get(path);
    expect(res.status).toBe(200);
    expect(parseIcs(await res.text()).events.some((e) => e.SUMMARY === "Visita ao terreno")).toBe(true);

    const tampered = path.replace(/\.([A-Za-z0-9_-])/, (_m, ch: string) => `.${ch === "A" ? "B" : "A"}`);
    expect((await anonymous.get(tampered)).status).toBe(404);
    expect((await anonymous.call(calendarApi.feed, { params: { token: "nada" } })).status).toBe(404);

    const { url: next } = await ana.client.answer(calendarApi.regenerateSubscription);
    expect(next).not.toBe(url);
    expect((await anonymous.get(path)).status).toBe(404);
    expect((await anonymous.get(new URL(next).pathname)).status).toBe(200);
  });

  it("stops working for someone who left the studio", async () => {
    const owner = await person(ctx, "Gil Souza");
    const member = await person(ctx, "Hugo Lima");
    await setPlan(ctx, owner.me.id, "premium");
    await join(ctx, owner, member);
    const { url } = await member.client.answer(calendarApi.subscription);
    const anonymous = new TestClient(ctx);
    expect((await anonymous.get(new URL(url).pathname)).status).toBe(200);
    const members = await owner.client.answer(studioApi.get);
    const hugo = members.members.find((m) => m.email === member.email)!;
    expect((await owner.client.request("DELETE", `/api/studio/members/${hugo.id}`)).status).toBe(204);
    expect((await anonymous.get(new URL(url).pathname)).status).toBe(404);
  });
});

describe("notifications by the job runner (R-NOTIF-1)", () => {
  it("an event's notice comes at its lead time, once, in Notificações and by e-mail", async () => {
    const e = await addEvent(ana, { title: "Reunião com Carlos", date: "2098-09-10", time: "10:00", notification: "1-dia" });
    const before = ctx.mails.length;
    const early = ctx.jobRunner(() => new Date("2098-09-09T12:59:00Z"));
    await early.runDue();
    expect((await ctx.database.db.select().from(notification).where(eq(notification.userId, ana.me.id))).filter((n) => n.title.includes("Carlos"))).toEqual([]);

    const due = ctx.jobRunner(() => new Date("2098-09-09T13:00:00Z"));
    await due.runDue();
    await due.runDue();
    const list = await ana.client.answer(notificationsApi.list);
    const mine = list.items.filter((n) => n.title === "Evento: Reunião com Carlos");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "evento", read: false, link: "/dashboard/calendario?data=2098-09-10" });
    expect(mine[0]!.body).toContain("10/09/2098 às 10:00");
    expect(list.unread).toBeGreaterThanOrEqual(1);
    const mails = ctx.mails.slice(before).filter((m) => m.subject === "Prancheta: Evento: Reunião com Carlos");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(ana.email);
    expect(mails[0]!.text).toContain("/dashboard/calendario?data=2098-09-10");

    // Read: one, then all; another person's notice is a 404.
    const params = { id: mine[0]!.id };
    expect((await bia.client.call(notificationsApi.read, { params })).status).toBe(404);
    expect((await ana.client.call(notificationsApi.read, { params })).status).toBe(204);
    expect((await ana.client.call(notificationsApi.readAll)).status).toBe(204);
    expect((await ana.client.answer(notificationsApi.list)).unread).toBe(0);
    void e;
  });

  it("a moved event is noticed at its new time only", async () => {
    const e = await addEvent(ana, { title: "Reunião mudada", date: "2098-10-10", time: "10:00", notification: "no-dia" });
    // The old job's payload is stale once the event moves: an old run does nothing.
    const [old] = await ctx.database.db.select().from(job).where(eq(job.key, eventJobKey(e.id)));
    await ana.client.answer(calendarApi.update, { params: { id: e.id }, body: { title: "Reunião mudada", date: "2098-10-12", time: "10:00", notification: "no-dia", timeZone: "America/Sao_Paulo" } });
    await ctx.database.db.insert(job).values({ ...old!, id: crypto.randomUUID(), key: "evento-antigo" });
    await ctx.jobRunner(() => new Date("2098-10-10T12:00:00Z")).runDue();
    const titles = async () => (await ctx.database.db.select().from(notification)).filter((n) => n.title === "Evento: Reunião mudada");
    expect(await titles()).toHaveLength(0);
    await ctx.jobRunner(() => new Date("2098-10-12T12:00:00Z")).runDue();
    expect(await titles()).toHaveLength(1);
  });

  it("the deadlines sweep tells every member the day before and on the day, once each", async () => {
    const owner = await person(ctx, "Iara Melo");
    const member = await person(ctx, "João Melo");
    await setPlan(ctx, owner.me.id, "premium");
    await join(ctx, owner, member);
    const c = await addClient(owner.client, { name: "Kátia" });
    const p = await addProject(owner.client, { name: "Clínica Kátia", clientId: c.id, deadline: "2098-11-20" });
    await ensureRecurringJobs(ctx.database.db, new Date("2098-11-18T12:00:00Z"));
    const sweepAt = async (iso: string) => {
      await ctx.database.db.update(job).set({ runAt: new Date(iso) }).where(eq(job.key, "varrer-prazos"));
      await ctx.jobRunner(() => new Date(iso)).runDue();
    };
    const notices = async () => (await ctx.database.db.select().from(notification)).filter((n) => n.link === `/dashboard/projetos/${p.id}`);
    await sweepAt("2098-11-18T12:00:00Z");
    expect(await notices()).toHaveLength(0);
    // The sweep scheduled itself 30 minutes later.
    const [next] = await ctx.database.db.select().from(job).where(eq(job.key, "varrer-prazos"));
    expect(next).toMatchObject({ status: "pendente", runAt: new Date("2098-11-18T12:30:00Z") });

    await sweepAt("2098-11-19T12:00:00Z");
    const before = await notices();
    expect(before.map((n) => n.userId).sort()).toEqual([owner.me.id, member.me.id].sort());
    expect(before.map((n) => n.title)).toEqual(["Prazo: Clínica Kátia vence amanhã", "Prazo: Clínica Kátia vence amanhã"]);
    await sweepAt("2098-11-19T12:30:00Z");
    expect(await notices()).toHaveLength(2);

    await sweepAt("2098-11-20T12:00:00Z");
    await sweepAt("2098-11-20T12:30:00Z");
    const all = await notices();
    expect(all.filter((n) => n.title === "Prazo: Clínica Kátia vence hoje")).toHaveLength(2);
    expect(all).toHaveLength(4);
  });

  it("one member's e-mail refused by SMTP does not hold the others' notices; the next sweep sends it", async () => {
    const owner = await person(ctx, "Nara Luz");
    const member = await person(ctx, "Otto Luz");
    await setPlan(ctx, owner.me.id, "premium");
    await join(ctx, owner, member);
    const c = await addClient(owner.client, { name: "Paula" });
    const p = await addProject(owner.client, { name: "Loja Paula", clientId: c.id, deadline: "2098-06-20" });
    const sweepAt = async (iso: string) => {
      await ensureRecurringJobs(ctx.database.db, new Date(iso));
      await ctx.database.db.update(job).set({ runAt: new Date(iso) }).where(eq(job.key, "varrer-prazos"));
      await ctx.jobRunner(() => new Date(iso)).runDue();
    };
    const mailsOf = () => ctx.mails.filter((m) => m.subject === "Prancheta: Prazo: Loja Paula vence amanhã");
    ctx.failMail.next = 1;
    await sweepAt("2098-06-19T12:00:00Z");
    const notices = (await ctx.database.db.select().from(notification)).filter((n) => n.link === `/dashboard/projetos/${p.id}`);
    expect(notices).toHaveLength(2);
    expect(mailsOf()).toHaveLength(1);
    expect(notices.filter((n) => n.emailedAt === null)).toHaveLength(1);
    await sweepAt("2098-06-19T12:30:00Z");
    expect(mailsOf().map((m) => m.to).sort()).toEqual([owner.email, member.email].sort());
  });

  it("a sweep that used up its attempts is scheduled again at the next start", async () => {
    await ctx.database.db.update(job).set({ status: "falhou", attempts: 5, finishedAt: new Date("2098-12-01T00:00:00Z") }).where(eq(job.key, "varrer-prazos"));
    await ensureRecurringJobs(ctx.database.db, new Date("2098-12-02T12:00:00Z"));
    const [row] = await ctx.database.db.select().from(job).where(eq(job.key, "varrer-prazos"));
    expect(row).toMatchObject({ status: "pendente", attempts: 0, runAt: new Date("2098-12-02T12:00:00Z") });
    // A pending one is left as it is.
    await ensureRecurringJobs(ctx.database.db, new Date("2098-12-09T12:00:00Z"));
    expect((await ctx.database.db.select().from(job).where(eq(job.key, "varrer-prazos")))[0]!.runAt).toEqual(new Date("2098-12-02T12:00:00Z"));
  });

  it("an e-mail SMTP refused is sent when the job is retried, and the notice is not written twice", async () => {
    const e = await addEvent(ana, { title: "Reunião com SMTP fora", date: "2098-08-10", time: "10:00", notification: "1-dia" });
    const mailsOf = () => ctx.mails.filter((m) => m.subject === "Prancheta: Evento: Reunião com SMTP fora");
    ctx.failMail.next = 1;
    await ctx.jobRunner(() => new Date("2098-08-09T13:00:00Z")).runDue();
    expect(mailsOf()).toHaveLength(0);
    const [failed] = await ctx.database.db.select().from(job).where(eq(job.key, eventJobKey(e.id)));
    expect(failed).toMatchObject({ status: "pendente", attempts: 1, lastError: "SMTP fora do ar" });
    const rows = async () => (await ctx.database.db.select().from(notification)).filter((n) => n.title === "Evento: Reunião com SMTP fora");
    expect((await rows()).map((n) => n.emailedAt)).toEqual([null]);

    await ctx.jobRunner(() => failed!.runAt).runDue();
    expect(mailsOf()).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]!.emailedAt).not.toBeNull();
  });

  it("someone who left the studio is not told about its events", async () => {
    const owner = await person(ctx, "Lia Prado");
    const member = await person(ctx, "Mário Prado");
    await setPlan(ctx, owner.me.id, "premium");
    await join(ctx, owner, member);
    await addEvent(member, { title: "Reunião do Mário", date: "2098-08-20", time: "10:00", notification: "1-dia" });
    const members = await owner.client.answer(studioApi.get);
    const mario = members.members.find((m) => m.email === member.email)!;
    expect((await owner.client.request("DELETE", `/api/studio/members/${mario.id}`)).status).toBe(204);
    await ctx.jobRunner(() => new Date("2098-08-19T13:00:00Z")).runDue();
    expect((await ctx.database.db.select().from(notification)).filter((n) => n.title === "Evento: Reunião do Mário")).toEqual([]);
    expect(ctx.mails.filter((m) => m.subject.includes("Reunião do Mário"))).toEqual([]);
  });
});
