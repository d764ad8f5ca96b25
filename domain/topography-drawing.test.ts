import { describe, expect, it } from "vitest";
import { analyzeTopography, SLOPE_CLASSES, type SurveyPoint } from "./topography-analysis";
import { simplify } from "./topography-drawing";

/** A 20 × 10 m lot in UTM rising 10% to the east: z = 900 + 0,1·(x − 677.000). */
function planeSurvey(): SurveyPoint[] {
  const points: SurveyPoint[] = [];
  for (let x = 0; x <= 20; x += 1) for (let y = 0; y <= 10; y += 1) points.push({ x: 677_000 + x, y: 7_184_000 + y, z: 900 + 0.1 * x });
  return points;
}

describe("simplify (Douglas–Peucker)", () => {
  it("drops vertices within the tolerance and keeps the corners", () => {
    const line: [number, number][] = [
      [0, 0],
      [1, 0.01],
      [2, 0],
      [3, 0],
      [3, 1],
      [3, 2],
    ];
    expect(simplify(line, 0.05)).toEqual([
      [0, 0],
      [3, 0],
      [3, 2],
    ]);
    // 0,01 m off the line is more than a zero tolerance: kept.
    expect(simplify(line, 0)).toEqual([
      [0, 0],
      [1, 0.01],
      [2, 0],
      [3, 0],
      [3, 2],
    ]);
  });
});

describe("the topography drawing", () => {
  const { drawing, figures } = analyzeTopography(planeSurvey(), { platformElevation: 901 });

  it("draws 0,5 m contours as straight north–south lines at the x the slope gives", () => {
    expect(drawing!.origin).toEqual({ x: 677_000, y: 7_184_000 });
    expect(drawing!.interval).toBe(0.5);
    expect(drawing!.intervalAsked).toBeNull();
    expect(drawing!.contours.map((c) => c.level)).toEqual([900.5, 901, 901.5]);
    for (const [i, contour] of drawing!.contours.entries()) {
      expect(contour.lines).toHaveLength(1);
      // Simplified to its two ends: (5 m · (i + 1), 0) and (…, 10), in some order.
      const xy = contour.lines[0]!.xy;
      expect(xy).toHaveLength(4);
      expect([xy[0], xy[2]]).toEqual([5 * (i + 1), 5 * (i + 1)]);
      expect([xy[1], xy[3]].sort((a, b) => a! - b!)).toEqual([0, 10]);
    }
  });

  it("outlines the surveyed rectangle by its four corners, and the platform line where the ground crosses 901 m", () => {
    expect(drawing!.outline).toHaveLength(1);
    const ring = drawing!.outline[0]!;
    expect(ring.closed).toBe(true);
    const corners = [];
    for (let i = 0; i < ring.xy.length; i += 2) corners.push(`${ring.xy[i]};${ring.xy[i + 1]}`);
    expect(corners.sort()).toEqual(["0;0", "0;10", "20;0", "20;10"]);
    expect(drawing!.platform.elevation).toBe(901);
    expect(drawing!.platform.lines).toHaveLength(1);
    expect(drawing!.platform.lines[0]!.xy.filter((_, i) => i % 2 === 0)).toEqual([10, 10]);
  });

  it("keeps the slope class of every cell of the analysis grid, the same counts as the table", () => {
    const { slope } = drawing!;
    expect([slope.columns, slope.rows]).toEqual([figures!.columns, figures!.rows]);
    expect(slope.classes).toHaveLength(slope.columns * slope.rows);
    // 10% everywhere: the 5–15% class, index 2.
    const moderate = SLOPE_CLASSES.findIndex((c) => c.from === 5);
    expect(new Set(slope.classes)).toEqual(new Set([String(moderate)]));
  });

  it("keeps every point of a small survey, and thins a large one evenly", () => {
    expect(drawing!.pointsTotal).toBe(21 * 11);
    expect(drawing!.points).toHaveLength(3 * 21 * 11);
    const big: SurveyPoint[] = [];
    for (let x = 0; x < 100; x++) for (let y = 0; y < 70; y++) big.push({ x, y, z: 0.05 * x + 0.02 * y });
    const large = analyzeTopography(big).drawing!;
    expect(large.pointsTotal).toBe(7000);
    expect(large.points.length / 3).toBeLessThanOrEqual(3000);
    expect(large.points.length / 3).toBeGreaterThan(2000);
  });

  it("uses the interval asked for", () => {
    expect(analyzeTopography(planeSurvey(), { contourInterval: 1 }).drawing!.contours.map((c) => c.level)).toEqual([901]);
  });
});
