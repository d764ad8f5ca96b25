/** The studio's uploaded images (R-FILE-1): one contract for the server, the web client and the tests (decision 088). */
import { IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, IMAGE_WRONG_TYPE, storedFileSchema } from "#domain/files";
import { idPath, resource, route, upload } from "./contract";

/** What the upload route stores; the logo has its own route (resized there), the PDFs are ours. */
export const UPLOADABLE_PURPOSES = ["referencia", "apresentacao-imagem"] as const;

export const filesApi = resource("/api/files", "Arquivos", {
  upload: route({
    method: "post",
    path: "/",
    summary: "Envia uma imagem",
    description:
      "`multipart/form-data` com a imagem no campo `file` (e `purpose`: `referencia` ou `apresentacao-imagem`). O tipo é lido dos primeiros bytes, nunca do nome: PNG, JPEG ou WebP, até 5 MB e 40 megapixels (largura × altura). " +
      "É guardada no mesmo formato, já na orientação indicada pelo EXIF e sem nenhum metadado (EXIF, localização GPS, XMP, textos): o tamanho e os bytes guardados são os dessa cópia. Fica visível só para o estúdio, em `GET /api/files/{id}`.",
    body: {
      schema: upload("file", "A imagem: PNG, JPEG ou WebP (conferido pelos primeiros bytes), até 5 MB e 40 megapixels.", {
        purpose: { type: "string", enum: UPLOADABLE_PURPOSES, default: "referencia", description: "Para que é a imagem." },
      }),
    },
    responses: { 201: { schema: storedFileSchema, description: "A imagem guardada." } },
    errors: {
      413: IMAGE_TOO_LARGE,
      415: "O corpo não é multipart/form-data.",
      422: `${IMAGE_WRONG_TYPE} / ${IMAGE_TOO_MANY_PIXELS} / ${IMAGE_UNREADABLE} (ou nenhuma imagem no campo \`file\`, ou \`purpose\` inválido).`,
      429: "Muitos envios em pouco tempo (veja `Retry-After`).",
    },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Uma imagem enviada",
    description:
      "Os bytes, com o tipo guardado no envio, `X-Content-Type-Options: nosniff` e `Content-Disposition: inline`; só para o estúdio dono. `Cache-Control: private, no-cache` com `ETag`: o navegador pergunta de novo a cada uso (`If-None-Match`) e recebe 304 enquanto a sessão e o estúdio valerem, nunca depois.",
    params: idPath,
    responses: {
      200: { description: "A imagem (image/png, image/jpeg ou image/webp)." },
      304: { description: "A cópia do navegador (`If-None-Match` com o `ETag` dela) ainda vale." },
    },
  }),
});
