/**
 * `JSON.stringify(value, null, 2)` written in pieces (decision 066): the LGPD export of a studio
 * holds every row it owns, and stringifying it whole held the event loop for as long as the
 * studio is large. Arrays are walked item by item and objects key by key down to the rows, each
 * row stringified on its own, so the caller can compress a slice and let other requests run
 * between slices. The text is byte for byte what JSON.stringify writes.
 */

/** Objects deeper than this are written whole: a row of a section (data → estudios → studio → dados → section → row). */
const WALKED_OBJECT_DEPTH = 4;

const INDENT = "  ";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  // A Date (or anything with toJSON) is written as JSON.stringify writes it.
  return typeof (value as { toJSON?: unknown }).toJSON !== "function";
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const omitted = (value: unknown) => value === undefined || typeof value === "function" || typeof value === "symbol";

/** One value written whole, indented to sit at `depth`. */
function whole(value: unknown, depth: number): string {
  const text = JSON.stringify(value, null, 2) ?? "null";
  // JSON escapes every newline inside strings, so each raw one is the start of an indented line.
  return depth === 0 ? text : text.replaceAll("\n", `\n${INDENT.repeat(depth)}`);
}

export function* jsonSlices(value: unknown, depth = 0): Generator<string> {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      yield "[]";
      return;
    }
    const inner = INDENT.repeat(depth + 1);
    for (let i = 0; i < value.length; i++) {
      yield `${i === 0 ? "[\n" : ",\n"}${inner}`;
      const item = value[i] as unknown;
      if (omitted(item)) yield "null";
      else yield* jsonSlices(item, depth + 1);
    }
    yield `\n${INDENT.repeat(depth)}]`;
    return;
  }
  if (isPlainObject(value) && depth < WALKED_OBJECT_DEPTH) {
    const entries = Object.entries(value).filter(([, v]) => !omitted(v));
    if (entries.length === 0) {
      yield "{}";
      return;
    }
    const inner = INDENT.repeat(depth + 1);
    let first = true;
    for (const [key, item] of entries) {
      yield `${first ? "{\n" : ",\n"}${inner}${JSON.stringify(key)}: `;
      first = false;
      yield* jsonSlices(item, depth + 1);
    }
    yield `\n${INDENT.repeat(depth)}}`;
    return;
  }
  yield whole(value, depth);
}
