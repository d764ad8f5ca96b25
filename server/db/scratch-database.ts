import pg from "pg";

/**
 * A throwaway database on a PostgreSQL server (the test template, a benchmark's data): created
 * empty under `name` (replacing a leftover of the same name), and dropped by `drop()`.
 */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`nome de banco inválido: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
