import { useId, type ReactElement, type ReactNode } from "react";
import { Label } from "./ui/label";
import { cn } from "#web/lib/cn";

export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/**
 * Label + control + hint + error, wired with ids so screen readers announce the hint and the
 * error with the control. `children` receives the props to spread on the control. The label
 * sits above the control, or after it on the same line with `beside` (a checkbox).
 */
export function FormField({
  label,
  hint,
  error,
  className,
  id: givenId,
  beside = false,
  children,
}: {
  /** The control's id, when the caller needs it (e.g. to focus it); generated otherwise. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** The control first, its label beside it (a checkbox and its sentence). */
  beside?: boolean;
  children: (control: FieldControlProps) => ReactElement;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  const control = children({
    id,
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(error ? { "aria-invalid": true } : {}),
  });

  return (
    <div className={beside ? className : cn("flex flex-col gap-2", className)}>
      {beside ? (
        <div className="flex items-start gap-3">
          {control}
          <Label htmlFor={id} className="leading-snug font-normal">
            {label}
          </Label>
        </div>
      ) : (
        <>
          <Label htmlFor={id}>{label}</Label>
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className={cn(beside && "mt-2", "text-xs text-muted-foreground")}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={cn(beside && "mt-2", "text-sm font-medium text-destructive")}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
