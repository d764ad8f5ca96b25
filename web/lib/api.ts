import { answerOf, requestOf, type AnyRoute, type CallArgs, type CallOutput, type HttpMethod } from "#domain/contracts/client";
import type { ApiErrorBody } from "#domain/errors";
import { STUDIO_HEADER } from "#domain/studios";
import { z, type ZodType } from "#domain/zod";

export const GENERIC_ERROR_MESSAGE = "Não foi possível falar com o servidor. Tente novamente.";

/** Any failed API call: the server's `{ error: { code, message, fields? } }` or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export type { HttpMethod };

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

/** The answer of an endpoint that answers 204 (no body): `request(noContent, "DELETE", …)`. */
export const noContent = z.undefined();

/**
 * The one way the web talks to the server: `request(schema, method, path, body?)` resolves with
 * the answer parsed by the endpoint's response schema (the one the route declares, from
 * `domain/`), and throws `ApiError` — the server's pt-BR error, a network failure, or
 * `invalid_response` for a 2xx that does not match the contract (the generic message: the user
 * can do nothing about it, and no page renders a shape it was not written for).
 */
export async function request<S extends ZodType>(schema: S, method: HttpMethod, path: string, body?: unknown): Promise<z.output<S>> {
  const { status, data } = await send(method, path, body);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(status, "invalid_response", GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

/**
 * The typed way to call a route declared in domain/contracts (decision 088): path parameters,
 * query and body are checked against the contract at compile time, and the answer is parsed by
 * the schema of the status answered; errors as `request`.
 *
 *   const project = await call(projectsApi.get, { params: { id } });
 */
export async function call<R extends AnyRoute>(route: R, ...[input]: CallArgs<R>): Promise<CallOutput<R>> {
  const { method, url, body } = requestOf(route, input as Parameters<typeof requestOf>[1]);
  const { status, data } = await send(method, url, body);
  const answer = answerOf(route, status, data);
  if (!answer.ok) throw new ApiError(status, "invalid_response", GENERIC_ERROR_MESSAGE);
  return answer.value;
}

/**
 * The address of a route the browser opens itself (a download link), built from its contract
 * like `call` builds a request: `<a href={hrefOf(calendarApi.ics)} download>`.
 */
export function hrefOf<R extends AnyRoute>(route: R, ...[input]: CallArgs<R>): string {
  return requestOf(route, input as Parameters<typeof requestOf>[1]).url;
}

/** The studio this tab's pages show (the session's, as last loaded here); see STUDIO_HEADER. */
let shownStudio: string | undefined;

/** Set whenever this tab's session answer changes (web/app/query-provider.tsx). */
export function showStudio(id: string | undefined): void {
  shownStudio = id;
}

/** The studio this tab shows, as the header every call sends (a stream's fetch adds it too). */
export function studioHeaders(): Record<string, string> {
  return shownStudio ? { [STUDIO_HEADER]: shownStudio } : {};
}

/** The parsed JSON of a 2xx (undefined for an empty body), or the ApiError. */
async function send(method: HttpMethod, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { Accept: "application/json", ...studioHeaders() };
  const init: RequestInit = { method, credentials: "same-origin", headers };
  // A form (an image upload) goes as it is: the browser writes its multipart type and boundary.
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, "network_error", GENERIC_ERROR_MESSAGE);
  }

  if (!response.ok) throw await errorFromResponse(response);
  const text = await response.text().catch(() => "");
  const data = parseJson(text);
  if (text && data === undefined) {
    // A 2xx that is not JSON (e.g. the SPA's index.html when /api is not proxied).
    throw new ApiError(response.status, "invalid_response", GENERIC_ERROR_MESSAGE);
  }
  return { status: response.status, data };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError for a non-2xx response: the server's pt-BR message, or a generic one. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const data = parseJson(await response.text().catch(() => ""));
  if (isApiErrorBody(data)) {
    const { code, message, fields } = data.error;
    return new ApiError(response.status, code, message || GENERIC_ERROR_MESSAGE, isStringRecord(fields) ? fields : undefined);
  }
  return new ApiError(response.status, "unknown_error", GENERIC_ERROR_MESSAGE);
}

/** The message to show for any error thrown by a request or a mutation. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
