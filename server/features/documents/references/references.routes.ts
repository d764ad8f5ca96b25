import { documentSchema } from "#domain/documents.schema";
import { addReferenceInputSchema, referenceKeywordsResponseSchema, referenceParamsSchema, savedReferenceListSchema } from "#domain/references.schema";
import { referenceKeywordsInputSchema } from "#domain/written-documents.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { DOCUMENTS_TAG } from "#server/features/documents/documents.routes";
import { documentNotFound } from "#server/features/documents/documents.service";
import { addReference, listSavedReferences, proposeKeywords, removeReference } from "./references.service";

type Deps = { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } };

const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const QUOTA = "A cota de gerações de texto do plano acabou: envie `allowOffline: true` para usar o gerador offline (grátis).";

/** Mounted at /api/projects: the search words and a reference saved to a project (R-DOC-7). */
export function projectReferencesRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(projectNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/references/keywords",
        tag: DOCUMENTS_TAG,
        summary: "Propõe palavras-chave para pesquisar referências",
        description:
          "A partir do briefing e do conceito do projeto, pela cadeia de IA (uma geração do plano) ou pelo gerador offline (grátis). As palavras viram uma nova versão das referências do projeto (criadas se preciso; as referências salvas ficam) e vêm com as buscas no ArchDaily, Pinterest, Behance e numa busca de imagens (só links).",
        signedIn,
        middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })],
        params,
        body: { schema: referenceKeywordsInputSchema },
        responses: { 200: { schema: referenceKeywordsResponseSchema, description: "As palavras, as buscas e o documento na nova versão." } },
        errors: { 402: QUOTA, 429: "Muitas solicitações à IA em pouco tempo (veja `Retry-After`)." },
      }),
      async (c) =>
        c.json(
          await proposeKeywords({ db, engine, scope: c.get("scope"), projectId: c.req.valid("param").id, allowOffline: c.req.valid("json").allowOffline, signal: c.req.raw.signal }),
          200,
        ),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/references",
        tag: DOCUMENTS_TAG,
        summary: "Salva uma referência no projeto",
        description:
          "`{ url, title, note?, imageId? }`: acrescentada à versão mais recente das referências do projeto (criadas se preciso), numa nova versão. `imageId` é uma imagem enviada por `POST /api/files` pelo mesmo estúdio (senão 422).",
        signedIn,
        params,
        body: { schema: addReferenceInputSchema },
        responses: { 201: { schema: documentSchema, description: "As referências do projeto na nova versão." } },
      }),
      async (c) => c.json(await addReference({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    );
}

/** Mounted at /api/documents: removing one reference. */
export function referenceItemRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(
    apiRoute({
      method: "delete",
      path: "/{id}/references/{itemId}",
      tag: DOCUMENTS_TAG,
      summary: "Remove uma referência salva",
      description: "Numa nova versão das referências; as versões anteriores (e a imagem) continuam no histórico.",
      signedIn,
      params: { schema: referenceParamsSchema, notFound: documentNotFound },
      responses: { 200: { schema: documentSchema, description: "As referências do projeto na nova versão." } },
      errors: { 422: "O documento não é uma lista de referências." },
    }),
    async (c) => {
      const { id, itemId } = c.req.valid("param");
      return c.json(await removeReference({ db, scope: c.get("scope"), documentId: id, itemId }), 200);
    },
  );
}

/** Mounted at /api/references: "Referências salvas". */
export function savedReferencesRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: DOCUMENTS_TAG,
      summary: "As referências salvas do estúdio",
      description: "Todas as referências da versão mais recente das referências de cada projeto, da mais nova à mais antiga (até 500), com o projeto e o cliente.",
      signedIn,
      responses: { 200: { schema: savedReferenceListSchema, description: "As referências salvas." } },
    }),
    async (c) => c.json(await listSavedReferences({ db, scope: c.get("scope") }), 200),
  );
}
