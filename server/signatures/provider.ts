/**
 * A signature company that signs a document for Prancheta (decision 109). One implementation,
 * ZapSign (zapsign.ts); nothing else in the server speaks a provider's API.
 */

export interface SignerInput {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
}

export interface SentDocument {
  /** The provider's id of the document (ZapSign's `token`). */
  documentToken: string;
  /** The signer's id at the provider. */
  signerToken: string;
  /** Where the signer signs. */
  signUrl: string;
}

/**
 * What a webhook is taken for: which document to look up, and whether it claims every signer
 * signed. Nothing else of its body is read: the signature itself is asked of the provider
 * (getDocument), since anyone holding the webhook's secret could post any body.
 */
export interface SignedEvent {
  documentToken: string;
  complete: boolean;
}

/** A document as the provider holds it, read with the studio's token (never taken from a webhook body). */
export interface ProviderDocument {
  documentToken: string;
  externalId: string | null;
  /** True once every signer signed. */
  complete: boolean;
  signedFileUrl: string | null;
  signerName: string | null;
  signedAt: string | null;
}

export type SignatureProviderErrorKind = "unauthorized" | "invalid_request" | "not_found" | "rate_limited" | "unavailable";

export class SignatureProviderError extends Error {
  constructor(
    readonly kind: SignatureProviderErrorKind,
    /** The HTTP status the provider answered (0 when it did not answer). */
    readonly status: number,
    /** The provider's own words, for the log and the field messages (never its token). */
    readonly details: readonly { field: string; message: string }[] = [],
  ) {
    super(`provedor de assinatura ${kind} (${status})`);
    this.name = "SignatureProviderError";
  }
}

export interface SignatureProvider {
  readonly name: "zapsign";
  /** The label people read: "ZapSign". */
  readonly label: string;
  /** Registers the account's webhook of signed documents, authenticated by a header of ours. */
  registerSignedWebhook(input: { url: string; authorization: string }): Promise<{ id: string }>;
  /** Sends a PDF to be signed by one signer. */
  sendDocument(input: { name: string; pdf: Uint8Array; externalId: string; signer: SignerInput }): Promise<SentDocument>;
  /** Removes a webhook registered before (a reconnection, a disconnection). */
  removeWebhook(input: { id: string }): Promise<void>;
  /** Withdraws a document not signed (ZapSign's soft delete: hidden from its screens, still readable). */
  deleteDocument(input: { documentToken: string }): Promise<void>;
  /** The document's state and signed file as the provider has them now. */
  getDocument(input: { documentToken: string }): Promise<ProviderDocument>;
  /** Reads a webhook body; null when it is not a signature event. Only says which document to look up. */
  parseSignedEvent(body: unknown): SignedEvent | null;
}
