import { plural } from "#domain/addressing";
import { scenarioCodes } from "#domain/budget";
import { CUB_REGIME_LABELS, cubCodeLabel, cubMonths, CUB_STALE_MONTHS, cubTableFor, monthLabel, monthsOld, otherRegimeCub } from "#domain/budget-defaults";
import type { BudgetContent, StudioCub } from "#domain/budget.schema";
import { CUB_CODES, CUB_TABLES, type CubCode, type CubRegime, type CubTable } from "#domain/cub-table";
import { UFS } from "#domain/projects";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { DecimalInput } from "./decimal-input";

type Cub = BudgetContent["cub"];
const REGIMES = (Object.keys(CUB_REGIME_LABELS) as CubRegime[]).map((id) => ({ id, label: CUB_REGIME_LABELS[id] }));
const OWN = "proprio";
const MINE = "escritorio:";

/** The table's value for the choice, or null when no table has it (the architect types it). */
function fromTable(tables: readonly CubTable[], uf: Cub["uf"], month: string, code: CubCode, regime: CubRegime): Cub | null {
  const table = cubTableFor(tables, uf, month, regime, code);
  return table ? { uf, month, code, regime, value: table.values[code]!, origin: "tabela", source: `${table.entity} — ${table.source}` } : null;
}

/**
 * R-BUDGET-1, R-BUDGET-9: state, month, standard design and regime from the tables (bundled and
 * published by the Prancheta team), or a value of the architect's — with the design's other
 * finish levels beside it, so scenarios work without a table. A table older than two months
 * says "há N meses"; a regime with no table for the state offers the regime that has one.
 */
export function CubCard({ cub, onChange, now, own = [], tables = CUB_TABLES }: { cub: Cub; onChange: (cub: Cub) => void; now: Date; own?: StudioCub[]; tables?: readonly CubTable[] }) {
  const months = cubMonths(cub.uf, cub.regime, tables);
  // The studio's own values for this state, regime and design (typed in earlier budgets).
  const mine = own.filter((c) => c.uf === cub.uf && c.regime === cub.regime && c.code === cub.code);
  const levels = scenarioCodes(cub.code).filter((c) => c !== cub.code);
  // The other levels the studio typed for the same state, month and regime.
  const ownLevels = (month: string) =>
    Object.fromEntries(levels.flatMap((code) => own.filter((c) => c.uf === cub.uf && c.regime === cub.regime && c.month === month && c.code === code).map((c) => [code, c.value]))) as Cub["levels"];
  // A choice picks the table's value when there is one (the given month, or the newest); otherwise
  // the architect types it, keeping what they typed before.
  const pick = (next: Partial<Cub>) => {
    const m = { ...cub, ...next };
    const reused = next.month?.startsWith(MINE) ? mine.find((c) => c.month === next.month!.slice(MINE.length)) : undefined;
    if (reused) return onChange({ ...m, month: reused.month, value: reused.value, source: reused.source, origin: "proprio", levels: { ...cub.levels, ...ownLevels(reused.month) } });
    const typed = next.month === OWN;
    if (!typed) {
      const available = cubMonths(m.uf, m.regime, tables);
      const month = next.month ?? (available.includes(m.month) ? m.month : available[0]);
      const table = month ? fromTable(tables, m.uf, month, m.code, m.regime) : null;
      if (table) return onChange(table);
    }
    onChange({
      ...m,
      month: typed ? now.toISOString().slice(0, 7) : m.month,
      origin: "proprio",
      value: cub.origin === "proprio" ? cub.value : 0,
      source: cub.origin === "proprio" ? cub.source : "",
      levels: cub.origin === "proprio" ? cub.levels : {},
    });
  };
  const age = monthsOld(cub.month, now);
  const other = months.length === 0 ? otherRegimeCub(cub.uf, cub.code, cub.regime, tables) : null;
  return (
    <Card aria-labelledby="cub-title">
      <CardHeader>
        <CardTitle id="cub-title">CUB/m²</CardTitle>
        <CardDescription>Custo unitário básico do projeto-padrão (NBR 12721), publicado por mês pelo Sinduscon de cada estado.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="UF">
          {(field) => (
            <NativeSelect {...field} value={cub.uf} onChange={(e) => pick({ uf: e.target.value as Cub["uf"] })}>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Regime">
          {(field) => (
            <NativeSelect {...field} value={cub.regime} onChange={(e) => pick({ regime: e.target.value as CubRegime })}>
              {REGIMES.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Projeto-padrão">
          {(field) => (
            <NativeSelect {...field} value={cub.code} onChange={(e) => pick({ code: e.target.value as CubCode, month: cub.origin === "tabela" ? cub.month : OWN })}>
              {CUB_CODES.map((c) => (
                <option key={c.code} value={c.code}>
                  {cubCodeLabel(c.code)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Mês do CUB">
          {(field) => (
            <NativeSelect {...field} value={cub.origin === "tabela" ? cub.month : mine.some((c) => c.month === cub.month && c.value === cub.value) ? `${MINE}${cub.month}` : OWN} onChange={(e) => pick({ month: e.target.value })}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)} (tabela {CUB_TABLES.some((t) => t.uf === cub.uf && t.regime === cub.regime && t.month === m && tables.includes(t)) ? "incluída" : "publicada pela equipe Prancheta"})
                </option>
              ))}
              {mine.map((c) => (
                <option key={c.month} value={`${MINE}${c.month}`}>
                  {monthLabel(c.month)} (valor do escritório)
                </option>
              ))}
              <option value={OWN}>Outro mês: informar o valor</option>
            </NativeSelect>
          )}
        </FormField>
        {cub.origin === "tabela" ? (
          <div className="space-y-1 text-sm sm:col-span-2">
            <p>
              <strong>CUB usado:</strong> {new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cub.value)}/m² — {monthLabel(cub.month)}
              {age > CUB_STALE_MONTHS ? ` (há ${plural(age, "mês", "meses")})` : ""}
            </p>
            <p className="text-muted-foreground">Fonte: {cub.source}</p>
            {age > CUB_STALE_MONTHS ? (
              <p role="status" className="text-amber-700">
                Esta é a tabela mais recente que temos de {cub.uf} neste regime, de {monthLabel(cub.month)} (há {plural(age, "mês", "meses")}). Se o Sinduscon já publicou um mês mais recente, escolha “Outro mês” e informe o valor atual.
              </p>
            ) : null}
          </div>
        ) : (
          <>
            {other ? (
              <div role="status" className="space-y-2 text-sm text-amber-700 sm:col-span-2">
                <p>
                  Não temos tabela do CUB de {cub.uf} no regime “{CUB_REGIME_LABELS[cub.regime]}”, mas temos a de {monthLabel(other.table.month)} no regime “{CUB_REGIME_LABELS[other.table.regime]}” ({other.table.entity}).
                </p>
                <Button type="button" variant="outline" size="sm" onClick={() => onChange(fromTable(tables, cub.uf, other.table.month, cub.code, other.table.regime)!)}>
                  Usar a tabela “{CUB_REGIME_LABELS[other.table.regime]}” de {monthLabel(other.table.month)}
                </Button>
              </div>
            ) : (
              <p role="status" className="text-sm text-amber-700 sm:col-span-2">
                {months.length === 0 ? `Não temos tabela do CUB para ${cub.uf}: informe o valor publicado pelo Sinduscon do estado.` : "Informe o CUB do mês que você quer usar."}
              </p>
            )}
            <FormField label="Mês (aaaa-mm)">
              {(field) => <Input {...field} value={cub.month} maxLength={7} onChange={(e) => onChange({ ...cub, month: e.target.value })} />}
            </FormField>
            <DecimalInput label="Valor do CUB (R$/m²)" value={cub.value} onValue={(value) => onChange({ ...cub, value })} />
            {levels.map((code) => (
              <DecimalInput
                key={code}
                label={`CUB ${code} (R$/m²)`}
                hint="Opcional: para comparar os cenários de acabamento."
                value={cub.levels?.[code] ?? 0}
                onValue={(value) => onChange({ ...cub, levels: { ...cub.levels, [code]: value } })}
              />
            ))}
            <FormField label="Fonte do valor" className="sm:col-span-2">
              {(field) => <Input {...field} value={cub.source} maxLength={300} placeholder="Ex.: Sinduscon-BA, tabela de nov/2026" onChange={(e) => onChange({ ...cub, source: e.target.value })} />}
            </FormField>
          </>
        )}
      </CardContent>
    </Card>
  );
}
