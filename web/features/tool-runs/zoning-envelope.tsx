import { createElement, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  envelopeArea,
  envelopeFromRunInputs,
  envelopeMetres,
  envelopeNotes,
  missingText,
  planSummary,
  sectionSummary,
  type EnvelopePlot,
  type ZoningEnvelope,
} from "#domain/zoning-envelope";
import { envelopePlanSvg, envelopeSectionSvg, envelopeTable, ENVELOPE_INK as INK, ENVELOPE_LIMIT as LIMIT, ENVELOPE_SETBACK as SETBACK, ENVELOPE_FLOOR_FILL, planLabel } from "#domain/zoning-envelope-svg";
import { chartPalette } from "#domain/charts/chart";
import { projectQueries } from "#web/api/projects";
import { useBrandColor } from "#web/api/profile";
import { svgToReact } from "#web/components/svg-tree";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";


/**
 * The zoning run's buildable envelope (R-TOOL-8): a plan of the lot with the setback lines given
 * (dashed, dimensioned) and the maximum projection hatched, and a section of the maximum volume
 * with its floors under the height limit. Drawn from the run's own inputs and, for a run tied to a
 * project, its lot, as the server read them (domain/zoning-envelope.ts); nothing when they hold no
 * lot rectangle (frente, and fundo or área), nor while (or if) the project cannot be read.
 */
export function ZoningEnvelopeCard({ inputs, projectId = null }: { inputs: Record<string, string>; projectId?: string | null }) {
  const project = useQuery({ ...projectQueries.detail(projectId ?? ""), enabled: projectId !== null });
  if (projectId !== null && !project.data) return null;
  return <EnvelopeOf inputs={inputs} plot={project.data?.landPlot ?? null} />;
}

function EnvelopeOf({ inputs, plot }: { inputs: Record<string, string>; plot: EnvelopePlot | null }) {
  const envelope = useMemo(() => envelopeFromRunInputs(inputs, plot), [inputs, plot]);
  if (!envelope) return null;
  return <ZoningEnvelopeDrawing envelope={envelope} />;
}

export function ZoningEnvelopeDrawing({ envelope: e }: { envelope: ZoningEnvelope }) {
  const missing = missingText(e);
  const section = sectionSummary(e);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Potencial do terreno</CardTitle>
        <CardDescription>
          Desenhado pelas regras do Prancheta a partir dos dados desta análise, sem IA. O lote não tem orientação: a frente (rua) fica embaixo na planta e à esquerda no corte.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <figure className="space-y-2">
          <PlanSvg e={e} />
          <figcaption className="text-sm text-muted-foreground">{planSummary(e)}</figcaption>
        </figure>
        {section ? (
          <figure className="space-y-2">
            <SectionSvg e={e} summary={section} />
            <figcaption className="text-sm text-muted-foreground">{section}</figcaption>
          </figure>
        ) : (
          <p className="text-sm text-muted-foreground">
            Corte não desenhado: sem o gabarito (altura máxima), os pavimentos só se calculam com o CA e a projeção dentro de todos os recuos.
          </p>
        )}
        {missing ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" role="note">
            {missing}
          </p>
        ) : null}
        <Legend e={e} />
        <EnvelopeTable e={e} />
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {envelopeNotes(e).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Legend({ e }: { e: ZoningEnvelope }) {
  const PROJECTION = chartPalette(useBrandColor()).bar;
  return (
    <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Legenda do potencial do terreno">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-0.5 w-4 shrink-0" style={{ background: INK }} />
        Divisas do lote
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block w-4 shrink-0 border-t-2 border-dashed" style={{ borderColor: SETBACK }} />
        Linha de recuo (só as informadas)
      </li>
      {e.projection ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 shrink-0 border" style={{ borderColor: PROJECTION, background: `repeating-linear-gradient(45deg, ${PROJECTION} 0 1px, transparent 1px 4px)` }} />
          {e.projection.rect ? `Projeção máxima (hachurada): ${envelopeArea(e.projection.area)}` : `Projeção máxima: até ${envelopeArea(e.projection.area)} (sem posição: faltam recuos)`}
        </li>
      ) : null}
      {e.permeable ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm bg-green-200" />
          Área permeável mínima: {envelopeArea(e.permeable.area)}, fora da projeção
        </li>
      ) : null}
      {e.maxBuilt !== null ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm" style={{ background: ENVELOPE_FLOOR_FILL }} />
          Área construída computável máxima (CA): {envelopeArea(e.maxBuilt)}
        </li>
      ) : null}
      {e.heightLimit !== null ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block w-4 shrink-0 border-t-2 border-dashed" style={{ borderColor: LIMIT }} />
          Gabarito (altura máxima): {envelopeMetres(e.heightLimit)}
        </li>
      ) : null}
      {e.floors !== null && e.floorsAllowed !== null && e.floorsAllowed > e.floors ? (
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 shrink-0 border border-dashed" style={{ borderColor: PROJECTION }} />
          Pavimento que o gabarito admite além do CA
        </li>
      ) : null}
    </ul>
  );
}

function PlanSvg({ e }: { e: ZoningEnvelope }) {
  const { tree } = envelopePlanSvg(e, useBrandColor());
  return createElement(
    "svg",
    { ...tree.attrs, role: "img", "aria-label": planLabel(e), className: "block h-auto w-full rounded-md border bg-white", style: { maxHeight: "70vh" }, "data-testid": "zoning-plan" },
    ...tree.children.map((c, i) => svgToReact(c, i)),
  );
}

function SectionSvg({ e, summary }: { e: ZoningEnvelope; summary: string }) {
  const section = envelopeSectionSvg(e, useBrandColor());
  if (!section) return null;
  return createElement(
    "svg",
    { ...section.tree.attrs, role: "img", "aria-label": `Corte do volume máximo. ${summary}`, className: "block h-auto w-full rounded-md border bg-white", style: { maxHeight: "60vh" }, "data-testid": "zoning-section" },
    ...section.tree.children.map((c, i) => svgToReact(c, i)),
  );
}

/** The drawing's figures as a table (R-CHART-3), closed by default. */
function EnvelopeTable({ e }: { e: ZoningEnvelope }) {
  const table = envelopeTable(e);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground hover:underline">Ver em tabela</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Potencial do terreno</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              {table.columns.map((c, i) => (
                <th key={c} scope="col" className={i === 0 ? "py-1 font-medium" : "py-1 text-right font-medium"}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([item, value]) => (
              <tr key={item} className="border-t">
                <th scope="row" className="py-1 text-left font-normal">
                  {item}
                </th>
                <td className="py-1 text-right tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
