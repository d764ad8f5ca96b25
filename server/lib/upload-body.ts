import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError, validationError } from "#server/lib/errors";
import { assertNoNul, DEFAULT_JSON_MAX_BYTES } from "#server/lib/validate";

/** The API requests whose body is not JSON: an image (or a survey's points) sent as multipart/form-data. */
export const UPLOAD_PATHS = ["/api/files", "/api/profile/logo", "/api/tools/topografia/levantamento"] as const;

/** The upload routes with an id in the path, as the router declares them: an IFC model sent to a project (R-BIM-1). */
export const UPLOAD_ROUTES = ["/api/projects/:id/ifc", "/api/v1/projects/:id/ifc"] as const;
const UPLOAD_PATTERNS = UPLOAD_ROUTES.map((route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}$`));

/** Whether a request path (`/api/files`) or a route (`/api/projects/:id/ifc`) is an upload's. */
export const isUploadPath = (path: string) => (UPLOAD_PATHS as readonly string[]).includes(path) || (UPLOAD_ROUTES as readonly string[]).includes(path) || UPLOAD_PATTERNS.some((p) => p.test(path));

const isMultipart = (contentType: string | undefined) => contentType?.trim().toLowerCase().startsWith("multipart/form-data") === true;

const isUpload = (c: Context) => c.req.method === "POST" && isUploadPath(c.req.path) && isMultipart(c.req.header("content-type"));

/**
 * For server/app.ts: the API's JSON guard and 1 MB cap stand aside for an upload, which the
 * upload routes check themselves (multipart, their own size). Any other type sent to the upload route still
 * meets the guard.
 */
export function exceptUploads(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isUpload(c) ? next() : middleware(c, next));
}

/** Room for the multipart framing (boundaries, part headers, the `purpose` field) around the file. */
const FRAMING_BYTES = 64 * 1024;

/** The file, and the form's other text fields (`purpose`, a run's `inputs`…). */
export type UploadVariables = { upload: { file: File; purpose: string | undefined; fields: Record<string, string> } };

/** How the messages name the file: "a imagem" / "uma imagem" unless the route says otherwise (an IFC model). */
export interface UploadWording {
  the: string;
  one: string;
}
const IMAGE: UploadWording = { the: "a imagem", one: "uma imagem" };
const notMultipart = (w: UploadWording) => new AppError("unsupported_media_type", 415, `Envie ${w.the} como multipart/form-data, no campo file.`);
const noFile = (w: UploadWording) => new AppError("validation_error", 422, `Escolha ${w.one}.`, { file: `Escolha ${w.one}.` });

/** A text field of a form is no larger than a JSON body (a form's fields) may be. */
const FIELD_MAX_BYTES = DEFAULT_JSON_MAX_BYTES;

/**
 * The form's text fields, checked as a JSON body's strings are: each within FIELD_MAX_BYTES and
 * without a NUL character (422 on the field); the file's name too, which the routes keep for
 * display. A field holding JSON is parsed by the route with parseJsonField (server/lib/validate.ts).
 */
function textFields(form: FormData, file: File): Record<string, string> {
  // No prototype: a field named "__proto__" is a field like any other. A repeated field keeps its first value.
  const fields = Object.create(null) as Record<string, string>;
  for (const [key, value] of form) {
    if (typeof value !== "string" || key in fields) continue;
    if (Buffer.byteLength(value) > FIELD_MAX_BYTES) throw validationError({ [key]: `O campo pode ter no máximo ${FIELD_MAX_BYTES / 1024} KB.` });
    fields[key] = value;
  }
  assertNoNul(fields);
  if (file.name.includes("\u0000")) throw validationError({ file: "O nome do arquivo contém um caractere inválido." });
  return fields;
}

/**
 * Reads the upload's form: 415 unless multipart, `tooLarge` past `maxBytes` (by Content-Length,
 * or while reading a body sent without it), 422 without a file in the `file` field. The form is
 * read whole into memory: it is at most a few MB.
 */
export function uploadBody({ maxBytes, tooLarge, wording = IMAGE }: { maxBytes: number; tooLarge: () => AppError; wording?: UploadWording }): MiddlewareHandler<{ Variables: UploadVariables }> {
  const limit = bodyLimit({ maxSize: maxBytes + FRAMING_BYTES, onError: () => { throw tooLarge(); } });
  return async (c, next) => {
    if (!isMultipart(c.req.header("content-type"))) throw notMultipart(wording);
    await limit(c, async () => {
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        throw new AppError("validation_error", 422, `Não foi possível ler o envio: mande ${wording.the} como multipart/form-data, no campo file.`, { file: `Escolha ${wording.one}.` });
      }
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) throw noFile(wording);
      const fields = textFields(form, file);
      c.set("upload", { file, purpose: fields.purpose, fields });
      await next();
    });
  };
}
