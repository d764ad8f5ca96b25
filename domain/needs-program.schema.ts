import { z } from "./zod";
import { titleText } from "./text-fields";

/**
 * The needs programme's content as a document version stores it (R-DOC-4): rooms in the usual
 * table "setor | ambiente | qtd | m² unitário | m² total", a walls-and-circulation factor, and the
 * lot's parameters when known. Totals are never stored: domain/needs-program.ts computes them.
 */

const positive = (label: string, max: number) =>
  z
    .number({ error: `${label} deve ser um número.` })
    .min(0, `${label} não pode ser menor que zero.`)
    .max(max, `${label} parece grande demais.`);

export const programmeRoomSchema = z.object({
  /** Stable id within the programme (reordering and editing keep it). */
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, "Ambiente inválido."),
  sector: z.string().trim().max(80, "O setor pode ter no máximo 80 caracteres."),
  name: titleText({ missing: "Informe o nome do ambiente.", max: 120, tooLong: "O nome do ambiente pode ter no máximo 120 caracteres.", label: "O nome do ambiente" }),
  quantity: z
    .number({ error: "A quantidade deve ser um número." })
    .int("A quantidade deve ser um número inteiro.")
    .min(1, "A quantidade deve ser pelo menos 1.")
    .max(999, "A quantidade parece grande demais."),
  /** m² of one room. */
  unitArea: positive("A área unitária", 100_000),
  notes: z.string().max(1_000, "As observações podem ter no máximo 1.000 caracteres.").default(""),
  /** Where the reference area came from (e.g. a municipal code), null when typed by the architect. */
  source: z.string().max(300).nullable().default(null),
});
export type ProgrammeRoom = z.output<typeof programmeRoomSchema>;

/** The lot's urban parameters; each may be unknown (null). */
export const lotParametersSchema = z.object({
  /** m² */
  area: positive("A área do terreno", 10_000_000).nullable().default(null),
  /** Taxa de ocupação, % of the lot area. */
  occupancyRate: positive("A taxa de ocupação", 100).nullable().default(null),
  /** Coeficiente de aproveitamento (built area ÷ lot area). */
  floorAreaRatio: positive("O coeficiente de aproveitamento", 20).nullable().default(null),
  /** Taxa de permeabilidade mínima, % of the lot area. */
  permeability: positive("A taxa de permeabilidade", 100).nullable().default(null),
  /** Floors the architect plans (divides the built area into the ground projection). */
  floors: z.number().int("O número de pavimentos deve ser inteiro.").min(1, "Pelo menos 1 pavimento.").max(200).default(1),
});
export type LotParameters = z.output<typeof lotParametersSchema>;

export const programmeContentSchema = z
  .object({
    rooms: z.array(programmeRoomSchema).max(300, "No máximo 300 ambientes."),
    /** Walls and circulation, as a fraction added to the useful area (0.25 = +25 %); a practice figure. */
    wallFactor: z.number({ error: "O fator deve ser um número." }).min(0, "O fator não pode ser negativo.").max(2, "O fator pode ser no máximo 200 %."),
    lot: lotParametersSchema,
  })
  .meta({ id: "ConteudoDoPrograma", description: "Tabela de ambientes, fator de paredes e circulação e parâmetros do lote." });
export type ProgrammeContent = z.output<typeof programmeContentSchema>;
export type ProgrammeContentInput = z.input<typeof programmeContentSchema>;
