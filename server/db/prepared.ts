import type { Db, Tx } from "./client";

/**
 * A statement built once per database and prepared under a name (decisions 089, 112): Drizzle does
 * not build its SQL again on each request, and PostgreSQL parses and plans it once per connection.
 * For statements outside a transaction, where the database handle lives as long as the process. A
 * statement some callers also run inside a transaction may take `Db | Tx`: a transaction's handle
 * gets its own, built once for that transaction and dropped with it (the map holds it weakly).
 */
export function preparedPerDatabase<T, D extends Db | Tx = Db>(prepare: (db: D) => T): (db: D) => T {
  const statements = new WeakMap<D, T>();
  return (db) => {
    let prepared = statements.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      statements.set(db, prepared);
    }
    return prepared;
  };
}
