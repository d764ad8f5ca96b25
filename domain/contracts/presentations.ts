/** The client presentations (R-PRES-1): one contract for the server, the web client and the tests (decision 088). */
import { idSchema } from "#domain/ids";
import { presentationCheckInputSchema, presentationCheckSchema } from "#domain/presentation-gaps.schema";
import { presentationInputSchema, presentationSchema, presentationSourcesSchema, presentationUpdateSchema } from "#domain/presentations.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

const PROJECT_NOT_FOUND = "Projeto não encontrado.";

/** `/sources` and `/check` are declared before `/{id}`: the server mounts them in this order. */
export const presentationsApi = resource("/api/presentations", "Apresentações", {
  list: route({
    method: "get",
    path: "/",
    summary: "Minhas apresentações",
    responses: { 200: { schema: z.array(presentationSchema), description: "As apresentações do estúdio, as mais recentes primeiro." } },
  }),
  sources: route({
    method: "get",
    path: "/sources",
    summary: "O que o projeto já tem para os slides",
    query: z.object({ projectId: idSchema("Escolha um projeto.") }),
    responses: { 200: { schema: presentationSourcesSchema, description: "Texto (do documento ou offline), conceito, programa, referências." } },
    errors: { 404: PROJECT_NOT_FOUND },
  }),
  check: route({
    method: "post",
    path: "/check",
    summary: "O que os slides escolhidos deixarão de fora",
    description:
      "Monta os slides com os dados atuais do projeto, como a geração os monta, sem gerar nada: nenhum trecho \"[completar: …]\" vai para o PDF, e cada slide que perde linhas (ou fica de fora inteiro) vem com o motivo e onde completar.",
    body: { schema: presentationCheckInputSchema },
    responses: { 200: { schema: presentationCheckSchema, description: "Quantos slides e o que fica de fora." } },
    errors: { 404: PROJECT_NOT_FOUND },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria uma apresentação e começa a gerar o PDF",
    description: "Responde logo, com `status: gerando`; acompanhe `progress` e `stage` em GET /api/presentations/{id}.",
    body: { schema: presentationInputSchema },
    responses: { 201: { schema: presentationSchema, description: "A apresentação, já gerando." } },
    errors: { 404: PROJECT_NOT_FOUND, 429: "Muitas gerações em pouco tempo." },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Uma apresentação e o andamento da geração",
    params: idPath,
    responses: { 200: { schema: presentationSchema, description: "A apresentação." } },
  }),
  update: route({
    method: "put",
    path: "/{id}",
    summary: "Salva as escolhas e gera de novo",
    params: idPath,
    body: { schema: presentationUpdateSchema },
    responses: { 200: { schema: presentationSchema, description: "A apresentação, gerando de novo." } },
  }),
  render: route({
    method: "post",
    path: "/{id}/render",
    summary: "Gera de novo, com os dados atuais do projeto",
    params: idPath,
    responses: { 200: { schema: presentationSchema, description: "A apresentação, gerando de novo." } },
  }),
  pdf: route({
    method: "get",
    path: "/{id}/pdf",
    summary: "Baixa o PDF (slides 16:9)",
    params: idPath,
    responses: { 200: { description: "application/pdf" } },
    errors: { 409: "O PDF ainda não está pronto." },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui a apresentação e o seu PDF",
    params: idPath,
    responses: { 204: { description: "Excluída." } },
  }),
});
