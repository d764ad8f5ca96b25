import { readFileSync } from "node:fs";
import { getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#server/db/schema";
import { createTestContext, type TestContext } from "#server/test/harness";
import { EXPORTED_TABLES, exportReadme, NOT_EXPORTED } from "./data-export.service";

/**
 * R-PROFILE-5: "Baixar meus dados" reads every table that holds something of a person or a
 * studio, or says why not. The exported tables come from the export's own sections, so a table
 * added to the schema fails here until it is exported or excluded with a reason.
 */

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const nameOf = (table: PgTable) => getTableName(table);

/**
 * Tables that hold a person's data without a foreign key to the user (so the columns below do not
 * find them): keyed by a user id or an e-mail in plain text.
 */
const PERSONAL_WITHOUT_FOREIGN_KEY = [
  // `value` is the user id of a password-reset link.
  "verification",
  // Keys end with a user id or hold a hash of the e-mail.
  "rate_limit",
  // `payload` names the event or reminder a notice is for.
  "job",
];

/**
 * Columns that name a person or a studio whether or not a foreign key says so: a `created_by`
 * kept without a key (so that it survives its author), an author, an owner, an e-mail.
 */
const PERSONAL_COLUMN = /^(user_id|studio_id|author_id|owner_id|email)$|_by$/;

/**
 * A table holds a person's or a studio's data when it has a column named like one (above), a
 * foreign key to the user or the studio (created_by, invited_by, …), or a foreign key to a table
 * that does (a document's versions, a conversation's messages), or is listed above.
 */
function holdingPersonalData(): string[] {
  const holding = new Set<string>(["user", "studio", ...PERSONAL_WITHOUT_FOREIGN_KEY]);
  const configs = tables.map((t) => getTableConfig(t));
  for (const c of configs) if (c.columns.some((col) => PERSONAL_COLUMN.test(col.name))) holding.add(c.name);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of configs) {
      if (holding.has(c.name)) continue;
      if (c.foreignKeys.some((fk) => holding.has(nameOf(fk.reference().foreignTable)))) {
        holding.add(c.name);
        grew = true;
      }
    }
  }
  return [...holding].sort();
}

describe("the data export's table coverage (R-PROFILE-5)", () => {
  it("finds the tables that hold a person's or a studio's data through their columns and keys", () => {
    const holding = holdingPersonalData();
    // A column's name alone is enough: a created_by kept without a foreign key, an e-mail.
    expect(["created_by", "updated_by", "invited_by", "author_id", "email", "user_id"].every((name) => PERSONAL_COLUMN.test(name))).toBe(true);
    expect(["studio_cub", "nome", "project_id", "status"].some((name) => PERSONAL_COLUMN.test(name))).toBe(false);
    // Through a user_id, a created_by and a parent's key respectively.
    expect(holding).toEqual(expect.arrayContaining(["reminder", "tool_run", "message", "document_version", "project_stage_change"]));
  });

  it("exports each of them, or names it in NOT_EXPORTED with a reason", () => {
    const unaccounted = holdingPersonalData().filter((name) => !EXPORTED_TABLES.includes(name) && !(name in NOT_EXPORTED));
    expect(unaccounted, "tables neither exported nor excluded with a reason (data-export.service.ts)").toEqual([]);
  });

  it("excludes only tables that exist and are not exported, each with its reason", () => {
    const names = tables.map(nameOf);
    for (const [name, reason] of Object.entries(NOT_EXPORTED)) {
      expect(names, name).toContain(name);
      expect(EXPORTED_TABLES, name).not.toContain(name);
      expect(reason.length, name).toBeGreaterThan(20);
    }
    for (const name of EXPORTED_TABLES) expect(names, name).toContain(name);
  });

  it("is documented in docs/data-export.md with the same text as the ZIP's LEIA-ME.txt", () => {
    const doc = readFileSync(new URL("../../../docs/data-export.md", import.meta.url), "utf8");
    expect(doc).toContain(exportReadme());
  });
});

describe("the schema the coverage reads is the database's", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it("has every table the migrations made (none made by hand-written SQL only)", async () => {
    const res = (await ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
    const inDatabase = (res.rows ?? res).map((r) => r.table_name).filter((name) => !name.startsWith("__drizzle"));
    expect(inDatabase.sort()).toEqual(tables.map(nameOf).sort());
  });
});
