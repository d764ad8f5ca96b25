import type { ToolAnalysis } from "#domain/tool-analysis";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table";

/** What an analysis tool computed (issue 18): its tables, warnings and sources, above the AI's text. */
export function AnalysisTables({ analysis }: { analysis: ToolAnalysis }) {
  return (
    <div className="space-y-5" data-testid="analysis-tables">
      {analysis.tables.map((table) => (
        <section key={table.title} className="space-y-2">
          <h3 className="text-sm font-semibold">{table.title}</h3>
          <div className="overflow-x-auto">
            <Table aria-label={table.title}>
              <TableHeader>
                <TableRow>
                  {table.columns.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.rows.map((row, i) => (
                  <TableRow key={i}>
                    {row.map((cell, j) => (
                      <TableCell key={j}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {table.notes?.length ? (
            <ul className="list-disc space-y-1 pl-5 text-xs text-muted-foreground">
              {table.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {analysis.warnings.length ? (
        <ul className="space-y-1 rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/30" aria-label="Avisos do cálculo">
          {analysis.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      {analysis.sources.length ? <p className="text-xs text-muted-foreground">Fontes: {analysis.sources.join("; ")}.</p> : null}
    </div>
  );
}
