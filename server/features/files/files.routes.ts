import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, IMAGE_WRONG_TYPE, storedFileSchema } from "#domain/files";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";

import { contentDisposition } from "#server/export/http";
import { validationError } from "#server/lib/errors";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { FileStorage } from "#server/storage/file-storage";
import { fileNotFound, findStoredFile, imageTooLarge, readStoredBytes, storeImage, type FilePurpose } from "./files.service";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";

export const FILES_TAG = "Arquivos";

/** Uploads per person: a page saving references sends one at a time; a script gets no further. */
export const UPLOAD_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 };

type Deps = { auth: Auth; db: Db; storage: FileStorage; rateLimit?: { max: number; windowSeconds: number } };

/** What this route stores; the logo has its own route (resized there), the PDFs are ours. */
const UPLOADABLE = ["referencia", "apresentacao-imagem"] as const satisfies readonly FilePurpose[];

/** The request body as the API reference shows it (the route reads the form itself: server/lib/upload-body.ts). */
const UPLOAD_FORM = {
  type: "object" as const,
  required: ["file"],
  properties: {
    file: { type: "string" as const, format: "binary", description: "A imagem: PNG, JPEG ou WebP (conferido pelos primeiros bytes), até 5 MB e 40 megapixels." },
    purpose: { type: "string" as const, enum: [...UPLOADABLE], default: "referencia", description: "Para que é a imagem." },
  },
};

/** If-None-Match (weak comparison, RFC 9110, section 13.1.2) holds `etag`, or is `*`. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const isPurpose = (value: string): value is (typeof UPLOADABLE)[number] => (UPLOADABLE as readonly string[]).includes(value);

/** Mounted at /api/files (R-FILE-1). */
export function filesRoutes({ auth, db, storage, rateLimit = UPLOAD_RATE_LIMIT }: Deps) {
  const signedIn = requireUser({ auth, db });
  const upload = apiRoute({
    method: "post",
    path: "/",
    tag: FILES_TAG,
    summary: "Envia uma imagem",
    description:
      "`multipart/form-data` com a imagem no campo `file` (e `purpose`: `referencia` ou `apresentacao-imagem`). O tipo é lido dos primeiros bytes, nunca do nome: PNG, JPEG ou WebP, até 5 MB e 40 megapixels (largura × altura). " +
      "É guardada no mesmo formato, já na orientação indicada pelo EXIF e sem nenhum metadado (EXIF, localização GPS, XMP, textos): o tamanho e os bytes guardados são os dessa cópia. Fica visível só para o estúdio, em `GET /api/files/{id}`.",
    signedIn,
    middleware: [rateLimitByUser({ db, scope: "upload", ...rateLimit, what: "Muitos envios de imagens em pouco tempo." }), uploadBody({ maxBytes: IMAGE_MAX_BYTES, tooLarge: imageTooLarge })],
    responses: { 201: { schema: storedFileSchema, description: "A imagem guardada." } },
    errors: {
      413: IMAGE_TOO_LARGE,
      415: "O corpo não é multipart/form-data.",
      422: `${IMAGE_WRONG_TYPE} / ${IMAGE_TOO_MANY_PIXELS} / ${IMAGE_UNREADABLE} (ou nenhuma imagem no campo \`file\`, ou \`purpose\` inválido).`,
      429: "Muitos envios em pouco tempo (veja `Retry-After`).",
    },
  });
  const uploadRoute = { ...upload, request: { ...upload.request, body: { required: true, content: { "multipart/form-data": { schema: UPLOAD_FORM } } } } };

  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(uploadRoute, async (c) => {
      const { file, purpose = "referencia" } = c.get("upload");
      if (!isPurpose(purpose)) throw validationError({ purpose: "Finalidade inválida." });
      const stored = await storeImage({ db, storage, scope: c.get("scope"), bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, purpose });
      return c.json(stored, 201);
    })
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: FILES_TAG,
        summary: "Uma imagem enviada",
        description:
          "Os bytes, com o tipo guardado no envio, `X-Content-Type-Options: nosniff` e `Content-Disposition: inline`; só para o estúdio dono. `Cache-Control: private, no-cache` com `ETag`: o navegador pergunta de novo a cada uso (`If-None-Match`) e recebe 304 enquanto a sessão e o estúdio valerem, nunca depois.",
        signedIn,
        params: idParams(fileNotFound),
        responses: {
          200: { description: "A imagem (image/png, image/jpeg ou image/webp)." },
          304: { description: "A cópia do navegador (`If-None-Match` com o `ETag` dela) ainda vale." },
        },
      }),
      async (c) => {
        const { mime, name, key, etag } = await findStoredFile({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        // Only this browser may keep it, and only after asking again on each use: a member removed
        // from the studio (or signed out) gets a 401/404 instead of the copy (R-FILE-1).
        const cache = { ETag: etag, "Cache-Control": "private, no-cache" };
        if (noneMatch(c.req.header("if-none-match"), etag)) return c.body(null, 304, cache);
        const bytes = await readStoredBytes({ storage, key });
        return c.body(bytes, 200, {
          "Content-Type": mime,
          "Content-Length": String(bytes.byteLength),
          "X-Content-Type-Options": "nosniff",
          // Shown in the page, never run: the type was read from the bytes and is an image.
          "Content-Disposition": contentDisposition(name).replace(/^attachment;/, "inline;"),
          ...cache,
        });
      },
    );
}
