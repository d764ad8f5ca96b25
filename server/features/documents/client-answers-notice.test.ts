import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdClientLinkSchema } from "#domain/client-briefing.schema";
import { notificationsApi } from "#domain/contracts/notifications";
import type { ClientInput } from "#domain/clients.schema";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { documentVersion, job, notification, user } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, joinStudio, read } from "#server/test/studio";
import { CLIENT_ANSWERS_JOB } from "./client-answers-jobs";

/** R-NOTIF-2: the client answering through the link is heard once per session, by every member. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>> & { email: string };
const TITLE = "Marina Souza está respondendo o briefing";

async function person(): Promise<Person> {
  const p = await signedInUser(ctx);
  const [row] = await ctx.database.db.select({ email: user.email }).from(user).where(eq(user.id, p.userId));
  return { ...p, email: row!.email };
}

/** A studio of two members, its briefing with a client link, and someone of another studio. */
async function studioWithLink(clientInput: ClientInput = { name: "Marina Souza", email: "marina.souza@exemplo.com.br" }) {
  const owner = await person();
  const member = await person();
  await joinStudio(ctx, member.userId, owner.studioId, "member");
  const outsider = await person();
  const client = await addClient(owner.client, clientInput);
  const project = await addProject(owner.client, { name: "Casa Jardins", clientId: client.id });
  const created = await owner.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" });
  expect(created.status).toBe(201);
  const doc: ProjectDocument = await read(documentSchema, created);
  const link = await read(createdClientLinkSchema, await owner.client.post(`/api/documents/${doc.id}/client-link`));
  return { owner, member, outsider, doc, token: link.url.split("/").at(-1)! };
}

/** The client typing: each autosave changes the answer. */
async function typing(token: string, saves: number, from = 0) {
  const visitor = new TestClient(ctx);
  for (let i = from; i < from + saves; i++) {
    const res = await visitor.request("PUT", `/api/public/briefings/${token}`, { answers: { pets: `Temos ${i + 1} gatos` } });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

async function runJobs(clock: () => Date = () => new Date()) {
  const runner = ctx.jobRunner(clock);
  let ran = 0;
  for (let n = await runner.runDue(); n > 0; n = await runner.runDue()) ran += n;
  return ran;
}

const noticesOf = (userId: string, documentId: string) =>
  ctx.database.db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.kind, "briefing"), sql`${notification.link} like ${`%${documentId}`}`));
const mailsTo = (email: string) => ctx.mails.filter((m) => m.to === email && m.subject === `Prancheta: ${TITLE}`);

/** Thirty-one minutes pass without a save: the client's versions so far are that much older. */
async function pause(documentId: string) {
  await ctx.database.db
    .update(documentVersion)
    .set({ createdAt: sql`${documentVersion.createdAt} - make_interval(mins => 31)` })
    .where(eq(documentVersion.documentId, documentId));
}

describe("the client's answers reach the studio (R-NOTIF-2)", () => {
  it("a session of 20 saves is one notice and one e-mail to each member; another studio hears nothing", async () => {
    const { owner, member, outsider, doc, token } = await studioWithLink();
    await typing(token, 20);
    const jobs = await ctx.database.db.select().from(job).where(sql`${job.key} like ${`respostas-cliente:${doc.id}:%`}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.kind).toBe(CLIENT_ANSWERS_JOB);
    await runJobs();

    for (const p of [owner, member]) {
      const notices = await noticesOf(p.userId, doc.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ studioId: owner.studioId, title: TITLE, link: `/dashboard/briefing/${doc.id}` });
      expect(notices[0]!.body).toBe(
        "Projeto Casa Jardins: as respostas entram no briefing conforme são salvas pelo link.\nUm novo aviso chega se o cliente voltar a responder depois de 30 minutos sem salvar.",
      );
      expect(mailsTo(p.email)).toHaveLength(1);
      expect(mailsTo(p.email)[0]!.text).toContain(`http://localhost:3000/dashboard/briefing/${doc.id}`);
    }
    expect(await ctx.database.db.select().from(notification).where(eq(notification.userId, outsider.userId))).toEqual([]);
    expect(ctx.mails.filter((m) => m.to === outsider.email)).toEqual([]);

    // In the owner's Mensagens → Notificações, unread, leading to the briefing.
    const list = await owner.client.answer(notificationsApi.list);
    expect(list.items.filter((n) => n.kind === "briefing")).toEqual([expect.objectContaining({ title: TITLE, link: `/dashboard/briefing/${doc.id}`, read: false })]);

    // Running the jobs again (a retried job, another process) writes and sends nothing more.
    await runJobs();
    expect(await noticesOf(owner.userId, doc.id)).toHaveLength(1);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it("a session after 30 minutes without a save is another notice; saves within a session are not", async () => {
    const { owner, member, doc, token } = await studioWithLink();
    await typing(token, 5);
    await runJobs();
    // 29 minutes later is still the same session.
    await ctx.database.db
      .update(documentVersion)
      .set({ createdAt: sql`${documentVersion.createdAt} - make_interval(mins => 29)` })
      .where(eq(documentVersion.documentId, doc.id));
    await typing(token, 3, 5);
    await runJobs();
    expect(await noticesOf(owner.userId, doc.id)).toHaveLength(1);

    await pause(doc.id);
    await typing(token, 4, 8);
    await runJobs();
    for (const p of [owner, member]) {
      expect(await noticesOf(p.userId, doc.id)).toHaveLength(2);
      expect(mailsTo(p.email)).toHaveLength(2);
    }
  });

  it("the notice agrees with the client as stored: a couple 'estão respondendo'", async () => {
    const { owner, doc, token } = await studioWithLink({ name: "Ricardo e Juliana Kowalski", kind: "casal" });
    await typing(token, 2);
    await runJobs();
    const [notice] = await noticesOf(owner.userId, doc.id);
    expect(notice!.title).toBe("Ricardo e Juliana Kowalski estão respondendo o briefing");
    expect(notice!.body).toContain("Um novo aviso chega se os clientes voltarem a responder");
  });

  it("the architect's own saves start no session, nor does a client's save that changes nothing", async () => {
    const { owner, doc, token } = await studioWithLink();
    if (doc.kind !== "briefing") throw new Error("não é briefing");
    const saved = await owner.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content: { ...doc.content, answers: { pets: "Um cão" } } });
    expect(saved.status).toBe(200);
    const visitor = new TestClient(ctx);
    expect((await visitor.request("PUT", `/api/public/briefings/${token}`, { answers: { pets: "Um cão" } })).status).toBe(200);
    await runJobs();
    expect(await noticesOf(owner.userId, doc.id)).toEqual([]);
  });

  it("an e-mail SMTP refuses is sent on the job's retry, and only that one", async () => {
    const { owner, member, doc, token } = await studioWithLink();
    await typing(token, 2);
    const t0 = new Date();
    ctx.failMail.next = 1;
    await runJobs(() => t0);
    const [row] = await ctx.database.db.select().from(job).where(sql`${job.key} like ${`respostas-cliente:${doc.id}:%`}`);
    expect(row).toMatchObject({ status: "pendente", attempts: 1, lastError: "1 e-mail de aviso falhou de 2; a próxima tentativa envia só esse." });
    // Both notices are in the app already; one of the two e-mails went.
    expect(await noticesOf(owner.userId, doc.id)).toHaveLength(1);
    expect(await noticesOf(member.userId, doc.id)).toHaveLength(1);
    expect(mailsTo(owner.email).length + mailsTo(member.email).length).toBe(1);

    await runJobs(() => new Date(t0.getTime() + 31_000));
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(member.email)).toHaveLength(1);
    const [done] = await ctx.database.db.select().from(job).where(eq(job.id, row!.id));
    expect(done).toMatchObject({ status: "concluido", attempts: 2 });
  });
});
