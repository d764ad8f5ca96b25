import { bdiTermsFrom, computeBudget, defaultStageShares, EXTRA_KINDS, formatMoney, scenarioCodes, type BudgetInput, type BudgetTotals } from "./budget";
import type { BudgetContent } from "./budget.schema";
import { CUB_CODES, CUB_TABLES, type CubCode, type CubRegime, type CubTable } from "./cub-table";
import type { PlanId } from "./plans";
import type { ConstructionStandard, ProjectType, Uf } from "./projects";

/** A CUB older than this many months is said to be old ("há N meses", R-BUDGET-9): a newer table may exist. */
export const CUB_STALE_MONTHS = 2;

/**
 * The tables a budget picks from (R-BUDGET-9): the bundled ones (domain/cub-table.ts) and the ones
 * the Prancheta team published; a published table takes the place of a bundled one of the same
 * state, month and regime.
 */
export function cubTables(published: readonly CubTable[] = []): CubTable[] {
  const key = (t: CubTable) => `${t.uf}|${t.month}|${t.regime}`;
  const taken = new Set(published.map(key));
  return [...published, ...CUB_TABLES.filter((t) => !taken.has(key(t)))];
}

/** The newest value for a state, design and regime, with its table (month, Sinduscon, source). */
export function latestCub(uf: string, code: CubCode, regime: CubRegime, tables: readonly CubTable[] = CUB_TABLES): { table: CubTable; value: number } | null {
  const found = tables.filter((t) => t.uf === uf && t.regime === regime && t.values[code] !== undefined).sort((a, b) => b.month.localeCompare(a.month))[0];
  return found ? { table: found, value: found.values[code]! } : null;
}

/** The months the tables have for a state and regime, newest first. */
export function cubMonths(uf: string, regime: CubRegime, tables: readonly CubTable[] = CUB_TABLES): string[] {
  return [...new Set(tables.filter((t) => t.uf === uf && t.regime === regime).map((t) => t.month))].sort().reverse();
}

/** The table of a state, month and regime that has the design, if any. */
export function cubTableFor(tables: readonly CubTable[], uf: string, month: string, regime: CubRegime, code: CubCode): CubTable | null {
  return tables.find((t) => t.uf === uf && t.month === month && t.regime === regime && t.values[code] !== undefined) ?? null;
}

export const CUB_REGIME_LABELS: Record<CubRegime, string> = { onerado: "Não desonerado", desonerado: "Desonerado", "nao-informado": "Não informado na fonte" };

/**
 * When the chosen regime has no table for the state and design but another regime does
 * (RS and RO publish without saying the regime), the newest such table, to offer instead.
 */
export function otherRegimeCub(uf: string, code: CubCode, regime: CubRegime, tables: readonly CubTable[] = CUB_TABLES): { table: CubTable; value: number } | null {
  if (latestCub(uf, code, regime, tables)) return null;
  const others = (["onerado", "desonerado", "nao-informado"] as const).filter((r) => r !== regime).flatMap((r) => {
    const found = latestCub(uf, code, r, tables);
    return found ? [found] : [];
  });
  return others.sort((a, b) => b.table.month.localeCompare(a.table.month))[0] ?? null;
}

/** Months between "aaaa-mm" and a date (in São Paulo's calendar month). */
export function monthsOld(month: string, now: Date): number {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const local = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).format(now);
  const [ny, nm] = local.split("-").map(Number) as [number, number];
  return (ny - y) * 12 + (nm - m);
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** "2025-12" → "dez/2025". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m}/${y}`;
}

/** The standard design a project starts with: a house for residential work, a commercial room otherwise. */
export function defaultCubCode(type: ProjectType, standard: ConstructionStandard): CubCode {
  if (type === "comercial" || type === "institucional") return standard === "alto" ? "CSL8-A" : "CSL8-N";
  if (type === "industrial") return "GI";
  const level = standard === "baixo" ? "B" : standard === "alto" ? "A" : "N";
  return `R1-${level}` as CubCode;
}

export function cubCodeLabel(code: CubCode): string {
  const found = CUB_CODES.find((c) => c.code === code);
  return found ? `${code} — ${found.name}` : code;
}

/**
 * A new budget for a project: its state and standard pick the CUB from the bundled table (or
 * leave it to be typed, value 0, when the state has none), its built area is the covered area,
 * the stages start at the published midpoints, every extra off (foundations marked as an
 * estimate), the BDI off with the TCU's average terms ready.
 */
export function initialBudget(
  project: { type: ProjectType; standard: ConstructionStandard; state: Uf | null; builtArea: number | null },
  fallbackUf: Uf | null = null,
  { tables = CUB_TABLES, areas }: { tables?: readonly CubTable[]; areas?: BudgetContent["areas"] | null } = {},
): BudgetContent {
  const uf = project.state ?? fallbackUf ?? "SP";
  const code = defaultCubCode(project.type, project.standard);
  const found = latestCub(uf, code, "onerado", tables) ?? latestCub(uf, code, "nao-informado", tables) ?? latestCub(uf, code, "desonerado", tables);
  return {
    cub: found
      ? { uf, month: found.table.month, code, regime: found.table.regime, value: found.value, origin: "tabela", source: `${found.table.entity} — ${found.table.source}` }
      : { uf, month: new Date().toISOString().slice(0, 7), code, regime: "onerado", value: 0, origin: "proprio", source: "" },
    areas: areas && areas.length > 0 ? areas : [{ kind: "coberta", area: project.builtArea ?? 0, coefficient: 1 }],
    stages: defaultStageShares(),
    extras: EXTRA_KINDS.map((k) => ({ kind: k.id, label: k.label, enabled: false, mode: "percent" as const, percent: 0, value: 0, estimated: k.id === "fundacoes" })),
    bdi: { enabled: false, ...bdiTermsFrom("medio", 3, false) },
    scenarios: false,
  };
}

/**
 * Low, normal and high finish side by side (R-BUDGET-5): the same budget with each level's CUB
 * from the same table, or, for a CUB the architect typed, from the levels typed beside it
 * (R-BUDGET-9: a typed value may be a whole table).
 */
export function budgetScenarios(content: BudgetContent, tables: readonly CubTable[] = CUB_TABLES): { code: CubCode; cubPerM2: number; totals: BudgetTotals }[] {
  return scenarioCodes(content.cub.code).flatMap((code) => {
    const value =
      code === content.cub.code
        ? content.cub.value
        : content.cub.origin === "proprio"
          ? content.cub.levels?.[code]
          : tables.find((t) => t.uf === content.cub.uf && t.month === content.cub.month && t.regime === content.cub.regime)?.values[code];
    if (value === undefined || value <= 0) return [];
    return [{ code, cubPerM2: value, totals: computeBudget(budgetInput({ ...content, cub: { ...content.cub, value } })) }];
  });
}

/** The content as the arithmetic takes it. */
export function budgetInput(content: BudgetContent): BudgetInput {
  const { enabled, ...terms } = content.bdi;
  return { cubPerM2: content.cub.value, areas: content.areas, stages: content.stages, extras: content.extras, bdi: enabled ? terms : null };
}

/** The plans whose budgets may be detailed (R-BUDGET-7); Esboço has the simple one (base and total). */
export const DETAILED_BUDGET_PLANS: readonly PlanId[] = ["avancado", "premium", "obra-prima", "legado"];
export const DETAILED_BUDGET_MESSAGE =
  "Etapas ajustadas, itens fora do CUB, BDI e cenários fazem parte do orçamento detalhado, disponível a partir do plano Projeto Avançado.";

/**
 * A budget with nothing outside the CUB (every Esboço budget) is the CUB's basic cost, not the
 * work's total (R-BUDGET-7, decision 068): it is headed so, and says what it leaves out in the
 * same line, on the screen and in the PDF.
 */
export const BASIC_COST_LABEL = "Custo básico (CUB × área equivalente)";
export const BASIC_COST_EXCLUDES = "não inclui fundações, projetos, taxas, equipamentos, elevador, BDI da construtora nem os demais itens fora do CUB";

/** Which detailed parts a budget uses (empty: a simple budget). */
export function detailedParts(content: BudgetContent): string[] {
  const defaults = defaultStageShares();
  const stagesEdited = content.stages.length !== defaults.length || content.stages.some((s, i) => s.id !== defaults[i]!.id || s.bps !== defaults[i]!.bps);
  return [
    stagesEdited ? "etapas" : null,
    content.extras.some((e) => e.enabled) ? "itens fora do CUB" : null,
    content.bdi.enabled ? "BDI" : null,
    content.scenarios ? "cenários" : null,
  ].filter((x): x is string => x !== null);
}

/**
 * Whether a budget's figure is the CUB's basic cost rather than a total (R-BUDGET-7, decision 068):
 * nothing outside the CUB and no BDI, as every Esboço budget.
 */
export function isBasicCost(t: BudgetTotals): boolean {
  return t.extras.length === 0 && t.bdiPercent === null;
}

/**
 * A budget's line in the list (R-BUDGET-6): its design and finish, total and price per m², and
 * whether that figure is the basic cost (the list says so on its row, decision 068).
 */
export function budgetSummary(content: BudgetContent): { code: string; finish: string | null; total: number; perM2: number | null; basic: boolean } {
  const totals = computeBudget(budgetInput(content));
  const finish = CUB_CODES.find((c) => c.code === content.cub.code)?.finish ?? null;
  return { code: content.cub.code, finish: finish && finish !== "-" ? finish : null, total: totals.total, perM2: totals.perM2, basic: isBasicCost(totals) };
}

/** What the basic cost leaves out, as a sentence under its figure. */
export const BASIC_COST_NOTE = `O custo básico ${BASIC_COST_EXCLUDES}.`;
const ESTIMATE_NOTE = "Estimativa de custo (NBR 12721); não substitui o orçamento da construtora.";

/**
 * The presentation's budget slide (R-PRES-1): the CUB used, the areas and the figure, named for
 * what it is. A simple budget's figure is "Custo básico (CUB × área equivalente)" and the note says
 * what it leaves out; "Total estimado" only when extras or BDI made it one (decision 068).
 */
export function budgetSlide(content: BudgetContent): { items: { label: string; value: string }[]; note: string } {
  const t = computeBudget(budgetInput(content));
  const m2 = (n: number) => `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} m²`;
  const head = [
    { label: "CUB/m² de referência", value: `${cubCodeLabel(content.cub.code)} — ${content.cub.uf}, ${monthLabel(content.cub.month)}` },
    { label: "Área real / equivalente", value: `${m2(t.realArea)} / ${m2(t.equivalentArea)}` },
  ];
  const perM2 = t.perM2 !== null ? [{ label: "Por m² de área real", value: formatMoney(t.perM2) }] : [];
  if (isBasicCost(t)) {
    // The slide's last line is the highlighted figure: the basic cost, named so.
    return { items: [...head, ...perM2, { label: BASIC_COST_LABEL, value: formatMoney(t.base) }], note: `${BASIC_COST_NOTE} ${ESTIMATE_NOTE}` };
  }
  return {
    items: [...head, { label: "Custo pelo CUB (base)", value: formatMoney(t.base) }, ...perM2, { label: "Total estimado", value: formatMoney(t.total) }],
    note: ESTIMATE_NOTE,
  };
}
