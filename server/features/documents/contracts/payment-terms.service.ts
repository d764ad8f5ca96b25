import { and, desc, eq } from "drizzle-orm";
import { contractContentSchema } from "#domain/service-contract/contract.schema";
import { DEFAULT_PAYMENT_TERMS, type ContractPaymentTerms, type ContractPaymentTermsInput } from "#domain/service-contract/payment-terms";
import { dayBR } from "#domain/days";
import { canManageMembers } from "#domain/studios";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { client, contractPaymentTerms, documentVersion, portalSignature, project as projectTable, projectDocument, studioGatewayAccount } from "#server/db/schema";
import { appendVersion } from "#server/features/documents/documents.service";
import { brazilDay } from "#server/features/documents/proposals/proposals.service";
import { AppError, validationError } from "#server/lib/errors";
import { storedTerms } from "./payment-terms-clause";
import { paymentTermsSection, withPaymentTerms, type PaymentTerms } from "./payment-terms-text";

/**
 * A contract's payment terms (R-PAY-6, R-PAY-9; decision 100's revision of 2026-12-06): the
 * fine, the interest a month and the reminders, set when the contract is generated (the charge
 * account's values, else 2%, 1% and on) and in the contract's editor, each time as a new version
 * whose "Do atraso no pagamento" clause states them. Once the client signed the contract they do
 * not change (409). Scoped to the studio: another studio's project is a 404.
 */

/** What a new contract starts with: the charge account's fine and interest, reminders on (R-PAY-5). */
async function defaultTerms(db: Db | Tx, studioId: string): Promise<PaymentTerms & { from: "conta" | "padrao" }> {
  const [account] = await db.select({ fineBps: studioGatewayAccount.fineBps, interestBps: studioGatewayAccount.interestBps }).from(studioGatewayAccount).where(eq(studioGatewayAccount.studioId, studioId));
  return account ? { ...account, sendReminders: true, from: "conta" } : { ...DEFAULT_PAYMENT_TERMS, from: "padrao" };
}

/** The client's latest signature of the contract, any version (R-PORTAL-3, decision 109). */
async function latestSignature(db: Db | Tx, studioId: string, documentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ signedAt: portalSignature.signedAt })
    .from(portalSignature)
    .where(and(eq(portalSignature.documentId, documentId), eq(portalSignature.studioId, studioId)))
    .orderBy(desc(portalSignature.signedAt))
    .limit(1);
  return row?.signedAt ?? null;
}

/** The terms the contract's page shows: its own, or the defaults a contract made now would get. */
export async function contractTermsView({ db, scope, documentId }: { db: Db | Tx; scope: Pick<StudioScope, "studioId">; documentId: string | null }): Promise<ContractPaymentTerms> {
  const stored = documentId ? await storedTerms(db, scope.studioId, documentId) : null;
  const signedAt = documentId ? await latestSignature(db, scope.studioId, documentId) : null;
  if (stored) return { ...stored, stored: true, defaultsFrom: null, signedAt: signedAt?.toISOString() ?? null };
  const { from, ...defaults } = await defaultTerms(db, scope.studioId);
  return { ...defaults, stored: false, defaultsFrom: from, signedAt: signedAt?.toISOString() ?? null };
}

/** The terms a contract is generated with: its own when set, else the defaults. */
export async function termsForGeneration({ db, scope, documentId }: { db: Db | Tx; scope: Pick<StudioScope, "studioId">; documentId: string | null }): Promise<PaymentTerms> {
  const stored = documentId ? await storedTerms(db, scope.studioId, documentId) : null;
  if (stored) return stored;
  const { from: _from, ...defaults } = await defaultTerms(db, scope.studioId);
  return defaults;
}

/** Records the terms a generated version states, when the contract had none of its own (its first generation). */
export async function recordGeneratedTerms({ db: tx, scope, documentId, version, terms }: { db: Tx; scope: StudioScope; documentId: string; version: number; terms: PaymentTerms }): Promise<void> {
  if (await storedTerms(tx, scope.studioId, documentId)) return;
  await tx.insert(contractPaymentTerms).values({ studioId: scope.studioId, documentId, version, ...terms, createdBy: scope.userId }).onConflictDoNothing();
}

/** The fine and the interest are the owner's or an admin's, as the charge account's are (R-PAY-5, R-PAY-6). */
const onlyManagers = () => new AppError("forbidden", 403, "Só o proprietário ou um administrador do estúdio pode definir a multa, os juros e os lembretes do contrato.");

const signedConflict = (signedAt: Date) =>
  new AppError("conflict", 409, `O contrato foi assinado em ${dayBR(brazilDay(signedAt))}: a multa, os juros e os lembretes não podem mais ser alterados.`);

/**
 * `PUT /api/projects/{id}/contract/payment-terms`: a new version of the contract whose clause
 * "Do atraso no pagamento" states the terms (the other sections as the architect left them), and
 * the terms recorded at that version. Owner and admins only (403); no contract yet, or one
 * already signed, is a pt-BR 409.
 */
export async function setContractPaymentTerms({ db, scope, projectId, input }: { db: Db; scope: StudioScope; projectId: string; input: ContractPaymentTermsInput }): Promise<ContractPaymentTerms> {
  const [owned] = await db
    .select({ id: projectTable.id, clientName: client.name, clientKind: client.kind })
    .from(projectTable)
    .innerJoin(client, eq(client.id, projectTable.clientId))
    .where(and(eq(projectTable.id, projectId), eq(projectTable.studioId, scope.studioId)));
  if (!owned) throw new AppError("not_found", 404, "Projeto não encontrado.");
  if (!canManageMembers(scope.role)) throw onlyManagers();
  const documentId = await db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: projectDocument.id, version: projectDocument.version })
      .from(projectDocument)
      .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, scope.studioId), eq(projectDocument.kind, "contrato")))
      .for("update");
    if (!doc) throw new AppError("conflict", 409, "Gere o contrato antes de definir a multa, os juros e os lembretes.");
    const signedAt = await latestSignature(tx, scope.studioId, doc.id);
    if (signedAt) throw signedConflict(signedAt);
    const [current] = await tx.select({ content: documentVersion.content }).from(documentVersion).where(and(eq(documentVersion.documentId, doc.id), eq(documentVersion.number, doc.version)));
    const parsed = contractContentSchema.safeParse(current?.content);
    if (!parsed.success) throw validationError({ fineBps: "O contrato atual não pôde ser lido: gere uma nova versão antes de mudar a multa e os juros." });
    const clause = paymentTermsSection(input, { name: owned.clientName, kind: owned.clientKind });
    const content = { ...parsed.data, sections: withPaymentTerms(parsed.data.sections, clause) };
    const version = await appendVersion({ tx, studioId: scope.studioId, documentId: doc.id, baseVersion: doc.version, content, author: { source: "usuario", userId: scope.userId } });
    await tx.insert(contractPaymentTerms).values({ studioId: scope.studioId, documentId: doc.id, version, ...input, createdBy: scope.userId });
    return doc.id;
  });
  return contractTermsView({ db, scope, documentId });
}
