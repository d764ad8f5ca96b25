/** One validation problem as zod reports it: where (the path in the value) and what (pt-BR). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The key of a problem that belongs to the whole value rather than to one field. */
export const FORM_ERROR_KEY = "_";

/**
 * zod issues → `{ "field.path": first message }`: the `fields` of a 422 answer. Keys are the
 * paths react-hook-form uses for its fields ("landPlot.state", "items.0.name"), so a form puts the
 * server's messages under the same inputs its own resolver would; a problem with no path (a
 * rule on the whole value) goes under {@link FORM_ERROR_KEY}. The first message per field wins:
 * a field shows one message, the one the schema checks first.
 */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map((segment) => cut(String(segment), SEGMENT_MAX)).join(".") || FORM_ERROR_KEY;
    fields[key] ??= cut(issue.message, MESSAGE_MAX);
  }
  return fields;
}

/**
 * The longest a 422 repeats what the body sent (decision 067): a path segment is a record's key
 * as the body wrote it, and a message may quote keys ("Campo não reconhecido: …"), so without a
 * cut the answer grows with the body. Our own keys and messages are far shorter.
 */
export const SEGMENT_MAX = 64;
export const KEY_MAX = 160;
export const MESSAGE_MAX = 240;
/** The most characters of keys and messages (as JSON writes them) one answer lists; the fields past it are counted. */
export const LISTED_CHARS_MAX = 2_500;

/** `text` cut to `max` characters, "…" included, when longer. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The most fields a 422 lists (decision 067): a body of thousands of invalid items is answered with
 * the first ones and how many more there were, never with a message per item.
 */
export const MAX_LISTED_FIELDS = 20;

/**
 * `fields` cut to {@link MAX_LISTED_FIELDS} in their order, each key and message cut to its
 * length, and no more than {@link LISTED_CHARS_MAX} characters in all (the first field always
 * listed); `moreFields` counts the ones left out. Whoever made the fields, the answer stays a
 * few KB.
 */
export function listedFields(fields: Record<string, string>): { fields: Record<string, string>; moreFields: number } {
  const keys = Object.keys(fields);
  const listed: Record<string, string> = {};
  let count = 0;
  let chars = 0;
  for (const key of keys) {
    if (count === MAX_LISTED_FIELDS) break;
    const shortKey = cut(key, KEY_MAX);
    const message = cut(fields[key]!, MESSAGE_MAX);
    chars += JSON.stringify(shortKey).length + JSON.stringify(message).length;
    if (count > 0 && chars > LISTED_CHARS_MAX) break;
    if (Object.hasOwn(listed, shortKey)) continue;
    listed[shortKey] = message;
    count++;
  }
  return { fields: listed, moreFields: keys.length - count };
}
