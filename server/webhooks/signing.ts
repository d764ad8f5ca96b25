import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_TOLERANCE_SECONDS } from "#domain/webhooks";

/**
 * The signature a delivery carries (R-HOOK-3, decision 101), as Stripe and Standard Webhooks do:
 * HMAC-SHA256 under the endpoint's secret over `${t}.${body}`, `t` the Unix time in seconds of the
 * attempt, sent as `Prancheta-Signature: t=<t>,v1=<hex>`. The timestamp inside the signed text
 * lets a receiver refuse a replay older than a few minutes.
 */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`;
}

/**
 * What a receiver does (and what the tests and the documentation's example do): read `t` and every
 * `v1`, recompute over the raw body, compare in constant time, and refuse an old `t`.
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS): boolean {
  const parts = header.split(",").map((p) => p.trim().split("=", 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, t, body), "hex");
  return parts
    .filter(([k, v]) => k === "v1" && v && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, "hex"), expected));
}
