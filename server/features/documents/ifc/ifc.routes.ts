import type { MiddlewareHandler } from "hono";
import { ifcApi } from "#domain/contracts/ifc";
import { IFC_MAX_BYTES, IFC_TOO_LARGE } from "#domain/ifc";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { AppError, validationError } from "#server/lib/errors";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";
import { readModel } from "./ifc";
import { applyIfc, assertIfcAllowed, previewIfc, projectNotFound } from "./ifc.service";

const tooLarge = () => new AppError("validation_error", 413, IFC_TOO_LARGE, { file: IFC_TOO_LARGE });

/** A file name the page shows and the programme's `source` keeps: its last path part, bounded. */
const fileNameOf = (name: string) => (name.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "modelo.ifc";

/**
 * Mounted at /api/projects (R-BIM-1..4): implements domain/contracts/ifc.ts (decision 088). The
 * project and the plan are checked before the upload is read, so another studio's project is a
 * 404 and a plan without BIM a 403 without reading 50 MB.
 */
export function ifcRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const allowed: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    await assertIfcAllowed({ db, scope: c.get("scope"), projectId: c.req.param("id") ?? "" });
    await next();
  };
  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(
      implement(ifcApi.preview, {
        signedIn,
        notFound: projectNotFound,
        middleware: [
          allowed,
          rateLimitByUser({ db, scope: "ifc", max: 20, windowSeconds: 10 * 60, what: "Muitos modelos IFC enviados em pouco tempo." }),
          uploadBody({ maxBytes: IFC_MAX_BYTES, tooLarge, wording: { the: "o modelo IFC", one: "um modelo IFC (.ifc)" } }),
        ],
      }),
      async (c) => {
        const { file } = c.get("upload");
        if (!/\.ifc$/i.test(file.name) && !/\.ifczip$/i.test(file.name) && file.name !== "blob") {
          throw validationError({ file: "Envie um arquivo .ifc (IFC 2x3 ou IFC4)." });
        }
        const model = await readModel(new Uint8Array(await file.arrayBuffer()));
        return c.json(await previewIfc({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, fileName: fileNameOf(file.name), model }), 200);
      },
    )
    .openapi(implement(ifcApi.apply, { signedIn, notFound: projectNotFound, middleware: [allowed] }), async (c) =>
      c.json(await applyIfc({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    );
}
