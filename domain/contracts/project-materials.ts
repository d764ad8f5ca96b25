/** A project's specification list (R-MAT-2): one contract for the server, the web client and the tests (decision 088). */
import { addProjectMaterialSchema, projectMaterialListSchema, projectMaterialParamsSchema } from "#domain/project-materials.schema";
import { idPath, resource, route } from "./contract";

/** Under the projects' prefix and tag: the list belongs to one project. */
export const projectMaterialsApi = resource("/api/projects", "Projetos", {
  list: route({
    method: "get",
    path: "/{id}/materials",
    summary: "A especificação de materiais do projeto",
    params: idPath,
    responses: { 200: { schema: projectMaterialListSchema, description: "Os materiais do catálogo escolhidos para o projeto, na ordem em que entraram." } },
  }),
  add: route({
    method: "post",
    path: "/{id}/materials",
    summary: "Acrescenta um material do catálogo à especificação do projeto",
    description: "Um material aparece uma vez por projeto: de novo, só a observação muda.",
    params: idPath,
    body: { schema: addProjectMaterialSchema },
    responses: { 201: { schema: projectMaterialListSchema, description: "A especificação do projeto, com o material." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}/materials/{materialId}",
    summary: "Tira um material da especificação do projeto",
    params: projectMaterialParamsSchema,
    responses: { 204: { description: "Removido." } },
    errors: { 404: "Projeto ou material não encontrado." },
  }),
});
