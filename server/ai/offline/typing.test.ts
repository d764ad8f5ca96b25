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
});
