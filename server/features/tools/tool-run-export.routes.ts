import { toolRunsApi } from "#domain/contracts/tool-runs";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { exportResponse } from "#server/export/http";
import { apiRouter, implement } from "#server/lib/openapi";
import type { FileStorage } from "#server/storage/file-storage";
import { toolRunForExport } from "./tool-run-export";
import { toolRunNotFound } from "./tool-runs.service";

/** Mounted at /api/tools/runs: implements domain/contracts/tool-runs.ts (decision 088). */
export function toolRunExportRoutes({ auth, db, storage }: { auth: Auth; db: Db; storage: FileStorage }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>().openapi(implement(toolRunsApi.pdf, { signedIn, notFound: toolRunNotFound }), async (c) => {
    const { doc, fileName } = await toolRunForExport({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id });
    return exportResponse(c, { doc, format: "pdf", fileName });
  });
}
