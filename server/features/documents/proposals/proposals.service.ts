import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ProjectProposal } from "#domain/contracts/proposals";
import { dayBR } from "#domain/days";
import type { ProjectDocument } from "#domain/documents.schema";
import { computeFees } from "#domain/fees/fees";
import { buildProposal, type ProposalFees } from "./proposal-text";
import { proposalContentSchema, type ProposalStatus, type ProposalTransitionInput } from "#domain/proposals/proposal.schema";
import { effectiveState, nextState, proposalStateLabel, type ProposalAction, type ProposalState } from "#domain/proposals/proposal-state";
import { assertFeesPlan } from "#server/lib/fees-plan";
import type { StudioAccess, StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { documentVersion, project as projectTable, projectDocument, projectFees, proposalTransition, user } from "#server/db/schema";
import { appendVersion, changedWhileSigning, emitVersionSaved, loadDocument, staleSave } from "#server/features/documents/documents.service";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";
import { personRef } from "#server/lib/authorship";
import { AppError, validationError } from "#server/lib/errors";

/**
 * The "Proposta de serviços" (R-PROP-1…4, decision 094): a project document of kind "proposta"
 * (versions, export and its gaps check come from the documents' machinery), built from the saved
 * fees, with a state the server moves: the studio marks it sent; the client portal records seen,
 * accepted or refused (`applyClientTransition`). Every query is scoped to the studio: another
 * studio's project or proposal is a 404.
 */

export const proposalNotFound = () => new AppError("not_found", 404, "Proposta não encontrada.");
export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

/**
 * The project's saved fee calculation as the proposal prints it (decision 090: recomputed from the
 * saved inputs and the copy of the hourly cost, so it cannot drift), or null before the first save.
 */
async function savedFees(db: Db, studioId: string, projectId: string): Promise<ProposalFees | null> {
  const [row] = await db.select().from(projectFees).where(and(eq(projectFees.projectId, projectId), eq(projectFees.studioId, studioId)));
  return row ? computeFees(row.input, row.hourlyCost) : null;
}

/** The studio's day in Brazil (aaaa-mm-dd): validity dates are days there, not in UTC. */
export function brazilDay(now: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo" }).format(now);
}

/** The project's proposal document id, or null (the project checked to be the studio's by the caller). */
async function proposalIdOf(db: Db | Tx, studioId: string, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: projectDocument.id })
    .from(projectDocument)
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, studioId), eq(projectDocument.kind, "proposta")));
  return row?.id ?? null;
}

/**
 * `POST /api/projects/{id}/proposal`: the proposal built from what the project holds, as version 1
 * of a new document or as a new version of the project's proposal (which returns it to rascunho).
 * No saved fees is a pt-BR 422; a plan without fees is the fees' 403.
 */
export async function generateProposal({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; now?: Date }): Promise<ProjectDocument> {
  const facts = await loadProjectFacts({ db, scope, projectId, now });
  const fees = await savedFees(db, scope.studioId, projectId);
  if (!fees) throw validationError({ fees: "Salve os honorários do projeto antes de gerar a proposta." });
  await assertFeesPlan({ db, studioId: scope.studioId, now });
  const content = proposalContentSchema.parse(buildProposal(facts, fees));
  const id = await db.transaction(async (tx) => {
    const existing = await proposalIdOf(tx, scope.studioId, projectId);
    if (existing) {
      await appendVersion({ tx, studioId: scope.studioId, documentId: existing, baseVersion: null, content, author: { source: "usuario", userId: scope.userId } });
      return existing;
    }
    const documentId = randomUUID();
    // ON CONFLICT: two clicks at once make one document; the second becomes its next version.
    const inserted = await tx
      .insert(projectDocument)
      .values({ id: documentId, studioId: scope.studioId, projectId, kind: "proposta", version: 1, createdBy: scope.userId, updatedBy: scope.userId })
      .onConflictDoNothing()
      .returning({ id: projectDocument.id });
    if (inserted.length === 0) {
      const raced = await proposalIdOf(tx, scope.studioId, projectId);
      if (!raced) throw proposalNotFound();
      await appendVersion({ tx, studioId: scope.studioId, documentId: raced, baseVersion: null, content, author: { source: "usuario", userId: scope.userId } });
      return raced;
    }
    await tx.insert(documentVersion).values({ id: randomUUID(), documentId, number: 1, content, source: "usuario", authorId: scope.userId });
    // Version 1 is a saved version like the later ones (R-HOOK-8).
    await emitVersionSaved({ tx, studioId: scope.studioId, document: { id: documentId, kind: "proposta", projectId }, version: 1, source: "usuario" });
    return documentId;
  });
  return loadDocument({ db, studioId: scope.studioId, id: id });
}

interface ProposalRow {
  id: string;
  version: number;
  validUntil: string;
}

/** The studio's proposal document at its latest version (locked for update when asked), or 404. */
async function proposalRow(db: Db | Tx, studioId: string, documentId: string, lock: boolean): Promise<ProposalRow> {
  const query = db
    .select({ id: projectDocument.id, kind: projectDocument.kind, version: projectDocument.version })
    .from(projectDocument)
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, studioId)));
  const [doc] = lock ? await query.for("update") : await query;
  if (!doc || doc.kind !== "proposta") throw proposalNotFound();
  const [latest] = await db
    .select({ content: documentVersion.content })
    .from(documentVersion)
    .where(and(eq(documentVersion.documentId, documentId), eq(documentVersion.number, doc.version)));
  const parsed = proposalContentSchema.safeParse(latest?.content);
  if (!parsed.success) throw proposalNotFound();
  return { id: doc.id, version: doc.version, validUntil: parsed.data.validUntil };
}

async function statusOf(db: Db | Tx, row: ProposalRow, now: Date): Promise<ProposalStatus> {
  const rows = await db
    .select({ t: proposalTransition, authorName: user.name })
    .from(proposalTransition)
    .leftJoin(user, eq(user.id, proposalTransition.authorId))
    .where(eq(proposalTransition.documentId, row.id))
    .orderBy(desc(proposalTransition.position));
  const current = rows.find((r) => r.t.version === row.version)?.t.state ?? null;
  const state = effectiveState(current, row.validUntil, brazilDay(now));
  return {
    documentId: row.id,
    version: row.version,
    state,
    label: proposalStateLabel(state),
    validUntil: row.validUntil,
    history: rows.map(({ t, authorName }) => ({
      state: t.state,
      version: t.version,
      actor: { kind: t.actorKind, user: t.actorKind === "estudio" ? personRef(t.authorId, authorName) : null, name: t.actorName },
      at: t.createdAt.toISOString(),
    })),
  };
}

export async function getProposalStatus({ db, scope, documentId, now = new Date() }: { db: Db; scope: StudioAccess; documentId: string; now?: Date }): Promise<ProposalStatus> {
  return statusOf(db, await proposalRow(db, scope.studioId, documentId, false), now);
}

/** `GET /api/projects/{id}/proposal`: the project's proposal and its state, or nulls (404 for another studio's project). */
export async function getProjectProposal({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioAccess; projectId: string; now?: Date }): Promise<ProjectProposal> {
  const [owned] = await db.select({ id: projectTable.id }).from(projectTable).where(and(eq(projectTable.id, projectId), eq(projectTable.studioId, scope.studioId)));
  if (!owned) throw projectNotFound();
  const id = await proposalIdOf(db, scope.studioId, projectId);
  if (!id) return { documentId: null, status: null };
  return { documentId: id, status: await getProposalStatus({ db, scope, documentId: id, now }) };
}

type Actor = { kind: "estudio"; userId: string } | { kind: "cliente"; name: string | null };

/**
 * One transition under the document's lock: a `version` that is no longer the latest is a 409;
 * what the state does not allow is a pt-BR 422 (`nextState`). "ver" once past enviada changes
 * nothing (the client opening the proposal again).
 */
async function transition(db: Db, args: { studioId: string; documentId: string; action: ProposalAction; version: number | null; actor: Actor; now: Date }): Promise<ProposalStatus> {
  return db.transaction((tx) => transitionIn(tx, args));
}

/** `transition`'s work inside a caller's transaction (the document row is locked for its duration). */
async function transitionIn(tx: Tx, { studioId, documentId, action, version, actor, now }: { studioId: string; documentId: string; action: ProposalAction; version: number | null; actor: Actor; now: Date }): Promise<ProposalStatus> {
  const row = await proposalRow(tx, studioId, documentId, true);
  if (version !== null && version !== row.version) throw staleSave(row.version);
  const current = await statusOf(tx, row, now);
  if (action === "ver" && (current.state === "vista" || current.state === "aceita" || current.state === "recusada" || current.state === "expirada")) return current;
  const next = nextState(current.state, action, row.validUntil, brazilDay(now));
  if (!next.ok) throw validationError({ action: next.message });
  await tx.insert(proposalTransition).values({
    id: randomUUID(),
    // The document row is locked (proposalRow): the next position is ours alone.
    position: current.history.length + 1,
    studioId,
    documentId,
    version: row.version,
    state: next.state,
    actorKind: actor.kind,
    authorId: actor.kind === "estudio" ? actor.userId : null,
    actorName: actor.kind === "cliente" ? actor.name : null,
    createdAt: now,
  });
  return statusOf(tx, row, now);
}

const CLIENT_ONLY = "Só o cliente vê, aceita ou recusa a proposta (pelo portal). O escritório marca a proposta como enviada.";

/** `POST /api/documents/{id}/proposal-state`: the studio's "Marcar como enviada". */
export async function transitionProposal({ db, scope, documentId, input, now = new Date() }: { db: Db; scope: StudioScope; documentId: string; input: ProposalTransitionInput; now?: Date }): Promise<ProposalStatus> {
  if (input.action !== "enviar") {
    await proposalRow(db, scope.studioId, documentId, false); // another studio's proposal is a 404 first
    throw validationError({ action: CLIENT_ONLY });
  }
  return transition(db, { studioId: scope.studioId, documentId, action: "enviar", version: input.version, actor: { kind: "estudio", userId: scope.userId }, now });
}

/**
 * For the client portal (R-PROP-4): the client saw, accepted or refused the proposal of
 * `documentId` in `studioId` (the portal knows both from its link). Accepting or refusing names
 * the version the client read: a newer one (the studio edited in between) is a 409, so nobody
 * accepts a text they did not see. The same 404 and 422s as the studio's route.
 */
export async function applyClientTransition({
  db,
  studioId,
  documentId,
  action,
  version,
  clientName = null,
  now = new Date(),
}: {
  db: Db;
  studioId: string;
  documentId: string;
  action: Exclude<ProposalAction, "enviar">;
  /** The version the client was shown; null for "ver" (whatever is latest). */
  version: number | null;
  clientName?: string | null;
  now?: Date;
}): Promise<ProposalStatus> {
  return transition(db, { studioId, documentId, action, version, actor: { kind: "cliente", name: clientName }, now });
}


/**
 * The client opened the proposal in the portal (R-PROP-4, decision 095): an enviada proposal
 * becomes vista. Any other state (a rascunho shared before being sent, one already answered or
 * expired) records nothing, so opening the page never fails.
 */
export async function proposalSeenInPortal({ db: tx, studioId, documentId, clientName, now }: { db: Tx; studioId: string; documentId: string; clientName: string | null; now: Date }): Promise<void> {
  const row = await proposalRow(tx, studioId, documentId, true);
  if ((await statusOf(tx, row, now)).state !== "enviada") return;
  await transitionIn(tx, { studioId, documentId, action: "ver", version: row.version, actor: { kind: "cliente", name: clientName }, now });
}

/** What the client reads when a signature cannot accept the proposal, by the state it is in. */
function notSignable(state: ProposalState, validUntil: string): string | null {
  switch (state) {
    case "enviada":
    case "vista":
      return null;
    case "rascunho":
      return "Esta proposta ainda não foi enviada pelo escritório. Peça ao seu arquiteto que a envie e assine depois.";
    case "expirada":
      return `A validade desta proposta terminou em ${dayBR(validUntil)}. Peça ao escritório uma proposta atualizada.`;
    case "aceita":
      return "Esta proposta já foi aceita.";
    case "recusada":
      return "Esta proposta foi recusada. Peça ao escritório uma nova versão.";
  }
}

/**
 * A signature of a proposal in the portal is its acceptance (R-PORTAL-3, R-PROP-4): run inside the
 * signature's own transaction, so the proposal is aceita exactly when the signature is stored, and
 * a proposal that cannot be accepted (not sent, expired, already answered) refuses the signature
 * with a pt-BR 422 the client reads. `version` is the version signed; a newer one is a 409.
 */
export async function acceptProposalBySignature({ db: tx, studioId, documentId, version, clientName, now }: { db: Tx; studioId: string; documentId: string; version: number; clientName: string; now: Date }): Promise<ProposalStatus> {
  const row = await proposalRow(tx, studioId, documentId, true);
  if (version !== row.version) throw changedWhileSigning();
  const current = await statusOf(tx, row, now);
  const reason = notSignable(current.state, row.validUntil);
  if (reason) throw new AppError("validation_error", 422, reason);
  return transitionIn(tx, { studioId, documentId, action: "aceitar", version, actor: { kind: "cliente", name: clientName }, now });
}
