import { describe, expect, it } from "vitest";
import { LocalSignalBus, SIGNAL_CHANNELS } from "#server/signals/bus";
import { Cooldown } from "./cooldown";
import { sharedCooldown } from "./shared-cooldown";

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

describe("sharedCooldown", () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("a failure found by one process cools the provider on the other, for at most its own cooldown", async () => {
    const signals = new LocalSignalBus();
    let now = 1_000_000;
    const clock = () => now;
    const first = sharedCooldown({ cooldownMs: 30_000, signals, now: clock });
    const second = sharedCooldown({ cooldownMs: 10_000, signals, now: clock });
    first.trip("primary");
    await settle();
    await settle();
    expect(second.isCooling("primary")).toBe(true);
    now += 10_000; // the second's own cooldown is shorter: capped to it
    expect(second.isCooling("primary")).toBe(false);
    expect(first.isCooling("primary")).toBe(true);

    second.trip("fallback");
    await settle();
    await settle();
    expect(first.isCooling("fallback")).toBe(true);
    second.clear("fallback");
    await settle();
    await settle();
    expect(first.isCooling("fallback")).toBe(false);
  });

  it("ignores its own echo, unknown providers, durations out of range and garbage", async () => {
    const signals = new LocalSignalBus();
    const cooldown = sharedCooldown({ cooldownMs: 30_000, signals, now: () => 0 });
    for (const payload of [
      "não é json",
      JSON.stringify({ from: "outro", provider: "qualquer", ms: 5_000 }),
      JSON.stringify({ from: "outro", provider: "primary", ms: -5 }),
      JSON.stringify({ from: "outro", provider: "primary", ms: "muito" }),
    ]) {
      await signals.publish(SIGNAL_CHANNELS.aiCooldown, payload);
    }
    await settle();
    expect(cooldown.isCooling("primary")).toBe(false);
    // Its own "started" arrives after its own "ended": applied once already, skipped here.
    cooldown.trip("primary");
    cooldown.clear("primary");
    await settle();
    await settle();
    expect(cooldown.isCooling("primary")).toBe(false);
  });
});
