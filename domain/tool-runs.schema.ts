import { z } from "./zod";
import { idSchema } from "./ids";
import { answerSourceSchema, toolInputsSchema } from "./ai.schema";
import type { GENERIC_TOOL_IDS } from "./tool-inputs";

/**
 * The analysis tools' runs (issue 18): the browser sends the tool (in the path) and its form
 * values, never a prompt; the server owns each tool's prompts, computes what can be computed,
 * streams the text and keeps the run as the tool's history.
 */

/** The tools whose runs are kept here (lembretes and area-personalizada store their own records). */
export const ANALYSIS_TOOL_IDS = ["zoneamento", "topografia", "materiais", "pos-obra", "sustentabilidade"] as const satisfies readonly (typeof GENERIC_TOOL_IDS)[number][];
export type AnalysisToolId = (typeof ANALYSIS_TOOL_IDS)[number];

export const toolParamsSchema = z.object({ tool: z.enum(ANALYSIS_TOOL_IDS, { error: "Ferramenta não encontrada." }) });

/** A survey upload's limit (R-TOOL-6): the points file, read on the survey pool. */
export const SURVEY_MAX_BYTES = 4 * 1024 * 1024;
export const SURVEY_TOO_LARGE = "O arquivo de pontos pode ter no máximo 4 MB (até 50.000 pontos x;y;z).";

export const toolRunRequestSchema = z.object({
  inputs: toolInputsSchema.default({}),
  projectId: idSchema("Projeto não encontrado.").nullish().transform((v) => v ?? null),
  allowOffline: z.boolean().optional(),
});
export type ToolRunRequest = z.input<typeof toolRunRequestSchema>;

const analysisTableSchema = z.object({ title: z.string(), columns: z.array(z.string()), rows: z.array(z.array(z.string())), notes: z.array(z.string()).optional() });
export const toolAnalysisSchema = z
  .object({ tables: z.array(analysisTableSchema), warnings: z.array(z.string()), sources: z.array(z.string()) })
  .meta({ id: "AnaliseCalculada", description: "O que a ferramenta calculou antes da IA: tabelas já formatadas em pt-BR, avisos e fontes." });

export const TOOL_RUN_STATUSES = ["gerando", "pronta", "falhou"] as const;

export const toolRunSchema = z
  .object({
    id: z.uuid(),
    tool: z.enum(ANALYSIS_TOOL_IDS),
    inputs: z.record(z.string(), z.string()),
    computed: toolAnalysisSchema.nullable(),
    text: z.string(),
    provider: answerSourceSchema.nullable(),
    aiUnavailable: z
      .boolean()
      .describe("Verdadeiro quando o texto veio das regras do Prancheta porque o serviço de IA falhou (só na execução transmitida; uma execução guardada diz apenas `provider`)."),
    status: z.enum(TOOL_RUN_STATUSES),
    project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ExecucaoDeFerramenta", description: "Uma execução de uma ferramenta de análise: entradas, cálculo, texto e quem o escreveu." });
export type ToolRun = z.infer<typeof toolRunSchema>;

export const toolRunListSchema = z.array(toolRunSchema);

/** The stream of `POST /api/tools/:tool/runs`. */
export const toolRunEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("start"), data: z.object({ id: z.uuid(), computed: toolAnalysisSchema.nullable() }) }),
  z.object({ event: z.literal("token"), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal("done"), data: toolRunSchema }),
  z.object({ event: z.literal("error"), data: z.object({ message: z.string() }) }),
]);
export type ToolRunEvent = z.infer<typeof toolRunEventSchema>;

export function formatToolRunEvent(item: ToolRunEvent): string {
  return `event: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`;
}
