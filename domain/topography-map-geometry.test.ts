import { describe, expect, it } from "vitest";
import { labelAt, linePath, scaleBarLength, slopePaths } from "./topography-map-geometry";

describe("the topography map's paths", () => {
  it("draws lines north up: y becomes depth − y", () => {
    expect(linePath({ xy: [0, 0, 10, 5], closed: false }, 20)).toBe("M0 20L10 15");
    expect(linePath({ xy: [0, 0, 10, 0, 10, 10], closed: true }, 10)).toBe("M0 10L10 10L10 0Z");
    // Half-way along the line's length, not at a vertex: a two-point line is labelled at its middle.
    expect(labelAt({ xy: [0, 0, 0, 20], closed: false }, 20)).toEqual([0, 10]);
    expect(labelAt({ xy: [0, 0, 30, 0, 30, 10], closed: false }, 20)).toEqual([20, 20]);
  });

  it("joins each row's runs of one class into one rectangle, skipping cells outside the survey", () => {
    // 3 columns × 2 rows of 2 × 1 m cells, rows from the south: "00." then "011".
    const paths = slopePaths({ columns: 3, rows: 2, cellWidth: 2, cellDepth: 1, classes: "00.011" }, 2, 7);
    expect(paths[0]).toBe("M0 1h4v1h-4Z" + "M0 0h2v1h-2Z");
    expect(paths[1]).toBe("M2 0h4v1h-4Z");
    expect(paths.slice(2).every((p) => p === "")).toBe(true);
  });

  it("picks a round scale bar near a fifth of the width", () => {
    expect(scaleBarLength(250)).toBe(50);
    expect(scaleBarLength(20)).toBe(5);
    expect(scaleBarLength(12)).toBe(2);
    expect(scaleBarLength(1000)).toBe(200);
  });
});
