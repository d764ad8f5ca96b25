import { and, desc, eq } from "drizzle-orm";
import type { DocumentContent } from "#domain/documents.schema";
import type { Db, Tx } from "#server/db/client";
import { client, contractPaymentTerms, project, projectDocument } from "#server/db/schema";
import { paymentTermsSection, withPaymentTerms, type PaymentTerms } from "./payment-terms-text";

/** The terms set at the contract's latest version, or null when it has none of its own yet. */
export async function storedTerms(db: Db | Tx, studioId: string, documentId: string): Promise<PaymentTerms | null> {
  const [row] = await db
    .select({ fineBps: contractPaymentTerms.fineBps, interestBps: contractPaymentTerms.interestBps, sendReminders: contractPaymentTerms.sendReminders })
    .from(contractPaymentTerms)
    .where(and(eq(contractPaymentTerms.documentId, documentId), eq(contractPaymentTerms.studioId, studioId)))
    .orderBy(desc(contractPaymentTerms.version))
    .limit(1);
  return row ?? null;
}

/**
 * The contract as a saved or restored version is written (R-PAY-6, R-PAY-9; decision 100's
 * revision of 2026-12-06): its clause "Do atraso no pagamento e dos lembretes" written again from
 * the stored terms, whatever the editor sent or the restored version said, so the text the client
 * signs and what the charges send to Asaas never disagree. The other sections are kept as they
 * came; a contract without terms of its own (made before them) is left as it is.
 */
export async function withStoredPaymentTermsClause({ tx, studioId, documentId, content }: { tx: Tx; studioId: string; documentId: string; content: DocumentContent<"contrato"> }): Promise<DocumentContent<"contrato">> {
  const terms = await storedTerms(tx, studioId, documentId);
  if (!terms) return content;
  const [owner] = await tx
    .select({ name: client.name, kind: client.kind })
    .from(projectDocument)
    .innerJoin(project, eq(project.id, projectDocument.projectId))
    .innerJoin(client, eq(client.id, project.clientId))
    .where(and(eq(projectDocument.id, documentId), eq(projectDocument.studioId, studioId)));
  if (!owner) return content;
  return { ...content, sections: withPaymentTerms(content.sections, paymentTermsSection(terms, owner)) };
}
