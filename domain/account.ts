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

/** Settings the browser may know (no secrets): `GET /api/public-config`. */
export interface PublicConfig {
  googleEnabled: boolean;
}

/** First name for greetings: "Maria Clara Souza" → "Maria". */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
