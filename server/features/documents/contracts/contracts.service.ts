import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { computeFees } from "#domain/fees/fees";
import type { ProjectDocument } from "#domain/documents.schema";
import { proposalContentSchema } from "#domain/proposals/proposal.schema";
import { buildContract, type ContractFacts } from "./contract-text";
import { contractTermsView, recordGeneratedTerms, termsForGeneration } from "./payment-terms.service";
import { contractContentSchema, type ProjectContract, type ProjectRrtInput } from "#domain/service-contract/contract.schema";
import { assertFeesPlan } from "#server/lib/fees-plan";
import type { StudioAccess, StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { client, contractClause, documentVersion, project as projectTable, projectDocument, projectFees, proposalTransition, studio } from "#server/db/schema";
import { appendVersion, emitVersionSaved, loadDocument } from "#server/features/documents/documents.service";
import { loadProjectFacts } from "#server/features/documents/project-facts.service";
import { brazilDay } from "#server/features/documents/proposals/proposals.service";
import { AppError, validationError } from "#server/lib/errors";

/**
 * The "Contrato de prestação de serviços" (R-CONTRACT-1, R-CONTRACT-2, decision 099): a project
 * document of kind "contrato" (versions, editor, export and its gaps check come from the documents'
 * machinery), generated from the accepted proposal or the saved fees, the project, the client and
 * the studio. Every query is scoped to the studio: another studio's project is a 404.
 */

export const contractProjectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

async function ownedProject(db: Db | Tx, studioId: string, projectId: string) {
  const [row] = await db
    .select({ id: projectTable.id, rrtNumber: projectTable.rrtNumber, clientDocument: client.document, clientAddress: client.address })
    .from(projectTable)
    .innerJoin(client, eq(client.id, projectTable.clientId))
    .where(and(eq(projectTable.id, projectId), eq(projectTable.studioId, studioId)));
  if (!row) throw contractProjectNotFound();
  return row;
}

async function documentIdOf(db: Db | Tx, studioId: string, projectId: string, kind: "contrato" | "proposta"): Promise<string | null> {
  const [row] = await db
    .select({ id: projectDocument.id })
    .from(projectDocument)
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, studioId), eq(projectDocument.kind, kind)));
  return row?.id ?? null;
}

/** The proposal's last accepted version (R-PROP-4), even if a newer draft exists: what the client agreed to. */
async function acceptedProposal(db: Db | Tx, studioId: string, projectId: string) {
  const documentId = await documentIdOf(db, studioId, projectId, "proposta");
  if (!documentId) return null;
  const [accepted] = await db
    .select({ version: proposalTransition.version, at: proposalTransition.createdAt })
    .from(proposalTransition)
    .where(and(eq(proposalTransition.documentId, documentId), eq(proposalTransition.studioId, studioId), eq(proposalTransition.state, "aceita")))
    .orderBy(desc(proposalTransition.position))
    .limit(1);
  if (!accepted) return null;
  const [row] = await db
    .select({ content: documentVersion.content })
    .from(documentVersion)
    .where(and(eq(documentVersion.documentId, documentId), eq(documentVersion.number, accepted.version)));
  const parsed = proposalContentSchema.safeParse(row?.content);
  return parsed.success ? { documentId, version: accepted.version, at: accepted.at, sections: parsed.data.sections } : null;
}

async function savedFees(db: Db | Tx, studioId: string, projectId: string) {
  const [row] = await db.select().from(projectFees).where(and(eq(projectFees.projectId, projectId), eq(projectFees.studioId, studioId)));
  return row ? computeFees(row.input, row.hourlyCost) : null;
}

/** `GET /api/projects/{id}/contract`. */
export async function getProjectContract({ db, scope, projectId }: { db: Db; scope: StudioAccess; projectId: string }): Promise<ProjectContract> {
  const owned = await ownedProject(db, scope.studioId, projectId);
  const accepted = await acceptedProposal(db, scope.studioId, projectId);
  const [fees] = await db.select({ id: projectFees.projectId }).from(projectFees).where(and(eq(projectFees.projectId, projectId), eq(projectFees.studioId, scope.studioId)));
  const documentId = await documentIdOf(db, scope.studioId, projectId, "contrato");
  return {
    documentId,
    rrtNumber: owned.rrtNumber,
    acceptedProposal: accepted ? { documentId: accepted.documentId, version: accepted.version, acceptedAt: accepted.at.toISOString() } : null,
    hasFees: Boolean(fees),
    paymentTerms: await contractTermsView({ db, scope, documentId }),
  };
}

/** What the contract is built from (pure builder's input). */
export async function loadContractFacts({ db, scope, projectId, now }: { db: Db; scope: StudioScope; projectId: string; now: Date }): Promise<ContractFacts> {
  const owned = await ownedProject(db, scope.studioId, projectId);
  const project = await loadProjectFacts({ db, scope, projectId, now });
  const [studioRow] = await db.select({ address: studio.address }).from(studio).where(eq(studio.id, scope.studioId));
  const accepted = await acceptedProposal(db, scope.studioId, projectId);
  const clauses = await db
    .select({ title: contractClause.title, text: contractClause.text })
    .from(contractClause)
    .where(eq(contractClause.studioId, scope.studioId))
    .orderBy(asc(contractClause.createdAt), asc(contractClause.id));
  return {
    project,
    client: { document: owned.clientDocument, address: owned.clientAddress?.trim() || null },
    studio: { address: studioRow?.address?.trim() || null },
    rrtNumber: owned.rrtNumber,
    acceptedProposal: accepted ? { version: accepted.version, acceptedOn: brazilDay(accepted.at), sections: accepted.sections } : null,
    fees: await savedFees(db, scope.studioId, projectId),
    clauses,
    paymentTerms: await termsForGeneration({ db, scope, documentId: await documentIdOf(db, scope.studioId, projectId, "contrato") }),
  };
}

/**
 * `POST /api/projects/{id}/contract`: version 1 of a new contract, or a new version of the
 * project's contract. Neither an accepted proposal nor saved fees is a pt-BR 422; a plan without
 * fees is the fees' 403 (the contract, like the proposal, comes from them).
 */
export async function generateContract({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; now?: Date }): Promise<ProjectDocument> {
  const facts = await loadContractFacts({ db, scope, projectId, now });
  if (!facts.acceptedProposal && !facts.fees) {
    throw validationError({ fees: "Para gerar o contrato, o projeto precisa de uma proposta aceita ou de honorários salvos." });
  }
  await assertFeesPlan({ db, studioId: scope.studioId, now });
  const parsed = contractContentSchema.safeParse(buildContract(facts));
  if (!parsed.success) throw validationError({ clauses: "O contrato ficou longo demais: encurte as cláusulas do escritório." });
  const content = parsed.data;
  const author = { source: "usuario" as const, userId: scope.userId };
  // The version that states the terms records them, when the contract had none (R-PAY-6, R-PAY-9).
  const id = await db.transaction(async (tx) => {
    const existing = await documentIdOf(tx, scope.studioId, projectId, "contrato");
    if (existing) {
      const version = await appendVersion({ tx, studioId: scope.studioId, documentId: existing, baseVersion: null, content, author });
      await recordGeneratedTerms({ db: tx, scope, documentId: existing, version, terms: facts.paymentTerms });
      return existing;
    }
    const documentId = randomUUID();
    // ON CONFLICT: two clicks at once make one document; the second becomes its next version.
    const inserted = await tx
      .insert(projectDocument)
      .values({ id: documentId, studioId: scope.studioId, projectId, kind: "contrato", version: 1, createdBy: scope.userId, updatedBy: scope.userId })
      .onConflictDoNothing()
      .returning({ id: projectDocument.id });
    if (inserted.length === 0) {
      const raced = await documentIdOf(tx, scope.studioId, projectId, "contrato");
      if (!raced) throw contractProjectNotFound();
      const version = await appendVersion({ tx, studioId: scope.studioId, documentId: raced, baseVersion: null, content, author });
      await recordGeneratedTerms({ db: tx, scope, documentId: raced, version, terms: facts.paymentTerms });
      return raced;
    }
    await tx.insert(documentVersion).values({ id: randomUUID(), documentId, number: 1, content, source: "usuario", authorId: scope.userId });
    await recordGeneratedTerms({ db: tx, scope, documentId, version: 1, terms: facts.paymentTerms });
    // Version 1 is a saved version like the later ones (R-HOOK-8).
    await emitVersionSaved({ tx, studioId: scope.studioId, document: { id: documentId, kind: "contrato", projectId }, version: 1, source: "usuario" });
    return documentId;
  });
  return loadDocument({ db, studioId: scope.studioId, id: id });
}

/** `PUT /api/projects/{id}/rrt` (R-CONTRACT-4): the number, normalised by the schema, or null. */
export async function setProjectRrt({ db, scope, projectId, input }: { db: Db; scope: StudioScope; projectId: string; input: ProjectRrtInput }) {
  const updated = await db
    .update(projectTable)
    .set({ rrtNumber: input.rrtNumber, updatedAt: new Date(), updatedBy: scope.userId, updatedByApiToken: null })
    .where(and(eq(projectTable.id, projectId), eq(projectTable.studioId, scope.studioId)))
    .returning({ rrtNumber: projectTable.rrtNumber });
  if (updated.length === 0) throw contractProjectNotFound();
  return { rrtNumber: updated[0]!.rrtNumber };
}
