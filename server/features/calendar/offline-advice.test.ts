import { describe, expect, it } from "vitest";
import { offlineEventAdvice } from "./offline-advice";

describe("offline preparation advice by event kind (R-CAL-4)", () => {
  it("names the project, the day and the time", () => {
    const text = offlineEventAdvice({ title: "Visita técnica", dateLabel: "26/11/2026", time: "14:30", projectName: "Casa Lima" });
    expect(text).toMatch(/^Preparação para visita técnica do projeto Casa Lima em 26\/11\/2026 às 14:30:/);
    expect(text).toContain("trena");
  });
});
