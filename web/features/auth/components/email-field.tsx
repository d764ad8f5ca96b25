import { FormField } from "#web/components/form-field";
import { Input } from "#web/components/ui/input";

/** The e-mail field of every account form (login, sign-up, recovery). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <FormField label="E-mail" error={error}>
      {(field) => (
        <Input
          {...field}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
