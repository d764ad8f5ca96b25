import { toolsApi } from "#domain/contracts/tool-runs";
import { formatToolRunEvent, toolRunEventSchema, toolRunRequestSchema } from "#domain/tool-runs.schema";
import type { AiEngine } from "#server/ai/engine";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import type { BackgroundTasks } from "#server/lib/background";
import { AppError, fieldErrors, validationError } from "#server/lib/errors";
import { uploadBody, type UploadVariables } from "#server/lib/upload-body";
import type { Logger } from "#server/lib/logger";
import { apiRouter, implement } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { sseFromQueue } from "#server/lib/sse";
import { parseJsonField } from "#server/lib/validate";
import { readSurvey, SURVEY_MAX_BYTES, SURVEY_TOO_LARGE } from "./survey";
import { deleteToolRun, getToolRun, listToolRuns, startToolRun, toolRunNotFound } from "./tool-runs.service";

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

/** Mounted at /api/tools: implements domain/contracts/tool-runs.ts, the tools' runs and history (R-TOOL-1; decision 088). */
export function toolRunsRoutes({ auth, db, engine, logger, tasks, rateLimit }: Deps) {
  const signedIn = requireUser({ auth, db });
  const aiLimit = rateLimitByUser({ db, scope: "ai", ...rateLimit });
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
    .openapi(
      streamed(
        implement(toolsApi.survey, {
          signedIn,
          middleware: [aiLimit, uploadBody({ maxBytes: SURVEY_MAX_BYTES, tooLarge: () => new AppError("validation_error", 413, SURVEY_TOO_LARGE, { file: SURVEY_TOO_LARGE }) })],
        }),
      ),
      async (c) => {
        const { file, fields } = c.get("upload");
        // The form's fields first: a bad one is refused before the points are read.
        const body = toolRunRequestSchema.safeParse({ inputs: parseJsonField("inputs", fields.inputs), projectId: fields.projectId || null, allowOffline: true });
        if (!body.success) throw validationError(fieldErrors(body.error.issues));
        const survey = await readSurvey(file);
        const queue = await startToolRun({ db, engine, logger, tasks, scope: c.get("scope"), tool: "topografia", inputs: body.data.inputs, projectId: body.data.projectId, allowOffline: true, survey });
        return sseFromQueue(c, queue, { format: formatToolRunEvent, logger, what: "da ferramenta" });
      },
    )
    .openapi(streamed(implement(toolsApi.run, { signedIn, middleware: [aiLimit], notFound: toolNotFound })), async (c) => {
      const body = c.req.valid("json");
      const queue = await startToolRun({ db, engine, logger, tasks, scope: c.get("scope"), tool: c.req.valid("param").tool, inputs: body.inputs, projectId: body.projectId, allowOffline: body.allowOffline ?? false });
      return sseFromQueue(c, queue, { format: formatToolRunEvent, logger, what: "da ferramenta" });
    });
}
