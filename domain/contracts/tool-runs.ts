/**
 * The analysis tools' history (R-TOOL-1) and a run's PDF (R-DRAW-1): what was calculated, the
 * zoning run's envelope drawn as on the page, the text and the sources, with the studio's brand.
 * Decision 088: declared once here. The runs themselves answer event streams, declared with their
 * routes in server/features/tools/tool-runs.routes.ts.
 */
import { toolParamsSchema, toolRunListSchema, toolRunSchema } from "#domain/tool-runs.schema";
import { idPath, resource, route } from "./contract";

export const toolsApi = resource("/api/tools", "Ferramentas", {
  get: route({
    method: "get",
    path: "/runs/{id}",
    summary: "Uma execução de ferramenta",
    params: idPath,
    responses: { 200: { schema: toolRunSchema, description: "A execução, com entradas, cálculo e texto." } },
  }),
  remove: route({
    method: "delete",
    path: "/runs/{id}",
    summary: "Apaga uma execução do histórico",
    params: idPath,
    responses: { 204: { description: "Apagada." } },
  }),
  history: route({
    method: "get",
    path: "/{tool}/runs",
    summary: "O histórico de uma ferramenta no estúdio",
    params: toolParamsSchema,
    responses: { 200: { schema: toolRunListSchema, description: "As 50 execuções mais recentes." } },
  }),
});

export const toolRunsApi = resource("/api/tools/runs", "Ferramentas", {
  pdf: route({
    method: "get",
    path: "/{id}/pdf",
    summary: "Baixa uma execução de ferramenta em PDF, com o desenho do potencial do terreno no zoneamento",
    params: idPath,
    responses: { 200: { description: "application/pdf, como anexo." } },
    errors: {
      404: "A execução não existe no estúdio.",
      503: "O servidor está reiniciando, ou ocupado com outras exportações: nada foi feito; envie de novo (veja `Retry-After`).",
    },
  }),
});
