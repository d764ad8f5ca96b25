/**
 * A contract signed through the studio's own ZapSign account (decision 109, R-CONTRACT-7,
 * R-CONTRACT-8): the account as the settings show it, and a sending.
 */
import { confirmGapsField } from "./confirm-gaps";
import { z } from "./zod";

export const SIGNATURE_PROVIDERS = ["zapsign"] as const;

export const signatureAccountInputSchema = z.object({
  apiToken: z
    .string({ error: "Informe o token de API da ZapSign." })
    .trim()
    .min(16, "Token de API da ZapSign inválido: copie-o inteiro em Configurações → Integração → Token de API, na ZapSign.")
    .max(300, "Token de API da ZapSign inválido: copie-o inteiro em Configurações → Integração → Token de API, na ZapSign.")
    .regex(/^\S+$/, "Token de API da ZapSign inválido: ele não tem espaços."),
});
export type SignatureAccountInput = z.output<typeof signatureAccountInputSchema>;

export const signatureAccountSchema = z
  .object({
    /** False when the server has no CREDENTIALS_KEY: the studio cannot connect (the card says so). */
    available: z.boolean(),
    connected: z.boolean(),
    provider: z.enum(SIGNATURE_PROVIDERS),
    providerLabel: z.string(),
    /** The token's last 4 characters; the token itself is never answered. */
    apiTokenHint: z.string().nullable(),
    connectedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "ContaDeAssinatura", description: "A conta ZapSign do estúdio para assinar contratos (o token nunca é devolvido)." });
export type SignatureAccount = z.output<typeof signatureAccountSchema>;

export const providerSignatureSentSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    version: z.number().int(),
    provider: z.enum(SIGNATURE_PROVIDERS),
    providerLabel: z.string(),
    /** "cancelada": the studio disconnected ZapSign before the client signed (the portal's own signature is offered again). */
    status: z.enum(["enviada", "assinada", "cancelada"]),
    /** Where the client signs, at the provider. */
    signUrl: z.string(),
    signerName: z.string(),
    sentAt: z.iso.datetime(),
    signedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "EnvioParaAssinatura", description: "Um documento enviado à ZapSign para o cliente assinar." });
export type ProviderSignatureSent = z.output<typeof providerSignatureSentSchema>;

export const providerSignatureSendSchema = z
  .object({ confirmGaps: confirmGapsField })
  .meta({ id: "EnvioParaAssinaturaNovo", description: "Confirma o envio de um contrato com trechos a completar (R-PORTAL-6)." });
export type ProviderSignatureSend = z.input<typeof providerSignatureSendSchema>;

export const signatureWebhookAnswerSchema = z.object({
  /** False when this document's signature had already been received, or the event is not a full signature. */
  processed: z.boolean(),
});
