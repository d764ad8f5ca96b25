import { suggestionsApi } from "#domain/contracts/suggestions";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import type { Logger } from "#server/lib/logger";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { listMySuggestions, sendSuggestion } from "./suggestions.service";

/** Per person: enough for a few messages in a row, not for a flood (each may run the AI triage). */
export const SUGGESTION_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 };

/** Mounted at /api/suggestions (R-SUGG-1, R-SUGG-2). Implements domain/contracts/suggestions.ts (decision 088). */
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
  const limit = rateLimitByUser({ db, scope: "suggestions", ...rateLimit, what: "Muitas sugestões enviadas em pouco tempo." });
  return apiRouter<AuthVariables>()
    .openapi(implement(suggestionsApi.list, { signedIn }), async (c) => c.json(await listMySuggestions({ db, scope: c.get("scope") }), 200))
    .openapi(implement(suggestionsApi.create, { signedIn, middleware: [limit] }), async (c) =>
      c.json(await sendSuggestion({ db, engine, logger, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    );
}
