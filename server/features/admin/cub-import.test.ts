import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { budgetAreasFromProgramme } from "#domain/budget-areas";
import { budgetScenarios, cubTables, initialBudget, latestCub, otherRegimeCub } from "#domain/budget-defaults";
import { checkCubImport, normalizeCubCode, parseCubImport, parseCubMonth, parseReais, previousCubTable } from "./cub-import";
import { CUB_TABLES, type CubTable } from "#domain/cub-table";

/**
 * Test data only: a table "published" for SP in jan/2026, made from the bundled dez/2025 values
 * (Sinduscon-SP, NBR 12721) moved by a few per cent. Not a real publication.
 */
const NOW = new Date("2026-03-10T12:00:00-03:00");
const SP_DEC = CUB_TABLES.find((t) => t.uf === "SP" && t.month === "2025-12" && t.regime === "onerado")!;
const header = ["UF: SP", "Mês: 01/2026", "Regime: Não desonerado", "Fonte: https://sindusconsp.com.br/cub/2026-01", "Entidade: Sinduscon-SP"];
const body = (factor = 1.01, over: Record<string, string> = {}) =>
  Object.entries(SP_DEC.values).map(([code, v]) => over[code] ?? `${code}; ${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v * factor)}`);
const check = (lines: string[]) => checkCubImport(parseCubImport(lines.join("\n")), previousCubTable(CUB_TABLES, "SP", "onerado", "2026-01"), NOW);

describe("reading a pasted CUB table (R-BUDGET-9)", () => {
  it("reads codes and values in the ways a PDF or a CSV writes them", () => {
    expect(["R1-N", "R 1-N", "r-1 n", "PP-4-B", "CSL 16-A", "G.I.", "rp1q"].map(normalizeCubCode)).toEqual(["R1-N", "R1-N", "R1-N", "PP4-B", "CSL16-A", "GI", "RP1Q"]);
    expect(normalizeCubCode("R9-N")).toBeNull();
    expect(["2.553,84", "2553,84", "2553.84", "R$ 2.553,84", '"2.553,84"', "2.553"].map(parseReais)).toEqual([2553.84, 2553.84, 2553.84, 2553.84, 2553.84, 2553]);
    expect(parseReais("2,553.84")).toBeNull();
    expect(["2026-01", "01/2026", "jan/2026", "Janeiro de 2026", "março/2026"].map(parseCubMonth)).toEqual(["2026-01", "2026-01", "2026-01", "2026-01", "2026-03"]);
    const parsed = parseCubImport(["UF;SP", "Mês;2026-01", "Regime;desonerado", "Fonte;https://exemplo.org/cub", "código;valor", "R1-B;1.990,71", 'R1-N,"2.418,13"', "R1-A\t2946.81", "R 8-N 2.015,90", "Projetos residenciais"].join("\r\n"));
    expect(parsed.errors).toEqual([]);
    expect(parsed).toMatchObject({ uf: "SP", month: "2026-01", regime: "desonerado", source: "https://exemplo.org/cub", values: { "R1-B": 1990.71, "R1-N": 2418.13, "R1-A": 2946.81, "R8-N": 2015.9 }, lines: { "R1-B": 6, "R8-N": 9 } });
  });

  it("reads the example of docs/cub-import.md without an error", () => {
    const doc = readFileSync(new URL("../../../docs/cub-import.md", import.meta.url), "utf8");
    const example = /## Example[\s\S]*?```text\n([\s\S]*?)```/.exec(doc)![1]!;
    const result = checkCubImport(parseCubImport(example), null, new Date("2026-11-10T12:00:00-03:00"));
    expect(result.errors).toEqual([]);
    expect(result.table).toMatchObject({ uf: "PR", month: "2026-10", regime: "desonerado", source: "https://sinduscon-pr.com.br/cub/2026-10", entity: "Sinduscon-PR" });
    expect(Object.keys(result.table!.values)).toHaveLength(19);
  });

  it("accepts a whole table within ±15% of the previous month, ready to publish with its source", () => {
    const result = check([...header, ...body()]);
    expect(result.errors).toEqual([]);
    expect(result.previous).toEqual({ month: "2025-12", source: SP_DEC.source });
    expect(result.table).toMatchObject({ uf: "SP", month: "2026-01", regime: "onerado", entity: "Sinduscon-SP", source: "https://sindusconsp.com.br/cub/2026-01" });
    expect(result.table!.values["R1-N"]).toBe(2579.38);
    expect(result.rows.find((r) => r.code === "R1-N")).toMatchObject({ previous: 2553.84, change: 0.01 });
  });

  it("refuses an unknown code, naming the line and the codes accepted", () => {
    const result = check([...header, ...body(), "R9-N; 2.100,00"]);
    expect(result.table).toBeNull();
    expect(result.errors).toEqual([{ line: 25, message: expect.stringMatching(/^Linha 25: o código “R9-N” não é um projeto-padrão da NBR 12721\. Use um destes: R1-B, R1-N/) }]);
  });

  it("refuses a value more than 15% away from the previous month's, on its line", () => {
    const result = check([...header, ...body(1.01, { "R1-N": "R1-N; 3.100,00" })]);
    expect(result.table).toBeNull();
    expect(result.errors).toEqual([{ line: 7, message: "Linha 7: R1-N R$ 3.100,00 está 21,4% acima de dez/2025 (R$ 2.553,84); o limite é ±15% de um mês para outro. Confira o valor." }]);
    // 14% below is still plausible.
    expect(check([...header, ...body(0.86)]).errors).toEqual([]);
  });

  it("refuses a family with a finish level missing (B/N/A), and a table without R1", () => {
    const result = check([...header, ...body(1.01).filter((l) => !l.startsWith("R8-A"))]);
    expect(result.errors).toEqual([{ line: null, message: "Faltam padrões de R8: R8-A. A tabela do Sinduscon traz R8-B, R8-N, R8-A; cole todos." }]);
    expect(check([...header, "PIS; 1.450,00"]).errors.map((e) => e.message)).toContain("Faltam padrões de R1: R1-B, R1-N, R1-A. A tabela do Sinduscon traz R1-B, R1-N, R1-A; cole todos.");
  });

  it("says in pt-BR what is missing or unreadable, per line", () => {
    const result = checkCubImport(parseCubImport(["UF: XX", "Regime: meio desonerado", "R1-B; abc", "R1-N; 25,00", "R1-A; 3.000,00", "R1-A; 3.000,00", "algo sem sentido 12"].join("\n")), null, NOW);
    expect(result.errors.map((e) => e.message)).toEqual([
      "Falta a UF: escreva uma linha “UF: PR”.",
      "Falta o mês: escreva uma linha “Mês: 2026-10”.",
      "Falta o regime: escreva uma linha “Regime: Não desonerado” (ou Desonerado, ou Não informado).",
      "Falta a fonte: escreva uma linha “Fonte: https://…” com o endereço onde o Sinduscon publicou a tabela.",
      "Faltam padrões de R1: R1-B, R1-N. A tabela do Sinduscon traz R1-B, R1-N, R1-A; cole todos.",
      "Linha 1: UF “XX” não existe. Use a sigla do estado, como PR.",
      "Linha 2: regime “meio desonerado” não reconhecido. Use “Não desonerado”, “Desonerado” ou “Não informado”.",
      "Linha 3: o valor “abc” de R1-B não é um número em R$/m² (ex.: 2.553,84).",
      "Linha 4: R$ 25,00/m² em R1-N está fora do plausível para um CUB (de R$ 300,00 a R$ 30.000,00).",
      "Linha 6: R1-A aparece de novo (já está na linha 5).",
      expect.stringMatching(/^Linha 7: o código “algo sem sentido” não é um projeto-padrão/),
    ]);
  });

  it("refuses a month that has not come yet, and does not compare with a table over a year older", () => {
    expect(check(["UF: SP", "Mês: 2026-05", "Regime: onerado", "Fonte: https://exemplo.org", ...body()]).errors.map((e) => e.message)).toEqual(["O mês mai/2026 ainda não chegou: confira o mês da tabela."]);
    const rs = checkCubImport(parseCubImport(["UF: RS", "Mês: 2026-02", "Regime: Não informado", "Fonte: https://sinduscon-rs.com.br/cub", ...body(1.5)].join("\n")), previousCubTable(CUB_TABLES, "RS", "nao-informado", "2026-02"), NOW);
    expect(rs.errors).toEqual([]);
    expect(rs.notices).toContain("O mês anterior mais recente (dez/2020) tem mais de 12 meses: os valores não foram comparados.");
  });
});

describe("tables served to budgets (R-BUDGET-9)", () => {
  const published: CubTable = { uf: "PR", entity: "Sinduscon-PR", month: "2026-01", regime: "desonerado", values: { "R1-B": 2000, "R1-N": 2400, "R1-A": 2900 }, source: "https://exemplo.org/pr" };

  it("adds the published tables; one of the same state, month and regime takes the bundled one's place", () => {
    const tables = cubTables([published, { ...SP_DEC, values: { ...SP_DEC.values, "R1-N": 2600 }, source: "https://exemplo.org/sp" }]);
    expect(latestCub("PR", "R1-N", "desonerado", tables)?.value).toBe(2400);
    expect(latestCub("SP", "R1-N", "onerado", tables)).toMatchObject({ value: 2600, table: { source: "https://exemplo.org/sp" } });
    expect(tables.filter((t) => t.uf === "SP" && t.month === "2025-12" && t.regime === "onerado")).toHaveLength(1);
    // A new PR budget starts from it, whatever the regime.
    expect(initialBudget({ type: "residencial", standard: "normal", state: "PR", builtArea: 100 }, null, { tables }).cub).toMatchObject({ value: 2400, regime: "desonerado", origin: "tabela" });
  });

  it("offers another regime's table when the chosen one has none", () => {
    expect(otherRegimeCub("RS", "R1-N", "onerado")).toMatchObject({ value: 2074.23, table: { month: "2020-12", regime: "nao-informado" } });
    expect(otherRegimeCub("SP", "R1-N", "onerado")).toBeNull();
    expect(otherRegimeCub("BA", "R1-N", "onerado")).toBeNull();
  });

  it("compares finishes with the levels typed beside a typed CUB", () => {
    const content = initialBudget({ type: "residencial", standard: "normal", state: "BA", builtArea: 100 });
    const typed = { ...content, cub: { ...content.cub, value: 2500, levels: { "R1-B": 2000, "R1-A": 3000 } } };
    expect(budgetScenarios(typed).map((s) => [s.code, s.totals.total])).toEqual([
      ["R1-B", 20_000_000],
      ["R1-N", 25_000_000],
      ["R1-A", 30_000_000],
    ]);
  });
});

describe("areas by kind from the programme's rooms (R-BUDGET-10)", () => {
  const room = (name: string, unitArea: number, quantity = 1, sector = "") => ({ id: name.toLowerCase().replace(/\W+/g, "-"), sector, name, quantity, unitArea, notes: "", source: null });

  it("splits garage, balcony, terrace, pool and outdoor rooms from the covered area, walls added to the covered only", () => {
    const areas = budgetAreasFromProgramme({
      wallFactor: 0.25,
      rooms: [room("Sala de estar", 30), room("Suíte", 15, 2), room("Garagem para 2 carros", 30), room("Varanda gourmet", 12), room("Terraço", 10), room("Piscina", 18), room("Horta", 8, 1, "Área externa"), room("Canteiro", 4, 1, "Jardim")],
    });
    expect(areas).toEqual([
      { kind: "coberta", area: 75, coefficient: 1 },
      { kind: "garagem", area: 30, coefficient: 0.5 },
      { kind: "varanda", area: 12, coefficient: 0.75 },
      { kind: "descoberta", area: 10, coefficient: 0.5 },
      { kind: "piscina", area: 18, coefficient: 0.5 },
      { kind: "externa", area: 12, coefficient: 0.2 },
    ]);
    expect(budgetAreasFromProgramme({ wallFactor: 0.2, rooms: [] })).toBeNull();
  });
});
