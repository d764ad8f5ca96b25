import { describe, expect, it } from "vitest";
import { placeIsCity, placeOf } from "./city-rules";
import { analyzeSustainability } from "./sustainability-analysis";
import { analyzeZoning, type ZoningInput } from "./zoning-analysis";

/** Decision 078: one city's rule is shown as that city's, named, and only for a lot in it. */

const LOT: ZoningInput = {
  areaTerreno: "360",
  parametros: "TO 50%, CA 2, TP 15%, recuo frontal 5 m, laterais 1,5 m, fundos 3 m, gabarito 12 m",
  frente: 12,
  fundo: 30,
};

const everything = (a: ReturnType<typeof analyzeZoning>) =>
  JSON.stringify([a.tables.map((t) => [t.rows, t.notes ?? []]), a.warnings, a.sources]);

describe("placeIsCity", () => {
  it("finds the city in a project's city or a typed address", () => {
    expect(placeIsCity("São Paulo", "São Paulo")).toBe(true);
    expect(placeIsCity("Rua Augusta, 100 - Sao Paulo/SP", "São Paulo")).toBe(true);
    expect(placeIsCity("Av. Prudente de Morais, 500, Natal - RN", "Natal")).toBe(true);
  });

  it("does not take a street named after a city, another city or the state for the city", () => {
    expect(placeIsCity("Rua Natal, 100 - Curitiba/PR", "Natal")).toBe(false);
    expect(placeIsCity("Rua das Araucárias, Curitiba", "São Paulo")).toBe(false);
    expect(placeIsCity("Campinas, estado de São Paulo", "São Paulo")).toBe(false);
    expect(placeIsCity(undefined, "Natal")).toBe(false);
  });

  it("the form's location wins over the project's city", () => {
    expect(placeOf("Curitiba", "São Paulo")).toBe("Curitiba");
    expect(placeOf("  ", "Natal")).toBe("Natal");
    expect(placeOf(undefined, null)).toBe("");
  });
});

describe("zoning: city rules only for a lot in that city", () => {
  it("a Curitiba lot shows no São Paulo or Natal rule nor source", () => {
    const text = everything(analyzeZoning({ ...LOT, localizacao: "Rua das Araucárias, 100 - Curitiba/PR" }));
    expect(text).not.toMatch(/São Paulo|Quota Ambiental|16\.402|Natal|meio-fio/);
    expect(text).toMatch(/Se beirais e marquises entram no recuo depende do município/);
  });

  it("a lot with no location shows none either", () => {
    expect(everything(analyzeZoning(LOT))).not.toMatch(/São Paulo|Natal/);
  });

  it("a São Paulo lot gets the Quota Ambiental, named as São Paulo's, and its source", () => {
    const a = analyzeZoning({ ...LOT, localizacao: "Rua Augusta, 100 - São Paulo/SP" });
    const notes = a.tables.flatMap((t) => t.notes ?? []);
    expect(notes.some((n) => n.startsWith("Regra do município de São Paulo") && n.includes("Quota Ambiental"))).toBe(true);
    expect(a.sources.some((s) => s.startsWith("São Paulo:"))).toBe(true);
    expect(everything(a)).not.toMatch(/Natal/);
  });

  it("a Natal lot gets Natal's way of measuring the height, named as Natal's", () => {
    const a = analyzeZoning({ ...LOT, localizacao: "Natal" });
    const notes = a.tables.flatMap((t) => t.notes ?? []).join("\n");
    expect(notes).toMatch(/em Natal, do meio-fio ao ponto mais alto/);
    expect(notes).toMatch(/Em Natal, beirais e marquises não contam no recuo/);
    expect(a.sources.some((s) => s.startsWith("Natal:"))).toBe(true);
    expect(everything(a)).not.toMatch(/São Paulo|Quota Ambiental/);
  });
});

describe("sustainability: São Paulo's laws only for a project there", () => {
  const rows = (a: ReturnType<typeof analyzeSustainability>) => JSON.stringify(a.tables.map((t) => t.rows));

  it("a Curitiba project gets no São Paulo law", () => {
    for (const intencaoPrioritaria of ["energia", "biodiversidade"]) {
      const a = analyzeSustainability({ intencaoPrioritaria, localizacao: "Curitiba" });
      expect(rows(a), intencaoPrioritaria).not.toMatch(/São Paulo|Quota Ambiental|14\.459|em SP/);
      expect(a.sources.join("\n"), intencaoPrioritaria).not.toMatch(/São Paulo|14\.459/);
    }
  });

  it("a São Paulo project gets them, each naming the city", () => {
    expect(rows(analyzeSustainability({ intencaoPrioritaria: "energia", localizacao: "São Paulo" }))).toMatch(/aquecimento solar em São Paulo/);
    expect(rows(analyzeSustainability({ intencaoPrioritaria: "biodiversidade", localizacao: "São Paulo" }))).toMatch(/Quota Ambiental \(município de São Paulo\)/);
  });
});
