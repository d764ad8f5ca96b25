import { z } from "./zod";

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
  /**
   * 409: the page that sent the request shows another studio than the session now works in
   * (switched in another tab); nothing of the request ran.
   */
  "studio_changed",
  /** 415: a request body that is not JSON. */
  "unsupported_media_type",
  "internal_error",
  /** 503: no image provider is configured on this server (R-IMG-2); no image is ever faked. */
  "image_provider_missing",
  /** 502: the image provider refused, failed or took too long (R-IMG-2). */
  "image_provider_error",
  /** 503: the server is restarting, or too busy; nothing of the request ran, so it can be sent again (`Retry-After`). */
  "unavailable",
  /**
   * 409: a document still has "[completar: …]" or blank sections and the export was not
   * confirmed (R-DOC-5); GET /api/documents/{id}/gaps lists them, `confirmar=1` exports anyway.
   */
  "document_has_gaps",
  /** 502: the payment gateway refused or did not answer (decision 091); the message says what to do. */
  "payment_gateway_error",
  /** 502: the studio's signature provider (ZapSign, decision 109) refused its token or did not answer. */
  "signature_provider_error",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error body every API route returns, for every status: `fields` (field → first pt-BR
 * message) only on validation errors (422), at most 20 of them, with `moreFields` counting the rest
 * (decision 067). The routes declare it for each error status they can
 * answer, so the OpenAPI document shows it.
 */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string().meta({ description: "Mensagem em português para mostrar à pessoa." }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "Só em 422: cada campo inválido com a sua primeira mensagem (no máximo 20 campos)." }),
      moreFields: z
        .number()
        .int()
        .min(1)
        .optional()
        .meta({ description: "Só em 422 com mais de 20 campos inválidos: quantos ficaram fora de `fields` (a mensagem também diz)." }),
    }),
  })
  .meta({ id: "Erro", description: "Corpo de toda resposta de erro da API." });

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
