import { documentsApi, projectDocumentsApi } from "#domain/contracts/documents";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError, validationError } from "#server/lib/errors";
import { DOCUMENT_TOO_LONG } from "#domain/rich-text.schema";
import { apiRouter, implement } from "#server/lib/openapi";
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

/**
 * Mounted at /api/projects, beside the projects' own routes: a project's documents. Implements
 * domain/contracts/documents.ts (decision 088), as does the router below.
 */
export function projectDocumentsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const notFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
  return apiRouter<AuthVariables>()
    .openapi(implement(projectDocumentsApi.list, { signedIn, notFound }), async (c) =>
      c.json(await listProjectDocuments({ db, scope: c.get("scope"), projectId: c.req.valid("param").id }), 200),
    )
    .openapi(implement(projectDocumentsApi.open, { signedIn, notFound }), async (c) => {
      const { document, created } = await openDocument({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, kind: c.req.valid("json").kind });
      return created ? c.json(document, 201) : c.json(document, 200);
    });
}

/** Mounted at /api/documents. */
export function documentsRoutes({ auth, db, storage, saveRateLimit }: { auth: Auth; db: Db; storage: FileStorage; saveRateLimit: { max: number; windowSeconds: number } }) {
  const signedIn = requireUser({ auth, db });
  // Counted before the body is read (decision 067); shared with the custom tabs' saves.
  const saveLimit = rateLimitByUser({ db, scope: "salvar", ...saveRateLimit, what: SAVES_RATE_LIMITED });
  const notFound = documentNotFound;
  return apiRouter<AuthVariables>()
    .openapi(implement(documentsApi.list, { signedIn }), async (c) => c.json(await listDocuments({ db, scope: c.get("scope"), kind: c.req.valid("query").kind }), 200))
    .openapi(implement(documentsApi.get, { signedIn, notFound }), async (c) => c.json(await getDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(
      implement(documentsApi.save, { signedIn, notFound, middleware: [saveLimit], tooMany: () => validationError({ "content.sections": DOCUMENT_TOO_LONG }) }),
      async (c) => {
        const { baseVersion, content } = c.req.valid("json");
        return c.json(await saveDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id, baseVersion, content }), 200);
      },
    )
    .openapi(implement(documentsApi.export, { signedIn, notFound }), async (c) => {
      const { format, confirmar, fontes } = c.req.valid("query");
      const { doc, gaps, fileName } = await documentForExport({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id, includeSources: fontes === "sim" });
      if (gaps.gaps.length > 0 && !confirmar) throw unconfirmedGaps(gaps);
      return exportResponse(c, { doc, format, fileName: fileName(format) });
    })
    .openapi(implement(documentsApi.gaps, { signedIn, notFound }), async (c) =>
      c.json(gapsOf(await getDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id })), 200),
    )
    .openapi(implement(documentsApi.versions, { signedIn, notFound }), async (c) => c.json(await listVersions({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(implement(documentsApi.version, { signedIn, notFound }), async (c) => {
      const { id, number } = c.req.valid("param");
      return c.json(await getVersion({ db, scope: c.get("scope"), id, number }), 200);
    })
    .openapi(implement(documentsApi.restore, { signedIn, notFound }), async (c) => {
      const { id, number } = c.req.valid("param");
      return c.json(await restoreVersion({ db, scope: c.get("scope"), id, number }), 200);
    })
    .openapi(implement(documentsApi.remove, { signedIn, notFound }), async (c) => {
      await deleteDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(documentsApi.duplicate, { signedIn, notFound }), async (c) =>
      c.json(await duplicateDocument({ db, scope: c.get("scope"), id: c.req.valid("param").id, projectId: c.req.valid("json").projectId }), 201),
    );
}
