import { useState, type ComponentProps } from "react";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { cn } from "#web/lib/cn";
import type { Parsed } from "#web/features/needs-program/number-text";

type InputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "id">;

/**
 * An input that keeps the text as typed ("12," on the way to "12,5") and hands the content only
 * values that pass `parse`; anything else shows `parse`'s pt-BR message under it and leaves the
 * content (and so what is saved) as it was. A value changed from outside — a restored version, a
 * generation, another tab's save — replaces the text.
 */
export function CheckedInput<T>({
  id,
  value,
  format,
  parse,
  onValue,
  same = Object.is,
  describedBy,
  className,
  inputClassName,
  multiline = false,
  ...props
}: InputProps & {
  id: string;
  value: T;
  format: (value: T) => string;
  parse: (text: string) => Parsed<T>;
  onValue: (value: T) => void;
  same?: (a: T, b: T) => boolean;
  /** A hint's id, read with the field. */
  describedBy?: string;
  inputClassName?: string;
  /**
   * A text that may be long (a room's notes): a textarea that grows with it, so the whole text is
   * read on screen, not cut at the input's width.
   */
  multiline?: boolean;
}) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (!same(value, seen)) {
    // Adjusting state while rendering (React's "storing information from previous renders"):
    // an outside change wins over the text, unless the text already says the same.
    setSeen(value);
    const typed = parse(text);
    if (!typed.ok || !same(typed.value, value)) setText(format(value));
  }
  const parsed = parse(text);
  const error = parsed.ok ? null : parsed.error;
  const errorId = `${id}-erro`;
  const described = [describedBy, error ? errorId : null].filter(Boolean).join(" ");

  const onChange = (next: string) => {
    setText(next);
    const result = parse(next);
    if (result.ok && !same(result.value, value)) onValue(result.value);
  };
  const field = {
    id,
    value: text,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };

  return (
    <div className={cn("flex flex-col gap-1", className)}>
      {multiline ? (
        <Textarea
          {...field}
          aria-label={props["aria-label"]}
          disabled={props.disabled}
          // field-sizing grows it with the text where supported; `rows` is the floor elsewhere.
          rows={Math.min(12, Math.max(2, Math.ceil(text.length / 48)))}
          className={cn("min-h-9 resize-y text-sm [field-sizing:content]", inputClassName)}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...props} {...field} className={cn("h-9", inputClassName)} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
