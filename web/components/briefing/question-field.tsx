import { useId } from "react";
import { NO, YES, type QuestionInput } from "#domain/briefing";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { cn } from "#web/lib/cn";

/** What a field needs of a question: a questionnaire's question, or an accepted follow-up. */
export interface FieldQuestion {
  id: string;
  label: string;
  help?: string | null | undefined;
  input: QuestionInput;
  options?: readonly string[] | undefined;
  placeholder?: string | undefined;
}

/**
 * One briefing question, labelled by its text, with the control its kind asks for (text, long
 * text, a count, Sim/Não, a choice). Answers are plain text whatever the control (R-DOC-2), and
 * are drawn as values only: what the client typed is never read as HTML.
 */
export function QuestionField({
  question,
  value,
  onChange,
  disabled,
}: {
  question: FieldQuestion;
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
}) {
  const id = `${useId()}-${question.id}`;
  const helpId = question.help ? `${id}-ajuda` : undefined;
  const help = question.help ? (
    <p id={helpId} className="text-sm text-muted-foreground">
      {question.help}
    </p>
  ) : null;

  if (question.input === "yesno") {
    return (
      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={helpId} disabled={disabled}>
        <legend className="mb-2 text-sm font-medium">{question.label}</legend>
        {help}
        <div className="flex flex-wrap gap-2">
          {[
            { value: YES, label: "Sim" },
            { value: NO, label: "Não" },
          ].map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex min-h-10 min-w-20 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              )}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={normalizeYesNo(value) === option.value}
                onChange={() => onChange(option.value)}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const common = {
    id,
    value,
    disabled,
    placeholder: question.placeholder,
    // The server keeps at most 4.000 characters per answer (domain/briefing.schema.ts).
    maxLength: 4_000,
    "aria-describedby": helpId,
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-snug">
        {question.label}
      </label>
      {help}
      {question.input === "long" ? (
        <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : question.input === "choice" ? (
        <NativeSelect {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">Selecione uma opção</option>
          {/* An answer typed elsewhere that is not one of the options stays visible and selected. */}
          {value && !question.options?.includes(value) ? <option value={value}>{value}</option> : null}
          {question.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          {...common}
          inputMode={question.input === "number" ? "numeric" : undefined}
          className={question.input === "number" ? "max-w-40" : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/** "Sim", "SIM", "nao": a yes/no answer typed by hand still checks its radio. */
function normalizeYesNo(value: string): string {
  const v = value.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  if (v === "sim") return YES;
  if (v === "nao") return NO;
  return value;
}
