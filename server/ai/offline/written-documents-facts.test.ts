import { describe, expect, it } from "vitest";
import { BRIEFING_USES, clause, installationsAsked } from "./briefing-facts";
import { QUESTIONNAIRES } from "#domain/briefing";
import { WRITTEN_KINDS, type WrittenKind } from "#domain/documents";
import { buildSlides, BULLETS_PER_SLIDE, TEXT_CHARS_PER_SLIDE } from "#server/export/presentation-slides";
import { cityOfAddress } from "#domain/profile";
import { blocksToPlainText } from "#domain/rich-text";
import { offlineDraft, offlineSection } from "./written-documents";
import { factsAsText, WRITTEN_SYSTEM_PROMPT } from "#server/ai/prompts/written-documents";
import { fullyFilledProjectFacts, offlineDeck, projectFactsFixture } from "#test-support/project-facts-fixture";

/**
 * Decision 074: the offline drafts use every fact the project holds. On a fully filled project
 * they leave "[completar]" only for decisions it does not hold yet, each fact lands in the section
 * it informs, and the client's private answers never reach the concept or the presentation.
 */

const facts = fullyFilledProjectFacts();
const sectionText = (kind: WrittenKind, key: string) => blocksToPlainText(offlineSection(kind, key, facts));
const documentText = (kind: WrittenKind) => offlineDraft(kind, facts).sections.map((s) => blocksToPlainText(s.blocks)).join("\n");
const placeholders = (text: string) => text.match(/\[completar[^\]]*\]/g) ?? [];

const deck = () => offlineDeck(facts);

describe("the offline drafts of a fully filled project (decision 074)", () => {
  it("leave a placeholder only for what the project does not hold", () => {
    expect(placeholders(documentText("conceito"))).toEqual([]);
    expect(placeholders(documentText("apresentacao"))).toEqual([]);
    expect(placeholders(JSON.stringify(deck()))).toEqual([]);
    // No ART/RRT, foundation, structure or waterproofing is stored anywhere; the project's own
    // occupancy and permeable rates come from the drawings.
    expect(placeholders(documentText("memorial")).sort()).toEqual(
      [
        "[completar: número da ART/RRT]",
        "[completar: tipo de fundação conforme sondagem]",
        "[completar: sistema estrutural]",
        "[completar: sistema de impermeabilização]",
        "[completar: taxa de ocupação do projeto]",
        "[completar: taxa permeável do projeto]",
      ].sort(),
    );
    expect(placeholders(documentText("justificativa"))).toEqual(["[completar: sistema estrutural]"]);
  });

  const FACTS: [WrittenKind, string, string[]][] = [
    ["memorial", "identificacao", ["Juliana e Rafael Kowalski", "Rua Mateus Leme, 2200, Curitiba/PR", "Autor do projeto: Bruno Colaborador — Estúdio Traço", "Responsável técnico: Ana Arquiteta, CAU A12345-6"]],
    ["memorial", "descricao-imovel", ["12 m de frente por 30 m de fundo", "ZR-2", "taxa de ocupação máxima de 50 %", "coeficiente de aproveitamento 1", "taxa de permeabilidade mínima de 25 %", "recuo frontal de 5 m", "recuos laterais de 1,5 m", "recuo de fundos de 3 m", "altura máxima de 10 m", "Guia amarela, consultada em 05/10/2026", "frente para o norte", "vizinho de dois pavimentos a leste", "um ipê-amarelo no fundo", "180,00 m²", "Suíte com closet", "360,00 m²"]],
    ["memorial", "servicos-preliminares", ["ipê-amarelo", "Proteger durante toda a obra"]],
    ["memorial", "movimento-terra", ["levantamento topográfico existente", "plano"]],
    ["memorial", "alvenaria", ["Bloco cerâmico de vedação", "NBR 15270"]],
    ["memorial", "cobertura", ["Telha termoacústica (sanduíche)"]],
    ["memorial", "esquadrias", ["Esquadria de alumínio", "NBR 10821"]],
    ["memorial", "revestimentos", ["Piso vinílico em régua colada (Dormitórios e home office)", "Porcelanato acetinado (Banheiros, cozinha e área de serviço)", "ISO 13006", "dois cães de porte médio"]],
    ["memorial", "instalacoes-eletricas", ["Preparação para sistema fotovoltaico", "Sistema fotovoltaico conectado à rede, conforme ABNT NBR 16690", "Piso aquecido nos banheiros", "recarga de veículo elétrico na garagem"]],
    ["memorial", "instalacoes-hidrossanitarias", ["Aquecimento de água por energia solar", "Aquecedor solar de água (coletores e boiler), conforme ABNT NBR 15569", "Aproveitamento de água de chuva", "NBR 15527"]],
    ["memorial", "acessibilidade", ["cadeira de rodas", "ABNT NBR 9050:2020"]],
    ["memorial", "encerramento", ["Curitiba/PR, 20/11/2026.", "____", "Ana Arquiteta", "CAU A12345-6", "Estúdio Traço"]],
    ["justificativa", "localizacao-zoneamento", ["ZR-2", "taxa de ocupação máxima de 50 %", "altura máxima de 10 m", "Guia amarela"]],
    ["justificativa", "terreno", ["360,00 m²", "12 m de frente por 30 m de fundo", "frente para o norte", "vizinho de dois pavimentos a leste", "ipê-amarelo"]],
    ["justificativa", "conceito", ["acolhimento e muita luz natural", "contemporâneo, com madeira"]],
    ["justificativa", "partido", ["1 pavimento", "contemporâneo, com madeira", "madeira, concreto aparente e tijolo"]],
    ["justificativa", "implantacao", ["recuo frontal de 5 m", "laterais de 1,5 m", "fundos de 3 m", "frente para o norte", "2 carros"]],
    ["justificativa", "organizacao-funcional", ["6 ambientes", "3 dormitórios, sendo 1 suíte", "lavabo", "home office", "área gourmet", "cerca de 15 pessoas aos domingos", "Trabalho em casa", "cadeira de rodas", "sala integrada à cozinha, despensa e closet na suíte", "piano de armário 1,50 × 0,60 m"]],
    ["justificativa", "sistema-construtivo", ["bloco cerâmico de vedação", "telha termoacústica", "piso vinílico em régua colada"]],
    ["justificativa", "conforto-sustentabilidade", ["frio no inverno e escuro", "sol nos quartos", "aquecimento solar da água", "fotovoltaica", "água de chuva", "recarga de veículo elétrico"]],
    ["justificativa", "aspectos-economicos", ["padrão de acabamento alto", "180,00 m²", "R1-A", "R$ 540.000,00", "R$ 3.000,00"]],
    ["justificativa", "encerramento", ["Curitiba/PR, 20/11/2026.", "Ana Arquiteta", "CAU A12345-6"]],
    ["conceito", "declaracao", ["Casa Araucária", "180,00 m²", "Curitiba/PR", "acolhimento e muita luz natural", "contemporâneo, com madeira"]],
    ["conceito", "ideias-norteadoras", ["sol nos quartos", "frente para o norte", "ipê-amarelo", "aquecimento solar da água"]],
    ["conceito", "paleta", ["tons terrosos e verde-oliva", "madeira, concreto aparente e tijolo", "porcelanato brilhante e cores frias", "piso vinílico em régua colada"]],
    ["conceito", "relacao-briefing", ["vocês nos contaram", "closet na suíte", "3 dormitórios"]],
    ["conceito", "referencias", ["https://br.pinterest.com/casa-curitiba"]],
    ["apresentacao", "apresentacao", ["Juliana e Rafael Kowalski", "pensado a partir do que vocês nos contaram", "acolhimento e muita luz natural"]],
    // Two bedrooms are never a bare "dormitório" (R-CLIENT-3).
    ["apresentacao", "proposta", ["suíte com closet, dormitório (2), sala integrada à cozinha", "piso vinílico em régua colada", "frente para o norte"]],
    ["apresentacao", "proximos-passos", ["estudo preliminar", "anteprojeto", "de vocês", "mudança até julho de 2028"]],
  ];
  it.each(FACTS)("%s / %s holds its facts", (kind, key, expected) => {
    const text = sectionText(kind, key);
    for (const fact of expected) expect(text, `${kind}/${key}`).toContain(fact);
  });

  it("says the client's style and feeling once in the presentation text: the opening's, not again in the list", () => {
    const text = documentText("apresentacao");
    for (const said of ["contemporâneo, com madeira", "acolhimento e muita luz natural"]) expect(text.split(said).length - 1, said).toBe(1);
    expect(sectionText("apresentacao", "proposta")).not.toMatch(/Estilo:|Sensação que o espaço/);
  });

  it("puts each material in the section of its category, with no stock sentence contradicting it", () => {
    const finishes = sectionText("memorial", "revestimentos");
    expect(finishes).not.toMatch(/Porcelanatos de grandes formatos|Redação padrão/);
    for (const elsewhere of ["Aquecedor solar", "fotovoltaico", "Bloco cerâmico", "Telha", "Esquadria"]) expect(finishes).not.toContain(elsewhere);
    expect(sectionText("memorial", "cobertura")).not.toContain("Redação padrão");
  });

  it("never pastes the questionnaire: no question label, no 'Pergunta: resposta'", () => {
    const labels = QUESTIONNAIRES.residencial.questions.map((q) => q.label);
    for (const kind of WRITTEN_KINDS) {
      const text = documentText(kind);
      for (const label of labels) expect(text, `${kind}: ${label}`).not.toContain(label);
      expect(text).not.toContain("?:");
    }
  });
});

describe("private answers (decision 074)", () => {
  const PRIVATE = ["900 mil", "1,1 milhão", "Orçamento previsto", "mãe", "usa cadeira de rodas", "cadeira de rodas", "67 anos", "38, 36"];

  it("never reach the concept, the presentation text or the slides", () => {
    const clientFacing = [documentText("conceito"), documentText("apresentacao"), JSON.stringify(deck())];
    for (const text of clientFacing) for (const word of PRIVATE) expect(text).not.toContain(word);
  });

  it("reach the technical documents only in neutral words; the budget range never", () => {
    for (const kind of ["memorial", "justificativa"] as const) {
      const text = documentText(kind);
      for (const word of ["900 mil", "1,1 milhão", "mãe", "Juliana usa", "67 anos"]) expect(text, kind).not.toContain(word);
    }
  });

  it("the AI prompt has the budget's figures and the studio's CAU; the client-facing kinds are told to keep private answers out", () => {
    const text = factsAsText(facts);
    for (const expected of ["R$ 540.000,00", "CAU: A12345-6", "responsável técnico: Ana Arquiteta", "recuo frontal 5 m", "Guia amarela"]) expect(text).toContain(expected);
    for (const kind of ["conceito", "apresentacao"] as const) expect(WRITTEN_SYSTEM_PROMPT[kind]).toContain("Não mencione o orçamento do cliente");
    expect(WRITTEN_SYSTEM_PROMPT.memorial).not.toContain("Não mencione o orçamento do cliente");
  });
});

describe("the briefing's table (decision 074)", () => {
  it("says what every question of every questionnaire informs", () => {
    const ids = new Set(Object.values(QUESTIONNAIRES).flatMap((q) => q.questions.map((x) => x.id)));
    for (const id of ids) expect(BRIEFING_USES[id], id).toBeDefined();
    for (const id of Object.keys(BRIEFING_USES)) expect(ids.has(id), `${id} is no question`).toBe(true);
    expect(BRIEFING_USES.orcamento!.privacy).toBe("budget");
    expect(BRIEFING_USES.acessibilidade!.privacy).toBe("health");
    for (const use of Object.values(BRIEFING_USES)) if (use.privacy) expect(use.informs.filter((r) => r.startsWith("conceito/") || r.startsWith("apresentacao/"))).toEqual([]);
  });

  it("reads the installations asked, with the place named, and what it does not know apart", () => {
    const { found, other } = installationsAsked("Piso aquecido nos banheiros; ar-condicionado na suíte, sauna");
    expect(found.map((f) => [f.installation.id, f.where])).toEqual([
      ["piso-aquecido", " nos banheiros"],
      ["ar-condicionado", " na suíte"],
    ]);
    expect(other).toEqual(["sauna"]);
  });

  it("says the client's wishes in the third person", () => {
    expect(clause("O apartamento é escuro; queremos sol nos quartos")).toBe("o apartamento é escuro; pedido: sol nos quartos");
    expect(clause("um ipê no fundo que queremos manter")).toBe("um ipê no fundo");
  });
});

describe("addressing the client (R-CLIENT-3)", () => {
  it("agrees with one person spoken to formally", () => {
    const one = { ...facts, client: { name: "Sra. Helena Prado", kind: "pessoa_feminina" as const, addressForm: "formal" as const } };
    const text = blocksToPlainText(offlineSection("apresentacao", "apresentacao", one)) + blocksToPlainText(offlineSection("apresentacao", "proximos-passos", one));
    expect(text).toContain("pensado a partir do que a senhora nos contou");
    expect(text).toContain("Com a aprovação da senhora");
    const informal = { ...one, client: { ...one.client, addressForm: "informal" as const } };
    expect(blocksToPlainText(offlineSection("apresentacao", "proximos-passos", informal))).toContain("Com a sua aprovação");
    expect(blocksToPlainText(offlineSection("conceito", "referencias", one))).toContain("a cliente indicou");
  });
});

describe("the closing block (decision 074)", () => {
  it("uses the studio's city, else the lot's; marks only what Configurações lacks", () => {
    const noStudio = projectFactsFixture();
    const text = blocksToPlainText(offlineSection("memorial", "encerramento", noStudio));
    expect(text).toContain("Campinas/SP, 20/11/2026.");
    expect(text).toContain("[completar: nome do responsável técnico]");
    expect(text).toContain("[completar: registro no CAU]");
  });

  it("reads the city at the end of the studio's address", () => {
    expect(cityOfAddress("Rua XV de Novembro, 100 — Curitiba/PR")).toBe("Curitiba/PR");
    expect(cityOfAddress("Av. Paulista, 1000, São Paulo - SP, 01310-100")).toBe("São Paulo/SP");
    expect(cityOfAddress("Rua sem cidade, 10")).toBeNull();
  });
});

describe("slides (decision 074)", () => {
  it("each holds what fits one slide, the concept a slide per section under its title, lists as lists, no 'continuação'", () => {
    const slides = deck();
    for (const s of slides) {
      expect(s.kind === "cover" || s.kind === "closing" ? "" : s.heading).not.toContain("continuação");
      if (s.kind !== "text") continue;
      expect((s.bullets ?? []).length).toBeLessThanOrEqual(BULLETS_PER_SLIDE);
      expect([...s.paragraphs, ...(s.bullets ?? []), ...(s.after ?? [])].join("").length).toBeLessThanOrEqual(TEXT_CHARS_PER_SLIDE);
      for (const p of s.paragraphs) expect(p.startsWith("•")).toBe(false);
    }
    const headings = slides.map((s) => (s.kind === "cover" ? "capa" : s.heading));
    for (const title of ["Conceito", "Ideias norteadoras", "Paleta de materiais e cores", "Relação com o briefing", "Referências"]) expect(headings).toContain(title);
    const ideas = slides.find((s) => s.kind === "text" && s.heading === "Ideias norteadoras");
    expect(ideas).toMatchObject({ kind: "text", paragraphs: [], bullets: expect.arrayContaining([expect.stringContaining("sol nos quartos")]) });
  });

  it("a short paragraph after a list stays under it, on the same slide: no slide of two lines", () => {
    const text = deck().filter((s) => s.kind === "text" && s.heading.startsWith("Apresentação"));
    expect(text).toHaveLength(1);
    expect(text[0]).toMatchObject({ heading: "Apresentação", paragraphs: [expect.stringContaining("Juliana e Rafael"), expect.stringContaining("A proposta reúne")], after: [expect.stringContaining("mudança até julho de 2028")] });
    const only = (text: string) => buildSlides({ title: "T", projectName: "T", clientName: "", studioName: "", date: "", contactLines: [], slides: ["texto"], text, concept: null, programme: null, builtArea: null, budget: null, references: [], images: [] }).slice(1);
    expect(only("Antes.\n\n• um\n• dois\n\nDepois.")).toEqual([{ kind: "text", heading: "Apresentação", paragraphs: ["Antes."], bullets: ["um", "dois"], after: ["Depois."] }]);
    // A list after that paragraph would print above it: it starts the next slide.
    expect(only("Antes.\n\n• um\n\nMeio.\n\n• dois")).toEqual([
      { kind: "text", heading: "Apresentação (1/2)", paragraphs: ["Antes."], bullets: ["um"], after: ["Meio."] },
      { kind: "text", heading: "Apresentação (2/2)", paragraphs: [], bullets: ["dois"] },
    ]);
  });

  it("a long list goes on further slides titled with their part, never cut", () => {
    const items = Array.from({ length: BULLETS_PER_SLIDE * 2 + 1 }, (_, i) => `Ideia ${i + 1}`);
    const concept = { sections: [{ key: "ideias-norteadoras", title: "Ideias norteadoras", blocks: [{ type: "bulletList" as const, items: items.map((text) => [{ text }]) }] }] };
    const slides = buildSlides({ title: "T", projectName: "T", clientName: "", studioName: "", date: "", contactLines: [], slides: ["conceito"], text: null, concept, programme: null, builtArea: null, budget: null, references: [], images: [] }).filter((s) => s.kind === "text");
    expect(slides.map((s) => s.heading)).toEqual(["Ideias norteadoras (1/3)", "Ideias norteadoras (2/3)", "Ideias norteadoras (3/3)"]);
    expect(slides.flatMap((s) => (s.kind === "text" ? (s.bullets ?? []) : []))).toEqual(items);
  });
});
