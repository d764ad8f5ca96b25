import { agree, type Addressee } from "#domain/addressing";
import { percentText } from "#domain/service-contract/payment-terms";
import { REMINDER_DAYS_AFTER, REMINDER_DAYS_BEFORE } from "#domain/studio-charges";
import { paragraph } from "#domain/rich-text";
import type { RichBlock } from "#domain/rich-text.schema";
import type { WrittenSection } from "#domain/written-documents.schema";

/**
 * The contract's clause on late payment and reminders (R-PAY-6, R-PAY-9; decision 100's revision
 * of 2026-12-06), written from the contract's payment terms so the signed text says what the
 * charges will do: the same fine and interest go to Asaas, and the reminders go out only when
 * the clause says so.
 */

export const PAYMENT_TERMS_KEY = "atraso";
export const PAYMENT_TERMS_TITLE = "Do atraso no pagamento e dos lembretes";

export interface PaymentTerms {
  fineBps: number;
  interestBps: number;
  sendReminders: boolean;
}

const DAYS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete"];
/** "3 (três) dias", "1 (um) dia". */
function days(n: number): string {
  return `${n} (${DAYS[n] ?? n}) ${n === 1 ? "dia" : "dias"}`;
}

/** The sentence on the fine and the interest, e.g. "multa de 2% sobre o valor da parcela e juros de 1% ao mês". */
export function lateSentence({ fineBps, interestBps }: PaymentTerms): string {
  const fine = `multa de ${percentText(fineBps)}% sobre o valor da parcela`;
  const interest = `juros de ${percentText(interestBps)}% ao mês, proporcionais aos dias de atraso`;
  if (fineBps > 0 && interestBps > 0) return `A parcela paga depois do vencimento terá ${fine} e ${interest}.`;
  if (fineBps > 0) return `A parcela paga depois do vencimento terá ${fine}, sem juros.`;
  if (interestBps > 0) return `A parcela paga depois do vencimento terá ${interest}, sem multa.`;
  return "A parcela paga depois do vencimento não terá multa nem juros.";
}

/** The clause's paragraphs, the client agreeing with its kind ("à CONTRATANTE", "ao CONTRATANTE", "aos CONTRATANTES"). */
export function paymentTermsBlocks(terms: PaymentTerms, client: Addressee): RichBlock[] {
  const to = agree(client, ["à CONTRATANTE", "ao CONTRATANTE", "aos CONTRATANTES"]);
  return [
    paragraph(lateSentence(terms)),
    paragraph(
      terms.sendReminders
        ? `O CONTRATADO envia por e-mail ${to} um lembrete de cada parcela ${days(REMINDER_DAYS_BEFORE)} antes do vencimento e outro ${days(REMINDER_DAYS_AFTER)} depois dele, se ainda não estiver paga.`
        : `O CONTRATADO não envia lembretes automáticos de cobrança ${to}; o vencimento de cada parcela consta da própria cobrança.`,
    ),
  ];
}

export function paymentTermsSection(terms: PaymentTerms, client: Addressee): WrittenSection {
  return { key: PAYMENT_TERMS_KEY, title: PAYMENT_TERMS_TITLE, blocks: paymentTermsBlocks(terms, client) };
}

/** The sections with the clause replaced, or placed right after the fees' section when the contract has none yet. */
export function withPaymentTerms(sections: WrittenSection[], clause: WrittenSection): WrittenSection[] {
  if (sections.some((s) => s.key === PAYMENT_TERMS_KEY)) return sections.map((s) => (s.key === PAYMENT_TERMS_KEY ? clause : s));
  const fees = sections.findIndex((s) => s.key === "honorarios");
  const at = fees >= 0 ? fees + 1 : Math.max(0, sections.length - 1);
  return [...sections.slice(0, at), clause, ...sections.slice(at)];
}
