import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cubTables } from "#domain/budget-defaults";
import { checkCubImport, parseCubImport, previousCubTable, type CubImportCheck } from "./cub-import";
import type { AdminCubTable, CubImportPreview } from "#domain/cub.schema";
import type { Db } from "#server/db/client";
import { cubPublishedTable, user } from "#server/db/schema";
import { personRef } from "#server/lib/authorship";
import { publishedCubRows, toCubTable } from "#server/lib/cub-tables";
import { AppError } from "#server/lib/errors";
import { plural } from "#domain/addressing";

/**
 * The team's CUB imports (R-BUDGET-9, decision 069): a pasted table is read and checked by
 * cub-import.ts against the previous month studios get (bundled or published), previewed,
 * then published to every studio. Re-importing a published state, month and regime replaces it:
 * the old row stays, marked replaced, for the audit.
 */

const publisher = alias(user, "publisher");

/** How many imports the admin's history lists. */
export const CUB_HISTORY_LIMIT = 200;

async function checked(db: Db, text: string, now: Date): Promise<{ check: CubImportCheck; replaces: CubImportPreview["replaces"] }> {
  const parsed = parseCubImport(text);
  const active = await publishedCubRows(db);
  const tables = cubTables(active.map(toCubTable));
  const previous = parsed.uf && parsed.regime && parsed.month ? previousCubTable(tables, parsed.uf, parsed.regime, parsed.month) : null;
  const check = checkCubImport(parsed, previous, now);
  const same = active.find((r) => r.uf === parsed.uf && r.month === parsed.month && r.regime === parsed.regime);
  let replaces: CubImportPreview["replaces"] = null;
  if (same) {
    const [who] = same.publishedBy ? await db.select({ name: user.name }).from(user).where(eq(user.id, same.publishedBy)) : [];
    replaces = { id: same.id, publishedAt: same.publishedAt.toISOString(), publishedBy: personRef(same.publishedBy, who?.name ?? null) };
  }
  return { check, replaces };
}

/** `POST /api/admin/cub-tables/preview`: what would be published, with the problems per line. */
export async function previewCubImport({ db, text, now = new Date() }: { db: Db; text: string; now?: Date }): Promise<CubImportPreview> {
  const { check, replaces } = await checked(db, text, now);
  return { errors: check.errors, notices: check.notices, rows: check.rows, previous: check.previous, table: check.table, replaces };
}

/**
 * `POST /api/admin/cub-tables`: publishes the table to every studio, or a 422 listing the
 * problems per line (the same ones the preview showed). In one transaction the previous row of
 * the same state, month and regime is marked replaced and the new one inserted; the partial
 * unique index keeps one row in force per state, month and regime even under two clicks.
 */
export async function publishCubImport({ db, adminId, text, now = new Date() }: { db: Db; adminId: string; text: string; now?: Date }): Promise<AdminCubTable> {
  const { check } = await checked(db, text, now);
  if (!check.table) {
    const fields = Object.fromEntries(check.errors.map((e, i) => [e.line === null ? `text.${i}` : `text.linha-${e.line}`, e.message]));
    throw new AppError("validation_error", 422, `A tabela tem ${plural(check.errors.length, "erro", "erros")}: corrija e pré-visualize de novo.`, fields);
  }
  const table = check.table;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(cubPublishedTable)
      .set({ replacedAt: now })
      .where(and(eq(cubPublishedTable.uf, table.uf), eq(cubPublishedTable.month, table.month), eq(cubPublishedTable.regime, table.regime), isNull(cubPublishedTable.replacedAt)));
    await tx.insert(cubPublishedTable).values({
      id,
      uf: table.uf,
      month: table.month,
      regime: table.regime,
      entity: table.entity,
      source: table.source,
      values: table.values as Record<string, number>,
      importedText: text,
      publishedBy: adminId,
      publishedAt: now,
    });
  });
  const [row] = await history(db).where(eq(cubPublishedTable.id, id));
  return toAdmin(row!);
}

function history(db: Db) {
  return db.select({ row: cubPublishedTable, publisherName: publisher.name }).from(cubPublishedTable).leftJoin(publisher, eq(publisher.id, cubPublishedTable.publishedBy)).$dynamic();
}

function toAdmin({ row, publisherName }: { row: typeof cubPublishedTable.$inferSelect; publisherName: string | null }): AdminCubTable {
  const t = toCubTable(row);
  return {
    id: row.id,
    uf: t.uf as AdminCubTable["uf"],
    month: t.month,
    regime: t.regime,
    entity: t.entity,
    source: t.source,
    values: t.values,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: personRef(row.publishedBy, publisherName),
    replacedAt: row.replacedAt?.toISOString() ?? null,
  };
}

/** `GET /api/admin/cub-tables`: every import, the newest first, replaced ones included. */
export async function listCubImports({ db }: { db: Db }): Promise<AdminCubTable[]> {
  const rows = await history(db).orderBy(desc(cubPublishedTable.publishedAt), desc(cubPublishedTable.id)).limit(CUB_HISTORY_LIMIT);
  return rows.map(toAdmin);
}
