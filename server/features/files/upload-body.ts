import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_MAX_BYTES } from "#domain/files";
import { AppError } from "#server/lib/errors";
import { imageTooLarge } from "./files.service";

/** The one API request whose body is not JSON: an image sent as multipart/form-data. */
export const UPLOAD_PATH = "/api/files";

const isMultipart = (contentType: string | undefined) => contentType?.trim().toLowerCase().startsWith("multipart/form-data") === true;

const isUpload = (c: Context) => c.req.method === "POST" && c.req.path === UPLOAD_PATH && isMultipart(c.req.header("content-type"));

/**
 * For server/app.ts: the API's JSON guard and 1 MB cap stand aside for an upload, which the
 * upload route checks itself (multipart, 5 MB). Any other type sent to the upload route still
 * meets the guard.
 */
export function exceptUploads(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isUpload(c) ? next() : middleware(c, next));
}

/** Room for the multipart framing (boundaries, part headers, the `purpose` field) around the file. */
const FRAMING_BYTES = 64 * 1024;

export type UploadVariables = { upload: { file: File; purpose: string | undefined } };

const notMultipart = () => new AppError("unsupported_media_type", 415, "Envie a imagem como multipart/form-data, no campo file.");
const noFile = () => new AppError("validation_error", 422, "Escolha uma imagem.", { file: "Escolha uma imagem." });

/**
 * Reads the upload's form: 415 unless multipart, 413 past 5 MB (by Content-Length, or while
 * reading a body sent without it), 422 without a file in the `file` field. The form is read
 * whole into memory: it is at most 5 MB.
 */
export function uploadBody(): MiddlewareHandler<{ Variables: UploadVariables }> {
  const limit = bodyLimit({ maxSize: IMAGE_MAX_BYTES + FRAMING_BYTES, onError: () => { throw imageTooLarge(); } });
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
      c.set("upload", { file, purpose: typeof purpose === "string" ? purpose : undefined });
      await next();
    });
  };
}
