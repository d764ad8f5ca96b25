import { describe, expect, it } from "vitest";
import { PASSAGES } from "#server/ai/offline/passages";
import { CITY_RULE_PASSAGES, shownForPlace } from "#server/ai/offline/municipal";
import { computeAnalysis } from "./tool-analysis";

/** Decision 078: a city's own rules reach a tool run only for a lot in that city, named. */

const ZONING = { areaTerreno: "360", parametros: "TO 50%, CA 2, TP 15%, recuo frontal 5 m, gabarito 12 m", frente: "12", fundo: "30" };
const CONTEXT = { project: null, today: "2026-12-02" };

async function run(localizacao: string) {
  const r = await computeAnalysis("zoneamento", { ...ZONING, localizacao }, CONTEXT);
  if (!r) throw new Error("no run");
  return `${r.offlineText}\n${r.citations.join("\n")}`;
}

describe("city rules in a zoning run", () => {
  it("without indices the run explains the formulas, but Natal's glossary only for a Natal lot", async () => {
    const bare = async (localizacao: string) => {
      const r = await computeAnalysis("zoneamento", { areaTerreno: "360", localizacao }, CONTEXT);
      return `${r?.offlineText}\n${r?.citations.join("\n")}`;
    };
    const curitiba = await bare("Curitiba/PR");
    expect(curitiba).toMatch(/Recuo é a menor distância|recuo/i);
    expect(curitiba).not.toMatch(/Natal/);
    expect(await bare("Natal/RN")).toMatch(/Glossário do Plano Diretor de Natal/);
  });

  it("a Curitiba lot gets no São Paulo or Natal rule, passage or source", async () => {
    const text = await run("Rua das Araucárias, 100 - Curitiba/PR");
    expect(text).not.toMatch(/Natal|São Paulo|Quota Ambiental|LPUOS/);
  });

  it("a Natal lot gets Natal's glossary, named as Natal's", async () => {
    const text = await run("Av. Prudente de Morais, 500, Natal - RN");
    expect(text).toMatch(/Natal: glossário do Plano Diretor/);
    expect(text).not.toMatch(/São Paulo/);
  });

  it("the project's lot city decides when the form names no place", async () => {
    const project = { id: "p", name: "Casa", plotArea: null, plotFrontage: null, plotDepth: null, programmeArea: null, plot: null as never };
    const inNatal = await computeAnalysis("zoneamento", ZONING, { ...CONTEXT, project: { ...project, place: "Natal" } });
    const inCuritiba = await computeAnalysis("zoneamento", ZONING, { ...CONTEXT, project: { ...project, place: "Curitiba" } });
    expect(inNatal?.citations.join("\n")).toMatch(/Natal: glossário/);
    expect(`${inCuritiba?.offlineText}${inCuritiba?.citations.join("")}`).not.toMatch(/Natal/);
  });
});

describe("the list of city-rule passages", () => {
  it("names every zoning or municipal-law passage whose title or code names a city", () => {
    const CITY = /São Paulo|Natal|Curitiba|Porto Alegre|Belo Horizonte|Rio de Janeiro|Campinas|Florianópolis|Recife|Salvador|Fortaleza|Goiânia/;
    const cityRules = PASSAGES.filter((p) => (p.id.startsWith("zon-") || /Lei municipal|Código de Obras|Plano Diretor/.test(p.code)) && CITY.test(`${p.code} ${p.title}`));
    expect(cityRules.length).toBeGreaterThan(10);
    for (const p of cityRules) expect(CITY_RULE_PASSAGES[p.id], p.id).toBeDefined();
    for (const id of Object.keys(CITY_RULE_PASSAGES)) expect(PASSAGES.some((p) => p.id === id), id).toBe(true);
  });

  it("shows a city's passage only where its city is named", () => {
    expect(shownForPlace("zon-recuo", "Natal/RN")).toBe(true);
    expect(shownForPlace("zon-recuo", "Curitiba")).toBe(false);
    expect(shownForPlace("zon-recuo", "")).toBe(false);
    expect(shownForPlace("zon-to", "Curitiba")).toBe(true);
  });
});
