import { describe, expect, it } from "vitest";
import { DEFAULT_PORTS } from "#e2e/fixtures/env";
import { shardEnv } from "./e2e-shards";

describe("shardEnv", () => {
  it("puts each shard 10 ports above the one before, from the defaults", () => {
    const first = shardEnv(1, {});
    const second = shardEnv(2, {});
    expect(first.E2E_APP_PORT).toBe(String(DEFAULT_PORTS.E2E_APP_PORT));
    expect(second.E2E_APP_PORT).toBe(String(DEFAULT_PORTS.E2E_APP_PORT + 10));
    expect(second.E2E_SMTP_PORT).toBe(String(DEFAULT_PORTS.E2E_SMTP_PORT + 10));
    expect([first.E2E_SHARD, second.E2E_SHARD]).toEqual(["1", "2"]);
    expect(first.E2E_DATA_DIR).toBeUndefined();
  });

  it("keeps the ports and the database directory the caller set, apart per shard", () => {
    const base = { E2E_APP_PORT: "4100", E2E_DATA_DIR: "/tmp/e2e-db" };
    expect(shardEnv(1, base).E2E_APP_PORT).toBe("4100");
    expect(shardEnv(2, base).E2E_APP_PORT).toBe("4110");
    expect(shardEnv(1, base).E2E_SMTP_PORT).toBe(String(DEFAULT_PORTS.E2E_SMTP_PORT));
    expect(shardEnv(1, base).E2E_DATA_DIR).toBe("/tmp/e2e-db-1");
    expect(shardEnv(2, base).E2E_DATA_DIR).toBe("/tmp/e2e-db-2");
  });

  it("gives no two shards a port in common", () => {
    const ports = [1, 2, 3].flatMap((shard) => Object.entries(shardEnv(shard, {})).filter(([k]) => k.endsWith("_PORT")).map(([, v]) => v));
    expect(new Set(ports).size).toBe(ports.length);
  });
});
