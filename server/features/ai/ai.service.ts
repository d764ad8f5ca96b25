import type { CompleteRequest, CompleteResponse } from "#domain/ai.schema";
import { catalogueContext } from "#domain/materials-catalogue";
import { CHAT_SYSTEM_PROMPT } from "#domain/chat";
import { toolSystemPrompt } from "#server/ai/prompts/tools";
import { ANALYSIS_TOOL_IDS, type AnalysisToolId } from "#domain/tool-runs.schema";
import type { AiEngine } from "#server/ai/engine";
import { answerOffline, answerToolOffline } from "#server/ai/offline";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";

/** The system prompt is the server's: an analysis tool's role, or the chat's (R-AI-7). */
function serverSystemPrompt(tool: CompleteRequest["tool"]): string {
  return tool && (ANALYSIS_TOOL_IDS as readonly string[]).includes(tool) ? toolSystemPrompt(tool as AnalysisToolId) : CHAT_SYSTEM_PROMPT;
}

const FAILED = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";

/**
 * The shared AI helper of R-AI-7 (a prompt in, a text out; the system prompt the server's) through the same chain
 * as the chat: the quota reserved first (402 when used up), kept only for a provider's complete
 * answer (see AiEngine.prepare); a tool's offline answer is built from its form values. A
 * provider failing mid-answer is a 502: nothing half-written is handed back.
 */
export async function complete({
  db,
  engine,
  scope,
  input,
  signal,
}: {
  db: Db;
  engine: AiEngine;
  scope: StudioScope;
  input: CompleteRequest;
  signal?: AbortSignal;
}): Promise<CompleteResponse> {
  const prepared = await engine.prepare({ db, studioId: scope.studioId, allowOffline: input.allowOffline ?? false });
  const offline = () => (input.tool ? answerToolOffline(input.tool, input.inputs ?? {}) : answerOffline(input.prompt));
  // The materials tool recommends from the catalogue (R-MAT-1): its best matches go with the prompt.
  const catalogue = input.tool === "materiais" ? catalogueContext(input.inputs ?? {}) : "";
  const system = serverSystemPrompt(input.tool);
  const request = { system: catalogue ? `${system}\n\n${catalogue}` : system, messages: [{ role: "user" as const, content: input.prompt }], signal };
  for await (const event of prepared.run(request, offline)) {
    if (event.type === "done") return { text: event.text, provider: event.provider, model: event.model };
    if (event.type === "failed") throw new AppError("internal_error", 502, event.message);
  }
  throw new AppError("internal_error", 502, FAILED);
}
