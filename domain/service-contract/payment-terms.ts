import { MAX_FINE_BPS, MAX_INTEREST_BPS } from "#domain/studio-charges";
import { bps } from "#domain/studio-charges.schema";
import { z } from "#domain/zod";

/**
 * A service contract's payment terms (R-PAY-6, R-PAY-9; decision 100's revision of 2026-12-06):
 * the fine on a late instalment (at most 2%, CDC art. 52 § 1º), the interest a month (at most 1%)
 * and whether the client gets the charge reminders. A charge made while the contract is signed
 * takes them; the contract's payment clause states them.
 */

/** What a contract starts with when the studio has no charge account (the account's own defaults). */
export const DEFAULT_PAYMENT_TERMS = { fineBps: 200, interestBps: 100, sendReminders: true } as const;

/** `PUT /api/projects/{id}/contract/payment-terms`. */
export const contractPaymentTermsInputSchema = z.object({
  fineBps: bps("A multa", MAX_FINE_BPS),
  interestBps: bps("A taxa de juros", MAX_INTEREST_BPS),
  sendReminders: z.boolean({ error: "Diga se o cliente recebe os lembretes de cobrança." }),
});
export type ContractPaymentTermsInput = z.output<typeof contractPaymentTermsInputSchema>;

export const contractPaymentTermsSchema = z
  .object({
    fineBps: z.number().int(),
    interestBps: z.number().int(),
    sendReminders: z.boolean(),
    /** False while the contract has none of its own yet: the values are the charge account's (or 2%, 1%, on). */
    stored: z.boolean(),
    /** Where the values come from while not stored: the charge account's ("conta") or, without one, 2%, 1% and on ("padrao"); null once stored. */
    defaultsFrom: z.enum(["conta", "padrao"]).nullable(),
    /** When the client signed the contract (the latest signature): the terms no longer change. */
    signedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "CondicoesDePagamentoDoContrato", description: "Multa (pontos-base, até 2%), juros ao mês (pontos-base, até 1%) e se o cliente recebe lembretes; travadas depois da assinatura." });
export type ContractPaymentTerms = z.output<typeof contractPaymentTermsSchema>;

/** 200 → "2", 250 → "2,5", 33 → "0,33": a percentage as a Brazilian reads it, without the sign. */
export function percentText(basisPoints: number): string {
  return (basisPoints / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 });
}

/** "2", "2,5" or "1.5" → basis points; anything else NaN (the schemas refuse it in words). */
export function percentToBps(text: string): number {
  const t = text.trim().replace(",", ".");
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
}

/** "multa de 2% e juros de 1% ao mês", "multa de 2%, sem juros", "sem multa nem juros": the terms in a phrase. */
export function lateTermsPhrase({ fineBps, interestBps }: { fineBps: number; interestBps: number }): string {
  const fine = `multa de ${percentText(fineBps)}%`;
  const interest = `juros de ${percentText(interestBps)}% ao mês`;
  if (fineBps > 0 && interestBps > 0) return `${fine} e ${interest}`;
  if (fineBps > 0) return `${fine}, sem juros`;
  if (interestBps > 0) return `${interest}, sem multa`;
  return "sem multa nem juros";
}
