import { aiStatusSchema, completeRequestSchema, completeResponseSchema } from "#domain/ai.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { complete } from "./ai.service";

const TAG = "IA";

// A prompt, a system prompt and a tool's form values, each of MESSAGE_MAX characters at most.
const COMPLETE_BODY_MAX_BYTES = 128 * 1024;

/** Mounted at /api/ai: the shared AI helper (R-AI-7) and the state of the server's providers. */
export function aiRoutes({ auth, db, engine, rateLimit }: { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/status",
        tag: TAG,
        summary: "Quais provedores de IA do servidor podem responder agora",
        // Lets the chat choose between the server's chain and the user's own key before asking.
        signedIn,
        responses: { 200: { schema: aiStatusSchema, description: "O estado de cada provedor." } },
      }),
      (c) => c.json(engine.status(), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/complete",
        tag: TAG,
        summary: "Gera um texto a partir de um pedido e das instruções do sistema",
        description:
          "A mesma cadeia do chat (principal, alternativo, base offline). Cobra uma geração do plano quando um provedor responde; a base offline é grátis.",
        signedIn,
        middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })],
        body: { schema: completeRequestSchema, maxBytes: COMPLETE_BODY_MAX_BYTES },
        responses: { 200: { schema: completeResponseSchema, description: "O texto gerado." } },
        errors: {
          402: "A cota de gerações do plano acabou (envie `allowOffline` para receber a resposta da base offline).",
          429: "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).",
          502: "O provedor falhou no meio da resposta.",
        },
      }),
      // The client's disconnect stops the providers: nobody is left to read this answer.
      async (c) => c.json(await complete({ db, engine, scope: c.get("scope"), input: c.req.valid("json"), signal: c.req.raw.signal }), 200),
    );
}
