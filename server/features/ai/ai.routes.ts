import { Hono } from "hono";
import { completeRequestSchema, type AiStatus, type CompleteResponse } from "#domain/ai.schema";
import type { AiEngine } from "#server/ai/engine";
import { answerOffline, answerToolOffline } from "#server/ai/offline";
import type { Auth } from "#server/auth/auth";
import { requireUser } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { jsonBody } from "#server/lib/validate";

// A prompt, a system prompt and a tool's form values, each of MESSAGE_MAX characters at most.
const COMPLETE_BODY_MAX_BYTES = 128 * 1024;

/** The shared AI helper (R-AI-7): a prompt and a system prompt in, a text out, same chain. */
export function aiRoutes({ auth, db, engine, rateLimit }: { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } }) {
  return new Hono()
    .use(requireUser(auth))
    // Lets the chat choose between the server's chain and the user's own key before asking.
    .get("/status", (c) => c.json<AiStatus>(engine.status()))
    .post("/complete", rateLimitByUser({ db, scope: "ai", ...rateLimit }), async (c) => {
      const input = await jsonBody(c, completeRequestSchema, { maxBytes: COMPLETE_BODY_MAX_BYTES });
      const prepared = await engine.prepare({ db, userId: c.get("userId"), allowOffline: input.allowOffline ?? false });
      const offline = () => (input.tool ? answerToolOffline(input.tool, input.inputs ?? {}) : answerOffline(input.prompt));
      // The client's disconnect stops the providers: nobody is left to read this answer.
      const request = { system: input.system, messages: [{ role: "user" as const, content: input.prompt }], signal: c.req.raw.signal };
      for await (const event of prepared.run(request, offline)) {
        if (event.type === "done") {
          const body: CompleteResponse = { text: event.text, provider: event.provider, model: event.model };
          return c.json(body);
        }
        if (event.type === "failed") throw new AppError("internal_error", 502, event.message);
      }
      throw new AppError("internal_error", 502, "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.");
    });
}
