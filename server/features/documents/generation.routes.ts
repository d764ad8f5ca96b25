import { briefingApi, programmeApi } from "#domain/contracts/briefing";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { documentNotFound } from "./documents.service";
import { generateProgramme, suggestFollowUps } from "./generation.service";

type Deps = { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } };

/** Mounted at /api/documents: follow-up questions for a briefing. Implements domain/contracts/briefing.ts (decision 088). */
export function followUpRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(
    implement(briefingApi.followUps, { signedIn, notFound: documentNotFound, middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })] }),
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
    implement(programmeApi.generate, {
      signedIn,
      notFound: () => new AppError("not_found", 404, "Projeto não encontrado."),
      middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })],
    }),
    async (c) =>
      c.json(
        await generateProgramme({ db, engine, scope: c.get("scope"), projectId: c.req.valid("param").id, allowOffline: c.req.valid("json").allowOffline, signal: c.req.raw.signal }),
        200,
      ),
  );
}
