import { emptyBriefing, questionnaireForProjectType } from "#domain/briefing";
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
    studio: { name: "Estúdio Traço" },
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
    studio: { name: "" },
    author: { name: "" },
    briefing: null,
    programme: null,
    concept: null,
    references: [],
    materials: [],
    budget: null,
  };
}
