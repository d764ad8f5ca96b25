import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { API_TOKEN_SCOPE_LABELS, scopeAllows, type ApiTokenScope } from "#domain/api-tokens";
import { apiScope, type ApiScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { AppError, RateLimitedError } from "#server/lib/errors";
import { hitStatement, seconds } from "#server/lib/rate-limit";
import { tokenByText, touchToken } from "#server/features/api-tokens/api-tokens.service";

export interface BearerVariables {
  /** The studio the token acts for, as the studio (decision 097). */
  apiScope: ApiScope;
}

export interface BearerDeps {
  db: Db;
  /** Requests per token per window (API_RATE_LIMIT_MAX a minute). */
  rateLimit: { max: number; windowSeconds: number };
}

/** A 401 with the challenge RFC 6750 asks for: `error="invalid_token"` when a token was sent. */
function unauthorized(c: Context, sent: boolean): AppError {
  c.header("WWW-Authenticate", sent ? 'Bearer realm="prancheta", error="invalid_token"' : 'Bearer realm="prancheta"');
  return new AppError(
    "unauthorized",
    401,
    sent ? "Token de API inválido ou revogado. Crie outro em Configurações → Integrações." : "Envie o token de API no cabeçalho Authorization: Bearer <token>.",
  );
}

/**
 * The public API's check (R-API-2, decision 097): `Authorization: Bearer <token>` looked up by its
 * SHA-256 with the studio's plan (one statement); unknown or revoked → 401 with WWW-Authenticate;
 * a plan without the API, or a token whose scope does not reach `needs` → 403. Then the token's
 * rate limit (RateLimit-* headers on every answer, 429 over it) and `last_used_at`, written at
 * most once a minute. The session is never read here, and the app's routes never read a token:
 * a signed-in request costs what it did.
 */
export function bearer({ db, rateLimit }: BearerDeps, needs: ApiTokenScope) {
  return createMiddleware<{ Variables: BearerVariables }>(async (c, next) => {
    const header = c.req.header("authorization");
    const match = header === undefined ? null : /^Bearer[ ]+([A-Za-z0-9_-]{1,200})[ ]*$/i.exec(header);
    if (!match) throw unauthorized(c, header !== undefined);
    const token = await tokenByText({ db, text: match[1]! });
    if (!token) throw unauthorized(c, true);
    if (!token.scope) throw new AppError("forbidden", 403, "O plano do estúdio não inclui a integração via API. Veja os planos em Configurações → Planos.");

    const result = (await db.execute(hitStatement({ key: `api:${token.id}`, windowSeconds: rateLimit.windowSeconds }))) as unknown as {
      rows: { count: number | string; window_started_at: string | Date }[];
    };
    const row = result.rows[0]!;
    const used = Number(row.count);
    const reset = Math.max(0, Math.ceil((new Date(row.window_started_at).getTime() + rateLimit.windowSeconds * 1000 - Date.now()) / 1000));
    c.header("RateLimit-Limit", String(rateLimit.max));
    c.header("RateLimit-Remaining", String(Math.max(0, rateLimit.max - used)));
    c.header("RateLimit-Reset", String(reset));
    if (used > rateLimit.max) {
      const wait = Math.max(1, reset);
      throw new RateLimitedError(wait, `Muitas requisições com este token. Aguarde ${seconds(wait)} e tente novamente.`);
    }

    if (!scopeAllows(token.scope, needs)) {
      throw new AppError("forbidden", 403, `Este token é de “${API_TOKEN_SCOPE_LABELS[token.scope]}” e não pode fazer alterações. Crie um token de leitura e escrita em Configurações → Integrações.`);
    }
    await touchToken({ db, token });
    c.set("apiScope", apiScope(token.studioId, { id: token.id, name: token.name, scope: token.scope }));
    await next();
  });
}
