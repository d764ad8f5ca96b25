import { describe, expect, it } from "vitest";
import { columnFractions, formatExportDate, metaLines } from "./model";

describe("export model", () => {
  it("prints the date as dd/MM/yyyy in Brasília time", () => {
    // 01:30 UTC on the 24th is still the 23rd in Brasília.
    expect(formatExportDate(new Date("2026-11-24T01:30:00Z"))).toBe("23/11/2026");
    expect(formatExportDate(new Date("2026-01-05T12:00:00Z"))).toBe("05/01/2026");
  });

  it("opens with project, client (when there is one) and date", () => {
    const meta = { studioName: "E", projectName: "Casa", clientName: "Ana", date: new Date("2026-11-23T12:00:00Z") };
    expect(metaLines(meta)).toEqual([
      { label: "Projeto", value: "Casa" },
      { label: "Cliente", value: "Ana" },
      { label: "Data", value: "23/11/2026" },
    ]);
    expect(metaLines({ ...meta, clientName: null }).map((l) => l.label)).toEqual(["Projeto", "Data"]);
  });

  it("shares a table's width by the columns' relative widths (1 when absent or not positive)", () => {
    expect(columnFractions([{ label: "a", width: 3 }, { label: "b" }])).toEqual([0.75, 0.25]);
    expect(columnFractions([{ label: "a", width: 0 }, { label: "b", width: -2 }])).toEqual([0.5, 0.5]);
  });
});
