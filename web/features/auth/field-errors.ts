import type { ZodError } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed zod parse. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
