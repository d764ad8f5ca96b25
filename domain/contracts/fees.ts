/** The fees API (R-FEES-1…3, decision 090): one contract for the server, the web client and the tests (decision 088). */
import { feeCalculationInputSchema, feeCalculationSchema, hourlyCostInputSchema, projectFeesSchema, studioFeeSettingsSchema } from "#domain/fees/fees.schema";
import { idPath, resource, route } from "./contract";

/** A project's fee calculation, under the project. */
export const feesApi = resource("/api/projects", "Honorários", {
  get: route({
    method: "get",
    path: "/{id}/fees",
    summary: "Os honorários de um projeto",
    description: "A base do projeto (área construída, categoria e o custo da obra do seu orçamento), o custo da hora do escritório e o cálculo salvo (nulo antes do primeiro).",
    params: idPath,
    responses: { 200: { schema: projectFeesSchema, description: "A base, o custo da hora e o cálculo." } },
  }),
  save: route({
    method: "put",
    path: "/{id}/fees",
    summary: "Salva o cálculo de honorários de um projeto",
    description:
      "Guarda os dados dos quatro métodos, as etapas e as parcelas, com uma cópia do custo da hora atual do escritório; o resultado (em centavos que somam o total) é calculado pelo servidor.",
    params: idPath,
    body: { schema: feeCalculationInputSchema },
    responses: { 200: { schema: feeCalculationSchema, description: "O cálculo salvo, com o resultado." } },
    errors: { 403: "O plano do estúdio não inclui o cálculo de honorários (Esboço depois do teste de 7 dias): a mensagem diz os planos que o incluem e aponta para /dashboard/planos. A leitura continua liberada." },
  }),
});

/** The studio's hourly-cost figures (one per studio). */
export const hourlyCostApi = resource("/api/studio/hourly-cost", "Honorários", {
  get: route({
    method: "get",
    path: "/",
    summary: "O custo da hora do escritório",
    description: "Os valores salvos e o custo da hora que resulta; zeros e `updatedAt` nulo enquanto o escritório não os salvou.",
    responses: { 200: { schema: studioFeeSettingsSchema, description: "Os valores e o custo da hora." } },
  }),
  save: route({
    method: "put",
    path: "/",
    summary: "Salva o custo da hora do escritório",
    description: "Custos diretos e indiretos mensais (centavos), horas produtivas por mês, impostos e lucro (pontos-base). Só o proprietário e os administradores.",
    body: { schema: hourlyCostInputSchema },
    responses: { 200: { schema: studioFeeSettingsSchema, description: "Os valores salvos e o custo da hora." } },
    errors: { 403: "Quem não é proprietário nem administrador do estúdio, ou um plano que não inclui o cálculo de honorários (Esboço depois do teste de 7 dias; a mensagem aponta para /dashboard/planos)." },
  }),
});
