import { toolsApi } from "#domain/contracts/tool-runs";
import { formatToolRunEvent, toolParamsSchema, toolRunEventSchema, toolRunRequestSchema } from "#domain/tool-runs.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import { AppError, fieldErrors, validationError } from "#server/lib/errors";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { sseFromQueue } from "#server/lib/sse";
import { parseJsonField } from "#server/lib/validate";
import { readSurvey, SURVEY_MAX_BYTES, SURVEY_TOO_LARGE } from "./survey";
import { deleteToolRun, getToolRun, listToolRuns, startToolRun, toolRunNotFound } from "./tool-runs.service";

const TAG = "Ferramentas";

const SURVEY_FORM = {
  type: "object" as const,
  required: ["file"],
  properties: {
    file: { type: "string" as const, format: "binary", description: "CSV ou TXT: um ponto por linha, x;y;z (vírgula decimal aceita) ou x,y,z." },
    inputs: { type: "string" as const, description: "JSON com os campos do formulário (id → valor)." },
    projectId: { type: "string" as const, description: "Um projeto do estúdio (opcional)." },
  },
};

/** The survey is read on a worker pool (decision 066), which may be full or shutting down. */
const WORKER_503 = "O servidor está reiniciando, ou ocupado com outros levantamentos: nada foi feito; envie de novo (veja `Retry-After`).";
const toolNotFound = () => new AppError("not_found", 404, "Ferramenta não encontrada.");

interface Deps {
  auth: Auth;
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
  rateLimit: { max: number; windowSeconds: number };
}

/** The 200 of a run is a stream of events, documented with their schema. */
function streamed<T extends { responses: Record<number, unknown> }>(route: T): T {
  return { ...route, responses: { ...route.responses, 200: { description: "O fluxo de eventos.", content: { "text/event-stream": { schema: toolRunEventSchema } } } } };
}

/** Mounted at /api/tools: the analysis tools' runs and history (issue 18). */
export function toolRunsRoutes({ auth, db, engine, logger, tasks, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const tool = { schema: toolParamsSchema, notFound: toolNotFound };
  const aiLimit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
  const survey = streamed(
    apiRoute({
      method: "post",
      path: "/topografia/levantamento",
      tag: TAG,
      summary: "Executa a análise topográfica sobre um levantamento de pontos",
      description:
        "`multipart/form-data`: `file` (CSV ou TXT, `x;y;z` ou `x,y,z`, até 50.000 pontos e 4 MB), `inputs` (JSON com os campos do formulário) e `projectId` opcional. " +
        "Responde o mesmo fluxo de `/{tool}/runs`; o cálculo (extensão, cotas, declividade, corte e aterro) vem no `start`.",
      signedIn,
      middleware: [aiLimit, uploadBody({ maxBytes: SURVEY_MAX_BYTES, tooLarge: () => new AppError("validation_error", 413, SURVEY_TOO_LARGE, { file: SURVEY_TOO_LARGE }) })],
      responses: { 200: { description: "O fluxo de eventos." } },
      errors: { 413: SURVEY_TOO_LARGE, 415: "O corpo não é multipart/form-data.", 422: "O arquivo não pôde ser lido (os erros por linha vêm em `fields.file`).", 429: "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).", 503: WORKER_503 },
    }),
  );
  const surveyRoute = { ...survey, request: { ...survey.request, body: { required: true, content: { "multipart/form-data": { schema: SURVEY_FORM } } } } };
  return apiRouter<AuthVariables & UploadVariables>()
    .openapi(implement(toolsApi.get, { signedIn, notFound: toolRunNotFound }), async (c) =>
      c.json(await getToolRun({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(toolsApi.remove, { signedIn, notFound: toolRunNotFound }), async (c) => {
      await deleteToolRun({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(implement(toolsApi.history, { signedIn, notFound: toolNotFound }), async (c) =>
      c.json(await listToolRuns({ db, scope: c.get("scope"), tool: c.req.valid("param").tool }), 200),
    )
    .openapi(surveyRoute, async (c) => {
      const { file, fields } = c.get("upload");
      // The form's fields first: a bad one is refused before the points are read.
      const body = toolRunRequestSchema.safeParse({ inputs: parseJsonField("inputs", fields.inputs), projectId: fields.projectId || null, allowOffline: true });
      if (!body.success) throw validationError(fieldErrors(body.error.issues));
      const survey = await readSurvey(file);
      const queue = await startToolRun({ db, engine, logger, tasks, scope: c.get("scope"), tool: "topografia", inputs: body.data.inputs, projectId: body.data.projectId, allowOffline: true, survey });
      return sseFromQueue(c, queue, { format: formatToolRunEvent, logger, what: "da ferramenta" });
    })
    .openapi(
      streamed(
        apiRoute({
          method: "post",
          path: "/{tool}/runs",
          tag: TAG,
          summary: "Executa uma ferramenta: o cálculo e o texto da IA, em fluxo",
          description:
            "Só as entradas do formulário: o prompt de cada ferramenta é do servidor. Responde `text/event-stream`: `start` (o cálculo), `token`s, e `done` (a execução salva) ou `error`. " +
            "Conta uma geração de texto quando um provedor responde; a base offline é grátis.",
          signedIn,
          middleware: [aiLimit],
          params: tool,
          body: { schema: toolRunRequestSchema },
          responses: { 200: { description: "O fluxo de eventos." } },
          errors: { 402: "A cota de gerações do plano acabou (envie `allowOffline` para a resposta da base offline).", 429: "Muitas solicitações à IA em pouco tempo (veja `Retry-After`)." },
        }),
      ),
      async (c) => {
        const body = c.req.valid("json");
        const queue = await startToolRun({ db, engine, logger, tasks, scope: c.get("scope"), tool: c.req.valid("param").tool, inputs: body.inputs, projectId: body.projectId, allowOffline: body.allowOffline ?? false });
        return sseFromQueue(c, queue, { format: formatToolRunEvent, logger, what: "da ferramenta" });
      },
    );
}
