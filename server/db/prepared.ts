import type { Db } from "./client";

/**
 * A statement built once per database and prepared under a name (decisions 089, 112): Drizzle does
 * not build its SQL again on each request, and PostgreSQL parses and plans it once per connection.
 * Only for statements outside a transaction: a prepared statement belongs to the database.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let prepared = statements.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      statements.set(db, prepared);
    }
    return prepared;
  };
}
