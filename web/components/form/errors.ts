import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiError } from "#web/lib/api";

/**
 * Puts a failed request's 422 field messages under the inputs they name (keys are the same
 * dotted paths the form uses: domain/field-errors.ts) and focuses the first. Returns whether any
 * message was placed: when none was (another error, or only fields this form does not have),
 * the caller shows the error some other way, usually a toast.
 */
export function applyServerErrors<T extends FieldValues, Out>(
  form: Pick<UseFormReturn<T, unknown, Out>, "getValues" | "setError">,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const name = path as FieldPath<T>;
    // Every field has a default value (useZodForm asks for them), so undefined = not a field here.
    if (form.getValues(name) === undefined) continue;
    form.setError(name, { type: "server", message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The first message of a failed validation, in the schema's order (for a toast's description). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== "object") continue;
    // A field's error has a type (and a message); anything else groups nested fields' errors.
    if ("type" in value && typeof value.type === "string") {
      if (typeof value.message === "string" && value.message) return value.message;
      continue;
    }
    const nested = firstErrorMessage(value as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}
