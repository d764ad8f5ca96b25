import { describe, expect, it } from "vitest";
import { CLIENT_KINDS, type ClientKind } from "#domain/addressing";
import { DOCUMENT_KINDS } from "#domain/documents";
import { computeFees } from "#domain/fees/fees";
import { PROJECT_STAGES, PROJECT_TYPES } from "#domain/projects";
import { blocksToPlainText } from "#domain/rich-text";
import { findTextIssues, slugsOf } from "#domain/text-quality";
import { offlineSection } from "#server/ai/offline/written-documents";
import { projectFactsFixture } from "#test-support/project-facts-fixture";
import { buildContract, clientDocumentLine, type ContractFacts } from "./contract-text";
import { normalizeRrt, projectRrtInputSchema } from "#domain/service-contract/contract.schema";
import { RRT_DEADLINE_RULE, rrtReminder } from "./rrt";

/** R-CONTRACT-1, R-CONTRACT-4 and R-CONTRACT-5 in the pure domain: agreement by client kind, the RRT number's check, the reminder's text. */

const facts = (over: Partial<ContractFacts> = {}): ContractFacts => ({
  project: projectFactsFixture(),
  client: { document: "52998224725", address: "Rua das Acácias, 120, Campinas/SP" },
  studio: { address: null },
  rrtNumber: null,
  acceptedProposal: null,
  fees: null,
  clauses: [],
  paymentTerms: { fineBps: 200, interestBps: 100, sendReminders: true },
  ...over,
});

const sectionText = (content: ReturnType<typeof buildContract>, key: string) => blocksToPlainText(content.sections.find((s) => s.key === key)?.blocks ?? []);

describe("buildContract", () => {
  it("agrees with one woman as the client and formats her CPF", () => {
    const content = buildContract(facts());
    expect(sectionText(content, "partes")).toContain("Maria Conceição, CPF 529.982.247-25, residente em Rua das Acácias, 120, Campinas/SP, doravante denominada CONTRATANTE.");
    expect(sectionText(content, "obrigacoes")).toContain("Da CONTRATANTE");
  });

  it("names the studio by its razão social and CNPJ from Configurações, and marks the CNPJ only when none is stored (decision 105)", () => {
    const base = projectFactsFixture();
    const stored = buildContract(facts({ project: { ...base, studio: { ...base.studio, legalName: "Traço Arquitetura Ltda.", cnpj: "11222333000181" } } }));
    expect(sectionText(stored, "partes")).toContain("Traço Arquitetura Ltda. (Estúdio Traço), CNPJ 11.222.333/0001-81, com endereço em");
    expect(JSON.stringify(stored)).not.toContain("CNPJ ou CPF do escritório");
    const missing = buildContract(facts());
    expect(sectionText(missing, "partes")).toContain("Estúdio Traço, CNPJ ou CPF [completar: CNPJ ou CPF do escritório], com endereço em");
  });

  it("leaves a visible marker, never a blank, for what is missing", () => {
    const content = buildContract(facts({ client: { document: null, address: null } }));
    const parties = sectionText(content, "partes");
    expect(parties).toContain("CPF [completar: CPF da contratante]");
    expect(parties).toContain("residente em [completar: endereço da contratante]");
    expect(parties).toContain("com endereço em [completar: endereço do escritório]");
    expect(sectionText(content, "foro")).toContain("[completar: cidade do escritório (foro)]");
    expect(sectionText(content, "honorarios")).toBe("[completar: honorários e parcelas]");
  });

  it("names a company by its CNPJ and a client of unknown kind by either", () => {
    const company = { name: "Padaria Trigo Bom Ltda.", kind: "empresa" as const };
    expect(clientDocumentLine(company, "11222333000181")).toBe("CNPJ 11.222.333/0001-81");
    expect(clientDocumentLine({ name: "Alguém", kind: null }, null)).toBe("CPF/CNPJ [completar: CPF/CNPJ do contratante]");
  });
});

describe("the contract's text (R-CLIENT-3)", () => {
  const fees = computeFees(
    {
      method: "valor-fixo",
      percentage: { constructionCost: 0, percentBps: 0 },
      perSquareMetre: { area: 0, pricePerM2: 0 },
      fixed: { amount: 1_000_001 },
      stages: [
        { stage: "estudo-preliminar", bps: 5_000, hours: 0 },
        { stage: "anteprojeto", bps: 5_000, hours: 0 },
      ],
      milestones: [
        { trigger: "assinatura", bps: 3_334 },
        { trigger: "estudo-preliminar", bps: 3_333 },
        { trigger: "anteprojeto", bps: 3_333 },
      ],
    },
    { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0 },
  );
  const slugs = slugsOf(PROJECT_TYPES, PROJECT_STAGES, CLIENT_KINDS, DOCUMENT_KINDS);
  for (const kind of CLIENT_KINDS.map((k) => k.id as ClientKind)) {
    it(`reads without faults for a client of kind ${kind}, with a clause of the studio`, () => {
      const base = projectFactsFixture();
      const client = { name: kind === "empresa" ? "Padaria Trigo Bom Ltda." : kind === "casal" ? "Juliana e Rafael Kowalski" : "Maria Conceição", kind, addressForm: null };
      const content = buildContract(facts({ project: { ...base, client }, fees, clauses: [{ title: "Visitas à obra", text: "Até duas visitas por etapa." }] }));
      const text = content.sections.map((s) => `${s.title}\n${blocksToPlainText(s.blocks)}`).join("\n");
      expect(findTextIssues(text, { slugs, addressee: client })).toEqual([]);
      expect(text).toContain("R$ 10.000,01");
    });
  }
});

describe("the RRT number (R-CONTRACT-4)", () => {
  it("accepts SICCAU's numbers upper-cased and refuses what has too few digits or odd characters", () => {
    expect(normalizeRrt(" si13179887i00ct001 ")).toBe("SI13179887I00CT001");
    expect(normalizeRrt("9876543")).toBe("9876543");
    expect(normalizeRrt("RRT-12")).toBeNull();
    expect(normalizeRrt("12345<script>")).toBeNull();
    expect(projectRrtInputSchema.parse({ rrtNumber: "  " })).toEqual({ rrtNumber: null });
    expect(projectRrtInputSchema.safeParse({ rrtNumber: "abc" }).error?.issues[0]?.message).toMatch(/^Número do RRT inválido/);
  });

  it("is printed in the memorial's identification when the project has one", () => {
    const base = projectFactsFixture();
    const withRrt = blocksToPlainText(offlineSection("memorial", "identificacao", { ...base, project: { ...base.project, rrtNumber: "9876543" } }));
    expect(withRrt).toContain("ART/RRT: RRT nº 9876543");
    expect(blocksToPlainText(offlineSection("memorial", "identificacao", base))).toContain("ART/RRT: [completar: número da ART/RRT]");
  });
});

describe("the RRT reminder (R-CONTRACT-5)", () => {
  it("carries the data SICCAU asks for and CAU's rule, never a made-up day", () => {
    const r = rrtReminder({
      projectName: "Casa Araucária",
      documentTitle: "Contrato de prestação de serviços",
      version: 2,
      signedBy: "Marina Souza",
      signedOn: "2026-12-03",
      clientName: "Marina Souza",
      stages: ["estudo-preliminar", "anteprojeto"],
      builtArea: 180.5,
      feeTotal: 3_500_001,
      workAddress: "Rua Ipê, 10, Curitiba/PR",
    });
    expect(r.title).toBe("Emitir o RRT do projeto Casa Araucária");
    expect(r.description).toContain("Contrato de prestação de serviços (versão 2): assinatura no portal por Marina Souza em 03/12/2026.");
    expect(r.description).toContain("etapas Estudo preliminar (EP-ARQ), Anteprojeto (AP-ARQ)");
    expect(r.description).toContain("Área construída: 180,5 m².");
    expect(r.description).toContain("Honorários: R$ 35.000,01.");
    expect(r.description).toContain(RRT_DEADLINE_RULE);
    expect(RRT_DEADLINE_RULE).toContain("Confira no SICCAU");
  });
});
