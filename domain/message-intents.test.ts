import { describe, expect, it } from "vitest";
import { INTENT_CORPUS, INTENT_HOLDOUT, type IntentCase } from "./message-intents.corpus";
import { detectIntents } from "./message-replies";

/**
 * The intent detector measured on a corpus of realistic client messages (R-MSG-2): a message is
 * right when the intents found are exactly the ones a person would answer, no more, no fewer.
 */
function measure(name: string, cases: readonly IntentCase[]) {
  const misses = cases.flatMap((c) => {
    const found = [...detectIntents(c.message)].sort();
    const expected = [...c.intents].sort();
    return found.join(",") === expected.join(",") ? [] : [`«${c.message}»: esperado [${expected.join(", ")}], achou [${found.join(", ")}]`];
  });
  const score = (cases.length - misses.length) / cases.length;
  console.info(`detectIntents (${name}): ${cases.length - misses.length}/${cases.length} certas (${(score * 100).toFixed(1)}%)`);
  return { score, misses };
}

describe("detectIntents on the client message corpus (R-MSG-2)", () => {
  it("covers the ten kinds of message with at least 60 messages", () => {
    expect(INTENT_CORPUS.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(INTENT_CORPUS.flatMap((c) => c.intents));
    for (const kind of ["prazo", "orcamento", "reuniao", "alteracao", "reclamacao", "aprovacao", "pagamento", "mudanca", "agradecimento", "documentos"]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it("finds exactly the expected intents in at least 90% of the messages", () => {
    const { score, misses } = measure("corpus", INTENT_CORPUS);
    expect(score, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("does as well on the messages written after it (at least 80%)", () => {
    const { score, misses } = measure("holdout", INTENT_HOLDOUT);
    expect(score, misses.join("\n")).toBeGreaterThanOrEqual(0.8);
  });
});
