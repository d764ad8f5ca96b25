import { CYCLE_LABELS, BILLING_CYCLES, YEARLY_MONTHS_CHARGED, type BillingCycle } from "#domain/plan-prices";

/**
 * "Mensal / Anual" (R-PAY-13, decision 116): a group of two radios under the legend "Cobrança",
 * so a screen reader says the choice and which is on. `name` keeps two groups on one page apart.
 */
export function CycleChoice({ value, onChange, name = "ciclo-de-cobranca" }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void; name?: string }) {
  const free = 12 - YEARLY_MONTHS_CHARGED;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Cobrança</legend>
      <div className="inline-flex rounded-md border p-1">
        {BILLING_CYCLES.map((cycle) => (
          <label
            key={cycle}
            className="flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" name={name} value={cycle} checked={value === cycle} onChange={() => onChange(cycle)} className="sr-only" />
            {CYCLE_LABELS[cycle]}
            {cycle === "yearly" ? <span className="text-xs font-normal">({free} meses grátis)</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
