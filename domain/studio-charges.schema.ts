import { normalizeDocument } from "./br-documents";
import { FEE_STAGE_IDS } from "./fees/fees";
import { MAX_FINE_BPS, MAX_INTEREST_BPS, MAX_ISS_BPS, STUDIO_CHARGE_METHODS, STUDIO_CHARGE_STATUSES, STUDIO_NFSE_STATUSES } from "./studio-charges";
import { z } from "./zod";

/** The studio's charges to its clients (decision 100, R-PAY-5 … R-PAY-9); amounts in integer cents. */

/** A percentage in basis points (100 = 1%) bounded by `max`, with pt-BR messages ("A multa pode ser no máximo 2%."). */
export const bps = (label: string, max: number) =>
  z
    .number({ error: `${label}: informe um número.` })
    .int(`${label}: use pontos-base inteiros (100 = 1%).`)
    .min(0, `${label} não pode ser negativa.`)
    .max(max, `${label} pode ser no máximo ${(max / 100).toLocaleString("pt-BR")}%.`);

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * R-PAY-12: the NFS-e of each received fee, in the studio's name, as Asaas's "Agendar nota fiscal"
 * asks: the city's service by Asaas's id (`municipalServiceId`, when the city lists its services) or
 * by its code (`municipalServiceCode`), its description, and the ISS.
 */
export const nfseSettingsSchema = z
  .object({
    enabled: z.boolean({ error: "Diga se a nota fiscal deve ser emitida." }),
    serviceId: optionalText(60, "ID do serviço municipal inválido: até 60 caracteres."),
    serviceCode: optionalText(60, "Código do serviço municipal inválido: até 60 caracteres."),
    serviceName: optionalText(250, "Descrição do serviço municipal: até 250 caracteres."),
    issBps: z
      .number({ error: "Alíquota do ISS: informe um número." })
      .int("Alíquota do ISS: use no máximo duas casas decimais.")
      .min(0, "A alíquota do ISS não pode ser negativa.")
      .max(MAX_ISS_BPS, `A alíquota do ISS pode ser no máximo ${MAX_ISS_BPS / 100}% (LC 116/2003, art. 8º).`)
      .nullish()
      .transform((v) => v ?? null),
    retainIss: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.enabled) return;
    if (!v.serviceId && !v.serviceCode) ctx.addIssue({ code: "custom", path: ["serviceCode"], message: "Informe o código do serviço municipal (ou o ID do serviço no Asaas) para emitir a nota." });
    if (!v.serviceName) ctx.addIssue({ code: "custom", path: ["serviceName"], message: "Informe a descrição do serviço municipal, como a prefeitura a lista." });
    if (v.issBps === null) ctx.addIssue({ code: "custom", path: ["issBps"], message: "Informe a alíquota do ISS do serviço (%)." });
  });
export type NfseSettings = z.output<typeof nfseSettingsSchema>;

/** R-PAY-5: the studio's own Asaas API key (never answered back), fine and interest. */
export const chargeAccountInputSchema = z.object({
  /** Omitted when the account is already connected and only the fine or interest change. */
  apiKey: z
    .string({ error: "Informe a chave de API do Asaas." })
    .trim()
    .min(20, "Chave de API do Asaas inválida: copie-a inteira em Integrações → Chaves de API.")
    .max(300, "Chave de API do Asaas inválida: copie-a inteira em Integrações → Chaves de API.")
    .regex(/^\$aact_\S+$/, "Chave de API do Asaas inválida: ela começa com $aact_.")
    .optional(),
  fineBps: bps("A multa", MAX_FINE_BPS),
  interestBps: bps("A taxa de juros", MAX_INTEREST_BPS),
  /** R-PAY-12: omitted, the NFS-e settings stay as they are. */
  nfse: nfseSettingsSchema.optional(),
});
export type ChargeAccountInput = z.output<typeof chargeAccountInputSchema>;

export const chargeAccountSchema = z
  .object({
    /** False when the server has no CREDENTIALS_KEY: the studio cannot connect (the page says so). */
    available: z.boolean(),
    /**
     * R-PAY-12: what stops when the server cannot open the studio's stored key (no CREDENTIALS_KEY),
     * in pt-BR: no charge and no NFS-e can be made until it is set. Null when nothing is missing.
     */
    unavailableReason: z.string().nullable(),
    connected: z.boolean(),
    mode: z.enum(["chave-propria"]).nullable(),
    environment: z.enum(["producao", "sandbox"]).nullable(),
    /** The key's last 4 characters; the key itself is never answered. */
    apiKeyHint: z.string().nullable(),
    fineBps: z.number().int(),
    interestBps: z.number().int(),
    connectedAt: z.iso.datetime().nullable(),
    /** R-PAY-12: whether and how the NFS-e of each received fee is issued. */
    nfse: z.object({
      enabled: z.boolean(),
      serviceId: z.string().nullable(),
      serviceCode: z.string().nullable(),
      serviceName: z.string().nullable(),
      issBps: z.number().int().nullable(),
      retainIss: z.boolean(),
    }),
  })
  .meta({ id: "ContaDeCobrancaDoEstudio", description: "A conta Asaas do estúdio para cobrar os clientes: se está conectada, o ambiente, o final da chave (nunca a chave), multa e juros." });
export type ChargeAccount = z.output<typeof chargeAccountSchema>;

export const chargeInputSchema = z.object({
  milestone: z.enum(["assinatura", ...FEE_STAGE_IDS], { error: "Escolha a parcela dos honorários." }),
  method: z.enum(STUDIO_CHARGE_METHODS, { error: "Escolha Pix, boleto ou link de pagamento." }),
  dueDate: z
    .string({ error: "Informe o vencimento." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Vencimento inválido: use dd/mm/aaaa.")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) && new Date(`${v}T12:00:00Z`).toISOString().slice(0, 10) === v, "Vencimento inválido: essa data não existe."),
  /** The client's CPF or CNPJ when the client's record has none (it is then saved on the client). */
  cpfCnpj: z
    .string({ error: "CPF ou CNPJ inválido." })
    .trim()
    .max(30, "CPF ou CNPJ inválido.")
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const doc = normalizeDocument(v);
      if (!doc) {
        ctx.addIssue({ code: "custom", message: "CPF ou CNPJ inválido: confira os números e os dígitos verificadores." });
        return z.NEVER;
      }
      return doc.value;
    }),
  /** One per click of "Gerar cobrança": the same key again answers the same charge (R-PAY-6). */
  idempotencyKey: z
    .string({ error: "Chave de idempotência ausente." })
    .regex(/^[A-Za-z0-9_-]{8,80}$/, "Chave de idempotência inválida."),
});
export type ChargeInput = z.output<typeof chargeInputSchema>;

export const studioChargeSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    clientName: z.string().nullable(),
    milestone: z.string(),
    description: z.string(),
    amountCents: z.number().int(),
    method: z.enum(STUDIO_CHARGE_METHODS),
    /** yyyy-MM-dd. */
    dueDate: z.string(),
    fineBps: z.number().int(),
    interestBps: z.number().int(),
    status: z.enum(STUDIO_CHARGE_STATUSES),
    invoiceUrl: z.string().nullable(),
    boletoUrl: z.string().nullable(),
    boletoLine: z.string().nullable(),
    pixPayload: z.string().nullable(),
    /** PNG, base64. */
    pixImage: z.string().nullable(),
    paidAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** Ready to paste in WhatsApp (R-PAY-9); `whatsappUrl` opens it for the client's mobile, when known. */
    whatsappText: z.string(),
    whatsappUrl: z.string().nullable(),
    /** R-PAY-12: the NFS-e of the received fee, when the studio issues them; `error` in pt-BR. */
    nfse: z
      .object({
        status: z.enum(STUDIO_NFSE_STATUSES),
        number: z.string().nullable(),
        pdfUrl: z.string().nullable(),
        error: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: "CobrancaAoCliente", description: "Uma cobrança do estúdio ao cliente de uma parcela dos honorários: valor (centavos), vencimento (aaaa-mm-dd), situação, Pix copia e cola, linha digitável e link de pagamento." });
export type StudioCharge = z.output<typeof studioChargeSchema>;

export const projectChargesSchema = z
  .object({
    connected: z.boolean(),
    /** The fees' milestones (R-FEES-2) with their amounts; empty before the fees are saved. */
    milestones: z.array(z.object({ trigger: z.string(), label: z.string(), amountCents: z.number().int() })),
    clientHasDocument: z.boolean(),
    /**
     * R-PAY-6, R-PAY-9: the fine, interest and reminders a new charge gets — the signed contract's
     * (`source` "contrato", `signedAt` its signature) or the charge account's ("conta"); null when
     * no account is connected.
     */
    terms: z
      .object({
        fineBps: z.number().int(),
        interestBps: z.number().int(),
        sendReminders: z.boolean(),
        source: z.enum(["contrato", "conta"]),
        signedAt: z.iso.datetime().nullable(),
      })
      .nullable(),
    charges: z.array(studioChargeSchema),
  })
  .meta({ id: "CobrancasDoProjeto", description: "As parcelas dos honorários do projeto e as cobranças geradas." });
export type ProjectCharges = z.output<typeof projectChargesSchema>;

export const cashQuerySchema = z.object({
  status: z.enum(["todas", "recebidas", "a-receber", "vencidas"], { error: "Filtro inválido." }).default("todas"),
});

export const cashViewSchema = z
  .object({
    totals: z.object({ receivedCents: z.number().int(), toReceiveCents: z.number().int(), overdueCents: z.number().int() }),
    charges: z.array(studioChargeSchema),
  })
  .meta({ id: "Financeiro", description: "Recebido, a receber e vencido de todos os projetos do estúdio (centavos), e as cobranças." });
export type CashView = z.output<typeof cashViewSchema>;

/** A charge as the client sees it in the portal (R-PAY-10): no internal ids beyond its own. */
export const portalChargeSchema = studioChargeSchema.pick({
  id: true,
  description: true,
  amountCents: true,
  method: true,
  dueDate: true,
  status: true,
  invoiceUrl: true,
  boletoUrl: true,
  boletoLine: true,
  pixPayload: true,
  pixImage: true,
  paidAt: true,
});
export type PortalCharge = z.output<typeof portalChargeSchema>;
