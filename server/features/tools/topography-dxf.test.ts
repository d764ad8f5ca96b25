import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import { analyzeTopography, type SurveyPoint } from "#domain/topography-analysis";
import { TOPOGRAPHY_DXF_LAYERS, topographyDxf } from "./topography-dxf";

/** A 50 × 10 m lot in UTM rising 10% to the east, 900 to 905 m. */
function survey(): SurveyPoint[] {
  const points: SurveyPoint[] = [];
  for (let x = 0; x <= 50; x += 1) for (let y = 0; y <= 10; y += 1) points.push({ x: 677_000 + x, y: 7_184_000 + y, z: 900 + 0.1 * x });
  return points;
}

describe("the topography DXF, opened by an independent parser", () => {
  const { drawing } = analyzeTopography(survey());
  const parsed = new DxfParser().parseSync(topographyDxf(drawing!))!;
  const onLayer = (layer: string) => parsed.entities.filter((e) => e.layer === layer);

  it("has its six layers, and counts of entities a drafter can check by hand", () => {
    expect(Object.keys(parsed.tables.layer.layers).sort()).toEqual(Object.values(TOPOGRAPHY_DXF_LAYERS).sort());
    // 0,5 m between 900 and 905 m: 900,5 … 904,5 (9 levels); every fifth (902,5) is a master line with its label.
    expect(onLayer(TOPOGRAPHY_DXF_LAYERS.contours)).toHaveLength(8);
    expect(onLayer(TOPOGRAPHY_DXF_LAYERS.masters)).toHaveLength(1);
    expect(onLayer(TOPOGRAPHY_DXF_LAYERS.labels).map((e) => (e as unknown as { text: string }).text)).toEqual(["902,5"]);
    expect(onLayer(TOPOGRAPHY_DXF_LAYERS.outline)).toHaveLength(1);
    // The platform defaults to the mean elevation, 902,5 m, crossed along x = 25 m.
    expect(onLayer(TOPOGRAPHY_DXF_LAYERS.platform)).toHaveLength(1);
    expect(onLayer(TOPOGRAPHY_DXF_LAYERS.points)).toHaveLength(51 * 11);
  });

  it("writes each contour in the survey's coordinates at its elevation", () => {
    const master = onLayer(TOPOGRAPHY_DXF_LAYERS.masters)[0] as unknown as { vertices: { x: number; y: number; z: number }[] };
    for (const v of master.vertices) {
      expect(v.x).toBeCloseTo(677_025, 6);
      expect(v.z).toBe(902.5);
    }
    expect(master.vertices.map((v) => v.y).sort((a, b) => a - b)).toEqual([7_184_000, 7_184_010]);
    const outline = onLayer(TOPOGRAPHY_DXF_LAYERS.outline)[0] as unknown as { vertices: { x: number; y: number }[]; shape?: boolean };
    expect(outline.shape).toBe(true);
    expect(outline.vertices.map((v) => `${v.x};${v.y}`).sort()).toEqual(["677000;7184000", "677000;7184010", "677050;7184000", "677050;7184010"]);
  });
});
