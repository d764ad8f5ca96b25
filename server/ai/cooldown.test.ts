import { describe, expect, it } from "vitest";
import { Cooldown } from "./cooldown";

describe("Cooldown shared between processes", () => {
  it("tells the others when a cooldown starts or a success ends it, and only then", () => {
    let now = 1_000;
    const told: [string, number | null][] = [];
    const cooldown = new Cooldown(30_000, () => now, (id, until) => told.push([id, until]));
    cooldown.clear("primary"); // nothing to clear: nothing told
    cooldown.trip("primary");
    now = 5_000;
    cooldown.refresh("primary");
    cooldown.refresh("fallback"); // never failed: nothing to refresh
    cooldown.clear("primary");
    expect(told).toEqual([
      ["primary", 31_000],
      ["primary", 35_000],
      ["primary", null],
    ]);
  });

  it("applies what another process found without telling it again, keeping the later deadline", () => {
    let now = 0;
    const told: unknown[] = [];
    const cooldown = new Cooldown(30_000, () => now, (...args) => told.push(args));
    cooldown.apply("primary", 20_000);
    expect(cooldown.isCooling("primary")).toBe(true);
    cooldown.apply("primary", 10_000); // an older signal arriving late
    now = 15_000;
    expect(cooldown.isCooling("primary")).toBe(true);
    now = 20_000;
    expect(cooldown.isCooling("primary")).toBe(false);
    cooldown.apply("fallback", 50_000);
    cooldown.apply("fallback", null);
    expect(cooldown.isCooling("fallback")).toBe(false);
    expect(told).toEqual([]);
  });
});
