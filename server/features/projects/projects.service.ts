import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { searchKey } from "#domain/clients";
import { DEFAULT_PLAN, planById, type Plan } from "#domain/plans";
import type {
  ConstructionStandard,
  LandPlot,
  Project,
  ProjectStage,
  ProjectStatus,
  ProjectSummary,
  StageChange,
  Uf,
} from "#domain/projects";
import type { ProjectData, projectPatchSchema, stageChangeSchema } from "#domain/projects.schema";
import type { z } from "zod";
import type { Db } from "#server/db/client";
import { client, project, projectStageChange, user } from "#server/db/schema";
import { AppError, unauthorized, validationError } from "#server/lib/errors";
import { projectSummaries, projectSummary } from "#server/lib/project-summaries";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Row = typeof project.$inferSelect;
type PatchData = z.output<typeof projectPatchSchema>;
type StageChangeData = z.output<typeof stageChangeSchema>;

export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

function clientNotFound(): AppError {
  const message = "Cliente não encontrado.";
  return new AppError("validation_error", 422, message, { clienteId: message });
}

/** 402 naming the plan and where to upgrade. */
function projectQuotaExceeded(plan: Plan, limit: number): AppError {
  const allowance = limit === 1 ? "1 projeto salvo" : `${limit} projetos salvos`;
  return new AppError(
    "quota_exceeded",
    402,
    `O plano ${plan.name} permite ${allowance}. Para criar mais, faça upgrade em Planos & Assinaturas (/dashboard/planos).`,
  );
}

/** Reaching "concluido" closes the project; leaving it reopens it. */
function statusAfterMove(current: ProjectStatus, from: ProjectStage | null, to: ProjectStage): ProjectStatus {
  if (to === "concluido") return "concluido";
  if (from === "concluido") return "em-andamento";
  return current;
}

/**
 * "Concluído" is the stage's to set: a project at the last stage is concluded, and one that is
 * not cannot be marked so (it would leave the deadlines while still offering the next stage).
 */
function assertStatusFitsStage(status: ProjectStatus, etapa: ProjectStage): void {
  if (etapa === "concluido" && status !== "concluido") {
    throw validationError({ status: "Um projeto na etapa Concluído fica com a situação Concluído. Volte a etapa para reabri-lo." });
  }
  if (etapa !== "concluido" && status === "concluido") {
    throw validationError({ status: "Para concluir o projeto, avance-o até a etapa Concluído." });
  }
}

const plotColumns = (plot: Partial<LandPlot>) => ({
  terrenoEndereco: plot.endereco,
  terrenoCidade: plot.cidade,
  terrenoUf: plot.uf,
  terrenoArea: plot.area,
  terrenoFrente: plot.frente,
  terrenoFundo: plot.fundo,
  terrenoZoneamento: plot.zoneamento,
  terrenoTopografia: plot.topografia,
});

function landPlot(row: Row): LandPlot {
  return {
    endereco: row.terrenoEndereco,
    cidade: row.terrenoCidade,
    uf: row.terrenoUf as Uf | null,
    area: row.terrenoArea,
    frente: row.terrenoFrente,
    fundo: row.terrenoFundo,
    zoneamento: row.terrenoZoneamento,
    topografia: row.terrenoTopografia,
  };
}

/**
 * One of the user's clients, locked against deletion (KEY SHARE, the lock a foreign key check
 * takes) until the transaction ends: a client deleted meanwhile is "not found" here, never a
 * foreign key error.
 */
async function lockOwnClient(tx: Tx, userId: string, clientId: string) {
  const [row] = await tx
    .select({ id: client.id, nome: client.nome })
    .from(client)
    .where(and(eq(client.id, clientId), eq(client.userId, userId)))
    .for("key share");
  if (!row) throw clientNotFound();
  return row;
}

/** The whole project (client name and stage history, oldest first), or 404. */
async function loadProject(db: Db | Tx, userId: string, id: string): Promise<Project> {
  const [found] = await db
    .select({ project, clienteNome: client.nome })
    .from(project)
    .innerJoin(client, eq(client.id, project.clientId))
    .where(and(eq(project.id, id), eq(project.userId, userId)))
    .limit(1);
  if (!found) throw projectNotFound();
  const history = await db
    .select()
    .from(projectStageChange)
    .where(eq(projectStageChange.projectId, id))
    .orderBy(asc(projectStageChange.em), asc(projectStageChange.id));
  const row = found.project;
  return {
    ...projectSummary(row, found.clienteNome),
    terreno: landPlot(row),
    areaConstruida: row.areaConstruida,
    padrao: row.padrao as ConstructionStandard,
    createdAt: row.createdAt.toISOString(),
    historico: history.map(
      (h): StageChange => ({
        id: h.id,
        etapa: h.etapa as ProjectStage,
        anterior: h.anterior as ProjectStage | null,
        observacao: h.observacao,
        em: h.em.toISOString(),
      }),
    ),
  };
}

export async function listProjects({ db, userId, clientId }: { db: Db; userId: string; clientId?: string | undefined }): Promise<ProjectSummary[]> {
  return projectSummaries(db, { userId, clientId });
}

export async function getProject({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<Project> {
  return loadProject(db, userId, id);
}

/**
 * Creates a project for one of the user's clients, within the plan's allowance, with its first
 * history entry. The user's row is locked for the transaction, so concurrent creates are
 * counted one after the other and cannot both take the last place.
 */
export async function createProject({ db, userId, input }: { db: Db; userId: string; input: ProjectData }): Promise<Project> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ plan: user.plan }).from(user).where(eq(user.id, userId)).for("no key update");
    if (!account) throw unauthorized();
    await lockOwnClient(tx, userId, input.clienteId);

    const plan = planById(account.plan) ?? planById(DEFAULT_PLAN)!;
    const limit = plan.quotas.projects;
    if (limit !== null) {
      const [saved] = await tx.select({ n: count() }).from(project).where(eq(project.userId, userId));
      if ((saved?.n ?? 0) >= limit) throw projectQuotaExceeded(plan, limit);
    }

    const status = statusAfterMove(input.status, null, input.etapa);
    assertStatusFitsStage(status, input.etapa);
    const now = new Date();
    const id = randomUUID();
    await tx.insert(project).values({
      id,
      userId,
      clientId: input.clienteId,
      nome: input.nome,
      searchKey: searchKey(input.nome),
      tipo: input.tipo,
      ...plotColumns(input.terreno),
      areaConstruida: input.areaConstruida,
      padrao: input.padrao,
      etapa: input.etapa,
      prazo: input.prazo,
      status,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(projectStageChange).values({ id: randomUUID(), projectId: id, etapa: input.etapa, anterior: null, em: now });
    return loadProject(tx, userId, id);
  });
}

/** Changes the fields given; the land plot's fields merge into the stored plot. */
export async function updateProject({ db, userId, id, input }: { db: Db; userId: string; id: string; input: PatchData }): Promise<Project> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: project.id, clientId: project.clientId, etapa: project.etapa })
      .from(project)
      .where(and(eq(project.id, id), eq(project.userId, userId)))
      .for("no key update");
    if (!own) throw projectNotFound();
    if (input.status !== undefined) assertStatusFitsStage(input.status, own.etapa as ProjectStage);
    if (input.clienteId !== undefined && input.clienteId !== own.clientId) await lockOwnClient(tx, userId, input.clienteId);

    await tx
      .update(project)
      .set({
        nome: input.nome,
        searchKey: input.nome === undefined ? undefined : searchKey(input.nome),
        clientId: input.clienteId,
        tipo: input.tipo,
        ...plotColumns(input.terreno ?? {}),
        areaConstruida: input.areaConstruida,
        padrao: input.padrao,
        prazo: input.prazo,
        status: input.status,
        updatedAt: new Date(),
      })
      .where(and(eq(project.id, own.id), eq(project.userId, userId)));
    return loadProject(tx, userId, own.id);
  });
}

export async function deleteProject({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  // One statement: the history goes with it (ON DELETE CASCADE).
  const deleted = await db
    .delete(project)
    .where(and(eq(project.id, id), eq(project.userId, userId)))
    .returning({ id: project.id });
  if (deleted.length === 0) throw projectNotFound();
}

/**
 * Moves the project to another stage (forward or back) and records the move. The project row
 * is locked, so two moves at once are recorded one after the other with the right `anterior`.
 */
export async function changeStage({ db, userId, id, input }: { db: Db; userId: string; id: string; input: StageChangeData }): Promise<Project> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: project.id, etapa: project.etapa, status: project.status })
      .from(project)
      .where(and(eq(project.id, id), eq(project.userId, userId)))
      .for("no key update");
    if (!current) throw projectNotFound();
    const from = current.etapa as ProjectStage;
    if (from === input.etapa) {
      const message = "O projeto já está nessa etapa.";
      throw new AppError("validation_error", 422, message, { etapa: message });
    }

    // Strictly after the previous entry, so that the history's order never depends on a tie.
    const [last] = await tx
      .select({ em: projectStageChange.em })
      .from(projectStageChange)
      .where(eq(projectStageChange.projectId, current.id))
      .orderBy(desc(projectStageChange.em))
      .limit(1);
    const em = new Date(Math.max(Date.now(), (last?.em.getTime() ?? 0) + 1));

    await tx.insert(projectStageChange).values({
      id: randomUUID(),
      projectId: current.id,
      etapa: input.etapa,
      anterior: from,
      observacao: input.observacao,
      em,
    });
    await tx
      .update(project)
      .set({ etapa: input.etapa, status: statusAfterMove(current.status as ProjectStatus, from, input.etapa), updatedAt: em })
      .where(and(eq(project.id, current.id), eq(project.userId, userId)));
    return loadProject(tx, userId, current.id);
  });
}
