import { Hono, type Context } from "hono";
import {
  passwordRecoverySchema,
  RESET_PASSWORD_PAGE,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../domain/auth.schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError, errorBody, fieldErrors, validationError } from "../lib/errors";
import { jsonBody, readJson } from "../lib/validate";
import type { Logger } from "../lib/logger";
import { rateLimitByIp } from "../lib/rate-limit";
import { TERMS_ACCEPTED_HEADER, type Auth } from "./auth";
import { translateAuthError } from "./auth-errors";

/** Re-sends the request to Better Auth with only the fields we validated. */
function withBody(c: Context, body: object, extraHeaders: Record<string, string> = {}): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  // Only this router may say the terms were accepted.
  headers.delete(TERMS_ACCEPTED_HEADER);
  headers.set("content-type", "application/json");
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Request(c.req.url, { method: "POST", headers, body: JSON.stringify(body) });
}

/** A request passed to Better Auth as it came, minus the header only this router may set. */
async function asReceived(c: Context): Promise<Request> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(TERMS_ACCEPTED_HEADER);
  const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
  return new Request(c.req.url, { method: c.req.method, headers, body: hasBody ? await c.req.arrayBuffer() : undefined });
}

/**
 * The session token lives in an HttpOnly cookie; Better Auth also echoes it in JSON bodies,
 * where page scripts could read it. We drop it there.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  if (body && typeof body === "object") {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session && typeof record.session === "object") delete record.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * Better Auth mounted under /api/auth, with our rules in front: only the endpoints the product
 * uses are reachable (the rest — user updates, session listing, account linking… — answer our
 * JSON 404 until a feature needs them, with its own validation), pt-BR validation (422), the
 * terms check, a per-IP rate limit on every attempt, and Better Auth's English errors translated.
 */
export function authRoutes(deps: { auth: Auth; db: Db; config: Config; logger: Logger }) {
  const { auth, db, config, logger } = deps;
  const app = new Hono();

  const forward = async (request: Request): Promise<Response> => {
    const response = await auth.handler(request);
    const isJson = response.headers.get("content-type")?.includes("json") ?? false;
    if (response.status < 400) return isJson ? withoutSessionToken(response) : response;
    const body = isJson ? ((await response.json().catch(() => ({}))) as { code?: string; message?: string }) : {};
    const t = translateAuthError(response.status, body.code);
    if (t.status >= 500) logger.error({ authError: body, status: response.status }, "erro inesperado na autenticação");
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json; charset=UTF-8");
    return new Response(JSON.stringify(errorBody(t.code, t.message, t.fields)), { status: t.status, headers });
  };

  const limit = rateLimitByIp({
    db,
    scope: "auth",
    max: config.authRateLimit.max,
    windowSeconds: config.authRateLimit.windowSeconds,
    trustProxy: config.trustProxy,
  });

  app.post("/sign-up/email", limit, async (c) => {
    const result = signUpSchema.safeParse(await readJson(c));
    if (!result.success) {
      const fields = fieldErrors(result.error.issues);
      const onlyTerms = Object.keys(fields).length === 1 && fields.acceptTerms;
      if (onlyTerms) throw new AppError("terms_not_accepted", 422, fields.acceptTerms!, fields);
      throw validationError(fields);
    }
    const { name, email, password } = result.data;
    return forward(withBody(c, { name, email, password }, { [TERMS_ACCEPTED_HEADER]: "1" }));
  });

  app.post("/sign-in/email", limit, async (c) => {
    const { email, password } = await jsonBody(c, signInSchema);
    return forward(withBody(c, { email, password }));
  });

  app.post("/request-password-reset", limit, async (c) => {
    const { email } = await jsonBody(c, passwordRecoverySchema);
    // The reset link always lands on our own page; the client cannot choose another target.
    return forward(withBody(c, { email, redirectTo: RESET_PASSWORD_PAGE }));
  });

  app.post("/reset-password", limit, async (c) => {
    const { token, newPassword } = await jsonBody(c, resetPasswordSchema);
    return forward(withBody(c, { token, newPassword }));
  });

  // Not limited: signing out must always work.
  app.post("/sign-out", async (c) => forward(await asReceived(c)));
  // The e-mailed link: redirects to RESET_PASSWORD_PAGE with the token (or an error).
  app.get("/reset-password/:token", async (c) => forward(await asReceived(c)));
  // Google: starting the flow, and the provider's callback.
  app.post("/sign-in/social", limit, async (c) => forward(await asReceived(c)));
  app.on(["GET", "POST"], "/callback/:provider", async (c) => forward(await asReceived(c)));

  return app;
}
