import type { ReactElement, ReactNode } from "react";
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import { FormField, type FieldControlProps } from "#web/components/form-field";
import { Checkbox } from "#web/components/ui/checkbox";

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
  return (
    <FormField label={label} hint={hint} error={fieldState.error?.message} className={className} beside>
      {(wiring) => (
        <Checkbox
          {...wiring}
          ref={ref}
          name={name}
          checked={value === true}
          onCheckedChange={(checked) => onChange(checked === true)}
          onBlur={onBlur}
          disabled={disabled}
          className="mt-0.5"
        />
      )}
    </FormField>
  );
}
