/** The projects API (R-PROJ-1…): one contract for the server, the web client and the tests (decision 088). */
import {
  projectDeleteQuerySchema,
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectPatchSchema,
  projectSchema,
  stageChangeInputSchema,
} from "#domain/projects.schema";
import { idPath, resource, route } from "./contract";

export const projectsApi = resource("/api/projects", "Projetos", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os projetos",
    description: "Do mais recentemente alterado ao mais antigo; com `clientId`, só os desse cliente.",
    query: projectListQuerySchema,
    responses: { 200: { schema: projectListSchema, description: "Os projetos, cada um com o seu cliente." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria um projeto",
    description: "Para um dos clientes da pessoa (senão 422 em `clientId`), começando na etapa dada (Levantamento se nenhuma).",
    body: { schema: projectInputSchema },
    responses: { 201: { schema: projectSchema, description: "O projeto criado, com a primeira entrada do histórico." } },
    errors: { 402: "O plano não permite mais projetos: a mensagem diz quantos e onde fazer upgrade." },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um projeto, com o histórico de etapas",
    params: idPath,
    responses: { 200: { schema: projectSchema, description: "O projeto." } },
  }),
  update: route({
    method: "patch",
    path: "/{id}",
    summary: "Altera um projeto",
    description: "Só os campos enviados mudam (os do terreno também, um a um). A etapa muda só por `POST /api/projects/{id}/stage`.",
    params: idPath,
    body: { schema: projectPatchSchema },
    responses: { 200: { schema: projectSchema, description: "O projeto alterado." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui um projeto",
    description: "O histórico de etapas vai junto, e os documentos também — estes só quando `documents` diz quantos são (a confirmação da página os nomeou).",
    params: idPath,
    query: projectDeleteQuerySchema,
    responses: { 204: { description: "Excluído." } },
    errors: { 409: "O projeto tem documentos e `documents` não diz quantos: a mensagem diz quantos seriam excluídos." },
  }),
  changeStage: route({
    method: "post",
    path: "/{id}/stage",
    summary: "Muda a etapa de um projeto",
    description: "Para qualquer etapa (avançar ou voltar), guardada no histórico com a data. Chegar a Concluído conclui o projeto; sair dela o reabre.",
    params: idPath,
    body: { schema: stageChangeInputSchema },
    responses: { 200: { schema: projectSchema, description: "O projeto na nova etapa." } },
  }),
});
