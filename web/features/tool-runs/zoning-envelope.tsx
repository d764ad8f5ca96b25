import { useId, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  envelopeArea,
  envelopeFromRunInputs,
  envelopeMetres,
  envelopeNotes,
  missingText,
  planSummary,
  sectionFloors,
  sectionSummary,
  floorsText,
  type EnvelopePlot,
  type ZoningEnvelope,
} from "#domain/zoning-envelope";
import { projectQueries } from "#web/api/projects";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";

const INK = "#111827";
const SETBACK = "#c2410c";
const PROJECTION = "#1d4ed8";
const LIMIT = "#b91c1c";

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
          <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm" style={{ background: "#bfdbfe" }} />
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

/** A dimension line with end ticks and its label centred above (horizontal) or beside it (vertical). */
function Dimension({ x1, y1, x2, y2, label, u, colour = INK, name, font = 2.8 }: { x1: number; y1: number; x2: number; y2: number; label: string; u: number; colour?: string; name: string; font?: number }) {
  const vertical = x1 === x2;
  const tick = u * 1.2;
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return (
    <g data-dimension={name}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={colour} strokeWidth={u * 0.15} />
      {vertical ? (
        <>
          <line x1={x1 - tick} y1={y1} x2={x1 + tick} y2={y1} stroke={colour} strokeWidth={u * 0.15} />
          <line x1={x2 - tick} y1={y2} x2={x2 + tick} y2={y2} stroke={colour} strokeWidth={u * 0.15} />
        </>
      ) : (
        <>
          <line x1={x1} y1={y1 - tick} x2={x1} y2={y1 + tick} stroke={colour} strokeWidth={u * 0.15} />
          <line x1={x2} y1={y2 - tick} x2={x2} y2={y2 + tick} stroke={colour} strokeWidth={u * 0.15} />
        </>
      )}
      <text
        x={vertical ? mx - u * 0.8 : mx}
        y={vertical ? my : my - u * 0.8}
        fontSize={u * font}
        fill={colour}
        textAnchor="middle"
        stroke="white"
        strokeWidth={u * 0.6}
        paintOrder="stroke"
        transform={vertical ? `rotate(-90 ${mx - u * 0.8} ${my})` : undefined}
      >
        {label}
      </text>
    </g>
  );
}

function PlanSvg({ e }: { e: ZoningEnvelope }) {
  const hatch = `hatch-${useId().replace(/:/g, "")}`;
  const { frontage: W, depth: D } = e.lot;
  const s = e.setbacks;
  const u = Math.max(W, D) / 100;
  const margin = { left: u * 10, right: u * 12, top: u * 9, bottom: u * 16 };
  // Street at the bottom: a distance y from the front boundary is drawn at D − y.
  const Y = (y: number) => D - y;
  const r = e.projection?.rect ?? null;
  const dash = `${u * 1.6} ${u}`;
  return (
    <svg
      role="img"
      aria-label={`Planta do lote. ${planSummary(e)}`}
      viewBox={`${-margin.left} ${-margin.top} ${W + margin.left + margin.right} ${D + margin.top + margin.bottom}`}
      className="block h-auto w-full rounded-md border bg-white"
      style={{ maxHeight: "70vh" }}
      data-testid="zoning-plan"
    >
      <defs>
        <pattern id={hatch} patternUnits="userSpaceOnUse" width={u * 2} height={u * 2} patternTransform="rotate(45)">
          <line x1={0} y1={0} x2={0} y2={u * 2} stroke={PROJECTION} strokeWidth={u * 0.3} />
        </pattern>
      </defs>
      <rect x={0} y={0} width={W} height={D} fill="#f0fdf4" stroke={INK} strokeWidth={u * 0.4} data-part="lot" />
      {r && r.area > 0 ? (
        <g data-part="projection">
          <rect x={r.x} y={Y(r.y + r.depth)} width={r.width} height={r.depth} fill={`url(#${hatch})`} stroke={PROJECTION} strokeWidth={u * 0.3} />
          <text x={r.x + r.width / 2} y={Y(r.y + r.depth / 2)} fontSize={u * 2.8} textAnchor="middle" fill={PROJECTION} stroke="white" strokeWidth={u * 0.8} paintOrder="stroke">
            <tspan x={r.x + r.width / 2} dy={-u * 1.6}>{`${envelopeMetres(r.width)} × ${envelopeMetres(r.depth)}`}</tspan>
            <tspan x={r.x + r.width / 2} dy={u * 3.4}>{envelopeArea(r.area)}</tspan>
          </text>
        </g>
      ) : null}
      {s.front !== null ? <line data-setback="front" x1={0} y1={Y(s.front)} x2={W} y2={Y(s.front)} stroke={SETBACK} strokeWidth={u * 0.3} strokeDasharray={dash} /> : null}
      {s.back !== null ? <line data-setback="back" x1={0} y1={Y(D - s.back)} x2={W} y2={Y(D - s.back)} stroke={SETBACK} strokeWidth={u * 0.3} strokeDasharray={dash} /> : null}
      {s.side !== null ? (
        <>
          <line data-setback="side" x1={s.side} y1={0} x2={s.side} y2={D} stroke={SETBACK} strokeWidth={u * 0.3} strokeDasharray={dash} />
          <line data-setback="side" x1={W - s.side} y1={0} x2={W - s.side} y2={D} stroke={SETBACK} strokeWidth={u * 0.3} strokeDasharray={dash} />
        </>
      ) : null}
      <Dimension name="frontage" x1={0} y1={D + u * 5} x2={W} y2={D + u * 5} label={envelopeMetres(W)} u={u} />
      <text x={W / 2} y={D + u * 12} fontSize={u * 3} textAnchor="middle" fill={INK} fontWeight="bold">
        frente (rua)
      </text>
      <Dimension name="depth" x1={-u * 5} y1={0} x2={-u * 5} y2={D} label={envelopeMetres(D)} u={u} />
      {s.front !== null && s.front > 0 ? <Dimension name="front" x1={W + u * 6} y1={Y(0)} x2={W + u * 6} y2={Y(s.front)} label={envelopeMetres(s.front)} u={u} colour={SETBACK} /> : null}
      {s.back !== null && s.back > 0 ? <Dimension name="back" x1={W + u * 6} y1={Y(D)} x2={W + u * 6} y2={Y(D - s.back)} label={envelopeMetres(s.back)} u={u} colour={SETBACK} /> : null}
      {s.side !== null && s.side > 0 ? (
        <>
          <Dimension name="side" x1={0} y1={-u * 4} x2={s.side} y2={-u * 4} label={envelopeMetres(s.side)} u={u} colour={SETBACK} />
          <Dimension name="side" x1={W - s.side} y1={-u * 4} x2={W} y2={-u * 4} label={envelopeMetres(s.side)} u={u} colour={SETBACK} />
        </>
      ) : null}
    </svg>
  );
}

function SectionSvg({ e, summary }: { e: ZoningEnvelope; summary: string }) {
  const floors = sectionFloors(e)!;
  const D = e.lot.depth;
  const fh = e.floorHeight;
  const H = Math.max(e.heightLimit ?? 0, floors * fh);
  const u = Math.max(D, H) / 100;
  const margin = { left: u * 10, right: u * 12, top: u * 10, bottom: u * 14 };
  // Ground at the bottom: a height z is drawn at H − z; the front (street) at the left.
  const Z = (z: number) => H - z;
  const s = e.setbacks;
  const r = e.projection?.rect ?? null;
  const dash = `${u * 1.6} ${u}`;
  const used = e.floors ?? floors;
  return (
    <svg
      role="img"
      aria-label={`Corte do volume máximo. ${summary}`}
      viewBox={`${-margin.left} ${-margin.top} ${D + margin.left + margin.right} ${H + margin.top + margin.bottom}`}
      className="block h-auto w-full rounded-md border bg-white"
      style={{ maxHeight: "60vh" }}
      data-testid="zoning-section"
    >
      {r && r.area > 0
        ? Array.from({ length: floors }, (_, i) => (
            <g key={i} data-floor={i < used ? "used" : "allowed"}>
              <rect
                x={r.y}
                y={Z((i + 1) * fh)}
                width={r.depth}
                height={fh}
                fill={i < used ? "#bfdbfe" : "none"}
                stroke={PROJECTION}
                strokeWidth={u * 0.3}
                strokeDasharray={i < used ? undefined : dash}
              />
              <text x={r.y + r.depth / 2} y={Z(i * fh + fh / 2) + u} fontSize={u * 3.4} textAnchor="middle" fill={PROJECTION}>
                {`${i + 1}º pav.`}
              </text>
            </g>
          ))
        : Array.from({ length: floors }, (_, i) => (
            <line key={i} data-floor="level" x1={0} y1={Z((i + 1) * fh)} x2={D} y2={Z((i + 1) * fh)} stroke={PROJECTION} strokeWidth={u * 0.15} strokeDasharray={dash} />
          ))}
      <line x1={-u * 2} y1={Z(0)} x2={D + u * 2} y2={Z(0)} stroke={INK} strokeWidth={u * 0.5} data-part="ground" />
      <line x1={0} y1={Z(0)} x2={0} y2={Z(H)} stroke={INK} strokeWidth={u * 0.15} />
      <line x1={D} y1={Z(0)} x2={D} y2={Z(H)} stroke={INK} strokeWidth={u * 0.15} />
      {s.front !== null && s.front > 0 ? <line data-setback="front" x1={s.front} y1={Z(0)} x2={s.front} y2={Z(H)} stroke={SETBACK} strokeWidth={u * 0.3} strokeDasharray={dash} /> : null}
      {s.back !== null && s.back > 0 ? <line data-setback="back" x1={D - s.back} y1={Z(0)} x2={D - s.back} y2={Z(H)} stroke={SETBACK} strokeWidth={u * 0.3} strokeDasharray={dash} /> : null}
      {e.heightLimit !== null ? (
        <g data-part="height-limit">
          <line x1={-u * 2} y1={Z(e.heightLimit)} x2={D + u * 2} y2={Z(e.heightLimit)} stroke={LIMIT} strokeWidth={u * 0.3} strokeDasharray={dash} />
          <text x={0} y={Z(e.heightLimit) - u * 1.2} fontSize={u * 3.6} fill={LIMIT}>
            gabarito
          </text>
          <Dimension name="height" x1={D + u * 7} y1={Z(0)} x2={D + u * 7} y2={Z(e.heightLimit)} label={envelopeMetres(e.heightLimit)} u={u} colour={LIMIT} font={3.6} />
        </g>
      ) : null}
      <Dimension name="floor-height" x1={-u * 5} y1={Z(0)} x2={-u * 5} y2={Z(fh)} label={envelopeMetres(fh)} u={u} font={3.6} />
      {r && r.area > 0 ? (
        <>
          <Dimension name="projection-depth" x1={r.y} y1={Z(0) + u * 5} x2={r.y + r.depth} y2={Z(0) + u * 5} label={envelopeMetres(r.depth)} u={u} colour={PROJECTION} font={3.6} />
          {/* In the top margin, so it never sits on a floor's own label. */}
          <text x={r.y + r.depth / 2} y={-u * 5} fontSize={u * 3.6} textAnchor="middle" fill={PROJECTION} fontWeight="bold" data-part="floors">
            {floors === 0 ? "nenhum pavimento cabe" : used < floors ? `${floorsText(used)} pelo CA` : floorsText(used)}
          </text>
        </>
      ) : (
        <text x={D / 2} y={-u * 5} fontSize={u * 3.6} textAnchor="middle" fill={PROJECTION} fontWeight="bold" data-part="floors">
          {floors === 0 ? "nenhum pavimento cabe" : `${floorsText(floors)} (só os níveis)`}
        </text>
      )}
      <text x={0} y={Z(0) + u * 11} fontSize={u * 3.6} fill={INK} fontWeight="bold">
        frente (rua)
      </text>
      <text x={D} y={Z(0) + u * 11} fontSize={u * 3.6} fill={INK} textAnchor="end">
        fundos
      </text>
    </svg>
  );
}
