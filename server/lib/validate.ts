import type { Context, MiddlewareHandler } from "hono";
import { AppError, validationError } from "./errors";
import { hasBody } from "./body-cap";
import { jsonShape, jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_OBJECT_KEYS } from "./json-depth";

/** Largest request body any API endpoint reads; endpoints set lower caps (`apiRoute`'s `body.maxBytes`). */
export const API_BODY_MAX_BYTES = 1024 * 1024;
/** The usual cap of a JSON body (a form's fields); larger endpoints say so where they read it. */
export const DEFAULT_JSON_MAX_BYTES = 32 * 1024;

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toLocaleString("pt-BR")} MB` : `${Math.round(bytes / 1024).toLocaleString("pt-BR")} KB`;

export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError("validation_error", 413, `Requisição grande demais (máximo de ${size(maxBytes)}).`);
}

function isJsonType(contentType: string | undefined): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || (type?.startsWith("application/") === true && type.endsWith("+json"));
}

/**
 * In front of every API route (Better Auth's own endpoints included): a request body must be
 * JSON (415 otherwise), nest no deeper than MAX_JSON_DEPTH and have no object of more than
 * MAX_JSON_OBJECT_KEYS members (422), checked in one linear pass over the text before anything
 * parses or walks it. Runs after the global size cap, so the
 * text read here is at most API_BODY_MAX_BYTES. Hono keeps the text, so the route's
 * route's body guard (server/lib/openapi.ts) or Better Auth reads it again without touching the socket.
 */
const containerCounts = new WeakMap<Request, number>();

/** The arrays and objects jsonGuard counted in this request's body (undefined: it read none). */
export function bodyContainers(c: Context): number | undefined {
  return containerCounts.get(c.req.raw);
}

export function jsonGuard(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || !hasBody(c)) return next();
    // A body-less POST (sign-out, stop) may come with any content type, or none.
    const text = await c.req.text();
    if (text.length === 0) return next();
    if (!isJsonType(c.req.header("content-type"))) throw notJson();
    const { problem, containers } = jsonShape(text);
    containerCounts.set(c.req.raw, containers);
    if (problem === "depth") {
      throw new AppError("validation_error", 422, `O corpo da requisição tem níveis de aninhamento demais (máximo de ${MAX_JSON_DEPTH}).`);
    }
    if (problem === "keys") {
      throw new AppError("validation_error", 422, `O corpo da requisição tem um objeto com campos demais (máximo de ${MAX_JSON_OBJECT_KEYS.toLocaleString("pt-BR")}).`);
    }
    return next();
  };
}

export function notJson(): AppError {
  return new AppError("unsupported_media_type", 415, "Envie o corpo da requisição em JSON (Content-Type: application/json).");
}

/**
 * The path of the first string holding a NUL character (PostgreSQL cannot store one in text).
 * One visit per value with a shared path stack and no array per object: linear in the body's
 * size (jsonGuard has already bounded the depth, so the recursion is shallow).
 */
function nulPath(value: unknown, path: string[]): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "corpo" : null;
  if (typeof value !== "object" || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(String(i));
      const found = nulPath(value[i], path);
      path.pop();
      if (found) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    path.push(key);
    const found = nulPath(record[key], path);
    path.pop();
    if (found) return found;
  }
  return null;
}

/**
 * The request's JSON body, or a pt-BR error: 413 over the endpoint's cap, 422 when it is not JSON
 * or a string holds a NUL character (on that field). (Content type, depth and keys were checked
 * by jsonGuard for every route.)
 */
export async function readJson(c: Context, { maxBytes = DEFAULT_JSON_MAX_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
  const text = await c.req.text();
  // UTF-16 length ≤ UTF-8 bytes ≤ 3 × length: measure the bytes only when it matters.
  if (text.length > maxBytes || (text.length * 3 > maxBytes && Buffer.byteLength(text) > maxBytes)) throw bodyTooLarge(maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AppError("validation_error", 422, "O corpo da requisição deve ser um JSON válido.");
  }
  // JSON writes a NUL only as the escape \u0000: a text without it holds none, and the walk over
  // every value (20,000 small objects: tens of ms) is skipped (decision 067).
  if (text.includes("\\u0000")) assertNoNul(value);
  return value;
}

/**
 * 422 on the first string holding a NUL character (PostgreSQL cannot store one in text). `path`
 * names where the value sits (a form field's name), for the error's field.
 */
export function assertNoNul(value: unknown, path: string[] = []): void {
  const nul = nulPath(value, [...path]);
  if (nul) throw validationError({ [nul]: "O texto contém um caractere inválido." });
}

/**
 * A form field holding JSON (a multipart upload's `inputs`): the checks a JSON body gets from
 * jsonGuard, bodyGuard and readJson — nesting depth, members per object, JSON syntax, no NUL
 * character — each a 422
 * on the field. An absent or empty field is `{}`. (The field's size was bounded by uploadBody.)
 */
export function parseJsonField(name: string, text: string | undefined): unknown {
  if (!text) return {};
  const problem = jsonShapeProblem(text);
  if (problem === "depth") throw validationError({ [name]: `O campo tem níveis de aninhamento demais (máximo de ${MAX_JSON_DEPTH}).` });
  if (problem === "keys") throw validationError({ [name]: `O campo tem um objeto com campos demais (máximo de ${MAX_JSON_OBJECT_KEYS.toLocaleString("pt-BR")}).` });
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw validationError({ [name]: "O campo deve ser um JSON válido." });
  }
  assertNoNul(value, [name]);
  return value;
}
