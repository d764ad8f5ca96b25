import { createHash } from "node:crypto";
import type { Db } from "#server/db/client";
import { RateLimitedError } from "#server/lib/errors";
import { giveBack, hit, resetCounter } from "#server/lib/rate-limit";

/** Failed sign-ins allowed per e-mail in one window, whatever the IPs they come from. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * The counter's key: a hash of the normalised e-mail, so the rate_limit table holds no
 * addresses. Known and unknown e-mails are keyed (and throttled) alike.
 */
export function signInThrottleKey(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `sign-in-failures:${createHash("sha256").update(normalised).digest("base64url")}`;
}

const minutes = (n: number) => `${n} minuto${n === 1 ? "" : "s"}`;

/** The same words whether or not an account has this e-mail. */
export function signInThrottledMessage(retryAfterSeconds: number): string {
  const wait = minutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
  return `Muitas tentativas de login para este e-mail. Aguarde ${wait} e tente novamente ou use “Esqueci minha senha”.`;
}

export type SignInOutcome = "success" | "wrong-credentials" | "other";

/**
 * Per-account throttle on failed sign-ins, on top of the per-IP limit. An attempt takes a unit
 * before the password is checked (one atomic upsert, so parallel attempts cannot all slip
 * through on the same count), and settles it after: a wrong password keeps it, a success
 * forgets the counter, anything else (origin refused, server error) gives it back.
 */
export function signInThrottle(db: Db) {
  return {
    /** Throws 429 (app.onError sends the wait as Retry-After) when the e-mail is over its failures. */
    async take(email: string): Promise<void> {
      const retryAfter = await hit(db, signInThrottleKey(email), SIGN_IN_FAILURES_MAX, SIGN_IN_WINDOW_SECONDS);
      if (retryAfter === undefined) return;
      throw new RateLimitedError(retryAfter, signInThrottledMessage(retryAfter));
    },
    async settle(email: string, outcome: SignInOutcome): Promise<void> {
      if (outcome === "success") await resetCounter(db, signInThrottleKey(email));
      else if (outcome === "other") await giveBack(db, signInThrottleKey(email));
    },
  };
}

/** After a completed password reset the owner may sign in again at once. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await resetCounter(db, signInThrottleKey(email));
}
