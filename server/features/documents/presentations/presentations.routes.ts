import { presentationsApi } from "#domain/contracts/presentations";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import { contentDisposition } from "#server/export/http";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { checkPresentation } from "./presentation-check";
import {
  createPresentation,
  deletePresentation,
  getPresentation,
  listPresentations,
  presentationNotFound,
  presentationPdf,
  presentationSources,
  rerenderPresentation,
  type PresentationDeps,
} from "./presentations.service";

/** Mounted at /api/presentations (R-PRES-1). Implements domain/contracts/presentations.ts (decision 088). */
export function presentationsRoutes({ auth, ...deps }: PresentationDeps & { auth: Auth }) {
  const { db } = deps;
  const signedIn = requireUser({ auth, db });
  // Each render is seconds of CPU on the PDF worker: bounded per person.
  const renders = rateLimitByUser({ db, scope: "presentation-render", max: 30, windowSeconds: 10 * 60, what: "Muitas apresentações geradas em pouco tempo." });
  const notFound = presentationNotFound;
  return apiRouter<AuthVariables>()
    .openapi(implement(presentationsApi.list, { signedIn }), async (c) => c.json(await listPresentations({ db, scope: c.get("scope") }), 200))
    .openapi(implement(presentationsApi.sources, { signedIn }), async (c) => c.json(await presentationSources({ db, scope: c.get("scope"), projectId: c.req.valid("query").projectId }), 200))
    .openapi(implement(presentationsApi.check, { signedIn }), async (c) => c.json(await checkPresentation(deps, c.get("scope"), c.req.valid("json")), 200))
    .openapi(implement(presentationsApi.create, { signedIn, middleware: [renders] }), async (c) => c.json(await createPresentation({ deps, scope: c.get("scope"), input: c.req.valid("json") }), 201))
    .openapi(implement(presentationsApi.get, { signedIn, notFound }), async (c) => c.json(await getPresentation({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(implement(presentationsApi.update, { signedIn, notFound, middleware: [renders] }), async (c) =>
      c.json(await rerenderPresentation({ deps, scope: c.get("scope"), id: c.req.valid("param").id, changes: c.req.valid("json") }), 200),
    )
    .openapi(implement(presentationsApi.render, { signedIn, notFound, middleware: [renders] }), async (c) =>
      c.json(await rerenderPresentation({ deps, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(presentationsApi.pdf, { signedIn, notFound }), async (c) => {
      const { bytes, fileName } = await presentationPdf({ deps, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(bytes, 200, { "Content-Type": "application/pdf", "Content-Disposition": contentDisposition(fileName), "Cache-Control": "no-store" });
    })
    .openapi(implement(presentationsApi.remove, { signedIn, notFound }), async (c) => {
      await deletePresentation({ deps, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
