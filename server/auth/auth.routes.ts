import { Hono, type Context } from "hono";
import type { ZodType } from "zod";
import {
  passwordRecoverySchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "../../domain/auth.schema";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError, errorBody, fieldErrors, validationError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { rateLimitByIp } from "../lib/rate-limit";
import { RESET_PASSWORD_PAGE, type Auth } from "./auth";
import { translateAuthError } from "./auth-errors";

async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError("validation_error", 422, "O corpo da requisição deve ser um JSON válido.");
  }
}

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(fieldErrors(result.error.issues));
  return result.data;
}

/** Re-sends the request to Better Auth with only the fields we validated. */
function withBody(c: Context, body: object): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Request(c.req.url, { method: "POST", headers, body: JSON.stringify(body) });
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
 * Better Auth mounted under /api/auth, with our rules in front: pt-BR validation (422), the
 * terms check, a per-IP rate limit on every POST, and its English errors translated.
 */
export function authRoutes(deps: { auth: Auth; db: Db; config: Config; logger: Logger }) {
  const { auth, db, config, logger } = deps;
  const app = new Hono();

  const forward = async (request: Request): Promise<Response> => {
    const response = await auth.handler(request);
    if (!response.headers.get("content-type")?.includes("json")) return response;
    if (response.status < 400) return withoutSessionToken(response);
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const t = translateAuthError(response.status, body.code);
    if (t.status >= 500) logger.error({ authError: body }, "erro inesperado na autenticação");
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json; charset=UTF-8");
    return new Response(JSON.stringify(errorBody(t.code, t.message, t.fields)), { status: t.status, headers });
  };

  app.post(
    "/*",
    rateLimitByIp({
      db,
      scope: "auth",
      max: config.authRateLimit.max,
      windowSeconds: config.authRateLimit.windowSeconds,
      trustProxy: config.trustProxy,
    }),
  );

  app.post("/sign-up/email", async (c) => {
    const result = signUpSchema.safeParse(await readJson(c));
    if (!result.success) {
      const fields = fieldErrors(result.error.issues);
      const onlyTerms = Object.keys(fields).length === 1 && fields.acceptTerms;
      if (onlyTerms) throw new AppError("terms_not_accepted", 422, fields.acceptTerms!, fields);
      throw validationError(fields);
    }
    const { name, email, password } = result.data;
    return forward(withBody(c, { name, email, password }));
  });

  app.post("/sign-in/email", async (c) => {
    const { email, password } = parse(signInSchema, await readJson(c));
    return forward(withBody(c, { email, password }));
  });

  app.post("/request-password-reset", async (c) => {
    const { email } = parse(passwordRecoverySchema, await readJson(c));
    // The reset link always lands on our own page; the client cannot choose another target.
    return forward(withBody(c, { email, redirectTo: RESET_PASSWORD_PAGE }));
  });

  app.post("/reset-password", async (c) => {
    const { token, newPassword } = parse(resetPasswordSchema, await readJson(c));
    return forward(withBody(c, { token, newPassword }));
  });

  app.on(["GET", "POST"], "/*", (c) => forward(c.req.raw));

  return app;
}
