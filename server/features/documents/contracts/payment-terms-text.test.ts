import { describe, expect, it } from "vitest";
import type { Addressee } from "#domain/addressing";
import { blocksToPlainText } from "#domain/rich-text";
import { percentText, percentToBps } from "#domain/service-contract/payment-terms";
import type { WrittenSection } from "#domain/written-documents.schema";
import { projectFactsFixture } from "#test-support/project-facts-fixture";
import { buildContract } from "./contract-text";
import { lateSentence, PAYMENT_TERMS_KEY, paymentTermsBlocks, paymentTermsSection, withPaymentTerms } from "./payment-terms-text";

/** R-PAY-6, R-PAY-9: the contract's clause states the fine, interest and reminders its charges will carry. */

const maria: Addressee = { name: "Maria Conceição", kind: "pessoa_feminina", addressForm: null };
const couple: Addressee = { name: "Juliana e Rafael Kowalski", kind: "casal", addressForm: null };

describe("the late-payment clause", () => {
  it("states the fine and the interest a month as the contract's terms say", () => {
    expect(lateSentence({ fineBps: 200, interestBps: 100, sendReminders: true })).toBe(
      "A parcela paga depois do vencimento terá multa de 2% sobre o valor da parcela e juros de 1% ao mês, proporcionais aos dias de atraso.",
    );
    expect(lateSentence({ fineBps: 150, interestBps: 33, sendReminders: true })).toContain("multa de 1,5% sobre o valor da parcela e juros de 0,33% ao mês");
    expect(lateSentence({ fineBps: 200, interestBps: 0, sendReminders: true })).toBe("A parcela paga depois do vencimento terá multa de 2% sobre o valor da parcela, sem juros.");
    expect(lateSentence({ fineBps: 0, interestBps: 100, sendReminders: true })).toBe("A parcela paga depois do vencimento terá juros de 1% ao mês, proporcionais aos dias de atraso, sem multa.");
    expect(lateSentence({ fineBps: 0, interestBps: 0, sendReminders: true })).toBe("A parcela paga depois do vencimento não terá multa nem juros.");
  });

  it("promises the reminders, agreeing with the client, or says there are none", () => {
    const on = blocksToPlainText(paymentTermsBlocks({ fineBps: 200, interestBps: 100, sendReminders: true }, maria));
    expect(on).toContain("O CONTRATADO envia por e-mail à CONTRATANTE um lembrete de cada parcela 3 (três) dias antes do vencimento e outro 1 (um) dia depois dele, se ainda não estiver paga.");
    const off = blocksToPlainText(paymentTermsBlocks({ fineBps: 200, interestBps: 100, sendReminders: false }, couple));
    expect(off).toContain("O CONTRATADO não envia lembretes automáticos de cobrança aos CONTRATANTES");
    expect(off).not.toContain("lembrete de cada parcela");
  });

  it("comes right after the fees in a generated contract", () => {
    const content = buildContract({
      project: projectFactsFixture(),
      client: { document: null, address: null },
      studio: { address: null },
      rrtNumber: null,
      acceptedProposal: null,
      fees: null,
      clauses: [],
      paymentTerms: { fineBps: 100, interestBps: 50, sendReminders: false },
    });
    const keys = content.sections.map((s) => s.key);
    expect(keys.indexOf(PAYMENT_TERMS_KEY)).toBe(keys.indexOf("honorarios") + 1);
    const clause = blocksToPlainText(content.sections.find((s) => s.key === PAYMENT_TERMS_KEY)!.blocks);
    expect(clause).toContain("multa de 1% sobre o valor da parcela e juros de 0,5% ao mês");
    expect(clause).toContain("não envia lembretes");
  });

  it("replaces the clause in place, or adds it after the fees to a contract made before it existed", () => {
    const s = (key: string): WrittenSection => ({ key, title: key, blocks: [] });
    const clause = paymentTermsSection({ fineBps: 0, interestBps: 0, sendReminders: true }, maria);
    expect(withPaymentTerms([s("partes"), s("honorarios"), s("obrigacoes")], clause).map((x) => x.key)).toEqual(["partes", "honorarios", PAYMENT_TERMS_KEY, "obrigacoes"]);
    const replaced = withPaymentTerms([s("honorarios"), s(PAYMENT_TERMS_KEY), s("foro")], clause);
    expect(replaced.map((x) => x.key)).toEqual(["honorarios", PAYMENT_TERMS_KEY, "foro"]);
    expect(replaced[1]).toBe(clause);
  });
});

describe("percentages as typed and shown", () => {
  it("reads a Brazilian decimal comma and writes one back", () => {
    expect(percentToBps("2")).toBe(200);
    expect(percentToBps("2,5")).toBe(250);
    expect(percentToBps("0.33")).toBe(33);
    expect(percentToBps("dois")).toBeNaN();
    expect(percentText(250)).toBe("2,5");
    expect(percentText(200)).toBe("2");
  });
});
