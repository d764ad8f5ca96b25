import { createHash, timingSafeEqual } from "node:crypto";
import { callProvider } from "#server/lib/provider-call";
import { providerLink } from "#server/lib/provider-links";
import {
  GatewayError,
  type BillingCycle,
  type BoletoLine,
  type Charge,
  type ChargeInput,
  type ChargeStatus,
  type Customer,
  type CustomerInput,
  type Invoice,
  type InvoiceInput,
  type InvoiceStatus,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentGateway,
  type PaymentMethod,
  type PixQrCode,
  type RegisteredWebhook,
  type Subscription,
  type SubscriptionInput,
  type WebhookRegistration,
} from "./gateway";

/**
 * Asaas's REST API v3 behind PaymentGateway (decision 091). Every request carries the API key in
 * the `access_token` header and a `User-Agent` (required of accounts created since 13/06/2024);
 * GET requests carry no body (Asaas answers 403 to a GET with one). Errors are
 * `{"errors":[{"code","description"}]}`; lists are `{object:"list", hasMore, totalCount, limit,
 * offset, data}`, read here page by page (limit 100, the most Asaas allows). Values are decimal
 * reais on the wire and integer cents on our side.
 *
 * Webhooks are not signed: Asaas sends the `authToken` chosen when the webhook was registered, as
 * is, in the `asaas-access-token` header; we compare it in constant time.
 */

export interface AsaasOptions {
  /** e.g. https://api.asaas.com/v3 (production) or https://api-sandbox.asaas.com/v3. */
  baseUrl: string;
  apiKey: string;
  /** The webhook's authToken (32 to 255 characters, no spaces). */
  webhookToken: string;
  timeoutMs?: number;
  userAgent?: string;
}

const PAGE_LIMIT = 100;
const MAX_PAGES = 50;

const BILLING_TYPE: Record<PaymentMethod, string> = { pix: "PIX", boleto: "BOLETO", card: "CREDIT_CARD", any: "UNDEFINED" };
const METHOD_OF: Record<string, PaymentMethod> = { PIX: "pix", BOLETO: "boleto", CREDIT_CARD: "card", UNDEFINED: "any", DEBIT_CARD: "card" };
const CYCLE: Record<BillingCycle, string> = { monthly: "MONTHLY", yearly: "YEARLY" };
const CYCLE_OF: Record<string, BillingCycle> = { MONTHLY: "monthly", YEARLY: "yearly" };

/** Asaas's payment statuses (its "Listar cobranças" reference) in ours. */
const STATUS_OF: Record<string, ChargeStatus> = {
  PENDING: "pending",
  AWAITING_RISK_ANALYSIS: "pending",
  CONFIRMED: "confirmed",
  RECEIVED: "received",
  RECEIVED_IN_CASH: "received",
  DUNNING_RECEIVED: "received",
  OVERDUE: "overdue",
  DUNNING_REQUESTED: "overdue",
  REFUND_REQUESTED: "refund_pending",
  REFUND_IN_PROGRESS: "refund_pending",
  REFUNDED: "refunded",
  CHARGEBACK_REQUESTED: "chargeback",
  CHARGEBACK_DISPUTE: "chargeback",
  AWAITING_CHARGEBACK_REVERSAL: "chargeback",
};

/** Asaas's payment webhook events ("Eventos para cobranças") in ours. */
const EVENT_OF: Record<string, PaymentEventType> = {
  PAYMENT_CREATED: "charge.created",
  PAYMENT_UPDATED: "charge.updated",
  PAYMENT_CONFIRMED: "charge.confirmed",
  PAYMENT_RECEIVED: "charge.received",
  PAYMENT_OVERDUE: "charge.overdue",
  PAYMENT_REFUNDED: "charge.refunded",
  PAYMENT_PARTIALLY_REFUNDED: "charge.refunded",
  PAYMENT_DELETED: "charge.deleted",
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: "charge.card_refused",
  PAYMENT_REPROVED_BY_RISK_ANALYSIS: "charge.card_refused",
};

/** Cents → Asaas's decimal reais (9990 → 99.9). */
export function toReais(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`valor em centavos inválido: ${cents}`);
  return cents / 100;
}

/** Asaas's decimal reais → cents (99.9 → 9990), rounding away binary noise. */
export function toCents(reais: unknown): number {
  const value = typeof reais === "number" ? reais : Number(reais);
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * 100);
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

function toCustomer(o: Json): Customer {
  return {
    id: String(o.id),
    name: String(o.name ?? ""),
    cpfCnpj: String(o.cpfCnpj ?? ""),
    email: str(o.email),
    externalReference: str(o.externalReference),
  };
}

function toSubscription(o: Json): Subscription {
  const status = String(o.status ?? "");
  return {
    id: String(o.id),
    customerId: String(o.customer ?? ""),
    status: status === "ACTIVE" ? "active" : status === "EXPIRED" ? "expired" : "inactive",
    method: METHOD_OF[String(o.billingType)] ?? "any",
    amountCents: toCents(o.value),
    cycle: CYCLE_OF[String(o.cycle)] ?? "monthly",
    nextDueDate: String(o.nextDueDate ?? ""),
    externalReference: str(o.externalReference),
  };
}

/** Keeps a provider's link only when it is safe to store and show (https; see links.ts). */
type Link = (value: string | null) => string | null;

function toChargeOf(o: Json, link: Link): Charge {
  return {
    id: String(o.id),
    customerId: String(o.customer ?? ""),
    subscriptionId: str(o.subscription),
    status: o.deleted === true ? "deleted" : (STATUS_OF[String(o.status)] ?? "pending"),
    method: METHOD_OF[String(o.billingType)] ?? "any",
    amountCents: toCents(o.value),
    dueDate: String(o.dueDate ?? ""),
    paymentUrl: link(str(o.invoiceUrl)),
    boletoUrl: link(str(o.bankSlipUrl)),
    externalReference: str(o.externalReference),
  };
}

/** Asaas's invoice statuses ("Listar notas fiscais") in ours. */
const INVOICE_STATUS_OF: Record<string, InvoiceStatus> = {
  SCHEDULED: "scheduled",
  SYNCHRONIZED: "processing",
  AUTHORIZATION_PENDING: "processing",
  PROCESSING_CANCELLATION: "cancelling",
  AUTHORIZED: "authorized",
  CANCELED: "cancelled",
  CANCELLATION_DENIED: "cancellation_denied",
  ERROR: "error",
};

function toInvoiceOf(o: Json, link: Link): Invoice {
  return {
    id: String(o.id),
    chargeId: str(o.payment),
    status: INVOICE_STATUS_OF[String(o.status)] ?? "processing",
    number: str(o.number),
    pdfUrl: link(str(o.pdfUrl)),
    error: o.status === "ERROR" || o.status === "CANCELLATION_DENIED" ? (str(o.statusDescription) ?? "") : null,
  };
}

function toWebhook(o: Json): RegisteredWebhook {
  return { id: String(o.id ?? ""), url: String(o.url ?? ""), name: str(o.name) };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

export function createAsaasGateway(options: AsaasOptions): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 15_000;
  const userAgent = options.userAgent ?? "Prancheta";
  const expectedToken = digest(options.webhookToken);
  const link: Link = (value) => providerLink(value, baseUrl);
  const toCharge = (o: Json) => toChargeOf(o, link);
  const toInvoice = (o: Json) => toInvoiceOf(o, link);

  async function request(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: Json, query?: Record<string, string | number>): Promise<Json> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
    const answer = await callProvider({ url, method, headers: { access_token: options.apiKey, "User-Agent": userAgent }, body, timeoutMs });
    if (answer.ok) return answer.json;
    const errors = (answer.parsed as Json | null)?.errors;
    const details = Array.isArray(errors) ? (errors as Json[]).map((e) => ({ code: String(e.code ?? ""), description: String(e.description ?? "") })) : [];
    const codes = details.map((d) => d.code);
    // Asaas answers 400 for both; they are the person's to fix, not ours (R-PAY-1).
    if (answer.kind === "invalid_request" && codes.includes("invalid_cpfCnpj")) throw new GatewayError("invalid_document", answer.status, details);
    if (answer.kind === "invalid_request" && codes.includes("invalid_creditCard")) throw new GatewayError("card_refused", answer.status, details);
    throw new GatewayError(answer.kind, answer.status, details);
  }

  /** Every page of a list endpoint. */
  async function list(path: string, query: Record<string, string> = {}): Promise<Json[]> {
    const items: Json[] = [];
    for (let page = 0, offset = 0; page < MAX_PAGES; page++) {
      const answer = await request("GET", path, undefined, { ...query, offset, limit: PAGE_LIMIT });
      const data = Array.isArray(answer.data) ? (answer.data as Json[]) : [];
      items.push(...data);
      if (answer.hasMore !== true || data.length === 0) return items;
      offset += data.length;
    }
    return items;
  }

  return {
    name: "asaas",

    async createCustomer(input: CustomerInput) {
      const body: Json = {
        name: input.name,
        cpfCnpj: input.cpfCnpj,
        email: input.email,
        externalReference: input.externalReference,
        // Asaas would e-mail and text our studios about our own charges; the app does that.
        notificationDisabled: true,
      };
      if (input.postalCode) body.postalCode = input.postalCode;
      if (input.address) body.address = input.address;
      if (input.addressNumber) body.addressNumber = input.addressNumber;
      if (input.complement) body.complement = input.complement;
      if (input.province) body.province = input.province;
      return toCustomer(await request("POST", "/customers", body));
    },

    async findCustomers(reference) {
      return (await list("/customers", { externalReference: reference })).filter((c) => c.deleted !== true).map(toCustomer);
    },

    async createSubscription(input: SubscriptionInput) {
      return toSubscription(
        await request("POST", "/subscriptions", {
          customer: input.customerId,
          billingType: BILLING_TYPE[input.method],
          value: toReais(input.amountCents),
          nextDueDate: input.nextDueDate,
          cycle: CYCLE[input.cycle],
          description: input.description,
          externalReference: input.externalReference,
        }),
      );
    },

    async findSubscriptions(reference) {
      return (await list("/subscriptions", { externalReference: reference })).filter((s) => s.deleted !== true).map(toSubscription);
    },

    async cancelSubscription(id) {
      await request("DELETE", `/subscriptions/${encodeURIComponent(id)}`);
    },

    // "Atualizar assinatura existente" (PUT /v3/subscriptions/{id}): a new value counts for the
    // charges generated from now on; `updatePendingPayments` carries it to those already pending.
    async updateSubscription(id, update) {
      const body: Json = { value: toReais(update.amountCents), updatePendingPayments: update.updatePendingPayments };
      if (update.description) body.description = update.description;
      if (update.cycle) body.cycle = CYCLE[update.cycle];
      if (update.nextDueDate) body.nextDueDate = update.nextDueDate;
      return toSubscription(await request("PUT", `/subscriptions/${encodeURIComponent(id)}`, body));
    },

    async subscriptionCharges(subscriptionId) {
      return (await list(`/subscriptions/${encodeURIComponent(subscriptionId)}/payments`)).map(toCharge);
    },

    async createCharge(input: ChargeInput) {
      const body: Json = {
        customer: input.customerId,
        billingType: BILLING_TYPE[input.method],
        value: toReais(input.amountCents),
        dueDate: input.dueDate,
        description: input.description,
        externalReference: input.externalReference,
      };
      if (input.cardToken) {
        body.creditCardToken = input.cardToken.token;
        body.remoteIp = input.cardToken.remoteIp;
      }
      // Asaas's "Criar nova cobrança": fine.value a percentage of the amount, interest.value % a month.
      if (input.fineBps !== undefined) body.fine = { value: input.fineBps / 100, type: "PERCENTAGE" };
      if (input.interestBps !== undefined) body.interest = { value: input.interestBps / 100 };
      return toCharge(await request("POST", "/payments", body));
    },

    async getCharge(id) {
      return toCharge(await request("GET", `/payments/${encodeURIComponent(id)}`));
    },

    async findCharges(reference) {
      return (await list("/payments", { externalReference: reference })).map(toCharge);
    },

    async pixQrCode(chargeId): Promise<PixQrCode> {
      const o = await request("GET", `/payments/${encodeURIComponent(chargeId)}/pixQrCode`);
      return { payload: String(o.payload ?? ""), imageBase64: String(o.encodedImage ?? ""), expiresAt: str(o.expirationDate) };
    },

    async boletoLine(chargeId): Promise<BoletoLine> {
      const o = await request("GET", `/payments/${encodeURIComponent(chargeId)}/identificationField`);
      return { line: String(o.identificationField ?? ""), barCode: str(o.barCode), nossoNumero: str(o.nossoNumero) };
    },

    // "Excluir cobrança" (DELETE /v3/payments/{id}): only PENDING or OVERDUE; answers {deleted, id}.
    // An id Asaas no longer finds (removed before) is taken as done: nothing of it stands to be paid.
    async deleteCharge(chargeId) {
      try {
        await request("DELETE", `/payments/${encodeURIComponent(chargeId)}`);
      } catch (error) {
        if (!(error instanceof GatewayError && error.kind === "not_found")) throw error;
      }
    },

    // "Estornar cobrança" (POST /v3/payments/{id}/refund): a card confirmed or received, or a Pix
    // received (whole or in parts); Asaas debits the account's balance and keeps its fees.
    async refund(chargeId, input = {}) {
      const body: Json = {};
      if (input.amountCents !== undefined) body.value = toReais(input.amountCents);
      if (input.description) body.description = input.description;
      return toCharge(await request("POST", `/payments/${encodeURIComponent(chargeId)}/refund`, body));
    },

    // "Agendar nota fiscal": linked to the charge, issued on the date given, ISS only (the other
    // federal taxes are 0 for a company on the Simples Nacional, as Prancheta's operator declares).
    async scheduleInvoice(input: InvoiceInput) {
      return toInvoice(
        await request("POST", "/invoices", {
          payment: input.chargeId,
          serviceDescription: input.description,
          observations: "",
          value: toReais(input.amountCents),
          deductions: 0,
          effectiveDate: input.effectiveDate,
          ...(input.externalReference ? { externalReference: input.externalReference } : {}),
          // Asaas takes the city's service by its own id when the city lists its services, else by code.
          ...(input.settings.serviceId ? { municipalServiceId: input.settings.serviceId } : { municipalServiceCode: input.settings.serviceCode }),
          municipalServiceName: input.settings.serviceName,
          taxes: { retainIss: input.settings.retainIss ?? false, iss: input.settings.issPercent, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
        }),
      );
    },

    async chargeInvoices(chargeId) {
      return (await list("/invoices", { payment: chargeId })).map(toInvoice);
    },

    async getInvoice(id) {
      return toInvoice(await request("GET", `/invoices/${encodeURIComponent(id)}`));
    },

    // "Cancelar uma nota fiscal" (POST /v3/invoices/{id}/cancel, docs.asaas.com/reference/cancel-an-invoice):
    // `cancelOnlyOnAsaas: false` asks the city hall too, so the invoice stops counting there; the
    // answer is the invoice, PROCESSING_CANCELLATION until the city hall answers (CANCELED or
    // CANCELLATION_DENIED). A city that does not cancel through the integration is a 400.
    async cancelInvoice(id) {
      return toInvoice(await request("POST", `/invoices/${encodeURIComponent(id)}/cancel`, { cancelOnlyOnAsaas: false }));
    },

    async registerWebhook(input: WebhookRegistration) {
      // "Criar novo Webhook": the charge events, delivered one after the other (SEQUENTIALLY).
      const o = await request("POST", "/webhooks", {
        name: input.name,
        url: input.url,
        email: input.email,
        enabled: true,
        interrupted: false,
        apiVersion: 3,
        authToken: input.authToken,
        sendType: "SEQUENTIALLY",
        events: ["PAYMENT_CREATED", "PAYMENT_UPDATED", "PAYMENT_CONFIRMED", "PAYMENT_RECEIVED", "PAYMENT_OVERDUE", "PAYMENT_DELETED", "PAYMENT_REFUNDED", "PAYMENT_PARTIALLY_REFUNDED"],
      });
      return toWebhook(o);
    },

    // "Listar Webhooks" (GET /v3/webhooks) and "Remover Webhook" (DELETE /v3/webhooks/{id}).
    async listWebhooks() {
      return (await list("/webhooks")).map(toWebhook);
    },

    async deleteWebhook(id) {
      try {
        await request("DELETE", `/webhooks/${encodeURIComponent(id)}`);
      } catch (error) {
        if (!(error instanceof GatewayError && error.kind === "not_found")) throw error;
      }
    },

    verifyWebhook(headers) {
      const token = headers.get("asaas-access-token");
      if (!token) return false;
      // Digests of equal length, so the comparison takes the same time whatever was sent.
      return timingSafeEqual(digest(token), expectedToken);
    },

    parseWebhook(rawBody): PaymentEvent | null {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (parsed === null || typeof parsed !== "object") return null;
      const o = parsed as Json;
      if (typeof o.id !== "string" || o.id === "" || typeof o.event !== "string") return null;
      const payment = o.payment !== null && typeof o.payment === "object" ? toCharge(o.payment as Json) : null;
      return { id: o.id, type: EVENT_OF[o.event] ?? "other", gatewayType: o.event, charge: payment };
    },
  };
}
