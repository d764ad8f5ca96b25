import { createAsaasGateway } from "./asaas";
import type { PaymentEvent, PaymentGateway } from "./gateway";

/**
 * The gateway of a studio's own Asaas account (decision 100: the studio's key, "chave-propria"):
 * where it is called and which environment a key belongs to live here, beside the adapter, so the
 * studios' charges see only `PaymentGateway` (decision 091: nothing outside server/payments/
 * builds a gateway URL).
 */

export const ASAAS_PRODUCTION = "https://api.asaas.com/v3";
export const ASAAS_SANDBOX = "https://api-sandbox.asaas.com/v3";

/** A sandbox key starts with `$aact_hmlg_`; any other is production's. */
export function studioKeyEnvironment(apiKey: string): "producao" | "sandbox" {
  return apiKey.startsWith("$aact_hmlg_") ? "sandbox" : "producao";
}

/**
 * The account of this key: at `baseUrl` when the server sets one (STUDIO_PAYMENTS_BASE_URL; the
 * fake in tests), else the sandbox or production by the key. Its webhooks are authenticated by
 * the studio's own token (studio-charges.service.ts), not by the adapter, so its token is a filler.
 */
export function studioGateway({ apiKey, baseUrl }: { apiKey: string; baseUrl: string | undefined }): PaymentGateway {
  const url = baseUrl ?? (studioKeyEnvironment(apiKey) === "sandbox" ? ASAAS_SANDBOX : ASAAS_PRODUCTION);
  return createAsaasGateway({ baseUrl: url, apiKey, webhookToken: "-".repeat(32) });
}

// Reading a body needs no key, so one parser serves every studio.
const parser = createAsaasGateway({ baseUrl: ASAAS_PRODUCTION, apiKey: "-", webhookToken: "-".repeat(32) });

/** A studio's webhook body as our own event (null for a body Asaas does not send). */
export function parseStudioWebhook(rawBody: string): PaymentEvent | null {
  return parser.parseWebhook(rawBody);
}

/** The gateway's name as stored on the studio's rows (`studio_gateway_account.gateway`). */
export const STUDIO_GATEWAY_NAME = parser.name;
