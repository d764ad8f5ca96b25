import { AREA_KINDS, EXTRA_KINDS, STAGE_RANGES } from "./budget";
import { CUB_CODES } from "./cub-table";
import { UFS } from "./projects";
import { z } from "./zod";

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((x) => x.id) as [T["id"], ...T["id"][]];
const CUB_CODE_IDS = CUB_CODES.map((c) => c.code) as [(typeof CUB_CODES)[number]["code"], ...(typeof CUB_CODES)[number]["code"][]];

const percent = (label: string, max = 100) =>
  z.number({ error: `${label}: informe um número.` }).min(0, `${label} não pode ser negativo.`).max(max, `${label} pode ser no máximo ${max}%.`);

/** The CUB the budget uses: from the bundled table (with its month and source) or typed by the architect. */
export const budgetCubSchema = z.object({
  uf: z.enum(UFS, { error: "UF inválida." }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Mês inválido (aaaa-mm)."),
  code: z.enum(CUB_CODE_IDS, { error: "Projeto-padrão inválido." }),
  regime: z.enum(["onerado", "desonerado", "nao-informado"], { error: "Regime inválido." }),
  /** R$/m²; 0 while the architect has not typed a value the table lacks. */
  value: z.number({ error: "Informe o CUB em R$/m²." }).min(0, "O CUB não pode ser negativo.").max(100_000, "CUB alto demais: confira o valor em R$/m²."),
  origin: z.enum(["tabela", "proprio"]),
  source: z.string().trim().max(300, "A fonte pode ter no máximo 300 caracteres."),
  /**
   * A typed CUB's other finish levels of the same design (R1-B and R1-A beside R1-N), so scenarios
   * work without a table (R-BUDGET-9); absent on budgets saved before.
   */
  levels: z
    .partialRecord(z.enum(CUB_CODE_IDS), z.number({ error: "Informe o CUB em R$/m²." }).min(0, "O CUB não pode ser negativo.").max(100_000, "CUB alto demais: confira o valor em R$/m²."))
    .optional(),
});

export const budgetContentSchema = z
  .object({
    cub: budgetCubSchema,
    areas: z
      .array(
        z.object({
          kind: z.enum(ids(AREA_KINDS), { error: "Tipo de área inválido." }),
          area: z.number({ error: "Informe a área em m²." }).min(0, "A área não pode ser negativa.").max(1_000_000, "Área grande demais."),
          coefficient: z.number({ error: "Informe o coeficiente." }).min(0, "O coeficiente não pode ser negativo.").max(2, "O coeficiente pode ser no máximo 2,00."),
        }),
      )
      .max(20, "No máximo 20 linhas de área."),
    stages: z
      .array(z.object({ id: z.enum(ids(STAGE_RANGES)), bps: z.number().int().min(0).max(10_000) }))
      .refine((stages) => stages.reduce((s, x) => s + x.bps, 0) === 10_000, "As etapas precisam somar 100%."),
    extras: z
      .array(
        z.object({
          kind: z.enum(ids(EXTRA_KINDS), { error: "Item inválido." }),
          label: z.string().trim().min(1, "Informe a descrição do item.").max(120, "A descrição pode ter no máximo 120 caracteres."),
          enabled: z.boolean(),
          mode: z.enum(["percent", "value"]),
          percent: percent("O percentual"),
          value: z.number().int("Valor em centavos inteiros.").min(0, "O valor não pode ser negativo.").max(100_000_000_000, "Valor alto demais."),
          estimated: z.boolean(),
        }),
      )
      .max(40, "No máximo 40 itens fora do CUB."),
    bdi: z.object({
      enabled: z.boolean(),
      ac: percent("AC", 50),
      sg: percent("S+G", 50),
      r: percent("R", 50),
      df: percent("DF", 50),
      l: percent("L", 50),
      pis: percent("PIS", 20),
      cofins: percent("COFINS", 20),
      iss: percent("ISS", 20),
      cprb: percent("CPRB", 20),
    }),
    scenarios: z.boolean(),
  })
  .meta({ id: "ConteudoDoOrcamento", description: "O CUB usado (UF, mês, projeto-padrão, regime, valor e fonte), as áreas com coeficientes, as etapas, os itens fora do CUB, o BDI e se mostra cenários." });
export type BudgetContent = z.output<typeof budgetContentSchema>;

/** `GET /api/budgets/cub`: the CUB values the studio typed itself, newest first. */
export const studioCubSchema = z
  .object({ uf: z.string(), month: z.string(), code: z.string(), regime: z.string(), value: z.number(), source: z.string(), updatedAt: z.iso.datetime() })
  .meta({ id: "CubDoEstudio", description: "Um CUB/m² informado pelo escritório (UF, mês, projeto-padrão, regime, valor e fonte)." });
export type StudioCub = z.output<typeof studioCubSchema>;
