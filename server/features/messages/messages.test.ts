import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeBudget, formatMoney } from "#domain/budget";
import { budgetInput } from "#domain/budget-defaults";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { clientMessageListSchema, clientMessageSchema, type ClientMessage } from "#domain/messages.schema";
import { stageLabel } from "#domain/projects";
import { clientMessagesApi } from "#domain/contracts/client-messages";
import { clientMessage, clientMessageReply, studio, user } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

/** R-MSG-1 to R-MSG-4 over HTTP: client messages, suggested replies (offline here) and the decision log. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function setup(architect: Architect, project: Record<string, unknown> = {}) {
  const c = await addClient(architect.client, { name: "Marina Alves", email: "marina@exemplo.com.br", phone: "(11) 98765-4321" });
  const p = await addProject(architect.client, { name: "Casa Jequitibá", clientId: c.id, standard: "normal", builtArea: 150, deadline: "2031-03-15", landPlot: { state: "SP" }, ...project } as never);
  return { c, p };
}

async function record(architect: Architect, body: Record<string, unknown>): Promise<ClientMessage> {
  const res = await architect.client.post("/api/client-messages", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return read(clientMessageSchema, res);
}

describe("client messages: session", () => {
  it("answers 401 without a session", async () => {
    const anonymous = new TestClient(ctx);
    const id = "00000000-0000-4000-8000-000000000000";
    for (const res of await Promise.all([
      anonymous.get("/api/client-messages"),
      anonymous.post("/api/client-messages", {}),
      anonymous.post(`/api/client-messages/${id}/suggestions`, {}),
      anonymous.post(`/api/client-messages/${id}/replies`, { text: "x" }),
      anonymous.delete(`/api/client-messages/${id}`),
    ])) {
      expect(res.status).toBe(401);
    }
  });
});

describe("recording a client's message (R-MSG-1, R-MSG-2)", () => {
  it("stores it with offline suggestions grounded in the project's stage and deadline", async () => {
    const ana = await signedInUser(ctx);
    await ctx.database.db.update(studio).set({ name: "Estúdio Traço" }).where(eq(studio.id, ana.studioId));
    const { c, p } = await setup(ana);
    const created = await record(ana, { clientId: c.id, projectId: p.id, channel: "email", tone: "formal", message: "Bom dia! Qual o prazo de entrega do projeto?" });
    expect(created).toMatchObject({
      client: { id: c.id, name: "Marina Alves", email: "marina@exemplo.com.br", phone: "+5511987654321" },
      project: { id: p.id, name: "Casa Jequitibá" },
      channel: "email",
      tone: "formal",
      received: "Bom dia! Qual o prazo de entrega do projeto?",
      suggestionsProvider: "offline",
      replies: [],
    });
    expect(created.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(created.suggestions.length).toBeLessThanOrEqual(3);
    const [first] = created.suggestions;
    expect(first!.subject).toBe("Prazo — projeto Casa Jequitibá");
    expect(first!.text).toContain("15/03/2031");
    expect(first!.text).toContain(`etapa de ${stageLabel(p.stage).toLowerCase()}`);
    expect(first!.text).toMatch(/Atenciosamente,\nEstúdio Traço$/);
    const [row] = await ctx.database.db.select().from(clientMessage).where(eq(clientMessage.id, created.id));
    expect(row).toMatchObject({ studioId: ana.studioId, createdBy: ana.userId, suggestionsProvider: "offline" });
  });

  it("states the latest budget's total in R$ when the project has a budget", async () => {
    const ana = await signedInUser(ctx);
    const { c, p } = await setup(ana);
    const res = await ana.client.post(`/api/projects/${p.id}/documents`, { kind: "orcamento" });
    expect(res.status).toBe(201);
    const budget = (await read(documentSchema, res)) as Extract<ProjectDocument, { kind: "orcamento" }>;
    const total = formatMoney(computeBudget(budgetInput(budget.content)).total);
    expect(total).toMatch(/^R\$ [\d.]+,\d{2}$/);
    const created = await record(ana, { clientId: c.id, projectId: p.id, channel: "whatsapp", tone: "cordial", message: "Quanto vai custar a obra?" });
    expect(created.suggestions[0]!.text).toContain(total);
    expect(created.suggestions[0]!.subject).toBeNull();
    // Not on a social network's page.
    const social = await record(ana, { clientId: c.id, projectId: p.id, channel: "social", tone: "cordial", message: "Quanto vai custar a obra?" });
    for (const s of social.suggestions) expect(s.text).not.toContain("R$");
  });

  it("answers without a project, from the message's gist", async () => {
    const ana = await signedInUser(ctx);
    const { c } = await setup(ana);
    const created = await record(ana, { clientId: c.id, projectId: "", channel: "whatsapp", tone: "breve", message: "Podemos marcar uma reunião?" });
    expect(created.project).toBeNull();
    expect(created.suggestions[0]!.text).toContain("reunião");
  });

  it("refuses bad input with pt-BR field messages", async () => {
    const ana = await signedInUser(ctx);
    const res = await ana.client.post("/api/client-messages", { clientId: "x", channel: "fax", tone: "seco", message: " " });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      clientId: "Escolha o cliente.",
      channel: "Escolha o canal: e-mail, WhatsApp ou Instagram/Facebook.",
      tone: "Escolha o tom: formal, cordial ou breve.",
      message: "Cole a mensagem do cliente.",
    });
    const long = await ana.client.post("/api/client-messages", { clientId: "00000000-0000-4000-8000-000000000000", channel: "email", tone: "formal", message: "a".repeat(4001) });
    expect(long.status).toBe(422);
    expect((await errorOf(long)).fields?.message).toMatch(/no máximo 4\.000/);
  });

  it("refuses another studio's client or project, and a project of another client", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const own = await setup(ana);
    const foreign = await setup(bruno);
    const base = { channel: "email", tone: "formal", message: "Oi" };

    const foreignClient = await ana.client.post("/api/client-messages", { ...base, clientId: foreign.c.id });
    expect(foreignClient.status).toBe(422);
    expect((await errorOf(foreignClient)).fields).toEqual({ clientId: "Cliente não encontrado." });

    const foreignProject = await ana.client.post("/api/client-messages", { ...base, clientId: own.c.id, projectId: foreign.p.id });
    expect(foreignProject.status).toBe(422);
    expect((await errorOf(foreignProject)).fields).toEqual({ projectId: "Projeto não encontrado." });

    const other = await addClient(ana.client, { name: "Outro Cliente" });
    const wrongClient = await ana.client.post("/api/client-messages", { ...base, clientId: other.id, projectId: own.p.id });
    expect(wrongClient.status).toBe(422);
    expect((await errorOf(wrongClient)).fields?.projectId).toMatch(/não é deste cliente/);
    expect(await ctx.database.db.select().from(clientMessage).where(eq(clientMessage.studioId, ana.studioId))).toEqual([]);
  });
});

describe("the decision log (R-MSG-4)", () => {
  it("lists the studio's messages newest first, one client's when asked, with names", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const { c, p } = await setup(ana);
    const other = await addClient(ana.client, { name: "Rui Campos" });
    const first = await record(ana, { clientId: c.id, projectId: p.id, channel: "email", tone: "formal", message: "Primeira" });
    const second = await record(ana, { clientId: other.id, channel: "social", tone: "breve", message: "Segunda" });
    const third = await record(ana, { clientId: c.id, channel: "whatsapp", tone: "cordial", message: "Terceira" });
    await record(bruno, { clientId: (await setup(bruno)).c.id, channel: "email", tone: "formal", message: "De outro estúdio" });

    const all = await read(clientMessageListSchema, await ana.client.get("/api/client-messages"));
    expect(all.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(all[2]).toMatchObject({ client: { name: "Marina Alves" }, project: { name: "Casa Jequitibá" } });
    const mine = await read(clientMessageListSchema, await ana.client.get(`/api/client-messages?clientId=${c.id}&limit=1`));
    expect(mine.map((m) => m.id)).toEqual([third.id]);
    // Another studio's client lists nothing.
    const foreign = await ana.client.get(`/api/client-messages?clientId=${(await bruno.client.answer(clientMessagesApi.list))[0]!.client.id}`);
    expect(await read(clientMessageListSchema, foreign)).toEqual([]);
    expect((await ana.client.get("/api/client-messages?limit=0")).status).toBe(422);
  });

  it("keeps every reply recorded, in the order they were sent, with channel, time and who recorded it", async () => {
    const ana = await signedInUser(ctx);
    const { c, p } = await setup(ana);
    const created = await record(ana, { clientId: c.id, projectId: p.id, channel: "whatsapp", tone: "cordial", message: "Qual o prazo?" });
    const before = Date.now();
    const first = await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: `  ${created.suggestions[0]!.text} ` });
    expect(first.status, await first.clone().text()).toBe(201);
    expect((await read(clientMessageSchema, first)).replies.map((r) => r.text)).toEqual([created.suggestions[0]!.text]);
    // A second suggestion sent, then a follow-up by e-mail: added, the first one kept.
    const second = await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: created.suggestions[1]!.text });
    expect(second.status).toBe(201);
    const third = await read(clientMessageSchema, await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: "Enviei a planta por e-mail.", channel: "email" }));
    expect(third.replies.map((r) => [r.channel, r.text])).toEqual([
      ["whatsapp", created.suggestions[0]!.text],
      ["whatsapp", created.suggestions[1]!.text],
      ["email", "Enviei a planta por e-mail."],
    ]);
    const times = third.replies.map((r) => new Date(r.sentAt).getTime());
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const [me] = await ctx.database.db.select({ name: user.name }).from(user).where(eq(user.id, ana.userId));
    for (const r of third.replies) expect(r.recordedBy).toEqual({ id: ana.userId, name: me!.name });
    // The list (the decision log) answers them too, in the same order.
    const [listed] = await read(clientMessageListSchema, await ana.client.get(`/api/client-messages?clientId=${c.id}`));
    expect(listed!.replies).toEqual(third.replies);
  });

  it("refuses a bad reply with pt-BR field messages", async () => {
    const ana = await signedInUser(ctx);
    const { c } = await setup(ana);
    const created = await record(ana, { clientId: c.id, channel: "email", tone: "formal", message: "Oi" });
    const empty = await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: " ", channel: "fax" });
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).fields).toEqual({ text: "Escreva a resposta enviada.", channel: "Escolha o canal: e-mail, WhatsApp ou Instagram/Facebook." });
    const long = await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: "a".repeat(4001) });
    expect(long.status).toBe(422);
    expect((await errorOf(long)).fields?.text).toMatch(/no máximo 4\.000/);
    expect(await ctx.database.db.select().from(clientMessageReply).where(eq(clientMessageReply.messageId, created.id))).toEqual([]);
  });

  it("regenerates the suggestions in another tone from the project's state now", async () => {
    const ana = await signedInUser(ctx);
    const { c, p } = await setup(ana);
    const created = await record(ana, { clientId: c.id, projectId: p.id, channel: "email", tone: "formal", message: "Qual o prazo?" });
    expect((await ana.client.patch(`/api/projects/${p.id}`, { deadline: "2032-07-01" })).status).toBe(200);
    const res = await ana.client.post(`/api/client-messages/${created.id}/suggestions`, { tone: "cordial" });
    expect(res.status).toBe(200);
    const again = await read(clientMessageSchema, res);
    expect(again.tone).toBe("cordial");
    expect(again.suggestions[0]!.text).toContain("01/07/2032");
    expect(again.suggestions[0]!.text.startsWith("Olá, Marina! Tudo bem?")).toBe(true);
    const bad = await ana.client.post(`/api/client-messages/${created.id}/suggestions`, { tone: "seco" });
    expect(bad.status).toBe(422);
  });

  it("deletes a message; another studio's message is a 404", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const { c } = await setup(ana);
    const created = await record(ana, { clientId: c.id, channel: "email", tone: "formal", message: "Oi" });
    for (const res of [
      await bruno.client.post(`/api/client-messages/${created.id}/replies`, { text: "x" }),
      // Another studio's message is a 404 whatever the body: nothing about it is told.
      await bruno.client.post(`/api/client-messages/${created.id}/replies`, {}),
      await bruno.client.post(`/api/client-messages/${created.id}/suggestions`, {}),
      await bruno.client.delete(`/api/client-messages/${created.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Mensagem não encontrada.");
    }
    expect(await ctx.database.db.select().from(clientMessageReply).where(eq(clientMessageReply.messageId, created.id))).toEqual([]);
    expect((await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: "Olá!" })).status).toBe(201);
    expect((await ana.client.delete(`/api/client-messages/${created.id}`)).status).toBe(204);
    // Its replies go with it.
    expect(await ctx.database.db.select().from(clientMessageReply).where(eq(clientMessageReply.messageId, created.id))).toEqual([]);
    expect((await ana.client.delete(`/api/client-messages/${created.id}`)).status).toBe(404);
    expect((await ana.client.post(`/api/client-messages/${created.id}/replies`, { text: "Olá!" })).status).toBe(404);
    expect(await read(clientMessageListSchema, await ana.client.get("/api/client-messages"))).toEqual([]);
  });
});
