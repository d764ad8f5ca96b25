import type { Context } from "hono";
import { config, type ZodType } from "zod";
import { pt } from "zod/locales";
import { AppError, fieldErrors, validationError } from "./errors";

// Zod's own messages (a wrong type, a body that is not an object) in Portuguese too; the
// domain schemas' custom messages take precedence.
config(pt());

/** The path of the first string holding a NUL character: PostgreSQL cannot store one in text. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "corpo" : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulPath(item, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

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
  const nul = nulPath(value);
  if (nul) throw validationError({ [nul]: "O texto contém um caractere inválido." });
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
