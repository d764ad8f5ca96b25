import { filesApi, UPLOADABLE_PURPOSES } from "#domain/contracts/files";
import { IMAGE_MAX_BYTES } from "#domain/files";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";

import { contentDisposition } from "#server/export/http";
import { validationError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { FileStorage } from "#server/storage/file-storage";
import { fileNotFound, findStoredFile, imageTooLarge, readStoredBytes, storeImage, type FilePurpose } from "./files.service";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";

/** Uploads per person: a page saving references sends one at a time; a script gets no further. */
export const UPLOAD_RATE_LIMIT = { max: 30, windowSeconds: 10 * 60 };

type Deps = { auth: Auth; db: Db; storage: FileStorage; rateLimit?: { max: number; windowSeconds: number } };

const UPLOADABLE = UPLOADABLE_PURPOSES satisfies readonly FilePurpose[];

/** If-None-Match (weak comparison, RFC 9110, section 13.1.2) holds `etag`, or is `*`. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

const isPurpose = (value: string): value is (typeof UPLOADABLE)[number] => (UPLOADABLE as readonly string[]).includes(value);

/** Mounted at /api/files (R-FILE-1). Implements domain/contracts/files.ts (decision 088). */
export function filesRoutes({ auth, db, storage, rateLimit = UPLOAD_RATE_LIMIT }: Deps) {
  const signedIn = requireUser({ auth, db });
  const uploadRoute = implement(filesApi.upload, {
    signedIn,
    middleware: [rateLimitByUser({ db, scope: "upload", ...rateLimit, what: "Muitos envios de imagens em pouco tempo." }), uploadBody({ maxBytes: IMAGE_MAX_BYTES, tooLarge: imageTooLarge })],
  });

  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(uploadRoute, async (c) => {
      const { file, purpose = "referencia" } = c.get("upload");
      if (!isPurpose(purpose)) throw validationError({ purpose: "Finalidade inválida." });
      const stored = await storeImage({ db, storage, scope: c.get("scope"), bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, purpose });
      return c.json(stored, 201);
    })
    .openapi(
      implement(filesApi.get, { signedIn, notFound: fileNotFound }),
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
