import { suggestionInputSchema, suggestionListSchema, suggestionSchema } from "#domain/suggestions.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import type { Logger } from "#server/lib/logger";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { listMySuggestions, sendSuggestion } from "./suggestions.service";

const TAG = "Sugestões";

/** Per person: enough for a few messages in a row, not for a flood (each may run the AI triage). */
export const SUGGESTION_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 };

/** Mounted at /api/suggestions (R-SUGG-1, R-SUGG-2). */
export function suggestionsRoutes({
  auth,
  db,
  engine,
  logger,
  rateLimit = SUGGESTION_RATE_LIMIT,
}: {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger?: Logger;
  rateLimit?: { max: number; windowSeconds: number };
}) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "As minhas sugestões, da mais recente à mais antiga",
        description: "Só as enviadas pela pessoa no estúdio ativo, cada uma com a sua triagem (até 100).",
        signedIn,
        responses: { 200: { schema: suggestionListSchema, description: "As sugestões da pessoa, da mais recente à mais antiga." } },
      }),
      async (c) => c.json(await listMySuggestions({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Envia uma sugestão, um relato de bug ou um elogio",
        description:
          "A sugestão é gravada primeiro e depois passa pela triagem (viabilidade, tempo estimado e uma resposta personalizada): pela cadeia de IA com o prompt do servidor (uma geração do plano), ou pelas regras offline quando não há provedor, a resposta não se lê ou a cota acabou. Nunca é recusada pela cota.",
        signedIn,
        middleware: [rateLimitByUser({ db, scope: "suggestions", ...rateLimit, what: "Muitas sugestões enviadas em pouco tempo." })],
        body: { schema: suggestionInputSchema },
        responses: { 201: { schema: suggestionSchema, description: "A sugestão gravada, com a triagem." } },
        errors: { 429: "Muitas sugestões seguidas (veja `Retry-After`)." },
      }),
      async (c) => c.json(await sendSuggestion({ db, engine, logger, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    );
}
