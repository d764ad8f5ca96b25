import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import QRCode from "qrcode";
import { isValidCnpj, isValidCpf } from "#domain/br-documents";

/**
 * A fake Asaas (API v3) on loopback speaking its real REST protocol and sending its real webhooks
 * (decision 091), as the AI and S3 fakes do for theirs. Base URL: `${url}/v3`, as
 * https://api.asaas.com/v3 and https://api-sandbox.asaas.com/v3.
 *
 * What it does as Asaas does (docs.asaas.com: Autenticação, Códigos HTTP das respostas, Listagem e
 * paginação, Criar novo cliente, Criar nova assinatura, Cobranças via Pix, Obter linha digitável,
 * Estornar cobrança, Eventos para cobranças, Receba eventos do Asaas no seu endpoint de Webhook):
 * - the API key in the `access_token` header, else 401; a GET with a body is 403;
 * - errors as `{"errors":[{"code","description"}]}` with 400: a CPF/CNPJ whose check digits fail
 *   (`invalid_cpfCnpj`), a missing value (`invalid_value`), a due date before today
 *   (`invalid_dueDate`), a refused card token (`invalid_creditCard`); an unknown id is 404;
 * - lists as `{object:"list", hasMore, totalCount, limit, offset, data}`, limit 1–100 (default 10),
 *   filtered by `externalReference`, `customer`, `cpfCnpj`;
 * - customers (duplicates allowed: Asaas does not refuse a second customer with the same CPF),
 *   subscriptions that create their first charge at once (`subscription` set on it), updated by
 *   PUT /v3/subscriptions/{id} (value, billingType, cycle, description, nextDueDate; pending charges
 *   follow only with `updatePendingPayments: true`, "Atualizar assinatura existente"), one-time
 *   charges (PIX, BOLETO, CREDIT_CARD, UNDEFINED) with `invoiceUrl` and `bankSlipUrl`, the Pix QR
 *   code (`encodedImage`: a real QR code PNG of `payload`, a BR Code with its CRC16;
 *   `expirationDate`), the boleto line (`identificationField`, `nossoNumero`, `barCode`), refunds
 *   ("Estornar cobrança": a card CONFIRMED or RECEIVED, a Pix RECEIVED, whole or in parts, `refunds`
 *   on the payment; anything else a 400 `invalid_action`, a boleto included — the reference lists
 *   only card and Pix refunds, the code and words are ours), removing a charge ("Excluir cobrança",
 *   DELETE /v3/payments/{id}: only PENDING or OVERDUE, answered `{deleted: true, id}`, the payment
 *   then read with `deleted: true`; a paid one a 400 `invalid_action`, one already removed a 404 —
 *   the reference says neither, these are ours);
 *   after a removal or a refund through the API, an account added with `actionEvents: true` gets
 *   PAYMENT_DELETED, PAYMENT_REFUNDED or PAYMENT_PARTIALLY_REFUNDED, sent after the answer as
 *   Asaas does (`settled()` waits for them); the others get none (their tests post them with
 *   `sendEvent`, or prove a lost one);
 * - webhooks registered by POST /v3/webhooks (authToken 32–255 characters, no spaces; an account
 *   may have several, each gets every event), listed (GET /v3/webhooks, the token never shown) and
 *   removed (DELETE /v3/webhooks/{id}), or set by the `webhook` option, POSTed as `{id:"evt_…&n", event, dateCreated, payment}` with the
 *   `asaas-access-token` header; every delivery is recorded with the status our server answered
 *   (`loseWebhooks(true)`: none leaves, each recorded with status 0, as in an outage longer than
 *   Asaas's retries).
 * - NFS-e: "Agendar nota fiscal" (POST /v3/invoices, linked to a payment, with a municipal service
 *   code or id and `taxes`), "Listar notas fiscais" (GET /v3/invoices?payment=) and GET
 *   /v3/invoices/{id}; an invoice is SCHEDULED until the city hall answers (`authorizeInvoice`).
 *   "Cancelar uma nota fiscal" (POST /v3/invoices/{id}/cancel, body `{cancelOnlyOnAsaas?}`, the
 *   invoice answered): one not yet issued (SCHEDULED, or any with `cancelOnlyOnAsaas: true`) is
 *   CANCELED at once; an AUTHORIZED one goes to PROCESSING_CANCELLATION until the city hall answers
 *   (`confirmInvoiceCancellation` → CANCELED, `denyInvoiceCancellation` → CANCELLATION_DENIED with
 *   its reason); an account whose city does not cancel through the integration
 *   (`setInvoiceCancellation(key, false)`, Asaas's `municipalOptions.supportsCancellation`) gets a
 *   400, as does an invoice already CANCELED, in ERROR or still with the city hall. The 400s' codes
 *   and words are ours: the reference lists none.
 * - other accounts (`addAccount`): a studio's own Asaas account with its own API key (decision 100);
 *   each account sees only its own customers, charges and webhook, as separate Asaas accounts do;
 * - a charge's `fine` (`{value, type: "PERCENTAGE"}`) and `interest` (`{value}`, % a month), kept
 *   on the charge as sent (400 `invalid_fine` / `invalid_interest` for a negative or non-numeric value).
 * - a card payment (paid or refused, or made with a `creditCardToken`) carries `creditCard` with the
 *   card's last 4 digits, its brand and its token, as Asaas's events do, so what we store of a
 *   webhook is proven without it;
 * What it does not: card data (only tokens: one containing "recusado" is refused), installments,
 * split, sub-accounts, the account's fiscal setup (NFS-e works as if it were done), Pix Automático,
 * charging the fine and interest when paid late, retries of failed deliveries
 * (`redeliver` sends a delivery again on demand).
 * The exact error codes for a bad CPF and a refused card are the ones integrators' code checks
 * (`invalid_cpfCnpj`, `invalid_creditCard`); the reference pages do not list them.
 */

export interface FakeAsaasRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number;
}

export interface FakeAsaasDelivery {
  eventId: string;
  /** Where it went (each of the account's webhooks gets its own delivery). */
  url: string;
  event: string;
  paymentId: string;
  body: string;
  token: string | undefined;
  /** What our server answered (0 when it could not be reached). */
  status: number;
}

type Json = Record<string, unknown>;

export interface FakeAsaas {
  /** e.g. http://127.0.0.1:41234 (no trailing slash); the API is under `${url}/v3`. */
  url: string;
  baseUrl: string;
  apiKey: string;
  webhookToken: string;
  /** PAYMENTS_* for loadConfig / createTestContext, pointing at this fake. */
  env(overrides?: Record<string, string>): Record<string, string>;
  /** Where webhooks go (and with which token), as registering one through the API does. */
  setWebhook(url: string, authToken?: string, apiKey?: string): void;
  customers(): Json[];
  subscriptions(): Json[];
  payments(): Json[];
  payment(id: string): Json | undefined;
  /** The payer pays: card → CONFIRMED, Pix/boleto → RECEIVED; sends the webhook and waits for it. */
  pay(paymentId: string, as?: "pix" | "boleto" | "card"): Promise<FakeAsaasDelivery>;
  /**
   * A subscription's next cycle comes: its next charge is made (due on the subscription's
   * `nextDueDate`, which moves a cycle on) and PAYMENT_CREATED is sent, as Asaas does ahead of
   * each due date. Returns the new charge's id and the delivery.
   */
  renew(subscriptionId: string): Promise<{ paymentId: string; delivery: FakeAsaasDelivery }>;
  /** The due date passes unpaid: OVERDUE and its webhook. */
  expire(paymentId: string): Promise<FakeAsaasDelivery>;
  /** A card charge the acquirer refuses at capture: PAYMENT_CREDIT_CARD_CAPTURE_REFUSED. */
  refuseCard(paymentId: string): Promise<FakeAsaasDelivery>;
  /** Sends a delivery again, byte for byte (Asaas resends until it gets a 200). */
  redeliver(eventId: string): Promise<FakeAsaasDelivery>;
  invoices(): Json[];
  /** The city hall authorizes a scheduled invoice: AUTHORIZED, with its number and PDF. */
  authorizeInvoice(invoiceId: string): void;
  /** The city hall refuses a scheduled invoice: ERROR, with its reason in `statusDescription`. */
  rejectInvoice(invoiceId: string, reason: string): void;
  /** The city hall cancels an invoice whose cancellation was asked (PROCESSING_CANCELLATION → CANCELED). */
  confirmInvoiceCancellation(invoiceId: string): void;
  /** The city hall refuses to cancel it: CANCELLATION_DENIED, with its reason in `statusDescription`. */
  denyInvoiceCancellation(invoiceId: string, reason: string): void;
  /** Whether the account's city cancels issued invoices through Asaas (true unless said). */
  setInvoiceCancellation(apiKey: string, supported: boolean): void;
  /** Every webhook lost from now on (true) or delivered again (false). */
  loseWebhooks(lost: boolean): void;
  /** Waits for the events a removal or a refund through the API sent after answering (`actionEvents`). */
  settled(): Promise<void>;
  /**
   * Another Asaas account (a studio's own, decision 100): its key works on this same fake and
   * sees only what it made; its webhook is the one it registers through POST /v3/webhooks.
   */
  addAccount(options?: { fiscalInfo?: boolean; actionEvents?: boolean }): { apiKey: string };
  /** Fills in (or clears) an account's fiscal information, without which POST /v3/invoices is a 400. */
  setFiscalInfo(apiKey: string, filled: boolean): void;
  /** The webhook an account registered last (the main account's when no key is given). */
  webhookOf(apiKey?: string): { url: string; authToken: string | undefined } | undefined;
  /** Every webhook an account has registered and not removed, oldest first. */
  webhooksOf(apiKey?: string): { id: string; url: string; authToken: string | undefined; name: string | null }[];
  /**
   * Makes the account's `POST /v3/payments` take `ms` before the charge is made and answered, as
   * a slow Asaas does (until then a list by `externalReference` finds nothing); 0 turns it off.
   */
  slowCharges(ms: number, apiKey?: string): void;
  /** Asaas down: the next `count` requests are answered 503 with no body, as its edge does in an outage. */
  outage(count: number): void;
  /**
   * Where the links Asaas makes from now on point (`invoiceUrl`, `bankSlipUrl`, an invoice's
   * `pdfUrl` and `xmlUrl`); null: back to this fake's own address.
   */
  linksAt(origin: string | null): void;
  /** Sends an event with any token (a forgery when it is not the registered one). */
  sendEvent(event: string, paymentId: string, token: string | undefined): Promise<FakeAsaasDelivery>;
  requests: FakeAsaasRequest[];
  deliveries: FakeAsaasDelivery[];
  close(): Promise<void>;
}

export const FAKE_ASAAS_API_KEY = "$aact_fake_prancheta_0000000000000000000000";
export const FAKE_ASAAS_WEBHOOK_TOKEN = "token-do-webhook-do-fake-asaas-0000000000";

const BILLING_TYPES = ["BOLETO", "CREDIT_CARD", "PIX", "UNDEFINED"];
const CYCLES = ["WEEKLY", "BIWEEKLY", "MONTHLY", "QUARTERLY", "SEMIANNUALLY", "YEARLY"];
const MAX_BODY = 1024 * 1024;

class AsaasFailure extends Error {
  constructor(
    readonly status: number,
    readonly errors: { code: string; description: string }[] = [],
  ) {
    super(errors.map((e) => e.code).join(", ") || String(status));
  }
}
const bad = (code: string, description: string) => new AsaasFailure(400, [{ code, description }]);

/** Asaas compares due dates with today in Brasília: between 21:00 and 24:00 there the UTC date is already tomorrow. */
export function asaasToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
const today = () => asaasToday();
const isDate = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
function addCycle(date: string, cycle: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const months = { MONTHLY: 1, QUARTERLY: 3, SEMIANNUALLY: 6, YEARLY: 12 }[cycle];
  if (months) d.setUTCMonth(d.getUTCMonth() + months);
  else d.setUTCDate(d.getUTCDate() + (cycle === "WEEKLY" ? 7 : 14));
  return d.toISOString().slice(0, 10);
}
const stamp = () => new Date().toISOString().replace("T", " ").slice(0, 19);

/**
 * The card of a card payment as Asaas's payment events and reads carry it (its webhook example in
 * "Eventos para cobranças"): the last 4 digits, the brand and the token that charges it again.
 */
const cardOf = (token: string): Json => ({ creditCardNumber: "8829", creditCardBrand: "MASTERCARD", creditCardToken: token });

/** Asaas's ids look like `cus_000005219613`, `sub_VXJBYgP2u0eO`, `pay_080225913252`. */
const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

/** One EMV field of a BR Code: its id, its length in two digits, its value. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 carries it in 4 hex digits. */
export function brCodeCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * A BR Code shaped like a real dynamic Pix payload (Manual de Padrões para Iniciação do Pix: the
 * EMV fields, the payload's location under `br.gov.bcb.pix`, the amount, and the CRC16 of field
 * 63 computed over the whole text); its location does not exist, so no bank can pay it.
 */
export function pixPayload(id: string, cents: number): string {
  const account = tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("25", `qrpix.fake-asaas.local/qr/v2/${id}`));
  const body =
    tlv("00", "01") + tlv("01", "12") + account + tlv("52", "0000") + tlv("53", "986") + tlv("54", (cents / 100).toFixed(2)) + tlv("58", "BR") + tlv("59", "FAKE ASAAS") + tlv("60", "SAO PAULO") + tlv("62", tlv("05", "***")) + "6304";
  return body + brCodeCrc(body);
}

/** The QR code of the payload as a PNG in base64, the shape Asaas's `encodedImage` has. */
const qrPng = async (payload: string) => (await QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 400 })).toString("base64");

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startFakeAsaas(options: { webhook?: { url: string; authToken?: string } } = {}): Promise<FakeAsaas> {
  const customers = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  /** The accounts whose fiscal information is filled in (the main one from the start). */
  const fiscalInfo = new Set<string>([FAKE_ASAAS_API_KEY]);
  /** The accounts whose city does not cancel issued invoices through Asaas. */
  const noCancellation = new Set<string>();
  let webhooksLost = false;
  /** The accounts that get the events of their own removals and refunds through the API. */
  const actionEvents = new Set<string>();
  /** Those events still being delivered (sent after the API's answer). */
  const inFlight = new Set<Promise<unknown>>();
  const requests: FakeAsaasRequest[] = [];
  const deliveries: FakeAsaasDelivery[] = [];
  /**
   * Every account's key → its webhooks (Asaas lets an account have several; each gets every
   * event); the main account (FAKE_ASAAS_API_KEY) is there from the start.
   */
  type Hook = { id: string; url: string; authToken: string | undefined; name: string | null; email: string | null; sendType: string; events: unknown[] };
  const webhooks = new Map<string, Hook[]>();
  const hook = (url: string, authToken: string | undefined, extra: Partial<Hook> = {}): Hook => ({ id: randomBytes(16).toString("hex"), url, authToken, name: null, email: null, sendType: "SEQUENTIALLY", events: [], ...extra });
  webhooks.set(FAKE_ASAAS_API_KEY, options.webhook ? [hook(options.webhook.url, options.webhook.authToken ?? FAKE_ASAAS_WEBHOOK_TOKEN)] : []);
  /** Per account: how long a POST /v3/payments answer waits after the charge is made. */
  const chargeDelay = new Map<string, number>();
  /** Which account made each customer, subscription and charge. */
  const ownerOf = new Map<string, string>();
  const mine = (key: string) => (item: Json) => ownerOf.get(String(item.id)) === key;
  let eventCounter = 368604920;
  let baseUrl = "";
  let down = 0;
  let linkOrigin: string | null = null;
  const links = () => linkOrigin ?? baseUrl;

  function page(all: Json[], query: Record<string, string>) {
    const limit = Math.min(100, Math.max(1, Number.parseInt(query.limit ?? "10", 10) || 10));
    const offset = Math.max(0, Number.parseInt(query.offset ?? "0", 10) || 0);
    const data = all.slice(offset, offset + limit);
    return { object: "list", hasMore: offset + data.length < all.length, totalCount: all.length, limit, offset, data };
  }
  function filtered(all: Iterable<Json>, query: Record<string, string>, fields: string[]) {
    return [...all].filter((item) => fields.every((f) => query[f] === undefined || item[f] === query[f]));
  }

  function makePayment(input: { account: string; customer: string; billingType: string; value: number; dueDate: string; description: unknown; externalReference: unknown; subscription?: string; fine?: Json | null; interest?: Json | null }): Json {
    const id = newId("pay");
    ownerOf.set(id, input.account);
    const payment: Json = {
      object: "payment",
      id,
      dateCreated: today(),
      customer: input.customer,
      subscription: input.subscription ?? null,
      installment: null,
      value: input.value,
      netValue: Math.round(input.value * 100 * 0.97) / 100,
      description: typeof input.description === "string" ? input.description : null,
      billingType: input.billingType,
      status: "PENDING",
      dueDate: input.dueDate,
      originalDueDate: input.dueDate,
      paymentDate: null,
      clientPaymentDate: null,
      invoiceUrl: `${links()}/i/${id.slice(4)}`,
      invoiceNumber: String(payments.size + 1).padStart(8, "0"),
      bankSlipUrl: input.billingType === "BOLETO" || input.billingType === "UNDEFINED" ? `${links()}/b/pdf/${id.slice(4)}` : null,
      externalReference: typeof input.externalReference === "string" ? input.externalReference : null,
      deleted: false,
      refunds: null,
      fine: input.fine ?? { value: 0, type: "PERCENTAGE" },
      interest: input.interest ?? { value: 0, type: "PERCENTAGE" },
    };
    payments.set(id, payment);
    return payment;
  }

  function customerOf(body: Json, account: string): Json {
    const id = body.customer;
    if (typeof id !== "string" || !customers.has(id) || ownerOf.get(id) !== account) throw bad("invalid_customer", "Cliente inválido ou não informado.");
    return customers.get(id)!;
  }
  function valueOf(body: Json): number {
    const value = body.value;
    if (typeof value !== "number" || !Number.isFinite(value)) throw bad("invalid_value", "O campo value deve ser informado");
    if (value <= 0) throw bad("invalid_value", "O valor da cobrança deve ser maior que zero.");
    return value;
  }
  function billingTypeOf(body: Json): string {
    if (typeof body.billingType !== "string" || !BILLING_TYPES.includes(body.billingType)) throw bad("invalid_billingType", "Forma de pagamento inválida.");
    return body.billingType;
  }

  /**
   * Sends the event to every webhook of the payment's account, each with its own token unless
   * `forced` gives one (a forgery, a redelivery); answers the last webhook's delivery.
   */
  async function deliver(event: string, payment: Json, forced?: { token: string | undefined }, eventId?: string, raw?: string): Promise<FakeAsaasDelivery> {
    const id = eventId ?? `evt_${randomBytes(16).toString("hex")}&${eventCounter++}`;
    const body = raw ?? JSON.stringify({ id, event, dateCreated: stamp(), payment });
    const hooks = webhooks.get(ownerOf.get(String(payment.id)) ?? FAKE_ASAAS_API_KEY) ?? [];
    if (hooks.length === 0) throw new Error("fake Asaas: nenhum webhook registrado");
    let last: FakeAsaasDelivery | undefined;
    for (const webhook of hooks) {
      const token = forced ? forced.token : webhook.authToken;
      const delivery: FakeAsaasDelivery = { eventId: id, url: webhook.url, event, paymentId: String(payment.id), body, token, status: 0 };
      if (webhooksLost) {
        deliveries.push(delivery);
        last = delivery;
        continue;
      }
      try {
        const headers: Record<string, string> = { "Content-Type": "application/json", "User-Agent": "Asaas_Hmlg/3.0" };
        if (token !== undefined) headers["asaas-access-token"] = token;
        const answer = await fetch(webhook.url, { method: "POST", headers, body });
        delivery.status = answer.status;
        await answer.arrayBuffer();
      } catch {
        delivery.status = 0;
      }
      deliveries.push(delivery);
      last = delivery;
    }
    return last!;
  }

  /** An action's event, sent after the API answered (as Asaas queues it), to an account that asked for them. */
  function afterAnswer(account: string, event: string, payment: Json): void {
    if (!actionEvents.has(account) || (webhooks.get(account) ?? []).length === 0) return;
    const sending = deliver(event, payment).catch(() => undefined);
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  /** A webhook as Asaas answers it: the token never comes back, only whether there is one. */
  function webhookJson(w: Hook): Json {
    return { object: "webhook", id: w.id, name: w.name, url: w.url, email: w.email, enabled: true, interrupted: false, apiVersion: 3, hasAuthToken: w.authToken !== undefined, sendType: w.sendType, events: w.events };
  }

  function mustPayment(id: string): Json {
    const p = payments.get(id);
    if (!p) throw new Error(`fake Asaas: cobrança ${id} não existe`);
    return p;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const query = Object.fromEntries(url.searchParams);
    const raw = await readBody(req);
    let body: unknown = null;
    const record: FakeAsaasRequest = { method: req.method ?? "GET", path: url.pathname, query, headers: req.headers, body: null, status: 0 };
    requests.push(record);
    const answer = (status: number, json?: unknown) => {
      record.status = status;
      if (json === undefined) {
        res.writeHead(status).end();
      } else {
        const text = JSON.stringify(json);
        res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) }).end(text);
      }
    };
    if (down > 0) {
      down -= 1;
      return answer(503);
    }
    try {
      const account = typeof req.headers.access_token === "string" && webhooks.has(req.headers.access_token) ? req.headers.access_token : undefined;
      if (!account) throw new AsaasFailure(401);
      const own = mine(account);
      if (req.method === "GET" && raw.length > 0) throw new AsaasFailure(403);
      if (raw.length > 0) {
        try {
          body = JSON.parse(raw);
        } catch {
          throw bad("invalid_object", "JSON inválido.");
        }
      }
      record.body = body;
      const b = (body ?? {}) as Json;
      const path = url.pathname.replace(/\/+$/, "");
      const m = (re: RegExp) => re.exec(path);
      let hit: RegExpExecArray | null;

      if (req.method === "POST" && path === "/v3/customers") {
        if (typeof b.name !== "string" || b.name.trim() === "") throw bad("invalid_name", "O nome do cliente deve ser informado.");
        const doc = typeof b.cpfCnpj === "string" ? b.cpfCnpj : "";
        const valid = /^\d{11}$/.test(doc) ? isValidCpf(doc) : /^\d{14}$/.test(doc) ? isValidCnpj(doc) : false;
        if (!valid) throw bad("invalid_cpfCnpj", "O CPF/CNPJ informado é inválido.");
        const customer: Json = {
          object: "customer",
          id: newId("cus"),
          dateCreated: today(),
          name: b.name,
          email: typeof b.email === "string" ? b.email : null,
          cpfCnpj: doc,
          personType: doc.length === 11 ? "FISICA" : "JURIDICA",
          postalCode: typeof b.postalCode === "string" ? b.postalCode : null,
          addressNumber: typeof b.addressNumber === "string" ? b.addressNumber : null,
          externalReference: typeof b.externalReference === "string" ? b.externalReference : null,
          notificationDisabled: b.notificationDisabled === true,
          deleted: false,
        };
        customers.set(String(customer.id), customer);
        ownerOf.set(String(customer.id), account);
        return answer(200, customer);
      }
      if (req.method === "GET" && path === "/v3/customers") {
        return answer(200, page(filtered([...customers.values()].filter(own), query, ["externalReference", "cpfCnpj"]), query));
      }
      if (req.method === "POST" && path === "/v3/subscriptions") {
        const customer = customerOf(b, account);
        const billingType = billingTypeOf(b);
        const value = valueOf(b);
        if (!isDate(b.nextDueDate)) throw bad("invalid_nextDueDate", "A data de vencimento da primeira cobrança deve ser informada.");
        if (b.nextDueDate < today()) throw bad("invalid_nextDueDate", "A data de vencimento não pode ser inferior à hoje");
        if (typeof b.cycle !== "string" || !CYCLES.includes(b.cycle)) throw bad("invalid_cycle", "Periodicidade inválida.");
        const id = newId("sub");
        makePayment({ account, customer: String(customer.id), billingType, value, dueDate: b.nextDueDate, description: b.description, externalReference: b.externalReference, subscription: id });
        ownerOf.set(id, account);
        const subscription: Json = {
          object: "subscription",
          id,
          dateCreated: today(),
          customer: customer.id,
          billingType,
          cycle: b.cycle,
          value,
          // The first charge is already made: the next one is a cycle later.
          nextDueDate: addCycle(b.nextDueDate, b.cycle),
          description: typeof b.description === "string" ? b.description : null,
          status: "ACTIVE",
          externalReference: typeof b.externalReference === "string" ? b.externalReference : null,
          deleted: false,
        };
        subscriptions.set(id, subscription);
        return answer(200, subscription);
      }
      if (req.method === "GET" && path === "/v3/subscriptions") {
        return answer(200, page(filtered([...subscriptions.values()].filter((s) => s.deleted !== true && own(s)), query, ["externalReference", "customer"]), query));
      }
      if ((hit = m(/^\/v3\/subscriptions\/([^/]+)\/payments$/)) && req.method === "GET") {
        const sub = subscriptions.get(hit[1]!);
        if (!sub || !own(sub)) throw new AsaasFailure(404);
        return answer(200, page([...payments.values()].filter((p) => p.subscription === sub.id), query));
      }
      if ((hit = m(/^\/v3\/subscriptions\/([^/]+)$/)) && req.method === "PUT") {
        // "Atualizar assinatura existente": value, billingType, cycle, description, nextDueDate; the new
        // value or method reaches charges already generated only with updatePendingPayments.
        const sub = subscriptions.get(hit[1]!);
        if (!sub || sub.deleted === true || !own(sub)) throw new AsaasFailure(404);
        const value = b.value === undefined ? undefined : valueOf(b);
        const billingType = b.billingType === undefined ? undefined : billingTypeOf(b);
        if (b.nextDueDate !== undefined && !isDate(b.nextDueDate)) throw bad("invalid_nextDueDate", "Data de vencimento inválida.");
        if (b.cycle !== undefined && (typeof b.cycle !== "string" || !CYCLES.includes(b.cycle))) throw bad("invalid_cycle", "Periodicidade inválida.");
        if (typeof b.cycle === "string") sub.cycle = b.cycle;
        if (value !== undefined) sub.value = value;
        if (billingType !== undefined) sub.billingType = billingType;
        if (typeof b.description === "string") sub.description = b.description;
        if (typeof b.nextDueDate === "string") sub.nextDueDate = b.nextDueDate;
        if (b.updatePendingPayments === true) {
          for (const p of payments.values()) {
            if (p.subscription !== sub.id || p.status !== "PENDING" || p.deleted === true) continue;
            if (value !== undefined) p.value = value;
            if (billingType !== undefined) p.billingType = billingType;
          }
        }
        return answer(200, sub);
      }
      if ((hit = m(/^\/v3\/subscriptions\/([^/]+)$/)) && req.method === "DELETE") {
        const sub = subscriptions.get(hit[1]!);
        if (!sub || sub.deleted === true || !own(sub)) throw new AsaasFailure(404);
        sub.deleted = true;
        sub.status = "INACTIVE";
        return answer(200, { deleted: true, id: sub.id });
      }
      if (req.method === "POST" && path === "/v3/payments") {
        const customer = customerOf(b, account);
        const billingType = billingTypeOf(b);
        const value = valueOf(b);
        if (!isDate(b.dueDate)) throw bad("invalid_dueDate", "A data de vencimento deve ser informada.");
        if (b.dueDate < today()) throw bad("invalid_dueDate", "A data de vencimento não pode ser inferior à hoje");
        if (b.creditCardToken !== undefined) {
          if (billingType !== "CREDIT_CARD") throw bad("invalid_billingType", "Token de cartão só vale para cobranças no cartão.");
          if (typeof b.remoteIp !== "string" || b.remoteIp === "") throw bad("invalid_remoteIp", "O IP de onde o cliente está fazendo a compra deve ser informado.");
          if (typeof b.creditCardToken !== "string" || b.creditCardToken.includes("recusado")) {
            throw bad("invalid_creditCard", "Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.");
          }
        }
        const percent = (field: "fine" | "interest") => {
          const given = b[field];
          if (given === undefined) return null;
          const v = (given as Json | null)?.value;
          if (typeof v !== "number" || !Number.isFinite(v) || v < 0) throw bad(`invalid_${field}`, field === "fine" ? "O valor da multa é inválido." : "O valor dos juros é inválido.");
          return { value: v, type: field === "fine" ? (String((given as Json).type ?? "PERCENTAGE")) : "PERCENTAGE" };
        };
        // A slow Asaas: the request is taken, the charge made (and listed) only after the delay.
        const delay = chargeDelay.get(account) ?? 0;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        const payment = makePayment({ account, customer: String(customer.id), billingType, value, dueDate: b.dueDate, description: b.description, externalReference: b.externalReference, fine: percent("fine"), interest: percent("interest") });
        if (b.creditCardToken !== undefined) {
          payment.status = "CONFIRMED";
          payment.paymentDate = today();
          payment.creditCard = cardOf(String(b.creditCardToken));
        }
        return answer(200, payment);
      }
      if (req.method === "GET" && path === "/v3/payments") {
        return answer(200, page(filtered([...payments.values()].filter(own), query, ["externalReference", "customer", "subscription"]), query));
      }
      if ((hit = m(/^\/v3\/payments\/([^/]+)\/pixQrCode$/)) && req.method === "GET") {
        const p = payments.get(hit[1]!);
        if (!p || !own(p)) throw new AsaasFailure(404);
        if (p.billingType === "CREDIT_CARD") throw bad("invalid_billingType", "Só é possível gerar QR Code Pix para cobranças Pix, boleto ou a definir.");
        const expiration = new Date(`${String(p.dueDate)}T23:59:59Z`);
        expiration.setUTCFullYear(expiration.getUTCFullYear() + 1);
        const payload = pixPayload(String(p.id), Math.round(Number(p.value) * 100));
        return answer(200, { encodedImage: await qrPng(payload), payload, expirationDate: expiration.toISOString().replace("T", " ").slice(0, 19), description: p.description });
      }
      if ((hit = m(/^\/v3\/payments\/([^/]+)\/identificationField$/)) && req.method === "GET") {
        const p = payments.get(hit[1]!);
        if (!p || !own(p)) throw new AsaasFailure(404);
        if (p.billingType !== "BOLETO" && p.billingType !== "UNDEFINED") throw bad("invalid_billingType", "Só cobranças por boleto têm linha digitável.");
        const cents = String(Math.round(Number(p.value) * 100)).padStart(10, "0");
        const nossoNumero = String(p.invoiceNumber).padStart(8, "0");
        return answer(200, {
          // Shaped as a bank boleto's: 47 digits of line, 44 of bar code, the value last (not payable).
          identificationField: `46191${nossoNumero}`.padEnd(37, "0") + cents,
          nossoNumero,
          barCode: `461910000${cents}${nossoNumero.padEnd(25, "0")}`,
        });
      }
      if ((hit = m(/^\/v3\/payments\/([^/]+)\/refund$/)) && req.method === "POST") {
        const p = payments.get(hit[1]!);
        if (!p || !own(p) || p.deleted === true) throw new AsaasFailure(404);
        if (p.status !== "RECEIVED" && p.status !== "CONFIRMED") throw bad("invalid_action", "Só é possível estornar cobranças recebidas ou confirmadas.");
        if (p.billingType === "BOLETO") throw bad("invalid_action", "Não é possível estornar pela API uma cobrança recebida por boleto. Devolva o valor ao cliente por Pix ou transferência.");
        const already = ((p.refunds as Json[] | null) ?? []).reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0);
        const total = Math.round(Number(p.value) * 100);
        const asked = b.value === undefined ? total - already : Math.round(Number(b.value) * 100);
        if (!Number.isFinite(asked) || asked <= 0 || already + asked > total) throw bad("invalid_value", "O valor do estorno excede o valor da cobrança.");
        p.refunds = [...((p.refunds as Json[] | null) ?? []), { dateCreated: stamp(), status: "DONE", value: asked / 100, description: typeof b.description === "string" ? b.description : null }];
        if (already + asked === total) p.status = "REFUNDED";
        answer(200, p);
        return afterAnswer(account, already + asked === total ? "PAYMENT_REFUNDED" : "PAYMENT_PARTIALLY_REFUNDED", p);
      }
      if ((hit = m(/^\/v3\/payments\/([^/]+)$/)) && req.method === "DELETE") {
        const p = payments.get(hit[1]!);
        if (!p || !own(p) || p.deleted === true) throw new AsaasFailure(404);
        if (p.status !== "PENDING" && p.status !== "OVERDUE") throw bad("invalid_action", "Só é possível remover cobranças aguardando pagamento ou vencidas.");
        p.deleted = true;
        answer(200, { deleted: true, id: p.id });
        return afterAnswer(account, "PAYMENT_DELETED", p);
      }
      if ((hit = m(/^\/v3\/payments\/([^/]+)$/)) && req.method === "GET") {
        const p = payments.get(hit[1]!);
        if (!p || !own(p)) throw new AsaasFailure(404);
        return answer(200, p);
      }
      if (req.method === "POST" && path === "/v3/invoices") {
        const paymentId = b.payment;
        if (typeof paymentId !== "string" && typeof b.customer !== "string" && typeof b.installment !== "string") throw bad("invalid_object", "Informe a cobrança, o parcelamento ou o cliente da nota fiscal.");
        if (typeof paymentId === "string" && (!payments.has(paymentId) || !own(payments.get(paymentId)!))) throw bad("invalid_payment", "Cobrança não encontrada.");
        // Asaas issues nothing before the account's fiscal information is filled in ("Informações fiscais").
        if (!fiscalInfo.has(account)) throw bad("invalid_action", "Para emitir notas fiscais é necessário preencher as informações fiscais da empresa em Minha Conta → Informações fiscais.");
        if (typeof b.municipalServiceId !== "string" && typeof b.municipalServiceCode !== "string") throw bad("invalid_municipalService", "Informe o serviço municipal (municipalServiceId ou municipalServiceCode).");
        if (typeof b.serviceDescription !== "string" || b.serviceDescription === "") throw bad("invalid_serviceDescription", "A descrição dos serviços deve ser informada.");
        if (!isDate(b.effectiveDate)) throw bad("invalid_effectiveDate", "A data de emissão deve ser informada.");
        if (b.taxes === null || typeof b.taxes !== "object") throw bad("invalid_taxes", "Os impostos devem ser informados.");
        valueOf(b);
        const id = newId("inv");
        const invoice: Json = {
          object: "invoice",
          id,
          status: "SCHEDULED",
          customer: typeof paymentId === "string" ? payments.get(paymentId)!.customer : b.customer,
          payment: typeof paymentId === "string" ? paymentId : null,
          installment: null,
          type: "NFS-e",
          statusDescription: null,
          serviceDescription: b.serviceDescription,
          pdfUrl: null,
          xmlUrl: null,
          rpsSerie: null,
          rpsNumber: null,
          number: null,
          validationCode: null,
          value: b.value,
          deductions: b.deductions ?? 0,
          effectiveDate: b.effectiveDate,
          observations: b.observations ?? null,
          estimatedTaxesDescription: null,
          externalReference: b.externalReference ?? null,
          taxes: b.taxes,
          municipalServiceId: b.municipalServiceId ?? null,
          municipalServiceCode: b.municipalServiceCode ?? null,
          municipalServiceName: b.municipalServiceName ?? null,
        };
        invoices.set(id, invoice);
        ownerOf.set(id, account);
        return answer(200, invoice);
      }
      if (req.method === "GET" && path === "/v3/invoices") {
        return answer(200, page(filtered([...invoices.values()].filter(own), query, ["payment", "customer", "externalReference", "status"]), query));
      }
      if ((hit = m(/^\/v3\/invoices\/([^/]+)\/cancel$/)) && req.method === "POST") {
        const invoice = invoices.get(hit[1]!);
        if (!invoice || !own(invoice)) throw new AsaasFailure(404);
        if (b.cancelOnlyOnAsaas !== undefined && b.cancelOnlyOnAsaas !== null && typeof b.cancelOnlyOnAsaas !== "boolean") throw bad("invalid_cancelOnlyOnAsaas", "O campo cancelOnlyOnAsaas deve ser verdadeiro ou falso.");
        const onlyOnAsaas = b.cancelOnlyOnAsaas === true;
        switch (invoice.status) {
          case "SCHEDULED":
            invoice.status = "CANCELED";
            break;
          case "AUTHORIZED":
          case "CANCELLATION_DENIED":
            if (onlyOnAsaas) {
              invoice.status = "CANCELED";
              break;
            }
            if (noCancellation.has(account)) throw bad("invalid_action", "A prefeitura do seu município não permite o cancelamento de notas fiscais pelo Asaas. Cancele a nota diretamente no portal da prefeitura.");
            Object.assign(invoice, { status: "PROCESSING_CANCELLATION", statusDescription: null });
            break;
          case "PROCESSING_CANCELLATION":
            break;
          case "CANCELED":
            throw bad("invalid_action", "Esta nota fiscal já está cancelada.");
          case "ERROR":
            throw bad("invalid_action", "Não é possível cancelar uma nota fiscal com erro na emissão.");
          default:
            throw bad("invalid_action", "A nota fiscal está sendo emitida pela prefeitura: aguarde o fim da emissão para cancelá-la.");
        }
        return answer(200, invoice);
      }
      if ((hit = m(/^\/v3\/invoices\/([^/]+)$/)) && req.method === "GET") {
        const invoice = invoices.get(hit[1]!);
        if (!invoice || !own(invoice)) throw new AsaasFailure(404);
        return answer(200, invoice);
      }
      // "Recuperar informações fiscais": 404 while the account has none.
      if (req.method === "GET" && path === "/v3/fiscalInfo") {
        if (!fiscalInfo.has(account)) throw new AsaasFailure(404);
        return answer(200, { object: "fiscalInfo", simplesNacional: true, rpsSerie: "1", rpsNumber: 1, loteNumber: 1, username: null, passwordSent: false, accessTokenSent: false, certificateSent: false, specialTaxRegime: null, email: null, nbsCode: null, municipalInscription: "123456", stateInscription: null, cnae: "7111100" });
      }
      if (req.method === "POST" && path === "/v3/webhooks") {
        if (typeof b.url !== "string") throw bad("invalid_url", "A URL do webhook deve ser informada.");
        const token = b.authToken;
        if (token !== undefined && (typeof token !== "string" || token.length < 32 || token.length > 255 || /\s/.test(token))) {
          throw bad("invalid_authToken", "O token de autenticação deve ter entre 32 e 255 caracteres, sem espaços.");
        }
        // A new webhook beside the ones the account already has (Asaas keeps them all).
        const made = hook(b.url, typeof token === "string" ? token : undefined, {
          name: typeof b.name === "string" ? b.name : null,
          email: typeof b.email === "string" ? b.email : null,
          sendType: typeof b.sendType === "string" ? b.sendType : "SEQUENTIALLY",
          events: Array.isArray(b.events) ? b.events : [],
        });
        webhooks.get(account)!.push(made);
        return answer(200, webhookJson(made));
      }
      if (req.method === "GET" && path === "/v3/webhooks") {
        return answer(200, page(webhooks.get(account)!.map(webhookJson), query));
      }
      if ((hit = m(/^\/v3\/webhooks\/([^/]+)$/)) && req.method === "GET") {
        const found = webhooks.get(account)!.find((w) => w.id === hit![1]);
        if (!found) throw new AsaasFailure(404);
        return answer(200, webhookJson(found));
      }
      if ((hit = m(/^\/v3\/webhooks\/([^/]+)$/)) && req.method === "DELETE") {
        const hooks = webhooks.get(account)!;
        const at = hooks.findIndex((w) => w.id === hit![1]);
        if (at < 0) throw new AsaasFailure(404);
        hooks.splice(at, 1);
        return answer(200, { deleted: true, id: hit[1] });
      }
      throw new AsaasFailure(404);
    } catch (error) {
      if (error instanceof AsaasFailure) {
        // Asaas documents 401, 403 and 404 by status; only 400 carries the errors list.
        return answer(error.status, error.status === 400 ? { errors: error.errors } : undefined);
      }
      return answer(500);
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  baseUrl = url;

  const settle = async (paymentId: string, status: string, event: string) => {
    const p = mustPayment(paymentId);
    // A card tried or paid: the payment carries the card as Asaas's own events do.
    if (p.billingType === "CREDIT_CARD" && p.creditCard === undefined) p.creditCard = cardOf(randomUUID());
    p.status = status;
    if (status === "RECEIVED" || status === "CONFIRMED") {
      p.paymentDate = today();
      p.clientPaymentDate = today();
    }
    return deliver(event, p);
  };

  return {
    url,
    baseUrl: `${url}/v3`,
    apiKey: FAKE_ASAAS_API_KEY,
    webhookToken: FAKE_ASAAS_WEBHOOK_TOKEN,
    env: (overrides = {}) => ({
      PAYMENTS_BASE_URL: `${url}/v3`,
      PAYMENTS_API_KEY: FAKE_ASAAS_API_KEY,
      PAYMENTS_WEBHOOK_TOKEN: FAKE_ASAAS_WEBHOOK_TOKEN,
      ...overrides,
    }),
    setWebhook(hookUrl, authToken = FAKE_ASAAS_WEBHOOK_TOKEN, apiKey = FAKE_ASAAS_API_KEY) {
      webhooks.set(apiKey, [hook(hookUrl, authToken)]);
    },
    addAccount({ fiscalInfo: filled = true, actionEvents: sendsActions = false } = {}) {
      const apiKey = `$aact_hmlg_fake_${randomBytes(18).toString("hex")}`;
      webhooks.set(apiKey, []);
      if (sendsActions) actionEvents.add(apiKey);
      if (filled) fiscalInfo.add(apiKey);
      return { apiKey };
    },
    setFiscalInfo(apiKey, filled) {
      if (filled) fiscalInfo.add(apiKey);
      else fiscalInfo.delete(apiKey);
    },
    webhookOf: (apiKey = FAKE_ASAAS_API_KEY) => {
      const last = webhooks.get(apiKey)?.at(-1);
      return last ? { url: last.url, authToken: last.authToken } : undefined;
    },
    webhooksOf: (apiKey = FAKE_ASAAS_API_KEY) => (webhooks.get(apiKey) ?? []).map((w) => ({ id: w.id, url: w.url, authToken: w.authToken, name: w.name })),
    slowCharges(ms, apiKey = FAKE_ASAAS_API_KEY) {
      chargeDelay.set(apiKey, ms);
    },
    customers: () => [...customers.values()],
    subscriptions: () => [...subscriptions.values()],
    payments: () => [...payments.values()],
    payment: (id) => payments.get(id),
    invoices: () => [...invoices.values()],
    authorizeInvoice(invoiceId) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`fake Asaas: nota fiscal ${invoiceId} não existe`);
      const number = String(1000 + [...invoices.keys()].indexOf(invoiceId));
      Object.assign(invoice, { status: "AUTHORIZED", number, rpsNumber: number, validationCode: randomBytes(4).toString("hex").toUpperCase(), pdfUrl: `${links()}/notas/${invoiceId.slice(4)}.pdf`, xmlUrl: `${links()}/notas/${invoiceId.slice(4)}.xml` });
    },
    rejectInvoice(invoiceId, reason) {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new Error(`fake Asaas: nota fiscal ${invoiceId} não existe`);
      Object.assign(invoice, { status: "ERROR", statusDescription: reason });
    },
    confirmInvoiceCancellation(invoiceId) {
      const invoice = invoices.get(invoiceId);
      if (invoice?.status !== "PROCESSING_CANCELLATION") throw new Error(`fake Asaas: nota fiscal ${invoiceId} não está em cancelamento`);
      invoice.status = "CANCELED";
    },
    denyInvoiceCancellation(invoiceId, reason) {
      const invoice = invoices.get(invoiceId);
      if (invoice?.status !== "PROCESSING_CANCELLATION") throw new Error(`fake Asaas: nota fiscal ${invoiceId} não está em cancelamento`);
      Object.assign(invoice, { status: "CANCELLATION_DENIED", statusDescription: reason });
    },
    setInvoiceCancellation(apiKey, supported) {
      if (supported) noCancellation.delete(apiKey);
      else noCancellation.add(apiKey);
    },
    loseWebhooks(lost) {
      webhooksLost = lost;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    pay(paymentId, as) {
      const p = mustPayment(paymentId);
      const method = as ?? (p.billingType === "CREDIT_CARD" ? "card" : p.billingType === "BOLETO" ? "boleto" : "pix");
      if (p.billingType === "UNDEFINED") p.billingType = method === "card" ? "CREDIT_CARD" : method === "boleto" ? "BOLETO" : "PIX";
      return method === "card" ? settle(paymentId, "CONFIRMED", "PAYMENT_CONFIRMED") : settle(paymentId, "RECEIVED", "PAYMENT_RECEIVED");
    },
    async renew(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.deleted === true) throw new Error(`fake Asaas: assinatura ${subscriptionId} não existe ou foi removida`);
      const payment = makePayment({
        account: ownerOf.get(subscriptionId) ?? FAKE_ASAAS_API_KEY,
        customer: String(sub.customer),
        billingType: String(sub.billingType),
        value: Number(sub.value),
        dueDate: String(sub.nextDueDate),
        description: sub.description,
        externalReference: sub.externalReference,
        subscription: subscriptionId,
      });
      sub.nextDueDate = addCycle(String(sub.nextDueDate), String(sub.cycle));
      return { paymentId: String(payment.id), delivery: await deliver("PAYMENT_CREATED", payment) };
    },
    expire: (paymentId) => settle(paymentId, "OVERDUE", "PAYMENT_OVERDUE"),
    refuseCard: (paymentId) => settle(paymentId, "PENDING", "PAYMENT_CREDIT_CARD_CAPTURE_REFUSED"),
    async redeliver(eventId) {
      const first = deliveries.find((d) => d.eventId === eventId);
      if (!first) throw new Error(`fake Asaas: evento ${eventId} não foi enviado`);
      return deliver(first.event, mustPayment(first.paymentId), { token: first.token }, first.eventId, first.body);
    },
    outage(count) {
      down = count;
    },
    linksAt(origin) {
      linkOrigin = origin;
    },
    sendEvent: (event, paymentId, token) => deliver(event, mustPayment(paymentId), { token }),
    requests,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
