import { idSchema } from "./ids";
import { z } from "./zod";
import { nameText, optionalText } from "./text-fields";
import { authorshipFields } from "./studios.schema";
import {
  CONSTRUCTION_STANDARD_IDS,
  parseDayBR,
  parseDecimalBR,
  PROJECT_STAGE_IDS,
  PROJECT_STATUS_IDS,
  PROJECT_TYPE_IDS,
  UFS,
} from "./projects";

/**
 * The projects API's contract: request and response schemas, pt-BR messages; the form, the
 * routes, the server's return types, the tests and the browser's parsing all use these. The
 * lists and labels they are built from are in domain/projects.ts (plain data, no zod), which the
 * database schema and the UI's selects read too.
 */

/** A positive measure in m or m² (JSON number; the form parses "1.234,5"). */
const measure = (label: string, max: number) =>
  z
    .number({ error: `${label} deve ser um número.` })
    .min(0.01, `${label} deve ser maior que zero.`)
    .max(max, `${label} parece grande demais (máximo ${max.toLocaleString("pt-BR")}).`)
    .nullish()
    .transform((v) => v ?? null);

/** A measure that may be zero (a setback the law does not require is 0 m, not unknown). */
const nonNegative = (label: string, max: number) =>
  z
    .number({ error: `${label} deve ser um número.` })
    .min(0, `${label} não pode ser negativo.`)
    .max(max, `${label} parece grande demais (máximo ${max.toLocaleString("pt-BR")}).`)
    .nullish()
    .transform((v) => v ?? null);

const isoDay = z
  .string({ error: "Data inválida." })
  // abort: a text that is not a date gets this message alone, not also the next one.
  .regex(/^(19|20)\d{2}-\d{2}-\d{2}$/, { error: "Data inválida (use dd/mm/aaaa, entre 1900 e 2099).", abort: true })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "Data inválida: esse dia não existe.");

/**
 * The lot's urban parameters (R-PROJ-2), on the project so every tool reads one set: each is
 * unknown (null) until the architect reads the municipal law, whose name and consultation day
 * are kept beside them.
 */
export const lotParameterFields = {
  occupancyRate: measure("A taxa de ocupação", 100),
  floorAreaRatio: measure("O coeficiente de aproveitamento", 20),
  permeability: nonNegative("A taxa de permeabilidade", 100),
  frontSetback: nonNegative("O recuo frontal", 1_000),
  sideSetback: nonNegative("O recuo lateral", 1_000),
  rearSetback: nonNegative("O recuo de fundos", 1_000),
  maxHeight: measure("A altura máxima", 1_000),
  parametersSource: optionalText(300, "A fonte dos parâmetros"),
  /** "yyyy-mm-dd": the day the architect read the law. */
  parametersConsultedOn: isoDay.nullish().transform((v) => v ?? null),
};

export const landPlotInputSchema = z.object({
  address: optionalText(300, "O endereço"),
  city: optionalText(120, "A cidade"),
  state: z
    .enum(UFS, { error: "UF inválida." })
    .nullish()
    .transform((v) => v ?? null),
  area: measure("A área do terreno", 10_000_000),
  frontage: measure("A frente", 100_000),
  depth: measure("O fundo", 100_000),
  zoning: optionalText(120, "O zoneamento"),
  topography: optionalText(2_000, "As observações de topografia"),
  ...lotParameterFields,
});

const isoDate = isoDay;

const projectFields = {
  name: nameText({ missing: "Informe o nome do projeto.", max: 120, tooLong: "O nome pode ter no máximo 120 caracteres." }),
  clientId: idSchema("Escolha o cliente."),
  type: z.enum(PROJECT_TYPE_IDS, { error: "Escolha o tipo do projeto." }),
  builtArea: measure("A área construída prevista", 10_000_000),
  standard: z.enum(CONSTRUCTION_STANDARD_IDS, { error: "Escolha o padrão." }),
  /** Delivery deadline, "yyyy-mm-dd". */
  deadline: isoDate.nullish().transform((v) => v ?? null),
  status: z.enum(PROJECT_STATUS_IDS, { error: "Situação inválida." }),
};

/** The lot's parameters, none known yet. */
export const NO_LOT_PARAMETERS = {
  occupancyRate: null,
  floorAreaRatio: null,
  permeability: null,
  frontSetback: null,
  sideSetback: null,
  rearSetback: null,
  maxHeight: null,
  parametersSource: null,
  parametersConsultedOn: null,
} as const satisfies { [K in keyof typeof lotParameterFields]: null };

const EMPTY_PLOT: z.output<typeof landPlotInputSchema> = {
  address: null,
  city: null,
  state: null,
  area: null,
  frontage: null,
  depth: null,
  zoning: null,
  topography: null,
  ...NO_LOT_PARAMETERS,
};

export const projectInputSchema = z
  .object({
    ...projectFields,
    landPlot: landPlotInputSchema.optional().default(EMPTY_PLOT),
    standard: projectFields.standard.optional().default("normal"),
    status: projectFields.status.optional().default("em-andamento"),
    stage: z.enum(PROJECT_STAGE_IDS, { error: "Etapa inválida." }).optional().default("levantamento"),
  })
  // "Concluído" is reached through the stages (a project created at the last stage is concluded
  // by the server); a PATCH's status is checked against the stored stage by the service.
  .refine((p) => p.status !== "concluido" || p.stage === "concluido", {
    path: ["status"],
    message: "Para concluir o projeto, avance-o até a etapa Concluído.",
  });
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectData = z.output<typeof projectInputSchema>;

/**
 * PATCH: any subset, with no defaults (a missing field stays as it is); the land plot's fields
 * too. Not the stage: it changes only through POST …/stage, which keeps its history.
 */
export const projectPatchSchema = z.object({ ...projectFields, landPlot: landPlotInputSchema.partial() }).partial();
export type ProjectPatch = z.input<typeof projectPatchSchema>;
export type ProjectPatchData = z.output<typeof projectPatchSchema>;

/**
 * The project form: what its inputs hold — text as typed ("1.234,5" m², "15/03/2031", "" for
 * blank, the chosen client's id) — read as the API's numbers, days and nulls, then checked by
 * projectInputSchema, so the form and the route refuse the same things with the same messages
 * under the same field paths ("landPlot.area").
 */
export const projectFormSchema = z
  .object({
    name: z.string(),
    clientId: z.string(),
    type: z.string(),
    stage: z.string(),
    status: z.string(),
    standard: z.string(),
    deadline: z.string().transform(parseDayBR),
    builtArea: z.string().transform(parseDecimalBR),
    landPlot: z.object({
      address: z.string(),
      city: z.string(),
      state: z.string().transform((v) => v || null),
      area: z.string().transform(parseDecimalBR),
      frontage: z.string().transform(parseDecimalBR),
      depth: z.string().transform(parseDecimalBR),
      zoning: z.string(),
      topography: z.string(),
      occupancyRate: z.string().transform(parseDecimalBR),
      floorAreaRatio: z.string().transform(parseDecimalBR),
      permeability: z.string().transform(parseDecimalBR),
      frontSetback: z.string().transform(parseDecimalBR),
      sideSetback: z.string().transform(parseDecimalBR),
      rearSetback: z.string().transform(parseDecimalBR),
      maxHeight: z.string().transform(parseDecimalBR),
      parametersSource: z.string(),
      parametersConsultedOn: z.string().transform(parseDayBR),
    }),
  })
  // The selects' strings (type, stage, status, standard, state) are typed as the API's values here
  // only to be checked as such by projectInputSchema, next.
  .transform((form) => form as z.input<typeof projectInputSchema>)
  .pipe(projectInputSchema);
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** `POST /api/projects/:id/stage`. */
export const stageChangeInputSchema = z.object({
  stage: z.enum(PROJECT_STAGE_IDS, { error: "Etapa inválida." }),
  note: optionalText(500, "A observação"),
});
export type StageChangeInput = z.input<typeof stageChangeInputSchema>;
export type StageChangeData = z.output<typeof stageChangeInputSchema>;

/**
 * `DELETE /api/projects/:id?documents=N`: a project with documents is deleted only when N is how
 * many it has (the page's confirmation named them).
 */
export const projectDeleteQuerySchema = z.object({
  documents: z.coerce.number({ error: "Quantidade de documentos inválida." }).int("Quantidade de documentos inválida.").min(0, "Quantidade de documentos inválida.").max(1_000, "Quantidade de documentos inválida.").optional(),
});

/** `GET /api/projects?clientId=`: only that client's projects. */
export const projectListQuerySchema = z.object({
  clientId: idSchema("Cliente inválido.").optional(),
});

// ─── Responses ───────────────────────────────────────────────────────────────────────────────

/** Another record named in a response: a project's client, a client's projects in the list. */
export const recordRefSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: "Referencia", description: "Outro registro citado numa resposta: o cliente de um projeto, um projeto de um cliente." });
export type RecordRef = z.output<typeof recordRefSchema>;

/** A row of the projects list (and of a client's page). */
export const projectSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  client: recordRefSchema,
  type: z.enum(PROJECT_TYPE_IDS),
  stage: z.enum(PROJECT_STAGE_IDS),
  status: z.enum(PROJECT_STATUS_IDS),
  deadline: z.iso.date().nullable().describe("Prazo de entrega, aaaa-mm-dd"),
  updatedAt: z.iso.datetime(),
}).meta({ id: "ResumoDoProjeto", description: "Um projeto como as listas o mostram." });
export type ProjectSummary = z.output<typeof projectSummarySchema>;

/** `GET /api/projects`: the user's projects, newest updated first. */
export const projectListSchema = z.array(projectSummarySchema);

/** The land plot; every field may be unknown yet. */
export const landPlotSchema = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(UFS).nullable().describe("UF"),
  area: z.number().nullable().describe("m²"),
  frontage: z.number().nullable().describe("m"),
  depth: z.number().nullable().describe("m"),
  zoning: z.string().nullable(),
  topography: z.string().nullable(),
  occupancyRate: z.number().nullable().describe("Taxa de ocupação máxima, % do lote"),
  floorAreaRatio: z.number().nullable().describe("Coeficiente de aproveitamento máximo"),
  permeability: z.number().nullable().describe("Taxa de permeabilidade mínima, % do lote"),
  frontSetback: z.number().nullable().describe("Recuo frontal mínimo, m"),
  sideSetback: z.number().nullable().describe("Recuo lateral mínimo, m"),
  rearSetback: z.number().nullable().describe("Recuo de fundos mínimo, m"),
  maxHeight: z.number().nullable().describe("Altura máxima, m"),
  parametersSource: z.string().nullable().describe("Lei ou decreto municipal de onde vêm os parâmetros"),
  parametersConsultedOn: z.iso.date().nullable().describe("Dia em que a fonte foi consultada (aaaa-mm-dd)"),
}).meta({ id: "Terreno", description: "O terreno do projeto; qualquer dado pode ainda não ser conhecido (null)." });
export type LandPlot = z.output<typeof landPlotSchema>;

/** One entry of a project's stage history; the creation is the first (`previous` null). */
export const stageChangeSchema = z.object({
  id: z.uuid(),
  stage: z.enum(PROJECT_STAGE_IDS),
  previous: z.enum(PROJECT_STAGE_IDS).nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
}).meta({ id: "MudancaDeEtapa", description: "Uma entrada do histórico de etapas; a criação é a primeira (`previous` null)." });
export type StageChange = z.output<typeof stageChangeSchema>;

/** The whole project, as `GET`, `POST`, `PATCH /api/projects…` and a stage change answer it. */
export const projectSchema = projectSummarySchema.extend({
  landPlot: landPlotSchema,
  builtArea: z.number().nullable().describe("m²"),
  standard: z.enum(CONSTRUCTION_STANDARD_IDS),
  createdAt: z.iso.datetime(),
  ...authorshipFields,
  history: z.array(stageChangeSchema).describe("Cada mudança de etapa, da mais antiga à mais nova."),
  documentCount: z.number().int().min(0).describe("Quantos documentos (briefing, programa…) o projeto tem: a exclusão pede que se confirme esse número."),
}).meta({ id: "Projeto", description: "Um projeto inteiro: cliente, terreno, padrão, etapa e histórico." });
export type Project = z.output<typeof projectSchema>;
