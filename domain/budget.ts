import { CUB_CODES, type CubCode } from "./cub-table";

/**
 * The budget's arithmetic (R-BUDGET-*), pure and in integer cents, so a PDF, a screen and a test
 * of the same budget agree to the cent. Sources: NBR 12721:2006 (CUB × área equivalente; what
 * the CUB excludes), shared/domain-facts/cost_distribution.json (stage shares, normalised
 * midpoints) and budget-and-documents.md (the TCU BDI formula and its reference quartiles).
 */

/** R$ as integer cents. */
export type Cents = number;

const round = Math.round;

/** A value in reais (2 decimals at most) as cents. */
export function toCents(reais: number): Cents {
  return round(reais * 100);
}

/** "R$ 1.234,56" (Intl pt-BR; the no-break space Intl writes is a plain space here). */
export function formatMoney(cents: Cents): string {
  return new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents / 100).replace(/\u00a0/g, " ");
}

// ---------------------------------------------------------------------------------------------
// Areas

/**
 * The kinds of real area and the equivalence coefficient each starts with. NBR 12721 (5.7.3)
 * gives ranges for them; these defaults were NOT checked against the norm's text (see
 * budget-and-documents.md): the screen says so and every coefficient is editable.
 */
export const AREA_KINDS = [
  { id: "coberta", label: "Área coberta de padrão (ambientes internos)", coefficient: 1, range: "1,00" },
  { id: "garagem", label: "Garagem coberta", coefficient: 0.5, range: "0,50 a 0,75" },
  { id: "varanda", label: "Varandas e terraços cobertos", coefficient: 0.75, range: "0,75 a 1,00" },
  { id: "descoberta", label: "Terraços e áreas descobertas sobre laje", coefficient: 0.5, range: "0,30 a 0,60" },
  { id: "piscina", label: "Piscina", coefficient: 0.5, range: "0,50 a 0,75" },
  { id: "externa", label: "Quintais, calçadas e jardins", coefficient: 0.2, range: "0,10 a 0,30" },
] as const;
export type AreaKind = (typeof AREA_KINDS)[number]["id"];
export const COEFFICIENTS_NOTE =
  "Coeficientes de equivalência sugeridos a partir das faixas citadas para a NBR 12721 (item 5.7.3), não conferidos no texto da norma: ajuste-os ao seu projeto.";

export interface AreaLine {
  kind: AreaKind;
  /** m² of real area. */
  area: number;
  coefficient: number;
}

/** m² × 100, rounded: areas and coefficients are typed with 2 decimals. */
const hundredths = (n: number) => round(n * 100);

/** Σ área real × coeficiente, in m² rounded to 2 decimals (NBR 12721: "área equivalente"). */
export function equivalentArea(lines: readonly AreaLine[]): number {
  // In 1/10 000 m² so nothing is lost before the one rounding.
  const total = lines.reduce((sum, l) => sum + hundredths(l.area) * hundredths(l.coefficient), 0);
  return round(total / 100) / 100;
}

export function realArea(lines: readonly AreaLine[]): number {
  return lines.reduce((sum, l) => sum + hundredths(l.area), 0) / 100;
}

/** CUB (R$/m²) × área equivalente (m²), in cents, rounded once. */
export function baseCost(cubPerM2: number, eqArea: number): Cents {
  return round((toCents(cubPerM2) * hundredths(eqArea)) / 100);
}

// ---------------------------------------------------------------------------------------------
// Stages

/**
 * The stages the CUB covers, with the published share ranges (% of a house's total cost,
 * cost_distribution.json, first table). "Projetos e aprovações" and "Fundações" are outside the
 * CUB and become extras; the default share of each stage is its range's midpoint, normalised so
 * the stages add up to 100% of the base.
 */
export const STAGE_RANGES = [
  { id: "preliminares", label: "Serviços preliminares e canteiro", min: 2, max: 4 },
  { id: "terra", label: "Movimento de terra", min: 0, max: 3 },
  { id: "estrutura", label: "Estrutura", min: 14, max: 25 },
  { id: "alvenaria", label: "Alvenaria", min: 3, max: 6 },
  { id: "cobertura", label: "Cobertura", min: 5, max: 10 },
  { id: "hidraulica", label: "Instalações hidráulicas e sanitárias", min: 7, max: 11 },
  { id: "eletrica", label: "Instalações elétricas", min: 5, max: 7 },
  { id: "impermeabilizacao", label: "Impermeabilização", min: 2, max: 4 },
  { id: "esquadrias", label: "Esquadrias", min: 4, max: 10 },
  { id: "revestimentos", label: "Revestimentos e acabamentos (inclui pisos)", min: 15, max: 32 },
  { id: "vidros", label: "Vidros", min: 1, max: 3 },
  { id: "pintura", label: "Pintura", min: 4, max: 6 },
  { id: "complementares", label: "Serviços complementares e ligações definitivas", min: 0.5, max: 1 },
] as const;
export type StageId = (typeof STAGE_RANGES)[number]["id"];
export const STAGES_SOURCE = "Faixas publicadas por etapa (ricardotrevisan.com, 2016), pontos médios normalizados para 100%: referência para estimativa, não orçamento.";

/** Shares in hundredths of a percent (basis points): 100% = 10 000. */
export type Bps = number;

/** The default shares: midpoints normalised to exactly 10 000 bps (largest remainder). */
export function defaultStageShares(): { id: StageId; bps: Bps }[] {
  const mids = STAGE_RANGES.map((s) => (s.min + s.max) / 2);
  const sum = mids.reduce((a, b) => a + b, 0);
  return apportion(10_000, mids.map((m) => m / sum)).map((bps, i) => ({ id: STAGE_RANGES[i]!.id, bps }));
}

/**
 * Splits `total` (an integer) by `weights` so the parts are integers that add up to `total`
 * exactly: each gets its floor, then the largest remainders get one more (ties: first listed).
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** The base split by the stages' shares: the amounts add up to the base to the cent. */
export function stageAmounts(base: Cents, shares: readonly { bps: Bps }[]): Cents[] {
  return apportion(base, shares.map((s) => s.bps));
}

// ---------------------------------------------------------------------------------------------
// Outside the CUB

/** What the CUB leaves out (NBR 12721, 8.3.5), as lines the architect turns on and fills. */
export const EXTRA_KINDS = [
  { id: "fundacoes", label: "Fundações", construction: true, pendingNote: "depende de sondagem" },
  { id: "projetos", label: "Projetos e aprovações", construction: false, pendingNote: null },
  { id: "elevador", label: "Elevador", construction: true, pendingNote: null },
  { id: "equipamentos", label: "Equipamentos (aquecedores, bombas, ar-condicionado)", construction: true, pendingNote: null },
  { id: "piscina", label: "Piscina", construction: true, pendingNote: null },
  { id: "paisagismo", label: "Paisagismo e urbanização", construction: true, pendingNote: null },
  { id: "taxas", label: "Impostos, taxas e emolumentos", construction: false, pendingNote: null },
  { id: "outros", label: "Outros itens", construction: true, pendingNote: null },
] as const;
export type ExtraKind = (typeof EXTRA_KINDS)[number]["id"];

export interface ExtraLine {
  kind: ExtraKind;
  label: string;
  enabled: boolean;
  /** A share of the base, or a value typed in reais. */
  mode: "percent" | "value";
  /** % of the base (2 decimals) when mode is percent. */
  percent: number;
  /** Cents when mode is value. */
  value: Cents;
  /** Foundations before the soil survey: an estimate, said on the screen and in the PDF. */
  estimated: boolean;
}

export function extraAmount(base: Cents, line: ExtraLine): Cents {
  if (!line.enabled) return 0;
  return line.mode === "value" ? line.value : round((base * hundredths(line.percent)) / 10_000);
}

export function isConstruction(kind: ExtraKind): boolean {
  return EXTRA_KINDS.find((k) => k.id === kind)?.construction ?? true;
}

// ---------------------------------------------------------------------------------------------
// BDI (TCU, Acórdão 2.622/2013 – Plenário)

/** Every term in % (2 decimals). I = PIS + COFINS + ISS + CPRB (CPRB only when the payroll is "desonerada"). */
export interface BdiTerms {
  ac: number;
  sg: number;
  r: number;
  df: number;
  l: number;
  pis: number;
  cofins: number;
  iss: number;
  cprb: number;
}

/** TCU reference quartiles for "Construção e reforma de edificações" (budget-and-documents.md). */
export const BDI_PRESETS = {
  "1o-quartil": { label: "1º quartil (TCU)", ac: 3, sg: 0.8, r: 0.97, df: 0.59, l: 6.16 },
  medio: { label: "Médio (TCU)", ac: 4, sg: 0.8, r: 1.27, df: 1.23, l: 7.4 },
  "3o-quartil": { label: "3º quartil (TCU)", ac: 5.5, sg: 1, r: 1.27, df: 1.39, l: 8.96 },
} as const;
export type BdiPreset = keyof typeof BDI_PRESETS;
export const PIS = 0.65;
export const COFINS = 3;
export const CPRB = 4.5;
export const BDI_SOURCE = "Fórmula e quartis de referência do TCU (Acórdão 2.622/2013 – Plenário), para obras públicas: em obra privada, confira cada termo com a construtora.";

/** BDI = [(1 + AC + S + R + G) × (1 + DF) × (1 + L)] / (1 − I) − 1, as a fraction. */
export function bdiRate(t: BdiTerms): number {
  const p = (n: number) => n / 100;
  const taxes = p(t.pis) + p(t.cofins) + p(t.iss) + p(t.cprb);
  return ((1 + p(t.ac) + p(t.sg) + p(t.r)) * (1 + p(t.df)) * (1 + p(t.l))) / (1 - taxes) - 1;
}

/** The rate as the screen and the PDF print it: a percentage with 2 decimals. */
export function bdiPercent(t: BdiTerms): number {
  return round(bdiRate(t) * 10_000) / 100;
}

export function bdiTermsFrom(preset: BdiPreset, iss: number, withCprb: boolean): BdiTerms {
  const { ac, sg, r, df, l } = BDI_PRESETS[preset];
  return { ac, sg, r, df, l, pis: PIS, cofins: COFINS, iss, cprb: withCprb ? CPRB : 0 };
}

// ---------------------------------------------------------------------------------------------
// The whole budget

export interface BudgetInput {
  cubPerM2: number;
  areas: readonly AreaLine[];
  stages: readonly { id: StageId; bps: Bps }[];
  extras: readonly ExtraLine[];
  /** null: no builder's price (no BDI). */
  bdi: BdiTerms | null;
}

export interface BudgetTotals {
  realArea: number;
  equivalentArea: number;
  base: Cents;
  stages: { id: StageId; bps: Bps; amount: Cents }[];
  extras: { kind: ExtraKind; label: string; amount: Cents; construction: boolean; estimated: boolean }[];
  /** Base + construction extras: what the BDI applies to. */
  construction: Cents;
  bdiPercent: number | null;
  bdi: Cents;
  /** Projects, approvals, taxes: outside the builder's price. */
  other: Cents;
  total: Cents;
  /** Total ÷ real area, in cents per m² (null without area). */
  perM2: Cents | null;
}

export function computeBudget(input: BudgetInput): BudgetTotals {
  const eq = equivalentArea(input.areas);
  const real = realArea(input.areas);
  const base = baseCost(input.cubPerM2, eq);
  const stages = stageAmounts(base, input.stages).map((amount, i) => ({ ...input.stages[i]!, amount }));
  const extras = input.extras
    .filter((e) => e.enabled)
    .map((e) => ({ kind: e.kind, label: e.label, amount: extraAmount(base, e), construction: isConstruction(e.kind), estimated: e.estimated }));
  const construction = base + extras.filter((e) => e.construction).reduce((s, e) => s + e.amount, 0);
  const other = extras.filter((e) => !e.construction).reduce((s, e) => s + e.amount, 0);
  const rate = input.bdi ? bdiPercent(input.bdi) : null;
  const bdi = rate === null ? 0 : round((construction * round(rate * 100)) / 10_000);
  const total = construction + bdi + other;
  return {
    realArea: real,
    equivalentArea: eq,
    base,
    stages,
    extras,
    construction,
    bdiPercent: rate,
    bdi,
    other,
    total,
    perM2: real > 0 ? round((total * 100) / hundredths(real)) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios

/** "R1-N" → the same design at each finish level the table has: R1-B, R1-N, R1-A. */
export function scenarioCodes(code: CubCode): CubCode[] {
  const family = code.replace(/-[BNA]$/, "");
  const order = ["B", "N", "A"];
  return order.map((level) => `${family}-${level}`).filter((c): c is CubCode => CUB_CODES.some((k) => k.code === c));
}
