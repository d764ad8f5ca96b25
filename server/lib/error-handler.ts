import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { databaseUnavailable, isDatabaseUnavailable } from "#server/db/unavailable";
import { AppError, errorBody, INTERNAL_ERROR_MESSAGE, RetryLaterError } from "./errors";
import type { Logger } from "./logger";
import { loggedPath } from "./request-log";
import { notJson } from "./validate";

/**
 * app.onError: the answer the client reads (pt-BR, `{ error: { code, message, fields? } }`) and,
 * apart from it, the line the log keeps (decision 084). Every line it writes is inside the
 * request, so the logger stamps it with the request's id (the X-Request-Id the client got).
 *
 * - An AppError answers with its own status and message; it is logged only when it carries a log
 *   message (`AppError.logged`): an error for a 5xx, else a warning, and a 4xx's line without
 *   `err` (bad input: no stack, nothing the person sent).
 * - PostgreSQL down: a 503 the client may retry, logged as a warning with its cause.
 * - Anything else is a bug: a 500 with a generic message, logged with the error.
 */
export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    const path = loggedPath(c.req.path);
    if (err instanceof AppError) {
      if (err.logMessage) logAppError(logger, err, path);
      if (err instanceof RetryLaterError) c.header("Retry-After", String(err.retryAfter));
      return c.json(err.toBody(), err.status);
    }
    // @hono/zod-openapi's own media-type check (after jsonGuard's, which refuses first).
    if (err instanceof HTTPException && err.status === 415) return c.json(notJson().toBody(), 415);
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 401 ? "unauthorized" : err.status === 404 ? "not_found" : "validation_error";
      return c.json(errorBody(code, "Requisição inválida."), err.status);
    }
    // PostgreSQL restarting or unreachable: a quick 503 the client may retry, not a 500 (the pool
    // reconnects by itself once it is back).
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, path }, "banco de dados indisponível");
      c.header("Retry-After", "5");
      return c.json(databaseUnavailable().toBody(), 503);
    }
    // The logger's `err` serializer keeps a database error's code and names, not its SQL or values
    // (server/lib/logger.ts); the path hides a link's token, as the request log does.
    logger.error({ err, path }, "erro não tratado");
    return c.json(errorBody("internal_error", INTERNAL_ERROR_MESSAGE), 500);
  };
}

function logAppError(logger: Logger, error: AppError, path: string): void {
  const facts = { ...error.logFacts };
  if (error.status < 500) delete facts.err;
  const entry = { ...facts, code: error.code, status: error.status, path };
  // A 503 is "not now" on purpose (restarting, busy): the client retries, nothing is broken.
  if (error.status >= 500 && error.status !== 503) logger.error(entry, error.logMessage);
  else logger.warn(entry, error.logMessage);
}
