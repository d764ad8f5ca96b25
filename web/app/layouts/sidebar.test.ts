import { describe, expect, it } from "vitest";
import { DASHBOARD_CHILDREN } from "#web/lib/navigation";
import { SIDEBAR } from "./sidebar";

describe("sidebar", () => {
  it("lists the 19 entries of R-NAV-3 in order, each a real child", () => {
    expect(SIDEBAR.map((e) => e.child)).toEqual([
      "", "briefing", "conceito", "referencias", "orcamentos", "imagens", "apresentacoes", "chat", "clientes",
      "sugestoes", "calendario", "lembretes", "area-personalizada", "zoneamento", "topografia", "materiais",
      "pos-obra", "sustentabilidade", "configuracoes",
    ]);
    for (const entry of SIDEBAR) expect(DASHBOARD_CHILDREN).toContain(entry.child);
    expect(SIDEBAR[0]!.path).toBe("/dashboard");
    expect(SIDEBAR[1]!.path).toBe("/dashboard/briefing");
  });
});
