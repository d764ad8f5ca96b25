import { CUB_CODES } from "./cub-table";
import { UFS } from "./projects";
import { z } from "./zod";

/**
 * The CUB tables the Prancheta team imports and publishes to every studio (R-BUDGET-9, decision
 * 069): the admin's import (pasted text), its preview, the published tables' history, and what
 * the budget editor reads beside the bundled tables.
 */

const CODE_IDS = CUB_CODES.map((c) => c.code) as [(typeof CUB_CODES)[number]["code"], ...(typeof CUB_CODES)[number]["code"][]];
const codeSchema = z.enum(CODE_IDS);
const regimeSchema = z.enum(["onerado", "desonerado", "nao-informado"]);
const valuesSchema = z.partialRecord(codeSchema, z.number());

/** `POST /api/admin/cub-tables/preview` and `POST /api/admin/cub-tables`: the text as copied from the Sinduscon's PDF. */
export const cubImportRequestSchema = z
  .object({
    text: z.string({ error: "Cole a tabela do CUB." }).trim().min(1, "Cole a tabela do CUB.").max(20_000, "O texto pode ter no máximo 20.000 caracteres: cole uma tabela por vez."),
  })
  .meta({ id: "ImportacaoDoCub", description: "O texto (ou CSV) da tabela do CUB de um mês, com cabeçalho (UF, mês, regime, fonte) e uma linha por código: veja docs/cub-import.md." });
export type CubImportRequest = z.output<typeof cubImportRequestSchema>;

const tableFields = {
  uf: z.enum(UFS),
  /** aaaa-mm */
  month: z.string(),
  regime: regimeSchema,
  entity: z.string(),
  source: z.string(),
  values: valuesSchema,
};

const personSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** The preview: the table read, each value beside the previous month's, and the problems per line. */
export const cubImportPreviewSchema = z
  .object({
    errors: z.array(z.object({ line: z.number().int().nullable(), message: z.string() })),
    notices: z.array(z.string()),
    rows: z.array(z.object({ code: codeSchema, value: z.number(), line: z.number().int(), previous: z.number().nullable(), change: z.number().nullable() })),
    previous: z.object({ month: z.string(), source: z.string() }).nullable(),
    table: z.object(tableFields).nullable(),
    /** The table of the same state, month and regime this one would replace. */
    replaces: z.object({ id: z.string(), publishedAt: z.iso.datetime(), publishedBy: personSchema }).nullable(),
  })
  .meta({ id: "PreviaDoCub", description: "A tabela lida, cada valor com o do mês anterior, os erros por linha (pt-BR) e a tabela que ela substituiria." });
export type CubImportPreview = z.output<typeof cubImportPreviewSchema>;

/** One published import, as the admin's history lists it (replaced ones included, for the audit). */
export const adminCubTableSchema = z
  .object({
    id: z.string(),
    ...tableFields,
    publishedAt: z.iso.datetime(),
    publishedBy: personSchema,
    /** When a re-import of the same state, month and regime took its place; null while it is the one served. */
    replacedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "TabelaDoCubPublicada", description: "Uma tabela do CUB publicada pela equipe: estado, mês, regime, valores, fonte, quem publicou e quando, e se foi substituída." });
export type AdminCubTable = z.output<typeof adminCubTableSchema>;

/** `GET /api/budgets/cub-tables`: the tables studios get besides the bundled ones (the ones in force). */
export const publishedCubTableSchema = z
  .object({ ...tableFields, publishedAt: z.iso.datetime() })
  .meta({ id: "TabelaDoCub", description: "Uma tabela do CUB publicada pela equipe Prancheta (estado, mês, regime, valores por código e fonte)." });
export type PublishedCubTable = z.output<typeof publishedCubTableSchema>;
