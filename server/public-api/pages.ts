import { AppError } from "#server/lib/errors";

/**
 * The public API's cursors (R-API-3, decision 097): opaque to the caller, they carry the next
 * item's position in the list's own stable order (the same order the app's lists use) and the
 * page size the first page was asked with, so each list reuses its service as it is.
 */
interface Cursor {
  offset: number;
  limit: number;
}

const badCursor = () => new AppError("validation_error", 422, "Cursor inválido: use o `nextCursor` de uma resposta anterior.", { cursor: "Cursor inválido." });

export function readCursor(query: { cursor?: string | undefined; limit: number }): Cursor {
  if (query.cursor === undefined) return { offset: 0, limit: query.limit };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(query.cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const { o, l } = (parsed ?? {}) as { o?: unknown; l?: unknown };
  if (!Number.isSafeInteger(o) || !Number.isSafeInteger(l) || (o as number) < 0 || (l as number) < 1 || (l as number) > 100) throw badCursor();
  return { offset: o as number, limit: l as number };
}

export const cursorAfter = ({ offset, limit }: Cursor) => Buffer.from(JSON.stringify({ o: offset + limit, l: limit })).toString("base64url");

/** One page of a list the service answers whole (a studio's projects, a project's documents, a period's events). */
export function pageOfList<T>(items: readonly T[], cursor: Cursor): { data: T[]; nextCursor: string | null } {
  const data = items.slice(cursor.offset, cursor.offset + cursor.limit);
  return { data, nextCursor: cursor.offset + cursor.limit < items.length ? cursorAfter(cursor) : null };
}
