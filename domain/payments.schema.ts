import { normalizeDocument } from "./br-documents";
import { BILLING_CYCLES } from "./plan-prices";
import { PLAN_IDS } from "./plans";
import { z } from "./zod";

/**
 * The plan checkout and the gateway's webhook (decision 091). Amounts are integer cents; no card
 * data ever travels here: the payer pays on the gateway's page or by Pix.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .min(1, `Informe ${label}.`)
    .max(max, `No máximo ${max} caracteres.`);

/** How the owner pays (R-PAY-1): Pix, boleto, or the card on the gateway's own page. */
export const CHECKOUT_METHODS = ["pix", "boleto", "card"] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/**
 * The checkout's billing data (R-PAY-1): who pays and the address the NFS-e needs (the gateway
 * derives the city from the CEP). No card field exists: a card is typed on the gateway's page.
 */
export const checkoutInputSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido. Escolha um dos planos da página Planos & Assinaturas." }),
  method: z.enum(CHECKOUT_METHODS, { error: "Escolha Pix, boleto ou cartão." }),
  /** Monthly, or yearly with the discount of domain/plan-prices.ts (R-PAY-13); monthly when not said. */
  cycle: z.enum(BILLING_CYCLES, { error: "Escolha a cobrança mensal ou anual." }).default("monthly"),
  name: text("o nome ou a razão social de quem paga", 120),
  /** Who is billed (and named on the invoice): the studio's CPF or CNPJ. */
  cpfCnpj: z
    .string({ error: "Informe o CPF ou o CNPJ de quem paga." })
    .trim()
    .max(24, "CPF ou CNPJ inválido.")
    .transform((v, ctx) => {
      const doc = normalizeDocument(v);
      if (!doc) {
        ctx.addIssue({ code: "custom", message: "CPF ou CNPJ inválido: confira os números e os dígitos verificadores." });
        return z.NEVER;
      }
      return doc.value;
    }),
  email: z.email({ error: "Informe um e-mail válido, ex.: financeiro@estudio.com.br." }).max(254, "E-mail longo demais."),
  postalCode: z
    .string({ error: "Informe o CEP." })
    .trim()
    .transform((v, ctx) => {
      const digits = v.replace(/\D/g, "");
      if (digits.length !== 8 || /^0+$/.test(digits)) {
        ctx.addIssue({ code: "custom", message: "CEP inválido: são 8 números, ex.: 01310-100." });
        return z.NEVER;
      }
      return digits;
    }),
  address: text("a rua", 160),
  addressNumber: text("o número (ou s/n)", 20),
  complement: z.string().trim().max(80, "No máximo 80 caracteres.").optional(),
  province: text("o bairro", 80),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const CHECKOUT_STATUSES = ["open", "paid", "overdue", "downgraded", "cancelled", "expired"] as const;
export const CHARGE_STATUSES = ["pending", "paid", "overdue", "refunded", "deleted"] as const;
export type ChargeStatusApi = (typeof CHARGE_STATUSES)[number];

export const checkoutSchema = z
  .object({
    id: z.string(),
    plan: z.enum(PLAN_IDS),
    cycle: z.enum(BILLING_CYCLES),
    method: z.enum([...CHECKOUT_METHODS, "any"]),
    /** The price of each cycle, in centavos. */
    amountCents: z.number().int().nonnegative(),
    status: z.enum(CHECKOUT_STATUSES),
    /** The gateway's page where the first charge is paid (the only place a card is typed). */
    paymentUrl: z.string().nullable(),
    /** The first charge's Pix, when paying by Pix and the gateway gave one. */
    pix: z.object({ payload: z.string(), imageBase64: z.string() }).nullable(),
    /** The first charge's boleto: the digitable line and the PDF's address. */
    boleto: z.object({ line: z.string(), url: z.string().nullable() }).nullable(),
  })
  .meta({ id: "Checkout", description: "A compra de um plano pago: o plano só é ativado quando o pagamento é confirmado." });
export type Checkout = z.infer<typeof checkoutSchema>;

/** What the dialog polls (R-PAY-1): the checkout's state and its first charge's. */
export const checkoutStateSchema = z
  .object({
    id: z.string(),
    plan: z.enum(PLAN_IDS),
    status: z.enum(CHECKOUT_STATUSES),
    chargeStatus: z.enum(CHARGE_STATUSES).nullable(),
  })
  .meta({ id: "CheckoutState", description: "A situação de uma compra de plano e da sua primeira cobrança." });
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** The billing page (R-PAY-4). */
export const BILLING_STATES = ["none", "awaiting", "active", "grace", "cancelling", "downgraded", "granted"] as const;
export const billingSchema = z
  .object({
    paymentsEnabled: z.boolean(),
    plan: z.enum(PLAN_IDS),
    /** none: no subscription; awaiting: first charge unpaid; active; grace: a charge overdue; cancelling: ends at the period's end; downgraded; granted: by support. */
    state: z.enum(BILLING_STATES),
    grantedBySupport: z.boolean(),
    checkoutId: z.string().nullable(),
    subscribedPlan: z.enum(PLAN_IDS).nullable(),
    /** The subscription's billing cycle (R-PAY-13): monthly or yearly; null without one. */
    cycle: z.enum(BILLING_CYCLES).nullable(),
    method: z.enum([...CHECKOUT_METHODS, "any"]).nullable(),
    /** ISO instants. */
    paidUntil: z.string().nullable(),
    graceEndsAt: z.string().nullable(),
    /** yyyy-MM-dd, and centavos: the next charge, none once cancelled. */
    nextChargeDate: z.string().nullable(),
    nextChargeAmountCents: z.number().int().nullable(),
    /**
     * A downgrade or a cycle switch waiting for the next cycle (R-PAY-11, R-PAY-13): "Mudança para
     * {plano} em dd/MM/yyyy" or "Mudança para a cobrança anual em dd/MM/yyyy", cancelable.
     */
    scheduledChange: z
      .object({ id: z.string(), kind: z.enum(["downgrade", "cycle"]), plan: z.enum(PLAN_IDS), cycle: z.enum(BILLING_CYCLES), effectiveDate: z.string() })
      .nullable(),
    charges: z.array(
      z.object({
        id: z.string(),
        dueDate: z.string(),
        amountCents: z.number().int(),
        status: z.enum(CHARGE_STATUSES),
        method: z.enum([...CHECKOUT_METHODS, "any"]),
        paidAt: z.string().nullable(),
        receiptUrl: z.string().nullable(),
        invoice: z
          .object({
            status: z.enum(["scheduled", "processing", "authorized", "error", "cancelling", "cancelled"]),
            number: z.string().nullable(),
            url: z.string().nullable(),
            /** Why it is `error`: the city hall refused it, or (a refunded charge) its cancellation was refused. */
            error: z.string().nullable(),
          })
          .nullable()
          .meta({
            description:
              "A nota fiscal de serviço (NFS-e) da cobrança paga: número e PDF depois de autorizada pela prefeitura; cancelada (cancelling → cancelled) quando a cobrança é estornada; null quando não foi pedida.",
          }),
      }),
    ),
  })
  .meta({ id: "Billing", description: "A assinatura do estúdio: plano, situação, próxima cobrança e histórico." });
export type Billing = z.infer<typeof billingSchema>;

/**
 * A plan change of the running subscription (R-PAY-11, decision 104): an upgrade now, paying the
 * difference for the days left; a downgrade at the next cycle. The same plan in the other cycle is
 * a cycle switch at the next cycle (R-PAY-13, decision 116). The web sends a key per click.
 */
const cycleField = z.enum(BILLING_CYCLES, { error: "Escolha a cobrança mensal ou anual." }).optional();
export const planChangeInputSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido. Escolha um dos planos da página Planos & Assinaturas." }),
  /** The cycle wanted; the subscription's own when not said. */
  cycle: cycleField,
  idempotencyKey: z
    .string({ error: "Chave de idempotência ausente." })
    .regex(/^[A-Za-z0-9_-]{8,80}$/, "Chave de idempotência inválida."),
});
export type PlanChangeInput = z.input<typeof planChangeInputSchema>;

export const planChangeQuerySchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido. Escolha um dos planos da página Planos & Assinaturas." }),
  cycle: cycleField,
});

export const planChangePreviewSchema = z
  .object({
    /** cycle: the same plan, monthly ↔ yearly, at the next cycle (decision 116). */
    kind: z.enum(["upgrade", "downgrade", "cycle"]),
    fromPlan: z.enum(PLAN_IDS),
    toPlan: z.enum(PLAN_IDS),
    fromCycle: z.enum(BILLING_CYCLES),
    toCycle: z.enum(BILLING_CYCLES),
    /** Each cycle's price, centavos: a month's, or a year's on the yearly cycle. */
    fromAmountCents: z.number().int().nonnegative(),
    toAmountCents: z.number().int().nonnegative(),
    /** What is charged now: the difference for the days left (0 for a downgrade or a cycle switch). */
    prorationCents: z.number().int().nonnegative(),
    daysLeft: z.number().int().nonnegative(),
    daysInCycle: z.number().int().positive(),
    /** yyyy-MM-dd: today for an upgrade, the next cycle's first day for a downgrade or a cycle switch. */
    effectiveDate: z.string(),
  })
  .meta({ id: "PlanChangePreview", description: "O que uma mudança de plano custa agora e quando vale, antes de confirmar." });
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const PLAN_CHANGE_STATUSES = ["pending", "scheduled", "applied", "cancelled"] as const;
export const planChangeSchema = planChangePreviewSchema
  .extend({
    id: z.string(),
    /** pending: being sent to the gateway; scheduled: a downgrade waiting for its date; applied; cancelled. */
    status: z.enum(PLAN_CHANGE_STATUSES),
    /** The gateway's page where the difference is paid (Pix, boleto or card); null when nothing is due. */
    paymentUrl: z.string().nullable(),
  })
  .meta({ id: "PlanChange", description: "Uma mudança de plano da assinatura: imediata (upgrade, com a diferença proporcional) ou no próximo ciclo (downgrade)." });
export type PlanChange = z.infer<typeof planChangeSchema>;

/** The gateway's envelope as far as we check it before reading it whole (Asaas: `{id, event, payment}`). */
export const webhookBodySchema = z.looseObject({
  id: z.string({ error: "Evento sem id." }).min(1, "Evento sem id.").max(200, "Id de evento longo demais."),
  event: z.string({ error: "Evento sem tipo." }).min(1, "Evento sem tipo.").max(100, "Tipo de evento longo demais."),
});

export const webhookAnswerSchema = z.object({
  /** False when this event id had already been received: nothing changed. */
  processed: z.boolean(),
});
