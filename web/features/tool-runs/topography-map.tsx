import { useMemo, useRef, useState, type PointerEvent, type WheelEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, Maximize2, ZoomIn, ZoomOut } from "lucide-react";
import type { TopographyDrawing } from "#domain/topography-drawing";
import { topographyMapSvg } from "#domain/topography-map";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { svgToReact } from "#web/components/svg-tree";
import { topographyDxfHref, topographyQueries } from "#web/api/topography";

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
  // The same tree as the tool's PDF (R-DRAW-2): zoom and pan change only its viewBox.
  const map = useMemo(() => topographyMapSvg(drawing), [drawing]);
  const whole = map.view;
  const [view, setView] = useState<View>(whole);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);

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

  const summary = map.summary;
  const children = useMemo(() => map.tree.children.map((c, i) => svgToReact(c, i)), [map]);

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
            {children}
          </svg>
          <figcaption className="text-sm text-muted-foreground">{[summary, ...map.notes].join(" ")}</figcaption>
        </figure>
        <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Legenda do desenho">
          {map.legend.map((item) => (
            <li key={item.label} className="flex items-center gap-2">
              {item.kind === "area" ? (
                <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm" style={{ background: item.colour }} />
              ) : item.kind === "hatch" ? (
                <span
                  aria-hidden="true"
                  className="inline-block size-3 shrink-0 rounded-sm border"
                  style={{ borderColor: item.colour, background: `repeating-linear-gradient(${item.label.startsWith("Corte") ? "-45deg" : "45deg"}, ${item.colour} 0 1px, transparent 1px 4px)` }}
                />
              ) : (
                <span aria-hidden="true" className={`inline-block h-0.5 w-4 shrink-0${item.kind === "dashed" ? " border-t-2 border-dashed" : ""}`} style={item.kind === "dashed" ? { borderColor: item.colour } : { background: item.colour }} />
              )}
              {item.label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
