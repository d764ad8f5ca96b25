import { describe, expect, it } from "vitest";
import { analyzeSustainability, parseMeasure, rainwaterSizing, sustainabilityOfflineText } from "./sustainability-analysis";

const table = (a: ReturnType<typeof analyzeSustainability>, title: string) => {
  const t = a.tables.find((x) => x.title.startsWith(title));
  if (!t) throw new Error(`sem tabela ${title}: ${a.tables.map((x) => x.title).join(", ")}`);
  return t;
};
const cell = (a: ReturnType<typeof analyzeSustainability>, title: string, item: string) =>
  table(a, title).rows.find((r) => r[0] === item)?.[1];

describe("parseMeasure", () => {
  it("reads pt-BR numbers with units", () => {
    expect(parseMeasure("100 m²")).toBe(100);
    expect(parseMeasure("1.400 mm")).toBe(1400);
    expect(parseMeasure("120,5")).toBe(120.5);
    expect(parseMeasure("4 pessoas")).toBe(4);
    expect(parseMeasure("muita")).toBeNull();
    expect(parseMeasure(undefined)).toBeNull();
  });
});

describe("rainwaterSizing", () => {
  it("annual volume, daily supply and the English practical method without demand", () => {
    const r = rainwaterSizing({ roofArea: 100, annualRainfallMm: 1400 })!;
    // 100 m² × 1.400 mm × 0,8 = 112.000 L = 112 m³/ano; 112.000 / 365 = 306,849… L/dia.
    expect(r.runoffCoefficient).toBe(0.8);
    expect(r.coefficientAssumed).toBe(true);
    expect(r.annualVolumeM3).toBeCloseTo(112, 9);
    expect(r.dailySupplyLitres).toBeCloseTo(306.849, 3);
    // Inglês: 0,05 × 1.400 × 100 = 7.000 L.
    expect(r.reservoirMethod).toBe("pratico-ingles");
    expect(r.reservoirLitres).toBeCloseTo(7000, 6);
    expect(r.demandCoveredShare).toBeNull();
  });

  it("German practical method with a demand smaller than the supply", () => {
    const r = rainwaterSizing({ roofArea: 100, annualRainfallMm: 1400, dailyDemandLitres: 200 })!;
    // demanda anual 200 × 365 = 73.000 L < 112.000 L → 0,06 × 73.000 = 4.380 L; oferta cobre 100%.
    expect(r.reservoirMethod).toBe("pratico-alemao");
    expect(r.reservoirLitres).toBeCloseTo(4380, 6);
    expect(r.demandCoveredShare).toBe(1);
  });

  it("German practical method with a demand larger than the supply", () => {
    const r = rainwaterSizing({ roofArea: 100, annualRainfallMm: 1400, dailyDemandLitres: 400, runoffCoefficient: 0.8 })!;
    // 0,06 × min(112.000; 146.000) = 6.720 L; cobertura 306,849 / 400 = 0,7671.
    expect(r.coefficientAssumed).toBe(false);
    expect(r.reservoirLitres).toBeCloseTo(6720, 6);
    expect(r.demandCoveredShare!).toBeCloseTo(0.76712, 4);
  });

  it("people → flushing demand marked as uncertain", () => {
    const r = rainwaterSizing({ roofArea: 50, annualRainfallMm: 1000, runoffCoefficient: 0.9, people: 4 })!;
    // 4 × 150 × 0,41 = 246 L/dia; oferta 50 × 1.000 × 0,9 = 45.000 L/ano = 123,288 L/dia → 50,12%.
    expect(r.dailyDemandLitres).toBeCloseTo(246, 9);
    expect(r.demandEstimated).toBe(true);
    expect(r.demandCoveredShare!).toBeCloseTo(0.50117, 4);
    // 0,06 × min(45.000; 246 × 365 = 89.790) = 2.700 L.
    expect(r.reservoirLitres).toBeCloseTo(2700, 6);
    expect(r.notes.join(" ")).toMatch(/\[incerto/);
  });

  it("refuses non-positive inputs", () => {
    expect(rainwaterSizing({ roofArea: 0, annualRainfallMm: 1400 })).toBeNull();
    expect(rainwaterSizing({ roofArea: 100, annualRainfallMm: Number.NaN })).toBeNull();
  });
});

describe("analyzeSustainability", () => {
  it("strategies change with the climate", () => {
    const hotHumid = table(analyzeSustainability({ clima: "equatorial" }), "Estratégias passivas");
    const dry = table(analyzeSustainability({ clima: "semiarido" }), "Estratégias passivas");
    const cold = table(analyzeSustainability({ clima: "subtropical" }), "Estratégias passivas");
    expect(hotHumid.title).toBe("Estratégias passivas para o clima equatorial");
    expect(hotHumid.rows.map((r) => r[0]).join(" ")).toMatch(/Ventilação cruzada permanente/);
    expect(dry.rows.map((r) => r[0]).join(" ")).toMatch(/Massa térmica/);
    expect(dry.rows.map((r) => r[0]).join(" ")).toMatch(/Resfriamento evaporativo/);
    expect(cold.rows.map((r) => r[0]).join(" ")).toMatch(/sol no inverno/);
    expect(hotHumid.rows[0]![2]).toBe("NBR 15220-3");
    const none = analyzeSustainability({});
    expect(none.tables.some((t) => t.title.startsWith("Estratégias passivas"))).toBe(false);
    expect(none.warnings.join(" ")).toMatch(/Escolha o clima/);
  });

  it("strategies change with the priority", () => {
    const water = table(analyzeSustainability({ intencaoPrioritaria: "agua" }), "Estratégias para a prioridade");
    const energy = table(analyzeSustainability({ intencaoPrioritaria: "energia" }), "Estratégias para a prioridade");
    expect(water.title).toBe("Estratégias para a prioridade: água");
    expect(water.rows.map((r) => r[2])).toContain("NBR 15527:2019");
    expect(energy.rows[0]![0]).toBe("Aquecimento solar de água");
    const broad = analyzeSustainability({});
    expect(table(broad, "Estratégias para a prioridade").title).toBe("Estratégias para a prioridade: abrangente");
    expect(broad.warnings.join(" ")).toMatch(/visão abrangente/);
  });

  it("certifications fit the budget and the kind of building", () => {
    const names = (orcamento: string, tipoObra = "residencialunifamiliar") =>
      table(analyzeSustainability({ orcamento, tipoObra }), "Certificações").rows.map((r) => r[0]);
    expect(names("restrito")).toEqual(["PBE Edifica (ENCE) / Selo Procel Edificações", "Selo Casa Azul CAIXA"]);
    expect(names("moderado")).toEqual(["PBE Edifica (ENCE) / Selo Procel Edificações", "Selo Casa Azul CAIXA", "EDGE"]);
    expect(names("amplo")).toContain("LEED");
    expect(names("amplo")).toContain("AQUA-HQE");
    expect(names("semrestrição")).toHaveLength(5);
    expect(names("amplo", "comercial")).not.toContain("Selo Casa Azul CAIXA");
    const edge = table(analyzeSustainability({ orcamento: "moderado" }), "Certificações").rows.find((r) => r[0] === "EDGE")!;
    expect(edge[3]).toBe("Custo adicional de 1 a 3% da obra");
    const leed = table(analyzeSustainability({ orcamento: "amplo" }), "Certificações").rows.find((r) => r[0] === "LEED")!;
    expect(leed[3]).toMatch(/\[incerto\]/);
    const inst = analyzeSustainability({ orcamento: "restrito", tipoObra: "institucional" });
    expect(table(inst, "Certificações").notes!.join(" ")).toMatch(/ENCE classe A/);
    expect(analyzeSustainability({ orcamento: "barato" }).warnings.join(" ")).toMatch(/não reconhecido/);
  });

  it("rainwater table when roof area and rainfall are typed, a warning otherwise", () => {
    const a = analyzeSustainability({ roofArea: "100 m²", rainfall: "1.400 mm" });
    expect(cell(a, "Aproveitamento de água de chuva", "Volume captável por ano")).toBe("112,0 m³");
    expect(cell(a, "Aproveitamento de água de chuva", "Oferta média diária")).toBe("306,8 L/dia");
    expect(cell(a, "Aproveitamento de água de chuva", "Coeficiente de escoamento")).toBe("0,80 (adotado)");
    expect(cell(a, "Aproveitamento de água de chuva", "Reservatório sugerido")).toMatch(/^7\.000 L \(7,00 m³\) — Método prático inglês/);
    expect(a.sources.join(" ")).toMatch(/NBR 15527:2019/);

    const withPeople = analyzeSustainability({ roofArea: "100", rainfall: "1400", people: "4" });
    // demanda 4 × 150 × 0,41 = 246 L/dia; 306,849 > 246 → 100%; reservatório 0,06 × 246 × 365 = 5.387,4 L → 5.387 L.
    expect(cell(withPeople, "Aproveitamento", "Demanda não potável")).toBe("246,0 L/dia (estimativa incerta)");
    expect(cell(withPeople, "Aproveitamento", "Parcela da demanda atendida")).toBe("100,0% (média anual)");
    expect(cell(withPeople, "Aproveitamento", "Reservatório sugerido")).toMatch(/^5\.387 L \(5,39 m³\) — Método prático alemão/);
    // 100% × 41% = 41,0% of the household's potable water.
    expect(cell(withPeople, "Economia", "Água de chuva nas descargas")).toBe("Cerca de 41,0% da água potável da casa (estimativa)");

    const missing = analyzeSustainability({ roofArea: "100" });
    expect(missing.tables.some((t) => t.title.startsWith("Aproveitamento"))).toBe(false);
    expect(missing.warnings.join(" ")).toMatch(/precipitação média anual/);
  });

  it("savings are labelled as estimates and never throw", () => {
    const a = analyzeSustainability({ clima: "tropical", orcamento: "amplo", intencaoPrioritaria: "abrangente", roofArea: "abc", rainfall: "-" });
    const savings = table(a, "Economia de água e energia (estimativas)");
    expect(savings.rows.find((r) => r[0] === "Aquecimento solar de água")![1]).toMatch(/Até 35%.*estimativa/);
    expect(savings.rows.find((r) => r[0]!.startsWith("Bacias de duplo"))![1]).toMatch(/\[incerto\]/);
    const text = sustainabilityOfflineText(a, { descricaoProjeto: "Casa de praia" });
    expect(text).toMatch(/base offline/);
    expect(text).toContain("**Projeto:** Casa de praia");
    expect(text).not.toContain("### Economia de água e energia"); // the tables are shown above the text
  });
});
