import { budgetSlide } from "#domain/budget-defaults";
import { buildSlides, type Slide } from "#server/export/presentation-slides";
import { blocksToPlainText } from "#domain/rich-text";
import { offlineDraft } from "#server/ai/offline/written-documents";
import { initialBudget } from "#domain/budget-defaults";
import { emptyBriefing, questionnaireForProjectType } from "#domain/briefing";
import { MATERIAL_CATEGORIES, MATERIALS } from "#domain/materials-catalogue";
import { NO_LOT_PARAMETERS } from "#domain/projects.schema";
import type { ProjectFacts } from "#domain/project-facts";

/** A house whose data is rich enough for every section (domain, server and export tests). */
export function projectFactsFixture(overrides: Partial<ProjectFacts> = {}): ProjectFacts {
  const briefing = emptyBriefing(questionnaireForProjectType("residencial"));
  briefing.answers = { ...briefing.answers, moradores: "4", pets: "Dois cães", estilo: "Contemporâneo, com madeira", cores: "Tons terrosos", materiais: "Concreto aparente e madeira" };
  return {
    project: { name: "Casa Conceição", type: "residencial", standard: "alto", stage: "estudo-preliminar", builtArea: null, deadline: null },
    client: { name: "Maria Conceição", kind: "pessoa_feminina", addressForm: null },
    landPlot: { address: "Rua das Acácias, 120", city: "Campinas", state: "SP", area: 360, frontage: 12, depth: 30, zoning: "ZR-2", topography: "Aclive suave", ...NO_LOT_PARAMETERS },
    studio: { name: "Estúdio Traço", cau: null, responsibleArchitect: null, city: null, legalName: null, cnpj: null },
    today: "2026-11-20",
    author: { name: "Ana Arquiteta" },
    briefing,
    programme: {
      rooms: [
        { id: "r1", sector: "Íntimo", name: "Suíte master", quantity: 1, unitArea: 18, notes: "", source: null },
        { id: "r2", sector: "Íntimo", name: "Dormitório", quantity: 2, unitArea: 10.5, notes: "", source: null },
        { id: "r3", sector: "Social", name: "Sala de estar e jantar", quantity: 1, unitArea: 32, notes: "", source: null },
        { id: "r4", sector: "Serviço", name: "Cozinha", quantity: 1, unitArea: 12, notes: "", source: null },
      ],
      wallFactor: 0.25,
      lot: { area: 360, occupancyRate: 50, floorAreaRatio: null, permeability: 20, floors: 1 },
    },
    concept: null,
    references: [],
    materials: [],
    budget: null,
    ...overrides,
  };
}

/** A project the studio knows almost nothing about. */
export function emptyProjectFacts(): ProjectFacts {
  return {
    project: { name: "Projeto novo", type: "comercial", standard: "normal", stage: "levantamento", builtArea: null, deadline: null },
    client: { name: "Cliente", kind: null, addressForm: null },
    landPlot: { address: null, city: null, state: null, area: null, frontage: null, depth: null, zoning: null, topography: null, ...NO_LOT_PARAMETERS },
    studio: { name: "", cau: null, responsibleArchitect: null, city: null, legalName: null, cnpj: null },
    today: "2026-11-20",
    author: { name: "" },
    briefing: null,
    programme: null,
    concept: null,
    references: [],
    materials: [],
    budget: null,
  };
}

/** A catalogue material as the project's specification list holds it. */
function specified(id: string, note = ""): ProjectFacts["materials"][number] {
  const m = MATERIALS.find((x) => x.id === id);
  if (!m) throw new Error(`material ${id} fora do catálogo`);
  return { name: m.name, category: MATERIAL_CATEGORIES.find((c) => c.id === m.category)!.label, norm: m.norm, note };
}

/**
 * A project with every kind of fact the product holds (decision 074): a 3-bedroom house of 180 m²
 * on a 12 x 30 m lot in Curitiba-PR for a couple, the briefing answered (private answers too:
 * budget range, a family member's mobility), programme, lot parameters, materials, the studio's
 * CAU and responsible architect, and a budget. The offline drafts of it leave no "[completar]"
 * for any of these facts.
 */
export function fullyFilledProjectFacts(): ProjectFacts {
  const briefing = emptyBriefing("residencial");
  briefing.answers = {
    orcamento: "Entre R$ 900 mil e R$ 1,1 milhão",
    prazo: "Mudança até julho de 2028",
    financiamento: "não",
    moradores: "3",
    idades: "38, 36 e 67 anos",
    rotina: "Trabalhamos em casa duas vezes por semana e recebemos a família, cerca de 15 pessoas, para o almoço aos domingos.",
    pets: "Dois cães de porte médio",
    acessibilidade: "A mãe da Juliana usa cadeira de rodas e vai morar conosco.",
    "ambientes-desejados": "Sala integrada à cozinha, despensa e closet na suíte",
    dormitorios: "3",
    suites: "1",
    banheiros: "1",
    lavabo: "sim",
    "home-office": "sim",
    "vagas-garagem": "2",
    "area-servico": "sim",
    "area-gourmet": "sim",
    piscina: "não",
    terreno: "12 × 30 m, frente para o norte; vizinho de dois pavimentos a leste; um ipê-amarelo no fundo que queremos manter",
    topografia: "Plano",
    "levantamento-topografico": "sim",
    conforto: "O apartamento de hoje é frio no inverno e escuro; queremos sol nos quartos.",
    "instalacoes-especiais": "Aquecimento solar de água, preparação para energia fotovoltaica, piso aquecido nos banheiros, carregador de carro elétrico e aproveitamento de água de chuva",
    "mobiliario-existente": "Piano de armário 1,50 × 0,60 m",
    estilo: "Contemporâneo, com madeira",
    cores: "Tons terrosos e verde-oliva",
    materiais: "Madeira, concreto aparente e tijolo",
    sensacoes: "Acolhimento e muita luz natural",
    referencias: "https://br.pinterest.com/casa-curitiba",
    "nao-gosta": "Porcelanato brilhante e cores frias",
  };
  return {
    project: { name: "Casa Araucária", type: "residencial", standard: "alto", stage: "estudo-preliminar", builtArea: 180, deadline: "2028-07-31" },
    client: { name: "Juliana e Rafael Kowalski", kind: "casal", addressForm: "informal" },
    landPlot: {
      address: "Rua Mateus Leme, 2200",
      city: "Curitiba",
      state: "PR",
      area: 360,
      frontage: 12,
      depth: 30,
      zoning: "ZR-2",
      topography: "Plano",
      occupancyRate: 50,
      floorAreaRatio: 1,
      permeability: 25,
      frontSetback: 5,
      sideSetback: 1.5,
      rearSetback: 3,
      maxHeight: 10,
      parametersSource: "Guia amarela",
      parametersConsultedOn: "2026-10-05",
    },
    studio: { name: "Estúdio Traço", cau: "A12345-6", responsibleArchitect: "Ana Arquiteta", city: "Curitiba/PR", legalName: null, cnpj: null },
    today: "2026-11-20",
    author: { name: "Bruno Colaborador" },
    briefing,
    programme: {
      rooms: [
        { id: "r1", sector: "Íntimo", name: "Suíte com closet", quantity: 1, unitArea: 22, notes: "", source: null },
        { id: "r2", sector: "Íntimo", name: "Dormitório", quantity: 2, unitArea: 11, notes: "", source: null },
        { id: "r3", sector: "Social", name: "Sala integrada à cozinha", quantity: 1, unitArea: 45, notes: "", source: null },
        { id: "r4", sector: "Social", name: "Área gourmet", quantity: 1, unitArea: 20, notes: "", source: null },
        { id: "r5", sector: "Serviço", name: "Área de serviço", quantity: 1, unitArea: 6, notes: "", source: null },
        { id: "r6", sector: "Íntimo", name: "Home office", quantity: 1, unitArea: 9, notes: "", source: null },
      ],
      wallFactor: 0.25,
      lot: { area: 360, occupancyRate: 50, floorAreaRatio: 1, permeability: 25, floors: 1 },
    },
    concept: null,
    references: [],
    materials: [
      specified("piso-vinilico-regua-colado", "Dormitórios e home office"),
      specified("porcelanato-acetinado", "Banheiros, cozinha e área de serviço"),
      specified("esquadria-aluminio"),
      specified("bloco-ceramico"),
      specified("telha-sanduiche"),
      specified("aquecedor-solar"),
      specified("fotovoltaico"),
    ],
    budget: {
      ...initialBudget({ type: "residencial", standard: "alto", state: "PR", builtArea: 180 }),
      cub: { uf: "PR", month: "2026-10", code: "R1-A", regime: "onerado", value: 3_000, origin: "proprio", source: "Sinduscon-PR, outubro de 2026" },
    },
  };
}

/** The presentation a project's offline drafts make (text, concept, programme, areas, budget, contact): what the tests and scripts/count-placeholders.ts read. */
export function offlineDeck(facts: ProjectFacts): Slide[] {
  return buildSlides({
    title: facts.project.name,
    projectName: facts.project.name,
    clientName: facts.client.name,
    studioName: facts.studio.name,
    date: "20/11/2026",
    contactLines: [],
    slides: ["texto", "conceito", "programa", "areas", "orcamento", "contato"],
    text: offlineDraft("apresentacao", facts).sections.map((s) => blocksToPlainText(s.blocks)).join("\n\n"),
    concept: offlineDraft("conceito", facts),
    programme: facts.programme,
    builtArea: facts.project.builtArea,
    budget: facts.budget ? budgetSlide(facts.budget) : null,
    references: [],
    images: [],
  });
}
