/** The studio's webhook endpoints and their deliveries (R-HOOK-1…R-HOOK-5, decision 101). */
import { WEBHOOK_DELIVERY_STATUSES_DOMAIN, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX } from "./webhooks";
import { z } from "./zod";

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: "Evento desconhecido." });

const urlField = z
  .string({ error: "Informe a URL do webhook." })
  .trim()
  .min(1, "Informe a URL do webhook.")
  .max(WEBHOOK_URL_MAX, `A URL pode ter no máximo ${WEBHOOK_URL_MAX.toLocaleString("pt-BR")} caracteres.`)
  .refine((v) => URL.canParse(v), "Informe uma URL completa, por exemplo https://sistema.exemplo.com.br/webhooks/prancheta.")
  .describe("HTTPS, num endereço público da Internet.");

const eventsField = z
  .array(webhookEventTypeSchema, { error: "Escolha os eventos." })
  .min(1, "Escolha pelo menos um evento.")
  .max(WEBHOOK_EVENT_TYPES.length, "Eventos repetidos.")
  .refine((v) => new Set(v).size === v.length, "Eventos repetidos.");

const descriptionField = z
  .string({ error: "A descrição deve ser um texto." })
  .trim()
  .max(200, "A descrição pode ter no máximo 200 caracteres.")
  .refine((v) => !/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(v), "A descrição tem um caractere invisível ou de controle: apague-o e digite de novo.");

/** Integrações → "Adicionar webhook". */
export const webhookEndpointInputSchema = z.object({
  url: urlField,
  description: descriptionField.default(""),
  events: eventsField,
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** A change to an endpoint: its URL, description, events, or turning it on again (or off). */
export const webhookEndpointPatchSchema = z
  .object({ url: urlField.optional(), description: descriptionField.optional(), events: eventsField.optional(), active: z.boolean({ error: "Ativo deve ser verdadeiro ou falso." }).optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nada para alterar.");
export type WebhookEndpointPatch = z.input<typeof webhookEndpointPatchSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(webhookEventTypeSchema),
    secretPrefix: z.string().describe("Os primeiros caracteres do segredo, para reconhecê-lo."),
    active: z.boolean(),
    failingSince: z.iso.datetime().nullable().describe("Desde quando as entregas falham; null quando a última deu certo."),
    disabledAt: z.iso.datetime().nullable().describe("Quando foi desativado por falhar seguidamente."),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "EndpointDeWebhook", description: "Um endereço que recebe os eventos do estúdio (o segredo nunca volta)." });
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z
  .object({
    endpoints: z.array(webhookEndpointSchema),
    available: z.boolean().describe("Se o plano do estúdio inclui webhooks (Obra-Prima)."),
  })
  .meta({ id: "EndpointsDeWebhook" });
export type WebhookEndpointList = z.output<typeof webhookEndpointListSchema>;

export const createdWebhookEndpointSchema = z
  .object({ endpoint: webhookEndpointSchema, secret: z.string().describe("O segredo de assinatura: mostrado só agora.") })
  .meta({ id: "EndpointDeWebhookCriado" });
export type CreatedWebhookEndpoint = z.output<typeof createdWebhookEndpointSchema>;

export const webhookAttemptSchema = z.object({
  number: z.number().int(),
  at: z.iso.datetime(),
  statusCode: z.number().int().nullable().describe("O status HTTP da resposta; null quando não houve resposta."),
  durationMs: z.number().int(),
  responseExcerpt: z.string().describe("O começo da resposta (até 500 caracteres)."),
  error: z.string().nullable(),
});

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    eventId: z.string().describe("O `id` do evento: o mesmo em todas as tentativas e reenvios."),
    type: webhookEventTypeSchema,
    status: z.enum(WEBHOOK_DELIVERY_STATUSES_DOMAIN),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    deliveredAt: z.iso.datetime().nullable(),
    resentFrom: z.uuid().nullable(),
    attemptsLog: z.array(webhookAttemptSchema).describe("As tentativas, da mais recente à mais antiga."),
  })
  .meta({ id: "EntregaDeWebhook" });
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema).describe("As 50 mais recentes.") }).meta({ id: "EntregasDeWebhook" });
export type WebhookDeliveryList = z.output<typeof webhookDeliveryListSchema>;
