import type { MiddlewareHandler } from "hono";

/**
 * A CSP the built app satisfies: scripts only from our origin (Vite emits no inline script);
 * inline styles are allowed because Radix and Sonner set element styles at run time.
 * `connectOrigins` are the other origins the browser may call: the primary AI provider, which
 * the chat calls directly with the user's own key (only the origin: CSP matches no further).
 */
export function securityHeaders(options: { https: boolean; connectOrigins?: readonly string[] }): MiddlewareHandler {
  const connect = ["'self'", ...new Set(options.connectOrigins ?? [])].join(" ");
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return async (c, next) => {
    await next();
    c.header("Content-Security-Policy", csp);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (options.https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}

/**
 * API answers are per user (and some per session): no browser or proxy cache may keep one, so
 * a shared computer's back button or a caching proxy never shows another person's data.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  };
}
