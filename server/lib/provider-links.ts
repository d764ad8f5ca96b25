/**
 * Links a provider makes and we store, show to people or fetch (a charge's payment page and
 * boleto, an invoice's PDF, a contract's sign page and signed file): https only, so nobody is sent to a page that can be read or changed on
 * the way, and never `javascript:` or the like. Plain http only when the provider itself is called
 * on this machine (the fake in tests and development) and the link points there too.
 */

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** True when `baseUrl` (the provider's configured API address) is on this machine. */
export function isLoopbackProvider(baseUrl: string): boolean {
  const url = parsed(baseUrl);
  return url !== null && LOOPBACK.has(url.hostname);
}

/** The link when it may be stored and shown; null otherwise (a link refused is a link not offered). */
export function providerLink(value: string | null, baseUrl: string): string | null {
  if (!value) return null;
  const url = parsed(value);
  if (!url || url.username || url.password) return null;
  if (url.protocol === "https:") return url.href;
  if (url.protocol === "http:" && isLoopbackProvider(baseUrl) && LOOPBACK.has(url.hostname)) return url.href;
  return null;
}
