import { IMAGE_TOO_MANY_PIXELS } from "#domain/files";
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_UNREADABLE, LOGO_WRONG_TYPE } from "#domain/profile";
import { preferencesSchema, profileInputSchema, profileSchema } from "#domain/profile.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";
import type { FileStorage } from "#server/storage/file-storage";
import { getProfile, logoTooLarge, ONLY_MANAGERS_EDIT, removeLogo, replaceLogo, updatePreferences, updateProfile } from "./profile.service";

const TAG = "Perfil";

const LOGO_FORM = {
  type: "object" as const,
  required: ["file"],
  properties: { file: { type: "string" as const, format: "binary", description: "PNG, JPEG ou WebP (conferido pelos bytes), até 2 MB." } },
};

/** Mounted at /api/profile (R-PROFILE-1, -3, -4). */
export function profileRoutes({ auth, db, storage }: { auth: Auth; db: Db; storage: FileStorage }) {
  const signedIn = requireUser({ auth, db });
  const upload = apiRoute({
    method: "post",
    path: "/logo",
    tag: TAG,
    summary: "Envia o logotipo do estúdio",
    description: "`multipart/form-data`, campo `file`. Conferido pelos primeiros bytes (SVG recusado) e pelas dimensões (até 40 megapixels), guardado em PNG em dois tamanhos, sem metadados; aparece em todos os PDFs do estúdio.",
    signedIn,
    middleware: [rateLimitByUser({ db, scope: "upload", max: 30, windowSeconds: 10 * 60, what: "Muitos envios de imagens em pouco tempo." }), uploadBody({ maxBytes: LOGO_MAX_BYTES, tooLarge: logoTooLarge })],
    responses: { 200: { schema: profileSchema, description: "O perfil, com o novo logotipo." } },
    errors: { 403: ONLY_MANAGERS_EDIT, 413: LOGO_TOO_LARGE, 415: "O corpo não é multipart/form-data.", 422: `${LOGO_WRONG_TYPE} / ${IMAGE_TOO_MANY_PIXELS} / ${LOGO_UNREADABLE}` },
  });
  const uploadRoute = { ...upload, request: { ...upload.request, body: { required: true, content: { "multipart/form-data": { schema: LOGO_FORM } } } } };

  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "O perfil: a pessoa, o estúdio ativo e as preferências",
        signedIn,
        responses: { 200: { schema: profileSchema, description: "O perfil." } },
      }),
      async (c) => c.json(await getProfile({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/",
        tag: TAG,
        summary: "Salva o nome e os dados do estúdio",
        description: "`studio` só para o proprietário ou um administrador; sem ele, só o nome muda.",
        signedIn,
        body: { schema: profileInputSchema },
        responses: { 200: { schema: profileSchema, description: "O perfil salvo." } },
        errors: { 403: ONLY_MANAGERS_EDIT },
      }),
      async (c) => c.json(await updateProfile({ db, scope: c.get("scope"), input: c.req.valid("json") }), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/preferences",
        tag: TAG,
        summary: "Salva as preferências",
        signedIn,
        body: { schema: preferencesSchema },
        responses: { 200: { schema: profileSchema, description: "O perfil, com as preferências salvas." } },
      }),
      async (c) => c.json(await updatePreferences({ db, scope: c.get("scope"), preferences: c.req.valid("json") }), 200),
    )
    .openapi(uploadRoute, async (c) => {
      const { file } = c.get("upload");
      return c.json(await replaceLogo({ db, storage, scope: c.get("scope"), bytes: new Uint8Array(await file.arrayBuffer()), name: file.name }), 200);
    })
    .openapi(
      apiRoute({
        method: "delete",
        path: "/logo",
        tag: TAG,
        summary: "Remove o logotipo do estúdio",
        signedIn,
        responses: { 200: { schema: profileSchema, description: "O perfil, sem logotipo." } },
        errors: { 403: ONLY_MANAGERS_EDIT },
      }),
      async (c) => c.json(await removeLogo({ db, storage, scope: c.get("scope") }), 200),
    );
}
