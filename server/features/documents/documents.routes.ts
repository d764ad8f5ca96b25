import {
  createDocumentInputSchema,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  exportQuerySchema,
  saveDocumentInputSchema,
  versionDetailSchema,
  versionListSchema,
  versionParamsSchema,
} from "#domain/documents.schema";
import { documentGapsSchema } from "#domain/document-gaps.schema";
import { duplicateDocumentInputSchema } from "#domain/written-documents.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError, validationError } from "#server/lib/errors";
import { DOCUMENT_CONTAINERS_MAX, DOCUMENT_TOO_LONG } from "#domain/rich-text.schema";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser, SAVES_RATE_LIMITED } from "#server/lib/rate-limit";
import { exportResponse } from "#server/export/http";
import type { FileStorage } from "#server/storage/file-storage";
import { gapsOf, unconfirmedGaps } from "./export/document-gaps.service";
import { documentForExport } from "./export/export.service";
import {
  deleteDocument,
  documentNotFound,
  duplicateDocument,
  getDocument,
  getVersion,
  listDocuments,
  listProjectDocuments,
  listVersions,
  openDocument,
  restoreVersion,
  saveDocument,
} from "./documents.service";

export const DOCUMENTS_TAG = "Documentos";
const STALE = "A versão de origem não é mais a mais recente (outra aba, pessoa ou o cliente salvou antes): nada foi sobrescrito.";

/** Mounted at /api/projects, beside the projects' own routes: a project's documents. */
export function projectDocumentsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(() => new AppError("not_found", 404, "Projeto não encontrado."));
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/documents",
        tag: DOCUMENTS_TAG,
        summary: "Lista os documentos de um projeto",
        signedIn,
        params,
        responses: { 200: { schema: documentListSchema, description: "Os documentos do projeto, do mais recente ao mais antigo." } },
      }),
      async (c) => c.json(await listProjectDocuments({ db, scope: c.get("scope"), projectId: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/documents",
        tag: DOCUMENTS_TAG,
        summary: "Abre (ou cria) o documento de um tipo do projeto",
        description: "Um documento por tipo por projeto: se já existe, responde 200 com ele; senão cria a versão 1 (o briefing com o questionário do tipo do projeto) e responde 201.",
        signedIn,
        params,
        body: { schema: createDocumentInputSchema },
        responses: {
          200: { schema: documentSchema, description: "O documento que o projeto já tinha." },
          201: { schema: documentSchema, description: "O documento criado." },
        },
      }),
      async (c) => {
        const { document, created } = await openDocument({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, kind: c.req.valid("json").kind });
        return created ? c.json(document, 201) : c.json(document, 200);
      },
    );
}

/** Mounted at /api/documents. */
export function documentsRoutes({ auth, db, storage, saveRateLimit }: { auth: Auth; db: Db; storage: FileStorage; saveRateLimit: { max: number; windowSeconds: number } }) {
  const signedIn = requireUser({ auth, db });
  // Counted before the body is read (decision 067); shared with the custom tabs' saves.
  const saveLimit = rateLimitByUser({ db, scope: "salvar", ...saveRateLimit, what: SAVES_RATE_LIMITED });
  const params = idParams(documentNotFound);
  const versionParams = { schema: versionParamsSchema, notFound: documentNotFound };
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: DOCUMENTS_TAG,
        summary: "Documentos recentes do estúdio",
        description: "Com `kind`, só os desse tipo (os \"Briefings Recentes\"); do alterado mais recentemente ao mais antigo, até 100.",
        signedIn,
        query: documentListQuerySchema,
        responses: { 200: { schema: documentListSchema, description: "Os documentos, cada um com projeto, cliente e (briefing) progresso." } },
      }),
      async (c) => c.json(await listDocuments({ db, scope: c.get("scope"), kind: c.req.valid("query").kind }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: DOCUMENTS_TAG,
        summary: "Um documento, com o conteúdo da versão mais recente",
        signedIn,
        params,
        responses: { 200: { schema: documentSchema, description: "O documento." } },
      }),
      async (c) => c.json(await getDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}",
        tag: DOCUMENTS_TAG,
        summary: "Salva o conteúdo (uma nova versão)",
        description: "`baseVersion` é a versão que a página editou; se não for mais a mais recente, 409 e nada muda. O conteúdo é validado pelo tipo do documento (422 com os campos em `content.`).",
        signedIn,
        params,
        middleware: [saveLimit],
        body: {
          schema: saveDocumentInputSchema,
          maxBytes: 256 * 1024,
          maxContainers: DOCUMENT_CONTAINERS_MAX,
          tooMany: () => validationError({ "content.sections": DOCUMENT_TOO_LONG }),
        },
        responses: { 200: { schema: documentSchema, description: "O documento na nova versão." } },
        errors: { 409: STALE, 429: "Muitos salvamentos desta pessoa em pouco tempo (documentos e abas; veja `Retry-After`)." },
      }),
      async (c) => {
        const { baseVersion, content } = c.req.valid("json");
        return c.json(await saveDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id, baseVersion, content }), 200);
      },
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/export",
        tag: DOCUMENTS_TAG,
        summary: "Baixa o documento em PDF ou DOCX",
        description:
          "A4, com o nome do estúdio, projeto, cliente, data e números de página; a versão mais recente. Um documento com trechos \"[completar: …]\" ou seções em branco (veja `GET …/gaps`) só é exportado com `confirmar=1`.",
        signedIn,
        params,
        query: exportQuerySchema,
        responses: { 200: { description: "O arquivo (application/pdf ou o tipo do DOCX), como anexo." } },
        errors: {
          // Nothing leaves with a gap nobody was told about (R-DOC-5, decision 071).
          409: "`document_has_gaps`: o documento tem trechos a completar ou seções em branco, e `confirmar=1` não foi enviado; a mensagem cita os primeiros, `GET …/gaps` lista todos.",
          // Rendered on the export pool (decision 066), which may be full or shutting down.
          503: "O servidor está reiniciando, ou ocupado com outras exportações: nada foi feito; envie de novo (veja `Retry-After`).",
        },
      }),
      async (c) => {
        const { format, confirmar, fontes } = c.req.valid("query");
        const { doc, gaps, fileName } = await documentForExport({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id, includeSources: fontes === "sim" });
        if (gaps.gaps.length > 0 && !confirmar) throw unconfirmedGaps(gaps);
        return exportResponse(c, { doc, format, fileName: fileName(format) });
      },
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/gaps",
        tag: DOCUMENTS_TAG,
        summary: "O que falta no documento antes de exportar",
        description: "Cada trecho \"[completar: …]\" e cada seção em branco da versão mais recente, por seção, com os links para onde se completa (a seção no editor, o terreno do projeto, as Configurações…). Vazio: a exportação não pede confirmação.",
        signedIn,
        params,
        responses: { 200: { schema: documentGapsSchema, description: "As lacunas, na ordem do documento." } },
      }),
      async (c) => c.json(gapsOf(await getDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id })), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/versions",
        tag: DOCUMENTS_TAG,
        summary: "As versões de um documento",
        signedIn,
        params,
        responses: { 200: { schema: versionListSchema, description: "Da mais nova à mais antiga, com quem (ou o quê) escreveu cada uma." } },
      }),
      async (c) => c.json(await listVersions({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/versions/{number}",
        tag: DOCUMENTS_TAG,
        summary: "Uma versão, com o conteúdo",
        signedIn,
        params: versionParams,
        responses: { 200: { schema: versionDetailSchema, description: "A versão." } },
      }),
      async (c) => {
        const { id, number } = c.req.valid("param");
        return c.json(await getVersion({ db, scope: c.get("scope"), id, number }), 200);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/versions/{number}/restore",
        tag: DOCUMENTS_TAG,
        summary: "Restaura uma versão",
        description: "O conteúdo dela vira uma nova versão (a mais recente); as versões entre elas continuam no histórico.",
        signedIn,
        params: versionParams,
        responses: { 200: { schema: documentSchema, description: "O documento na nova versão." } },
      }),
      async (c) => {
        const { id, number } = c.req.valid("param");
        return c.json(await restoreVersion({ db, scope: c.get("scope"), id, number }), 200);
      },
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: DOCUMENTS_TAG,
        summary: "Exclui um documento",
        description: "O documento e todas as versões dele. Não pode ser desfeito.",
        signedIn,
        params,
        responses: { 204: { description: "Excluído." } },
      }),
      async (c) => {
        await deleteDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/duplicate",
        tag: DOCUMENTS_TAG,
        summary: "Duplica o documento em outro projeto",
        description: "A versão mais recente vira a versão 1 do mesmo tipo de documento no projeto escolhido (do mesmo estúdio).",
        signedIn,
        params,
        body: { schema: duplicateDocumentInputSchema },
        responses: { 201: { schema: documentSchema, description: "A cópia." } },
        errors: { 409: "O projeto escolhido já tem um documento desse tipo: nada foi criado." },
      }),
      async (c) => c.json(await duplicateDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id, projectId: c.req.valid("json").projectId }), 201),
    );
}
