import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { suggestionListSchema, suggestionSchema } from "#domain/suggestions.schema";
import type { AiEngine } from "#server/ai/engine";
import { suggestion } from "#server/db/schema";
import { ProviderError } from "#lib/ai-client/types";
import { answeringPrimary, engineWith, scriptedPrimary, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, TestClient, type TestContext } from "#server/test/harness";
import { join, person } from "#server/test/people";
import { errorOf, read, setPlan } from "#server/test/studio";
import { sendSuggestion } from "./suggestions.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const IDEA = { name: "Ana Souza", type: "nova-ideia", urgency: "alta", text: "Exportar o orçamento em planilha Excel." } as const;

describe("POST /api/suggestions (R-SUGG-1, R-SUGG-2)", () => {
  it("refuses a visitor", async () => {
    expect((await new TestClient(ctx).post("/api/suggestions", IDEA)).status).toBe(401);
  });

  it("requires the name and the text, with pt-BR field errors, and stores nothing", async () => {
    const ana = await person(ctx);
    const res = await ana.client.post("/api/suggestions", { name: " ", type: "bug", text: "" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ name: "Informe o seu nome.", text: "Escreva a sua sugestão ou feedback." });
    const bad = await ana.client.post("/api/suggestions", { ...IDEA, type: "reclamação", urgency: "urgente" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({
      type: "Escolha o tipo: Nova ideia, Reportar bug ou Elogio.",
      urgency: "Escolha a urgência: baixa, média, alta ou crítica.",
    });
    const long = await ana.client.post("/api/suggestions", { ...IDEA, text: "x".repeat(5001) });
    expect(long.status).toBe(422);
    expect(await ctx.database.db.select().from(suggestion).where(eq(suggestion.userId, ana.me.id))).toEqual([]);
  });

  it("stores the suggestion with who sent it and from which studio, and answers with the offline triage when no provider is configured", async () => {
    const ana = await person(ctx);
    const res = await ana.client.post("/api/suggestions", { name: "  Ana Souza ", text: "Um tema escuro para trabalhar à noite." });
    expect(res.status).toBe(201);
    const sent = await read(suggestionSchema, res);
    expect(sent).toMatchObject({
      name: "Ana Souza",
      type: "nova-ideia",
      urgency: "média",
      text: "Um tema escuro para trabalhar à noite.",
      triage: { feasibility: "alta", estimate: "1 a 2 semanas", provider: "offline" },
    });
    expect(sent.triage!.reply).toMatch(/^Olá, Ana! Obrigado pela sua ideia/);
    const [row] = await ctx.database.db.select().from(suggestion).where(eq(suggestion.id, sent.id));
    expect(row).toMatchObject({ studioId: ana.me.studio.id, userId: ana.me.id, feasibility: "alta", triageProvider: "offline" });
    expect(row!.createdAt.toISOString()).toBe(sent.createdAt);
  });

  it("limits how many a person sends in a row, with a pt-BR 429", async () => {
    const ana = await person(ctx);
    const other = await person(ctx, "Bruno Lima");
    for (let i = 0; i < 5; i++) expect((await ana.client.post("/api/suggestions", { ...IDEA, text: `Ideia ${i}` })).status).toBe(201);
    const blocked = await ana.client.post("/api/suggestions", IDEA);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await errorOf(blocked)).message).toMatch(/^Muitas sugestões enviadas em pouco tempo\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);
    expect((await other.client.post("/api/suggestions", IDEA)).status).toBe(201);
  });
});

describe("GET /api/suggestions (R-SUGG-2)", () => {
  it("lists only the person's own suggestions in the active studio, newest first", async () => {
    const ana = await person(ctx, "Ana Souza");
    const bruno = await person(ctx, "Bruno Lima");
    await setPlan(ctx, ana.me.id, "premium");

    const brunoOwn = await read(suggestionSchema, await bruno.client.post("/api/suggestions", { ...IDEA, name: "Bruno", text: "No meu estúdio." }));
    await join(ctx, ana, bruno);
    const first = await read(suggestionSchema, await ana.client.post("/api/suggestions", { ...IDEA, text: "Primeira" }));
    const second = await read(suggestionSchema, await ana.client.post("/api/suggestions", { ...IDEA, type: "elogio", text: "Segunda" }));
    const brunoThere = await read(suggestionSchema, await bruno.client.post("/api/suggestions", { ...IDEA, name: "Bruno", text: "No estúdio da Ana." }));

    const anas = await read(suggestionListSchema, await ana.client.get("/api/suggestions"));
    expect(anas.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(anas[0]!.triage).toMatchObject({ estimate: "Sem desenvolvimento previsto" });

    // Bruno works in Ana's studio now: there he sees only what he sent there.
    expect((await read(suggestionListSchema, await bruno.client.get("/api/suggestions"))).map((s) => s.id)).toEqual([brunoThere.id]);
    const back = await bruno.client.request("PUT", "/api/session/studio", { studioId: bruno.me.studio.id });
    expect(back.status).toBe(200);
    expect((await read(suggestionListSchema, await bruno.client.get("/api/suggestions"))).map((s) => s.id)).toEqual([brunoOwn.id]);
    expect((await new TestClient(ctx).get("/api/suggestions")).status).toBe(401);
  });
});

describe("the triage by the AI chain (R-SUGG-2)", () => {
  it("stores the provider's answer, read from its lines, and charges one generation", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const primary = answeringPrimary("**Viabilidade:** média\n**Tempo estimado:** 3 a 4 semanas\n**Resposta:** Olá, Ana! Exportar para Excel é um pedido frequente.");
    const sent = await sendSuggestion({ db, engine: engineWith([primary.provider]), scope, input: { ...IDEA } });
    expect(sent.triage).toEqual({ feasibility: "média", estimate: "3 a 4 semanas", reply: "Olá, Ana! Exportar para Excel é um pedido frequente.", provider: "primary" });
    // The server's prompt, with the name, type, urgency and text.
    const request = primary.requests[0]!;
    expect(request.system).toContain("Viabilidade: <alta|média|baixa>");
    expect(request.messages).toEqual([{ role: "user", content: "Nome: Ana Souza\nTipo: Nova ideia\nUrgência: alta\nSugestão/feedback:\nExportar o orçamento em planilha Excel." }]);
    const [row] = await db.select().from(suggestion).where(eq(suggestion.id, sent.id));
    expect(row).toMatchObject({ feasibility: "média", estimate: "3 a 4 semanas", triageProvider: "primary", userId: scope.userId, studioId: scope.studioId });
    expect(await usedGenerations(db, scope.studioId)).toBe(1);
  });

  it("asks once more when the answer does not parse, then uses the offline triage, free", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const primary = answeringPrimary("Ótima ideia, vamos ver isso!");
    const sent = await sendSuggestion({ db, engine: engineWith([primary.provider]), scope, input: { ...IDEA } });
    expect(primary.requests).toHaveLength(2);
    expect(sent.triage).toMatchObject({ feasibility: "média", estimate: "3 a 6 semanas", provider: "offline" });
    expect(await usedGenerations(db, scope.studioId)).toBe(0);
  });

  it("with the plan's quota used up, still stores the suggestion and triages it offline (never a 402)", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db, 10);
    const primary = answeringPrimary("Viabilidade: alta\nTempo estimado: 1 dia\nResposta: Olá!");
    const sent = await sendSuggestion({ db, engine: engineWith([primary.provider]), scope, input: { ...IDEA, type: "bug", urgency: "crítica" } });
    expect(primary.requests).toHaveLength(0);
    expect(sent.triage).toMatchObject({ feasibility: "alta", estimate: "1 a 2 dias", provider: "offline" });
    expect(await db.select().from(suggestion).where(eq(suggestion.id, sent.id))).toHaveLength(1);
    expect(await usedGenerations(db, scope.studioId)).toBe(10);
  });

  it("a failing provider falls back to the offline triage", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const sent = await sendSuggestion({ db, engine: engineWith([scriptedPrimary(new ProviderError("retryable", "O provedor falhou."))]), scope, input: { ...IDEA, type: "elogio" } });
    expect(sent.triage).toMatchObject({ feasibility: "alta", estimate: "Sem desenvolvimento previsto", provider: "offline" });
  });

  it("keeps the suggestion, with the offline triage, when the triage fails altogether", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const broken: AiEngine = { prepare: () => Promise.reject(new Error("sem conexão")), status: () => ({ primary: "off", fallback: "off" }) };
    const sent = await sendSuggestion({ db, engine: broken, scope, input: { ...IDEA } });
    expect(sent.triage).toMatchObject({ provider: "offline", feasibility: "média" });
    const [row] = await db.select().from(suggestion).where(eq(suggestion.id, sent.id));
    expect(row).toMatchObject({ text: IDEA.text, triageProvider: "offline" });
  });
});
