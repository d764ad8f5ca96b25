/** The studio's API tokens, managed in Configurações → Integrações (R-API-1, decision 097). */
import { apiTokenInputSchema, apiTokenListSchema, createdApiTokenSchema } from "#domain/api-tokens.schema";
import { idPath, resource, route } from "./contract";

export const apiTokensApi = resource("/api/studio/api-tokens", "Integrações", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os tokens de API do estúdio",
    description: "Só o dono e os administradores. Nunca devolve o texto de um token, só os seus primeiros caracteres.",
    responses: { 200: { schema: apiTokenListSchema, description: "Os tokens e os acessos que o plano permite." } },
    errors: { 403: "Só o dono e os administradores do estúdio gerenciam os tokens." },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria um token de API",
    description: "O texto do token vem só nesta resposta: guardamos apenas o seu SHA-256.",
    body: { schema: apiTokenInputSchema },
    responses: { 201: { schema: createdApiTokenSchema, description: "O token criado, com o seu texto (mostrado uma vez)." } },
    errors: { 403: "Papel sem permissão, ou acesso que o plano do estúdio não inclui (a mensagem diz qual plano inclui)." },
  }),
  revoke: route({
    method: "delete",
    path: "/{id}",
    summary: "Revoga um token de API",
    description: "A próxima requisição com ele recebe 401. O token continua na lista, como revogado.",
    params: idPath,
    responses: { 204: { description: "Revogado." } },
    errors: { 403: "Só o dono e os administradores do estúdio gerenciam os tokens." },
  }),
});
