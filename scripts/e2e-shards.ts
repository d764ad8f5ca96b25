import { DEFAULT_PORTS } from "#e2e/fixtures/env";

/**
 * The environment of one browser test shard (decision 117): the first on the ports in force
 * (the defaults, or each E2E_*_PORT the caller set), each next one 10 ports above the one before,
 * and each with its own database directory and results (E2E_SHARD, read by playwright.config.ts).
 */
export function shardEnv(shard: number, base: NodeJS.ProcessEnv): Record<string, string> {
  const offset = (shard - 1) * 10;
  const env: Record<string, string> = { E2E_SHARD: String(shard) };
  for (const [name, fallback] of Object.entries(DEFAULT_PORTS)) {
    const given = Number(base[name]);
    env[name] = String((base[name] && Number.isInteger(given) && given > 0 ? given : fallback) + offset);
  }
  // Without E2E_DATA_DIR the directory is named by the app's port, which already differs per shard.
  if (base.E2E_DATA_DIR) env.E2E_DATA_DIR = `${base.E2E_DATA_DIR}-${shard}`;
  return env;
}
