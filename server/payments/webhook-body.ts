/**
 * What is kept of a gateway's webhook body for audit (decision 091: "Webhook bodies are kept for
 * audit with every card, token and key field removed"), for Prancheta's own plans (`payment_event`)
 * and the studios' charges (`studio_charge_event`, decision 100) alike.
 *
 * Asaas's payment events carry, on a card payment, `creditCard: { creditCardNumber (the last 4
 * digits), creditCardBrand, creditCardToken }`; the token charges that card again without the
 * payer, so it is as good as the card. The whole `creditCard` object goes (its key names a card),
 * as does any other field named like card data, a token, a key or a password, at any depth:
 * `creditCardHolderInfo`, `ccv`, an `authToken`, an `accessToken`. What stays is what the audit
 * needs: ids, statuses, amounts, dates, links.
 */
const SECRET_KEY = /card|token|cvv|ccv|secret|password|api_?key|access/i;

/** The body with every field named like a secret dropped, at any depth (arrays included). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    out[key] = withoutSecrets(inner);
  }
  return out;
}

/** A raw webhook body as stored: parsed and stripped; a body that is not JSON is kept as `{}`. */
export function storedWebhookBody(rawBody: string): unknown {
  try {
    return withoutSecrets(JSON.parse(rawBody));
  } catch {
    return {};
  }
}
