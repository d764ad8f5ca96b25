import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

type Rows<T> = { rows?: T[] } & T[];

/**
 * Every text and JSON value of every table, searched for each of `values` (R-PROFILE-5: what an
 * account deletion must leave nothing of): "table.column (n)" for each column holding one.
 */
export async function rowsMentioning(db: Db, values: string[]): Promise<string[]> {
  const columns = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and data_type in ('text', 'jsonb', 'json', 'character varying') order by table_name, column_name`,
  )) as unknown as Rows<{ table_name: string; column_name: string }>;
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows ?? columns) {
    if (table_name.startsWith("__drizzle")) continue;
    for (const value of values) {
      const res = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${value}%`}`)) as unknown as Rows<{ n: number }>;
      const n = (res.rows ?? res)[0]?.n ?? 0;
      if (n > 0) found.push(`${table_name}.${column_name} (${n})`);
    }
  }
  return found;
}
