import { desc, eq } from "drizzle-orm";
import type { StudioCub } from "#domain/budget.schema";
import type { PublishedCubTable } from "#domain/cub.schema";
import type { Uf } from "#domain/projects";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { studioCub } from "#server/db/schema";
import { publishedCubRows, toCubTable } from "#server/lib/cub-tables";

/** The CUB values the studio typed in its budgets, newest month first, to use again (R-BUDGET-1). */
export async function listStudioCub({ db, scope }: { db: Db; scope: StudioScope }): Promise<StudioCub[]> {
  const rows = await db
    .select()
    .from(studioCub)
    .where(eq(studioCub.studioId, scope.studioId))
    .orderBy(desc(studioCub.month), desc(studioCub.updatedAt))
    .limit(500);
  return rows.map((r) => ({ uf: r.uf, month: r.month, code: r.code, regime: r.regime, value: r.value, source: r.source, updatedAt: r.updatedAt.toISOString() }));
}

/** The CUB tables in force that the team published (R-BUDGET-9), one per state, month and regime. */
export async function listPublishedCubTables({ db }: { db: Db }): Promise<PublishedCubTable[]> {
  const rows = await publishedCubRows(db);
  return rows.map((r) => ({ ...toCubTable(r), uf: r.uf as Uf, publishedAt: r.publishedAt.toISOString() }));
}
