import DxfParser from "dxf-parser";
import { describe, expect, it } from "vitest";
import { dxf } from "./dxf";

// An independent reader (dxf-parser, a dev dependency) opens what we write: if it reads the
// layers, the entities and their coordinates back, CAD programs that read R12 will too.
const parse = (text: string) => new DxfParser().parseSync(text)!;

describe("DXF R12", () => {
  const layers = [
    { name: "CURVAS_MESTRAS", color: 1 },
    { name: "CURVAS", color: 8 },
    { name: "PONTOS", color: 3 },
    { name: "TEXTOS", color: 7 },
  ];
  const text = dxf(layers, [
    { kind: "polyline", layer: "CURVAS_MESTRAS", points: [[677_100.25, 7_184_200.5], [677_110, 7_184_205], [677_120.125, 7_184_203]], elevation: 915, closed: false },
    { kind: "polyline", layer: "CURVAS", points: [[0, 0], [10, 0], [10, 10]], elevation: 915.5, closed: true },
    { kind: "point", layer: "PONTOS", x: 677_100, y: 7_184_200, z: 914.87 },
    { kind: "text", layer: "TEXTOS", x: 677_110, y: 7_184_205, z: 915, height: 0.5, text: "915,00 m — cota ≈ “nível” ção" },
  ]);

  it("is read back by an independent parser: layers, entities, coordinates and elevations", () => {
    const drawing = parse(text);
    expect(Object.keys(drawing.tables.layer.layers).sort()).toEqual(["CURVAS", "CURVAS_MESTRAS", "PONTOS", "TEXTOS"]);
    expect(drawing.entities.map((e) => [e.type, e.layer])).toEqual([
      ["POLYLINE", "CURVAS_MESTRAS"],
      ["POLYLINE", "CURVAS"],
      ["POINT", "PONTOS"],
      ["TEXT", "TEXTOS"],
    ]);
    const [master, closed, point, label] = drawing.entities as unknown as [
      { vertices: { x: number; y: number; z: number }[]; shape?: boolean },
      { vertices: unknown[]; shape?: boolean },
      { position: { x: number; y: number; z: number } },
      { text: string; textHeight: number },
    ];
    expect(master.vertices.map((v) => [v.x, v.y, v.z])).toEqual([
      [677_100.25, 7_184_200.5, 915],
      [677_110, 7_184_205, 915],
      [677_120.125, 7_184_203, 915],
    ]);
    expect(master.shape).toBeFalsy();
    expect(closed.shape).toBe(true);
    expect(point.position).toEqual({ x: 677_100, y: 7_184_200, z: 914.87 });
    // Accents stay (Windows-1252), a dash and quotes turn ASCII, anything else becomes "?".
    expect(label.text).toBe('915,00 m - cota ? "nível" ção');
    expect(label.textHeight).toBe(0.5);
  });

  it("declares AutoCAD R12 in metres and ends every line with CRLF", () => {
    expect(text).toMatch(/\$ACADVER\r\n1\r\nAC1009\r\n/);
    expect(text).toMatch(/\$INSUNITS\r\n70\r\n6\r\n/);
    expect(text.endsWith("0\r\nEOF\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("refuses a layer it did not declare and a name CAD would not accept", () => {
    expect(() => dxf(layers, [{ kind: "point", layer: "OUTRA", x: 0, y: 0, z: 0 }])).toThrow(/OUTRA/);
    expect(() => dxf([{ name: "Curvas de nível", color: 1 }], [])).toThrow(/inválido/);
  });
});
