import { formatMoney } from "#domain/budget";
import { budgetScenarios, cubCodeLabel } from "#domain/budget-defaults";
import type { BudgetContent } from "#domain/budget.schema";
import { CUB_TABLES, type CubTable } from "#domain/cub-table";
import { FormField } from "#web/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { Locked } from "./locked";

/** R-BUDGET-5: low, normal and high finish of the same design side by side. */
export function ScenariosCard({ content, onChange, locked, tables = CUB_TABLES }: { content: BudgetContent; onChange: (on: boolean) => void; locked: boolean; tables?: readonly CubTable[] }) {
  const scenarios = content.scenarios ? budgetScenarios(content, tables) : [];
  const current = scenarios.find((s) => s.code === content.cub.code);
  return (
    <Card aria-labelledby="cenarios-title">
      <CardHeader>
        <CardTitle id="cenarios-title">Cenários de acabamento</CardTitle>
        <CardDescription>O mesmo orçamento com o CUB de cada padrão do mesmo projeto-padrão, da mesma tabela ou dos valores informados pelo escritório.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {locked ? <Locked /> : null}
        <FormField label="Comparar padrões" beside>
          {(field) => <Checkbox {...field} disabled={locked} checked={content.scenarios} onCheckedChange={(on) => onChange(on === true)} />}
        </FormField>
        {content.scenarios ? (
          scenarios.length > 1 ? (
            <table className="w-full text-sm" aria-label="Cenários">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 font-medium">Padrão</th>
                  <th className="py-1 text-right font-medium">Total</th>
                  <th className="py-1 text-right font-medium">R$/m²</th>
                  <th className="py-1 text-right font-medium">Diferença</th>
                </tr>
              </thead>
              <tbody>
                {scenarios.map((s) => (
                  <tr key={s.code} className="border-t">
                    <td className="py-1">{cubCodeLabel(s.code)}</td>
                    <td className="py-1 text-right tabular-nums">{formatMoney(s.totals.total)}</td>
                    <td className="py-1 text-right tabular-nums">{s.totals.perM2 === null ? "—" : formatMoney(s.totals.perM2)}</td>
                    <td className="py-1 text-right tabular-nums">
                      {formatMoney(s.totals.total - (current?.totals.total ?? 0))}
                      {s.totals.perM2 !== null && current?.totals.perM2 != null ? ` (${formatMoney(s.totals.perM2 - current.totals.perM2)}/m²)` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-muted-foreground">
              {content.cub.origin === "proprio"
                ? "Informe os outros padrões deste projeto-padrão no cartão do CUB (por exemplo R1-B e R1-A ao lado de R1-N) para compará-los."
                : "A tabela deste mês não tem os outros padrões deste projeto-padrão."}
            </p>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}
