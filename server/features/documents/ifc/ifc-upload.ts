import type { MiddlewareHandler } from "hono";
import { IFC_MAX_BYTES, IFC_TOO_LARGE, type IfcModel } from "#domain/ifc";
import type { StudioAccess } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { AppError, validationError } from "#server/lib/errors";
import { uploadBody } from "#server/lib/upload-body";
import { readModel } from "./ifc";
import { assertIfcAllowed } from "./ifc.service";

/**
 * What both routers of the BIM import need before the model is read (R-BIM-1..4, decision 098):
 * the app's (/api/projects/{id}/ifc, a member's session) and the public API's (/api/v1, a token).
 */

const tooLarge = () => new AppError("validation_error", 413, IFC_TOO_LARGE, { file: IFC_TOO_LARGE });

/** A file name the page shows and the programme's `source` keeps: its last path part, bounded. */
const fileNameOf = (name: string) => (name.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "modelo.ifc";

/** Reads the model's multipart body, bounded to IFC_MAX_BYTES (the app's route and the public API's). */
export const ifcUploadBody = () => uploadBody({ maxBytes: IFC_MAX_BYTES, tooLarge, wording: { the: "o modelo IFC", one: "um modelo IFC (.ifc)" } });

/** Models a person (or a token) may send in ten minutes: each one occupies a reader of the pool. */
export const IFC_UPLOAD_LIMIT = { max: 20, windowSeconds: 10 * 60, what: "Muitos modelos IFC enviados em pouco tempo." } as const;

/** The uploaded file read by the IFC pool, off the request thread (decision 098). */
export async function uploadedModel(file: File): Promise<{ fileName: string; model: IfcModel }> {
  if (!/\.ifc$/i.test(file.name) && !/\.ifczip$/i.test(file.name) && file.name !== "blob") {
    throw validationError({ file: "Envie um arquivo .ifc (IFC 2x3 ou IFC4)." });
  }
  return { fileName: fileNameOf(file.name), model: await readModel(new Uint8Array(await file.arrayBuffer())) };
}

/** The project is the studio's (404) and its plan includes BIM (403), checked before the upload is read. */
export function ifcAllowed<V extends object>(db: Db, scopeOf: (c: Parameters<MiddlewareHandler<{ Variables: V }>>[0]) => StudioAccess): MiddlewareHandler<{ Variables: V }> {
  return async (c, next) => {
    await assertIfcAllowed({ db, scope: scopeOf(c), projectId: c.req.param("id") ?? "" });
    await next();
  };
}
