import { formatGenerationStreamEvent, generationStreamEventSchema } from "#domain/document-generation.schema";
import { generateDraftInputSchema, rewriteSectionInputSchema, sectionParamsSchema } from "#domain/written-documents.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { sseFromQueue } from "#server/lib/sse";
import { DOCUMENTS_TAG } from "./documents.routes";
import { documentNotFound } from "./documents.service";
import { startWrittenGeneration } from "./written-generation.service";

const RATE_LIMITED = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";

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

const DESCRIPTION =
  "Responde `text/event-stream` (veja EventoDaGeracao): `start`, por seção `section`, `token`s e `sectionDone`, e por fim `done` (a versão salva) ou `error` (nada salvo). " +
  "A geração continua e é salva mesmo que a conexão caia. Conta uma geração de texto do plano quando a IA escreve alguma seção; o gerador offline é grátis.";

/** Mounted at /api/documents: a written document's draft and one section's rewrite (R-DOC-6). */
export function writtenGenerationRoutes({ auth, db, engine, logger, tasks, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const limit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  const deps = { db, engine, logger, tasks };
  return apiRouter<AuthVariables>()
    .openapi(
      eventStream(
        apiRoute({
          method: "post",
          path: "/{id}/generate",
          tag: DOCUMENTS_TAG,
          summary: "Gera o rascunho de um documento escrito, seção por seção, em fluxo",
          description: `${DESCRIPTION} Com \`scope: "all"\` (padrão) substitui todas as seções numa nova versão (as anteriores ficam no histórico); com \`scope: "empty"\` escreve só as seções sem texto e mantém as outras.`,
          signedIn,
          middleware: [limit],
          params: idParams(documentNotFound),
          body: { schema: generateDraftInputSchema },
          responses: { 200: { description: "O fluxo de eventos." } },
          errors: {
            402: "A cota de gerações do plano acabou (envie `allowOffline` para usar o gerador offline).",
            409: "A versão de origem não é mais a mais recente: nada foi gerado.",
            422: "Dados inválidos, ou `scope: \"empty\"` sem nenhuma seção vazia.",
            429: RATE_LIMITED,
          },
        }),
      ),
      async (c) => {
        const { baseVersion, allowOffline, scope } = c.req.valid("json");
        const queue = await startWrittenGeneration({ ...deps, scope: c.get("scope"), documentId: c.req.valid("param").id, mode: { type: "draft", baseVersion, allowOffline, scope } });
        return sseFromQueue(c, queue, { format: formatGenerationStreamEvent, logger, what: "da geração" });
      },
    )
    .openapi(
      eventStream(
        apiRoute({
          method: "post",
          path: "/{id}/sections/{key}/rewrite",
          tag: DOCUMENTS_TAG,
          summary: "Reescreve uma seção com IA, em fluxo",
          description: `${DESCRIPTION} Só a seção pedida muda, sobre a versão mais recente no momento de salvar.`,
          signedIn,
          middleware: [limit],
          params: { schema: sectionParamsSchema, notFound: documentNotFound },
          body: { schema: rewriteSectionInputSchema },
          responses: { 200: { description: "O fluxo de eventos." } },
          errors: { 402: "A cota de gerações do plano acabou (envie `allowOffline` para usar o gerador offline).", 429: RATE_LIMITED },
        }),
      ),
      async (c) => {
        const { id, key } = c.req.valid("param");
        const { instruction, allowOffline } = c.req.valid("json");
        const queue = await startWrittenGeneration({ ...deps, scope: c.get("scope"), documentId: id, mode: { type: "rewrite", key, instruction, allowOffline } });
        return sseFromQueue(c, queue, { format: formatGenerationStreamEvent, logger, what: "da geração" });
      },
    );
}
