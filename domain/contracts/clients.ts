/** The clients API (R-CLIENT-1…): one contract for the server, the web client and the tests (decision 088). */
import { clientDetailSchema, clientInputSchema, clientListQuerySchema, clientListSchema, clientPatchSchema, clientSchema } from "#domain/clients.schema";
import { idPath, resource, route } from "./contract";

export const clientsApi = resource("/api/clients", "Clientes", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os clientes, em ordem de nome",
    description:
      "Páginas de 20 (até 100 com `pageSize`). A busca ignora acentos e maiúsculas e encontra o nome, o e-mail ou o nome de um projeto do cliente.",
    query: clientListQuerySchema,
    responses: { 200: { schema: clientListSchema, description: "Uma página de clientes, cada um com os nomes dos seus projetos." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cadastra um cliente",
    description: "O telefone é guardado como +55…, o CPF ou CNPJ sem pontuação (com os dígitos verificadores conferidos).",
    body: { schema: clientInputSchema },
    responses: { 201: { schema: clientSchema, description: "O cliente cadastrado." } },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um cliente, com os seus projetos",
    params: idPath,
    responses: { 200: { schema: clientDetailSchema, description: "O cliente e os seus projetos, do mais recentemente alterado ao mais antigo." } },
  }),
  update: route({
    method: "patch",
    path: "/{id}",
    summary: "Altera um cliente",
    description: "Só os campos enviados mudam; um campo vazio (ou null) apaga o valor.",
    params: idPath,
    body: { schema: clientPatchSchema },
    responses: { 200: { schema: clientSchema, description: "O cliente alterado." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui um cliente",
    params: idPath,
    responses: { 204: { description: "Excluído." } },
    errors: { 409: "O cliente ainda tem projetos: mova-os para outro cliente ou exclua-os antes." },
  }),
});
