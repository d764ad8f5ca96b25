import { createElement, useId } from "react";
import { chartPalette, type ChartResult } from "#domain/charts/chart";
import { chartSvg } from "#domain/charts/svg";
import { svgToReact as toReact } from "#web/components/svg-tree";
import { useBrandColor } from "#web/api/profile";


/**
 * A chart from domain/charts on the page (R-CHART-3): the drawing scales to its container (a
 * 390 px phone included) through its viewBox; role="img" with the chart's name; its figures in
 * words for screen readers; and "Ver em tabela" opening the same figures as a table. Without
 * values it says so instead of drawing an empty frame.
 */
export function ChartFigure({ chart, headingLevel = 3 }: { chart: ChartResult; headingLevel?: 2 | 3 }) {
  const id = useId();
  const brand = useBrandColor();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (chart.kind === "empty") {
    return (
      <figure className="space-y-1">
        <Heading className="text-sm font-medium">{chart.title}</Heading>
        <p className="text-sm text-muted-foreground">{chart.message}</p>
      </figure>
    );
  }
  const tree = chartSvg(chart, chartPalette(brand));
  const svg = createElement(
    "svg",
    {
      ...tree.attrs,
      role: "img",
      "aria-label": chart.label,
      "aria-describedby": `${id}-resumo`,
      width: "100%",
      preserveAspectRatio: "xMinYMin meet",
      className: "block h-auto w-full max-w-xl font-sans",
    },
    ...tree.children.map((c, i) => toReact(c, i)),
  );
  return (
    <figure aria-labelledby={`${id}-titulo`} className="space-y-2">
      <Heading id={`${id}-titulo`} className="text-sm font-medium">
        {chart.title}
      </Heading>
      {svg}
      <figcaption id={`${id}-resumo`} className="sr-only">
        {chart.summary}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:underline">Ver em tabela</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                {chart.table.columns.map((c, i) => (
                  <th key={i} scope="col" className={i === 0 ? "py-1 font-medium" : "py-1 text-right font-medium"}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.table.rows.map((row, r) => (
                <tr key={r} className="border-t">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="py-1 text-left font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="py-1 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
