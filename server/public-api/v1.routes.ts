import { v1BudgetsApi, v1CalendarApi, v1ChargesApi, v1ClientsApi, v1DocumentsApi, v1ProjectsApi } from "#domain/contracts/public-api";
import type { ApiTokenScope } from "#domain/api-tokens";
import type { AiEngine } from "#server/ai/engine";
import { createEvent, listRange } from "#server/features/calendar/calendar.service";
import { clientNotFound, createClient, getClient, listClients } from "#server/features/clients/clients.service";
import { documentNotFound, getDocument, listDocuments, listProjectDocuments } from "#server/features/documents/documents.service";
import { unconfirmedGaps } from "#server/features/documents/export/document-gaps.service";
import { documentForExport } from "#server/features/documents/export/export.service";
import { exportResponse } from "#server/export/http";
import type { FileStorage } from "#server/storage/file-storage";
import { changeStage, createProject, getProject, listProjects, projectNotFound } from "#server/features/projects/projects.service";
import { getProjectContract } from "#server/features/documents/contracts/contracts.service";
import { getProjectProposal } from "#server/features/documents/proposals/proposals.service";
import { cashView, projectCharges } from "#server/features/studio-charges/studio-charges.service";
import { applyIfc, previewIfc } from "#server/features/documents/ifc/ifc.service";
import { IFC_UPLOAD_LIMIT, ifcAllowed, ifcUploadBody, uploadedModel } from "#server/features/documents/ifc/ifc-upload";
import { apiRouter, implement } from "#server/lib/openapi";
import { hit, userRateLimited } from "#server/lib/rate-limit";
import type { UploadVariables } from "#server/lib/upload-body";
import type { MiddlewareHandler } from "hono";
import { bearer, type BearerDeps, type BearerVariables } from "./bearer";
import { idempotent } from "./idempotency";
import { cursorAfter, pageOfList, readCursor } from "./pages";

/** What every public API route's middleware leaves on the context: the token's scope, and an upload's file. */
type V1Variables = BearerVariables & UploadVariables;

export interface V1Deps extends BearerDeps {
  engine: AiEngine;
  /** Where the studio's images are, for the exports (its logo, the presentation's images). */
  storage: FileStorage;
  /** The AI limit of a token's event advice (its own counter, as a person's). */
  aiRateLimit: { max: number; windowSeconds: number };
}

/**
 * The public API's routers, each mounted at its contract's prefix under /api/v1 (R-API-2, R-API-3,
 * decision 097): every route takes a studio's token (server/public-api/bearer.ts) and calls the
 * same service the app's route calls, with the token's scope in place of a member's; lists are cut
 * into pages here, creates are idempotent.
 */
export function v1Routes(deps: V1Deps) {
  const { db } = deps;
  const as = (needs: ApiTokenScope, idempotentCreate = false) => ({ bearer: { middleware: [bearer(deps, needs)], idempotent: idempotentCreate } });
  const read = as("leitura");
  const write = as("escrita");
  const create = as("escrita", true);

  // The BIM import (R-BIM-1..4): the plan's check before the upload is read, and a model limit of the token's own.
  const bimAllowed = ifcAllowed<BearerVariables>(db, (c) => c.get("apiScope"));
  const modelLimit: MiddlewareHandler<{ Variables: BearerVariables }> = async (c, next) => {
    const retryAfter = await hit(db, `ifc:api:${c.get("apiScope").apiToken.id}`, IFC_UPLOAD_LIMIT.max, IFC_UPLOAD_LIMIT.windowSeconds);
    if (retryAfter) throw userRateLimited(retryAfter, IFC_UPLOAD_LIMIT.what);
    await next();
  };

  const clients = apiRouter<V1Variables>()
    .openapi(implement(v1ClientsApi.list, read), async (c) => {
      const cursor = readCursor(c.req.valid("query"));
      // The clients' own pages (name order); a cursor always starts one of them.
      const page = Math.floor(cursor.offset / cursor.limit) + 1;
      const list = await listClients({ db, scope: c.get("apiScope"), query: { search: "", page, pageSize: cursor.limit } });
      const start = { offset: (page - 1) * cursor.limit, limit: cursor.limit };
      return c.json({ data: list.items, nextCursor: start.offset + list.items.length < list.total ? cursorAfter(start) : null }, 200);
    })
    .openapi(implement(v1ClientsApi.get, { ...read, notFound: clientNotFound }), async (c) =>
      c.json(await getClient({ db, scope: c.get("apiScope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(v1ClientsApi.create, create), async (c) => {
      const scope = c.get("apiScope");
      const input = c.req.valid("json");
      return c.json(await idempotent(c, { db, tokenId: scope.apiToken.id }, () => createClient({ db, scope, input })), 201);
    });
  const projects = apiRouter<V1Variables>()
    .openapi(implement(v1ProjectsApi.list, read), async (c) => {
      const cursor = readCursor(c.req.valid("query"));
      return c.json(pageOfList(await listProjects({ db, scope: c.get("apiScope") }), cursor), 200);
    })
    .openapi(implement(v1ProjectsApi.create, create), async (c) => {
      const scope = c.get("apiScope");
      const input = c.req.valid("json");
      return c.json(await idempotent(c, { db, tokenId: scope.apiToken.id }, () => createProject({ db, scope, input })), 201);
    })
    .openapi(implement(v1ProjectsApi.get, { ...read, notFound: projectNotFound }), async (c) =>
      c.json(await getProject({ db, scope: c.get("apiScope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(v1ProjectsApi.changeStage, { ...write, notFound: projectNotFound }), async (c) =>
      c.json(await changeStage({ db, scope: c.get("apiScope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(v1ProjectsApi.documents, { ...read, notFound: projectNotFound }), async (c) => {
      const cursor = readCursor(c.req.valid("query"));
      return c.json(pageOfList(await listProjectDocuments({ db, scope: c.get("apiScope"), projectId: c.req.valid("param").id }), cursor), 200);
    })
    .openapi(implement(v1ProjectsApi.proposal, { ...read, notFound: projectNotFound }), async (c) =>
      c.json(await getProjectProposal({ db, scope: c.get("apiScope"), projectId: c.req.valid("param").id }), 200),
    )
    .openapi(implement(v1ProjectsApi.contract, { ...read, notFound: projectNotFound }), async (c) =>
      c.json(await getProjectContract({ db, scope: c.get("apiScope"), projectId: c.req.valid("param").id }), 200),
    )
    .openapi(implement(v1ProjectsApi.charges, { ...read, notFound: projectNotFound }), async (c) =>
      c.json(await projectCharges({ db, scope: c.get("apiScope"), projectId: c.req.valid("param").id }), 200),
    )
    .openapi(implement(v1ProjectsApi.ifcPreview, { ...write, notFound: projectNotFound, middleware: [bimAllowed, modelLimit, ifcUploadBody()] }), async (c) => {
      const { fileName, model } = await uploadedModel(c.get("upload").file);
      return c.json(await previewIfc({ db, scope: c.get("apiScope"), projectId: c.req.valid("param").id, fileName, model }), 200);
    })
    .openapi(implement(v1ProjectsApi.ifcApply, { ...create, notFound: projectNotFound, middleware: [bimAllowed] }), async (c) => {
      const scope = c.get("apiScope");
      const projectId = c.req.valid("param").id;
      const input = c.req.valid("json");
      return c.json(await idempotent(c, { db, tokenId: scope.apiToken.id, status: 200 }, () => applyIfc({ db, scope, projectId, input })), 200);
    });
  const documents = apiRouter<V1Variables>()
    .openapi(implement(v1DocumentsApi.get, { ...read, notFound: documentNotFound }), async (c) =>
      c.json(await getDocument({ db, scope: c.get("apiScope"), id: c.req.valid("param").id }), 200),
    )
    // The app's own export (R-API-3): the same file, the same check of what is left to complete.
    .openapi(implement(v1DocumentsApi.export, { ...read, notFound: documentNotFound }), async (c) => {
      const { format, confirmar, fontes } = c.req.valid("query");
      const { doc, gaps, fileName } = await documentForExport({ db, storage: deps.storage, scope: c.get("apiScope"), id: c.req.valid("param").id, includeSources: fontes === "sim" });
      if (gaps.gaps.length > 0 && !confirmar) throw unconfirmedGaps(gaps);
      return exportResponse(c, { doc, format, fileName: fileName(format) });
    });
  const budgets = apiRouter<V1Variables>()
    .openapi(implement(v1BudgetsApi.list, read), async (c) => {
      const cursor = readCursor(c.req.valid("query"));
      // One more than the page: whether there is a next one.
      const budgets = await listDocuments({ db, scope: c.get("apiScope"), kind: "orcamento", limit: cursor.offset + cursor.limit + 1 });
      return c.json(pageOfList(budgets, cursor), 200);
    })
    .openapi(implement(v1BudgetsApi.get, { ...read, notFound: documentNotFound }), async (c) => {
      const document = await getDocument({ db, scope: c.get("apiScope"), id: c.req.valid("param").id });
      if (document.kind !== "orcamento") throw documentNotFound();
      return c.json(document, 200);
    });
  const calendar = apiRouter<V1Variables>()
    .openapi(implement(v1CalendarApi.list, read), async (c) => {
      const query = c.req.valid("query");
      const range = await listRange({ db, scope: c.get("apiScope"), range: { from: query.from, to: query.to } });
      return c.json(pageOfList(range.events, readCursor(query)), 200);
    })
    .openapi(implement(v1CalendarApi.create, create), async (c) => {
      const scope = c.get("apiScope");
      const input = c.req.valid("json");
      return c.json(await idempotent(c, { db, tokenId: scope.apiToken.id }, () => createEvent({ db, engine: deps.engine, aiRateLimit: deps.aiRateLimit, scope, input })), 201);
    });
  const charges = apiRouter<V1Variables>().openapi(implement(v1ChargesApi.list, read), async (c) => {
    const query = c.req.valid("query");
    const view = await cashView({ db, scope: c.get("apiScope"), status: query.status });
    return c.json(pageOfList(view.charges, readCursor(query)), 200);
  });
  // Keyed by where each is mounted under /api: the contracts' prefixes without "/api".
  return { "/v1/clients": clients, "/v1/projects": projects, "/v1/documents": documents, "/v1/budgets": budgets, "/v1/calendar/events": calendar, "/v1/charges": charges };
}
