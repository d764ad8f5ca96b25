import { and, desc, eq, lte } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { contractPaymentTerms, portalSignature, projectDocument } from "#server/db/schema";

/**
 * The fine, interest and reminders a new charge gets (R-PAY-6, R-PAY-9; decision 100's revision of
 * 2026-12-06): when the project's contract is signed, the terms in force at the version the client
 * signed last (the latest row of `contract_payment_terms` at or below it), as its clause states
 * them; otherwise — no contract, not signed, or signed before it had terms of its own — the charge
 * account's fine and interest, reminders on.
 */
export interface ChargeTerms {
  fineBps: number;
  interestBps: number;
  sendReminders: boolean;
  source: "contrato" | "conta";
  /** The signature the terms come from. */
  signedAt: Date | null;
}

export async function chargeTermsOf(db: Db | Tx, studioId: string, projectId: string, account: { fineBps: number; interestBps: number }): Promise<ChargeTerms> {
  const fromAccount: ChargeTerms = { fineBps: account.fineBps, interestBps: account.interestBps, sendReminders: true, source: "conta", signedAt: null };
  const [signed] = await db
    .select({ documentId: portalSignature.documentId, version: portalSignature.version, signedAt: portalSignature.signedAt })
    .from(portalSignature)
    .innerJoin(projectDocument, and(eq(projectDocument.id, portalSignature.documentId), eq(projectDocument.studioId, studioId)))
    .where(and(eq(portalSignature.studioId, studioId), eq(projectDocument.projectId, projectId), eq(projectDocument.kind, "contrato")))
    .orderBy(desc(portalSignature.signedAt))
    .limit(1);
  if (!signed) return fromAccount;
  const [terms] = await db
    .select({ fineBps: contractPaymentTerms.fineBps, interestBps: contractPaymentTerms.interestBps, sendReminders: contractPaymentTerms.sendReminders })
    .from(contractPaymentTerms)
    .where(and(eq(contractPaymentTerms.documentId, signed.documentId), eq(contractPaymentTerms.studioId, studioId), lte(contractPaymentTerms.version, signed.version)))
    .orderBy(desc(contractPaymentTerms.version))
    .limit(1);
  return terms ? { ...terms, source: "contrato", signedAt: signed.signedAt } : fromAccount;
}
