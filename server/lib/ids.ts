import type { Context } from "hono";
import { isId } from "#domain/ids";
import type { AppError } from "./errors";

/**
 * The one way a route reads a record id from its path. An id that cannot be one of ours is the
 * record's own 404 before any query runs (PostgreSQL refuses a NUL byte in text with an error, not
 * an empty result). `server/api-ids.test.ts` sends bad ids to every route of the router.
 */
export function idParam(c: Context, notFound: () => AppError, name = "id"): string {
  const value = c.req.param(name);
  if (!isId(value)) throw notFound();
  return value;
}
