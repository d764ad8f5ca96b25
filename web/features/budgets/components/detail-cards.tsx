import { BDI_PRESETS, BDI_SOURCE, bdiPercent, CPRB, EXTRA_KINDS, formatMoney, STAGE_RANGES, STAGES_SOURCE, type BdiPreset, type BudgetTotals } from "#domain/budget";
import type { BudgetContent } from "#domain/budget.schema";
import { FormField } from "#web/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { NativeSelect } from "#web/components/ui/native-select";
import { DecimalInput } from "./decimal-input";
import { Locked } from "./locked";

const pct = (n: number) => `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}%`;

/** R-BUDGET-2: the base by stage, shares editable (they must add up to 100%). */
export function StagesCard({ content, totals, onChange, locked }: { content: BudgetContent; totals: BudgetTotals; onChange: (stages: BudgetContent["stages"]) => void; locked: boolean }) {
  const sum = content.stages.reduce((s, x) => s + x.bps, 0);
  return (
    <Card aria-labelledby="etapas-title">
      <CardHeader>
        <CardTitle id="etapas-title">Etapas</CardTitle>
        <CardDescription>{STAGES_SOURCE}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {locked ? <Locked /> : null}
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 font-medium">Etapa</th>
              <th className="py-1 font-medium">%</th>
              <th className="py-1 text-right font-medium">Valor</th>
            </tr>
          </thead>
          <tbody>
            {content.stages.map((s, i) => {
              const label = STAGE_RANGES.find((r) => r.id === s.id)?.label ?? s.id;
              return (
                <tr key={s.id} className="border-t">
                  <td className="py-1 pr-2">{label}</td>
                  <td className="w-36 py-1">
                    {locked ? (
                      pct(s.bps / 100)
                    ) : (
                      <DecimalInput label={`% de ${label}`} value={s.bps / 100} onValue={(n) => onChange(content.stages.map((x, j) => (j === i ? { ...x, bps: Math.round(n * 100) } : x)))} />
                    )}
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatMoney(totals.stages[i]?.amount ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p role={sum === 10_000 ? undefined : "alert"} className={sum === 10_000 ? "text-sm text-muted-foreground" : "text-sm text-destructive"}>
          Soma: {pct(sum / 100)}
          {sum === 10_000 ? "" : " — as etapas precisam somar 100%."}
        </p>
      </CardContent>
    </Card>
  );
}

/** R-BUDGET-3: what the CUB leaves out, each line on or off. */
export function ExtrasCard({ content, totals, onChange, locked }: { content: BudgetContent; totals: BudgetTotals; onChange: (extras: BudgetContent["extras"]) => void; locked: boolean }) {
  const set = (i: number, patch: Partial<BudgetContent["extras"][number]>) => onChange(content.extras.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <Card aria-labelledby="fora-title">
      <CardHeader>
        <CardTitle id="fora-title">Fora do CUB</CardTitle>
        <CardDescription>Itens que o CUB não inclui (NBR 12721): ligue os que a obra terá.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {locked ? <Locked /> : null}
        {content.extras.map((e, i) => {
          const amount = totals.extras.find((x) => x.kind === e.kind && x.label === e.label)?.amount ?? 0;
          const pending = EXTRA_KINDS.find((k) => k.id === e.kind)?.pendingNote;
          return (
            <fieldset key={`${e.kind}-${i}`} className="grid items-end gap-3 border-t pt-3 sm:grid-cols-[2fr_1fr_1fr_1fr]" disabled={locked}>
              <legend className="sr-only">{e.label}</legend>
              <FormField label={e.label} beside>
                {(field) => <Checkbox {...field} checked={e.enabled} onCheckedChange={(on) => set(i, { enabled: on === true })} />}
              </FormField>
              <FormField label={`Critério de ${e.label}`}>
                {(field) => (
                  <NativeSelect {...field} value={e.mode} onChange={(ev) => set(i, { mode: ev.target.value as "percent" | "value" })}>
                    <option value="percent">% da base</option>
                    <option value="value">Valor (R$)</option>
                  </NativeSelect>
                )}
              </FormField>
              {e.mode === "percent" ? (
                <DecimalInput label={`% de ${e.label}`} value={e.percent} onValue={(percent) => set(i, { percent })} disabled={locked} />
              ) : (
                <DecimalInput label={`Valor de ${e.label} (R$)`} value={e.value / 100} onValue={(n) => set(i, { value: Math.round(n * 100), estimated: pending ? false : e.estimated })} disabled={locked} />
              )}
              <p className="text-sm tabular-nums">
                {e.enabled ? formatMoney(amount) : "—"}
                {e.enabled && e.estimated && pending ? <span className="block text-xs text-amber-700">{pending}</span> : null}
              </p>
            </fieldset>
          );
        })}
      </CardContent>
    </Card>
  );
}

/** R-BUDGET-4: the TCU formula, presets from its quartiles, applied to the construction lines. */
export function BdiCard({ content, totals, onChange, locked }: { content: BudgetContent; totals: BudgetTotals; onChange: (bdi: BudgetContent["bdi"]) => void; locked: boolean }) {
  const b = content.bdi;
  const set = (patch: Partial<BudgetContent["bdi"]>) => onChange({ ...b, ...patch });
  return (
    <Card aria-labelledby="bdi-title">
      <CardHeader>
        <CardTitle id="bdi-title">BDI (preço de construtora)</CardTitle>
        <CardDescription>BDI = [(1 + AC + S + R + G) × (1 + DF) × (1 + L)] ÷ (1 − I) − 1, sobre a base e os itens de construção.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {locked ? <Locked /> : null}
        <fieldset disabled={locked} className="space-y-4">
          <legend className="sr-only">BDI</legend>
          <FormField label="Aplicar BDI" beside>
            {(field) => <Checkbox {...field} checked={b.enabled} onCheckedChange={(on) => set({ enabled: on === true })} />}
          </FormField>
          {b.enabled ? (
            <>
              <FormField label="Referência do TCU">
                {(field) => (
                  <NativeSelect
                    {...field}
                    defaultValue=""
                    onChange={(e) => {
                      const preset = BDI_PRESETS[e.target.value as BdiPreset];
                      if (preset) set({ ac: preset.ac, sg: preset.sg, r: preset.r, df: preset.df, l: preset.l });
                    }}
                  >
                    <option value="" disabled>
                      Selecione uma opção
                    </option>
                    {Object.entries(BDI_PRESETS).map(([id, p]) => (
                      <option key={id} value={id}>
                        {p.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <div className="grid gap-3 sm:grid-cols-3">
                <DecimalInput label="AC (%)" value={b.ac} onValue={(ac) => set({ ac })} />
                <DecimalInput label="S+G (%)" value={b.sg} onValue={(sg) => set({ sg })} />
                <DecimalInput label="R (%)" value={b.r} onValue={(r) => set({ r })} />
                <DecimalInput label="DF (%)" value={b.df} onValue={(df) => set({ df })} />
                <DecimalInput label="L (%)" value={b.l} onValue={(l) => set({ l })} />
                <DecimalInput label="ISS (%)" value={b.iss} onValue={(iss) => set({ iss })} />
                <DecimalInput label="PIS (%)" value={b.pis} onValue={(pis) => set({ pis })} />
                <DecimalInput label="COFINS (%)" value={b.cofins} onValue={(cofins) => set({ cofins })} />
              </div>
              <FormField label={`Com CPRB (${pct(CPRB)}, folha desonerada)`} beside>
                {(field) => <Checkbox {...field} checked={b.cprb > 0} onCheckedChange={(on) => set({ cprb: on === true ? CPRB : 0 })} />}
              </FormField>
              <p className="text-sm">
                <strong>BDI: {pct(bdiPercent(b))}</strong> sobre {formatMoney(totals.construction)} = {formatMoney(totals.bdi)}
              </p>
              <p className="text-xs text-muted-foreground">{BDI_SOURCE}</p>
            </>
          ) : null}
        </fieldset>
      </CardContent>
    </Card>
  );
}
