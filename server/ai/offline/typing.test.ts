import { describe, expect, it } from "vitest";
import { answerOfflineDetailed } from "./answer";

const NOW = new Date("2026-11-26T12:00:00Z");
const ids = (q: string) => answerOfflineDetailed(q, NOW).passages.map((p) => p.id);

/** Questions as typed in a chat answer as the same questions written out (decision 082). */
describe("chat shorthand", () => {
  it("reads 'min' and 'max' as mínimo and máximo, 'apto' and 'wc' as apartment and bathroom", () => {
    for (const [typed, written] of [
      ["altura min do corrimão?", "altura mínima do corrimão?"],
      ["largura max do degrau da escada?", "largura máxima do degrau da escada?"],
      ["wc acessível: área min?", "banheiro acessível: área mínima?"],
      ["pé-direito min de um apto?", "pé-direito mínimo de um apartamento?"],
      ["qts vagas pcd num estacionamento de 200 vagas?", "quantas vagas pcd num estacionamento de 200 vagas?"],
      ["qto tempo o vizinho tem pra reclamar de janela?", "quanto tempo o vizinho tem pra reclamar de janela?"],
    ] as const) {
      const plain = ids(written);
      expect(plain.length, written).toBeGreaterThan(0);
      expect(ids(typed), typed).toEqual(plain);
    }
  });

  it("keeps 'min' after a number as minutes, and the 'N' of a CUB standard as a letter", () => {
    expect(answerOfflineDetailed("valor do CUB R1-N de SP em dez/2025?", NOW).lead).toContain("R1-N");
    const a = answerOfflineDetailed("a 10844 considera chuva de 5 min de duração?", NOW);
    expect(a.passages[0]?.id).toBe("nbr10844");
  });

  it("answers a telegraphic question that opens with the measure, as the full one", () => {
    // 0,5 × 100 / 7 = 7,14%.
    expect(answerOfflineDetailed("inclinação de uma rampa com desnível de 0,5 m e projeção horizontal de 7 m?", NOW).lead).toContain("**7,14%**");
    const full = ids("qual o prazo para registrar o RRT de um laudo técnico, contado do início da atividade?");
    expect(ids("prazo para registrar o RRT de um laudo técnico, contado do início da atividade?")).toEqual(full);
  });

  it("reads past a preamble that only asks, and a question typed in capitals", () => {
    const written = "qual a altura do corrimão da escada?";
    const plain = ids(written);
    expect(plain.length).toBeGreaterThan(0);
    for (const typed of ["me tira uma dúvida, qual a altura do corrimão da escada?", "você sabe me dizer qual a altura do corrimão da escada?", "pessoal, uma dúvida: qual a altura do corrimão da escada?", "QUAL A ALTURA DO CORRIMÃO DA ESCADA?"]) {
      expect(ids(typed), typed).toEqual(plain);
    }
  });

  it("reads past where the asker stands: 'hoje em dia', 'de acordo com a norma'", () => {
    const written = "qual a altura do corrimão da escada?";
    const plain = ids(written);
    for (const typed of ["qual a altura do corrimão da escada hoje em dia?", "qual a altura do corrimão da escada de acordo com a norma?", "qual a altura do corrimão da escada atualmente?"]) {
      expect(ids(typed), typed).toEqual(plain);
    }
  });

  it("reads 'o CUB de hoje' as the latest month a Sinduscon can have published, and says the base lacks it", () => {
    // On 26/11/2026 the latest published is October's; the base holds up to dez/2025.
    expect(answerOfflineDetailed("qual o CUB de SP hoje?", NOW).lead).toMatch(/não tem o CUB do Sinduscon-SP de out\/2026/);
    expect(answerOfflineDetailed("qual o valor do CUB atual?", NOW).lead).toMatch(/não tem o CUB de out\/2026/);
    // Asked in January 2026, the latest is December 2025, which the base holds.
    expect(answerOfflineDetailed("qual o CUB R8-N de SP atual?", new Date("2026-01-10T12:00:00Z")).lead).toContain("dez/2025");
    // What the CUB is or includes is no value asked.
    expect(answerOfflineDetailed("o CUB inclui as fundações hoje em dia?", NOW).passages[0]?.id).toBe("cub-nao-incluido");
    // Nor is the edition in force of the CUB's norm ("o CUB está na NBR 12721", "vigente").
    expect(answerOfflineDetailed("A metodologia de cálculo do CUB está na NBR 12721. Qual a edição vigente dessa norma (ano)?", NOW).lead).not.toMatch(/não tem o CUB/);
  });

  it("reads a figure of another clause as context: the house's area does not qualify its guard", () => {
    // "200 m²" is the house's: the guard's passage states no area and still answers.
    expect(ids("casa de 200 m², qual a altura do guarda-corpo?")).toEqual(ids("qual a altura do guarda-corpo?"));
    // In the same clause the figure still qualifies the thing asked.
    expect(answerOfflineDetailed("qual a bitola do fio do chuveiro de 7500 W?", NOW).answer.found).toBe(false);
  });
});
