import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode } from "#domain/errors";
import { listedFields } from "#domain/field-errors";
import { plural } from "#domain/addressing";

/**
 * The one way a service reports a failure the user should read (message in pt-BR). `fields` keeps
 * at most MAX_LISTED_FIELDS of the fields given, and `moreFields` says how many were left out, so
 * no error answer grows with the body that caused it (decision 067).
 *
 * What the server log says is apart from what the user reads (decision 084): `logged(message,
 * facts)` gives the error a line of its own, which app.onError writes with the request's id
 * (server/lib/error-handler.ts). Without it the error is the user's business only (a 404, a 422)
 * and is not logged.
 */
export class AppError extends Error {
  public readonly fields?: Record<string, string>;
  public readonly moreFields: number;
  /** The log line's message, for the team; never sent to the client. */
  public logMessage?: string;
  /** The log line's facts: ids, a provider's code, the `err` that caused it. Never what a person typed. */
  public logFacts?: Record<string, unknown>;

  constructor(
    public readonly code: ErrorCode,
    public readonly status: ContentfulStatusCode,
    message: string,
    fields?: Record<string, string>,
  ) {
    const listed = fields ? listedFields(fields) : undefined;
    super(listed?.moreFields ? `${message} ${moreFieldsText(listed.moreFields)}` : message);
    this.name = "AppError";
    if (listed) this.fields = listed.fields;
    this.moreFields = listed?.moreFields ?? 0;
  }

  /**
   * Gives the error a log line apart from the user's message: `message` for the team, `facts` beside
   * it (an `err` among them is serialized as every error is, without SQL or values). A 4xx's line
   * never carries `err`: bad input logs no stack and nothing of what was sent.
   */
  logged(message: string, facts: Record<string, unknown> = {}): this {
    this.logMessage = message;
    this.logFacts = facts;
    return this;
  }

  toBody(): ApiErrorBody {
    return errorBody(this.code, this.message, this.fields, this.moreFields);
  }
}

const moreFieldsText = (n: number) =>
  `Há mais ${plural(n, "campo com erro", "campos com erro")}.`;

/** An error the client may send again after `retryAfter` seconds: app.onError sends them as `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(
    code: "rate_limited" | "unavailable",
    status: 429 | 503,
    public readonly retryAfter: number,
    message: string,
  ) {
    super(code, status, message);
    this.name = "RetryLaterError";
  }
}

/** A 429, with `Retry-After`. */
export class RateLimitedError extends RetryLaterError {
  constructor(retryAfter: number, message: string) {
    super("rate_limited", 429, retryAfter, message);
    this.name = "RateLimitedError";
  }
}

/**
 * A 503 `unavailable` the client may send again later: nothing of the request ran (the server is
 * restarting, or its worker threads are all busy). The answer carries `Retry-After`.
 */
export class UnavailableError extends RetryLaterError {
  constructor(retryAfter: number, message: string) {
    super("unavailable", 503, retryAfter, message);
    this.name = "UnavailableError";
  }
}

/** What a request refused because the server is shutting down reads (decision 035). */
export const RESTARTING_MESSAGE = "O servidor está reiniciando. Tente novamente em instantes.";

export const INTERNAL_ERROR_MESSAGE = "Ocorreu um erro interno. Tente novamente em instantes.";
export const UNAUTHORIZED_MESSAGE = "Faça login para continuar.";
export const NOT_FOUND_MESSAGE = "Recurso não encontrado.";

export function unauthorized(): AppError {
  return new AppError("unauthorized", 401, UNAUTHORIZED_MESSAGE);
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>, moreFields = 0): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(moreFields > 0 ? { moreFields } : {}) } };
}

/** zod issues → `{ field: first message }`: the one mapper, shared with the forms' keys. */
export { fieldErrors } from "#domain/field-errors";

export function validationError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0];
  return new AppError("validation_error", 422, first ?? "Dados inválidos.", fields);
}
