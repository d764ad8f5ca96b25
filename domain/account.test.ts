import { describe, expect, it } from "vitest";
import { firstName } from "./account";
import { trialEndFrom } from "./plans";

describe("account helpers", () => {
  it("greets by the first name", () => {
    expect(firstName("  Maria Clara Souza ")).toBe("Maria");
    expect(firstName("Ícaro")).toBe("Ícaro");
  });

  it("ends the trial 7 days after sign-up", () => {
    expect(trialEndFrom(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-11-29T10:00:00.000Z");
  });
});
