import { desc, isNull } from "drizzle-orm";
import { cubTables } from "#domain/budget-defaults";
import type { CubCode, CubRegime, CubTable } from "#domain/cub-table";
import type { Db } from "#server/db/client";
import { cubPublishedTable } from "#server/db/schema";

type Row = typeof cubPublishedTable.$inferSelect;

/** A published row as the budget's arithmetic takes a table. */
export function toCubTable(row: Row): CubTable {
  return { uf: row.uf, entity: row.entity, month: row.month, regime: row.regime as CubRegime, values: row.values as Partial<Record<CubCode, number>>, source: row.source };
}

/**
 * The tables the Prancheta team published and did not replace (R-BUDGET-9), newest month first.
 * Shared by the budget editor's read, a new budget's first CUB and the PDF's scenarios.
 */
export async function publishedCubRows(db: Pick<Db, "select">): Promise<Row[]> {
  return db.select().from(cubPublishedTable).where(isNull(cubPublishedTable.replacedAt)).orderBy(desc(cubPublishedTable.month), cubPublishedTable.uf, cubPublishedTable.regime);
}

/** Bundled plus published tables: what a budget picks its CUB from. */
export async function servedCubTables(db: Pick<Db, "select">): Promise<CubTable[]> {
  return cubTables((await publishedCubRows(db)).map(toCubTable));
}
