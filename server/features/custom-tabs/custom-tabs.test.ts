import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meApi } from "#domain/contracts/account";
import { CUSTOM_TABS_PER_PERSON } from "#domain/custom-tabs";
import { customTabListSchema, customTabSchema, type CustomTab } from "#domain/custom-tabs.schema";
import { ProviderError } from "#lib/ai-client/types";
import { customTab } from "#server/db/schema";
import { engineWith, scriptedPrimary, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { join, person } from "#server/test/people";
import { errorOf, read, setPlan } from "#server/test/studio";
import { createCustomTab } from "./custom-tabs.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const FORM = {
  nomeAba: "Obra Silva",
  conteudo: "Contatos da obra\nMestre: João (11) 99999-0000\n\nO terreno tem 12 x 30 m. Frente para o norte.\n\nPrazos:\nAprovação em março",
  atalhos: "https://www.abnt.org.br\n\nhttp://prefeitura.sp.gov.br/alvara\nhttps://www.archdaily.com.br/br/1",
  notas: "Levar amostras na sexta",
};

async function create(client: TestClient, form: Record<string, string> = FORM): Promise<CustomTab> {
  const res = await client.post("/api/custom-tabs", form);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return read(customTabSchema, res);
}

const put = (client: TestClient, id: string, body: unknown) => client.request("PUT", `/api/custom-tabs/${id}`, body);

describe("custom tabs: session", () => {
  it("answers 401 on every route without a session", async () => {
    const anonymous = new TestClient(ctx);
    const id = randomUUID();
    for (const res of [
      await anonymous.get("/api/custom-tabs"),
      await anonymous.post("/api/custom-tabs", FORM),
      await anonymous.get(`/api/custom-tabs/${id}`),
      await put(anonymous, id, { name: "x", blocks: [], links: [] }),
      await anonymous.delete(`/api/custom-tabs/${id}`),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});

describe("custom tabs: the tool form creates a tab (R-TAB-1, R-TAB-4)", () => {
  it("splits the content into blocks and the shortcuts into links, and answers with the offline advice", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    const tab = await create(client);
    expect(tab).toMatchObject({
      name: "Obra Silva",
      notes: "Levar amostras na sexta",
      position: 0,
      adviceProvider: "offline",
      links: [
        { url: "https://www.abnt.org.br", label: "abnt.org.br" },
        { url: "http://prefeitura.sp.gov.br/alvara", label: "prefeitura.sp.gov.br" },
        { url: "https://www.archdaily.com.br/br/1", label: "archdaily.com.br" },
      ],
    });
    expect(tab.blocks.map(({ title, text }) => ({ title, text }))).toEqual([
      { title: "Contatos da obra", text: "Mestre: João (11) 99999-0000" },
      { title: null, text: "O terreno tem 12 x 30 m. Frente para o norte." },
      { title: "Prazos", text: "Aprovação em março" },
    ]);
    for (const block of tab.blocks) expect(block.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tab.advice).toContain("Sugestões para organizar a aba “Obra Silva”");
    expect(tab.advice).toContain("**Normas técnicas** (1)");
    expect(tab.advice).toMatch(/Bloco 2 está sem título/);

    const [row] = await ctx.database.db.select().from(customTab).where(eq(customTab.id, tab.id));
    expect(row).toMatchObject({ userId, studioId, adviceProvider: "offline" });

    const second = await create(client, { nomeAba: "Fornecedores" });
    expect(second).toMatchObject({ position: 1, blocks: [], links: [], notes: null });
    const list = await read(customTabListSchema, await client.get("/api/custom-tabs"));
    expect(list.tabs.map((t) => [t.name, t.blockCount, t.linkCount])).toEqual([
      ["Obra Silva", 3, 3],
      ["Fornecedores", 0, 0],
    ]);
    expect(await read(customTabSchema, await client.get(`/api/custom-tabs/${tab.id}`))).toEqual(tab);
  });

  it("refuses a form without a name or with a bad shortcut, naming the line (422), and saves nothing", async () => {
    const { client, userId } = await signedInUser(ctx);
    const res = await client.post("/api/custom-tabs", { nomeAba: " ", atalhos: "https://ok.com.br\nftp://x\njavascript:alert(1)" });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.message).toBe("Dê um nome à aba.");
    expect(error.fields).toEqual({
      nomeAba: "Dê um nome à aba.",
      atalhos: "Linha 2: “ftp://x” não é um endereço http ou https. Linha 3: “javascript:alert(1)” não é um endereço http ou https.",
    });
    const data = await client.post("/api/custom-tabs", { nomeAba: "Aba", atalhos: "data:text/html,<b>oi</b>" });
    expect((await errorOf(data)).fields).toEqual({ atalhos: "Linha 1: “data:text/html,<b>oi</b>” não é um endereço http ou https." });
    const typed = await client.post("/api/custom-tabs", { nomeAba: 3 });
    expect(typed.status).toBe(422);
    expect(await ctx.database.db.select().from(customTab).where(eq(customTab.userId, userId))).toEqual([]);
  });

  it(`stops at ${CUSTOM_TABS_PER_PERSON} tabs per person in a studio (409)`, async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await ctx.database.db.insert(customTab).values(
      Array.from({ length: CUSTOM_TABS_PER_PERSON }, (_, i) => ({ id: randomUUID(), studioId, userId, name: `Aba ${i}`, position: i })),
    );
    const res = await client.post("/api/custom-tabs", { nomeAba: "Mais uma" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(`Você já tem ${CUSTOM_TABS_PER_PERSON} abas neste estúdio, o máximo: exclua uma para criar outra.`);
    // Someone else in another studio is not affected.
    const other = await signedInUser(ctx);
    await create(other.client, { nomeAba: "Minha" });
  });
});

describe("custom tabs: editing (R-TAB-1, R-TAB-2)", () => {
  it("saves the name, the blocks edited, reordered, added and removed, the links and the notes", async () => {
    const { client } = await signedInUser(ctx);
    const tab = await create(client);
    const [a, b, c] = tab.blocks;
    const res = await put(client, tab.id, {
      name: "  Obra Silva — 2º semestre ",
      blocks: [
        { id: c!.id, title: "Prazos", text: "Aprovação em abril" },
        { id: a!.id, title: null, text: a!.text },
        { title: "Novo bloco", text: "" },
        { id: randomUUID(), title: null, text: "Id que a aba nunca teve" },
      ],
      links: [{ url: "https://www.abnt.org.br", label: "Normas ABNT" }, { url: "https://maps.google.com/?q=obra" }],
      notes: "",
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const saved = await read(customTabSchema, res);
    expect(saved).toMatchObject({
      name: "Obra Silva — 2º semestre",
      notes: null,
      advice: tab.advice,
      links: [
        { url: "https://www.abnt.org.br", label: "Normas ABNT" },
        { url: "https://maps.google.com/?q=obra", label: null },
      ],
    });
    expect(saved.blocks.map((x) => x.title ?? x.text)).toEqual(["Prazos", a!.text, "Novo bloco", "Id que a aba nunca teve"]);
    expect(saved.blocks[0]!.id).toBe(c!.id);
    expect(saved.blocks[1]!.id).toBe(a!.id);
    expect(saved.blocks.map((x) => x.id)).not.toContain(b!.id);
    expect(new Set(saved.blocks.map((x) => x.id)).size).toBe(4);
    expect(await read(customTabSchema, await client.get(`/api/custom-tabs/${tab.id}`))).toEqual(saved);
  });

  it("refuses bad links, empty blocks and a blank name with field errors (422)", async () => {
    const { client } = await signedInUser(ctx);
    const tab = await create(client);
    const res = await put(client, tab.id, {
      name: "",
      blocks: [{ title: "", text: " " }],
      links: [{ url: "https://ok.com.br" }, { url: "javascript:alert(1)" }, { url: "ftp://arquivos.com" }],
      notes: null,
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({
      name: "Dê um nome à aba.",
      "blocks.0.text": "Escreva um título ou um texto no bloco (ou remova-o).",
      "links.1.url": "“javascript:alert(1)” não é um endereço http ou https.",
      "links.2.url": "“ftp://arquivos.com” não é um endereço http ou https.",
    });
    const tooMany = await put(client, tab.id, { name: "x", blocks: Array.from({ length: 31 }, () => ({ text: "a" })), links: [] });
    expect((await errorOf(tooMany)).fields).toEqual({ blocks: "A aba pode ter no máximo 30 blocos." });
    expect(await read(customTabSchema, await client.get(`/api/custom-tabs/${tab.id}`))).toEqual(tab);
  });

  it("deletes a tab: gone from the list, then not found", async () => {
    const { client } = await signedInUser(ctx);
    const tab = await create(client);
    expect((await client.delete(`/api/custom-tabs/${tab.id}`)).status).toBe(204);
    expect((await read(customTabListSchema, await client.get("/api/custom-tabs"))).tabs).toEqual([]);
    const again = await client.get(`/api/custom-tabs/${tab.id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("Aba não encontrada.");
    expect((await client.delete(`/api/custom-tabs/${tab.id}`)).status).toBe(404);
    expect((await client.get("/api/custom-tabs/nao-e-um-id")).status).toBe(404);
  });
});

describe("custom tabs are personal (R-TAB-1)", () => {
  it("a colleague in the same studio gets 404 and does not see them in the list", async () => {
    const ana = await person(ctx, "Ana Souza");
    await setPlan(ctx, ana.me.id, "premium");
    const bia = await person(ctx, "Bia Ramos");
    await join(ctx, ana, bia);
    const me = await bia.client.answer(meApi.get);
    expect(me.studio.id).toBe(ana.me.studio.id);
    const tab = await create(ana.client);
    for (const res of [
      await bia.client.get(`/api/custom-tabs/${tab.id}`),
      await put(bia.client, tab.id, { name: "Dela", blocks: [], links: [], notes: null }),
      await bia.client.delete(`/api/custom-tabs/${tab.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Aba não encontrada.");
    }
    expect((await read(customTabListSchema, await bia.client.get("/api/custom-tabs"))).tabs).toEqual([]);
    expect(await read(customTabSchema, await ana.client.get(`/api/custom-tabs/${tab.id}`))).toEqual(tab);
    // Bia's own tab does not count towards Ana's position or list.
    await create(bia.client, { nomeAba: "Da Bia" });
    expect((await read(customTabListSchema, await ana.client.get("/api/custom-tabs"))).tabs.map((t) => t.name)).toEqual(["Obra Silva"]);
  });
});

describe("custom tabs: the AI's advice (R-TAB-4)", () => {
  const form = { nomeAba: "Obra", conteudo: "Prazos\nMarço", atalhos: "https://abnt.org.br" };

  it("keeps the provider's answer and which provider wrote it, for one generation", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const primary = scriptedPrimary(["Agrupe os links ", "por tema."]);
    const tab = await createCustomTab({ db, engine: engineWith([primary]), scope, form });
    expect(tab).toMatchObject({ advice: "Agrupe os links por tema.", adviceProvider: "primary", name: "Obra" });
    expect(await usedGenerations(db, scope.studioId)).toBe(1);
  });

  it("quota used up: the tab is still saved, with the offline advice, free", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db, 10);
    const tab = await createCustomTab({ db, engine: engineWith([scriptedPrimary(["não deveria"])]), scope, form });
    expect(tab.adviceProvider).toBe("offline");
    expect(tab.advice).toContain("Calculado pelas regras do Prancheta, sem IA.");
    expect(await usedGenerations(db, scope.studioId)).toBe(10);
  });

  it("a provider failing midway: the tab is saved with the offline advice", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const failing = scriptedPrimary({ tokens: ["Agrupe"], then: new ProviderError("retryable", "Falhou no meio.") });
    const tab = await createCustomTab({ db, engine: engineWith([failing]), scope, form });
    expect(tab).toMatchObject({ adviceProvider: "offline", name: "Obra" });
    expect(tab.advice).toContain("Sugestões para organizar a aba “Obra”");
  });
});
