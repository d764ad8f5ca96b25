import { useState } from "react";
import { FormField } from "#web/components/form-field";
import { Input } from "#web/components/ui/input";

const format = (n: number, digits: number) => new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(n);

/** "1.234,56", "1234,56" or "1234.56" → 1234.56; null when it is not a number. */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (!t) return null;
  const normal = t.includes(",") ? t.replace(/\./g, "").replace(",", ".") : t;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return null;
  return Number(normal);
}

/**
 * A number typed the Brazilian way (comma for decimals). Shows the value formatted while not
 * being edited; while typing, each text that reads as a number is passed on at once.
 */
export function DecimalInput({ label, value, onValue, digits = 2, suffix, disabled, hint }: { label: string; value: number; onValue: (n: number) => void; digits?: number; suffix?: string; disabled?: boolean; hint?: string }) {
  const [text, setText] = useState<string | null>(null);
  const invalid = text !== null && parseDecimal(text) === null;
  return (
    <FormField label={label} hint={hint} error={invalid ? "Informe um número, ex.: 1234,56" : undefined}>
      {(field) => (
        <div className="flex items-center gap-1">
          <Input
            {...field}
            inputMode="decimal"
            disabled={disabled}
            value={text ?? format(value, digits)}
            onFocus={() => setText(format(value, digits))}
            onBlur={() => setText(null)}
            onChange={(e) => {
              setText(e.target.value);
              const n = parseDecimal(e.target.value);
              if (n !== null) onValue(n);
            }}
            className="tabular-nums"
          />
          {suffix ? <span className="text-sm text-muted-foreground">{suffix}</span> : null}
        </div>
      )}
    </FormField>
  );
}
