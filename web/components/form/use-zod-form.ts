/**
 * The one way to build a form (docs/decisions/041-one-form-pattern.md):
 *
 *   const form = useZodForm(signInSchema, { defaultValues: { email: "", password: "" } });
 *   const onSubmit = form.handleSubmit(save, (errors) => toast.error("Verifique os dados", {
 *     description: firstErrorMessage(errors) }));
 *   <form noValidate onSubmit={(e) => void onSubmit(e)}>
 *     <Field control={form.control} name="email" label="E-mail">{(p) => <Input {...p} />}</Field>
 *
 * - The domain schema is the form's only validator (react-hook-form + zodResolver): its pt-BR
 *   messages appear under the fields, and `save` receives the schema's output (trimmed,
 *   normalised). Rules between fields (a password and its confirmation) are refinements in the
 *   schema with a `path`, so the message lands on the field it is about.
 * - `defaultValues` names every field (a blank string for a blank input), so every input stays
 *   controlled. `applyServerErrors` places the server's 422 `fields` only on inputs on screen.
 * - What a page adds on top (a toast, the order of messages of R-AUTH-7) goes in the second
 *   argument of `handleSubmit`, which receives the schema's errors.
 * - `save` throws or shows the server's error: `applyServerErrors(form, error)` puts the 422's
 *   field messages under their inputs and says whether it placed them all (if not, show a toast).
 * - By default (react-hook-form's) a failed submit focuses the first invalid field and, from then
 *   on, each field's message follows the typing. A form whose messages change only when it is sent
 *   spreads {@link VALIDATE_ON_SUBMIT_ONLY} into the options (the account pages).
 */
import { useForm, type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/** A zod schema whose input is a form's values (an object). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * Field messages change only when the form is sent, and nothing moves the focus (neither the
 * schema's errors nor the server's: `applyServerErrors` follows `shouldFocusError`). The account
 * pages' behaviour since record 007, whose toasts already say what is wrong.
 */
export const VALIDATE_ON_SUBMIT_ONLY = { reValidateMode: "onSubmit", shouldFocusError: false } as const;

export function useZodForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver" | "defaultValues"> & {
    defaultValues: DefaultValues<z.input<S>>;
  },
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}
