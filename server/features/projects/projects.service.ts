import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { searchKey } from "#domain/clients";
import { planOrDefault, type Plan } from "#domain/plans";
import { documentCountLabel } from "#domain/documents";
import type { ProjectStage, ProjectStatus } from "#domain/projects";
import type { Project, ProjectData, ProjectPatchData, ProjectSummary, StageChangeData } from "#domain/projects.schema";
import { authorOf, type StudioAccess, type StudioScope } from "#server/auth/studio-scope";
import { preparedPerDatabase } from "#server/db/prepared";
import type { Db, Tx } from "#server/db/client";
import { client, presentation, project, projectDocument, projectStageChange, storedFile, studio } from "#server/db/schema";
import type { FileStorage } from "#server/storage/file-storage";
import { authorRef, creator, creatorToken, editor, editorToken } from "#server/lib/authorship";
import { AppError, validationError } from "#server/lib/errors";
import { landPlot, plotColumns } from "#server/lib/land-plot";
import { plural } from "#domain/addressing";
import { emitWebhookEvent } from "#server/webhooks/outbox";

type Row = typeof project.$inferSelect;

export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

function clientNotFound(): AppError {
  const message = "Cliente não encontrado.";
  return new AppError("validation_error", 422, message, { clientId: message });
}

/** 402 naming the plan and where to upgrade. */
function projectQuotaExceeded(plan: Plan, limit: number): AppError {
  const allowance = plural(limit, "projeto salvo", "projetos salvos");
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
function assertStatusFitsStage(status: ProjectStatus, stage: ProjectStage): void {
  if (stage === "concluido" && status !== "concluido") {
    throw validationError({ status: "Um projeto na etapa Concluído fica com a situação Concluído. Volte a etapa para reabri-lo." });
  }
  if (stage !== "concluido" && status === "concluido") {
    throw validationError({ status: "Para concluir o projeto, avance-o até a etapa Concluído." });
  }
}

/** A project row (and its client's name) as the API's summary: the one mapping lists and details share. */
function projectSummary(
  row: Pick<Row, "id" | "name" | "clientId" | "type" | "stage" | "status" | "deadline" | "updatedAt">,
  clientName: string,
): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    client: { id: row.clientId, name: clientName },
    type: row.type,
    stage: row.stage,
    status: row.status,
    deadline: row.deadline,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One of the studio's clients, locked against deletion (KEY SHARE, the lock a foreign key check
 * takes) until the transaction ends: a client deleted meanwhile is "not found" here, never a
 * foreign key error.
 */
async function lockOwnClient(tx: Tx, studioId: string, clientId: string) {
  const [row] = await tx
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.id, clientId), eq(client.studioId, studioId)))
    .for("key share");
  if (!row) throw clientNotFound();
  return row;
}

/**
 * A project's stage history, oldest first, as one JSON array (a subquery of loadProject's
 * statement). `at` comes back as PostgreSQL's JSON text of a timestamptz, read again as a Date.
 */
const stageHistory = sql<{ id: string; stage: ProjectStage; previous: ProjectStage | null; note: string | null; at: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${projectStageChange.id}, 'stage', ${projectStageChange.stage}, 'previous', ${projectStageChange.previous}, 'note', ${projectStageChange.note}, 'at', ${projectStageChange.at})
    order by ${projectStageChange.at}, ${projectStageChange.id})
  from ${projectStageChange} where ${projectStageChange.projectId} = ${project.id}), '[]'::json)`;
const documentCount = sql<number>`(select count(*)::int from ${projectDocument} where ${projectDocument.projectId} = ${project.id})`;

/**
 * The whole project (client name, who created and changed it, stage history oldest first), or 404.
 * One statement, the document count and the history as subqueries: each statement is a round
 * trip, the largest cost of a read on the load bench (decision 112).
 */
async function loadProject(db: Db | Tx, studioId: string, id: string): Promise<Project> {
  const [found] = await projectSelect(db)
    .where(and(eq(project.id, id), eq(project.studioId, studioId)))
    .limit(1);
  return projectOf(found);
}

const projectSelect = (db: Db | Tx) =>
  db
    .select({
      project,
      clientName: client.name,
      creatorName: creator.name,
      editorName: editor.name,
      creatorTokenName: creatorToken.name,
      editorTokenName: editorToken.name,
      documents: documentCount,
      history: stageHistory,
    })
    .from(project)
    .innerJoin(client, eq(client.id, project.clientId))
    .leftJoin(creator, eq(creator.id, project.createdBy))
    .leftJoin(editor, eq(editor.id, project.updatedBy))
    .leftJoin(creatorToken, eq(creatorToken.id, project.createdByApiToken))
    .leftJoin(editorToken, eq(editorToken.id, project.updatedByApiToken));

/**
 * loadProject's statement outside a transaction (a project page's read), built once per
 * database and prepared under a name, as the session read is (decision 089): Drizzle does not
 * build its SQL again on each request, and PostgreSQL parses and plans it once per connection.
 */
const projectById = preparedPerDatabase((db) =>
  projectSelect(db)
    .where(and(eq(project.id, sql.placeholder("id")), eq(project.studioId, sql.placeholder("studioId"))))
    .limit(1)
    .prepare("prancheta_project_by_id"),
);

function projectOf(found: Awaited<ReturnType<ReturnType<typeof projectSelect>["execute"]>>[number] | undefined): Project {
  if (!found) throw projectNotFound();
  const { documents, history } = found;
  const row = found.project;
  return {
    ...projectSummary(row, found.clientName),
    landPlot: landPlot(row),
    builtArea: row.builtArea,
    standard: row.standard,
    createdAt: row.createdAt.toISOString(),
    createdBy: authorRef({ id: row.createdBy, name: found.creatorName }, { id: row.createdByApiToken, name: found.creatorTokenName }),
    updatedBy: authorRef({ id: row.updatedBy, name: found.editorName }, { id: row.updatedByApiToken, name: found.editorTokenName }),
    history: history.map((h) => ({ id: h.id, stage: h.stage, previous: h.previous, note: h.note, at: new Date(h.at).toISOString() })),
    documentCount: documents,
  };
}

/**
 * The studio's projects as list rows (with their client's id and name), newest updated first.
 * (This query lived in server/lib, shared with the client's page; the clients feature now reads
 * its client's projects itself, in the same domain shape.)
 */
export async function listProjects({ db, scope, clientId }: { db: Db; scope: StudioAccess; clientId?: string | undefined }): Promise<ProjectSummary[]> {
  const rows = clientId ? await projectLists(db).ofClient.execute({ studioId: scope.studioId, clientId }) : await projectLists(db).all.execute({ studioId: scope.studioId });
  return rows.map((r) => projectSummary(r, r.clientName));
}

/**
 * listProjects' two statements (the studio's projects, a client's), prepared once per database
 * under a name, as getProject's (decision 112).
 */
const projectLists = preparedPerDatabase((db) => {
  const select = (where: SQL | undefined) =>
    db
      .select({
        id: project.id,
        name: project.name,
        clientId: project.clientId,
        clientName: client.name,
        type: project.type,
        stage: project.stage,
        status: project.status,
        deadline: project.deadline,
        updatedAt: project.updatedAt,
      })
      .from(project)
      .innerJoin(client, eq(client.id, project.clientId))
      .where(where)
      .orderBy(desc(project.updatedAt), desc(project.id));
  const ofStudio = eq(project.studioId, sql.placeholder("studioId"));
  return {
    all: select(ofStudio).prepare("prancheta_projects_of_studio"),
    ofClient: select(and(ofStudio, eq(project.clientId, sql.placeholder("clientId")))).prepare("prancheta_projects_of_client"),
  };
});

export async function getProject({ db, scope, id }: { db: Db; scope: StudioAccess; id: string }): Promise<Project> {
  const [found] = await projectById(db).execute({ id, studioId: scope.studioId });
  return projectOf(found);
}

/**
 * Creates a project for one of the studio's clients, within the plan's allowance (shared by the
 * studio's members), with its first history entry. The studio's row is locked for the
 * transaction, so concurrent creates — by one member or several — are counted one after the
 * other and cannot both take the last place.
 */
export async function createProject({ db, scope, input }: { db: Db; scope: StudioAccess; input: ProjectData }): Promise<Project> {
  const { studioId } = scope;
  const by = authorOf(scope);
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId)).for("no key update");
    // Deleted by its owner while this request ran.
    if (!owner) throw new AppError("not_found", 404, "Estúdio não encontrado.");
    await lockOwnClient(tx, studioId, input.clientId);

    const plan = planOrDefault(owner.plan);
    const limit = plan.quotas.projects;
    if (limit !== null) {
      const [saved] = await tx.select({ n: count() }).from(project).where(eq(project.studioId, studioId));
      if ((saved?.n ?? 0) >= limit) throw projectQuotaExceeded(plan, limit);
    }

    const status = statusAfterMove(input.status, null, input.stage);
    assertStatusFitsStage(status, input.stage);
    const now = new Date();
    const id = randomUUID();
    await tx.insert(project).values({
      id,
      studioId,
      createdBy: by.userId,
      updatedBy: by.userId,
      createdByApiToken: by.apiTokenId,
      updatedByApiToken: by.apiTokenId,
      clientId: input.clientId,
      name: input.name,
      searchKey: searchKey(input.name),
      type: input.type,
      ...plotColumns(input.landPlot),
      builtArea: input.builtArea,
      standard: input.standard,
      stage: input.stage,
      deadline: input.deadline,
      status,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(projectStageChange).values({ id: randomUUID(), projectId: id, stage: input.stage, previous: null, changedBy: by.userId, changedByApiToken: by.apiTokenId, at: now });
    return loadProject(tx, studioId, id);
  });
}

/** Changes the fields given; the land plot's fields merge into the stored plot. */
export async function updateProject({ db, scope, id, input }: { db: Db; scope: StudioScope; id: string; input: ProjectPatchData }): Promise<Project> {
  const { studioId } = scope;
  const changes = () => ({
    name: input.name,
    searchKey: input.name === undefined ? undefined : searchKey(input.name),
    clientId: input.clientId,
    type: input.type,
    ...plotColumns(input.landPlot ?? {}),
    builtArea: input.builtArea,
    standard: input.standard,
    deadline: input.deadline,
    status: input.status,
    updatedBy: scope.userId,
    updatedByApiToken: null,
    updatedAt: new Date(),
  });
  // Neither the status (checked against the stage) nor the client (locked against its deletion):
  // nothing to read before the write, so no transaction and no row lock — the update says whether
  // the project is the studio's, and the answer is read as GET reads it, by its prepared
  // statement: 2 statements instead of 3 and a BEGIN and a COMMIT (decision 115).
  if (input.status === undefined && input.clientId === undefined) {
    const [own] = await db
      .update(project)
      .set(changes())
      .where(and(eq(project.id, id), eq(project.studioId, studioId)))
      .returning({ id: project.id });
    if (!own) throw projectNotFound();
    return getProject({ db, scope, id: own.id });
  }
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: project.id, clientId: project.clientId, stage: project.stage })
      .from(project)
      .where(and(eq(project.id, id), eq(project.studioId, studioId)))
      .for("no key update");
    if (!own) throw projectNotFound();
    if (input.status !== undefined) assertStatusFitsStage(input.status, own.stage);
    if (input.clientId !== undefined && input.clientId !== own.clientId) await lockOwnClient(tx, studioId, input.clientId);

    await tx
      .update(project)
      .set(changes())
      .where(and(eq(project.id, own.id), eq(project.studioId, studioId)));
    return loadProject(tx, studioId, own.id);
  });
}

/**
 * Deletes a project with its history and its documents — the documents only when the request
 * names how many it expects to delete (`confirmedDocuments`, R-DOC-1): a page that showed "1
 * documento" cannot delete the three another member has written since. The row is locked so that
 * no document is created between the count and the delete.
 */
export async function deleteProject({ db, storage, scope, id, confirmedDocuments }: { db: Db; storage: FileStorage; scope: StudioScope; id: string; confirmedDocuments?: number | undefined }): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.id, id), eq(project.studioId, scope.studioId)))
      .for("update");
    if (!row) throw projectNotFound();
    const [{ documents } = { documents: 0 }] = await tx
      .select({ documents: count() })
      .from(projectDocument)
      .where(eq(projectDocument.projectId, id));
    if (documents > 0 && confirmedDocuments !== documents) {
      const what = documentCountLabel(documents);
      throw new AppError(
        "conflict",
        409,
        `Este projeto tem ${what}. Confirme que ${documents === 1 ? "ele será excluído" : "eles serão excluídos"} junto com o projeto.`,
      );
    }
    // The presentations' PDFs are stored files of the studio: they go with the project, not after it.
    // Locked: a render committing its PDF now is waited for, and its new file is the one read here.
    const pdfs = await tx
      .select({ fileId: presentation.pdfFileId })
      .from(presentation)
      .where(and(eq(presentation.projectId, id), isNotNull(presentation.pdfFileId)))
      .for("update");
    const files = pdfs.length > 0 ? await tx.delete(storedFile).where(inArray(storedFile.id, pdfs.map((p) => p.fileId!))).returning({ key: storedFile.storageKey }) : [];
    // The history, the documents (with their versions and client links) and the presentations go by ON DELETE CASCADE.
    await tx.delete(project).where(and(eq(project.id, id), eq(project.studioId, scope.studioId)));
    return files.map((f) => f.key);
  });
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Moves the project to another stage (forward or back) and records the move. The project row
 * is locked, so two moves at once are recorded one after the other with the right `previous`.
 */
export async function changeStage({ db, scope, id, input }: { db: Db; scope: StudioAccess; id: string; input: StageChangeData }): Promise<Project> {
  const { studioId } = scope;
  const by = authorOf(scope);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: project.id, stage: project.stage, status: project.status })
      .from(project)
      .where(and(eq(project.id, id), eq(project.studioId, studioId)))
      .for("no key update");
    if (!current) throw projectNotFound();
    const from = current.stage;
    if (from === input.stage) {
      const message = "O projeto já está nessa etapa.";
      throw new AppError("validation_error", 422, message, { stage: message });
    }

    // Strictly after the previous entry, so that the history's order never depends on a tie.
    const [last] = await tx
      .select({ at: projectStageChange.at })
      .from(projectStageChange)
      .where(eq(projectStageChange.projectId, current.id))
      .orderBy(desc(projectStageChange.at))
      .limit(1);
    const at = new Date(Math.max(Date.now(), (last?.at.getTime() ?? 0) + 1));

    await tx.insert(projectStageChange).values({
      id: randomUUID(),
      projectId: current.id,
      stage: input.stage,
      previous: from,
      note: input.note,
      changedBy: by.userId,
      changedByApiToken: by.apiTokenId,
      at,
    });
    await tx
      .update(project)
      .set({ stage: input.stage, status: statusAfterMove(current.status, from, input.stage), updatedBy: by.userId, updatedByApiToken: by.apiTokenId, updatedAt: at })
      .where(and(eq(project.id, current.id), eq(project.studioId, studioId)));
    const moved = await loadProject(tx, studioId, current.id);
    // R-HOOK-2: in the move's transaction (the outbox).
    await emitWebhookEvent(tx, { studioId, type: "projeto.etapa_alterada", data: { project: { id: moved.id, name: moved.name }, stage: input.stage, previous: from, note: input.note ?? null, changedAt: at.toISOString() }, now: at });
    return moved;
  });
}
