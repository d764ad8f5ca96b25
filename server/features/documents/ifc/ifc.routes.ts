import { ifcApi } from "#domain/contracts/ifc";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { UploadVariables } from "#server/lib/upload-body";
import { IFC_UPLOAD_LIMIT, ifcAllowed, ifcUploadBody, uploadedModel } from "./ifc-upload";
import { applyIfc, previewIfc, projectNotFound } from "./ifc.service";

/**
 * Mounted at /api/projects (R-BIM-1..4): implements domain/contracts/ifc.ts (decision 088). The
 * project and the plan are checked before the upload is read, so another studio's project is a
 * 404 and a plan without BIM a 403 without reading 50 MB.
 */
export function ifcRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const allowed = ifcAllowed<AuthVariables>(db, (c) => c.get("scope"));
  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(
      implement(ifcApi.preview, {
        signedIn,
        notFound: projectNotFound,
        middleware: [allowed, rateLimitByUser({ db, scope: "ifc", ...IFC_UPLOAD_LIMIT }), ifcUploadBody()],
      }),
      async (c) => {
        const { fileName, model } = await uploadedModel(c.get("upload").file);
        return c.json(await previewIfc({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, fileName, model }), 200);
      },
    )
    .openapi(implement(ifcApi.apply, { signedIn, notFound: projectNotFound, middleware: [allowed] }), async (c) =>
      c.json(await applyIfc({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    );
}
