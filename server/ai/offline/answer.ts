import type { GenericToolId } from "#domain/tool-inputs";
import type { OfflineAnswer } from "#server/ai/types";
import { bullet, finish, notFound, type DetailedAnswer } from "./compose";
import { searchPassages } from "./search";
import { materialsAnswer } from "./tools/materials";
import { customAreaAnswer, reminderAnswer } from "./tools/organizer";
import { postConstructionAnswer } from "./tools/post-construction";
import { topographyAnswer } from "./tools/site";
import { sustainabilityAnswer } from "./tools/sustainability";
import { zoningAnswer } from "./tools/zoning";

const CHECK_EDITION = "Confira sempre a edição vigente da norma e os dados do seu município antes de aplicar.";

/** The chat's offline answer, with the passages it quotes. */
export function answerOfflineDetailed(question: string): DetailedAnswer {
  const { found, hits } = searchPassages(question, 3);
  if (!found) return notFound();
  const passages = hits.map((h) => h.passage);
  return finish([passages.map(bullet).join("\n"), CHECK_EDITION], passages);
}

/** Answers a chat question from the offline knowledge base, never inventing a figure. */
export function answerOffline(question: string): OfflineAnswer {
  return answerOfflineDetailed(question).answer;
}

const TOOLS: Record<GenericToolId, (inputs: Record<string, string>) => DetailedAnswer> = {
  zoneamento: zoningAnswer,
  materiais: materialsAnswer,
  sustentabilidade: sustainabilityAnswer,
  topografia: topographyAnswer,
  "pos-obra": postConstructionAnswer,
  lembretes: reminderAnswer,
  "area-personalizada": customAreaAnswer,
};

export function answerToolOfflineDetailed(tool: GenericToolId, inputs: Record<string, string>): DetailedAnswer {
  return TOOLS[tool](inputs);
}

/** A generic tool's offline answer, built from its inputs and the base's passages. */
export function answerToolOffline(tool: GenericToolId, inputs: Record<string, string>): OfflineAnswer {
  return answerToolOfflineDetailed(tool, inputs).answer;
}
