import { describe, expect, it } from "vitest";
import { answerOffline, answerOfflineDetailed } from "./answer";
import { QUESTIONS, scoreQuestions } from "./questions";
import { inventedFigures } from "./testing";

describe("answerOffline: the question set", () => {
  it("has at least 30 questions", () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUESTIONS.map((q) => [q.question, q.expect] as const))("%s → %s", (question, expect_) => {
    const a = answerOffline(question);
    expect(a.found).toBe(true);
    expect(a.citations).toContain(expect_);
  });

  it("scores every question", () => {
    const score = scoreQuestions();
    console.log(`offline question set: ${score.passed}/${score.total}`);
    expect(score.failures).toEqual([]);
  });
});

describe("answerOffline: shape", () => {
  it("says it is an offline answer, quotes 1–3 passages each ending with its citation in bold, and lists the sources", () => {
    const a = answerOffline("Qual a largura mínima de uma porta acessível?");
    const lines = a.text.split("\n");
    expect(lines[0]).toMatch(/^\*\*Resposta da base offline\*\* \(sem IA generativa\)/);
    const bullets = lines.filter((l) => l.startsWith("- "));
    expect(bullets.length).toBeGreaterThanOrEqual(1);
    expect(bullets.length).toBeLessThanOrEqual(3);
    for (const b of bullets) expect(b).toMatch(/ — \*\*[^*]+\*\*$/);
    expect(a.text).toContain("**ABNT NBR 9050:2020**");
    expect(lines.at(-1)).toMatch(/^Fontes: /);
    expect(a.text).toContain("0,80 m");
  });

  it("marks estimates in the answer", () => {
    const a = answerOffline("altura do interruptor acessível");
    expect(a.text).toMatch(/estimativa/i);
  });

  it("never writes a figure that is not in the quoted passages", () => {
    for (const q of [...QUESTIONS.map((x) => x.question), "CUB R1-B SP", "quanto custa construir uma casa", "CUB atual de Curitiba"]) {
      const detail = answerOfflineDetailed(q);
      expect(inventedFigures(detail), q).toEqual([]);
    }
  });
});

describe("answerOffline: outside the base", () => {
  it.each([
    "Qual a capital da Austrália?",
    "quanto custa um Uber?",
    "receita de bolo de cenoura",
    "quem ganhou a copa de 2002?",
    "preço do aluguel em São Paulo",
    "qual o melhor material para fachada?",
    "Olá, tudo bem?",
    "  ",
  ])(
    "%s → honest not found with the key hint",
    (question) => {
      const a = answerOffline(question);
      expect(a.found).toBe(false);
      expect(a.citations).toEqual([]);
      expect(a.text).toContain("Não encontrei isso na base offline");
      expect(a.text).toMatch(/configure uma chave de API de IA e tente novamente em alguns instantes/);
      expect(a.text).not.toMatch(/\d/);
    },
  );
});
