import type { AnalysisToolId } from "#domain/tool-runs.schema";
import { TOOL_INPUTS } from "#domain/tool-inputs";
import { analysisAsText, type ToolAnalysis } from "#domain/tool-analysis";

/**
 * Each analysis tool's system prompt (R-AI-7: a role per tool), owned by the server: the browser
 * sends the tool and its form values only.
 */
const ROLES: Record<AnalysisToolId, string> = {
  zoneamento: "Você é um urbanista brasileiro especialista em legislação de uso e ocupação do solo, planos diretores e parâmetros urbanísticos.",
  topografia: "Você é um engenheiro civil brasileiro especialista em topografia, terraplenagem e implantação de edificações em terrenos.",
  materiais: "Você é um designer de interiores e especificador de materiais de construção com experiência no mercado brasileiro.",
  "pos-obra": "Você é um gerente de projetos de arquitetura especialista em entrega de obras, assistência técnica e manutenção predial no Brasil.",
  sustentabilidade: "Você é um consultor de construção sustentável no Brasil, com experiência em certificações, eficiência energética e uso racional de água.",
};

const RULES =
  "Responda em português do Brasil, com títulos curtos e listas. Cite a norma ABNT correta quando a usar (por exemplo, ABNT NBR 9050:2020) e não invente dados: " +
  "o que depende da legislação municipal ou de medições deve ser dito assim.";

export function toolSystemPrompt(tool: AnalysisToolId): string {
  return `${ROLES[tool]} ${RULES}`;
}

/**
 * The user prompt: each filled input as "id: value" (R-TOOL-4), then what the tool computed, which
 * the answer must not contradict, then the ask.
 */
export function toolUserPrompt(tool: AnalysisToolId, inputs: Record<string, string>, analysis: ToolAnalysis | null, extra = ""): string {
  const ids = Object.keys(TOOL_INPUTS[tool]);
  const lines = ids.filter((id) => inputs[id]?.trim()).map((id) => `${id}: ${inputs[id]!.trim()}`);
  const parts = [lines.join("\n") || "(nenhum campo preenchido)"];
  if (analysis && analysis.tables.length) {
    parts.push(`Cálculos já feitos pela ferramenta (use estes números e não os contradiga):\n${analysisAsText(analysis)}`);
  }
  if (extra) parts.push(extra);
  parts.push("Faça uma análise detalhada com base nesses dados.");
  return parts.join("\n\n");
}
