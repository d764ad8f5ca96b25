/** Error codes shared by the API and the web client. Messages travel with each error in pt-BR. */
export const ERROR_CODES = [
  "validation_error",
  "unauthorized",
  "not_found",
  "invalid_credentials",
  "email_taken",
  "terms_not_accepted",
  "invalid_token",
  "rate_limited",
  "forbidden",
  "quota_exceeded",
  /** 409: the request no longer fits the data's state (e.g. retrying an answer that is not the last). */
  "conflict",
  /** 415: a request body that is not JSON. */
  "unsupported_media_type",
  "internal_error",
  /** 503: the server is restarting; nothing of the request ran, so it can be sent again. */
  "unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every API route returns. `fields` only on validation errors (422). */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}
