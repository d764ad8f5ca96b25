import { randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { CLAUSES_PER_STUDIO, type ContractClause, type ContractClauseInput } from "#domain/service-contract/contract.schema";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { contractClause } from "#server/db/schema";
import { AppError, validationError } from "#server/lib/errors";

/**
 * The studio's clause library (R-CONTRACT-3, decision 099): named clauses every member of the
 * studio keeps, inserted into each contract generated afterwards. Scoped to the studio: another
 * studio's clause is a 404, never a 403 that would say it exists.
 */

export const clauseNotFound = () => new AppError("not_found", 404, "Cláusula não encontrada.");

type Row = typeof contractClause.$inferSelect;
const toClause = (r: Row): ContractClause => ({ id: r.id, title: r.title, text: r.text, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export async function listClauses({ db, scope }: { db: Db; scope: StudioScope }): Promise<ContractClause[]> {
  const rows = await db.select().from(contractClause).where(eq(contractClause.studioId, scope.studioId)).orderBy(asc(contractClause.createdAt), asc(contractClause.id));
  return rows.map(toClause);
}

export async function createClause({ db, scope, input, now = new Date() }: { db: Db; scope: StudioScope; input: ContractClauseInput; now?: Date }): Promise<ContractClause> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(contractClause).where(eq(contractClause.studioId, scope.studioId));
    if (n >= CLAUSES_PER_STUDIO) throw validationError({ title: `A biblioteca tem no máximo ${CLAUSES_PER_STUDIO} cláusulas: exclua uma antes de criar outra.` });
    const [row] = await tx
      .insert(contractClause)
      .values({ id: randomUUID(), studioId: scope.studioId, title: input.title, text: input.text, createdBy: scope.userId, createdAt: now, updatedAt: now })
      .returning();
    return toClause(row!);
  });
}

export async function updateClause({ db, scope, id, input, now = new Date() }: { db: Db; scope: StudioScope; id: string; input: ContractClauseInput; now?: Date }): Promise<ContractClause> {
  const [row] = await db
    .update(contractClause)
    .set({ title: input.title, text: input.text, updatedAt: now })
    .where(and(eq(contractClause.id, id), eq(contractClause.studioId, scope.studioId)))
    .returning();
  if (!row) throw clauseNotFound();
  return toClause(row);
}

export async function deleteClause({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const deleted = await db
    .delete(contractClause)
    .where(and(eq(contractClause.id, id), eq(contractClause.studioId, scope.studioId)))
    .returning({ id: contractClause.id });
  if (deleted.length === 0) throw clauseNotFound();
}
