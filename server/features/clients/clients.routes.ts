import {
  clientDetailSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
  clientPatchSchema,
  clientSchema,
} from "#domain/clients.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { clientNotFound, createClient, deleteClient, getClient, listClients, updateClient } from "./clients.service";

const TAG = "Clientes";

/** Mounted at /api/clients. */
export function clientsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(clientNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Lista os clientes, em ordem de nome",
        description:
          "Páginas de 20 (até 100 com `pageSize`). A busca ignora acentos e maiúsculas e encontra o nome, o e-mail ou o nome de um projeto do cliente.",
        signedIn,
        query: clientListQuerySchema,
        responses: { 200: { schema: clientListSchema, description: "Uma página de clientes, cada um com os nomes dos seus projetos." } },
      }),
      async (c) => c.json(await listClients({ db, scope: c.get("scope"), query: c.req.valid("query") }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Cadastra um cliente",
        description: "O telefone é guardado como +55…, o CPF ou CNPJ sem pontuação (com os dígitos verificadores conferidos).",
        signedIn,
        body: { schema: clientInputSchema },
        responses: { 201: { schema: clientSchema, description: "O cliente cadastrado." } },
      }),
      async (c) => c.json(await createClient({ db, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: TAG,
        summary: "Um cliente, com os seus projetos",
        signedIn,
        params,
        responses: { 200: { schema: clientDetailSchema, description: "O cliente e os seus projetos, do mais recentemente alterado ao mais antigo." } },
      }),
      async (c) => c.json(await getClient({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "patch",
        path: "/{id}",
        tag: TAG,
        summary: "Altera um cliente",
        description: "Só os campos enviados mudam; um campo vazio (ou null) apaga o valor.",
        signedIn,
        params,
        body: { schema: clientPatchSchema },
        responses: { 200: { schema: clientSchema, description: "O cliente alterado." } },
      }),
      async (c) =>
        c.json(await updateClient({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui um cliente",
        signedIn,
        params,
        responses: { 204: { description: "Excluído." } },
        errors: { 409: "O cliente ainda tem projetos: mova-os para outro cliente ou exclua-os antes." },
      }),
      async (c) => {
        await deleteClient({ db, scope: c.get("scope"), id: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}
