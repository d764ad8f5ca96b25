/**
 * The studio's API tokens (R-API-1…R-API-4): what a token may do and which plan allows it. Pure
 * rules, shared by the server (which refuses) and the browser (which explains).
 */
import { planOrDefault, type PlanId } from "./plans";

/**
 * What a token may do, each including the one before: reading; reading and writing; and, with
 * the outbound webhooks (decision 101), everything. Domain values in Portuguese (decision 040).
 */
export const API_TOKEN_SCOPES = ["leitura", "escrita", "webhooks"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  leitura: "Leitura",
  escrita: "Leitura e escrita",
  webhooks: "Leitura, escrita e webhooks",
};

const RANK: Record<ApiTokenScope, number> = { leitura: 1, escrita: 2, webhooks: 3 };

/** Whether a token of scope `has` may do what `needs` asks. */
export const scopeAllows = (has: ApiTokenScope, needs: ApiTokenScope) => RANK[has] >= RANK[needs];

/**
 * The widest scope a plan's "Integração via API" sells (domain/plans.ts: Básica on Projeto
 * Avançado, Avançada on Premium, Completa + BIM on Obra-Prima); null where it sells none (the
 * Esboço trial, and Legado while its API is "A definir").
 */
export const PLAN_API_SCOPE: Record<PlanId, ApiTokenScope | null> = {
  esboco: null,
  avancado: "leitura",
  premium: "escrita",
  "obra-prima": "webhooks",
  legado: null,
};

export const planApiScope = (plan: string): ApiTokenScope | null => PLAN_API_SCOPE[planOrDefault(plan).id];

/** The scopes a plan lets a studio give a token, narrowest first. */
export function scopesForPlan(plan: string): ApiTokenScope[] {
  const widest = planApiScope(plan);
  return widest ? API_TOKEN_SCOPES.filter((s) => scopeAllows(widest, s)) : [];
}

/** The scope a token works with today: its own, narrowed to what the studio's plan sells now. */
export function effectiveScope(scope: ApiTokenScope, plan: string): ApiTokenScope | null {
  const widest = planApiScope(plan);
  if (!widest) return null;
  return scopeAllows(widest, scope) ? scope : widest;
}

/** A token's text starts with this; the first characters (with it) are kept to recognise it. */
export const API_TOKEN_PREFIX = "prt_";
export const API_TOKEN_VISIBLE_CHARS = 12;

/** The name a write made through a token records as its author (R-API-2). */
export const apiAuthorName = (tokenName: string) => `via API: ${tokenName}`;
