import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { exportPool, stopPdfWorker } from "#server/export/pdf";
import { docxText, pdfText } from "#server/export/testing";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await stopPdfWorker();
  await ctx.close();
});

async function documents(client: TestClient) {
  const c = await addClient(client, { name: "Conceição Araújo", kind: "pessoa_feminina" });
  const project = await addProject(client, { name: "Casa Ipê-Amarelo", clientId: c.id, landPlot: { area: 300 } });
  const briefing = await read(documentSchema, await client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }));
  const programme = await read(documentSchema, await client.post(`/api/projects/${project.id}/documents`, { kind: "programa" }));
  return { project, briefing, programme };
}

async function put(client: TestClient, doc: ProjectDocument, content: unknown) {
  const res = await client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content });
  expect(res.status, await res.clone().text()).toBe(200);
  return read(documentSchema, res);
}

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("exporting documents", () => {
  // The first export starts the export pool's thread (loading its modules): generous on a busy machine.
  it("a briefing downloads as an A4 PDF with the studio, project, client, date, answers with accents and page numbers", async () => {
    const { client } = await signedInUser(ctx);
    const { briefing } = await documents(client);
    if (briefing.kind !== "briefing") throw new Error("briefing esperado");
    await put(client, briefing, { ...briefing.content, answers: { moradores: "4", estilo: "Cerâmica na cozinha, madeira na sala; orçamento até R$ 1.234,56", lavabo: "sim", piscina: "não" } });

    const res = await client.get(`/api/documents/${briefing.id}/export?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("briefing-casa-ipe-amarelo.pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const pdf = await bytes(res);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(new TextDecoder("latin1").decode(pdf)).toMatch(/MediaBox\s*\[\s*0 0 595\.2\d* 841\.8\d*/);
    const text = await pdfText(pdf);
    expect(text).toContain("Ana Beatriz Lima"); // the personal studio is named after its owner
    expect(text).toContain("Casa Ipê-Amarelo");
    expect(text).toContain("Conceição Araújo");
    expect(text).toContain("Cerâmica na cozinha, madeira na sala; orçamento até R$ 1.234,56");
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Página 1 de \d+/);
    // Yes/no answers are stored lower case and printed as "Sim"/"Não"; the questions speak to
    // the client as one woman, never in the plural (R-CLIENT-3).
    expect(text).toMatch(/Quer um lavabo\?\s*Sim/);
    expect(text).toMatch(/Quer piscina\?\s*Não/);
    expect(text).not.toMatch(/Querem|vocês/);
  }, 90_000);

  it("a programme downloads as PDF and DOCX with the rooms table, m² totals, the factor and the lot check", async () => {
    const { client } = await signedInUser(ctx);
    const { programme } = await documents(client);
    if (programme.kind !== "programa") throw new Error("programa esperado");
    await put(client, programme, {
      ...programme.content,
      rooms: [
        { id: "sala", sector: "Social", name: "Sala de estar e jantar", quantity: 1, unitArea: 28.5, notes: "Integração com a varanda", source: null },
        { id: "dorm", sector: "Íntimo", name: "Dormitório", quantity: 3, unitArea: 10, notes: "", source: "Referência: código de obras municipal (exemplo)" },
      ],
      wallFactor: 0.25,
      lot: { ...programme.content.lot, occupancyRate: 20, floorAreaRatio: 1, permeability: 15, floors: 1 },
    });

    // Narrow columns wrap their headers: compare with whitespace folded.
    const pdf = (await pdfText(await bytes(await client.get(`/api/documents/${programme.id}/export?format=pdf`)))).replace(/\s+/g, " ");
    for (const expected of ["Programa de necessidades", "Setor", "Ambiente", "m² unitário", "m² total", "Sala de estar e jantar", "28,50 m²", "30,00 m²", "58,50 m²", "73,13 m²", "Paredes e circulação (25 %)", "60,00 m²", "Página 1 de"]) {
      expect(pdf, expected).toContain(expected);
    }
    // 73,13 m² on one floor is more than TO 20 % of 300 m² allows (60 m²).
    expect(pdf).toContain("passa da projeção máxima permitida pela TO");

    const docxRes = await client.get(`/api/documents/${programme.id}/export?format=docx`);
    expect(docxRes.status).toBe(200);
    expect(docxRes.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const docx = await docxText(await bytes(docxRes));
    for (const expected of ["Programa de necessidades", "Casa Ipê-Amarelo", "Conceição Araújo", "Dormitório", "73,13 m²"]) expect(docx, expected).toContain(expected);
  });

  it("a programme checks the project's parameters, names what is missing instead of a fit, prints notes in full, and leaves the sources out unless asked", async () => {
    const { client } = await signedInUser(ctx);
    const { project, programme } = await documents(client);
    if (programme.kind !== "programa") throw new Error("programa esperado");
    const longNote = "Recebem até 15 convidados aos domingos. Regra: estar 8 m² + 2 m² por morador (16 m²); jantar 2 m² por lugar dos moradores (8 m²) + 1,5 m² por convidado (22,5 m² para 15 convidados); total 46,5 m². Estimativa de prática.";
    await put(client, programme, {
      ...programme.content,
      rooms: [{ id: "sala", sector: "Social", name: "Sala de estar e jantar", quantity: 1, unitArea: 46.5, notes: longNote, source: "Código de obras do município" }],
      wallFactor: 0.25,
      lot: { ...programme.content.lot, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 },
    });
    const pdfOf = async (query = "") => (await pdfText(await bytes(await client.get(`/api/documents/${programme.id}/export?format=pdf${query}`)))).replace(/\s+/g, " ");

    // The project knows only the lot's area (300 m²): no fit is stated, the PDF says what is missing.
    let pdf = await pdfOf();
    expect(pdf).toContain("Ainda não dá para dizer se o programa cabe no lote: faltam a taxa de ocupação (TO), o coeficiente de aproveitamento (CA) e a taxa de permeabilidade.");
    expect(pdf).not.toContain("o programa cabe no lote.");
    expect(pdf).toContain("Falta a TO");
    // In full, under the table (a narrow column cut it); the text extractor may garble a glyph at a line break.
    expect(pdf).toContain("Sala de estar e jantar: Recebem até 15 convidados aos domingos. Regra: estar 8 m² + 2 m² por morador (16 m²); jantar 2 m² por lugar dos moradores (8 m²) + 1,5 m² por convidado (22,5 m² para 15 convidados); total 46,5 m².");
    expect(pdf).not.toContain("Fontes das áreas de referência");
    expect(pdf).not.toContain("Código de obras do município");

    // With the project's parameters (R-PROJ-2), the fit is stated with their source and day.
    const patched = await client.request("PATCH", `/api/projects/${project.id}`, {
      landPlot: { occupancyRate: 60, floorAreaRatio: 1.5, permeability: 15, parametersSource: "Lei Complementar 270/2019", parametersConsultedOn: "2026-03-15" },
    });
    expect(patched.status).toBe(200);
    pdf = await pdfOf();
    expect(pdf).toContain("Com a TO, o CA e a taxa de permeabilidade informados, o programa cabe no lote.");
    expect(pdf).toContain("180,00 m² (TO 60 %)");
    expect(pdf).toContain("Fonte: Lei Complementar 270/2019, consultado em 15/03/2026.");

    const withSources = await pdfOf("&fontes=sim");
    expect(withSources).toContain("Fontes das áreas de referência");
    expect(withSources).toContain("Código de obras do município");
    const bad = await client.get(`/api/documents/${programme.id}/export?format=pdf&fontes=talvez`);
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ fontes: "Use fontes=sim ou fontes=nao." });
  });

  it("refuses an unknown format (422 in pt-BR) and another studio's document (404)", async () => {
    const { client } = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const { briefing } = await documents(client);
    const bad = await client.get(`/api/documents/${briefing.id}/export?format=odt`);
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ format: "Formato inválido: use pdf ou docx." });
    const foreign = await other.client.get(`/api/documents/${briefing.id}/export?format=pdf`);
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe("Documento não encontrado.");
  });

  it("renders PDF and DOCX on the export pool's thread, never the server's", async () => {
    const { client } = await signedInUser(ctx);
    const { programme } = await documents(client);
    const before = exportPool.completed;
    for (const format of ["pdf", "docx"]) expect((await client.get(`/api/documents/${programme.id}/export?format=${format}`)).status).toBe(200);
    expect(exportPool.completed).toBe(before + 2);
    expect(exportPool.threadIds().length).toBe(1);
    expect(exportPool.threadIds()).not.toContain(threadId);
  });

  it("once the server is shutting down, a new export is refused with a pt-BR 503 and Retry-After", async () => {
    const { client } = await signedInUser(ctx);
    const { briefing } = await documents(client);
    try {
      expect(await exportPool.drain(60_000)).toEqual({ refused: 0 });
      for (const format of ["pdf", "docx"]) {
        const res = await client.get(`/api/documents/${briefing.id}/export?format=${format}`);
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.json()).toEqual({ error: { code: "unavailable", message: "O servidor está reiniciando. Tente novamente em instantes." } });
      }
    } finally {
      // The next test files run in this process and export through the same pool.
      exportPool.reopen();
    }
  });
});
