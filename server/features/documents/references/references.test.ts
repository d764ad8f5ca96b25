import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentListSchema, documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { storedFileSchema } from "#domain/files";
import { referenceSearchLinks } from "#domain/references";
import { referenceKeywordsResponseSchema, savedReferenceListSchema } from "#domain/references.schema";
import { aiUsage } from "#server/db/schema";
import type { AppError } from "#server/lib/errors";
import { answeringPrimary, engineWith, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, scopeOf, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";
import { proposeKeywords } from "./references.service";

/** R-DOC-7 over HTTP (no AI provider: the offline words) and through a scripted AI chain. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Architect = Awaited<ReturnType<typeof signedInUser>>;

/** 1×1 PNG: an upload the server accepts. */
const PNG = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64"));

async function projectOf(architect: Architect, name = "Casa Jardins", clientName = "Marina Souza") {
  const client = await addClient(architect.client, { name: clientName });
  return addProject(architect.client, { name, clientId: client.id, type: "residencial" });
}

/** A project whose briefing says what the client likes. */
async function withTaste(architect: Architect, answers: Record<string, string>) {
  const project = await projectOf(architect);
  const briefing = await read(documentSchema, await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }));
  if (briefing.kind !== "briefing") throw new Error("não é briefing");
  const saved = await architect.client.request("PUT", `/api/documents/${briefing.id}`, { baseVersion: 1, content: { ...briefing.content, answers } });
  expect(saved.status).toBe(200);
  return project;
}

async function uploadImage(architect: Architect): Promise<string> {
  const form = new FormData();
  form.set("file", new File([PNG], "fachada.png", { type: "image/png" }));
  return (await read(storedFileSchema, await architect.client.request("POST", "/api/files", form))).id;
}

const itemsOf = (doc: ProjectDocument) => (doc.kind === "referencias" ? doc.content.items : []);
const keywordsOf = (doc: ProjectDocument) => (doc.kind === "referencias" ? doc.content.keywords : []);

describe("POST /api/projects/:id/references/keywords (no AI provider: offline)", () => {
  it("proposes words from the briefing's taste, saves them in the project's references and builds the searches, free", async () => {
    const ana = await signedInUser(ctx);
    const project = await withTaste(ana, { estilo: "Rústico e contemporâneo", materiais: "madeira e pedra", cores: "tons terrosos" });
    const res = await ana.client.post(`/api/projects/${project.id}/references/keywords`, {});
    expect(res.status).toBe(200);
    const body = await read(referenceKeywordsResponseSchema, res);
    expect(body.keywords).toEqual(["casa", "rústica", "contemporânea", "madeira", "pedra natural", "tons terrosos"]);
    expect(body.links).toEqual(referenceSearchLinks(body.keywords));
    expect(body.links.map((l) => l.label)).toEqual(["Pesquisar no ArchDaily", "Pesquisar no Pinterest", "Pesquisar no Behance", "Pesquisar imagens"]);
    expect(new URL(body.links[0]!.url).searchParams.get("q")).toBe("casa rústica contemporânea madeira pedra natural tons terrosos");
    expect(body.generatedBy).toMatchObject({ source: "offline", provider: null });
    expect(body.generatedBy.label).toContain("offline");
    expect(body.document).toMatchObject({ kind: "referencias", project: { id: project.id }, version: 2, lastVersion: { author: { source: "offline" } } });
    expect(keywordsOf(body.document)).toEqual(body.keywords);
    expect(await usedGenerations(ctx.database.db, ana.studioId)).toBe(0);
  });

  it("works without a briefing (the kind of project), and keeps the saved references when run again", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectOf(ana);
    const first = await read(referenceKeywordsResponseSchema, await ana.client.post(`/api/projects/${project.id}/references/keywords`, {}));
    expect(first.keywords).toEqual(["casa", "arquitetura", "fachada", "sala integrada", "área gourmet"]);
    expect((await ana.client.post(`/api/projects/${project.id}/references`, { url: "https://www.archdaily.com.br/br/1", title: "Casa no campo" })).status).toBe(201);
    const again = await read(referenceKeywordsResponseSchema, await ana.client.post(`/api/projects/${project.id}/references/keywords`, { allowOffline: true }));
    expect(again.document.id).toBe(first.document.id);
    expect(again.document.version).toBe(4);
    expect(itemsOf(again.document).map((i) => i.title)).toEqual(["Casa no campo"]);
  });

  it("is a 404 for another studio's project, and refuses a bad body with a 422", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const project = await projectOf(ana);
    const res = await bruno.client.post(`/api/projects/${project.id}/references/keywords`, {});
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Projeto não encontrado.");
    expect((await ana.client.post(`/api/projects/${project.id}/references/keywords`, { allowOffline: "sim" })).status).toBe(422);
    expect((await read(documentListSchema, await ana.client.get(`/api/projects/${project.id}/documents`))).length).toBe(0);
  });
});

describe("keywords through the AI chain", () => {
  const rejection = async (promise: Promise<unknown>) => (await promise.then(() => undefined, (e: unknown) => e)) as AppError | undefined;

  it("the model's words, one generation, the taste and the concept in the prompt and no client data", async () => {
    const ana = await signedInUser(ctx);
    const project = await withTaste(ana, { estilo: "japandi", "nao-gosta": "dourado" });
    const concept = await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "conceito" }));
    if (concept.kind !== "conceito") throw new Error("não é conceito");
    const sections = concept.content.sections.map((s) => (s.key === "paleta" ? { ...s, blocks: [{ type: "paragraph", content: [{ text: "Madeira de demolição e linho cru" }] }] } : s));
    expect((await ana.client.request("PUT", `/api/documents/${concept.id}`, { baseVersion: concept.version, content: { sections } })).status).toBe(200);
    const { provider, requests } = answeringPrimary('```json\n["casa japandi", "madeira clara", "linho"]\n```');
    const result = await proposeKeywords({ db: ctx.database.db, engine: engineWith([provider]), scope: await scopeOf(ctx, ana.userId), projectId: project.id, allowOffline: false });
    expect(result.keywords).toEqual(["casa japandi", "madeira clara", "linho"]);
    expect(result.generatedBy).toMatchObject({ source: "ia", provider: "primary", model: "modelo-teste" });
    expect(result.document.lastVersion.author).toMatchObject({ source: "ia", provider: "primary", model: "modelo-teste" });
    const prompt = JSON.stringify(requests[0]!.messages);
    expect(prompt).toContain("japandi");
    expect(prompt).toContain("dourado");
    expect(prompt).toContain("Madeira de demolição e linho cru");
    expect(prompt).not.toContain("Marina");
    expect(await usedGenerations(ctx.database.db, ana.studioId)).toBe(1);
  });

  it("prose twice: the offline words, the generation given back", async () => {
    const ana = await signedInUser(ctx);
    const project = await withTaste(ana, { estilo: "industrial" });
    const { provider, requests } = answeringPrimary("Desculpe, não posso ajudar.");
    const result = await proposeKeywords({ db: ctx.database.db, engine: engineWith([provider]), scope: await scopeOf(ctx, ana.userId), projectId: project.id, allowOffline: false });
    expect(result.generatedBy.source).toBe("offline");
    expect(result.keywords).toContain("industrial");
    expect(requests).toHaveLength(2);
    expect(await usedGenerations(ctx.database.db, ana.studioId)).toBe(0);
  });

  it("quota used up: a 402 that writes nothing unless allowOffline, then the offline words, free", async () => {
    const ana = await signedInUser(ctx);
    await ctx.database.db.insert(aiUsage).values({ studioId: ana.studioId, period: "trial", count: 10 });
    const project = await withTaste(ana, { estilo: "minimalista" });
    const scope = await scopeOf(ctx, ana.userId);
    const { provider, requests } = answeringPrimary('["casa"]');
    const engine = engineWith([provider]);
    expect(await rejection(proposeKeywords({ db: ctx.database.db, engine, scope, projectId: project.id, allowOffline: false }))).toMatchObject({ status: 402 });
    expect((await read(documentListSchema, await ana.client.get(`/api/projects/${project.id}/documents`))).map((d) => d.kind)).toEqual(["briefing"]);
    const result = await proposeKeywords({ db: ctx.database.db, engine, scope, projectId: project.id, allowOffline: true });
    expect(result.generatedBy.source).toBe("offline");
    expect(result.keywords).toContain("minimalista");
    expect(requests).toHaveLength(0);
    expect(await usedGenerations(ctx.database.db, ana.studioId)).toBe(10);
  });
});

describe("saving and removing references", () => {
  it("saves a reference (with the studio's image) to the project, lists it and removes it", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectOf(ana);
    const imageId = await uploadImage(ana);
    const res = await ana.client.post(`/api/projects/${project.id}/references`, { url: " https://br.pinterest.com/pin/123/ ", title: " Varanda com cobogó ", note: "Luz filtrada", imageId });
    expect(res.status).toBe(201);
    const doc = await read(documentSchema, res);
    expect(doc).toMatchObject({ kind: "referencias", version: 2, lastVersion: { author: { source: "usuario" } } });
    const [item] = itemsOf(doc);
    expect(item).toMatchObject({ url: "https://br.pinterest.com/pin/123/", title: "Varanda com cobogó", note: "Luz filtrada", imageId });
    expect(Date.now() - Date.parse(item!.savedAt)).toBeLessThan(60_000);

    const removed = await ana.client.delete(`/api/documents/${doc.id}/references/${item!.id}`);
    expect(removed.status).toBe(200);
    const after = await read(documentSchema, removed);
    expect(after.version).toBe(3);
    expect(itemsOf(after)).toEqual([]);
    const again = await ana.client.delete(`/api/documents/${doc.id}/references/${item!.id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe("Referência não encontrada.");
    // The image stays: version 2 still shows it, and restoring it must bring it back.
    expect((await ana.client.get(`/api/files/${imageId}`)).status).toBe(200);
  });

  it("refuses a bad address, a missing title and another studio's image with pt-BR 422s, writing nothing", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const project = await projectOf(ana);
    const path = `/api/projects/${project.id}/references`;
    for (const url of ["javascript:alert(1)", "www.archdaily.com.br", "ftp://exemplo.com/a.png", ""]) {
      const res = await ana.client.post(path, { url, title: "Referência" });
      expect(res.status, url).toBe(422);
      expect((await errorOf(res)).fields?.url, url).toBe("Informe um endereço que comece com http:// ou https://.");
    }
    const noTitle = await ana.client.post(path, { url: "https://exemplo.com", title: "  " });
    expect(noTitle.status).toBe(422);
    expect((await errorOf(noTitle)).fields).toEqual({ title: "Informe o título da referência." });
    const brunoImage = await uploadImage(bruno);
    const foreign = await ana.client.post(path, { url: "https://exemplo.com", title: "Referência", imageId: brunoImage });
    expect(foreign.status).toBe(422);
    expect((await errorOf(foreign)).fields).toEqual({ imageId: "Imagem não encontrada: envie a imagem de novo." });
    expect(await read(documentListSchema, await ana.client.get(`/api/projects/${project.id}/documents`))).toEqual([]);
    // Nor through a plain save of the references document.
    const opened = await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "referencias" }));
    const item = { id: "r1", url: "https://exemplo.com", title: "Referência", note: "", imageId: brunoImage, savedAt: new Date().toISOString() };
    const put = await ana.client.request("PUT", `/api/documents/${opened.id}`, { baseVersion: 1, content: { keywords: [], items: [item] } });
    expect(put.status).toBe(422);
    expect((await errorOf(put)).fields).toEqual({ "content.items.0.imageId": "Imagem não encontrada: envie a imagem de novo." });
    const own = await ana.client.request("PUT", `/api/documents/${opened.id}`, { baseVersion: 1, content: { keywords: [], items: [{ ...item, imageId: await uploadImage(ana) }] } });
    expect(own.status).toBe(200);
  });

  it("another studio's project or document is a 404; a document of another kind is a 422", async () => {
    const ana = await signedInUser(ctx);
    const bruno = await signedInUser(ctx);
    const project = await projectOf(ana);
    const saved = await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/references`, { url: "https://exemplo.com", title: "A" }));
    const item = itemsOf(saved)[0]!;
    const post = await bruno.client.post(`/api/projects/${project.id}/references`, { url: "https://exemplo.com", title: "B" });
    expect(post.status).toBe(404);
    expect((await errorOf(post)).message).toBe("Projeto não encontrado.");
    const del = await bruno.client.delete(`/api/documents/${saved.id}/references/${item.id}`);
    expect(del.status).toBe(404);
    expect((await errorOf(del)).message).toBe("Documento não encontrado.");
    const briefing = await read(documentSchema, await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }));
    const wrongKind = await ana.client.delete(`/api/documents/${briefing.id}/references/${item.id}`);
    expect(wrongKind.status).toBe(422);
    expect(itemsOf(await read(documentSchema, await ana.client.get(`/api/documents/${saved.id}`)))).toHaveLength(1);
  });
});

describe("GET /api/references", () => {
  it("lists the studio's saved references newest first with project and client, and nothing of another studio", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "premium");
    const bruno = await signedInUser(ctx);
    const casa = await projectOf(ana, "Casa Jardins", "Marina Souza");
    const loja = await projectOf(ana, "Loja Centro", "Paulo Reis");
    await ana.client.post(`/api/projects/${casa.id}/references`, { url: "https://exemplo.com/1", title: "Primeira" });
    await ana.client.post(`/api/projects/${loja.id}/references`, { url: "https://exemplo.com/2", title: "Segunda" });
    await ana.client.post(`/api/projects/${casa.id}/references`, { url: "https://exemplo.com/3", title: "Terceira", note: "fachada" });
    await bruno.client.post(`/api/projects/${(await projectOf(bruno)).id}/references`, { url: "https://exemplo.com/x", title: "Do Bruno" });

    const list = await read(savedReferenceListSchema, await ana.client.get("/api/references"));
    expect(list.map((r) => [r.title, r.project.name, r.client.name])).toEqual([
      ["Terceira", "Casa Jardins", "Marina Souza"],
      ["Segunda", "Loja Centro", "Paulo Reis"],
      ["Primeira", "Casa Jardins", "Marina Souza"],
    ]);
    expect(list[0]).toMatchObject({ url: "https://exemplo.com/3", note: "fachada", imageId: null });
    expect((await read(savedReferenceListSchema, await bruno.client.get("/api/references"))).map((r) => r.title)).toEqual(["Do Bruno"]);
    expect(await read(savedReferenceListSchema, await (await signedInUser(ctx)).client.get("/api/references"))).toEqual([]);
  });
});
