import { profileApi } from "#domain/contracts/profile";
import { LOGO_MAX_BYTES } from "#domain/profile";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";
import type { FileStorage } from "#server/storage/file-storage";
import { getProfile, logoTooLarge, removeLogo, replaceLogo, updatePreferences, updateProfile } from "./profile.service";

/** Mounted at /api/profile (R-PROFILE-1, -3, -4): implements domain/contracts/profile.ts (decision 088). */
export function profileRoutes({ auth, db, storage }: { auth: Auth; db: Db; storage: FileStorage }) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(implement(profileApi.get, { signedIn }), async (c) => c.json(await getProfile({ db, scope: c.get("scope") }), 200))
    .openapi(implement(profileApi.update, { signedIn }), async (c) =>
      c.json(await updateProfile({ db, scope: c.get("scope"), input: c.req.valid("json") }), 200),
    )
    .openapi(implement(profileApi.updatePreferences, { signedIn }), async (c) =>
      c.json(await updatePreferences({ db, scope: c.get("scope"), preferences: c.req.valid("json") }), 200),
    )
    .openapi(
      implement(profileApi.uploadLogo, {
        signedIn,
        middleware: [
          rateLimitByUser({ db, scope: "upload", max: 30, windowSeconds: 10 * 60, what: "Muitos envios de imagens em pouco tempo." }),
          uploadBody({ maxBytes: LOGO_MAX_BYTES, tooLarge: logoTooLarge }),
        ],
      }),
      async (c) => {
        const { file } = c.get("upload");
        return c.json(await replaceLogo({ db, storage, scope: c.get("scope"), bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }), 200);
      },
    )
    .openapi(implement(profileApi.removeLogo, { signedIn }), async (c) => c.json(await removeLogo({ db, storage, scope: c.get("scope") }), 200));
}
