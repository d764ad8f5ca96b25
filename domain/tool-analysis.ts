/**
 * What an analysis tool computes before any AI (issue 18: zoning, topography, post-construction,
 * sustainability): tables of figures already formatted in pt-BR, shown above the text the same
 * with or without a provider, and given to the AI so its answer never contradicts them.
 */
export interface AnalysisTable {
  title: string;
  columns: string[];
  /** Cells as shown ("1.234,50 m²", "50%"): the computation formats, the screen only lays out. */
  rows: string[][];
  /** Lines under the table: the method, the assumptions, "estimativa". */
  notes?: string[];
}

export interface ToolAnalysis {
  tables: AnalysisTable[];
  /** What could not be computed and why ("Informe a frente e o fundo do lote para…"). */
  warnings: string[];
  /** The norms and sources the figures come from ("ABNT NBR 15527:2019"). */
  sources: string[];
}

/** The analysis as plain text lines: the AI's prompt carries it, the offline answer starts with it. */
export function analysisAsText(analysis: ToolAnalysis): string {
  const lines: string[] = [];
  for (const table of analysis.tables) {
    lines.push(`### ${table.title}`, `| ${table.columns.join(" | ")} |`, `|${table.columns.map(() => " --- ").join("|")}|`);
    for (const row of table.rows) lines.push(`| ${row.join(" | ")} |`);
    for (const note of table.notes ?? []) lines.push(`- ${note}`);
    lines.push("");
  }
  if (analysis.warnings.length) lines.push(...analysis.warnings.map((w) => `> ${w}`), "");
  if (analysis.sources.length) lines.push(`Fontes: ${analysis.sources.join("; ")}.`);
  return lines.join("\n").trim();
}
