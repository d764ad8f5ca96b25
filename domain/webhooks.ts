/**
 * Outbound webhooks (R-HOOK-1…R-HOOK-6, decision 101): the events a studio can subscribe an
 * endpoint to, and the rules both sides read. Event types are domain values, in Portuguese
 * (decision 040).
 */
export const WEBHOOK_EVENT_TYPES = [
  "cliente.criado",
  "projeto.etapa_alterada",
  "briefing.respondido",
  "documento.versao_salva",
  "proposta.assinada",
  "etapa.aprovada",
  "cobranca.paga",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "cliente.criado": "Cliente cadastrado",
  "projeto.etapa_alterada": "Etapa do projeto alterada",
  "briefing.respondido": "Briefing respondido pelo cliente",
  "documento.versao_salva": "Nova versão de documento salva",
  "proposta.assinada": "Proposta assinada no portal do cliente",
  "etapa.aprovada": "Etapa aprovada pelo cliente no portal",
  "cobranca.paga": "Cobrança paga pelo cliente",
};

/** A studio's endpoints: enough for several systems, few enough that one event stays cheap. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (R-HOOK-3). */
export const WEBHOOK_SIGNATURE_HEADER = "Prancheta-Signature";
/** A receiver should refuse a signature older than this (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** The secret's text starts with this. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/**
 * Waits after each failed attempt (R-HOOK-4): 1 min, 5 min, 30 min, 2 h, 5 h, then every 10 h —
 * about three days over the 12 attempts, as long as an endpoint may fail before it is disabled.
 */
export const WEBHOOK_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 300, 600, 600, 600, 600, 600, 600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MINUTES.length + 1;

/** The wait after attempt `attempt` (1-based) failed; null when it was the last. */
export function webhookRetryDelayMs(attempt: number): number | null {
  const minutes = WEBHOOK_RETRY_DELAYS_MINUTES[attempt - 1];
  return minutes === undefined ? null : minutes * 60_000;
}

/** What is kept of a receiver's answer: its first characters, enough to read an error. */
export const WEBHOOK_RESPONSE_EXCERPT_CHARS = 500;

/** A delivery: waiting (or between attempts), delivered (a 2xx), or given up. */
export const WEBHOOK_DELIVERY_STATUSES_DOMAIN = ["pendente", "entregue", "falhou"] as const;
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<(typeof WEBHOOK_DELIVERY_STATUSES_DOMAIN)[number], string> = {
  pendente: "Pendente",
  entregue: "Entregue",
  falhou: "Falhou",
};
