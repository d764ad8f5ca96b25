import { normalizeDocument } from "./br-documents";
import { PLAN_IDS } from "./plans";
import { z } from "./zod";

/**
 * The plan checkout and the gateway's webhook (decision 091). Amounts are integer cents; no card
 * data ever travels here: the payer pays on the gateway's page or by Pix.
 */
export const checkoutInputSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: "Plano inválido. Escolha um dos planos da página Planos & Assinaturas." }),
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
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutSchema = z
  .object({
    id: z.string(),
    plan: z.enum(PLAN_IDS),
    cycle: z.enum(["monthly", "yearly"]),
    /** The price of each cycle, in centavos. */
    amountCents: z.number().int().nonnegative(),
    status: z.enum(["open", "paid", "cancelled"]),
    /** The gateway's page where the first charge is paid (card, Pix or boleto). */
    paymentUrl: z.string().nullable(),
    /** The first charge's Pix, when the gateway gave one. */
    pix: z.object({ payload: z.string(), imageBase64: z.string() }).nullable(),
  })
  .meta({ id: "Checkout", description: "A compra de um plano pago: o plano só é ativado quando o pagamento é confirmado." });
export type Checkout = z.infer<typeof checkoutSchema>;

/** The gateway's envelope as far as we check it before reading it whole (Asaas: `{id, event, payment}`). */
export const webhookBodySchema = z.looseObject({
  id: z.string({ error: "Evento sem id." }).min(1, "Evento sem id.").max(200, "Id de evento longo demais."),
  event: z.string({ error: "Evento sem tipo." }).min(1, "Evento sem tipo.").max(100, "Tipo de evento longo demais."),
});

export const webhookAnswerSchema = z.object({
  /** False when this event id had already been received: nothing changed. */
  processed: z.boolean(),
});
