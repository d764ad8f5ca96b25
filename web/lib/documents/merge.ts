/**
 * Three-way merge of a document's JSON content, for "keep mine" after a stale save (R-DOC-1):
 * what this tab changed since `base` is applied on top of `theirs` (the latest version), and what
 * changed elsewhere that this tab did not touch stays. Objects merge key by key (so two people
 * answering different briefing questions both keep their answers); arrays and plain values are
 * taken whole (a programme's rooms: this tab's list wins if it changed it). When both sides
 * changed the same value, this tab's wins — the other stays in the history.
 */
export function mergeContent<T>(base: T, mine: T, theirs: T): T {
  return merge(base, mine, theirs) as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function merge(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameJson(mine, base)) return theirs;
  if (sameJson(theirs, base)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const b = isPlainObject(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = merge(b[key], mine[key], theirs[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  return mine;
}
