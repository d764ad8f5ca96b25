import { customTabsApi } from "#domain/contracts/custom-tabs";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser, SAVES_RATE_LIMITED } from "#server/lib/rate-limit";
import { createCustomTab, customTabNotFound, deleteCustomTab, getCustomTab, listCustomTabs, updateCustomTab } from "./custom-tabs.service";

/**
 * Mounted at /api/custom-tabs: the person's own tabs in the active studio (R-TAB-1..R-TAB-4).
 * Implements domain/contracts/custom-tabs.ts (decision 088).
 */
export function customTabsRoutes({ auth, db, engine, logger, rateLimit, saveRateLimit }: {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger?: Logger;
  rateLimit: { max: number; windowSeconds: number };
  /** The editors' saves, shared with the documents' (SAVE_RATE_LIMIT_MAX). */
  saveRateLimit: { max: number; windowSeconds: number };
}) {
  const signedIn = requireUser({ auth, db });
  const saveLimit = rateLimitByUser({ db, scope: "salvar", ...saveRateLimit, what: SAVES_RATE_LIMITED });
  const notFound = customTabNotFound;
  return apiRouter<AuthVariables>()
    .openapi(implement(customTabsApi.list, { signedIn }), async (c) => c.json(await listCustomTabs({ db, scope: c.get("scope") }), 200))
    // A 512 KB form is a save like the editor's: the same per-person limit (decision 067).
    .openapi(implement(customTabsApi.create, { signedIn, middleware: [saveLimit] }), async (c) =>
      c.json(await createCustomTab({ db, engine, logger, aiRateLimit: rateLimit, scope: c.get("scope"), form: c.req.valid("json"), signal: c.req.raw.signal }), 201),
    )
    .openapi(implement(customTabsApi.get, { signedIn, notFound }), async (c) => c.json(await getCustomTab({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200))
    .openapi(implement(customTabsApi.update, { signedIn, notFound, middleware: [saveLimit] }), async (c) =>
      c.json(await updateCustomTab({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(customTabsApi.remove, { signedIn, notFound }), async (c) => {
      await deleteCustomTab({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
