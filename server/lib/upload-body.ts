import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "#server/lib/errors";

/** The API requests whose body is not JSON: an image (or a survey's points) sent as multipart/form-data. */
export const UPLOAD_PATHS = ["/api/files", "/api/profile/logo", "/api/tools/topografia/levantamento"] as const;

const isMultipart = (contentType: string | undefined) => contentType?.trim().toLowerCase().startsWith("multipart/form-data") === true;

const isUpload = (c: Context) => c.req.method === "POST" && (UPLOAD_PATHS as readonly string[]).includes(c.req.path) && isMultipart(c.req.header("content-type"));

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

const notMultipart = () => new AppError("unsupported_media_type", 415, "Envie a imagem como multipart/form-data, no campo file.");
const noFile = () => new AppError("validation_error", 422, "Escolha uma imagem.", { file: "Escolha uma imagem." });

/**
 * Reads the upload's form: 415 unless multipart, `tooLarge` past `maxBytes` (by Content-Length,
 * or while reading a body sent without it), 422 without a file in the `file` field. The form is
 * read whole into memory: it is at most a few MB.
 */
export function uploadBody({ maxBytes, tooLarge }: { maxBytes: number; tooLarge: () => AppError }): MiddlewareHandler<{ Variables: UploadVariables }> {
  const limit = bodyLimit({ maxSize: maxBytes + FRAMING_BYTES, onError: () => { throw tooLarge(); } });
  return async (c, next) => {
    if (!isMultipart(c.req.header("content-type"))) throw notMultipart();
    await limit(c, async () => {
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        throw new AppError("validation_error", 422, "Não foi possível ler o envio: mande a imagem como multipart/form-data, no campo file.", { file: "Escolha uma imagem." });
      }
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) throw noFile();
      const purpose = form.get("purpose");
      const fields: Record<string, string> = {};
      for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
      c.set("upload", { file, purpose: typeof purpose === "string" ? purpose : undefined, fields });
      await next();
    });
  };
}
