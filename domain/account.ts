import type { PlanId } from "./plans";

/** What `GET /api/me` returns. Dates travel as ISO strings. */
export interface Me {
  id: string;
  name: string;
  email: string;
  company: string | null;
  plan: PlanId;
  trialEndsAt: string;
}

/**
 * What `GET /api/session` returns: the signed-in user, or null for a visitor (200 either way,
 * unlike `GET /api/me`, which answers 401 without a session).
 */
export interface SessionState {
  user: Me | null;
}

/** Settings the browser may know (no secrets): `GET /api/public-config`. */
export interface PublicConfig {
  googleEnabled: boolean;
  /**
   * Where the browser calls the primary provider directly when the user saved their own key
   * (AI_BASE_URL; the server's key is never sent). The CSP's connect-src allows its origin.
   */
  ai: { browserBaseUrl: string; browserModel: string };
}

/** First name for greetings: "Maria Clara Souza" → "Maria". */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
