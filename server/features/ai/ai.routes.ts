import { Hono } from "hono";
import { completeRequestSchema, type AiStatus } from "#domain/ai.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { jsonBody } from "#server/lib/validate";
import { complete } from "./ai.service";

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
      // The client's disconnect stops the providers: nobody is left to read this answer.
      return c.json(await complete({ db, engine }, { userId: c.get("userId"), input, signal: c.req.raw.signal }));
    });
}
