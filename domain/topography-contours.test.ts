import { describe, expect, it } from "vitest";
import { contourLevels, contourLines, defaultContourInterval } from "./topography-contours";
import { triangulate } from "./topography-surface";

function surfaceOf(points: [number, number, number][]) {
  const xs = Float64Array.from(points.map((p) => p[0]));
  const ys = Float64Array.from(points.map((p) => p[1]));
  const zs = Float64Array.from(points.map((p) => p[2]));
  return { surface: triangulate(xs, ys, zs), xs, ys, zs };
}

describe("contour levels", () => {
  it("takes the multiples of the interval strictly between the lowest and highest points", () => {
    expect(contourLevels(100, 102, 0.5)).toEqual([100.5, 101, 101.5]);
    expect(contourLevels(99.8, 103.1, 1)).toEqual([100, 101, 102, 103]);
    expect(contourLevels(812.3, 812.4, 0.5)).toEqual([]);
    expect(contourLevels(5, 5, 1)).toEqual([]);
  });

  it("picks the finest interval that gives at most 20 levels", () => {
    expect(defaultContourInterval(4)).toBe(0.5);
    expect(defaultContourInterval(10)).toBe(0.5);
    expect(defaultContourInterval(15)).toBe(1);
    expect(defaultContourInterval(40)).toBe(2);
    expect(defaultContourInterval(300)).toBe(2);
  });
});

describe("contour lines on the TIN", () => {
  it("on a plane rising 10% to the east: straight north-south lines 5 m apart for 0,5 m", () => {
    const points: [number, number, number][] = [];
    for (let x = 0; x <= 20; x += 2) for (let y = 0; y <= 20; y += 2) points.push([x, y, 100 + 0.1 * x]);
    const { surface, xs, ys, zs } = surfaceOf(points);
    const contours = contourLines(surface, xs, ys, zs, contourLevels(100, 102, 0.5), 0.5);
    expect(contours.map((c) => c.level)).toEqual([100.5, 101, 101.5]);
    for (const [index, contour] of contours.entries()) {
      const x = 5 * (index + 1);
      expect(contour.lines).toHaveLength(1);
      const [line] = contour.lines;
      expect(line!.closed).toBe(false);
      for (const [px] of line!.points) expect(px).toBeCloseTo(x, 9);
      const ysOnLine = line!.points.map((p) => p[1]);
      expect(Math.min(...ysOnLine)).toBeCloseTo(0, 9);
      expect(Math.max(...ysOnLine)).toBeCloseTo(20, 9);
    }
    // Master lines are every fifth level: multiples of 2,5 m here, and none of these.
    expect(contours.map((c) => c.master)).toEqual([false, false, false]);
  });

  it("on a cone: closed circles of the radius its slope gives", () => {
    const points: [number, number, number][] = [[0, 0, 10]];
    for (let r = 1; r <= 10; r++) {
      for (let k = 0; k < 36; k++) {
        const angle = (k * Math.PI) / 18;
        points.push([r * Math.cos(angle), r * Math.sin(angle), 10 - r]);
      }
    }
    const { surface, xs, ys, zs } = surfaceOf(points);
    // 8 m and 2 m pass through surveyed rings (a level through points must not break its line).
    const contours = contourLines(surface, xs, ys, zs, [8, 5, 2], 1);
    for (const contour of contours) {
      expect(contour.lines).toHaveLength(1);
      const [line] = contour.lines;
      expect(line!.closed).toBe(true);
      expect(line!.points.length).toBeGreaterThanOrEqual(36);
      // The cone's own radius at that level, within the chords' sagitta (10 m × (1 − cos 5°) ≈ 0,04 m).
      for (const [x, y] of line!.points) expect(Math.abs(Math.hypot(x, y) - (10 - contour.level))).toBeLessThan(0.1);
    }
    // Every fifth level of 1 m is a master line: 5 m is, 8 m and 2 m are not.
    expect(contours.map((c) => c.master)).toEqual([false, true, false]);
  });

  it("on a surveyed triangle: the crossings computed by hand", () => {
    // (0,0) at 100 m, (10,0) at 102 m, (0,10) at 104 m.
    // 101 m: half-way along the south edge (5; 0) and a quarter up the west edge (0; 2,5).
    // 103 m: half-way along the long edge (5; 5) and three quarters up the west edge (0; 7,5).
    const { surface, xs, ys, zs } = surfaceOf([
      [0, 0, 100],
      [10, 0, 102],
      [0, 10, 104],
    ]);
    const [at101, at103] = contourLines(surface, xs, ys, zs, [101, 103], 1);
    const sorted = (points: [number, number][]) => [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(sorted(at101!.lines[0]!.points)).toEqual([
      [0, 2.5],
      [5, 0],
    ]);
    expect(sorted(at103!.lines[0]!.points)).toEqual([
      [0, 7.5],
      [5, 5],
    ]);
    expect(at101!.lines[0]!.closed).toBe(false);
  });

  it("draws nothing for a level outside the ground, and a hollow's lines close around it", () => {
    const points: [number, number, number][] = [];
    for (let x = -10; x <= 10; x += 1) for (let y = -10; y <= 10; y += 1) points.push([x, y, Math.hypot(x, y)]);
    const { surface, xs, ys, zs } = surfaceOf(points);
    const [below, ring] = contourLines(surface, xs, ys, zs, [-1, 4], 1);
    expect(below!.lines).toEqual([]);
    expect(ring!.lines).toHaveLength(1);
    expect(ring!.lines[0]!.closed).toBe(true);
  });
});
