/** The proposal API (R-PROP-1…4, decision 094): one contract for the server, the web client and the tests (decision 088). */
import { documentSchema } from "#domain/documents.schema";
import { proposalStatusSchema, proposalTransitionInputSchema } from "#domain/proposals/proposal.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

/** `GET /api/projects/{id}/proposal`: the project's proposal, if it has one, with its state. */
export const projectProposalSchema = z
  .object({ documentId: z.uuid().nullable(), status: proposalStatusSchema.nullable() })
  .meta({ id: "PropostaDoProjeto", description: "O documento da proposta do projeto e o seu estado, ou nulos antes da primeira." });
export type ProjectProposal = z.output<typeof projectProposalSchema>;

/** A project's proposal, built from its saved fees. */
export const projectProposalApi = resource("/api/projects", "Propostas", {
  get: route({
    method: "get",
    path: "/{id}/proposal",
    summary: "A proposta de serviços de um projeto",
    description: "O identificador do documento da proposta (nulo antes da primeira) e o seu estado.",
    params: idPath,
    responses: { 200: { schema: projectProposalSchema, description: "A proposta e o estado, ou nulos." } },
  }),
  generate: route({
    method: "post",
    path: "/{id}/proposal",
    summary: "Gera a proposta de serviços a partir dos honorários",
    description:
      "Monta a proposta com o cálculo de honorários salvo (etapas, valores e parcelas em centavos), o cliente, o escritório e o projeto; o que o projeto não tem sai como \"[completar: …]\". Sem proposta, cria o documento na versão 1; com uma, grava uma nova versão, que volta a rascunho. A validade é de 30 dias a partir de hoje.",
    params: idPath,
    responses: { 200: { schema: documentSchema, description: "A proposta, na versão gerada." } },
    errors: {
      403: "O plano do estúdio não inclui o cálculo de honorários, e a proposta vem dele (a mensagem aponta para /dashboard/planos).",
      422: "O projeto ainda não tem honorários salvos.",
    },
  }),
});

/** A proposal's state: read, and the studio's "Marcar como enviada". */
export const proposalStateApi = resource("/api/documents", "Propostas", {
  get: route({
    method: "get",
    path: "/{id}/proposal-state",
    summary: "O estado de uma proposta",
    description: "Rascunho, enviada, vista, aceita, recusada ou expirada (calculada pela data de validade), com o histórico de quem mudou e quando.",
    params: idPath,
    responses: { 200: { schema: proposalStatusSchema, description: "O estado e o histórico." } },
  }),
  transition: route({
    method: "post",
    path: "/{id}/proposal-state",
    summary: "Muda o estado de uma proposta",
    description:
      "O escritório marca a proposta como enviada (`enviar`). Vista, aceita e recusada são do cliente, pelo portal. Uma proposta aceita ou recusada só muda com uma nova versão, que volta a rascunho.",
    params: idPath,
    body: { schema: proposalTransitionInputSchema },
    responses: { 200: { schema: proposalStatusSchema, description: "O novo estado e o histórico." } },
    errors: {
      409: "A versão informada não é a mais recente (a proposta mudou em outro lugar).",
      422: "Uma mudança que o estado atual não permite (por exemplo, enviar uma proposta já aceita, ou com a validade vencida), ou uma ação que só o cliente faz.",
    },
  }),
});
