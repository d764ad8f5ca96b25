import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { presentationCheckSchema } from "#domain/presentation-gaps.schema";
import { presentationSchema, type Presentation } from "#domain/presentations.schema";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import { stopPdfWorker } from "#server/export/pdf";
import { pdfText } from "#server/export/testing";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, read } from "#server/test/studio";

/**
 * R-PRES-1, decision 071: a presentation never prints "[completar: …]". The wizard's check says
 * which slides lose lines or are left out, with links; the rendered PDF has none of them.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx?.close();
});

const paragraph = (text: string) => ({ type: "paragraph", content: [{ text }] });

async function written(client: TestClient, projectId: string, kind: "apresentacao" | "conceito", blocks: Record<string, unknown[]>): Promise<ProjectDocument> {
  const doc = await read(documentSchema, await client.post(`/api/projects/${projectId}/documents`, { kind }));
  const sections = WRITTEN_SECTIONS[kind].map((s) => ({ key: s.key, title: s.title, blocks: blocks[s.key] ?? [] }));
  const res = await client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content: { sections } });
  expect(res.status, await res.clone().text()).toBe(200);
  return doc;
}

async function settled(client: TestClient, id: string): Promise<Presentation> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const p = await read(presentationSchema, await client.get(`/api/presentations/${id}`));
    if (p.status !== "gerando") return p;
    if (Date.now() > deadline) throw new Error(`render still running: ${JSON.stringify(p)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("a presentation whose sources still have [completar: …]", { timeout: 180_000 }, () => {
  it("the check names what is left out, with links, and the PDF prints none of it", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "José Ávila" });
    const project = await addProject(client, { name: "Casa Ipê", clientId: c.id });
    const text = await written(client, project.id, "apresentacao", {
      apresentacao: [paragraph("José, este é o projeto Casa Ipê, pensado a partir do que você nos contou. [completar: a ideia central do projeto, em palavras simples]")],
      proposta: [paragraph("[completar: como será viver no espaço: luz, materiais, conforto]")],
      "proximos-passos": [paragraph("O projeto está na etapa de estudo preliminar. [completar: o que vem a seguir]")],
    });
    const concept = await written(client, project.id, "conceito", {
      declaracao: [paragraph("[completar: a ideia central do projeto, em uma frase] — para José Ávila.")],
      "ideias-norteadoras": [{ type: "bulletList", items: [[{ text: "[completar: ideia norteadora 1]" }], [{ text: "[completar: ideia norteadora 2]" }]] }],
    });
    const content = { slides: ["texto", "conceito", "contato"], text: null, images: [] };

    const check = await read(presentationCheckSchema, await client.post("/api/presentations/check", { projectId: project.id, content }));
    expect(check.slides).toBe(3);
    expect(check.issues).toEqual([
      {
        slide: "texto",
        label: "Texto de apresentação",
        status: "parcial",
        message: "“Texto de apresentação” vai só com o que já se sabe: 3 trechos a completar no texto de apresentação do projeto ficaram de fora.",
        gaps: ["a ideia central do projeto, em palavras simples", "como será viver no espaço: luz, materiais, conforto", "o que vem a seguir"],
        links: [{ label: "Texto de apresentação do projeto", href: `/dashboard/apresentacoes/${text.id}` }],
      },
      {
        slide: "conceito",
        label: "Conceito",
        status: "fora",
        message: "“Conceito” fica de fora: no conceito do projeto só há trechos a completar.",
        gaps: ["a ideia central do projeto, em uma frase", "ideia norteadora 1", "ideia norteadora 2"],
        links: [{ label: "Conceito do projeto", href: `/dashboard/conceito/${concept.id}` }],
      },
    ]);

    const created = await read(presentationSchema, await client.post("/api/presentations", { projectId: project.id, template: "minimalista", content }));
    const done = await settled(client, created.id);
    expect(done).toMatchObject({ status: "pronta", slideCount: 3 });
    const pdf = await pdfText(new Uint8Array(await (await client.get(`/api/presentations/${done.id}/pdf`)).arrayBuffer()));
    expect(pdf).toContain("José, este é o projeto Casa Ipê, pensado a partir do que você nos contou.");
    expect(pdf).toContain("O projeto está na etapa de estudo preliminar.");
    expect(pdf).not.toMatch(/completar/i);
    expect(pdf).not.toContain("Ideias norteadoras");
  });

  it("says so for the presentation's own text, and answers 404 for another studio's project", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Ana" });
    const project = await addProject(client, { name: "Loja", clientId: c.id });
    const check = await read(presentationCheckSchema, await client.post("/api/presentations/check", { projectId: project.id, content: { slides: ["texto"], text: "[completar: tudo]", images: [] } }));
    expect(check).toEqual({
      slides: 1,
      issues: [{ slide: "texto", label: "Texto de apresentação", status: "fora", message: "“Texto de apresentação” fica de fora: no texto desta apresentação só há trechos a completar.", gaps: ["tudo"], links: [] }],
    });
    const other = await signedInUser(ctx);
    expect((await other.client.post("/api/presentations/check", { projectId: project.id, content: { slides: ["texto"], text: null, images: [] } })).status).toBe(404);
  });
});
