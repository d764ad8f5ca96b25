import { describe, expect, it } from "vitest";
import type { ToolAnalysis } from "./tool-analysis";
import { analyzeZoning, computeZoning, parseLotArea, parseZoningParameters, ZONING_SOURCES, zoningOfflineText, type ZoningInput } from "./zoning-analysis";

const table = (a: ToolAnalysis, title: string) => a.tables.find((t) => t.title === title)!;
/** The "Valor" cell of a row, by the start of its first cell. */
const value = (a: ToolAnalysis, title: string, row: string) => table(a, title).rows.find((r) => r[0]!.startsWith(row))?.[1];
const rowOf = (a: ToolAnalysis, title: string, row: string) => table(a, title).rows.find((r) => r[0]!.startsWith(row));
const result = (a: ToolAnalysis, row: string) => value(a, "Resultado", row);

/** The brief's worked example: 360 m² lot, 12 m × 30 m, TO 50%, CA 2, TP 15%, setbacks 5 / 1,5 / 3 m. */
const EXAMPLE: ZoningInput = {
  areaTerreno: "360",
  parametros: "TO 50%, CA 2, TP 15%, recuo frontal 5 m, laterais 1,5 m, fundos 3 m",
  frente: 12,
  fundo: 30,
};

describe("parseZoningParameters", () => {
  it("reads the short form with decimal commas", () => {
    expect(parseZoningParameters("TO 50%, CA 2, TP 15%, recuo frontal 5 m, laterais 1,5 m, fundos 3 m, gabarito 12 m")).toEqual({
      to: 0.5,
      ca: 2,
      tp: 0.15,
      front: 5,
      side: 1.5,
      back: 3,
      heightLimit: 12,
      unread: [],
    });
  });

  it("reads the long names, accents and case folded, and 'N pavimentos'", () => {
    expect(
      parseZoningParameters("Taxa de Ocupação: 60 %; COEFICIENTE DE APROVEITAMENTO 1,5; permeabilidade 20%; altura máxima 9m; 3 pavimentos"),
    ).toEqual({ to: 0.6, ca: 1.5, tp: 0.2, heightLimit: 9, floorsLimit: 3, unread: [] });
    expect(parseZoningParameters("taxa de ocupacao 0,7 / indice de aproveitamento 1.5 / taxa de permeabilidade minima 0,25")).toMatchObject({
      to: 0.7,
      ca: 1.5,
      tp: 0.25,
      unread: [],
    });
  });

  it("takes rates as %, fractions or bare percentages: TO 0,5 = TO 50 = TO 50%", () => {
    for (const t of ["TO 0,5", "TO 50", "TO 50%", "T.O. 0.5", "to: 50 por cento"]) expect(parseZoningParameters(t).to, t).toBeCloseTo(0.5, 10);
    expect(parseZoningParameters("TP 0,15").tp).toBeCloseTo(0.15, 10);
    expect(parseZoningParameters("TO 1").to).toBe(1); // 100% occupation exists in central zones
  });

  it("reads a header 'recuos:', joined setbacks, 'isento' and the other synonyms", () => {
    expect(
      parseZoningParameters("Zona ZM-2: T.O. 0,5; C.A. básico 1, CA máximo 2; TP 0,15; recuos: frontal 5 m, laterais e fundos 2 m; gabarito: 4 pavimentos"),
    ).toEqual({ to: 0.5, ca: 1, caMax: 2, tp: 0.15, front: 5, side: 2, back: 2, floorsLimit: 4, unread: [] });
    expect(
      parseZoningParameters("IA 2,5 | recuo de frente 4m | recuos laterais isento | afastamento de fundos 3 metros | térreo + 2"),
    ).toEqual({ ca: 2.5, front: 4, side: 0, back: 3, floorsLimit: 3, unread: [] });
    expect(parseZoningParameters("número máximo de pavimentos: 2\nCA mínimo 0,2")).toEqual({ floorsLimit: 2, unread: [] });
    expect(parseZoningParameters("Recuos: frente 5 m, lateral 1,5 m; recuo de fundos: não se aplica")).toEqual({ front: 5, side: 1.5, back: 0, unread: [] });
    expect(parseZoningParameters("recuo frontal e lateral de 3 m; CA = 2; TO=50%; altura máxima de 9,5 m")).toEqual({
      front: 3,
      side: 3,
      ca: 2,
      to: 0.5,
      heightLimit: 9.5,
      unread: [],
    });
    expect(parseZoningParameters("TO 50% CA 2 TP 15% gabarito 12 m")).toMatchObject({ to: 0.5, ca: 2, tp: 0.15, heightLimit: 12, unread: [] });
  });

  it("lists what looked like a parameter but was not understood, as typed", () => {
    const p = parseZoningParameters("TO alta, CA 2%, TP 15 m², recuo 5 m, lote mínimo 250 m², TO 150%");
    expect(p.to).toBeUndefined();
    expect(p.ca).toBeUndefined();
    expect(p.tp).toBeUndefined();
    expect(p.unread).toEqual(["TO alta", "CA 2%", "TP 15 m²", "recuo 5 m", "lote mínimo 250 m²", "TO 150%"]);
    // A condition after the value is reported, the value kept; the second TO does not replace the first.
    expect(parseZoningParameters("TO 50% para lotes até 500 m², TO 70%")).toEqual({ to: 0.5, unread: ["para lotes até 500 m²", "TO 70%"] });
    // TP of 100% and a CA of 0 are not indices; negative setbacks have no number sign to read.
    expect(parseZoningParameters("TP 1; CA 0").unread).toEqual(["TP 1", "CA 0"]);
  });

  it("is empty for empty or parameter-free text and never throws", () => {
    expect(parseZoningParameters("")).toEqual({ unread: [] });
    expect(parseZoningParameters("   ")).toEqual({ unread: [] });
    expect(parseZoningParameters("lote de esquina, rua tranquila")).toEqual({ unread: [] });
    for (const t of [",,,;;", "TO", "recuos e e e", "%%%", "1,2,3", "térreo + ", "CA 1.2.3.4", "🏠 TO 50%"]) expect(() => parseZoningParameters(t)).not.toThrow();
    expect(parseZoningParameters("🏠 TO 50%").to).toBe(0.5);
  });
});

describe("parseLotArea", () => {
  it("reads plain, pt-BR and unit-suffixed areas", () => {
    expect(parseLotArea("360")).toEqual({ area: 360 });
    expect(parseLotArea("360 m²")).toEqual({ area: 360 });
    expect(parseLotArea("360,00m2")).toEqual({ area: 360 });
    expect(parseLotArea("1.250,5")).toEqual({ area: 1250.5 });
    expect(parseLotArea("aprox. 450 metros quadrados")).toEqual({ area: 450 });
    expect(parseLotArea("12 x 30")).toEqual({ area: 360, sides: [12, 30] });
    expect(parseLotArea("")).toEqual({ area: null });
    expect(parseLotArea(undefined)).toEqual({ area: null });
    expect(parseLotArea("grande").area).toBeNaN();
    expect(parseLotArea("-360").area).toBeNaN();
  });
});

describe("analyzeZoning", () => {
  it("computes the brief's example by hand", () => {
    const a = analyzeZoning(EXAMPLE);
    expect(result(a, "Projeção máxima")).toBe("180,00 m²"); // 0,50 × 360 = 180
    expect(result(a, "Área construída computável máxima")).toBe("720,00 m²"); // 2 × 360 = 720
    expect(result(a, "Área permeável mínima")).toBe("54,00 m²"); // 0,15 × 360 = 54
    // (12 − 2 × 1,5) × (30 − 5 − 3) = 9 × 22 = 198
    expect(rowOf(a, "Resultado", "Área ocupável após recuos")).toEqual([
      "Área ocupável após recuos (lote retangular)",
      "198,00 m²",
      "(12 m − 2 × 1,5 m) × (30 m − 5 m − 3 m) = 9 m × 22 m",
    ]);
    // min(198, 180) = 180: the TO governs
    expect(rowOf(a, "Resultado", "Projeção efetiva")?.slice(1)).toEqual(["180,00 m²", "menor entre TO (180,00 m²) e recuos (198,00 m²): limitada por TO"]);
    expect(result(a, "Pavimentos para usar todo o CA")).toBe("4 pavimentos"); // ceil(720 / 180) = 4
    expect(result(a, "Pavimentos estimados")).toBe("4 pavimentos");
    expect(result(a, "Área construída alcançável")).toBe("720,00 m²"); // min(4 × 180, 720)
    expect(a.warnings).toEqual([]);
    expect(a.sources).toEqual(ZONING_SOURCES);

    const f = computeZoning(EXAMPLE);
    expect(f).toMatchObject({ projection: 180, maxBuilt: 720, setbackFootprint: 198, effectiveFootprint: 180, limitedBy: "TO", floors: 4 });
    expect(f.permeable).toBeCloseTo(54, 10);
  });

  it("caps the floors by the height limit at 3,0 m per floor and says the CA is not reached", () => {
    const a = analyzeZoning({ ...EXAMPLE, parametros: `${EXAMPLE.parametros}, gabarito 9 m` });
    expect(result(a, "Pavimentos permitidos pelo gabarito")).toBe("3 pavimentos"); // floor(9 / 3,0) = 3
    expect(rowOf(a, "Resultado", "Pavimentos estimados")?.slice(1)).toEqual(["3 pavimentos", "limitado pelo gabarito"]);
    expect(result(a, "Área construída alcançável")).toBe("540,00 m²"); // 3 × 180 = 540 < 720
    expect(result(a, "Parcela do CA alcançável")).toBe("75%"); // 540 / 720
    expect(table(a, "Resultado").notes!.join(" ")).toMatch(/o CA não é alcançado \(75% dele\)/);
    expect(rowOf(a, "Parâmetros considerados", "Altura por pavimento")).toEqual([
      "Altura por pavimento (piso a piso)",
      "3,0 m",
      "assumido (padrão de 3,0 m)",
    ]);
    // A typed floor height is used and said so: floor(9 / 2,8) = floor(3,21) = 3; floor(12 / 2,8) = 4
    const typed = analyzeZoning({ ...EXAMPLE, parametros: `${EXAMPLE.parametros}, gabarito 12 m`, floorHeight: 2.8 });
    expect(result(typed, "Pavimentos permitidos pelo gabarito")).toBe("4 pavimentos");
    expect(rowOf(typed, "Parâmetros considerados", "Altura por pavimento")?.slice(1)).toEqual(["2,8 m", "informado"]);
  });

  it("caps by a floors limit too: 2 floors × 180 = 360 m², half the CA", () => {
    const a = analyzeZoning({ ...EXAMPLE, parametros: `${EXAMPLE.parametros}, 2 pavimentos` });
    expect(rowOf(a, "Resultado", "Pavimentos estimados")?.slice(1)).toEqual(["2 pavimentos", "limitado pelo número máximo de pavimentos"]);
    expect(result(a, "Área construída alcançável")).toBe("360,00 m²");
    expect(result(a, "Parcela do CA alcançável")).toBe("50%");
  });

  it("lets the setbacks govern when they leave less than the TO", () => {
    // 300 m², 10 × 30; TO 70% → 210; setbacks (10 − 2 × 1,5) × (30 − 4 − 2) = 7 × 24 = 168 < 210
    // CA 1,4 → 420 m²; ceil(420 / 168) = ceil(2,5) = 3 floors
    const a = analyzeZoning({ areaTerreno: "300", parametros: "TO 70%; CA 1,4; TP 20%; recuo frontal 4; laterais 1,5; fundos 2", frente: 10, fundo: 30 });
    expect(result(a, "Projeção máxima")).toBe("210,00 m²");
    expect(result(a, "Área ocupável após recuos")).toBe("168,00 m²");
    expect(rowOf(a, "Resultado", "Projeção efetiva")?.[2]).toMatch(/limitada por recuos$/);
    expect(result(a, "Projeção efetiva")).toBe("168,00 m²");
    expect(result(a, "Pavimentos para usar todo o CA")).toBe("3 pavimentos");
  });

  it("shows the extra area of a CA máximo as subject to outorga onerosa", () => {
    // 360 × 1 = 360 básico; 360 × 2 = 720 máximo; 720 − 360 = 360 sujeitos a outorga
    const a = analyzeZoning({ areaTerreno: "360", parametros: "TO 50%, CA básico 1, CA máximo 2, TP 15%" });
    expect(result(a, "Área construída computável máxima")).toBe("360,00 m²");
    expect(result(a, "Área computável com outorga onerosa")).toBe("720,00 m²");
    expect(result(a, "Área adicional sujeita a outorga")).toBe("360,00 m²");
    expect(table(a, "Resultado").notes!.join(" ")).toMatch(/outorga onerosa do direito de construir.*art\. 28/);
  });

  it("compares the project's programme with the CA", () => {
    const fits = analyzeZoning({ ...EXAMPLE, programmeArea: 250 });
    // 720 − 250 = 470 left; 250 / 720 = 34,72%; 250 / 360 = CA 0,69
    expect(rowOf(fits, "Resultado", "Programa do projeto")?.slice(1)).toEqual(["250,00 m²", "cabe no CA (sobram 470,00 m²)"]);
    expect(rowOf(fits, "Resultado", "Uso do CA")?.slice(1)).toEqual(["34,72%", "250,00 m² ÷ 720,00 m² (equivale a CA 0,69)"]);
    expect(value(fits, "Parâmetros considerados", "Área do programa")).toBe("250,00 m²");

    const exceeds = analyzeZoning({ ...EXAMPLE, programmeArea: 800 });
    // 800 − 720 = 80; 800 / 720 = 111,11%
    expect(rowOf(exceeds, "Resultado", "Programa do projeto")?.[2]).toBe("excede o CA em 80,00 m²");
    expect(result(exceeds, "Uso do CA")).toBe("111,11%");

    // Within the CA (600 ≤ 720) but above what 3 floors of 180 reach (540): says 60 m² are missing.
    const capped = analyzeZoning({ ...EXAMPLE, parametros: `${EXAMPLE.parametros}, gabarito 9 m`, programmeArea: 600 });
    expect(table(capped, "Resultado").notes!.join(" ")).toMatch(/passa dos 540,00 m² alcançáveis .* faltam 60,00 m²/);

    // Zero or negative programme areas are ignored.
    expect(rowOf(analyzeZoning({ ...EXAMPLE, programmeArea: 0 }), "Resultado", "Programa")).toBeUndefined();
    expect(rowOf(analyzeZoning({ ...EXAMPLE, programmeArea: -10 }), "Resultado", "Programa")).toBeUndefined();
  });

  it("warns when the area is missing or invalid, and says what to type", () => {
    const missing = analyzeZoning({ parametros: "TO 50%, CA 2, TP 15%" });
    expect(missing.warnings[0]).toMatch(/^Informe a área do terreno em m²/);
    expect(result(missing, "Projeção máxima")).toBe("—");

    for (const bad of ["grande", "0", "-360", "0,0 m²"]) {
      const a = analyzeZoning({ areaTerreno: bad, parametros: "TO 50%, CA 2, TP 15%" });
      expect(a.warnings[0], bad).toMatch(/^Não entendi a área do terreno ".*": digite só a área em m², maior que zero/);
      expect(rowOf(a, "Resultado", "Projeção máxima")?.slice(1), bad).toEqual(["—", "falta a área do terreno"]);
    }
  });

  it("uses front × depth when the area is missing, and says so", () => {
    const a = analyzeZoning({ ...EXAMPLE, areaTerreno: "" });
    expect(rowOf(a, "Parâmetros considerados", "Área do terreno")).toEqual(["Área do terreno", "360,00 m²", "calculado (frente × fundo)"]);
    expect(a.warnings[0]).toMatch(/^Área do terreno não informada: usei frente × fundo \(12 m × 30 m = 360,00 m²\)/);
    expect(result(a, "Projeção máxima")).toBe("180,00 m²");
    // "12 x 30" in the area field gives the sides too.
    const sides = analyzeZoning({ areaTerreno: "12 x 30", parametros: EXAMPLE.parametros });
    expect(result(sides, "Área ocupável após recuos")).toBe("198,00 m²");
  });

  it("warns about missing TO / CA / TP, naming the municipal law, and leaves them out", () => {
    const a = analyzeZoning({ areaTerreno: "360", parametros: "CA 2", frente: 12, fundo: 30 });
    const w = a.warnings.find((x) => x.startsWith("Não encontrei"))!;
    expect(w).toMatch(/^Não encontrei TO e TP nos parâmetros/);
    expect(w).toMatch(/Lei de Uso e Ocupação do Solo \/ Plano Diretor/);
    expect(w).toMatch(/não os consideram/);
    expect(rowOf(a, "Resultado", "Projeção máxima")?.slice(1)).toEqual(["—", "falta a TO"]);
    expect(rowOf(a, "Parâmetros considerados", "Taxa de ocupação")?.slice(1)).toEqual(["—", "não informado"]);
    // Without TO the setbacks alone give the footprint: 12 × 30 with all setbacks assumed 0 → 360; ceil(720 / 360) = 2
    expect(result(a, "Projeção efetiva")).toBe("360,00 m²");
    expect(result(a, "Pavimentos para usar todo o CA")).toBe("2 pavimentos");
    expect(a.warnings).toContain("Recuo frontal, recuos laterais e recuo de fundos não informados: considerei 0 m. Confira os recuos exigidos na lei do município.");
    expect(rowOf(a, "Parâmetros considerados", "Recuo frontal")).toEqual(["Recuo frontal", "0 m", "assumido (não informado)"]);
  });

  it("reports unread fragments in a warning", () => {
    const a = analyzeZoning({ ...EXAMPLE, parametros: `${EXAMPLE.parametros}, TO alta, recuo 3 m` });
    expect(a.warnings).toContainEqual(expect.stringMatching(/^Não entendi estes trechos dos parâmetros: "TO alta"; "recuo 3 m"\./));
  });

  it("warns when front / depth are missing or not positive, and skips the setback footprint", () => {
    const missing = analyzeZoning({ areaTerreno: "360", parametros: EXAMPLE.parametros });
    expect(missing.warnings).toContainEqual(expect.stringMatching(/^Informe a frente e o fundo \(profundidade\) do lote/));
    expect(rowOf(missing, "Resultado", "Área ocupável após recuos")).toBeUndefined();
    expect(rowOf(missing, "Resultado", "Projeção efetiva")?.slice(1)).toEqual(["180,00 m²", "só a TO (sem frente e fundo, os recuos não entram)"]);
    expect(result(missing, "Pavimentos para usar todo o CA")).toBe("4 pavimentos");

    for (const [frente, fundo] of [[0, 30], [-12, 30], [12, Number.NaN]] as const) {
      const a = analyzeZoning({ ...EXAMPLE, frente, fundo });
      expect(a.warnings, `${frente} × ${fundo}`).toContainEqual(expect.stringMatching(/precisam ser maiores que zero/));
      expect(rowOf(a, "Resultado", "Área ocupável após recuos")).toBeUndefined();
    }
  });

  it("warns when the lot area differs from front × depth by more than 5%", () => {
    // 12 × 30 = 360 against 400: |360 − 400| / 400 = 10%
    const a = analyzeZoning({ ...EXAMPLE, areaTerreno: "400" });
    expect(a.warnings).toContainEqual(expect.stringMatching(/^A área do terreno \(400,00 m²\) difere 10% de frente × fundo \(12 m × 30 m = 360,00 m²\)/));
    // 370: 10 / 370 = 2,7% — within tolerance
    expect(analyzeZoning({ ...EXAMPLE, areaTerreno: "370" }).warnings).toEqual([]);
  });

  it("never gives a negative footprint when the setbacks eat the lot", () => {
    // side: 8 − 2 × 4,5 = −1 → 0 m; footprint 0; no floors can be estimated
    const a = analyzeZoning({ ...EXAMPLE, frente: 8, parametros: "TO 50%, CA 2, TP 15%, recuo frontal 5, laterais 4,5, fundos 3" });
    expect(rowOf(a, "Resultado", "Área ocupável após recuos")?.slice(1)).toEqual([
      "0,00 m²",
      "(8 m − 2 × 4,5 m) × (30 m − 5 m − 3 m) = 0 m × 22 m",
    ]);
    expect(result(a, "Projeção efetiva")).toBe("0,00 m²");
    expect(rowOf(a, "Resultado", "Pavimentos para usar todo o CA")).toBeUndefined();
    expect(a.warnings).toContainEqual(expect.stringMatching(/^Os recuos não deixam área edificável num lote de 8 m × 30 m/));
  });

  it("warns when the height limit is lower than one floor, or the footprint leaves too little permeable ground", () => {
    const low = analyzeZoning({ ...EXAMPLE, parametros: `${EXAMPLE.parametros}, gabarito 2 m` });
    expect(low.warnings).toContainEqual(expect.stringMatching(/^O gabarito de 2 m é menor que a altura de um pavimento \(3,0 m\)/));
    expect(result(low, "Pavimentos estimados")).toBe("0 pavimentos");

    // 100 m², TO 90% → 90 m² covered, 10 m² free < 15 m² permeable (TP 15%): at most 100 − 15 = 85 m²
    const tight = analyzeZoning({ areaTerreno: "100", parametros: "TO 90%, CA 1, TP 15%" });
    expect(tight.warnings).toContainEqual(
      "A projeção de 90,00 m² deixa só 10,00 m² livres, menos que os 15,00 m² permeáveis exigidos: a projeção térrea deve ficar em até 85,00 m².",
    );

    const badHeight = analyzeZoning({ ...EXAMPLE, floorHeight: 0 });
    expect(badHeight.warnings).toContain("A altura por pavimento precisa ser maior que zero: usei 3,0 m.");
  });

  it("is deterministic and survives any text", () => {
    expect(analyzeZoning(EXAMPLE)).toEqual(analyzeZoning(EXAMPLE));
    for (const parametros of ["", "%%%", "TO TO TO", "CA 1e9", "recuos: e e", "x".repeat(5000), "1,1,1,1,1"])
      for (const areaTerreno of ["", "abc", "1e5", "∞"])
        expect(() => analyzeZoning({ areaTerreno, parametros, frente: Number.POSITIVE_INFINITY, fundo: null })).not.toThrow();
  });
});

describe("zoningOfflineText", () => {
  it("explains the computed tables (shown above it) and gives the next steps, as the offline base", () => {
    const input: ZoningInput = { ...EXAMPLE, parametros: `${EXAMPLE.parametros}, gabarito 9 m`, programmeArea: 250, tipoProjeto: "residencial", localizacao: "Campinas/SP" };
    const analysis = analyzeZoning(input);
    const text = zoningOfflineText(analysis, input);
    expect(text.startsWith("## O que os números significam")).toBe(true);
    expect(text).toContain("**Projeção máxima (180,00 m²)**");
    expect(text).toContain("**Área construída computável (720,00 m²)**");
    expect(text).toContain("**Área permeável mínima (54,00 m²)**");
    expect(text).toContain("o CA não é todo alcançado (540,00 m² de 720,00 m²)");
    expect(text).toContain("cabe no CA, usando 34,72% dele");
    expect(text).toContain("Confirme a zona do lote (Campinas/SP)");
    expect(text).toMatch(/certidão de uso do solo \(ou a consulta prévia/);
    expect(text).toContain("se o uso residencial é permitido");
    expect(text).toMatch(/base offline do Prancheta/);
    // The sources are the analysis's, shown with the tables above the text.
    for (const s of ZONING_SOURCES) expect(analysis.sources).toContain(s);
  });

  it("still answers with guidance when nothing was typed", () => {
    const analysis = analyzeZoning({});
    const text = zoningOfflineText(analysis, {});
    expect(text).toContain("ainda não há números a explicar");
    expect(text).toContain("Complete ou corrija os dados indicados nos avisos");
    expect(text).toMatch(/Lei de Uso e Ocupação do Solo/);
  });
});
