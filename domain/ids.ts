import { z } from "./zod";

/**
 * Every record id the API hands out is a v4 UUID in lower case (`crypto.randomUUID()`). Ids that
 * come back — in a path, a query or a body — are checked against this shape before they reach a
 * query: anything else (a NUL byte, `abc`, a 10 kB string) cannot be one of ours.
 */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isId(value: unknown): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

/** A body or query field holding one of our ids; `message` says which record is wrong. */
export const idSchema = (message: string) => z.string({ error: message }).regex(ID_PATTERN, message);
