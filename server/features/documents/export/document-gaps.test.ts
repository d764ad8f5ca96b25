import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentGapsSchema } from "#domain/document-gaps.schema";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import { stopPdfWorker } from "#server/export/pdf";
import { docxText, pdfText } from "#server/export/testing";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

/**
 * R-DOC-5, decision 071: an export first checks the content. A document with "[completar: …]" or
 * blank sections answers 409 with them named, lists them with links at GET …/gaps, and exports
 * only with confirmar=1.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx.close();
});

const paragraph = (text: string) => ({ type: "paragraph", content: [{ text }] });

async function memorial(client: TestClient) {
  const c = await addClient(client, { name: "Conceição Araújo" });
  const project = await addProject(client, { name: "Casa Ipê", clientId: c.id });
  const doc = await read(documentSchema, await client.post(`/api/projects/${project.id}/documents`, { kind: "memorial" }));
  return { project, doc };
}

async function save(client: TestClient, doc: ProjectDocument, sections: { key: string; title: string; blocks: unknown[] }[]) {
  const res = await client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content: { sections } });
  expect(res.status, await res.clone().text()).toBe(200);
  return read(documentSchema, res);
}

/** Every section of the memorial with plain text, then `changes` per key. */
function sectionsWith(changes: Record<string, unknown[]>) {
  return WRITTEN_SECTIONS.memorial.map((s) => ({ key: s.key, title: s.title, blocks: changes[s.key] ?? [paragraph(`Texto de ${s.title.toLowerCase()}.`)] }));
}

describe("an export with gaps", { timeout: 120_000 }, () => {
  it("answers 409 naming them, lists them with links, and exports only when confirmed", async () => {
    const { client } = await signedInUser(ctx);
    const { project, doc } = await memorial(client);
    const saved = await save(
      client,
      doc,
      sectionsWith({
        identificacao: [{ type: "bulletList", items: [[{ text: "Endereço: " }, { text: "[completar: endereço do terreno]", bold: true }], [{ text: "ART/RRT: [completar: número da ART/RRT]" }]] }],
        estrutura: [paragraph("Sistema estrutural: [completar: sistema estrutural], conforme a NBR 6118.")],
        "limpeza-final": [],
      }),
    );

    // The list, by section, each with where it is filled.
    const gaps = await read(documentGapsSchema, await client.get(`/api/documents/${doc.id}/gaps`));
    expect(gaps.version).toBe(saved.version);
    expect(gaps.summary).toBe("3 trechos a completar e 1 seção em branco");
    expect(gaps.gaps.map((g) => [g.section.number, g.section.title, g.text, g.place])).toEqual([
      [1, "Identificação", "endereço do terreno", "terreno"],
      [1, "Identificação", "número da ART/RRT", "secao"],
      [9, "Estrutura", "sistema estrutural", "secao"],
      [20, "Limpeza final", "seção em branco", "secao"],
    ]);
    expect(gaps.gaps[0]!.links).toEqual([
      { label: "Seção 1. Identificação", href: `/dashboard/memorial/${doc.id}#secao-identificacao` },
      { label: "Terreno do projeto", href: `/dashboard/projetos/${project.id}#terreno` },
    ]);

    // Not confirmed: 409, nothing rendered, the first gaps named.
    for (const format of ["pdf", "docx"]) {
      const refused = await client.get(`/api/documents/${doc.id}/export?format=${format}`);
      expect(refused.status).toBe(409);
      const error = await errorOf(refused);
      expect(error.code).toBe("document_has_gaps");
      expect(error.message).toBe(
        "O documento ainda tem 3 trechos a completar e 1 seção em branco (1. Identificação: endereço do terreno; 1. Identificação: número da ART/RRT; 9. Estrutura: sistema estrutural; 20. Limpeza final: seção em branco). Complete-os ou confirme a exportação mesmo assim (confirmar=1).",
      );
    }
    expect((await client.get(`/api/documents/${doc.id}/export?format=pdf&confirmar=talvez`)).status).toBe(422);

    // Confirmed: the file, as the person chose.
    const pdf = await client.get(`/api/documents/${doc.id}/export?format=pdf&confirmar=1`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("[completar: sistema estrutural]");
  });

  it("exports a complete document at once, and keeps another studio's document a 404", async () => {
    const { client } = await signedInUser(ctx);
    const { doc } = await memorial(client);
    await save(client, doc, sectionsWith({}));
    expect(await read(documentGapsSchema, await client.get(`/api/documents/${doc.id}/gaps`))).toMatchObject({ summary: "", gaps: [] });
    const docx = await client.get(`/api/documents/${doc.id}/export?format=docx`);
    expect(docx.status).toBe(200);
    expect(await docxText(new Uint8Array(await docx.arrayBuffer()))).toContain("Texto de estrutura.");

    const other = await signedInUser(ctx);
    expect((await other.client.get(`/api/documents/${doc.id}/gaps`)).status).toBe(404);
    expect((await other.client.get(`/api/documents/${doc.id}/export?format=pdf&confirmar=1`)).status).toBe(404);
  });

  it("a briefing has no gaps: exported without confirmation", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Ana" });
    const project = await addProject(client, { name: "Loja", clientId: c.id });
    const briefing = await read(documentSchema, await client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }));
    expect((await read(documentGapsSchema, await client.get(`/api/documents/${briefing.id}/gaps`))).gaps).toEqual([]);
    expect((await client.get(`/api/documents/${briefing.id}/export?format=pdf`)).status).toBe(200);
  });
});
