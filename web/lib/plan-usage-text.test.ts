import { describe, expect, it } from "vitest";
import { runningLow, usageText } from "./plan-usage-text";

describe("the plan's usage in words (R-PLAN-5)", () => {
  it("says how much of each allowance is used, with agreement", () => {
    expect(usageText("texts", { used: 7, limit: 10 })).toBe("7 de 10 gerações de texto usadas");
    expect(usageText("images", { used: 3, limit: 50 })).toBe("3 de 50 imagens do mês usadas");
    expect(usageText("projects", { used: 1, limit: 1 })).toBe("1 de 1 projeto salvo");
    expect(usageText("seats", { used: 2, limit: 5 })).toBe("2 de 5 lugares ocupados");
    expect(usageText("texts", { used: 1_250, limit: null })).toBe("1.250 gerações de texto usadas (ilimitado)");
    expect(usageText("images", { used: 0, limit: 0 })).toBe("Geração de imagens não incluída no plano");
  });

  it("is running low under 30% left of a limited allowance", () => {
    expect(runningLow({ used: 7, limit: 10 })).toBe(false);
    expect(runningLow({ used: 8, limit: 10 })).toBe(true);
    expect(runningLow({ used: 10, limit: 10 })).toBe(true);
    expect(runningLow({ used: 900, limit: null })).toBe(false);
    expect(runningLow({ used: 0, limit: 0 })).toBe(false);
  });
});
