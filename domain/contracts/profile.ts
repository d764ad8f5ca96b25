/** The profile API (R-PROFILE-1, -3, -4): one contract for the server, the web client and the tests (decision 088). */
import { IMAGE_TOO_MANY_PIXELS } from "#domain/files";
import { LOGO_TOO_LARGE, LOGO_UNREADABLE, LOGO_WRONG_TYPE, ONLY_MANAGERS_EDIT } from "#domain/profile";
import { preferencesSchema, profileInputSchema, profileSchema } from "#domain/profile.schema";
import { resource, route, upload } from "./contract";

export const profileApi = resource("/api/profile", "Perfil", {
  get: route({
    method: "get",
    path: "/",
    summary: "O perfil: a pessoa, o estúdio ativo e as preferências",
    responses: { 200: { schema: profileSchema, description: "O perfil." } },
  }),
  update: route({
    method: "put",
    path: "/",
    summary: "Salva o nome e os dados do estúdio",
    description: "`studio` só para o proprietário ou um administrador; sem ele, só o nome muda.",
    body: { schema: profileInputSchema },
    responses: { 200: { schema: profileSchema, description: "O perfil salvo." } },
    errors: { 403: ONLY_MANAGERS_EDIT },
  }),
  updatePreferences: route({
    method: "put",
    path: "/preferences",
    summary: "Salva as preferências",
    body: { schema: preferencesSchema },
    responses: { 200: { schema: profileSchema, description: "O perfil, com as preferências salvas." } },
  }),
  uploadLogo: route({
    method: "post",
    path: "/logo",
    summary: "Envia o logotipo do estúdio",
    description:
      "`multipart/form-data`, campo `file`. Conferido pelos primeiros bytes (SVG recusado) e pelas dimensões (até 40 megapixels), guardado em PNG em dois tamanhos, sem metadados; aparece em todos os PDFs do estúdio.",
    body: { schema: upload("file", "PNG, JPEG ou WebP (conferido pelos bytes), até 2 MB.") },
    responses: { 200: { schema: profileSchema, description: "O perfil, com o novo logotipo." } },
    errors: { 403: ONLY_MANAGERS_EDIT, 413: LOGO_TOO_LARGE, 415: "O corpo não é multipart/form-data.", 422: `${LOGO_WRONG_TYPE} / ${IMAGE_TOO_MANY_PIXELS} / ${LOGO_UNREADABLE}` },
  }),
  removeLogo: route({
    method: "delete",
    path: "/logo",
    summary: "Remove o logotipo do estúdio",
    responses: { 200: { schema: profileSchema, description: "O perfil, sem logotipo." } },
    errors: { 403: ONLY_MANAGERS_EDIT },
  }),
});
