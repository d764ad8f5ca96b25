/** The client messages API (R-MSG-1 to R-MSG-4): one contract for the server, the web client and the tests (decision 088). */
import {
  clientMessageInputSchema,
  clientMessageListQuerySchema,
  clientMessageListSchema,
  clientMessageSchema,
  clientReplyInputSchema,
  regenerateRepliesSchema,
} from "#domain/messages.schema";
import { idPath, resource, route } from "./contract";

const RATE = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";
const OFFLINE =
  "As sugestões vêm da cadeia de IA com o prompt do servidor (os fatos do projeto: etapa, próxima entrega, orçamento mais recente) ou, sem provedor ou com a cota do plano esgotada, dos modelos de texto offline por canal e tom (grátis). `suggestionsProvider` diz quem as escreveu.";

export const clientMessagesApi = resource("/api/client-messages", "Mensagens de clientes", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista as mensagens de clientes, da mais recente à mais antiga",
    description: "Com `clientId`, o registro de decisões de um cliente: o que ele perguntou, o que foi respondido e quando.",
    query: clientMessageListQuerySchema,
    responses: { 200: { schema: clientMessageListSchema, description: "As mensagens, com o cliente e o projeto." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Registra a mensagem de um cliente e sugere respostas",
    description: `O cliente e o projeto (opcional) devem ser do estúdio, e o projeto desse cliente. ${OFFLINE}`,
    body: { schema: clientMessageInputSchema },
    responses: { 201: { schema: clientMessageSchema, description: "A mensagem registrada, com 2 ou 3 respostas sugeridas." } },
  }),
  suggest: route({
    method: "post",
    path: "/{id}/suggestions",
    summary: "Gera novas respostas sugeridas",
    description: `Do estado do projeto agora, no tom dado (ou no da mensagem). ${OFFLINE}`,
    params: idPath,
    body: { schema: regenerateRepliesSchema },
    responses: { 200: { schema: clientMessageSchema, description: "A mensagem com as novas sugestões." } },
    errors: { 429: RATE },
  }),
  reply: route({
    method: "post",
    path: "/{id}/replies",
    summary: "Registra o que foi respondido",
    description:
      "Acrescenta a resposta enviada (ou copiada), com o canal (o da mensagem, sem `channel`) e a hora, ao registro de decisões do cliente. As respostas anteriores ficam: uma mensagem pode ter várias.",
    params: idPath,
    body: { schema: clientReplyInputSchema },
    responses: { 201: { schema: clientMessageSchema, description: "A mensagem com todas as respostas, da primeira à mais recente." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui uma mensagem do registro",
    params: idPath,
    responses: { 204: { description: "Excluída." } },
  }),
});
