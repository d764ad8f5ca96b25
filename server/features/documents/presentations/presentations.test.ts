import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDocumentsApi } from "#domain/contracts/documents";
import { filesApi } from "#domain/contracts/files";
import { presentationSchema, presentationSourcesSchema, type Presentation } from "#domain/presentations.schema";
import { generatedImage, presentation, storedFile } from "#server/db/schema";
import { stopPdfWorker } from "#server/export/pdf";
import { pdfPageTexts } from "#server/export/testing";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";
import { localDiskStorage } from "#server/storage/local-disk";

/** R-PRES-1 over HTTP: a presentation is rendered in the background into a 16:9 branded PDF. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function image(who: Architect, color: string, purpose = "apresentacao-imagem"): Promise<string> {
  const png = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).webp().toBuffer());
  const form = new FormData();
  form.set("file", new File([png], "foto.webp", { type: "image/webp" }));
  form.set("purpose", purpose);
  return (await who.client.answer(filesApi.upload, { body: form })).id;
}

/**
 * An image of the generator (R-IMG-2) as images.service stores it: the PNG in the storage, its
 * stored_file ("imagem-gerada") and its gallery record. No provider is called.
 */
async function generated(who: Architect, color: string): Promise<{ id: string; fileId: string }> {
  const png = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer());
  const id = randomUUID();
  const fileId = randomUUID();
  await localDiskStorage(join(ctx.config.dataDir, "uploads")).put(fileId, png);
  await ctx.database.db.insert(storedFile).values({ id: fileId, studioId: who.studioId, purpose: "imagem-gerada", mime: "image/png", size: png.byteLength, originalName: "prancheta-20261123-120000.png", storageKey: fileId, createdBy: who.userId });
  await ctx.database.db.insert(generatedImage).values({ id, studioId: who.studioId, createdBy: who.userId, prompt: "Fachada em taipa ao entardecer", fileId, model: "gpt-image-1", size: "1024x1024" });
  return { id, fileId };
}

/** Polls until the render ends: renders are seconds of CPU, generous on a busy machine. */
async function settled(who: Architect, id: string): Promise<Presentation> {
  const deadline = Date.now() + 90_000;
  const seen = new Set<number>();
  for (;;) {
    const p = await read(presentationSchema, await who.client.get(`/api/presentations/${id}`));
    seen.add(p.progress);
    if (p.status !== "gerando") return p;
    if (Date.now() > deadline) throw new Error(`render still running: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function studioWithProject() {
  const ana = await signedInUser(ctx);
  await ana.client.request("PUT", "/api/profile", { name: "Ana", studio: { name: "Atelier Jabuticaba", cau: "A12345-6", phone: "11987654321", brandColor: "#7a1f5c" } });
  const client = await addClient(ana.client, { name: "José Ávila" });
  const project = await addProject(ana.client, { name: "Casa Ipê", clientId: client.id });
  return { ana, project };
}

describe("/api/presentations", { timeout: 180_000 }, () => {
  it("renders a 16:9 PDF with the studio, the project, its text and images; lists, regenerates and deletes it", async () => {
    const { ana, project } = await studioWithProject();
    const sources = await read(presentationSourcesSchema, await ana.client.get(`/api/presentations/sources?projectId=${project.id}`));
    expect(sources.text.source).toBe("offline");
    expect(sources.text.preview.length).toBeGreaterThan(50);
    const imageId = await image(ana, "#336699");

    const created = await ana.client.post("/api/presentations", {
      projectId: project.id,
      template: "executivo",
      content: { text: "Uma casa aberta para o jardim.\n\nLuz natural em todos os ambientes.", images: [{ fileId: imageId, caption: "Fachada ao entardecer" }] },
    });
    expect(created.status).toBe(201);
    const started = await read(presentationSchema, created);
    expect(started).toMatchObject({ status: "gerando", title: "Casa Ipê", template: "executivo", project: { id: project.id, name: "Casa Ipê" }, client: { name: "José Ávila" } });
    const done = await settled(ana, started.id);
    expect(done).toMatchObject({ status: "pronta", progress: 100, error: null });
    expect(done.slideCount).toBeGreaterThanOrEqual(4);

    const pdf = await ana.client.get(`/api/presentations/${done.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("apresentacao-executivo-casa-ipe.pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const proxy = await getDocumentProxy(new Uint8Array(bytes));
    expect(proxy.numPages).toBe(done.slideCount);
    const [, , width, height] = (await proxy.getPage(1)).view;
    await proxy.destroy();
    expect([width, height]).toEqual([960, 540]);
    const text = (await pdfPageTexts(bytes)).join("\n");
    for (const expected of ["Casa Ipê", "José Ávila", "Atelier Jabuticaba", "Uma casa aberta para o jardim.", "Fachada ao entardecer", "CAU A12345-6", "(11) 98765-4321"]) expect(text).toContain(expected);

    const list = await read(presentationSchema.array(), await ana.client.get("/api/presentations"));
    expect(list.map((p) => p.id)).toEqual([done.id]);

    // Edits to the choices render again; the old PDF's file goes.
    const [before] = await ctx.database.db.select({ pdf: presentation.pdfFileId }).from(presentation).where(eq(presentation.id, done.id));
    const again = await ana.client.request("PUT", `/api/presentations/${done.id}`, { title: "Casa Ipê — estudo", template: "minimalista", content: { text: "Texto revisto.", slides: ["texto", "contato"] } });
    expect(again.status).toBe(200);
    const redone = await settled(ana, done.id);
    expect(redone).toMatchObject({ status: "pronta", title: "Casa Ipê — estudo", template: "minimalista", slideCount: 3 });
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, before!.pdf!))).toEqual([]);
    const text2 = (await pdfPageTexts(new Uint8Array(await (await ana.client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer()))).join("\n");
    expect(text2).toContain("Texto revisto.");
    expect(text2).not.toContain("Uma casa aberta");

    const uploads = join(ctx.config.dataDir, "uploads");
    const [last] = await ctx.database.db.select({ key: storedFile.storageKey }).from(presentation).innerJoin(storedFile, eq(storedFile.id, presentation.pdfFileId)).where(eq(presentation.id, done.id));
    expect(await readdir(uploads)).toContain(last!.key);
    expect((await ana.client.delete(`/api/presentations/${done.id}`)).status).toBe(204);
    expect(await readdir(uploads)).not.toContain(last!.key);
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.storageKey, last!.key))).toEqual([]);
    expect((await ana.client.get(`/api/presentations/${done.id}`)).status).toBe(404);
  });

  it("shows the studio's generated images, refuses another studio's, and renders without one deleted from the gallery", async () => {
    const { ana, project } = await studioWithProject();
    const other = await signedInUser(ctx);
    const mine = await generated(ana, "#2f7d4f");
    const theirs = await generated(other, "#000000");

    const refused = await ana.client.post("/api/presentations", { projectId: project.id, template: "executivo", content: { images: [{ fileId: theirs.fileId, caption: "" }] } });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toEqual({ images: "Uma das imagens não foi encontrada. Envie-a de novo." });

    const content = { text: "Texto curto.", slides: ["texto", "imagens"], images: [{ fileId: mine.fileId, caption: "Perspectiva gerada" }] };
    const created = await ana.client.post("/api/presentations", { projectId: project.id, template: "executivo", content });
    expect(created.status, await created.clone().text()).toBe(201);
    const done = await settled(ana, (await read(presentationSchema, created)).id);
    // Cover, text, the image's slide.
    expect(done).toMatchObject({ status: "pronta", slideCount: 3 });
    const pdf = new Uint8Array(await (await ana.client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer());
    expect((await pdfPageTexts(pdf)).join("\n")).toContain("Perspectiva gerada");

    // Deleted from the gallery: the presentation keeps the fileId; "Gerar de novo" renders without it.
    expect((await ana.client.delete(`/api/images/${mine.id}`)).status).toBe(204);
    expect(await ctx.database.db.select().from(storedFile).where(eq(storedFile.id, mine.fileId))).toEqual([]);
    expect((await ana.client.post(`/api/presentations/${done.id}/render`)).status).toBe(200);
    const again = await settled(ana, done.id);
    expect(again).toMatchObject({ status: "pronta", slideCount: 2, content: { images: [{ fileId: mine.fileId, caption: "Perspectiva gerada" }] } });
    const pdf2 = new Uint8Array(await (await ana.client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer());
    expect((await pdfPageTexts(pdf2)).join("\n")).not.toContain("Perspectiva gerada");
    // Saving the same choices again asks for the missing image to be removed (or sent again).
    const edited = await ana.client.request("PUT", `/api/presentations/${done.id}`, { title: "Casa Ipê", template: "executivo", content });
    expect(edited.status).toBe(422);
    expect((await errorOf(edited)).fields).toEqual({ images: "Uma das imagens não foi encontrada. Envie-a de novo." });
  });

  it("takes the project's own \"Texto de apresentação\" when the presentation has none, and its saved references", async () => {
    const { ana, project } = await studioWithProject();
    const doc = await ana.client.answer(projectDocumentsApi.open, { params: { id: project.id }, body: { kind: "apresentacao" } });
    if (doc.kind !== "apresentacao") throw new Error(`esperava uma apresentação, veio ${doc.kind}`);
    const sections = doc.content.sections.map((s, i) => ({ ...s, blocks: i === 0 ? [{ type: "paragraph", content: [{ text: "Texto escrito no editor do projeto." }] }] : [] }));
    expect((await ana.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content: { sections } })).status).toBe(200);
    const refImage = await image(ana, "#aa5500", "referencia");
    const refs = await ana.client.post(`/api/projects/${project.id}/references`, { url: "https://www.archdaily.com.br/br/1", title: "Casa no campo", imageId: refImage });
    expect(refs.status).toBeLessThan(300);

    const sources = await read(presentationSourcesSchema, await ana.client.get(`/api/presentations/sources?projectId=${project.id}`));
    expect(sources.text).toMatchObject({ source: "documento", documentId: doc.id, preview: "Texto escrito no editor do projeto." });
    expect(sources.references.map((r) => r.title)).toEqual(["Casa no campo"]);

    const created = await read(presentationSchema, await ana.client.post("/api/presentations", { projectId: project.id, template: "portfolio", content: {} }));
    const done = await settled(ana, created.id);
    expect(done.status).toBe("pronta");
    const text = (await pdfPageTexts(new Uint8Array(await (await ana.client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer()))).join("\n");
    expect(text).toContain("Texto escrito no editor do projeto.");
    expect(text).toContain("Casa no campo");
  });

  it("summarises the project's budget on its own slide when there is one", async () => {
    const ana = await signedInUser(ctx);
    const client = await addClient(ana.client, { name: "José Ávila" });
    const project = await addProject(ana.client, { name: "Casa Aroeira", clientId: client.id, builtArea: 120, landPlot: { state: "SP" } } as never);
    expect((await ana.client.post(`/api/projects/${project.id}/documents`, { kind: "orcamento" })).status).toBe(201);
    const sources = await read(presentationSourcesSchema, await ana.client.get(`/api/presentations/sources?projectId=${project.id}`));
    expect(sources.budget).toBe(true);
    const created = await read(presentationSchema, await ana.client.post("/api/presentations", { projectId: project.id, template: "minimalista", content: { slides: ["orcamento"] } }));
    const done = await settled(ana, created.id);
    expect(done.slideCount).toBe(2);
    const text = (await pdfPageTexts(new Uint8Array(await (await ana.client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer()))).join("\n").replace(/\s+/g, " ");
    // 120 m² × R$ 2.553,84 (SP, dez/2025, R1-N)
    for (const expected of ["Resumo do orçamento", "R1-N", "dez/2025", "R$ 306.460,80", "NBR 12721", "Custo básico (CUB × área equivalente)", "O custo básico não inclui fundações"]) expect(text, expected).toContain(expected);
    // A simple budget's figure is the basic cost, never a total (decision 068).
    expect(text).not.toContain("Total estimado");
  });

  it("refuses another studio's project and images, and unknown templates, with pt-BR messages", async () => {
    const { ana, project } = await studioWithProject();
    const other = await signedInUser(ctx);
    const theirs = await image(other, "#000000");
    const wrongProject = await other.client.post("/api/presentations", { projectId: project.id, template: "executivo", content: {} });
    expect(wrongProject.status).toBe(404);
    expect((await errorOf(wrongProject)).message).toBe("Projeto não encontrado.");
    const wrongImage = await ana.client.post("/api/presentations", { projectId: project.id, template: "executivo", content: { images: [{ fileId: theirs, caption: "" }] } });
    expect(wrongImage.status).toBe(422);
    expect((await errorOf(wrongImage)).fields).toEqual({ images: "Uma das imagens não foi encontrada. Envie-a de novo." });
    const badTemplate = await ana.client.post("/api/presentations", { projectId: project.id, template: "barroco", content: {} });
    expect((await errorOf(badTemplate)).fields).toMatchObject({ template: "Escolha um modelo: Minimalista, Executivo ou Portfólio." });
    expect((await other.client.get(`/api/presentations/sources?projectId=${project.id}`)).status).toBe(404);
    expect(await ctx.database.db.select().from(presentation).where(eq(presentation.projectId, project.id))).toEqual([]);
  });
});
