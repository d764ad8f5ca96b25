import { useMemo, useRef, useState, type PointerEvent, type WheelEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, Maximize2, ZoomIn, ZoomOut } from "lucide-react";
import { SLOPE_CLASSES } from "#domain/topography-analysis";
import type { TopographyDrawing } from "#domain/topography-drawing";
import { MASTER_EVERY } from "#domain/topography-contours";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { topographyDxfHref, topographyQueries } from "#web/api/topography";
import { labelAt, linePath, scaleBarLength, slopePaths } from "./topography-map-geometry";

/** The seven slope classes, from flat (green) to above 45° (dark red): a diverging scale readable in print. */
const CLASS_COLOURS = ["#1a9850", "#91cf60", "#d9ef8b", "#fee08b", "#fc8d59", "#d73027", "#7f0000"];

const metres = (v: number) => `${v.toLocaleString("pt-BR", { maximumFractionDigits: 2 })} m`;
const count = (v: number) => v.toLocaleString("pt-BR");

type View = { x: number; y: number; w: number; h: number };

/**
 * The survey as an architect looks at it (R-TOOL-8): slope classes as a coloured map, contour
 * lines (master lines heavier and labelled), the surveyed outline, the line where the platform
 * meets the ground, the points, a north arrow and a scale bar; zoom and pan by buttons, wheel or
 * drag; and the same drawing as DXF. A run without a drawing (before drawings were kept) shows
 * nothing.
 */
export function TopographyMap({ runId }: { runId: string }) {
  const { data: drawing } = useQuery(topographyQueries.drawing(runId));
  if (!drawing) return null;
  return <DrawingCard key={runId} runId={runId} drawing={drawing} />;
}

function DrawingCard({ runId, drawing }: { runId: string; drawing: TopographyDrawing }) {
  const { width, depth } = drawing;
  const margin = Math.max(width, depth) * 0.06;
  const whole: View = { x: -margin, y: -margin, w: width + 2 * margin, h: depth + 2 * margin };
  const [view, setView] = useState<View>(whole);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const slope = useMemo(() => slopePaths(drawing.slope, depth, SLOPE_CLASSES.length), [drawing, depth]);
  const unit = Math.max(width, depth) / 100;
  const bar = scaleBarLength(width);
  const masterStep = drawing.interval * MASTER_EVERY;

  const zoom = (factor: number) =>
    setView((v) => {
      const w = Math.min(whole.w * 2, Math.max(whole.w / 40, v.w * factor));
      const h = (w / v.w) * v.h;
      return { x: v.x + (v.w - w) / 2, y: v.y + (v.h - h) / 2, w, h };
    });
  const onWheel = (event: WheelEvent<SVGSVGElement>) => zoom(event.deltaY > 0 ? 1.2 : 1 / 1.2);
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    const box = svgRef.current?.getBoundingClientRect();
    if (!start || !box || box.width === 0) return;
    const scale = start.view.w / box.width;
    setView({ ...start.view, x: start.view.x - (event.clientX - start.x) * scale, y: start.view.y - (event.clientY - start.y) * scale });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const summary =
    `Curvas de nível a cada ${metres(drawing.interval)} (mestras a cada ${metres(masterStep)}), ` +
    `de ${metres(drawing.contours[0]?.level ?? 0)} a ${metres(drawing.contours.at(-1)?.level ?? 0)}, ` +
    `sobre o mapa de declividade em ${SLOPE_CLASSES.length} classes; área de ${metres(width)} por ${metres(depth)}; ` +
    `platô na cota ${metres(drawing.platform.elevation)}.`;

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Curvas de nível e declividade</CardTitle>
        <CardDescription>
          Desenhado pelas regras do Prancheta a partir dos pontos enviados (superfície triangulada), sem IA. Norte para cima; coordenadas do levantamento no DXF.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => zoom(1 / 1.5)} aria-label="Aproximar o desenho">
            <ZoomIn aria-hidden="true" /> Aproximar
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => zoom(1.5)} aria-label="Afastar o desenho">
            <ZoomOut aria-hidden="true" /> Afastar
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setView(whole)} aria-label="Ver o desenho inteiro">
            <Maximize2 aria-hidden="true" /> Ver tudo
          </Button>
          <a className={buttonVariants({ variant: "outline", size: "sm" })} href={topographyDxfHref(runId)} download>
            <Download aria-hidden="true" /> Baixar DXF (AutoCAD, Revit, QGIS)
          </a>
        </div>
        <figure className="space-y-2">
          <svg
            ref={svgRef}
            role="img"
            aria-label={summary}
            viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
            className="block h-auto w-full touch-none rounded-md border bg-white"
            style={{ aspectRatio: `${whole.w} / ${whole.h}`, maxHeight: "70vh" }}
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            data-testid="topography-map"
          >
            <g opacity={0.6}>
              {slope.map((d, i) => (d ? <path key={i} d={d} fill={CLASS_COLOURS[i]} /> : null))}
            </g>
            {drawing.outline.map((line, i) => (
              <path key={`o${i}`} d={linePath(line, depth)} fill="none" stroke="#1d4ed8" strokeWidth={unit * 0.35} />
            ))}
            {drawing.contours.map((contour) =>
              contour.lines.map((line, i) => (
                <path
                  key={`${contour.level}-${i}`}
                  d={linePath(line, depth)}
                  fill="none"
                  stroke={contour.master ? "#5b3a1a" : "#8a6a4a"}
                  strokeWidth={unit * (contour.master ? 0.3 : 0.12)}
                />
              )),
            )}
            {drawing.platform.lines.map((line, i) => (
              <path key={`p${i}`} d={linePath(line, depth)} fill="none" stroke="#a21caf" strokeWidth={unit * 0.3} strokeDasharray={`${unit} ${unit * 0.6}`} />
            ))}
            {Array.from({ length: Math.floor(drawing.points.length / 3) }, (_, i) => (
              <circle key={`pt${i}`} cx={drawing.points[3 * i]} cy={depth - drawing.points[3 * i + 1]!} r={unit * 0.15} fill="#111827" />
            ))}
            {drawing.contours
              .filter((c) => c.master)
              .flatMap((contour) =>
                contour.lines.map((line, i) => {
                  const at = labelAt(line, depth);
                  return at ? (
                    <text key={`l${contour.level}-${i}`} x={at[0]} y={at[1]} fontSize={unit * 1.8} fill="#5b3a1a" stroke="white" strokeWidth={unit * 0.4} paintOrder="stroke" textAnchor="middle">
                      {contour.level.toLocaleString("pt-BR")}
                    </text>
                  ) : null;
                }),
              )}
            <g transform={`translate(${width + margin * 0.2} ${-margin * 0.2})`} aria-hidden="true">
              <path d={`M0 ${unit * 6}L${unit * 1.5} ${unit * 1.5}L${unit * 3} ${unit * 6}Z`} fill="#111827" transform={`translate(${-unit * 3} 0)`} />
              <text x={-unit * 1.5} y={unit * 1.2} fontSize={unit * 2.2} textAnchor="middle" fill="#111827">
                N
              </text>
            </g>
            <g transform={`translate(0 ${depth + margin * 0.55})`} aria-hidden="true">
              <rect x={0} y={0} width={bar} height={unit * 0.6} fill="#111827" />
              <text x={bar / 2} y={unit * 2.6} fontSize={unit * 1.8} textAnchor="middle" fill="#111827">
                {metres(bar)}
              </text>
            </g>
          </svg>
          <figcaption className="text-sm text-muted-foreground">
            {summary}
            {drawing.intervalAsked !== null ? ` A equidistância pedida, ${metres(drawing.intervalAsked)}, daria linhas demais para este levantamento.` : ""}
            {drawing.pointsTotal > drawing.points.length / 3
              ? ` Pontos desenhados: ${count(drawing.points.length / 3)} de ${count(drawing.pointsTotal)}, distribuídos por igual.`
              : ` Pontos desenhados: todos os ${count(drawing.pointsTotal)}.`}
          </figcaption>
        </figure>
        <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Legenda do desenho">
          {SLOPE_CLASSES.map((cls, i) => (
            <li key={cls.label} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm" style={{ background: CLASS_COLOURS[i], opacity: 0.8 }} />
              Declividade {cls.label}
            </li>
          ))}
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 shrink-0" style={{ background: "#5b3a1a" }} />
            Curva mestra (a cada {metres(masterStep)}, com a cota)
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 shrink-0 border-t-2 border-dashed" style={{ borderColor: "#a21caf" }} />
            Linha do platô ({metres(drawing.platform.elevation)}): de um lado corte, do outro aterro
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-4 shrink-0" style={{ background: "#1d4ed8" }} />
            Contorno do levantamento
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
