import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentGapsSchema } from "#domain/document-gaps.schema";
import { feesApi } from "#domain/contracts/fees";
import { documentsApi } from "#domain/contracts/documents";
import { profileApi } from "#domain/contracts/profile";
import { portalApi, publicPortalApi } from "#domain/contracts/portal";
import { projectProposalApi, proposalStateApi } from "#domain/contracts/proposals";
import { contractClausesApi, projectContractApi } from "#domain/contracts/service-contracts";
import type { ProjectDocument } from "#domain/documents.schema";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { blocksToPlainText } from "#domain/rich-text";
import { job, portalSignature, reminder, studio } from "#server/db/schema";
import { docxText, pdfPageTexts } from "#server/export/testing";
import { applyClientTransition } from "#server/features/documents/proposals/proposals.service";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, setPlan } from "#server/test/studio";

/**
 * R-CONTRACT-1…5 over HTTP (decision 099): the contract generated from the saved fees or the
 * accepted proposal (parties, stages, fees to the cent, pending markers the export check lists),
 * its versions, the studio's clause library and its scoping, the RRT number, and the signature in
 * the client portal with the RRT reminder it leaves.
 */

const now = new Date("2026-12-03T15:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { clock: () => now });
});
afterAll(async () => {
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;
type Contract = Extract<ProjectDocument, { kind: "contrato" }>;

/** R$ 35.000,00 fixed, 10/30/30/30 by stage, 25% at signing and at three deliveries. */
const INPUT: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
  perSquareMetre: { area: 180, pricePerM2: 15_000 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "levantamento", bps: 1_000, hours: 0 },
    { stage: "estudo-preliminar", bps: 3_000, hours: 0 },
    { stage: "anteprojeto", bps: 3_000, hours: 0 },
    { stage: "projeto-executivo", bps: 3_000, hours: 0 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 2_500 },
    { trigger: "estudo-preliminar", bps: 2_500 },
    { trigger: "anteprojeto", bps: 2_500 },
    { trigger: "projeto-executivo", bps: 2_500 },
  ],
};

type ClientData = { name: string; kind: "empresa" | "casal" | "pessoa_feminina"; document?: string; address?: string };
const COMPANY: ClientData = { name: "Padaria Trigo Bom Ltda.", kind: "empresa", document: "11.222.333/0001-81", address: "Rua das Flores, 50, Curitiba/PR" };

async function fixtureProject(architect: Architect, who: ClientData = COMPANY, withFees = true) {
  await setPlan(ctx, architect.userId, "avancado");
  await ctx.database.db.update(studio).set({ cau: "A12345-6", address: "Rua XV de Novembro, 100 — Curitiba/PR" }).where(eq(studio.id, architect.studioId));
  const c = await addClient(architect.client, { addressForm: "informal", ...who } as never);
  const project = await addProject(architect.client, { name: "Casa Araucária", clientId: c.id, standard: "alto", builtArea: 180, landPlot: { address: "Rua Ipê, 10", city: "Curitiba", state: "PR" } } as never);
  if (withFees) await architect.client.answer(feesApi.save, { params: { id: project.id }, body: INPUT });
  return project;
}

async function generated(architect: Architect, projectId: string): Promise<Contract> {
  const doc = await architect.client.answer(projectContractApi.generate, { params: { id: projectId } });
  expect(doc.kind).toBe("contrato");
  return doc as Contract;
}

const text = (doc: Contract, key: string) => blocksToPlainText(doc.content.sections.find((s) => s.key === key)?.blocks ?? []);
const tableRows = (doc: Contract, key: string) =>
  doc.content.sections
    .find((s) => s.key === key)!
    .blocks.filter((b) => b.type === "table")
    .map((t) => (t as Extract<Contract["content"]["sections"][number]["blocks"][number], { type: "table" }>).rows.map((r) => r.map((c) => c.map((x) => x.text).join(""))));

describe("contract: generation (R-CONTRACT-1)", () => {
  it("names the parties with CNPJ and addresses, the NBR 16636 stages, the fees to the cent and the forum", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    expect(doc.version).toBe(1);
    const parties = text(doc, "partes");
    expect(parties).toContain("Padaria Trigo Bom Ltda., CNPJ 11.222.333/0001-81, com sede em Rua das Flores, 50, Curitiba/PR, doravante denominada CONTRATANTE");
    expect(parties).toContain("com endereço em Rua XV de Novembro, 100 — Curitiba/PR");
    expect(parties).toContain("CAU A12345-6");
    const object = text(doc, "objeto");
    expect(object).toContain("Resolução CAU/BR nº 21/2012");
    for (const stage of ["Levantamento (LV-ARQ)", "Estudo preliminar (EP-ARQ)", "Anteprojeto (AP-ARQ)", "Projeto executivo (PE-ARQ)"]) expect(object).toContain(stage);
    const [byStage, payments] = tableRows(doc, "honorarios");
    expect(byStage!.slice(1)).toEqual([
      ["Levantamento (LV-ARQ)", "10%", "R$ 3.500,00", "—"],
      ["Estudo preliminar (EP-ARQ)", "30%", "R$ 10.500,00", "R$ 8.750,00 na entrega da etapa"],
      ["Anteprojeto (AP-ARQ)", "30%", "R$ 10.500,00", "R$ 8.750,00 na entrega da etapa"],
      ["Projeto executivo (PE-ARQ)", "30%", "R$ 10.500,00", "R$ 8.750,00 na entrega da etapa"],
      ["Total", "100%", "R$ 35.000,00", ""],
    ]);
    expect(payments!.at(-1)).toEqual(["Total", "", "100%", "R$ 35.000,00"]);
    expect(text(doc, "foro")).toContain("foro da comarca de Curitiba");
    expect(text(doc, "autoria")).toContain("Lei nº 9.610/1998, art. 7º, X");
    expect(text(doc, "dados-pessoais")).toContain("Lei nº 13.709/2018");
    expect(text(doc, "prazos")).toContain("Os prazos ficam suspensos");
    const signatures = text(doc, "assinaturas");
    expect(signatures).toContain("Padaria Trigo Bom Ltda.");
    expect(signatures).toContain("CNPJ 11.222.333/0001-81");
    expect(signatures).toMatch(/^Curitiba\/PR, ____\/____\/________\.$/m);
    expect(doc.content.sections.some((s) => s.key === "clausulas-escritorio")).toBe(false);
  });

  it("prints the razão social and CNPJ saved in Configurações as the studio's identity, with no pending marker for it (decision 105)", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const profile = await ana.client.answer(profileApi.get);
    await ana.client.answer(profileApi.update, {
      body: { name: profile.user.name, studio: { ...profile.studio, legalName: "Estúdio Traço Arquitetura Ltda.", cnpj: "11.444.777/0001-61" } },
    });
    const doc = await generated(ana, project.id);
    expect(text(doc, "partes")).toMatch(/^CONTRATANTE: .*CONTRATADO: Estúdio Traço Arquitetura Ltda\. \(.+\), CNPJ 11\.444\.777\/0001-61, com endereço em Rua XV de Novembro/s);
    expect(text(doc, "assinaturas")).toContain("CNPJ 11.444.777/0001-61");
    const gaps = documentGapsSchema.parse(await (await ana.client.get(`/api/documents/${doc.id}/gaps`)).json());
    expect(gaps.gaps.map((g) => g.text)).not.toContain("CNPJ ou CPF do escritório");
  });

  it("marks a couple's missing CPFs and address as pending, listed by the export check, and exports with a signature page", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana, { name: "Juliana e Rafael Kowalski", kind: "casal" });
    const doc = await generated(ana, project.id);
    expect(text(doc, "partes")).toContain("Juliana e Rafael Kowalski, CPF [completar: CPF de um dos contratantes] e CPF [completar: CPF do outro contratante], residentes em [completar: endereço dos contratantes], doravante denominados CONTRATANTES");
    const parsed = await ana.client.answer(documentsApi.gaps, { params: { id: doc.id } });
    const texts = parsed.gaps.map((g) => g.text);
    expect(texts).toEqual(expect.arrayContaining(["CPF de um dos contratantes", "CPF do outro contratante", "endereço dos contratantes", "CNPJ ou CPF do escritório"]));
    expect(parsed.gaps[0]!.links[0]!.href).toBe(`/dashboard/projetos/${project.id}/contrato#secao-partes`);
    expect((await ana.client.get(`/api/documents/${doc.id}/export?format=pdf`)).status).toBe(409);
    const pdf = await ana.client.get(`/api/documents/${doc.id}/export?format=pdf&confirmar=1`);
    expect(pdf.status).toBe(200);
    const pages = await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()));
    const last = pages.at(-1)!.replace(/\s+/g, " ");
    expect(last).toContain("Assinaturas");
    expect(last).toContain("CONTRATANTES: Juliana e Rafael Kowalski");
    expect(last).toContain("Testemunhas");
    const docx = await ana.client.get(`/api/documents/${doc.id}/export?format=docx&confirmar=1`);
    expect(docx.status).toBe(200);
    expect(await docxText(new Uint8Array(await docx.arrayBuffer()))).toContain("Contrato de prestação de serviços");
  }, 60_000);

  it("prints the signature block on a page of its own: place and date, the client with its CNPJ, the studio with its CNPJ and CAU (R-CONTRACT-6)", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    await ctx.database.db.update(studio).set({ legalName: "Estúdio Traço Arquitetura Ltda.", cnpj: "11444777000161" }).where(eq(studio.id, ana.studioId));
    const doc = await generated(ana, project.id);
    const pdf = await ana.client.get(`/api/documents/${doc.id}/export?format=pdf&confirmar=1`);
    expect(pdf.status).toBe(200);
    const pages = (await pdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))).map((p) => p.replace(/\s+/g, " "));
    const at = pages.findIndex((p) => /\d+\. Assinaturas/.test(p));
    expect(at).toBe(pages.length - 1);
    const signatures = pages[at]!;
    for (const line of [
      "Curitiba/PR, ____/____/________.",
      "CONTRATANTE: Padaria Trigo Bom Ltda.",
      "CNPJ 11.222.333/0001-81",
      "CONTRATADO: Estúdio Traço Arquitetura Ltda.",
      "CNPJ 11.444.777/0001-61",
      "Responsável técnico:",
      "CAU A12345-6",
      "Testemunhas",
    ]) {
      expect(signatures, line).toContain(line);
    }
    // Nothing of the clauses shares the page: the forum ends the page before it.
    expect(signatures).not.toContain("Do foro");
    expect(pages[at - 1]).toContain("Do foro");
  }, 60_000);

  it("copies the accepted proposal's fees, not fees changed afterwards, and says which version was accepted", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const proposal = await ana.client.answer(projectProposalApi.generate, { params: { id: project.id } });
    await ana.client.answer(proposalStateApi.transition, { params: { id: proposal.id }, body: { action: "enviar", version: 1 } });
    await applyClientTransition({ db: ctx.database.db, studioId: ana.studioId, documentId: proposal.id, action: "aceitar", version: 1, clientName: "Padaria", now });
    await ana.client.answer(feesApi.save, { params: { id: project.id }, body: { ...INPUT, fixed: { amount: 4_000_000 } } });
    const state = await ana.client.answer(projectContractApi.get, { params: { id: project.id } });
    expect(state).toMatchObject({ documentId: null, rrtNumber: null, hasFees: true, acceptedProposal: { documentId: proposal.id, version: 1 } });
    const doc = await generated(ana, project.id);
    expect(text(doc, "objeto")).toContain("O contrato segue a Proposta de serviços aceita em 03/12/2026 (versão 1).");
    expect(text(doc, "honorarios")).toContain("R$ 35.000,00");
    expect(text(doc, "honorarios")).not.toContain("R$ 40.000,00");
  });

  it("is a 422 with neither fees nor an accepted proposal, cannot be opened empty, and is a 404 for another studio", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana, COMPANY, false);
    const none = await ana.client.call(projectContractApi.generate, { params: { id: project.id } });
    expect(none.status).toBe(422);
    expect(none.error?.message).toBe("Para gerar o contrato, o projeto precisa de uma proposta aceita ou de honorários salvos.");
    const empty = await ana.client.request("POST", `/api/projects/${project.id}/documents`, { kind: "contrato" });
    expect(empty.status).toBe(422);
    const bruno = await signedInUser(ctx);
    expect((await bruno.client.call(projectContractApi.generate, { params: { id: project.id } })).status).toBe(404);
    expect((await bruno.client.call(projectContractApi.get, { params: { id: project.id } })).status).toBe(404);
  });
});

describe("contract: versions (R-CONTRACT-2)", () => {
  it("makes a new version on each generation and on each edit, keeping the earlier ones", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const first = await generated(ana, project.id);
    const second = await generated(ana, project.id);
    expect(second.id).toBe(first.id);
    expect(second.version).toBe(2);
    const edited = { sections: second.content.sections.map((s) => (s.key === "foro" ? { ...s, blocks: [{ type: "paragraph" as const, content: [{ text: "Foro de Curitiba/PR." }] }] } : s)) };
    const saved = await ana.client.request("PUT", `/api/documents/${first.id}`, { baseVersion: 2, content: edited });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const versions = await ana.client.answer(documentsApi.versions, { params: { id: first.id } });
    expect(versions.map((v) => v.number).sort()).toEqual([1, 2, 3]);
    expect((await ana.client.answer(projectContractApi.get, { params: { id: project.id } })).documentId).toBe(first.id);
  });
});

describe("contract: the studio's clause library (R-CONTRACT-3)", () => {
  it("creates, lists, edits and deletes clauses, inserts them into the next contract, and hides them from another studio", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const created = await ana.client.answer(contractClausesApi.create, { body: { title: "Visitas à obra", text: "Até duas visitas por etapa.\n\nVisitas extras são cobradas à parte." } });
    expect(created).toMatchObject({ title: "Visitas à obra" });
    const bad = await ana.client.call(contractClausesApi.create, { body: { title: " ", text: "x".repeat(5_000) } });
    expect(bad.status).toBe(422);
    expect(bad.error?.fields?.title).toBe("Informe o título da cláusula.");
    expect(bad.error?.fields?.text).toMatch(/no máximo 4\.000 caracteres/);
    const renamed = await ana.client.answer(contractClausesApi.update, { params: { id: created.id }, body: { title: "Visitas técnicas", text: created.text } });
    expect(renamed.title).toBe("Visitas técnicas");
    expect((await ana.client.answer(contractClausesApi.list, {})).map((c) => c.title)).toEqual(["Visitas técnicas"]);

    const doc = await generated(ana, project.id);
    const library = text(doc, "clausulas-escritorio");
    expect(library).toContain("Visitas técnicas");
    expect(library).toContain("Visitas extras são cobradas à parte.");

    const bruno = await signedInUser(ctx);
    expect(await bruno.client.answer(contractClausesApi.list, {})).toEqual([]);
    expect((await bruno.client.call(contractClausesApi.update, { params: { id: created.id }, body: { title: "Minha", text: "Minha" } })).status).toBe(404);
    expect((await bruno.client.call(contractClausesApi.remove, { params: { id: created.id } })).status).toBe(404);
    expect((await ana.client.call(contractClausesApi.remove, { params: { id: created.id } })).status).toBe(204);
    expect(await ana.client.answer(contractClausesApi.list, {})).toEqual([]);
    // The contract already generated keeps its copy.
    const kept = await ana.client.answer(projectContractApi.get, { params: { id: project.id } });
    expect(kept.documentId).toBe(doc.id);
  });
});

describe("the project's RRT number (R-CONTRACT-4)", () => {
  it("is validated with pt-BR errors, scoped to the studio, and printed in the contract's RRT clause", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const bad = await ana.client.call(projectContractApi.setRrt, { params: { id: project.id }, body: { rrtNumber: "abc" } });
    expect(bad.status).toBe(422);
    expect(bad.error?.fields?.rrtNumber).toMatch(/^Número do RRT inválido/);
    const saved = await ana.client.answer(projectContractApi.setRrt, { params: { id: project.id }, body: { rrtNumber: " si13179887i00ct001 " } });
    expect(saved.rrtNumber).toBe("SI13179887I00CT001");
    const bruno = await signedInUser(ctx);
    expect((await bruno.client.call(projectContractApi.setRrt, { params: { id: project.id }, body: { rrtNumber: "1234567" } })).status).toBe(404);
    const doc = await generated(ana, project.id);
    expect(text(doc, "obrigacoes")).toContain("é o RRT nº SI13179887I00CT001");
    expect((await ana.client.answer(projectContractApi.get, { params: { id: project.id } })).rrtNumber).toBe("SI13179887I00CT001");
    expect((await ana.client.answer(projectContractApi.setRrt, { params: { id: project.id }, body: { rrtNumber: "" } })).rrtNumber).toBeNull();
  });
});

describe("contract: signed in the client portal (R-CONTRACT-2, R-CONTRACT-5)", () => {
  const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
  const tokenOf = (url: string) => /\/portal\/([A-Za-z0-9_-]{43})$/.exec(url)![1]!;

  it("is listed in the portal, signed with the simple signature, and leaves the architect an RRT reminder with its data and rule", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    const doc = await generated(ana, project.id);
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }], confirmGaps: true } });
    const token = tokenOf((await ana.client.answer(portalApi.createLink, { params: { id: project.id } })).url);
    const client = new TestClient(ctx, "203.0.113.40");
    const view = await client.answer(publicPortalApi.get, { params: { token } });
    expect(view.documents.map((d) => d.title)).toContain("Contrato de prestação de serviços");
    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    expect(page).toMatchObject({ forSignature: true, signature: null, version: doc.version });
    const shown = new Uint8Array(await (await client.request("GET", `/api/public/portal/${token}/documents/${doc.id}/pdf`)).arrayBuffer());
    expect(sha256(shown)).toBe(page.pdf.sha256);
    const body = { fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true as const, pdfSha256: page.pdf.sha256 };
    const signed = await client.answer(publicPortalApi.sign, { params: { token, documentId: doc.id }, body });
    expect(signed).toMatchObject({ fullName: "Marina Souza", version: doc.version });
    const [row] = await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, doc.id));
    expect(row).toMatchObject({ cpf: "52998224725", version: doc.version });

    const reminders = await ctx.database.db.select().from(reminder).where(eq(reminder.studioId, ana.studioId));
    expect(reminders).toHaveLength(1);
    const [r] = reminders;
    expect(r).toMatchObject({ userId: ana.userId, title: "Emitir o RRT do projeto Casa Araucária", date: "2026-12-03", priority: "alta" });
    expect(r!.description).toContain("Contrato de prestação de serviços (versão 1): assinatura no portal por Marina Souza em 03/12/2026.");
    expect(r!.description).toContain("Área construída: 180 m².");
    expect(r!.description).toContain("Honorários: R$ 35.000,00.");
    expect(r!.description).toContain("Anteprojeto (AP-ARQ)");
    expect(r!.description).toContain("Resolução CAU/BR nº 91/2014, art. 2º");
    expect(r!.description).toContain("Confira no SICCAU");
    const [scheduled] = await ctx.database.db.select().from(job).where(and(eq(job.kind, "notificar-lembrete"), eq(job.key, `lembrete:${r!.id}`)));
    expect(scheduled).toBeTruthy();

    // The proposal signed too: still one open reminder for the same RRT.
    const proposal = await ana.client.answer(projectProposalApi.generate, { params: { id: project.id } });
    // Only a proposal the studio sent can be signed (accepted) in the portal (R-PROP-4).
    await ana.client.answer(proposalStateApi.transition, { params: { id: proposal.id }, body: { action: "enviar", version: proposal.version } });
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: proposal.id, shared: true, forSignature: true }], confirmGaps: true } });
    const proposalPage = await client.answer(publicPortalApi.document, { params: { token, documentId: proposal.id } });
    await client.answer(publicPortalApi.sign, { params: { token, documentId: proposal.id }, body: { ...body, pdfSha256: proposalPage.pdf.sha256 } });
    expect(await ctx.database.db.select().from(reminder).where(eq(reminder.studioId, ana.studioId))).toHaveLength(1);
  }, 120_000);

  it("leaves no reminder when the project already has its RRT number", async () => {
    const ana = await signedInUser(ctx);
    const project = await fixtureProject(ana);
    await ana.client.answer(projectContractApi.setRrt, { params: { id: project.id }, body: { rrtNumber: "9876543" } });
    const doc = await generated(ana, project.id);
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }], confirmGaps: true } });
    const token = tokenOf((await ana.client.answer(portalApi.createLink, { params: { id: project.id } })).url);
    const client = new TestClient(ctx, "203.0.113.41");
    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    await client.answer(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: { fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true, pdfSha256: page.pdf.sha256 } });
    expect(await ctx.database.db.select().from(reminder).where(eq(reminder.studioId, ana.studioId))).toEqual([]);
  }, 120_000);
});
