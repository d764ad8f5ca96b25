import type { Context } from "hono";
import type { ZodType } from "zod";
import { AppError, fieldErrors, validationError } from "./errors";

/** The request's JSON body, or a pt-BR 422 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError("validation_error", 422, "O corpo da requisição deve ser um JSON válido.");
  }
}

/** Parses with a domain schema (pt-BR messages live there); failures become 422 with field errors. */
export function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrors(result.error.issues));
  return result.data;
}

/** The one way a route validates its JSON body. */
export async function jsonBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  return parseWith(schema, await readJson(c));
}

/** The query string as an object; an empty parameter (`?page=`) counts as absent, so defaults apply. */
export function queryParams(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
}
