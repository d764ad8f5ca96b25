import { useId, type ReactElement, type ReactNode } from "react";
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { FormField, type FieldControlProps } from "#web/components/form-field";
import { Checkbox } from "#web/components/ui/checkbox";
import { Label } from "#web/components/ui/label";

/** What a field hands its control: the ids and ARIA wiring plus react-hook-form's value and handlers. */
export type FieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldControlProps & ControllerRenderProps<T, N>;

interface FieldBase<T extends FieldValues, N extends FieldPath<T>, Out> {
  control: Control<T, unknown, Out>;
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

/**
 * One field of a {@link useZodForm} form: label, control, hint and the field's error (the
 * schema's, or the server's placed by `applyServerErrors`), the control announced as invalid and
 * described by the hint and the error. `children` spreads the props on its control:
 * `{(p) => <Input {...p} type="email" />}`.
 */
export function Field<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  className,
  id,
  children,
}: FieldBase<T, N, Out> & {
  /** The control's id, when the caller needs it (e.g. to focus it); generated otherwise. */
  id?: string;
  children: (props: FieldProps<T, N>) => ReactElement;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} error={fieldState.error?.message} className={className} id={id}>
      {(wiring) => children({ ...wiring, ...field })}
    </FormField>
  );
}

/** A yes/no field: the checkbox beside its label (e.g. accepting the terms), with its error below. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  className,
}: FieldBase<T, N, Out>) {
  const {
    field: { ref, value, onChange, onBlur, disabled },
    fieldState,
  } = useController({ control, name });
  const id = useId();
  const error = fieldState.error?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          ref={ref}
          name={name}
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked === true)}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="leading-snug font-normal">
          {label}
        </Label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
