import { get, type FieldErrors, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { ApiError } from "#web/lib/api";

/**
 * Whether `name` is an input on screen now. A value alone is not enough: a form may hold values
 * it does not show (the project form keeps `status` while creating), and a message put there
 * would be seen by no one. react-hook-form marks each controller's field mounted while its
 * component is (`_f.mount`, set on mount and cleared on unmount); it has no public reader.
 */
function isMounted(control: UseFormReturn["control"], name: string): boolean {
  const field: unknown = get(control._fields, name);
  return typeof field === "object" && field !== null && "_f" in field && (field as { _f: { mount?: boolean } })._f.mount === true;
}

/**
 * Puts a failed request's 422 field messages under the inputs they name (keys are the same
 * dotted paths the form uses: domain/field-errors.ts) and focuses the first, unless the form was
 * made with `shouldFocusError: false`. Returns whether every message was placed: when not
 * (another error, or a message for a field that is not on screen: a rule on the whole value, a
 * value the form holds but does not show), the caller shows the error some other way, usually a
 * toast, so no message goes unseen.
 */
export function applyServerErrors<T extends FieldValues, Out>(
  form: Pick<UseFormReturn<T, unknown, Out>, "control" | "setError">,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const control = form.control as unknown as UseFormReturn["control"];
  let shouldFocus = control._options.shouldFocusError !== false;
  let unplaced = 0;
  for (const [path, message] of Object.entries(error.fields)) {
    if (!isMounted(control, path)) {
      unplaced += 1;
      continue;
    }
    form.setError(path as FieldPath<T>, { type: "server", message }, { shouldFocus });
    shouldFocus = false;
  }
  return unplaced === 0 && Object.keys(error.fields).length > 0;
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
