/**
 * The analysis tools' history (R-TOOL-1) and a run's PDF (R-DRAW-1): what was calculated, the
 * zoning run's envelope drawn as on the page, the text and the sources, with the studio's brand.
 * Decision 088: declared once here, the runs too: they answer event streams (`start`, `token`s,
 * `done` or `error`; the server documents the events, the web reads them with postEventStream).
 */
import { SURVEY_TOO_LARGE, toolParamsSchema, toolRunListSchema, toolRunRequestSchema, toolRunSchema } from "#domain/tool-runs.schema";
import { idPath, resource, route, upload } from "./contract";

const RATE_LIMITED = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";

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
  survey: route({
    method: "post",
    path: "/topografia/levantamento",
    summary: "Executa a análise topográfica sobre um levantamento de pontos",
    description:
      "`multipart/form-data`: `file` (CSV ou TXT, `x;y;z` ou `x,y,z`, até 50.000 pontos e 4 MB), `inputs` (JSON com os campos do formulário) e `projectId` opcional. " +
      "Responde o mesmo fluxo de `/{tool}/runs`; o cálculo (extensão, cotas, declividade, corte e aterro) vem no `start`.",
    body: {
      schema: upload("file", "CSV ou TXT: um ponto por linha, x;y;z (vírgula decimal aceita) ou x,y,z.", {
        inputs: { type: "string", description: "JSON com os campos do formulário (id → valor)." },
        projectId: { type: "string", description: "Um projeto do estúdio (opcional)." },
      }),
    },
    responses: { 200: { description: "O fluxo de eventos." } },
    errors: {
      413: SURVEY_TOO_LARGE,
      415: "O corpo não é multipart/form-data.",
      422: "O arquivo não pôde ser lido (os erros por linha vêm em `fields.file`).",
      429: RATE_LIMITED,
      503: "O servidor está reiniciando, ou ocupado com outros levantamentos: nada foi feito; envie de novo (veja `Retry-After`).",
    },
  }),
  run: route({
    method: "post",
    path: "/{tool}/runs",
    summary: "Executa uma ferramenta: o cálculo e o texto da IA, em fluxo",
    description:
      "Só as entradas do formulário: o prompt de cada ferramenta é do servidor. Responde `text/event-stream`: `start` (o cálculo), `token`s, e `done` (a execução salva) ou `error`. " +
      "Conta uma geração de texto quando um provedor responde; a base offline é grátis.",
    params: toolParamsSchema,
    body: { schema: toolRunRequestSchema },
    responses: { 200: { description: "O fluxo de eventos." } },
    errors: { 402: "A cota de gerações do plano acabou (envie `allowOffline` para a resposta da base offline).", 429: RATE_LIMITED },
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
