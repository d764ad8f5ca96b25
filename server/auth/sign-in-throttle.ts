import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { account, rateLimit, user } from "#server/db/schema";
import { CREDENTIAL_PROVIDER } from "#server/features/account/credentials";
import { RateLimitedError } from "#server/lib/errors";
import { giveBack, hit, resetCounter } from "#server/lib/rate-limit";
import { plural } from "#domain/addressing";

/**
 * Failed sign-ins allowed per e-mail in one window from browsers without this account's device
 * cookie ("strangers"), whatever the IPs they come from (R-AUTH-8, decisions 005 and 064).
 */
export const SIGN_IN_FAILURES_MAX = 10;
/** Failed sign-ins allowed per device cookie in one window; over it, that browser waits (decision 064). */
export const DEVICE_FAILURES_MAX = 5;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** How long a browser stays known after its last successful sign-in to the account. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The device cookie's name; on https it takes the `__Secure-` prefix (the browser then insists on Secure). */
export const DEVICE_COOKIE = "prancheta.sign_in_device";
/** Sent only to the auth routes: no other request needs it. */
const DEVICE_COOKIE_PATH = "/api/auth";
/** Accounts one browser is remembered for (the most recently signed in), so a shared computer keeps several. */
const DEVICE_ACCOUNTS_MAX = 5;
/** A nonce (16 random bytes) and an HMAC-SHA-256, both base64url. */
const DEVICE_ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** SHA-256 of the trimmed, lower-cased e-mail: the account in counters and device cookies, never the address. */
function accountHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}

/**
 * The strangers' counter for an e-mail. Known and unknown e-mails are keyed (and throttled) alike;
 * each known device's counter is this key followed by `:device:<nonce>`.
 */
export function signInThrottleKey(email: string): string {
  return `sign-in-failures:${accountHash(email)}`;
}

const deviceKey = (email: string, nonce: string) => `${signInThrottleKey(email)}:device:${nonce}`;

/**
 * The per-IP limit's counter for the account's known devices at one address: they are not counted
 * with the address's strangers (who may share it with the owner: an office, a carrier's NAT), and
 * only this account's known devices can add to it. Cleared with the account's other counters
 * (its suffix is no nonce: those have no ":").
 */
export const knownDevicesIpKey = (email: string, ip: string) => `${signInThrottleKey(email)}:device:ip:${ip}`;

/** Every sign-in counter of an e-mail (strangers' and each device's), for clearing them. */
export function signInCountersOf(email: string): SQL {
  const key = signInThrottleKey(email);
  // starts_with, not LIKE: the hash's "_" would be a wildcard.
  return or(eq(rateLimit.key, key), sql`starts_with(${rateLimit.key}, ${`${key}:device:`})`)!;
}

const minutes = (n: number) => plural(n, "minuto", "minutos");

/** The same words whether or not an account has this e-mail, and whichever counter refused. */
export function signInThrottledMessage(retryAfterSeconds: number): string {
  const wait = minutes(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
  return `Muitas tentativas de login para este e-mail. Aguarde ${wait} e tente novamente ou use “Esqueci minha senha”.`;
}

export type SignInOutcome = "success" | "wrong-credentials" | "other";

/** One sign-in attempt's unit, taken before the password is checked. */
export interface SignInAttempt {
  /** A wrong password keeps the unit; a success forgets its counter; anything else gives it back. */
  settle(outcome: SignInOutcome): Promise<void>;
}

/**
 * A digest of the account's current password credential (its row id and stored hash, salt
 * included): a password change, a reset or a deleted and re-created account gives another, so
 * every device cookie signed before stops proving anything (decision 064). One query; undefined
 * when no account has this e-mail or it has no password (Google only).
 */
async function credentialStamp(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: account.id, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, CREDENTIAL_PROVIDER)))
    .where(eq(user.email, email.trim().toLowerCase()));
  return row?.hash ? createHash("sha256").update(`${row.id}.${row.hash}`).digest("base64url") : undefined;
}

/** Signs no entry: not base64url, so no issued entry carries it (no account, or no password). */
const NO_CREDENTIAL = "-";

/**
 * Signed device cookies (OWASP's "device cookies"): after a successful sign-in the browser gets,
 * for that account, a random nonce and an HMAC of the account's hash, its current password
 * credential's digest and the nonce under a key derived from the auth secret. Nobody without the
 * secret can make one, one account's entry proves nothing for another, and a new password revokes
 * every earlier entry of the account. The cookie holds up to DEVICE_ACCOUNTS_MAX entries, newest
 * first.
 */
export function deviceCookies(options: { db: Db; secret: string; secure: boolean }) {
  const { db } = options;
  const key = Buffer.from(hkdfSync("sha256", options.secret, "", "prancheta sign-in device cookie v2", 32));
  const name = options.secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
  const signature = (email: string, stamp: string, nonce: string) => createHmac("sha256", key).update(`${accountHash(email)}.${stamp}.${nonce}`).digest();

  /** The well-formed entries, as [nonce, signature]; at most DEVICE_ACCOUNTS_MAX are read. */
  const entriesOf = (cookie: string | undefined): [string, string][] =>
    (cookie ? cookie.split("~").slice(0, DEVICE_ACCOUNTS_MAX) : []).flatMap((entry) => {
      const match = DEVICE_ENTRY.exec(entry);
      return match ? [[match[1]!, match[2]!] as [string, string]] : [];
    });

  return {
    name,
    /**
     * The nonce of the entry signed for this e-mail and its current password, if the cookie holds
     * one. The credential is read (one query) only when the cookie holds a well-formed entry, for
     * known and unknown e-mails alike; for an unknown one every entry is checked all the same and
     * none verifies.
     */
    async deviceFor(cookie: string | undefined, email: string): Promise<string | undefined> {
      const entries = entriesOf(cookie);
      if (entries.length === 0) return undefined;
      const stamp = await credentialStamp(db, email);
      let found: string | undefined;
      for (const [nonce, sent] of entries) {
        const valid = timingSafeEqual(Buffer.from(sent, "base64url"), signature(email, stamp ?? NO_CREDENTIAL, nonce));
        if (valid && stamp && found === undefined) found = nonce;
      }
      return found;
    },
    /**
     * The `Set-Cookie` that remembers this browser for the e-mail under its current password: a
     * new nonce in front, the entry `replaced` (the one this browser proved before, if any) and
     * anything unreadable dropped, the other entries kept. Undefined when the account has no
     * password (nothing to bind the entry to).
     */
    async remember(cookie: string | undefined, email: string, replaced?: string): Promise<string | undefined> {
      const stamp = await credentialStamp(db, email);
      if (!stamp) return undefined;
      const nonce = randomBytes(16).toString("base64url");
      const others = entriesOf(cookie)
        .filter(([kept]) => kept !== replaced)
        .map(([kept, sent]) => `${kept}.${sent}`);
      const value = [`${nonce}.${signature(email, stamp, nonce).toString("base64url")}`, ...others].slice(0, DEVICE_ACCOUNTS_MAX).join("~");
      const secure = options.secure ? "; Secure" : "";
      return `${name}=${value}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;

/**
 * Per-account throttle on failed sign-ins, on top of the per-IP limit (R-AUTH-8, decision 064).
 * A browser that proves this account's device cookie counts its failures on its own counter
 * (DEVICE_FAILURES_MAX); every other attempt counts on the account's strangers' counter
 * (SIGN_IN_FAILURES_MAX), which, when over, refuses strangers only. An attempt takes its unit
 * before the password is checked (one atomic upsert, so parallel attempts cannot all slip
 * through on the same count), and settles it after.
 */
export function signInThrottle(db: Db) {
  return {
    /**
     * Throws 429 (app.onError sends the wait as Retry-After) when this attempt's counter is over.
     * `device` is the nonce `DeviceCookies.deviceFor` found for this e-mail, if any.
     */
    async take(email: string, device: string | undefined): Promise<SignInAttempt> {
      const key = device ? deviceKey(email, device) : signInThrottleKey(email);
      const max = device ? DEVICE_FAILURES_MAX : SIGN_IN_FAILURES_MAX;
      const retryAfter = await hit(db, key, max, SIGN_IN_WINDOW_SECONDS);
      if (retryAfter !== undefined) throw new RateLimitedError(retryAfter, signInThrottledMessage(retryAfter));
      return {
        async settle(outcome) {
          if (outcome === "success") await resetCounter(db, key);
          else if (outcome === "other") await giveBack(db, key);
        },
      };
    },
  };
}

/** After a completed password reset the owner may sign in again at once, from any browser. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(rateLimit).where(signInCountersOf(email));
}
