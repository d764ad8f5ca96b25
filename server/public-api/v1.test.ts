import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokensApi } from "#domain/contracts/api-tokens";
import { clientsApi } from "#domain/contracts/clients";
import { projectsApi } from "#domain/contracts/projects";
import { documentSchema } from "#domain/documents.schema";
import { v1BudgetsApi, v1CalendarApi, v1ClientsApi, v1DocumentsApi, v1ProjectsApi } from "#domain/contracts/public-api";
import type { PlanId } from "#domain/plans";
import { apiIdempotency, apiToken, client as clientTable, project as projectTable, projectStageChange } from "#server/db/schema";
import { tokenOf, TokenClient } from "#server/test/api-token";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { join, person } from "#server/test/people";
import { addClient, addProject, read, setPlan } from "#server/test/studio";

/** The per-token limit in this file: low enough for a test to pass it, high enough for the others. */
const LIMIT = 12;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_LIMIT_MAX: String(LIMIT) });
});
afterAll(async () => {
  await ctx.close();
});

/** A signed-in owner whose studio is on `plan`. */
async function owner(plan: PlanId) {
  const signedIn = await signedInUser(ctx);
  await setPlan(ctx, signedIn.userId, plan);
  return signedIn;
}

/** A budget document on a new project of the owner's studio. */
async function budgetOf(owner: TestClient) {
  const c = await addClient(owner, { name: "Cliente do Orçamento" });
  const p = await addProject(owner, { name: "Casa do Orçamento", clientId: c.id });
  const res = await owner.post(`/api/projects/${p.id}/documents`, { kind: "orcamento" });
  expect(res.status, await res.clone().text()).toBe(201);
  const doc = await read(documentSchema, res);
  return { client: c, project: p, budgetId: doc.id };
}

describe("Integrações: tokens by plan (R-API-1)", () => {
  it("Esboço has none: the list says so and a create is a pt-BR 403 that names the plans", async () => {
    const { client } = await owner("esboco");
    expect((await client.answer(apiTokensApi.list)).allowedScopes).toEqual([]);
    const refused = await client.call(apiTokensApi.create, { body: { name: "ERP", scope: "leitura" } });
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe("forbidden");
    expect(refused.error?.message).toBe("O plano Esboço não inclui a integração via API. Ela faz parte dos planos Projeto Avançado, Projeto Premium ou Obra-Prima: veja em Planos.");
  });

  it("Projeto Avançado reads only, Premium reads and writes, Obra-Prima has everything", async () => {
    const cases: [PlanId, string[], string][] = [
      ["avancado", ["leitura"], "escrita"],
      ["premium", ["leitura", "escrita"], "webhooks"],
      ["obra-prima", ["leitura", "escrita", "webhooks"], ""],
    ];
    for (const [plan, allowed, refused] of cases) {
      const { client } = await owner(plan);
      expect((await client.answer(apiTokensApi.list)).allowedScopes).toEqual(allowed);
      for (const scope of allowed) expect((await client.call(apiTokensApi.create, { body: { name: `T ${scope}`, scope: scope as "leitura" } })).status).toBe(201);
      if (refused) {
        const answer = await client.call(apiTokensApi.create, { body: { name: "Demais", scope: refused as "escrita" } });
        expect(answer.status).toBe(403);
        expect(answer.error?.message).toMatch(/^O plano Projeto (Avançado|Premium) não permite tokens de “.+”\. Esse acesso faz parte dos planos .+: veja em Planos\.$/);
      }
    }
  });

  it("is the owner's and the admins' only: a member gets 403 on the list, the create and the revoke", async () => {
    const ana = await person(ctx, "Ana Dona");
    const bia = await person(ctx, "Bia Membro");
    await setPlan(ctx, ana.me.id, "premium");
    const token = await tokenOf(ctx, ana.client, "leitura");
    await join(ctx, ana, bia, "member");
    expect((await bia.client.call(apiTokensApi.list)).status).toBe(403);
    expect((await bia.client.call(apiTokensApi.create, { body: { name: "X", scope: "leitura" } })).status).toBe(403);
    expect((await bia.client.call(apiTokensApi.revoke, { params: { id: token.id } })).status).toBe(403);
    const cara = await person(ctx, "Cara Admin");
    await join(ctx, ana, cara, "admin");
    expect((await cara.client.answer(apiTokensApi.list)).tokens.map((t) => t.name)).toEqual(["ERP do escritório"]);
  });

  it("shows the token once and keeps only its SHA-256 and its first characters", async () => {
    const { client, studioId } = await owner("premium");
    const created = await client.answer(apiTokensApi.create, { body: { name: "  Planilha  ", scope: "escrita" } });
    expect(created.secret).toMatch(/^prt_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: "Planilha", scope: "escrita", prefix: created.secret.slice(0, 12), lastUsedAt: null, revokedAt: null });
    const [row] = await ctx.database.db.select().from(apiToken).where(eq(apiToken.studioId, studioId));
    expect(row!.hash).toBe(createHash("sha256").update(created.secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
    const listed = await client.get("/api/studio/api-tokens");
    expect(await listed.text()).not.toContain(created.secret.slice(12));
  });
});

describe("/api/v1: the token acts as the studio (R-API-2)", () => {
  it("answers 401 with WWW-Authenticate without a token, with an unknown one and with a revoked one", async () => {
    const { client } = await owner("premium");
    await addClient(client, { name: "Cliente" });
    const token = await tokenOf(ctx, client, "leitura");
    // A session cookie is not a way in: /api/v1 reads tokens only.
    const withSession = await client.get("/api/v1/clients");
    expect(withSession.status).toBe(401);
    expect(withSession.headers.get("www-authenticate")).toBe('Bearer realm="prancheta"');

    const unknown = await new TokenClient(ctx, "prt_desconhecido").call(v1ClientsApi.list);
    expect(unknown.status).toBe(401);
    expect(unknown.res.headers.get("www-authenticate")).toBe('Bearer realm="prancheta", error="invalid_token"');
    expect(unknown.error).toEqual({ code: "unauthorized", message: "Token de API inválido ou revogado. Crie outro em Configurações → Integrações." });

    expect((await token.call(v1ClientsApi.list)).status).toBe(200);
    await client.answer(apiTokensApi.revoke, { params: { id: token.id } });
    const revoked = await token.call(v1ClientsApi.list);
    expect(revoked.status).toBe(401);
    expect(revoked.res.headers.get("www-authenticate")).toContain('error="invalid_token"');
    expect((await client.answer(apiTokensApi.list)).tokens[0]!.revokedAt).not.toBeNull();
  });

  it("a read token cannot write: 403 on every create and on the stage change, and nothing is written", async () => {
    const { client, studioId } = await owner("obra-prima");
    const c = await addClient(client, { name: "Cliente" });
    const p = await addProject(client, { name: "Casa", clientId: c.id });
    const token = await tokenOf(ctx, client, "leitura");
    const answers = [
      await token.call(v1ClientsApi.create, { body: { name: "Novo" } }),
      await token.call(v1ProjectsApi.changeStage, { params: { id: p.id }, body: { stage: "programa" } }),
      await token.call(v1ProjectsApi.create, { body: { name: "Outra casa", clientId: c.id, type: "residencial" } }),
      await token.call(v1CalendarApi.create, { body: { title: "Visita", date: "2026-12-20", time: "10:00" } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.error?.code).toBe("forbidden");
      expect(answer.error?.message).toBe("Este token é de “Leitura” e não pode fazer alterações. Crie um token de leitura e escrita em Configurações → Integrações.");
    }
    expect(await ctx.database.db.select().from(clientTable).where(eq(clientTable.studioId, studioId))).toHaveLength(1);
    expect(await ctx.database.db.select().from(projectTable).where(eq(projectTable.studioId, studioId))).toHaveLength(1);
    expect((await token.answer(v1ProjectsApi.get, { params: { id: p.id } })).stage).toBe("levantamento");
  });

  it("follows the plan: a write token of a studio moved to Projeto Avançado only reads; on Esboço, nothing", async () => {
    const { client, userId } = await owner("premium");
    const token = await tokenOf(ctx, client, "escrita");
    expect((await token.call(v1ClientsApi.create, { body: { name: "Antes" } })).status).toBe(201);
    await setPlan(ctx, userId, "avancado");
    expect((await token.call(v1ClientsApi.create, { body: { name: "Depois" } })).status).toBe(403);
    expect((await token.call(v1ClientsApi.list)).status).toBe(200);
    await setPlan(ctx, userId, "esboco");
    const none = await token.call(v1ClientsApi.list);
    expect(none.status).toBe(403);
    expect(none.error?.message).toBe("O plano do estúdio não inclui a integração via API. Veja os planos em Configurações → Planos.");
  });

  it("records the author as “via API: <name>” on what it writes, and a person's edit takes it back", async () => {
    const { client } = await owner("premium");
    const token = await tokenOf(ctx, client, "escrita", "Site do escritório");
    const created = await token.answer(v1ClientsApi.create, { body: { name: "Marina Alves", email: "marina@example.com" } });
    expect(created.createdBy).toEqual({ id: token.id, name: "via API: Site do escritório" });
    // The app shows the same author.
    expect((await client.answer(clientsApi.get, { params: { id: created.id } })).createdBy?.name).toBe("via API: Site do escritório");
    const [row] = await ctx.database.db.select().from(clientTable).where(eq(clientTable.id, created.id));
    expect(row).toMatchObject({ createdBy: null, updatedBy: null, createdByApiToken: token.id, updatedByApiToken: token.id });

    const p = await addProject(client, { name: "Casa Alves", clientId: created.id });
    const moved = await token.answer(v1ProjectsApi.changeStage, { params: { id: p.id }, body: { stage: "anteprojeto", note: "Aprovado." } });
    expect(moved.stage).toBe("anteprojeto");
    expect(moved.updatedBy?.name).toBe("via API: Site do escritório");
    const history = await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, p.id));
    expect(history.find((h) => h.stage === "anteprojeto")).toMatchObject({ changedBy: null, changedByApiToken: token.id });

    const edited = await client.answer(projectsApi.update, { params: { id: p.id }, body: { name: "Casa Alves II" } });
    expect(edited.updatedBy?.name).toBe("Ana Beatriz Lima");
    const [projectRow] = await ctx.database.db.select().from(projectTable).where(eq(projectTable.id, p.id));
    expect(projectRow!.updatedByApiToken).toBeNull();

    const event = await token.answer(v1CalendarApi.create, { body: { title: "Visita à obra", date: "2026-12-20", time: "09:30", projectId: p.id } });
    expect(event.project).toEqual({ id: p.id, name: "Casa Alves II" });
  });

  it("creates a project with its lot and stage, in the token's name, once per Idempotency-Key", async () => {
    const { client, studioId } = await owner("premium");
    const token = await tokenOf(ctx, client, "escrita", "ERP da obra");
    const c = await addClient(client, { name: "Marina Alves" });
    const body = { name: "Casa Alves", clientId: c.id, type: "residencial" as const, builtArea: 180, stage: "estudo-preliminar" as const, landPlot: { city: "Curitiba", state: "PR" as const, area: 360, frontage: 12, depth: 30 } };
    const key = { "idempotency-key": "obra-7" };
    const first = await token.call(v1ProjectsApi.create, { body }, key);
    expect(first.status, JSON.stringify(first.error)).toBe(201);
    const created = first.data!;
    expect(created).toMatchObject({ name: "Casa Alves", stage: "estudo-preliminar", builtArea: 180, client: { id: c.id, name: "Marina Alves" } });
    expect(created.landPlot).toMatchObject({ city: "Curitiba", state: "PR", area: 360, frontage: 12, depth: 30 });
    expect(created.createdBy?.name).toBe("via API: ERP da obra");
    // The app reads the same project, and its history starts in the token's name.
    expect((await client.answer(projectsApi.get, { params: { id: created.id } })).createdBy?.name).toBe("via API: ERP da obra");
    const [row] = await ctx.database.db.select().from(projectTable).where(eq(projectTable.id, created.id));
    expect(row).toMatchObject({ createdBy: null, updatedBy: null, createdByApiToken: token.id, updatedByApiToken: token.id });
    const history = await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, created.id));
    expect(history).toMatchObject([{ stage: "estudo-preliminar", previous: null, changedBy: null, changedByApiToken: token.id }]);

    const again = await token.call(v1ProjectsApi.create, { body }, key);
    expect(again.status).toBe(201);
    expect(again.data).toEqual(created);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(await ctx.database.db.select().from(projectTable).where(eq(projectTable.studioId, studioId))).toHaveLength(1);

    // Another studio's client is not one of this studio's: a 422 on the field, nothing created.
    const other = await owner("premium");
    const theirs = await addClient(other.client, { name: "Cliente de outro estúdio" });
    const refused = await token.call(v1ProjectsApi.create, { body: { ...body, clientId: theirs.id } });
    expect(refused.status).toBe(422);
    expect(refused.error?.fields).toEqual({ clientId: "Cliente não encontrado." });
    const invalid = await token.call(v1ProjectsApi.create, { body: { ...body, name: " ", type: "castelo" as "residencial" } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.error?.fields ?? {}).sort()).toEqual(["name", "type"]);
    expect(await ctx.database.db.select().from(projectTable).where(eq(projectTable.studioId, studioId))).toHaveLength(1);
  });

  it("answers 404 for another studio's ids, as the app does", async () => {
    const mine = await owner("premium");
    const token = await tokenOf(ctx, mine.client, "escrita");
    const other = await owner("premium");
    const { client: c, project: p, budgetId } = await budgetOf(other.client);
    const answers = [
      await token.call(v1ClientsApi.get, { params: { id: c.id } }),
      await token.call(v1ProjectsApi.get, { params: { id: p.id } }),
      await token.call(v1ProjectsApi.changeStage, { params: { id: p.id }, body: { stage: "programa" } }),
      await token.call(v1ProjectsApi.documents, { params: { id: p.id } }),
      await token.call(v1DocumentsApi.get, { params: { id: budgetId } }),
      await token.call(v1BudgetsApi.get, { params: { id: budgetId } }),
      await token.call(v1DocumentsApi.export, { params: { id: budgetId }, query: { format: "pdf", confirmar: true } }),
    ];
    expect(answers.map((a) => [a.status, a.error?.code])).toEqual(answers.map(() => [404, "not_found"]));
    // Nor is it in any list, and the event cannot name the other's project.
    expect((await token.answer(v1ProjectsApi.list)).data).toEqual([]);
    expect((await token.answer(v1BudgetsApi.list)).data).toEqual([]);
    const event = await token.call(v1CalendarApi.create, { body: { title: "X", date: "2026-12-20", time: "09:30", projectId: p.id } });
    expect(event.status).toBe(422);
    expect((await other.client.answer(projectsApi.get, { params: { id: p.id } })).stage).toBe("levantamento");
  });

  it("reads the project with stage and lot, its documents and budgets, and the calendar", async () => {
    const { client } = await owner("avancado");
    const token = await tokenOf(ctx, client, "leitura");
    const { project: p, budgetId } = await budgetOf(client);
    const got = await token.answer(v1ProjectsApi.get, { params: { id: p.id } });
    expect(got).toMatchObject({ id: p.id, stage: "levantamento", landPlot: { area: null } });
    const docs = await token.answer(v1ProjectsApi.documents, { params: { id: p.id } });
    expect(docs.data.map((d) => d.id)).toEqual([budgetId]);
    const budgets = await token.answer(v1BudgetsApi.list);
    expect(budgets.data.map((d) => [d.id, d.kind])).toEqual([[budgetId, "orcamento"]]);
    expect((await token.answer(v1BudgetsApi.get, { params: { id: budgetId } })).kind).toBe("orcamento");
    expect((await token.answer(v1DocumentsApi.get, { params: { id: budgetId } })).id).toBe(budgetId);
    const events = await token.answer(v1CalendarApi.list, { query: { from: "2026-12-01", to: "2026-12-31", limit: 20 } });
    expect(events).toEqual({ data: [], nextCursor: null });
  });

  it("exports a document as the app does, as PDF or DOCX (the gaps' 409 is the app's own check)", async () => {
    const { client } = await owner("avancado");
    const token = await tokenOf(ctx, client, "leitura");
    const { budgetId } = await budgetOf(client);
    const pdf = await token.call(v1DocumentsApi.export, { params: { id: budgetId }, query: { format: "pdf", confirmar: true } });
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.res.headers.get("content-disposition")).toMatch(/attachment; filename=/);
    expect(Buffer.from(await pdf.res.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const docx = await token.call(v1DocumentsApi.export, { params: { id: budgetId }, query: { format: "docx", confirmar: true } });
    expect(docx.status).toBe(200);
    expect(Buffer.from(await docx.res.arrayBuffer()).subarray(0, 2).toString()).toBe("PK");
  });
});

describe("/api/v1: pages, idempotency, rate limit (R-API-3)", () => {
  it("pages every list by cursor: each item once, the limit kept by the cursor, null after the last", async () => {
    const { client } = await owner("premium");
    const names = ["Ana", "Bruno", "Carla", "Davi", "Eva"];
    const clients = [];
    for (const name of names) clients.push(await addClient(client, { name }));
    for (const c of clients.slice(0, 3)) await addProject(client, { name: `Casa ${c.name}`, clientId: c.id });
    const token = await tokenOf(ctx, client, "leitura");

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await token.answer(v1ClientsApi.list, { query: cursor ? { cursor, limit: 20 } : { limit: 2 } });
      seen.push(...page.data.map((c) => c.name));
      expect(page.data.length).toBeLessThanOrEqual(2);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(names);
    expect(pages).toBe(3);

    const first = await token.answer(v1ProjectsApi.list, { query: { limit: 2 } });
    expect(first.data).toHaveLength(2);
    const second = await token.answer(v1ProjectsApi.list, { query: { cursor: first.nextCursor!, limit: 20 } });
    expect(second.nextCursor).toBeNull();
    expect([...first.data, ...second.data].map((p) => p.name).sort()).toEqual(["Casa Ana", "Casa Bruno", "Casa Carla"]);

    const bad = await token.call(v1ClientsApi.list, { query: { cursor: "não-é-cursor", limit: 20 } });
    expect(bad.status).toBe(422);
    expect(bad.error?.fields).toEqual({ cursor: "Cursor inválido." });
    const tooMany = await token.call(v1ClientsApi.list, { query: { limit: 101 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.error?.fields).toEqual({ limit: "O limite pode ser no máximo 100." });
  });

  it("Idempotency-Key: the same key and body answer the same without a second client; another body is 409", async () => {
    const { client, studioId } = await owner("premium");
    const token = await tokenOf(ctx, client, "escrita");
    const key = { "idempotency-key": "pedido-42" };
    const first = await token.call(v1ClientsApi.create, { body: { name: "Único" } }, key);
    const again = await token.call(v1ClientsApi.create, { body: { name: "Único" } }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.data).toEqual(first.data);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(await ctx.database.db.select().from(clientTable).where(eq(clientTable.studioId, studioId))).toHaveLength(1);

    const other = await token.call(v1ClientsApi.create, { body: { name: "Outro" } }, key);
    expect(other.status).toBe(409);
    expect(other.error?.code).toBe("conflict");

    // Kept 24 hours: an older key is free again.
    await ctx.database.db.update(apiIdempotency).set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where(eq(apiIdempotency.tokenId, token.id));
    expect((await token.call(v1ClientsApi.create, { body: { name: "Outro" } }, key)).status).toBe(201);
    // Without a key, each request creates.
    await token.answer(v1ClientsApi.create, { body: { name: "Sem chave" } });
    await token.answer(v1ClientsApi.create, { body: { name: "Sem chave" } });
    expect(await ctx.database.db.select().from(clientTable).where(eq(clientTable.studioId, studioId))).toHaveLength(4);
  });

  it("counts each token's requests: RateLimit-* on every answer, 429 with Retry-After over the limit", async () => {
    const { client } = await owner("premium");
    const token = await tokenOf(ctx, client, "leitura");
    const another = await tokenOf(ctx, client, "leitura", "Outro sistema");
    for (let i = 1; i <= LIMIT; i++) {
      const res = await token.request("GET", "/api/v1/projects");
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe(String(LIMIT));
      expect(res.headers.get("ratelimit-remaining")).toBe(String(LIMIT - i));
      expect(Number(res.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    }
    const over = await token.call(v1ProjectsApi.list);
    expect(over.status).toBe(429);
    expect(over.error?.code).toBe("rate_limited");
    expect(Number(over.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.res.headers.get("ratelimit-remaining")).toBe("0");
    expect((await another.call(v1ProjectsApi.list)).status).toBe(200);
  });

  it("writes last_used_at on the first request and not again within the minute", async () => {
    const { client } = await owner("premium");
    const token = await tokenOf(ctx, client, "leitura");
    const lastUsed = async () => (await ctx.database.db.select({ at: apiToken.lastUsedAt }).from(apiToken).where(eq(apiToken.id, token.id)))[0]!.at;
    expect(await lastUsed()).toBeNull();
    await token.answer(v1ProjectsApi.list);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await token.answer(v1ProjectsApi.list);
    expect(await lastUsed()).toEqual(first);
    // A minute later it is written again.
    await ctx.database.db.update(apiToken).set({ lastUsedAt: new Date(Date.now() - 61_000) }).where(eq(apiToken.id, token.id));
    await token.answer(v1ProjectsApi.list);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});
