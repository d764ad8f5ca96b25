/**
 * The payment gateway as the rest of the server sees it (decision 091): customers, subscriptions,
 * one-time charges (Pix QR code, boleto line, hosted payment page), refunds, and the gateway's
 * webhooks verified and turned into our own event type. Amounts are integer cents here and
 * everywhere above; only the implementation converts to what its gateway speaks.
 *
 * One implementation today (asaas.ts). Nothing outside server/payments/ builds a gateway URL,
 * reads a gateway field name or compares a webhook header.
 *
 * No card number, CVV or card token crosses this interface into our code's storage: a card is
 * paid on the gateway's hosted page (`paymentUrl`), or with a token the gateway issued, passed
 * through and never kept.
 */

/** How the payer pays; `any` lets the payer choose on the gateway's hosted page. */
export type PaymentMethod = "pix" | "boleto" | "card" | "any";
export const PAYMENT_METHODS = ["pix", "boleto", "card", "any"] as const satisfies readonly PaymentMethod[];

export type BillingCycle = "monthly" | "yearly";

/**
 * A charge's state in our words. `confirmed`: paid, the money not yet available (card);
 * `received`: paid and available (Pix, boleto). Both mean "paid" for turning a plan on.
 */
export type ChargeStatus =
  | "pending"
  | "confirmed"
  | "received"
  | "overdue"
  | "refund_pending"
  | "refunded"
  | "chargeback"
  | "deleted";

export interface CustomerInput {
  name: string;
  /** Digits only, a valid CPF or CNPJ (the gateway refuses others). */
  cpfCnpj: string;
  email: string;
  /** Our own id for this payer (a studio's id), so a retry can find the customer again. */
  externalReference: string;
  postalCode?: string;
  /** The street, its number, complement and neighbourhood: the NFS-e's taker address (R-PAY-1). */
  address?: string;
  addressNumber?: string;
  complement?: string;
  province?: string;
}

export interface Customer {
  id: string;
  name: string;
  cpfCnpj: string;
  email: string | null;
  externalReference: string | null;
}

export interface SubscriptionInput {
  customerId: string;
  method: PaymentMethod;
  amountCents: number;
  cycle: BillingCycle;
  /** yyyy-MM-dd: the first charge's due date. */
  nextDueDate: string;
  description: string;
  /** Our idempotency key for this subscription: a retry finds it instead of creating another. */
  externalReference: string;
}

export interface Subscription {
  id: string;
  customerId: string;
  status: "active" | "inactive" | "expired";
  method: PaymentMethod;
  amountCents: number;
  cycle: BillingCycle;
  nextDueDate: string;
  externalReference: string | null;
}

export interface ChargeInput {
  customerId: string;
  method: PaymentMethod;
  amountCents: number;
  /** yyyy-MM-dd. */
  dueDate: string;
  description: string;
  /** Our idempotency key for this charge. */
  externalReference: string;
  /** A card token the gateway issued earlier, and the payer's IP (the gateway asks for both). */
  cardToken?: { token: string; remoteIp: string };
  /** The fine for paying after the due date, in basis points of the amount (200 = 2%) (R-PAY-6). */
  fineBps?: number;
  /** Interest a month after the due date, in basis points of the amount (100 = 1% a month) (R-PAY-6). */
  interestBps?: number;
}

export interface WebhookRegistration {
  /** Where the gateway posts this account's charge events. */
  url: string;
  /** The token it sends back in every delivery (32–255 characters, no spaces). */
  authToken: string;
  /** Who the gateway warns when deliveries fail. */
  email: string;
  name: string;
}

/** A webhook registered at the gateway (decision 100): its id, so a reconnection can remove it. */
export interface RegisteredWebhook {
  id: string;
  url: string;
  name: string | null;
}

/** What a plan change alters in a running subscription (R-PAY-11, decision 104). */
export interface SubscriptionUpdate {
  amountCents: number;
  description?: string;
  /**
   * Charges already generated and still pending take the new value too (Asaas's
   * `updatePendingPayments`); without it only charges generated from now on do.
   */
  updatePendingPayments: boolean;
  /** Another cycle for the charges generated from now on (Asaas's `cycle`; decision 116). */
  cycle?: BillingCycle;
  /** The due date of the next charge the gateway will generate, yyyy-MM-dd (Asaas's `nextDueDate`). */
  nextDueDate?: string;
}

export interface Charge {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: ChargeStatus;
  method: PaymentMethod;
  amountCents: number;
  /** yyyy-MM-dd. */
  dueDate: string;
  /** The gateway's hosted page where the payer pays (any method the charge allows). */
  paymentUrl: string | null;
  boletoUrl: string | null;
  externalReference: string | null;
}

export interface PixQrCode {
  /** The "copia e cola" code. */
  payload: string;
  /** PNG, base64. */
  imageBase64: string;
  expiresAt: string | null;
}

export interface BoletoLine {
  /** The "linha digitável". */
  line: string;
  barCode: string | null;
  nossoNumero: string | null;
}

/** What a webhook tells us, in our words; `gatewayType` keeps the gateway's own name for audit. */
export type PaymentEventType =
  | "charge.created"
  | "charge.updated"
  | "charge.confirmed"
  | "charge.received"
  | "charge.overdue"
  | "charge.refunded"
  | "charge.deleted"
  | "charge.card_refused"
  | "other";

export interface PaymentEvent {
  /** The gateway's event id: the same delivery sent twice has the same id. */
  id: string;
  type: PaymentEventType;
  gatewayType: string;
  charge: Charge | null;
}

/** Why a gateway call failed, in kinds the server acts on. */
export type GatewayErrorKind =
  | "invalid_document"
  | "card_refused"
  | "invalid_request"
  | "not_found"
  | "unauthorized"
  | "rate_limited"
  | "unavailable";

export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    /** The HTTP status the gateway answered (0 when it did not answer). */
    readonly status: number,
    /** The gateway's own error codes and descriptions, for the log (never shown as is). */
    readonly details: readonly { code: string; description: string }[] = [],
  ) {
    super(`gateway ${kind} (${status})${details.length ? `: ${details.map((d) => d.code).join(", ")}` : ""}`);
    this.name = "GatewayError";
  }
}

/** How Prancheta's service invoices (NFS-e) are issued: the city's service and the ISS rate. */
export interface InvoiceSettings {
  /** The municipal service code as the city hall lists it. */
  serviceCode?: string | null;
  /** The gateway's own id of the city's service, where the city lists them (sent instead of the code). */
  serviceId?: string | null;
  serviceName: string;
  /** ISS in percent (2.5 = 2,5%). */
  issPercent: number;
  /** The taker withholds the ISS (a company client in some cities); false unless said. */
  retainIss?: boolean;
}

/**
 * Where an invoice stands: asked and waiting for its date (`scheduled`), with the city hall
 * (`processing`), issued (`authorized`), refused (`error`), and, after a cancellation was asked,
 * being cancelled at the city hall (`cancelling`), cancelled (`cancelled`) or still standing because
 * the city hall refused to cancel it (`cancellation_denied`, an issued invoice).
 */
export type InvoiceStatus = "scheduled" | "processing" | "authorized" | "error" | "cancelling" | "cancelled" | "cancellation_denied";

/** A service invoice (NFS-e) the gateway issues with the city hall for one charge. */
export interface Invoice {
  id: string;
  chargeId: string | null;
  status: InvoiceStatus;
  /** The city's number, once authorized. */
  number: string | null;
  pdfUrl: string | null;
  /** Why the city hall or the gateway refused it, or refused to cancel it (the gateway's own words), when `error` or `cancellation_denied`. */
  error: string | null;
}

export interface InvoiceInput {
  chargeId: string;
  amountCents: number;
  /** yyyy-MM-dd: the issue date. */
  effectiveDate: string;
  description: string;
  /** Our id for it (Asaas's `externalReference`): the studio's charge, so an invoice is traced back to it. */
  externalReference?: string;
  settings: InvoiceSettings;
}

export interface PaymentGateway {
  readonly name: string;
  createCustomer(input: CustomerInput): Promise<Customer>;
  /** Customers whose externalReference is `reference` (all pages). */
  findCustomers(reference: string): Promise<Customer[]>;
  createSubscription(input: SubscriptionInput): Promise<Subscription>;
  /** Subscriptions whose externalReference is `reference` (all pages). */
  findSubscriptions(reference: string): Promise<Subscription[]>;
  cancelSubscription(id: string): Promise<void>;
  /** A new value for the next cycles (and, if asked, for charges already generated and pending). */
  updateSubscription(id: string, update: SubscriptionUpdate): Promise<Subscription>;
  /** The charges a subscription has generated so far (all pages). */
  subscriptionCharges(subscriptionId: string): Promise<Charge[]>;
  createCharge(input: ChargeInput): Promise<Charge>;
  getCharge(id: string): Promise<Charge>;
  /** Charges whose externalReference is `reference` (all pages). */
  findCharges(reference: string): Promise<Charge[]>;
  pixQrCode(chargeId: string): Promise<PixQrCode>;
  boletoLine(chargeId: string): Promise<BoletoLine>;
  /**
   * Removes a charge still awaiting payment or overdue (Asaas's "Excluir cobrança"): the payer can
   * no longer pay it. One already removed is not an error; a paid one is refused (`invalid_request`).
   */
  deleteCharge(chargeId: string): Promise<void>;
  /** The whole charge without `amountCents`, else that much. */
  refund(chargeId: string, input?: { amountCents?: number; description?: string }): Promise<Charge>;
  /** Schedules the NFS-e of a paid charge with the city hall. */
  scheduleInvoice(input: InvoiceInput): Promise<Invoice>;
  /** The invoices issued for a charge (all pages). */
  chargeInvoices(chargeId: string): Promise<Invoice[]>;
  getInvoice(id: string): Promise<Invoice>;
  /**
   * Asks the gateway to cancel an invoice, with the city hall too (a charge refunded): one not yet
   * issued is cancelled at once, an issued one goes to `cancelling` until the city hall answers.
   */
  cancelInvoice(id: string): Promise<Invoice>;
  /** Registers where this account's charge events go, with their token (decision 100). */
  registerWebhook(input: WebhookRegistration): Promise<RegisteredWebhook>;
  /** The account's webhooks (all pages). */
  listWebhooks(): Promise<RegisteredWebhook[]>;
  /** Removes one webhook; one already gone is not an error. */
  deleteWebhook(id: string): Promise<void>;
  /** True when the request carries the webhook's credential (constant-time comparison). */
  verifyWebhook(headers: Headers): boolean;
  /** The event in a verified webhook body; null when the body is not one of the gateway's events. */
  parseWebhook(rawBody: string): PaymentEvent | null;
}

/** A charge that means the payer has paid (card confirmed, or money received). */
export function isPaid(status: ChargeStatus): boolean {
  return status === "confirmed" || status === "received";
}
