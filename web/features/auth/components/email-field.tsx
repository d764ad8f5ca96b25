import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Field } from "#web/components/form/field";
import { Input } from "#web/components/ui/input";

/** The e-mail field of every account form (login, sign-up, recovery): a form with an `email` field. */
export function EmailField<T extends FieldValues & { email: string }, Out>({ control }: { control: Control<T, unknown, Out> }) {
  // TypeScript cannot see that "email" is a path of every such T.
  const name = "email" as FieldPath<T>;
  return (
    <Field control={control} name={name} label="E-mail">
      {(field) => <Input {...field} type="email" autoComplete="email" placeholder="seu@email.com" />}
    </Field>
  );
}
