import { CUB_CODES, type CubCode, type CubRegime, type CubTable } from "#domain/cub-table";
import { UFS, type Uf } from "#domain/projects";

/**
 * Reading a month's CUB table as a Sinduscon publishes it (R-BUDGET-9, decision 069): the Prancheta
 * team pastes the text (or CSV) copied from the PDF, with a header saying the state, month, regime
 * and source address, and one line per design code. Pure: the admin screen's preview and the
 * server's publish run the same parser and the same checks, so what the preview accepts is what
 * gets published. docs/cub-import.md has the format with an example.
 */

export interface CubImportProblem {
  /** 1-based line of the pasted text, or null for the table as a whole (a missing header, a missing level). */
  line: number | null;
  message: string;
}

export interface ParsedCubImport {
  uf: Uf | null;
  /** aaaa-mm */
  month: string | null;
  regime: CubRegime | null;
  entity: string | null;
  source: string | null;
  values: Partial<Record<CubCode, number>>;
  /** The line each value came from. */
  lines: Partial<Record<CubCode, number>>;
  errors: CubImportProblem[];
}

/** The most lines one import reads: a table has 19 codes and a few header lines. */
export const CUB_IMPORT_MAX_LINES = 200;
/** How far a value may move from the previous month's before the import is refused. */
export const CUB_MAX_MONTHLY_CHANGE = 0.15;
/** A previous month older than this is not compared (a table years old says nothing about this month's). */
export const CUB_COMPARE_WITHIN_MONTHS = 12;
/** Plausible R$/m² for any CUB code: a value outside is a typo (a missing digit, cents as reais). */
export const CUB_MIN_VALUE = 300;
export const CUB_MAX_VALUE = 30_000;

const MONTH_NAMES = ["janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** Lower case, no accents, single spaces. */
const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** "R 1-N", "R-1 N", "r1n", "PP-4-B", "CSL 16-A", "G.I." → the NBR code, or null. */
const BY_KEY = new Map<string, CubCode>(CUB_CODES.map((c) => [c.code.replace(/-/g, ""), c.code]));
export function normalizeCubCode(raw: string): CubCode | null {
  const key = raw.toUpperCase().replace(/[\s\-._()]/g, "");
  return BY_KEY.get(key) ?? null;
}

/** "2.553,84", "2553,84", "2553.84", "R$ 2.553,84" → 2553.84; anything else → null. */
export function parseReais(raw: string): number | null {
  const s = raw.replace(/^"|"$/g, "").replace(/R\$/i, "").replace(/\s/g, "");
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(s) || /^\d+(,\d{1,2})?$/.test(s)) normalized = s.replace(/\./g, "").replace(",", ".");
  else if (/^\d+\.\d{1,2}$/.test(s)) normalized = s;
  else return null;
  const n = Number(normalized);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

/** "2026-10", "10/2026", "out/2026", "outubro de 2026", "Outubro/2026" → "2026-10"; else null. */
export function parseCubMonth(raw: string): string | null {
  const s = plain(raw);
  const iso = /^(\d{4})-(\d{1,2})$/.exec(s);
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(s);
  const named = /^([a-z]+)(?:\s*\/\s*|\s+de\s+|\s+)(\d{4})$/.exec(s);
  let year: number;
  let month: number;
  if (iso) [year, month] = [Number(iso[1]), Number(iso[2])];
  else if (numeric) [year, month] = [Number(numeric[2]), Number(numeric[1])];
  else if (named) {
    const index = MONTH_NAMES.findIndex((m) => m === named[1] || m.slice(0, 3) === named[1]);
    if (index < 0) return null;
    [year, month] = [Number(named[2]), index + 1];
  } else return null;
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** "Não desonerado" / "onerado" / "Desonerado" / "Não informado" (or the ids) → the regime; else null. */
export function parseCubRegime(raw: string): CubRegime | null {
  const s = plain(raw).replace(/-/g, " ");
  if (s === "nao desonerado" || s === "onerado" || s === "sem desoneracao") return "onerado";
  if (s === "desonerado" || s === "com desoneracao") return "desonerado";
  if (s === "nao informado" || s === "nao informado na fonte") return "nao-informado";
  return null;
}

const HEADER = /^\s*(uf|estado|m[eê]s|m[eê]s de refer[eê]ncia|refer[eê]ncia|regime|fonte|endere[cç]o|url|entidade|sinduscon)\s*[:;\t|,]\s*(.*?)\s*[;,]*\s*$/i;

/**
 * code;value (or tab, "|", a comma before a quoted or dot-decimal value, or spaces), further
 * columns ignored. Of the readings that fit, the first whose code is a known one wins ("R 8-N
 * 2.015,90" is not the code "R 8-N 2.015" with the value 90).
 */
function splitData(line: string): { code: string; value: string } | null {
  const readings: { code: string; value: string }[] = [];
  const cells = line.split(/[;\t|]/).map((c) => c.trim());
  if (cells.length > 1) readings.push({ code: cells[0]!, value: cells[1]! });
  const csv = /^([^,"]+),\s*"([^"]*)"/.exec(line);
  if (csv) readings.push({ code: csv[1]!.trim(), value: csv[2]! });
  const dotCsv = /^([^,]+),\s*(\d+(?:\.\d{1,2})?)\s*(?:,.*)?$/.exec(line);
  if (dotCsv) readings.push({ code: dotCsv[1]!.trim(), value: dotCsv[2]! });
  const spaced = /^(.*?)\s+((?:R\$\s*)?[\d.,]+)$/.exec(line.trim());
  if (spaced) readings.push({ code: spaced[1]!.trim(), value: spaced[2]! });
  return readings.find((r) => normalizeCubCode(r.code) !== null) ?? readings[0] ?? null;
}

const EXAMPLE_LINE = "“R1-N; 2.553,84”";
const money = (n: number) => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(n).replace(/\u00a0/g, " ");

/** Reads the pasted text: the header, one value per code, and what could not be read (pt-BR, per line). */
export function parseCubImport(text: string): ParsedCubImport {
  const out: ParsedCubImport = { uf: null, month: null, regime: null, entity: null, source: null, values: {}, lines: {}, errors: [] };
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (lines.length > CUB_IMPORT_MAX_LINES) {
    out.errors.push({ line: null, message: `O texto tem ${lines.length} linhas; uma tabela cabe em ${CUB_IMPORT_MAX_LINES}. Cole uma tabela (um estado, um mês, um regime) por vez.` });
    return out;
  }
  lines.forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const header = HEADER.exec(line);
    if (header) {
      const key = plain(header[1]!);
      const value = header[2]!.replace(/^"|"$/g, "").trim();
      if (key === "uf" || key === "estado") {
        const uf = value.toUpperCase();
        if ((UFS as readonly string[]).includes(uf)) out.uf = uf as Uf;
        else out.errors.push({ line: n, message: `Linha ${n}: UF “${value}” não existe. Use a sigla do estado, como PR.` });
      } else if (key === "regime") {
        const regime = parseCubRegime(value);
        if (regime) out.regime = regime;
        else out.errors.push({ line: n, message: `Linha ${n}: regime “${value}” não reconhecido. Use “Não desonerado”, “Desonerado” ou “Não informado”.` });
      } else if (key === "fonte" || key === "endereco" || key === "url") {
        if (/^https?:\/\/\S+\.\S+/.test(value) && value.length <= 300) out.source = value;
        else out.errors.push({ line: n, message: `Linha ${n}: a fonte precisa ser o endereço (https://…) onde o Sinduscon publicou a tabela, com até 300 caracteres.` });
      } else if (key === "entidade" || key === "sinduscon") {
        if (value.length >= 2 && value.length <= 80) out.entity = value;
        else out.errors.push({ line: n, message: `Linha ${n}: a entidade precisa ter de 2 a 80 caracteres, como “Sinduscon-PR”.` });
      } else {
        const month = parseCubMonth(value);
        if (month) out.month = month;
        else out.errors.push({ line: n, message: `Linha ${n}: mês “${value}” não reconhecido. Use aaaa-mm (2026-10) ou mm/aaaa (10/2026).` });
      }
      return;
    }
    // A header row of a CSV ("código;valor") is not data.
    if (/^c[oó]digo\b/i.test(line) || /^projeto/i.test(line)) return;
    // A title copied from the PDF ("Projetos residenciais", "R$/m²") carries no value: skipped.
    // A code alone on its line is reported, so a value lost in the copy is not missed.
    if (!/\d/.test(line) && normalizeCubCode(line) === null) return;
    const data = splitData(line);
    if (!data) {
      out.errors.push({ line: n, message: `Linha ${n}: não entendi esta linha. Escreva o código e o valor, como ${EXAMPLE_LINE}, ou um cabeçalho, como “UF: PR”.` });
      return;
    }
    const code = normalizeCubCode(data.code);
    if (!code) {
      out.errors.push({ line: n, message: `Linha ${n}: o código “${data.code}” não é um projeto-padrão da NBR 12721. Use um destes: ${CUB_CODES.map((c) => c.code).join(", ")}.` });
      return;
    }
    const value = parseReais(data.value);
    if (value === null) {
      out.errors.push({ line: n, message: `Linha ${n}: o valor “${data.value}” de ${code} não é um número em R$/m² (ex.: 2.553,84).` });
      return;
    }
    if (value < CUB_MIN_VALUE || value > CUB_MAX_VALUE) {
      out.errors.push({ line: n, message: `Linha ${n}: ${money(value)}/m² em ${code} está fora do plausível para um CUB (de ${money(CUB_MIN_VALUE)} a ${money(CUB_MAX_VALUE)}).` });
      return;
    }
    const before = out.lines[code];
    if (before !== undefined) {
      out.errors.push({ line: n, message: `Linha ${n}: ${code} aparece de novo (já está na linha ${before}).` });
      return;
    }
    out.values[code] = value;
    out.lines[code] = n;
  });
  return out;
}

/** The design families that the NBR publishes at several finish levels: R1 → R1-B, R1-N, R1-A. */
function families(): Map<string, CubCode[]> {
  const map = new Map<string, CubCode[]>();
  for (const c of CUB_CODES) {
    const m = /^(.+)-[BNA]$/.exec(c.code);
    if (m) map.set(m[1]!, [...(map.get(m[1]!) ?? []), c.code]);
  }
  return map;
}

/** Months from "aaaa-mm" a to b (b later → positive). */
export function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split("-").map(Number) as [number, number];
  const [by, bm] = b.split("-").map(Number) as [number, number];
  return (by - ay) * 12 + (bm - am);
}

export interface CubImportRow {
  code: CubCode;
  value: number;
  line: number;
  /** The previous month's value for the same code, when compared. */
  previous: number | null;
  /** value ÷ previous − 1, rounded to 4 decimals; null when not compared. */
  change: number | null;
}

export interface CubImportCheck {
  errors: CubImportProblem[];
  /** What the team should know but does not stop the publish (codes the table lacks, nothing to compare with). */
  notices: string[];
  rows: CubImportRow[];
  /** The table compared against, when any. */
  previous: Pick<CubTable, "month" | "source"> | null;
  /** The table ready to publish, when there are no errors. */
  table: { uf: Uf; month: string; regime: CubRegime; entity: string; source: string; values: Partial<Record<CubCode, number>> } | null;
}

const pct = (n: number) => `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(n) * 100)}%`;
const monthText = (month: string) => {
  const [y, m] = month.split("-");
  return `${["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"][Number(m) - 1]}/${y}`;
};

/**
 * Checks a parsed import (R-BUDGET-9): the header complete, the month not in the future, every
 * finish level of each family present (R1-B, R1-N and R1-A, not two of them), the R1 family there
 * (the houses most budgets price), and each value within ±15% of the same code in the previous
 * month's table of the same state and regime (`previous`: the newest earlier table the studios
 * get, bundled or imported; one older than 12 months is not compared).
 */
export function checkCubImport(parsed: ParsedCubImport, previous: CubTable | null, now: Date): CubImportCheck {
  const errors: CubImportProblem[] = [...parsed.errors];
  const notices: string[] = [];
  if (!parsed.uf) errors.push({ line: null, message: "Falta a UF: escreva uma linha “UF: PR”." });
  if (!parsed.month) errors.push({ line: null, message: "Falta o mês: escreva uma linha “Mês: 2026-10”." });
  if (!parsed.regime) errors.push({ line: null, message: "Falta o regime: escreva uma linha “Regime: Não desonerado” (ou Desonerado, ou Não informado)." });
  if (!parsed.source) errors.push({ line: null, message: "Falta a fonte: escreva uma linha “Fonte: https://…” com o endereço onde o Sinduscon publicou a tabela." });
  const current = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).format(now);
  if (parsed.month && parsed.month > current) errors.push({ line: null, message: `O mês ${monthText(parsed.month)} ainda não chegou: confira o mês da tabela.` });

  const codes = Object.keys(parsed.values) as CubCode[];
  if (codes.length === 0 && parsed.errors.length === 0) errors.push({ line: null, message: `Nenhum valor na tabela: escreva uma linha por código, como ${EXAMPLE_LINE}.` });
  for (const [family, levels] of families()) {
    const present = levels.filter((c) => parsed.values[c] !== undefined);
    const missing = levels.filter((c) => parsed.values[c] === undefined);
    if (missing.length === 0) continue;
    if (present.length > 0 || family === "R1") {
      errors.push({ line: null, message: `Faltam padrões de ${family}: ${missing.join(", ")}. A tabela do Sinduscon traz ${levels.join(", ")}; cole todos.` });
    }
  }
  const absent = CUB_CODES.map((c) => c.code).filter((c) => parsed.values[c] === undefined && !/-[BNA]$/.test(c));
  if (absent.length > 0 && codes.length > 0) notices.push(`A tabela não traz ${absent.join(", ")}: quem usar esses códigos informa o valor.`);

  const compared = previous && parsed.month && previous.month < parsed.month && monthsBetween(previous.month, parsed.month) <= CUB_COMPARE_WITHIN_MONTHS ? previous : null;
  if (previous && parsed.month && !compared && previous.month < parsed.month) {
    notices.push(`O mês anterior mais recente (${monthText(previous.month)}) tem mais de ${CUB_COMPARE_WITHIN_MONTHS} meses: os valores não foram comparados.`);
  } else if (!previous && parsed.month && parsed.uf) {
    notices.push("Não há mês anterior deste estado e regime para comparar: confira os valores com o PDF.");
  }
  const rows: CubImportRow[] = CUB_CODES.flatMap((c) => {
    const value = parsed.values[c.code];
    if (value === undefined) return [];
    const before = compared?.values[c.code] ?? null;
    const change = before ? Math.round((value / before - 1) * 10_000) / 10_000 : null;
    const line = parsed.lines[c.code]!;
    if (change !== null && Math.abs(change) > CUB_MAX_MONTHLY_CHANGE) {
      errors.push({
        line,
        message: `Linha ${line}: ${c.code} ${money(value)} está ${pct(change)} ${change > 0 ? "acima" : "abaixo"} de ${monthText(compared!.month)} (${money(before!)}); o limite é ±15% de um mês para outro. Confira o valor.`,
      });
    }
    return [{ code: c.code, value, line, previous: before, change }];
  });

  const table =
    errors.length === 0 && parsed.uf && parsed.month && parsed.regime && parsed.source
      ? { uf: parsed.uf, month: parsed.month, regime: parsed.regime, entity: parsed.entity ?? `Sinduscon-${parsed.uf}`, source: parsed.source, values: parsed.values }
      : null;
  return { errors: errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), notices, rows, previous: compared ? { month: compared.month, source: compared.source } : null, table };
}

/** The newest table of a state and regime before a month (the one an import is compared with). */
export function previousCubTable(tables: readonly CubTable[], uf: string, regime: CubRegime, month: string): CubTable | null {
  return tables.filter((t) => t.uf === uf && t.regime === regime && t.month < month).sort((a, b) => b.month.localeCompare(a.month))[0] ?? null;
}
