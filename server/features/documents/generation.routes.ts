import { followUpsResponseSchema, generationInputSchema, programmeGenerationResponseSchema } from "#domain/generation.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { DOCUMENTS_TAG } from "./documents.routes";
import { documentNotFound } from "./documents.service";
import { generateProgramme, suggestFollowUps } from "./generation.service";

type Deps = { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } };

const QUOTA = "A cota de gerações de texto do plano acabou: envie `allowOffline: true` para usar o gerador offline (grátis).";
const RATE = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";

/** Mounted at /api/documents: follow-up questions for a briefing. */
export function followUpRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(
    apiRoute({
      method: "post",
      path: "/{id}/follow-ups",
      tag: DOCUMENTS_TAG,
      summary: "Sugere perguntas complementares para um briefing",
      description: "Pela cadeia de IA com o prompt do servidor (uma geração do plano), ou pelas regras offline (grátis). Nada é salvo: aceitar uma pergunta é salvar o briefing.",
      signedIn,
      middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })],
      params: idParams(documentNotFound),
      body: { schema: generationInputSchema },
      responses: { 200: { schema: followUpsResponseSchema, description: "As sugestões e quem as gerou." } },
      errors: { 402: QUOTA, 429: RATE },
    }),
    async (c) =>
      c.json(
        await suggestFollowUps({ db, engine, scope: c.get("scope"), documentId: c.req.valid("param").id, allowOffline: c.req.valid("json").allowOffline, signal: c.req.raw.signal }),
        200,
      ),
  );
}

/** Mounted at /api/projects: the needs programme generated from the project's briefing. */
export function programmeGenerationRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(
    apiRoute({
      method: "post",
      path: "/{id}/programme",
      tag: DOCUMENTS_TAG,
      summary: "Gera o programa de necessidades a partir do briefing",
      description:
        "Pela cadeia de IA (dados estruturados validados; uma resposta que não se lê é tentada de novo uma vez e depois vai ao gerador offline) ou pelo gerador offline. Vira uma nova versão do programa do projeto; os parâmetros do lote e o fator de paredes ficam.",
      signedIn,
      middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })],
      params: idParams(() => new AppError("not_found", 404, "Projeto não encontrado.")),
      body: { schema: generationInputSchema },
      responses: { 200: { schema: programmeGenerationResponseSchema, description: "O programa na nova versão e quem o gerou." } },
      errors: { 402: QUOTA, 422: "O projeto ainda não tem briefing.", 429: RATE },
    }),
    async (c) =>
      c.json(
        await generateProgramme({ db, engine, scope: c.get("scope"), projectId: c.req.valid("param").id, allowOffline: c.req.valid("json").allowOffline, signal: c.req.raw.signal }),
        200,
      ),
  );
}
