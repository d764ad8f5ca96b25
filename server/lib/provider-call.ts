/**
 * One call to an outside provider's JSON API (the payment gateway, the signature provider): the
 * fetch with its deadline, the body read once and parsed leniently, and the HTTP status sorted
 * into the kinds every provider's error type shares. Each adapter keeps its own error type and its
 * own reading of the provider's error body (decisions 091 and 109).
 */

export type ProviderJson = Record<string, unknown>;

/** What the status says regardless of the provider; `invalid_request` is any other 4xx. */
export type ProviderFailureKind = "unavailable" | "unauthorized" | "not_found" | "rate_limited" | "invalid_request";

export type ProviderAnswer =
  | { ok: true; status: number; json: ProviderJson }
  | { ok: false; kind: ProviderFailureKind; status: number; parsed: unknown };

export async function callProvider(input: {
  url: string | URL;
  method: "GET" | "POST" | "PUT" | "DELETE";
  headers: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { Accept: "application/json", ...input.headers };
  if (input.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(input.url, {
      method: input.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch {
    // Refused, reset or past the deadline: the provider did not answer.
    return { ok: false, kind: "unavailable", status: 0, parsed: null };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (response.ok) {
    // A 2xx that is not a JSON object is a proxy's page or a truncated answer, not a result.
    if (parsed === null || typeof parsed !== "object") return { ok: false, kind: "unavailable", status: response.status, parsed };
    return { ok: true, status: response.status, json: parsed as ProviderJson };
  }
  return { ok: false, kind: failureKind(response.status), status: response.status, parsed };
}

function failureKind(status: number): ProviderFailureKind {
  if (status === 401 || status === 403) return "unauthorized";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "unavailable";
  return "invalid_request";
}

