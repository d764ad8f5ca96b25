import { z } from "./zod";

/**
 * Limits checked before anything inside is parsed (decision 067). A refused body must cost less
 * than an accepted one: zod checks an array's `.max()` before its items (zod ≥ 4.6 caps arrays
 * first), but a record has no `.max()`, and a limit on a total across nested arrays (every
 * inline of a document) is not any one array's. Without these, a body of thousands of tiny
 * invalid items is walked item by item, each making an issue, before the count is refused.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether `value` has more than `max` own keys, counting no further than `max + 1`. */
function moreKeysThan(value: Record<string, unknown>, max: number): boolean {
  let count = 0;
  for (const key in value) {
    if (Object.hasOwn(value, key) && ++count > max) return true;
  }
  return false;
}

/**
 * `schema`, refused with one issue (`message`, at the schema's own path) when `tooBig(value)`:
 * the check runs on the raw value before the schema parses anything, and its failure stops the
 * parse there. The schema's input and output types and its OpenAPI description are unchanged.
 */
export function checkedFirst<S extends z.ZodType>(schema: S, tooBig: (value: unknown) => boolean, message: string) {
  return z.preprocess<unknown, S, z.input<S>>((value, ctx) => {
    if (tooBig(value)) ctx.addIssue({ code: "custom", message, input: value });
    return value;
  }, schema);
}

/** A record of at most `max` entries; more is one issue, before any key or value is checked. */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(key: K, value: V, max: number, message: string) {
  return checkedFirst(z.record(key, value), (input) => isPlainObject(input) && moreKeysThan(input, max), message);
}
