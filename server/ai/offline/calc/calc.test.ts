import { describe, expect, it } from "vitest";
import { answerOfflineDetailed } from "#server/ai/offline/answer";
import { inventedFigures } from "#server/ai/offline/testing";

/** The calculation's lead (what the answer opens with) and its first citation. */
function ask(question: string) {
  const detail = answerOfflineDetailed(question, new Date("2026-11-26T12:00:00Z"));
  expect(inventedFigures(detail, { question }), question).toEqual([]);
  return { lead: detail.lead, cites: detail.answer.citations[0], text: detail.answer.text };
}

// Every expected value below was worked out by hand, as written in the comment beside it.
describe("offline calculations", () => {
  it("ramp: length from the rise and slope, segments and landings (NBR 9050)", () => {
    // 1,20 m / (1/12) = 14,4 m; 0,80 m per segment at 8,33% → 2 segments, 1 landing between.
    const a = ask("rampa para vencer 1,20 m com 8,33%: qual o comprimento e quantos patamares?");
    expect(a.cites).toBe("ABNT NBR 9050:2020");
    expect(a.lead).toContain("**14,4 m**");
    expect(a.lead).toContain("**2 segmentos** e **1 patamar intermediário**");
    // 3 × 0,17 m = 0,51 m; 0,51 × 12 = 6,12 m, one segment.
    expect(ask("quero trocar 3 degraus de 17 cm por uma rampa de 8,33%, quantos metros de rampa?").lead).toContain("**6,12 m**");
    // 0,60 m at 5%: 12 m, one segment (up to 1,50 m at 5%).
    expect(ask("qual o comprimento de uma rampa a 5% para vencer 60 cm?").lead).toMatch(/\*\*12 m\*\*[\s\S]*1 segmento/);
  });

  it("stair: risers between 16 and 18 cm and the tread by Blondel", () => {
    // 3,06 m: 17 × 18 cm, 18 × 17 cm, 19 × 16,11 cm; closest to 17 cm → 18 degraus; p = 64 − 34 = 30 cm.
    const a = ask("quantos degraus preciso pra vencer 3,06 m de desnível?");
    expect(a.lead).toContain("**18 degraus** de **17 cm**");
    expect(a.lead).toContain("**30 cm**");
    // 2,60 + 0,20 = 2,80 m; 2,80 / 16 = 17,5 cm; p = 64 − 35 = 29 cm.
    const b = ask("pé-direito de 2,60 m e laje de 20 cm, escada com 16 degraus: qual a altura do espelho e do piso?");
    expect(b.lead).toContain("**17,5 cm**");
    expect(b.lead).toContain("**29 cm**");
    expect(ask("escada de emergência de 2,88 m a vencer: quantos degraus pela NBR 9077?").cites).toContain("NBR 9077");
    // A width is not a height to climb: no stair is sized.
    expect(ask("Qual a largura mínima de uma escada de 1,20 m?").lead).not.toMatch(/Cálculo/);
  });

  it("parking: 2% for people with disabilities and 5% for the elderly, at least one each", () => {
    // 200 × 2% = 4; 200 × 5% = 10.
    const a = ask("estacionamento com 200 vagas: quantas vagas de deficiente?");
    expect(a.cites).toContain("Lei 13.146");
    expect(a.lead).toContain("**4 vagas**");
    expect(a.lead).toContain("**10 vagas**");
    expect(ask("quantas vagas de idoso num estacionamento de 200 vagas?").cites).toContain("Lei 10.741");
    // 30 × 2% = 0,6 → at least 1; 30 × 5% = 1,5 → 2, rounded up and said so.
    const c = ask("estacionamento de 30 vagas, quantas reservadas para PCD e idosos?");
    expect(c.lead).toContain("**1 vaga**");
    expect(c.lead).toContain("**2 vagas**");
    expect(c.text).toMatch(/não dizem como arredondar/);
  });

  it("lighting load by area (NBR 5410)", () => {
    // 14 m²: 100 + 2 × 60 = 220 VA; 12 m² (3 × 4): 100 + 1 × 60 = 160 VA; 5 m²: 100 VA.
    expect(ask("carga de iluminação de um quarto de 14 m²").lead).toContain("**220 VA**");
    expect(ask("qual a potência de iluminação de uma sala de 3 x 4 m pela NBR 5410?").lead).toContain("**160 VA**");
    expect(ask("carga de iluminação de um banheiro de 5 m²").lead).toContain("**100 VA**");
  });

  it("CUB × area for a state and month the base holds, and the latest month when none is named", () => {
    // 150 × 2.553,84 = 383.076,00 (SP R1-N dez/2025).
    const a = ask("quanto fica uma casa de 150 m² padrão R1-N em SP pelo CUB de dezembro de 2025?");
    expect(a.lead).toContain("**R$ 383.076,00**");
    expect(a.cites).toBe("Sinduscon-SP — CUB/m² (dez/2025)");
    expect(a.text).toMatch(/não inclui fundações/);
    // 100 × 2.123,87 (R8-N, the latest SP table) = 212.387,00.
    expect(ask("CUB × área: prédio de 100 m² R8-N em São Paulo").lead).toContain("**R$ 212.387,00**");
  });

  it("TO and CA on the numbers given, and the price with BDI", () => {
    // 360 × 70% = 252 m²; 2.000 × 2,5 = 5.000 m²; 200.000 × 1,25 = 250.000,00.
    expect(ask("terreno de 360 m² com taxa de ocupação de 70%: qual a área máxima de projeção?").lead).toContain("**252 m²**");
    expect(ask("Em um terreno de 2.000 m² com coeficiente de aproveitamento 2,5, qual a área máxima de construção?").lead).toContain("**5.000 m²**");
    expect(ask("custo direto de R$ 200.000,00 e BDI de 25%: qual o preço de venda?").lead).toContain("**R$ 250.000,00**");
  });
});
