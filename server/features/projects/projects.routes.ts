import {
  projectDeleteQuerySchema,
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectPatchSchema,
  projectSchema,
  stageChangeInputSchema,
} from "#domain/projects.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { FileStorage } from "#server/storage/file-storage";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { changeStage, createProject, deleteProject, getProject, listProjects, projectNotFound, updateProject } from "./projects.service";

const TAG = "Projetos";

/** Mounted at /api/projects. */
export function projectsRoutes({ auth, db, storage }: { auth: Auth; db: Db; storage: FileStorage }) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(projectNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Lista os projetos",
        description: "Do mais recentemente alterado ao mais antigo; com `clientId`, só os desse cliente.",
        signedIn,
        query: projectListQuerySchema,
        responses: { 200: { schema: projectListSchema, description: "Os projetos, cada um com o seu cliente." } },
      }),
      async (c) => c.json(await listProjects({ db, scope: c.get("scope"), clientId: c.req.valid("query").clientId }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Cria um projeto",
        description: "Para um dos clientes da pessoa (senão 422 em `clientId`), começando na etapa dada (Levantamento se nenhuma).",
        signedIn,
        body: { schema: projectInputSchema },
        responses: { 201: { schema: projectSchema, description: "O projeto criado, com a primeira entrada do histórico." } },
        errors: { 402: "O plano não permite mais projetos: a mensagem diz quantos e onde fazer upgrade." },
      }),
      async (c) => c.json(await createProject({ db, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: TAG,
        summary: "Um projeto, com o histórico de etapas",
        signedIn,
        params,
        responses: { 200: { schema: projectSchema, description: "O projeto." } },
      }),
      async (c) => c.json(await getProject({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "patch",
        path: "/{id}",
        tag: TAG,
        summary: "Altera um projeto",
        description: "Só os campos enviados mudam (os do terreno também, um a um). A etapa muda só por `POST /api/projects/{id}/stage`.",
        signedIn,
        params,
        body: { schema: projectPatchSchema },
        responses: { 200: { schema: projectSchema, description: "O projeto alterado." } },
      }),
      async (c) =>
        c.json(await updateProject({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui um projeto",
        description: "O histórico de etapas vai junto, e os documentos também — estes só quando `documents` diz quantos são (a confirmação da página os nomeou).",
        signedIn,
        params,
        query: projectDeleteQuerySchema,
        responses: { 204: { description: "Excluído." } },
        errors: { 409: "O projeto tem documentos e `documents` não diz quantos: a mensagem diz quantos seriam excluídos." },
      }),
      async (c) => {
        await deleteProject({ db, storage, scope: c.get("scope"), id: c.req.valid("param").id, confirmedDocuments: c.req.valid("query").documents });
        return c.body(null, 204);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/stage",
        tag: TAG,
        summary: "Muda a etapa de um projeto",
        description: "Para qualquer etapa (avançar ou voltar), guardada no histórico com a data. Chegar a Concluído conclui o projeto; sair dela o reabre.",
        signedIn,
        params,
        body: { schema: stageChangeInputSchema },
        responses: { 200: { schema: projectSchema, description: "O projeto na nova etapa." } },
      }),
      async (c) => c.json(await changeStage({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    );
}
