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
    const key = issue.path.map(String).join(".") || FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The most fields a 422 lists (decision 067): a body of thousands of invalid items is answered with
 * the first ones and how many more there were, never with a message per item.
 */
export const MAX_LISTED_FIELDS = 20;

/** `fields` cut to {@link MAX_LISTED_FIELDS}, in their order, and how many were left out. */
export function listedFields(fields: Record<string, string>): { fields: Record<string, string>; moreFields: number } {
  const keys = Object.keys(fields);
  if (keys.length <= MAX_LISTED_FIELDS) return { fields, moreFields: 0 };
  const listed: Record<string, string> = {};
  for (const key of keys.slice(0, MAX_LISTED_FIELDS)) listed[key] = fields[key]!;
  return { fields: listed, moreFields: keys.length - MAX_LISTED_FIELDS };
}
