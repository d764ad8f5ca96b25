/** The images API (R-IMG-2, R-IMG-3): one contract for the server, the web client and the tests (decision 088). */
import { generatedImageListSchema, generatedImageSchema, imageInputSchema, imageQuotaSchema } from "#domain/images.schema";
import { idPath, resource, route } from "./contract";

export const imagesApi = resource("/api/images", "Imagens", {
  list: route({
    method: "get",
    path: "/",
    summary: "As imagens geradas pelo estúdio, da mais recente à mais antiga",
    description: "As últimas 100, cada uma com a descrição usada, o projeto (se houver) e o endereço do PNG em `GET /api/files/{id}`.",
    responses: { 200: { schema: generatedImageListSchema, description: "A galeria do estúdio." } },
  }),
  quota: route({
    method: "get",
    path: "/quota",
    summary: "Imagens geradas neste mês e o limite do plano",
    responses: { 200: { schema: imageQuotaSchema, description: "`limit` null: ilimitado; 0: o plano não inclui imagens." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Gera uma imagem a partir de uma descrição",
    description:
      "Chama o provedor compatível com a OpenAI (`POST {IMAGE_BASE_URL}/images/generations`) com até `IMAGE_TIMEOUT_MS` (30 s por padrão). Uma geração da cota mensal do plano é reservada antes da chamada e devolvida se ela falhar. A imagem fica guardada como PNG do estúdio.",
    body: { schema: imageInputSchema },
    responses: { 201: { schema: generatedImageSchema, description: "A imagem gerada e guardada." } },
    errors: {
      402: "O plano não inclui geração de imagens ou a cota do mês acabou (a mensagem diz o plano e aponta para /dashboard/planos).",
      429: "Muitas gerações em pouco tempo (veja `Retry-After`).",
      502: "O provedor de imagens recusou, falhou, demorou demais ou não devolveu uma imagem (`image_provider_error`); a cota não é consumida.",
      503: "Nenhum provedor de imagens configurado neste servidor (`image_provider_missing`), ou o servidor está reiniciando.",
    },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui uma imagem gerada e o seu arquivo",
    params: idPath,
    responses: { 204: { description: "Excluída." } },
  }),
});
