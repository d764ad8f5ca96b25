import { describe, expect, it } from "vitest";
import type { SvgNode } from "./charts/svg";
import { analyzeTopography, type SurveyPoint } from "./topography-analysis";
import { cutFillPath, overWhite, topographyLegendSvg, topographyMapSvg } from "./topography-map";

const find = (node: SvgNode | string, test: (n: SvgNode) => boolean): SvgNode[] =>
  typeof node === "string" ? [] : [...(test(node) ? [node] : []), ...node.children.flatMap((c) => find(c, test))];

describe("the topography map's tree (R-TOOL-8, R-DRAW-2)", () => {
  it("hatches cut one way and fill the other, joining a diagonal's cells into one line", () => {
    const slope = { columns: 2, rows: 2, cellWidth: 1, cellDepth: 1, classes: "0000" };
    // Every diagonal: the main one is one segment across both cells, south-west to north-east.
    expect(cutFillPath({ slope, depth: 2 }, "cccc", "c", 1)).toBe("M0 1L1 0" + "M0 2L2 0" + "M1 2L2 1");
    expect(cutFillPath({ slope, depth: 2 }, "cccc", "c", 2)).toBe("M0 2L2 0");
    // A cell off the survey or level ends the line; fill leans the other way.
    expect(cutFillPath({ slope, depth: 2 }, "c..c", "c", 2)).toBe("M0 2L2 0");
    expect(cutFillPath({ slope, depth: 2 }, "cc..", "c", 2)).toBe("M0 2L1 1");
    expect(cutFillPath({ slope, depth: 2 }, "aaaa", "a", 2)).toBe("M1 2L0 1" + "M2 1L1 0");
    expect(cutFillPath({ slope, depth: 2 }, "aaaa", "c", 1)).toBe("");
  });

  it("mixes a colour with white as a fill at that strength shows on paper", () => {
    expect(overWhite("#000000", 0.5)).toBe("#808080");
    expect(overWhite("#1a9850", 1)).toBe("#1a9850");
  });

  it("draws a plane's contours, labels, slope class, cut and fill, north and scale in one tree", () => {
    // 50 × 20 m rising 10% to the east, 900 to 905 m: 0,5 m contours, the master at 902,5 m.
    const points: SurveyPoint[] = [];
    for (let x = 0; x <= 50; x += 1) for (let y = 0; y <= 20; y += 1) points.push({ x: 677_000 + x, y: 7_184_000 + y, z: 900 + 0.1 * x });
    const drawing = analyzeTopography(points).drawing!;
    const map = topographyMapSvg(drawing);
    expect(find(map.tree, (n) => n.attrs["data-level"] !== undefined)).toHaveLength(9);
    expect(find(map.tree, (n) => n.tag === "text").map((n) => n.children[0])).toEqual(["902,5", "N", "10 m"]);
    expect(find(map.tree, (n) => n.attrs["data-slope-class"] !== undefined).map((n) => n.attrs.fill)).toEqual([overWhite("#d9ef8b", 0.6)]);
    const hatch = find(map.tree, (n) => n.attrs["data-cut-fill"] !== undefined);
    expect(hatch.map((n) => n.attrs["data-cut-fill"])).toEqual(["corte", "aterro"]);
    // Cut lies east of the platform line (x > 25 m), fill west of it.
    const xs = (d: string) => [...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.min(...xs(String(hatch[0]!.attrs.d)))).toBeGreaterThanOrEqual(24);
    expect(Math.max(...xs(String(hatch[1]!.attrs.d)))).toBeLessThanOrEqual(26);
    expect(map.summary).toContain("platô na cota 902,5 m, com o corte e o aterro hachurados.");
    expect(map.legend.map((l) => l.label)).toContain("Corte: terreno acima do platô (hachura /)");
    // A drawing stored before cut and fill were kept: no hatch, no such legend line.
    const old = topographyMapSvg({ ...drawing, platform: { elevation: drawing.platform.elevation, lines: drawing.platform.lines } });
    expect(find(old.tree, (n) => n.attrs["data-cut-fill"] !== undefined)).toHaveLength(0);
    expect(old.legend).toHaveLength(10);
    expect(find(topographyLegendSvg(map.legend).tree, (n) => n.tag === "text")).toHaveLength(12);
  });
});
