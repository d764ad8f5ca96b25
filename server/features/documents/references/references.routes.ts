import { projectReferencesApi, referenceItemsApi, savedReferencesApi } from "#domain/contracts/references";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { documentNotFound } from "#server/features/documents/documents.service";
import { addReference, listSavedReferences, proposeKeywords, removeReference } from "./references.service";

type Deps = { auth: Auth; db: Db; engine: AiEngine; rateLimit: { max: number; windowSeconds: number } };

const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

/**
 * Mounted at /api/projects: the search words and a reference saved to a project (R-DOC-7).
 * Implements domain/contracts/references.ts (decision 088), as do the two routers below.
 */
export function projectReferencesRoutes({ auth, db, engine, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const notFound = projectNotFound;
  return apiRouter<AuthVariables>()
    .openapi(implement(projectReferencesApi.keywords, { signedIn, notFound, middleware: [rateLimitByUser({ db, scope: "ai", ...rateLimit })] }), async (c) =>
      c.json(
        await proposeKeywords({ db, engine, scope: c.get("scope"), projectId: c.req.valid("param").id, allowOffline: c.req.valid("json").allowOffline, signal: c.req.raw.signal }),
        200,
      ),
    )
    .openapi(implement(projectReferencesApi.add, { signedIn, notFound }), async (c) =>
      c.json(await addReference({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 201),
    );
}

/** Mounted at /api/documents: removing one reference. */
export function referenceItemRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(implement(referenceItemsApi.remove, { signedIn, notFound: documentNotFound }), async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json(await removeReference({ db, scope: c.get("scope"), documentId: id, itemId }), 200);
  });
}

/** Mounted at /api/references: "Referências salvas". */
export function savedReferencesRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(implement(savedReferencesApi.list, { signedIn }), async (c) => c.json(await listSavedReferences({ db, scope: c.get("scope") }), 200));
}
