import { describe, expect, it } from "vitest";
import { DASHBOARD_CHILDREN, dashboardPath } from "./navigation";
import { TOOLS } from "./tools";

describe("dashboard routes", () => {
  it("has the 23 children of R-NAV-2, each once", () => {
    expect(DASHBOARD_CHILDREN).toHaveLength(23);
    expect(new Set(DASHBOARD_CHILDREN).size).toBe(23);
    expect(dashboardPath("")).toBe("/dashboard");
    expect(dashboardPath("briefing")).toBe("/dashboard/briefing");
  });

  it("has 16 tools with unique ids, each leading to a real child route", () => {
    expect(TOOLS).toHaveLength(16);
    expect(new Set(TOOLS.map((t) => t.id)).size).toBe(16);
    for (const tool of TOOLS) expect(DASHBOARD_CHILDREN).toContain(tool.child);
  });
});
