import { describe, expect, it } from "vitest";
import { firstName } from "./account";
import { DASHBOARD_CHILDREN, SIDEBAR } from "./navigation";
import { trialEndFrom } from "./plans";
import { TOOLS } from "./tools";

describe("dashboard routes", () => {
  it("has the 23 children of R-NAV-2, each once", () => {
    expect(DASHBOARD_CHILDREN).toHaveLength(23);
    expect(new Set(DASHBOARD_CHILDREN).size).toBe(23);
  });

  it("lists the 19 sidebar entries in R-NAV-3's order, each a real child", () => {
    expect(SIDEBAR.map((e) => e.child)).toEqual([
      "", "briefing", "conceito", "referencias", "orcamentos", "imagens", "apresentacoes", "chat", "clientes",
      "sugestoes", "calendario", "lembretes", "area-personalizada", "zoneamento", "topografia", "materiais",
      "pos-obra", "sustentabilidade", "configuracoes",
    ]);
    for (const entry of SIDEBAR) expect(DASHBOARD_CHILDREN).toContain(entry.child);
    expect(SIDEBAR[0]!.path).toBe("/dashboard");
    expect(SIDEBAR[1]!.path).toBe("/dashboard/briefing");
  });

  it("has 16 tools with unique ids, each leading to a real child route", () => {
    expect(TOOLS).toHaveLength(16);
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(16);
    for (const tool of TOOLS) expect(DASHBOARD_CHILDREN).toContain(tool.child);
  });
});

describe("account helpers", () => {
  it("greets by the first name", () => {
    expect(firstName("  Maria Clara Souza ")).toBe("Maria");
    expect(firstName("Ícaro")).toBe("Ícaro");
  });

  it("ends the trial 7 days after sign-up", () => {
    expect(trialEndFrom(new Date("2026-11-22T10:00:00Z")).toISOString()).toBe("2026-11-29T10:00:00.000Z");
  });
});
