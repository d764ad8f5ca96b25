import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "#domain/errors";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/auth.schema";
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE, UNAUTHORIZED_MESSAGE } from "#server/lib/errors";

interface Translated {
  status: ContentfulStatusCode;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

const INVALID_TOKEN: Translated = {
  status: 400,
  code: "invalid_token",
  message: "Este link de redefinição é inválido ou expirou. Solicite um novo.",
};

/**
 * Better Auth answers in English with its own codes; the user reads pt-BR in our error shape.
 * Unknown codes get a generic message rather than leaking English text.
 */
const BY_CODE: Record<string, Translated> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: "invalid_credentials", message: "E-mail ou senha incorretos." },
  USER_ALREADY_EXISTS: {
    status: 409,
    code: "email_taken",
    message: "Este e-mail já está cadastrado. Entre com sua senha ou use “Esqueci minha senha”.",
  },
  PASSWORD_TOO_SHORT: {
    status: 422,
    code: "validation_error",
    message: `A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.`,
    fields: { password: `A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.` },
  },
  PASSWORD_TOO_LONG: {
    status: 422,
    code: "validation_error",
    message: `A senha pode ter no máximo ${PASSWORD_MAX} caracteres.`,
    fields: { password: `A senha pode ter no máximo ${PASSWORD_MAX} caracteres.` },
  },
  INVALID_EMAIL: {
    status: 422,
    code: "validation_error",
    message: "Informe um e-mail válido.",
    fields: { email: "Informe um e-mail válido." },
  },
  INVALID_TOKEN,
  TOKEN_EXPIRED: INVALID_TOKEN,
  INVALID_ORIGIN: { status: 403, code: "forbidden", message: "Origem da requisição não permitida." },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: "forbidden", message: "Origem da requisição não permitida." },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { status: 403, code: "forbidden", message: "Origem da requisição não permitida." },
  INVALID_CALLBACK_URL: { status: 422, code: "validation_error", message: "Endereço de retorno inválido." },
  INVALID_REDIRECT_URL: { status: 422, code: "validation_error", message: "Endereço de retorno inválido." },
  PROVIDER_NOT_FOUND: { status: 404, code: "not_found", message: "Forma de login não disponível." },
  VALIDATION_ERROR: { status: 422, code: "validation_error", message: "Dados inválidos. Confira os campos e tente novamente." },
};
BY_CODE.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL = BY_CODE.USER_ALREADY_EXISTS!;

export function translateAuthError(status: number, code: string | undefined): Translated {
  const known = code ? BY_CODE[code] : undefined;
  if (known) return known;
  if (status === 401) return { status: 401, code: "unauthorized", message: UNAUTHORIZED_MESSAGE };
  if (status === 403) return { status: 403, code: "forbidden", message: "Operação não permitida." };
  if (status === 404) return { status: 404, code: "not_found", message: NOT_FOUND_MESSAGE };
  if (status === 429) return { status: 429, code: "rate_limited", message: "Muitas tentativas seguidas. Aguarde um pouco e tente novamente." };
  if (status >= 500) return { status: 500, code: "internal_error", message: INTERNAL_ERROR_MESSAGE };
  return { status: 400, code: "validation_error", message: "Não foi possível concluir a operação. Confira os dados e tente novamente." };
}
