/**
 * Projects: what a studio designs for a client, on a land plot, through the stages of Brazilian
 * practice. Stages follow ABNT NBR 13531/13532:1995 (LV, PN, EV, EP, AP, PL, PE) and NBR 16636
 * (2017; same sequence as far as confirmed), with the works and after-works phases a studio
 * also tracks (see shared/domain-facts/practice.json).
 */

/** The ids of a list of options, as the non-empty tuple zod's and Drizzle's enums take. */
function idsOf<T extends readonly { id: string }[]>(list: T): [T[number]["id"], ...T[number]["id"][]] {
  return list.map((x) => x.id) as [T[number]["id"], ...T[number]["id"][]];
}

export const PROJECT_TYPES = [
  { id: "residencial", label: "Residencial" },
  { id: "comercial", label: "Comercial" },
  { id: "misto", label: "Misto" },
  { id: "industrial", label: "Industrial" },
  { id: "institucional", label: "Institucional" },
  { id: "interiores", label: "Interiores" },
  { id: "reforma", label: "Reforma" },
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number]["id"];
export const PROJECT_TYPE_IDS = idsOf(PROJECT_TYPES);

/** Construction standard (as in CUB's baixo / normal / alto). */
export const CONSTRUCTION_STANDARDS = [
  { id: "baixo", label: "Baixo" },
  { id: "normal", label: "Normal" },
  { id: "alto", label: "Alto" },
] as const;
export type ConstructionStandard = (typeof CONSTRUCTION_STANDARDS)[number]["id"];
export const CONSTRUCTION_STANDARD_IDS = idsOf(CONSTRUCTION_STANDARDS);

export const PROJECT_STAGES = [
  { id: "levantamento", label: "Levantamento", code: "LV-ARQ", description: "Dados do terreno, legislação e condicionantes." },
  { id: "programa", label: "Programa de necessidades", code: "PN-ARQ", description: "Necessidades e expectativas dos usuários." },
  { id: "viabilidade", label: "Estudo de viabilidade", code: "EV-ARQ", description: "Viabilidade técnica e legal do programa." },
  { id: "estudo-preliminar", label: "Estudo preliminar", code: "EP-ARQ", description: "Concepção e partido arquitetônico." },
  { id: "anteprojeto", label: "Anteprojeto", code: "AP-ARQ", description: "Partido e elementos construtivos definidos." },
  { id: "projeto-legal", label: "Projeto legal", code: "PL-ARQ", description: "Documentos para aprovação na prefeitura e demais órgãos." },
  { id: "projeto-executivo", label: "Projeto executivo", code: "PE-ARQ", description: "Detalhamento completo para a obra." },
  { id: "obra", label: "Obra", code: null, description: "Acompanhamento da execução." },
  { id: "pos-obra", label: "Pós-obra", code: null, description: "Entrega, pendências e assistência." },
  { id: "concluido", label: "Concluído", code: null, description: "Projeto encerrado." },
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number]["id"];
export const PROJECT_STAGE_IDS = idsOf(PROJECT_STAGES);

export const PROJECT_STATUSES = [
  { id: "em-andamento", label: "Em andamento" },
  { id: "pausado", label: "Pausado" },
  { id: "concluido", label: "Concluído" },
  { id: "cancelado", label: "Cancelado" },
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]["id"];
export const PROJECT_STATUS_IDS = idsOf(PROJECT_STATUSES);

export const UFS = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN",
  "RS", "RO", "RR", "SC", "SP", "SE", "TO",
] as const;
export type Uf = (typeof UFS)[number];

export function stageLabel(stage: ProjectStage): string {
  return PROJECT_STAGES.find((s) => s.id === stage)?.label ?? stage;
}

export function stageIndex(stage: ProjectStage): number {
  return PROJECT_STAGE_IDS.indexOf(stage);
}

/** "1.234,56", "1234,56" or "1234.56" → 1234.56; "1.234" → 1234; "" → null; NaN when not a number. */
export function parseDecimalBR(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (t === "") return null;
  // pt-BR: "," is the decimal mark and "." groups thousands ("1.234" is one thousand…).
  const normalised = t.includes(",") || /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, "").replace(",", ".") : t;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * A day typed as in Brazil, "15/03/2031" (or "15/3/2031", "15032031"), → "2031-03-15" for the API. Empty →
 * null; anything else, or a day that does not exist (31/02), is returned as typed so the
 * schema refuses it with its message.
 */
export function parseDayBR(text: string): string | null {
  const t = text.trim();
  if (t === "") return null;
  // "15/03/2031", "15-03-2031", "15.03.2031", or "15032031" (a phone's numeric keypad has no "/").
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (!m) return t;
  return `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
}
