import { describe, expect, it } from "vitest";
import { buildIndexForBench, searchPassages } from "./search";

const codesFor = (q: string) => searchPassages(q).hits.map((h) => h.passage.code);

describe("searchPassages", () => {
  it.each(["9050", "nbr9050", "NBR 9050", "NBR-9050", "abnt nbr 9050:2020"])("finds the norm typed as %s", (q) => {
    expect(codesFor(q)[0]).toBe("ABNT NBR 9050:2020");
  });

  it("reads norm numbers written with a thousands dot", () => {
    expect(codesFor("NBR 15.575")[0]).toBe("ABNT NBR 15575:2013");
  });

  it("does not confuse close norm numbers", () => {
    expect(codesFor("5419")).not.toContain("ABNT NBR 5410:2004");
  });

  it("tolerates typos and missing accents", () => {
    expect(codesFor("inclinacao maxima da rampa")).toContain("ABNT NBR 9050:2020");
    expect(codesFor("acessibilidde em rampas")).toContain("ABNT NBR 9050:2020");
    expect(codesFor("impermeabilizaçao do box")).toContain("ABNT NBR 9575:2010");
  });

  it("quotes at most the requested number of passages, best first", () => {
    const { hits } = searchPassages("rampa acessível", 2);
    expect(hits.length).toBeLessThanOrEqual(2);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits.at(-1)!.score);
  });

  it("says not found for questions outside the base", () => {
    for (const q of ["Qual a capital da Austrália?", "quanto custa um Uber?", "receita de bolo de cenoura", "", "???"]) {
      expect(searchPassages(q).found, q).toBe(false);
    }
  });

  // How long it takes is bench/offline.ts's figure, not a test's: timed tests fail on a busy machine.
  it("builds a fresh index that answers", () => {
    buildIndexForBench();
    expect(searchPassages("largura mínima de rampa").found).toBe(true);
  });
});
