import { describe, expect, it } from "vitest";
import { quotaBlocks, quotaLine } from "./image-messages";

describe("quota line", () => {
  it("says used of limit, unlimited, or that the plan has none", () => {
    expect(quotaLine({ used: 3, limit: 50 })).toBe("3 de 50 imagens este mês");
    expect(quotaLine({ used: 1, limit: null })).toBe("1 imagem este mês (ilimitado)");
    expect(quotaLine({ used: 1200, limit: null })).toBe("1.200 imagens este mês (ilimitado)");
    expect(quotaLine({ used: 0, limit: 0 })).toBe("Seu plano não inclui geração de imagens.");
  });
});

describe("quota blocks", () => {
  it("blocks only a plan with none included or all used", () => {
    expect(quotaBlocks({ used: 0, limit: 0 })).toBe(true);
    expect(quotaBlocks({ used: 50, limit: 50 })).toBe(true);
    expect(quotaBlocks({ used: 49, limit: 50 })).toBe(false);
    expect(quotaBlocks({ used: 1200, limit: null })).toBe(false);
  });
});
