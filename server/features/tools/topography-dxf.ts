/**
 * The topography drawing as DXF (R-TOOL-8): what the architect opens in AutoCAD, Revit or
 * QGIS, in the survey's own coordinates (UTM stays UTM) and elevations. One layer per kind of
 * line, named in Portuguese as a Brazilian drafter would, so each can be switched off or restyled.
 */
import { dxf, type DxfEntity, type DxfLayer } from "./dxf";
import type { DrawingLine, TopographyDrawing } from "#domain/topography-drawing";

export const TOPOGRAPHY_DXF_LAYERS = {
  contours: "CURVAS_NIVEL",
  masters: "CURVAS_MESTRAS",
  labels: "COTAS_CURVAS",
  points: "PONTOS_LEVANTADOS",
  outline: "CONTORNO_LEVANTAMENTO",
  platform: "PLATO_CORTE_ATERRO",
} as const;

const LAYERS: DxfLayer[] = [
  { name: TOPOGRAPHY_DXF_LAYERS.contours, color: 8 },
  { name: TOPOGRAPHY_DXF_LAYERS.masters, color: 30 },
  { name: TOPOGRAPHY_DXF_LAYERS.labels, color: 7 },
  { name: TOPOGRAPHY_DXF_LAYERS.points, color: 3 },
  { name: TOPOGRAPHY_DXF_LAYERS.outline, color: 5 },
  { name: TOPOGRAPHY_DXF_LAYERS.platform, color: 6 },
];

/** "915,5" — elevations as a Brazilian drawing writes them. */
const elevationText = (z: number) => z.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export function topographyDxf(drawing: TopographyDrawing): string {
  const { origin } = drawing;
  const absolute = (line: DrawingLine): [number, number][] => {
    const points: [number, number][] = [];
    for (let i = 0; i + 1 < line.xy.length; i += 2) points.push([origin.x + line.xy[i]!, origin.y + line.xy[i + 1]!]);
    return points;
  };
  // Labels about 1/150 of the drawing's size: readable when the whole survey fits the screen.
  const textHeight = Math.max(0.2, Math.round((Math.max(drawing.width, drawing.depth) / 150) * 10) / 10);
  const entities: DxfEntity[] = [];
  for (const contour of drawing.contours) {
    const layer = contour.master ? TOPOGRAPHY_DXF_LAYERS.masters : TOPOGRAPHY_DXF_LAYERS.contours;
    for (const line of contour.lines) {
      const points = absolute(line);
      entities.push({ kind: "polyline", layer, points, elevation: contour.level, closed: line.closed });
      if (contour.master && points.length > 0) {
        const [x, y] = points[Math.floor(points.length / 2)]!;
        entities.push({ kind: "text", layer: TOPOGRAPHY_DXF_LAYERS.labels, x, y, z: contour.level, height: textHeight, text: elevationText(contour.level) });
      }
    }
  }
  for (const ring of drawing.outline) {
    entities.push({ kind: "polyline", layer: TOPOGRAPHY_DXF_LAYERS.outline, points: absolute(ring), elevation: 0, closed: true });
  }
  for (const line of drawing.platform.lines) {
    entities.push({ kind: "polyline", layer: TOPOGRAPHY_DXF_LAYERS.platform, points: absolute(line), elevation: drawing.platform.elevation, closed: line.closed });
  }
  for (let i = 0; i + 2 < drawing.points.length; i += 3) {
    entities.push({ kind: "point", layer: TOPOGRAPHY_DXF_LAYERS.points, x: origin.x + drawing.points[i]!, y: origin.y + drawing.points[i + 1]!, z: drawing.points[i + 2]! });
  }
  return dxf(LAYERS, entities);
}
