/** The custom tabs API (R-TAB-1 to R-TAB-4): one contract for the server, the web client and the tests (decision 088). */
import { customTabFormSchema, customTabInputSchema, customTabListSchema, customTabSchema } from "#domain/custom-tabs.schema";
import { idPath, resource, route } from "./contract";

// 30 blocks of 5.000 characters (up to 4 bytes each in UTF-8), the form's 50.000-character content.
const TAB_BODY_MAX_BYTES = 512 * 1024;
const SAVES_429 = "Muitos salvamentos desta pessoa em pouco tempo (documentos e abas; veja `Retry-After`).";

export const customTabsApi = resource("/api/custom-tabs", "Abas personalizadas", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista as abas da pessoa no estúdio ativo, na ordem do menu lateral",
    description: "As abas são pessoais: as dos colegas do estúdio não aparecem.",
    responses: { 200: { schema: customTabListSchema, description: "As abas, com quantos blocos e atalhos cada uma tem." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria uma aba a partir do formulário da ferramenta, com sugestões de organização",
    description:
      "O conteúdo vira blocos (separados por linhas em branco); os atalhos, um por linha, precisam ser endereços http ou https. " +
      "A sugestão de organização vem da IA, ou de regras offline quando nenhum provedor responde, a cota acabou ou o limite de pedidos à IA por minuto foi atingido: a aba é salva de qualquer forma.",
    body: { schema: customTabFormSchema, maxBytes: TAB_BODY_MAX_BYTES },
    responses: { 201: { schema: customTabSchema, description: "A aba criada, com `advice`." } },
    errors: {
      409: "A pessoa já tem o máximo de abas neste estúdio.",
      429: SAVES_429,
    },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Uma aba, com blocos, atalhos e notas",
    params: idPath,
    responses: { 200: { schema: customTabSchema, description: "A aba." } },
  }),
  update: route({
    method: "put",
    path: "/{id}",
    summary: "Salva a aba inteira: nome, blocos na nova ordem, atalhos e notas",
    description: "Um bloco sem `id` é novo; um bloco que não vem some. Cada atalho precisa ser um endereço http ou https.",
    params: idPath,
    body: { schema: customTabInputSchema, maxBytes: TAB_BODY_MAX_BYTES },
    responses: { 200: { schema: customTabSchema, description: "A aba salva." } },
    errors: { 429: SAVES_429 },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui uma aba",
    params: idPath,
    responses: { 204: { description: "Excluída." } },
  }),
});
