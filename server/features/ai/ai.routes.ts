import { aiApi } from "#domain/contracts/chat";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { complete } from "./ai.service";

/** Mounted at /api/ai: the shared AI helper (R-AI-7) and the state of the server's providers. Implements domain/contracts/chat.ts (decision 088). */
export function aiRoutes({ auth, db, engine, rateLimit }: { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    // Lets the chat choose between the server's chain and the user's own key before asking.
    .openapi(implement(aiApi.status, { signedIn }), (c) => c.json(engine.status(), 200))
    // The client's disconnect stops the providers: nobody is left to read this answer.
    .openapi(implement(aiApi.complete, { signedIn, middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })] }), async (c) =>
      c.json(await complete({ db, engine, scope: c.get("scope"), input: c.req.valid("json"), signal: c.req.raw.signal }), 200),
    );
}
