import { idSchema } from "./ids";
import { z } from "./zod";
import { optionalText } from "./text-fields";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGE_IDS, PROJECT_STATUSES, PROJECT_TYPES, UFS, type LandPlot } from "./projects";

/**
 * The projects' zod schemas: one source for the form and the API, pt-BR messages. Apart from
 * domain/projects.ts so that pages showing projects (the home board) do not carry zod.
 */

const ids = <T extends readonly { id: string }[]>(list: T) => list.map((x) => x.id) as [T[number]["id"], ...T[number]["id"][]];


/** A positive measure in m or m² (JSON number; the form parses "1.234,5"). */
const measure = (label: string, max: number) =>
  z
    .number({ error: `${label} deve ser um número.` })
    .min(0.01, `${label} deve ser maior que zero.`)
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

const isoDate = z
  .string({ error: "Data inválida." })
  // abort: a text that is not a date gets this message alone, not also the next one.
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, { error: "Data inválida (use dd/mm/aaaa, entre 1900 e 2099).", abort: true })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Data inválida: esse dia não existe.");

const projectFields = {
  nome: z
    .string({ error: "Informe o nome do projeto." })
    .trim()
    .min(1, "Informe o nome do projeto.")
    .max(120, "O nome pode ter no máximo 120 caracteres."),
  clienteId: idSchema("Escolha o cliente."),
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


/** `GET /api/projects?clienteId=`: only that client's projects. */
export const projectListQuerySchema = z.object({
  clienteId: idSchema("Cliente inválido.").optional(),
});
