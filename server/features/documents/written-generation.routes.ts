import { formatGenerationStreamEvent, generationStreamEventSchema } from "#domain/document-generation.schema";
import { documentsApi } from "#domain/contracts/documents";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import type { Logger } from "#server/lib/logger";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { sseFromQueue } from "#server/lib/sse";
import { documentNotFound } from "./documents.service";
import { startWrittenGeneration } from "./written-generation.service";

interface Deps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
  rateLimit: { max: number; windowSeconds: number };
}

function eventStream<T extends { responses: Record<number, unknown> }>(route: T): T {
  return {
    ...route,
    responses: {
      ...route.responses,
      200: { description: "O fluxo de eventos (veja EventoDaGeracao).", content: { "text/event-stream": { schema: generationStreamEventSchema } } },
    },
  };
}

/** Mounted at /api/documents: a written document's draft and one section's rewrite (R-DOC-6). Implements domain/contracts/documents.ts (decision 088). */
export function writtenGenerationRoutes({ auth, db, engine, logger, tasks, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const limit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  const deps = { db, engine, logger, tasks };
  return apiRouter<AuthVariables>()
    .openapi(eventStream(implement(documentsApi.generate, { signedIn, notFound: documentNotFound, middleware: [limit] })), async (c) => {
      const { baseVersion, allowOffline, scope } = c.req.valid("json");
      const queue = await startWrittenGeneration({ ...deps, scope: c.get("scope"), documentId: c.req.valid("param").id, mode: { type: "draft", baseVersion, allowOffline, scope } });
      return sseFromQueue(c, queue, { format: formatGenerationStreamEvent, logger, what: "da geração" });
    })
    .openapi(eventStream(implement(documentsApi.rewrite, { signedIn, notFound: documentNotFound, middleware: [limit] })), async (c) => {
      const { id, key } = c.req.valid("param");
      const { instruction, allowOffline } = c.req.valid("json");
      const queue = await startWrittenGeneration({ ...deps, scope: c.get("scope"), documentId: id, mode: { type: "rewrite", key, instruction, allowOffline } });
      return sseFromQueue(c, queue, { format: formatGenerationStreamEvent, logger, what: "da geração" });
    });
}
