import { describe, expect, it } from "vitest";
import { svgMarkup, type SvgNode } from "./charts/svg";
import { zoningEnvelope } from "./zoning-envelope";
import { envelopePlanSvg, envelopeSectionSvg, envelopeTable, hatchLines } from "./zoning-envelope-svg";

const texts = (n: SvgNode | string): string[] => (typeof n === "string" ? [n] : n.children.flatMap(texts));
const find = (n: SvgNode, pred: (n: SvgNode) => boolean): SvgNode[] =>
  (pred(n) ? [n] : []).concat(n.children.flatMap((c) => (typeof c === "string" ? [] : find(c, pred))));

const full = zoningEnvelope({ frontage: 12, depth: 30, to: 0.5, ca: 1, tp: 0.2, front: 5, side: 1.5, back: 3, heightLimit: 9 })!;

describe("the envelope's SVG tree (R-DRAW-1)", () => {
  it("hatches a 4 × 2 rectangle with 45° lines that stay inside it", () => {
    const lines = hatchLines(0, 0, 4, 2, 1);
    // x − y = c for c = −1 … 3: five lines, each at 45°.
    expect(lines).toHaveLength(5);
    for (const [x1, y1, x2, y2] of lines) {
      expect(x2 - x1).toBeCloseTo(y2 - y1);
      for (const [x, y] of [[x1, y1], [x2, y2]] as const) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(4);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(2);
      }
    }
    expect(lines[0]).toEqual([0, 1, 1, 2]);
  });

  it("draws the plan with the four setbacks, the projection in the brand colour and its labels", () => {
    const { tree, width, height } = envelopePlanSvg(full, "#7a1f5c");
    const u = 0.3;
    expect(width).toBeCloseTo(12 + 22 * u);
    expect(height).toBeCloseTo(30 + 25 * u);
    expect(find(tree, (n) => "data-setback" in n.attrs).map((n) => n.attrs["data-setback"])).toEqual(["front", "back", "side", "side"]);
    const [rect] = find(tree, (n) => n.tag === "rect" && n.attrs.fill === "none");
    expect([rect!.attrs.x, rect!.attrs.y, rect!.attrs.width, rect!.attrs.height, rect!.attrs.stroke]).toEqual([1.5, 5, 9, 20, "#7a1f5c"]);
    expect(texts(tree)).toEqual(expect.arrayContaining(["9,00 m × 20,00 m", "180,00 m²", "frente (rua)", "12,00 m", "30,00 m", "5,00 m", "3,00 m", "1,50 m"]));
    expect(svgMarkup(tree)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="-3 -2.7 18.6 37.5">/);
  });

  it("darkens a pale brand to 3:1 for the projection", () => {
    const { tree } = envelopePlanSvg(full, "#ffe680");
    const [rect] = find(tree, (n) => n.tag === "rect" && n.attrs.fill === "none");
    expect(rect!.attrs.stroke).not.toBe("#ffe680");
  });

  it("leaves out what is missing: no side or back line, no projection placed, levels only in the section", () => {
    const e = zoningEnvelope({ frontage: 10, area: 250, to: 0.7, ca: 1.4, tp: 0.15, front: 4, heightLimit: 7 })!;
    const { tree } = envelopePlanSvg(e);
    expect(find(tree, (n) => "data-setback" in n.attrs).map((n) => n.attrs["data-setback"])).toEqual(["front"]);
    expect(find(tree, (n) => n.attrs["data-part"] === "projection")).toEqual([]);
    const section = envelopeSectionSvg(e)!;
    expect(find(section.tree, (n) => "data-floor" in n.attrs).map((n) => n.attrs["data-floor"])).toEqual(["level", "level"]);
    expect(texts(section.tree)).toContain("2 pavimentos (só os níveis)");
    expect(envelopeSectionSvg(zoningEnvelope({ frontage: 10, depth: 20, to: 0.5 })!)).toBeNull();
  });

  it("stacks 2 floors by the CA under a 9 m limit that admits 3", () => {
    const section = envelopeSectionSvg(full)!;
    expect(find(section.tree, (n) => "data-floor" in n.attrs).map((n) => n.attrs["data-floor"])).toEqual(["used", "used", "allowed"]);
    expect(texts(section.tree)).toEqual(expect.arrayContaining(["2 pavimentos pelo CA", "gabarito", "9,00 m", "1º pav.", "3º pav."]));
  });

  it("tables the figures the drawing shows", () => {
    expect(envelopeTable(full).rows).toEqual([
      ["Lote (frente × fundo)", "12,00 m × 30,00 m"],
      ["Área do terreno", "360,00 m² (frente × fundo)"],
      ["Área dentro dos recuos", "198,00 m²"],
      ["Projeção máxima", "180,00 m²"],
      ["Área permeável mínima", "72,00 m²"],
      ["Área construída computável máxima (CA)", "360,00 m²"],
      ["Gabarito (altura máxima)", "9,00 m"],
      ["Pavimentos do volume máximo", "2 pavimentos"],
    ]);
  });
});
