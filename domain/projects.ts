import { z } from "zod";
import type { ProjectRef } from "./clients";

/**
 * Projects: what a studio designs for a client, on a land plot, through the stages of Brazilian
 * practice. Stages follow ABNT NBR 13531/13532:1995 (LV, PN, EV, EP, AP, PL, PE) and NBR 16636
 * (2017; same sequence as far as confirmed), with the works and after-works phases a studio
 * also tracks (see shared/domain-facts/practice.json).
 */

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

/** Construction standard (as in CUB's baixo / normal / alto). */
export const CONSTRUCTION_STANDARDS = [
  { id: "baixo", label: "Baixo" },
  { id: "normal", label: "Normal" },
  { id: "alto", label: "Alto" },
] as const;
export type ConstructionStandard = (typeof CONSTRUCTION_STANDARDS)[number]["id"];

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
export const PROJECT_STAGE_IDS = PROJECT_STAGES.map((s) => s.id) as [ProjectStage, ...ProjectStage[]];

export const PROJECT_STATUSES = [
  { id: "em-andamento", label: "Em andamento" },
  { id: "pausado", label: "Pausado" },
  { id: "concluido", label: "Concluído" },
  { id: "cancelado", label: "Cancelado" },
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]["id"];

export const UFS = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN",
  "RS", "RO", "RR", "SC", "SP", "SE", "TO",
] as const;
export type Uf = (typeof UFS)[number];

const ids = <T extends readonly { id: string }[]>(list: T) => list.map((x) => x.id) as [T[number]["id"], ...T[number]["id"][]];

export function stageLabel(stage: ProjectStage): string {
  return PROJECT_STAGES.find((s) => s.id === stage)?.label ?? stage;
}

export function stageIndex(stage: ProjectStage): number {
  return PROJECT_STAGE_IDS.indexOf(stage);
}

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} inválido.` })
    .trim()
    .max(max, `${label} pode ter no máximo ${max.toLocaleString("pt-BR")} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A positive measure in m or m² (JSON number; the form parses "1.234,5"). */
const measure = (label: string, max: number) =>
  z
    .number({ error: `${label} deve ser um número.` })
    .positive(`${label} deve ser maior que zero.`)
    .max(max, `${label} parece grande demais (máximo ${max.toLocaleString("pt-BR")}).`)
    .nullish()
    .transform((v) => v ?? null);

export const landPlotSchema = z.object({
  endereco: optionalText(300, "O endereço"),
  cidade: optionalText(120, "A cidade"),
  uf: z
    .enum(UFS, { error: "UF inválida." })
    .nullish()
    .transform((v) => v ?? null),
  area: measure("A área do terreno", 10_000_000),
  frente: measure("A frente", 100_000),
  fundo: measure("O fundo", 100_000),
  zoneamento: optionalText(120, "O zoneamento"),
  topografia: optionalText(2_000, "As observações de topografia"),
});
export type LandPlot = z.output<typeof landPlotSchema>;

const isoDate = z
  .string({ error: "Data inválida." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Data inválida (use dd/mm/aaaa).")
  .refine((v) => !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Data inválida.");

const projectFields = {
  nome: z
    .string({ error: "Informe o nome do projeto." })
    .trim()
    .min(1, "Informe o nome do projeto.")
    .max(120, "O nome pode ter no máximo 120 caracteres."),
  clienteId: z.string({ error: "Escolha o cliente." }).min(1, "Escolha o cliente.").max(64),
  tipo: z.enum(ids(PROJECT_TYPES), { error: "Escolha o tipo do projeto." }),
  areaConstruida: measure("A área construída prevista", 10_000_000),
  padrao: z.enum(ids(CONSTRUCTION_STANDARDS), { error: "Escolha o padrão." }),
  /** Delivery deadline, "yyyy-mm-dd". */
  prazo: isoDate.nullish().transform((v) => v ?? null),
  status: z.enum(ids(PROJECT_STATUSES), { error: "Situação inválida." }),
};

const EMPTY_PLOT: LandPlot = { endereco: null, cidade: null, uf: null, area: null, frente: null, fundo: null, zoneamento: null, topografia: null };

export const projectInputSchema = z.object({
  ...projectFields,
  terreno: landPlotSchema.optional().default(EMPTY_PLOT),
  padrao: projectFields.padrao.optional().default("normal"),
  status: projectFields.status.optional().default("em-andamento"),
  etapa: z.enum(PROJECT_STAGE_IDS, { error: "Etapa inválida." }).optional().default("levantamento"),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

/**
 * PATCH: any subset, with no defaults (a missing field stays as it is); the land plot's fields
 * too. Not the stage: it changes only through POST …/stage, which keeps its history.
 */
export const projectPatchSchema = z.object({ ...projectFields, terreno: landPlotSchema.partial() }).partial();
export type ProjectPatch = z.input<typeof projectPatchSchema>;

export const stageChangeSchema = z.object({
  etapa: z.enum(PROJECT_STAGE_IDS, { error: "Etapa inválida." }),
  observacao: optionalText(500, "A observação"),
});
export type StageChangeInput = z.input<typeof stageChangeSchema>;

export interface ProjectSummary {
  id: string;
  nome: string;
  cliente: ProjectRef;
  tipo: ProjectType;
  etapa: ProjectStage;
  status: ProjectStatus;
  prazo: string | null;
  updatedAt: string;
}

export interface StageChange {
  id: string;
  etapa: ProjectStage;
  anterior: ProjectStage | null;
  observacao: string | null;
  em: string;
}

export interface Project extends ProjectSummary {
  terreno: LandPlot;
  areaConstruida: number | null;
  padrao: ConstructionStandard;
  createdAt: string;
  /** Every stage change, oldest first (the creation is the first entry). */
  historico: StageChange[];
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
 * A day typed as in Brazil, "15/03/2031" (or "15/3/2031"), → "2031-03-15" for the API. Empty →
 * null; anything else, or a day that does not exist (31/02), is returned as typed so the
 * schema refuses it with its message.
 */
export function parseDayBR(text: string): string | null {
  const t = text.trim();
  if (t === "") return null;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) return t;
  return `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
}
