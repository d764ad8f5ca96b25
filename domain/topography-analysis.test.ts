import { describe, expect, it } from "vitest";
import {
  analyzeTopography,
  parsePoints,
  SLOPE_CLASSES,
  topographyOfflineText,
  unreadableFormatHelp,
  UNREADABLE_FORMATS,
  type SurveyPoint,
} from "./topography-analysis";

/** A survey on every whole metre of [0, size] × [0, size]: (size + 1)² points. */
function lattice(size: number, z: (x: number, y: number) => number): SurveyPoint[] {
  const points: SurveyPoint[] = [];
  for (let x = 0; x <= size; x++) for (let y = 0; y <= size; y++) points.push({ x, y, z: z(x, y) });
  return points;
}

const classShare = (shares: { share: number }[], label: string) => {
  const i = SLOPE_CLASSES.findIndex((c) => c.label.startsWith(label));
  return shares[i]!.share;
};

describe("parsePoints", () => {
  it("reads x;y;z with decimal commas, x,y,z, tabs and spaces", () => {
    const text = ["123,45;678,9;10,5", "1.5,2.5,3.5", "4\t5\t6", "7 8 9", "  10   11   12  ", "1,5\t2,5\t3,5", "1,5 2,5 3,5"].join("\n");
    const { points, errors } = parsePoints(text);
    expect(errors).toEqual([]);
    expect(points).toEqual([
      { x: 123.45, y: 678.9, z: 10.5 },
      { x: 1.5, y: 2.5, z: 3.5 },
      { x: 4, y: 5, z: 6 },
      { x: 7, y: 8, z: 9 },
      { x: 10, y: 11, z: 12 },
      { x: 1.5, y: 2.5, z: 3.5 },
      { x: 1.5, y: 2.5, z: 3.5 },
    ]);
  });

  it("reads UTM coordinates with thousands dots and a decimal comma (the pt-BR spreadsheet export)", () => {
    const { points, errors } = parsePoints("333.456,78;7.395.123,45;760,20\n333457.5;7395124;761\n333458;7395125;762");
    expect(errors).toEqual([]);
    expect(points[0]).toEqual({ x: 333456.78, y: 7395123.45, z: 760.2 });
    expect(points[1]).toEqual({ x: 333457.5, y: 7395124, z: 761 });
  });

  it("skips a header, blank lines, # comments, a BOM and CRLF; ignores a 4th column", () => {
    const text = "\uFEFFx;y;z;descricao\r\n# levantamento de 12/03/2025\r\n\r\n1;2;3;MURO\r\n4;5;6;poste 2\r\n\r\n7;8;9\r\n";
    expect(parsePoints(text)).toEqual({
      points: [
        { x: 1, y: 2, z: 3 },
        { x: 4, y: 5, z: 6 },
        { x: 7, y: 8, z: 9 },
      ],
      errors: [],
    });
  });

  it("uses the header's names to find the columns (PNEZD: ponto, norte, este, cota)", () => {
    const { points, errors } = parsePoints("Ponto,N,E,Cota,Descrição\n1,7395000,333000,760.5,MURO\n2,7395010,333005,761,CERCA\n3,7395020,333001,762.25,\n");
    expect(errors).toEqual([]);
    expect(points[0]).toEqual({ x: 333000, y: 7395000, z: 760.5 });
    expect(points[2]).toEqual({ x: 333001, y: 7395020, z: 762.25 });
  });

  it("reads a point name before the coordinates when there is no header", () => {
    const { points, errors } = parsePoints("P1;10;20;5\nP2;11;21;6\nP3;12;25;7");
    expect(errors).toEqual([]);
    expect(points).toEqual([
      { x: 10, y: 20, z: 5 },
      { x: 11, y: 21, z: 6 },
      { x: 12, y: 25, z: 7 },
    ]);
  });

  it("lists the lines it could not read, by line number, and keeps the good ones", () => {
    const text = ["x;y;z", "1;2;3", "4;5;6", "", "7;abc;9", "10;11", "12;13;14", "não é ponto"].join("\n");
    const { points, errors } = parsePoints(text);
    expect(points).toHaveLength(3);
    expect(errors).toEqual([
      "Linha 5: esperados 3 números (x;y;z), encontrado “abc”.",
      "Linha 6: esperados 3 números (x;y;z), encontrado “10;11”.",
      "Linha 8: esperados 3 números (x;y;z), encontrado “não é ponto”.",
    ]);
  });

  it("lists at most 20 line errors and counts the rest", () => {
    // 3 good lines, then 25 bad ones: 20 listed + "e mais 5".
    const text = ["1;1;1", "2;2;2", "3;3;4", ...Array.from({ length: 25 }, (_, i) => `x${i}`)].join("\n");
    const { points, errors } = parsePoints(text);
    expect(points).toHaveLength(3);
    expect(errors).toHaveLength(21);
    expect(errors[0]).toBe("Linha 4: esperados 3 números (x;y;z), encontrado “x0”.");
    expect(errors[19]).toMatch(/^Linha 23:/);
    expect(errors[20]).toBe("e mais 5 linhas com erro.");
  });

  it("refuses more points than the limit (50.000 by default) and says the limit", () => {
    const small = parsePoints("1;1;1\n2;2;2\n3;3;3\n4;4;4", { maxPoints: 3 });
    expect(small.points).toEqual([]);
    expect(small.errors).toEqual([expect.stringMatching(/tem 4 pontos; o limite é 3 pontos/)]);

    const text = Array.from({ length: 50_001 }, (_, i) => `${i};${i % 7};${i % 3}`).join("\n");
    const big = parsePoints(text);
    expect(big.points).toEqual([]);
    expect(big.errors.join(" ")).toContain("o limite é 50.000 pontos");
    expect(parsePoints(text.slice(0, text.lastIndexOf("\n"))).errors).toEqual([]);
  });

  it("asks for at least 3 valid points", () => {
    expect(parsePoints("").errors).toEqual(["São necessários pelo menos 3 pontos válidos (x;y;z); nenhum foi lido."]);
    expect(parsePoints("1;2;3\n4;5;6").errors).toEqual(["São necessários pelo menos 3 pontos válidos (x;y;z); só 2 foram lidos."]);
  });

  it("refuses coordinates no survey in metres has, by line", () => {
    const { points, errors } = parsePoints("1;2;3\n4;5;6\n7;8;9\n1;2;1e308\n1e200;2;3");
    expect(points).toHaveLength(3);
    expect(errors).toEqual([
      "Linha 4: coordenadas fora do esperado para um levantamento em metros (“1;2;1e308”).",
      "Linha 5: coordenadas fora do esperado para um levantamento em metros (“1e200;2;3”).",
    ]);
  });

  it("does not take Infinity, NaN or two decimal commas for numbers", () => {
    const { errors } = parsePoints("1;2;3\n4;5;6\n7;8;9\nInfinity;1;2\n1;NaN;2\n1,2,3;4;5");
    expect(errors.map((e) => e.slice(0, 8))).toEqual(["Linha 4:", "Linha 5:", "Linha 6:"]);
  });
});

describe("unreadableFormatHelp", () => {
  it("names each format it cannot read and how to export points from it", () => {
    expect(unreadableFormatHelp("levantamento_final.DWG")).toMatch(/DWG.*não podem ser lidos aqui.*Exportar pontos/);
    expect(unreadableFormatHelp("DXF")).toMatch(/DXF/);
    expect(unreadableFormatHelp("lote.kmz")).toMatch(/QGIS.*AS_XYZ/);
    expect(unreadableFormatHelp("mdt.tif")).toMatch(/MDT/);
    expect(unreadableFormatHelp("planta.pdf")).toMatch(/estação total/);
    for (const format of UNREADABLE_FORMATS) expect(unreadableFormatHelp(format), format).toMatch(/x;y;z/);
  });

  it("returns null for the formats it reads and for nothing typed", () => {
    expect(unreadableFormatHelp("pontos.csv")).toBeNull();
    expect(unreadableFormatHelp("TXT")).toBeNull();
    expect(unreadableFormatHelp("  ")).toBeNull();
  });
});

describe("analyzeTopography", () => {
  // Plane z = 0.1·x on a 1 m lattice over 100 × 100 m: the slope is 10% everywhere.
  const plane = lattice(100, (x) => 0.1 * x);

  it("gives extents and elevations of a plane z = 0.1·x over 100 × 100 m", () => {
    const { figures } = analyzeTopography(plane);
    expect(figures).toMatchObject({
      pointCount: 101 * 101, // 10.201
      width: 100,
      depth: 100,
      boundingArea: 10_000,
      minZ: 0,
      maxZ: 10, // 0,1 × 100
      elevationRange: 10,
      columns: 100, // mean spacing √(10.000 / 10.201) ≈ 0,99 m, rounded to 1 m cells
      rows: 100,
      coveredArea: 10_000,
    });
    expect(figures!.meanZ).toBeCloseTo(5, 9); // mean of 0,0 … 10,0, symmetric
  });

  it("finds 10% of slope everywhere on that plane, all of it in the 5–15% class", () => {
    const { figures, analysis } = analyzeTopography(plane);
    // The TIN is the plane itself, border cells included: exact up to floating point.
    expect(figures!.meanSlope).toBeCloseTo(10, 9);
    expect(figures!.maxSlope).toBeCloseTo(10, 9);
    expect(figures!.p95Slope).toBeCloseTo(10, 9);
    expect(classShare(figures!.slopeClasses, "5–15%")).toBe(1);
    const slopeTable = analysis.tables.find((t) => t.title === "Declividade")!;
    expect(slopeTable.rows.find((r) => r[0]!.startsWith("5–15%"))).toEqual([
      "5–15% (moderado)",
      "10.000,00 m²",
      "100,0%",
      expect.stringContaining("platôs"),
    ]);
  });

  it("cuts and fills 12.500 m³ each to level that plane at 5 m", () => {
    // Cut = ∫ from 50 to 100 of (0,1·x − 5) · 100 dx = 100 · [0,05x² − 5x] from 50 to 100
    //     = 100 · ((500 − 500) − (125 − 250)) = 12.500 m³; the fill is the mirror wedge, 12.500 m³.
    // The TIN's prisms integrate a plane exactly, triangles crossed by the platform included.
    const { figures, analysis } = analyzeTopography(plane, { platformElevation: 5 });
    expect(figures!.cut).toBeCloseTo(12_500, 6);
    expect(figures!.fill).toBeCloseTo(12_500, 6);
    expect(Math.abs(figures!.balance)).toBeLessThan(1e-6);
    expect(figures!.platformIsDefault).toBe(false);
    const earthwork = analysis.tables.find((t) => t.title === "Corte e aterro")!;
    expect(earthwork.rows[0]).toEqual(["Cota do platô", "5,00 m"]);
    expect(earthwork.rows[2]![1]).toBe("12.500 m³");
    expect(earthwork.notes!.join(" ")).toMatch(/empolamento/);
  });

  it("cuts everything above a platform at 2 m and fills what is below", () => {
    // Cut = ∫ from 20 to 100 of (0,1·x − 2) · 100 dx = 100 · [0,05x² − 2x] from 20 to 100
    //     = 100 · ((500 − 200) − (20 − 40)) = 32.000 m³; fill = ∫ from 0 to 20 of (2 − 0,1·x) · 100 dx
    //     = 100 · [2x − 0,05x²] from 0 to 20 = 100 · (40 − 20) = 2.000 m³; balance 30.000 m³ of cut.
    const { figures, analysis } = analyzeTopography(plane, { platformElevation: 2 });
    expect(figures!.cut).toBeCloseTo(32_000, 6);
    expect(figures!.fill).toBeCloseTo(2_000, 6);
    expect(figures!.balance).toBeCloseTo(30_000, 6);
    expect(analysis.tables[2]!.rows[4]![1]).toBe("sobram 30.000 m³ de corte (bota-fora)");
  });

  it("uses the mean elevation as the default platform, says so, and balances cut and fill", () => {
    const { figures, analysis } = analyzeTopography(plane);
    expect(figures!.platformIsDefault).toBe(true);
    expect(figures!.platformElevation).toBeCloseTo(5, 9);
    expect(Math.abs(figures!.balance)).toBeLessThan(1e-6);
    expect(analysis.tables[2]!.rows[0]![1]).toMatch(/cota média do terreno/);
    expect(analysis.tables[2]!.rows[4]![1]).toMatch(/equilibrado/);
  });

  it("finds 0% on a flat plane: all in the 0–2% class, nothing to cut or fill", () => {
    const { figures } = analyzeTopography(lattice(40, () => 760));
    expect(figures!.meanSlope).toBeCloseTo(0, 6);
    expect(figures!.maxSlope).toBeCloseTo(0, 6);
    expect(classShare(figures!.slopeClasses, "0–2%")).toBe(1);
    expect(figures!.cut).toBeCloseTo(0, 6);
    expect(figures!.fill).toBeCloseTo(0, 6);
  });

  it("combines both directions: z = 0,2·x + 0,1·y is √(0,2² + 0,1²) = 22,36% (class 15–30%)", () => {
    const { figures } = analyzeTopography(lattice(50, (x, y) => 0.2 * x + 0.1 * y));
    expect(figures!.maxSlope).toBeCloseTo(100 * Math.hypot(0.2, 0.1), 9);
    expect(figures!.meanSlope).toBeCloseTo(100 * Math.hypot(0.2, 0.1), 9);
    expect(classShare(figures!.slopeClasses, "15–30%")).toBe(1);
  });

  it("splits the area between classes: flat west half, 20% east half", () => {
    // z = 0 for x ≤ 50 and 0,2·(x − 50) beyond: half the area at 0%, half at 20%. The cells next to
    // the fold take a central difference across it (≈ 10%): one column of 100 cells (1%).
    const { figures } = analyzeTopography(lattice(100, (x) => (x <= 50 ? 0 : 0.2 * (x - 50))));
    const flat = classShare(figures!.slopeClasses, "0–2%");
    const strong = classShare(figures!.slopeClasses, "15–30%");
    expect(flat).toBeGreaterThan(0.48);
    expect(flat).toBeLessThanOrEqual(0.5);
    expect(strong).toBeGreaterThan(0.48);
    expect(strong).toBeLessThanOrEqual(0.5);
    expect(figures!.maxSlope).toBeCloseTo(20, 1);
    expect(figures!.flattestQuarter).toMatch(/oeste$/);
  });

  it("says where the lowest point and the flattest part are", () => {
    // Falls 10% to the east and 10% to the north: the lowest corner is the northeast.
    expect(analyzeTopography(lattice(60, (x, y) => 100 - 0.1 * x - 0.1 * y)).figures!.lowestQuarter).toBe("nordeste");
    // Flat in the northwest quarter (x < 30, y ≥ 30), 30% slopes elsewhere.
    const nw = analyzeTopography(lattice(60, (x, y) => 0.3 * Math.max(0, x - 30) + 0.3 * Math.max(0, 30 - y)));
    expect(nw.figures!.flattestQuarter).toBe("noroeste");
  });

  it("reads the true plane from scattered points", () => {
    // 5.000 pseudo-random points on z = 0,1·x: every triangle lies on the plane.
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const points = Array.from({ length: 5_000 }, () => {
      const x = random() * 100;
      return { x, y: random() * 100, z: 0.1 * x };
    });
    const { figures } = analyzeTopography(points, { platformElevation: 5 });
    expect(figures!.meanSlope).toBeCloseTo(10, 6);
    expect(figures!.maxSlope).toBeCloseTo(10, 6);
    expect(classShare(figures!.slopeClasses, "5–15%")).toBe(1);
    // The wedges of 12.500 m³ over the points' outline (slightly under 100 × 100 m): within 3%.
    expect(figures!.cut / 12_500).toBeGreaterThan(0.97);
    expect(figures!.cut / 12_500).toBeLessThan(1.03);
  });

  it("leaves out the empty corners of a rotated (diamond-shaped) survey", () => {
    // Points inside the diamond |x − 50| + |y − 50| ≤ 50: half of the 100 × 100 rectangle.
    const points = lattice(100, () => 10).filter((p) => Math.abs(p.x - 50) + Math.abs(p.y - 50) <= 50);
    const { figures } = analyzeTopography(points);
    expect(figures!.boundingArea).toBe(10_000);
    expect(figures!.coveredArea).toBeCloseTo(5_000, 6);
  });

  it("reads a 10% ramp surveyed at only 11 × 11 points as 10% everywhere", () => {
    // A sparse survey (10 m apart) of z = 0,1·x: an average of neighbours would terrace between
    // the points and report a steeper maximum (16,5% was measured with inverse distance).
    const sparse = lattice(10, (x) => 0.1 * x).map((p) => ({ x: 10 * p.x, y: 10 * p.y, z: 10 * p.z }));
    const { figures } = analyzeTopography(sparse);
    expect(figures!.meanSlope).toBeCloseTo(10, 9);
    expect(figures!.maxSlope).toBeCloseTo(10, 9);
    expect(classShare(figures!.slopeClasses, "5–15%")).toBe(1);
  });

  it("levels one triangle by hand: 400/27 m³ of cut and as much of fill", () => {
    // Triangle (0,0,0), (10,0,0), (0,10,3), platform at 1 m: heights over it −1, −1 and +2, plan
    // area 50 m². Cut = ∫ from y = 10/3 to 10 of (0,3y − 1)(10 − y) dy = [−0,1y³ + 2y² − 10y]
    // = 0 − (−400/27) = 14,81 m³; the net volume 50 × (−1 − 1 + 2)/3 = 0, so the fill is the same.
    const { figures } = analyzeTopography(
      [
        { x: 0, y: 0, z: 0 },
        { x: 10, y: 0, z: 0 },
        { x: 0, y: 10, z: 3 },
      ],
      { platformElevation: 1 },
    );
    expect(figures!.coveredArea).toBeCloseTo(50, 9);
    expect(figures!.cut).toBeCloseTo(400 / 27, 9);
    expect(figures!.fill).toBeCloseTo(400 / 27, 9);
    expect(figures!.meanSlope).toBeCloseTo(30, 9);
  });

  it("leaves the notch of an L-shaped lot out of the area and the volumes", () => {
    // A 60 × 60 m lattice without its northeast 30 × 30 m quarter: 2.700 m² surveyed. The convex
    // hull would add the notch's triangles (up to 450 m²); the long ones are peeled off, the
    // few short ones at the inner corner stay.
    const points = lattice(60, () => 10).filter((p) => !(p.x > 30 && p.y > 30));
    const { figures } = analyzeTopography(points, { platformElevation: 9 });
    expect(figures!.coveredArea).toBeGreaterThanOrEqual(2_700 - 1e-6);
    expect(figures!.coveredArea).toBeLessThan(2_720);
    expect(figures!.cut).toBeCloseTo(figures!.coveredArea, 6); // 1 m over the platform everywhere
  });

  it("keeps the sparsely surveyed part of a lot whose other part is dense", () => {
    // A convex 100 × 100 m lot: 0,5 m lattice over x 0–80, a 10 m grid over x 80–100. Long edges
    // there are normal for their own points: nothing is peeled, the whole 10.000 m² is analysed.
    const points: SurveyPoint[] = [];
    for (let x = 0; x <= 80; x += 0.5) for (let y = 0; y <= 100; y += 0.5) points.push({ x, y, z: 5 });
    for (let x = 90; x <= 100; x += 10) for (let y = 0; y <= 100; y += 10) points.push({ x, y, z: 5 });
    const { figures, analysis } = analyzeTopography(points);
    expect(figures!.coveredArea).toBeCloseTo(10_000, 6);
    expect(analysis.warnings.join(" ")).not.toMatch(/reentrâncias/);
  });

  it("says how much of an L-shaped outline was left out", () => {
    const points = lattice(60, () => 10).filter((p) => !(p.x > 30 && p.y > 30));
    const { analysis } = analyzeTopography(points);
    expect(analysis.warnings.join(" ")).toMatch(/reentrâncias: \d{3},\d{2} m² entre pontos de borda distantes ficaram fora da área analisada/);
  });

  it("says when points repeat the same x and y", () => {
    const points = [...lattice(10, (x) => x), { x: 5, y: 5, z: 99 }, { x: 0, y: 0, z: -3 }];
    const { analysis } = analyzeTopography(points);
    expect(analysis.warnings.join(" ")).toContain("2 pontos repetem as coordenadas x;y de outro ponto");
  });

  it("honours the grid cell asked for", () => {
    const { figures, analysis } = analyzeTopography(plane, { gridCell: 2 });
    expect(figures).toMatchObject({ columns: 50, rows: 50, cellWidth: 2, cellDepth: 2 });
    expect(analysis.tables[1]!.notes!.join(" ")).toContain("malha de 50 × 50 células de 2,00 × 2,00 m");
  });

  it("never throws: too few points, points on a line, a platform out of range", () => {
    expect(analyzeTopography([]).figures).toBeNull();
    expect(analyzeTopography([{ x: 0, y: 0, z: 1 }, { x: 1, y: 1, z: Number.NaN }]).analysis.warnings[0]).toMatch(/pelo menos 3 pontos/);
    const line = analyzeTopography([0, 1, 2, 3].map((i) => ({ x: i, y: 0, z: i })));
    expect(line.figures).toBeNull();
    expect(line.analysis.warnings[0]).toMatch(/numa linha/);
    const high = analyzeTopography(plane, { platformElevation: 50 });
    expect(high.figures!.cut).toBe(0);
    expect(high.analysis.warnings.join(" ")).toMatch(/fora das cotas.*todo de aterro/);
  });

  it("warns when few points were surveyed and cites the laws behind the thresholds", () => {
    const few = analyzeTopography([
      { x: 0, y: 0, z: 0 },
      { x: 20, y: 0, z: 2 },
      { x: 0, y: 30, z: 1 },
      { x: 20, y: 30, z: 3 },
    ]);
    expect(few.analysis.warnings.join(" ")).toMatch(/Só 4 pontos/);
    expect(few.analysis.sources.join(" ")).toMatch(/6\.766\/1979.*12\.651\/2012/);
  });
});

describe("topographyOfflineText", () => {
  it("says it is offline and guides from the slope classes (the tables are shown above it)", () => {
    const { analysis, figures } = analyzeTopography(lattice(100, (x) => 0.1 * x));
    const text = topographyOfflineText(analysis, { localizacao: "Campinas/SP", questoesEspecificas: "Onde pôr a garagem?" }, figures);
    expect(text).toMatch(/offline/);
    expect(text).not.toContain("### Declividade");
    expect(text).toMatch(/Platôs e meios-níveis:\*\* 100% da área/);
    expect(text).toMatch(/Drenagem/);
    expect(text).toContain("Campinas/SP");
    expect(text).toContain("Onde pôr a garagem?");
    expect(text).not.toMatch(/Restrições legais/);
  });

  it("warns about the legal limits when part of the lot is steep", () => {
    const { analysis, figures } = analyzeTopography(lattice(60, (x) => (x < 30 ? 0.05 * x : 1.5 + 0.5 * (x - 30))));
    const text = topographyOfflineText(analysis, {}, figures);
    expect(text).toMatch(/Restrições legais:\*\* \d+% da área tem 30% ou mais/);
    expect(text).toMatch(/Lei 6\.766\/79/);
  });

  it("without points, explains how to export them from the format typed", () => {
    const text = topographyOfflineText({ tables: [], warnings: [], sources: [] }, { arquivo: "DWG" });
    expect(text).toMatch(/offline/);
    expect(text).toMatch(/Sem pontos/);
    expect(text).toMatch(/Exportar pontos/);
  });
});
