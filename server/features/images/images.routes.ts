import { imagesApi } from "#domain/contracts/images";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { ImageConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { FileStorage } from "#server/storage/file-storage";
import { createImage, deleteImage, imageNotFound, imageQuota, listImages } from "./images.service";

type Deps = { auth: Auth; db: Db; storage: FileStorage; config: ImageConfig; logger?: Logger; rateLimit: { max: number; windowSeconds: number } };

/** Mounted at /api/images (R-IMG-2, R-IMG-3): implements domain/contracts/images.ts (decision 088). */
export function imagesRoutes({ auth, db, storage, config, logger, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(implement(imagesApi.list, { signedIn }), async (c) => c.json(await listImages({ db, scope: c.get("scope") }), 200))
    .openapi(implement(imagesApi.quota, { signedIn }), async (c) => c.json(await imageQuota({ db, scope: c.get("scope") }), 200))
    .openapi(
      implement(imagesApi.create, {
        signedIn,
        middleware: [rateLimitByUser({ db, scope: "images", ...rateLimit, what: "Muitas gerações de imagem em pouco tempo." })],
      }),
      async (c) => c.json(await createImage({ db, storage, config, logger, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(implement(imagesApi.remove, { signedIn, notFound: imageNotFound }), async (c) => {
      await deleteImage({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
