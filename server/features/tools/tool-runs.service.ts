import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ToolAnalysis } from "#domain/tool-analysis";
import type { TopographyDrawing } from "#domain/topography-drawing";
import { DEFAULT_TIME_ZONE, zonedDate } from "#domain/calendar";
import type { AnalysisToolId, ToolRun, ToolRunEvent } from "#domain/tool-runs.schema";
import type { AiStatus } from "#domain/ai.schema";
import { PROVIDER_STOPPED_TEXT } from "#domain/result-origin";
import { catalogueContext } from "#domain/materials-catalogue";
import { AsyncQueue } from "#server/ai/async-queue";
import type { AiEngine } from "#server/ai/engine";
import { answerToolOffline } from "#server/ai/offline";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { project, toolRun } from "#server/db/schema";
import type { BackgroundTasks } from "#server/lib/background";
import { AppError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import type { SurveyUpload } from "./survey";
import { computeAnalysis, type ComputedRun } from "./tool-analysis";
import { toolProjectContext } from "./tool-context";
import { toolSystemPrompt, toolUserPrompt } from "#server/ai/prompts/tools";

export const toolRunNotFound = () => new AppError("not_found", 404, "Execução não encontrada.");

const FAILED = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";
/** The newest runs a tool's history lists. */
export const TOOL_HISTORY_LIMIT = 50;

type Row = typeof toolRun.$inferSelect;

export interface ToolRunDeps {
  db: Db;
  engine: AiEngine;
  logger: Logger;
  tasks: BackgroundTasks;
  /** Injected in tests: the day the post-construction schedule starts from. */
  clock?: () => Date;
}

/** A run still "gerando" after this long lost its writer (a restart): it is shown as failed. */
const STALE_RUN_MS = 10 * 60_000;

/**
 * Whether the offline answer came because the AI service failed (decision 079): a provider failed
 * during this run, or every configured provider was being skipped after failing (cooling). No
 * provider configured, or a used-up quota, is not a failure of the service.
 */
function servicesDown(status: AiStatus): boolean {
  const states = [status.primary, status.fallback].filter((s) => s !== "off");
  return states.length > 0 && states.every((s) => s === "cooling");
}

/**
 * The run's `calculo` column holds the analysis and, for a survey, its drawing beside it
 * ({ tables, warnings, sources, drawing }): the drawing is answered by its own route
 * (topography-drawing.service.ts), never inside the run or the history.
 */
export type StoredComputed = ToolAnalysis & { drawing?: TopographyDrawing };

function analysisOf(stored: unknown): ToolAnalysis | null {
  if (!stored) return null;
  const { tables, warnings, sources } = stored as StoredComputed;
  return { tables, warnings, sources };
}

function toApi(row: Row, projectName: string | null, aiUnavailable = false): ToolRun {
  const stale = row.status === "gerando" && Date.now() - row.createdAt.getTime() > STALE_RUN_MS;
  return {
    id: row.id,
    tool: row.tool as AnalysisToolId,
    inputs: row.inputs as Record<string, string>,
    computed: analysisOf(row.computed),
    text: row.text,
    provider: row.provider,
    // Only the run being streamed knows it; a stored run says who wrote it (provider) alone.
    aiUnavailable: row.provider === "offline" && aiUnavailable,
    status: stale ? "falhou" : row.status,
    project: row.projectId && projectName !== null ? { id: row.projectId, name: projectName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function storedComputed(computed: ComputedRun | null): StoredComputed | null {
  if (!computed) return null;
  return computed.drawing ? { ...computed.analysis, drawing: computed.drawing } : computed.analysis;
}

/**
 * Starts a tool's run (issue 18): the computation first (the same with or without a provider),
 * the quota checked before anything is stored (402 unless `allowOffline`), then the text streamed
 * and saved by a background task that outlives the request.
 */
export async function startToolRun({
  scope,
  tool,
  inputs,
  projectId,
  allowOffline,
  survey,
  ...deps
}: ToolRunDeps & { scope: StudioScope; tool: AnalysisToolId; inputs: Record<string, string>; projectId: string | null; allowOffline: boolean; survey?: SurveyUpload }): Promise<AsyncQueue<ToolRunEvent>> {
  const { db, engine, logger, tasks } = deps;
  // The studio's day (Brasília), not UTC's: after 21:00 UTC is already tomorrow.
  const today = zonedDate(deps.clock?.() ?? new Date(), DEFAULT_TIME_ZONE);
  const context = await toolProjectContext(db, scope, projectId);
  const computed = await computeAnalysis(tool, inputs, { project: context, today, survey });
  const downBefore = servicesDown(engine.status());
  const prepared = await engine.prepare({ db, studioId: scope.studioId, allowOffline });
  const id = randomUUID();
  const [row] = await db
    .insert(toolRun)
    .values({ id, studioId: scope.studioId, projectId: context?.id ?? null, createdBy: scope.userId, tool, inputs, computed: storedComputed(computed) })
    .returning();
  const queue = new AsyncQueue<ToolRunEvent>();
  queue.push({ event: "start", data: { id, computed: computed?.analysis ?? null } });

  const extra = tool === "materiais" ? catalogueContext(inputs) : "";
  const request = { system: toolSystemPrompt(tool), messages: [{ role: "user" as const, content: toolUserPrompt(tool, inputs, computed?.analysis ?? null, extra) }] };
  // Offline: the computation and its explanation when the tool computes; the base's answer otherwise.
  const offline = () => (computed ? { text: computed.offlineText, citations: computed.citations, found: true } : answerToolOffline(tool, inputs));

  let providerFailed = false;
  const finish = async (values: Partial<Row>): Promise<ToolRun> => {
    const [saved] = await db.update(toolRun).set(values).where(eq(toolRun.id, id)).returning();
    return toApi(saved ?? row!, context?.name ?? null, downBefore || providerFailed);
  };
  tasks.run(
    (async () => {
      try {
        for await (const event of prepared.run(request, offline)) {
          if (event.type === "token") queue.push({ event: "token", data: { text: event.text } });
          else if (event.type === "notice") {
            // The provider's own words (codes, models) are for operators; the page says it plainly.
            providerFailed = true;
            logger.warn({ tool, provider: event.provider, kind: event.kind, message: event.message }, "provedor de IA falhou na ferramenta");
          } else if (event.type === "done") {
            queue.push({ event: "done", data: await finish({ text: event.text, provider: event.provider, status: "pronta" }) });
            return;
          } else if (event.type === "failed") {
            await finish({ text: event.text, provider: event.provider, status: "falhou" });
            logger.warn({ tool, provider: event.provider, message: event.message }, "provedor de IA parou no meio da resposta da ferramenta");
            queue.push({ event: "error", data: { message: PROVIDER_STOPPED_TEXT } });
            return;
          }
        }
        await finish({ status: "falhou" });
        queue.push({ event: "error", data: { message: FAILED } });
      } catch (err) {
        logger.error({ err, tool }, "falha na execução da ferramenta");
        await finish({ status: "falhou" }).catch(() => undefined);
        queue.push({ event: "error", data: { message: FAILED } });
      } finally {
        queue.end();
      }
    })(),
  );
  return queue;
}

export async function listToolRuns({ db, scope, tool }: { db: Db; scope: StudioScope; tool: AnalysisToolId }): Promise<ToolRun[]> {
  const rows = await db
    .select({ run: toolRun, projectName: project.name })
    .from(toolRun)
    .leftJoin(project, eq(project.id, toolRun.projectId))
    .where(and(eq(toolRun.studioId, scope.studioId), eq(toolRun.tool, tool)))
    .orderBy(desc(toolRun.createdAt), desc(toolRun.id))
    .limit(TOOL_HISTORY_LIMIT);
  return rows.map((r) => toApi(r.run, r.projectName));
}

export async function getToolRun({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<ToolRun> {
  const [r] = await db
    .select({ run: toolRun, projectName: project.name })
    .from(toolRun)
    .leftJoin(project, eq(project.id, toolRun.projectId))
    .where(and(eq(toolRun.id, id), eq(toolRun.studioId, scope.studioId)));
  if (!r) throw toolRunNotFound();
  return toApi(r.run, r.projectName);
}

export async function deleteToolRun({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const gone = await db.delete(toolRun).where(and(eq(toolRun.id, id), eq(toolRun.studioId, scope.studioId))).returning({ id: toolRun.id });
  if (gone.length === 0) throw toolRunNotFound();
}
