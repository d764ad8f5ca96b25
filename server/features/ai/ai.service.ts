import type { CompleteRequest, CompleteResponse } from "#domain/ai.schema";
import { catalogueContext } from "#domain/materials-catalogue";
import type { AiEngine } from "#server/ai/engine";
import { answerOffline, answerToolOffline } from "#server/ai/offline";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";

const FAILED = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";

/**
 * The shared AI helper of R-AI-7 (a prompt and a system prompt in, a text out) through the same chain
 * as the chat: the quota reserved first (402 when used up), kept only for a provider's complete
 * answer (see AiEngine.prepare); a tool's offline answer is built from its form values. A
 * provider failing mid-answer is a 502: nothing half-written is handed back.
 */
export async function complete(
  { db, engine }: { db: Db; engine: AiEngine },
  { scope, input, signal }: { scope: StudioScope; input: CompleteRequest; signal?: AbortSignal },
): Promise<CompleteResponse> {
  const prepared = await engine.prepare({ db, studioId: scope.studioId, allowOffline: input.allowOffline ?? false });
  const offline = () => (input.tool ? answerToolOffline(input.tool, input.inputs ?? {}) : answerOffline(input.prompt));
  // The materials tool recommends from the catalogue (R-MAT-1): its best matches go with the prompt.
  const catalogue = input.tool === "materiais" ? catalogueContext(input.inputs ?? {}) : "";
  const request = { system: catalogue ? `${input.system}\n\n${catalogue}` : input.system, messages: [{ role: "user" as const, content: input.prompt }], signal };
  for await (const event of prepared.run(request, offline)) {
    if (event.type === "done") return { text: event.text, provider: event.provider, model: event.model };
    if (event.type === "failed") throw new AppError("internal_error", 502, event.message);
  }
  throw new AppError("internal_error", 502, FAILED);
}
