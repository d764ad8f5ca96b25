import { generatedImageListSchema, generatedImageSchema, imageInputSchema, imageQuotaSchema } from "#domain/images.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { ImageConfig } from "#server/config";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import type { FileStorage } from "#server/storage/file-storage";
import { createImage, deleteImage, imageNotFound, imageQuota, listImages } from "./images.service";

export const IMAGES_TAG = "Imagens";

type Deps = { auth: Auth; db: Db; storage: FileStorage; config: ImageConfig; logger?: Logger; rateLimit: { max: number; windowSeconds: number } };

/** Mounted at /api/images (R-IMG-2, R-IMG-3). */
export function imagesRoutes({ auth, db, storage, config, logger, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: IMAGES_TAG,
        summary: "As imagens geradas pelo estúdio, da mais recente à mais antiga",
        description: "As últimas 100, cada uma com a descrição usada, o projeto (se houver) e o endereço do PNG em `GET /api/files/{id}`.",
        signedIn,
        responses: { 200: { schema: generatedImageListSchema, description: "A galeria do estúdio." } },
      }),
      async (c) => c.json(await listImages({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/quota",
        tag: IMAGES_TAG,
        summary: "Imagens geradas neste mês e o limite do plano",
        signedIn,
        responses: { 200: { schema: imageQuotaSchema, description: "`limit` null: ilimitado; 0: o plano não inclui imagens." } },
      }),
      async (c) => c.json(await imageQuota({ db, scope: c.get("scope") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: IMAGES_TAG,
        summary: "Gera uma imagem a partir de uma descrição",
        description:
          "Chama o provedor compatível com a OpenAI (`POST {IMAGE_BASE_URL}/images/generations`) com até `IMAGE_TIMEOUT_MS` (30 s por padrão). Uma geração da cota mensal do plano é reservada antes da chamada e devolvida se ela falhar. A imagem fica guardada como PNG do estúdio.",
        signedIn,
        middleware: [rateLimitByUser({ db, scope: "images", ...rateLimit, what: "Muitas gerações de imagem em pouco tempo." })],
        body: { schema: imageInputSchema },
        responses: { 201: { schema: generatedImageSchema, description: "A imagem gerada e guardada." } },
        errors: {
          402: "O plano não inclui geração de imagens ou a cota do mês acabou (a mensagem diz o plano e aponta para /dashboard/planos).",
          429: "Muitas gerações em pouco tempo (veja `Retry-After`).",
          502: "O provedor de imagens recusou, falhou, demorou demais ou não devolveu uma imagem (`image_provider_error`); a cota não é consumida.",
          503: "Nenhum provedor de imagens configurado neste servidor (`image_provider_missing`), ou o servidor está reiniciando.",
        },
      }),
      async (c) => c.json(await createImage({ db, storage, config, logger, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: IMAGES_TAG,
        summary: "Exclui uma imagem gerada e o seu arquivo",
        signedIn,
        params: idParams(imageNotFound),
        responses: { 204: { description: "Excluída." } },
      }),
      async (c) => {
        await deleteImage({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}
