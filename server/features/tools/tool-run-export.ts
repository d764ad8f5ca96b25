import { and, eq } from "drizzle-orm";
import { parseSectionMarkdown } from "#domain/rich-text";
import type { AnalysisToolId, ToolRun } from "#domain/tool-runs.schema";
import type { TopographyDrawing } from "#domain/topography-drawing";
import { topographyLegendSvg, topographyMapSvg } from "#domain/topography-map";
import { envelopeFromRunInputs, envelopeNotes, missingText, planSummary, sectionSummary, type EnvelopePlot, type ZoningEnvelope } from "#domain/zoning-envelope";
import { envelopePlanSvg, envelopeSectionSvg, envelopeTable } from "#domain/zoning-envelope-svg";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { project } from "#server/db/schema";
import { loadBrand } from "#server/branding/brand";
import { fileNameFor } from "#server/export/http";
import type { ExportBlock, ExportDocument, ExportMeta } from "#server/export/model";
import { landPlot } from "#server/lib/land-plot";
import type { FileStorage } from "#server/storage/file-storage";
import { blockOf } from "#server/export/rich-blocks";
import { getToolRun } from "./tool-runs.service";
import { findTopographyDrawing } from "./topography-drawing.service";

/** The tools' titles, as their cards name them (web/lib/tools.ts). */
export const ANALYSIS_TOOL_TITLES: Record<AnalysisToolId, string> = {
  zoneamento: "Análise de zoneamento",
  topografia: "Análise topográfica",
  materiais: "Banco de materiais",
  "pos-obra": "Checklist pós-obra",
  sustentabilidade: "Sugestões sustentáveis",
};

/**
 * The zoning envelope's plan and section as export blocks (R-DRAW-1): the page's SVG trees, their
 * summaries, the table of figures, what is missing (no line is drawn in its place) and the notes.
 */
export function envelopeBlocks(e: ZoningEnvelope, brandColor: string | null | undefined): ExportBlock[] {
  const plan = envelopePlanSvg(e, brandColor);
  const section = envelopeSectionSvg(e, brandColor);
  const sectionText = sectionSummary(e);
  const missing = missingText(e);
  return [
    { type: "drawing", title: "Planta do lote", svg: plan.tree, width: plan.width, height: plan.height, summary: planSummary(e), maxHeight: 380 },
    section && sectionText
      ? { type: "drawing", title: "Corte do volume máximo", svg: section.tree, width: section.width, height: section.height, summary: sectionText, maxHeight: 300 }
      : { type: "note", text: "Corte não desenhado: sem o gabarito (altura máxima), os pavimentos só se calculam com o CA e a projeção dentro de todos os recuos." },
    ...(missing ? [{ type: "paragraph" as const, text: [{ text: missing, bold: true }] }] : []),
    { type: "table", columns: [{ label: "Item", width: 3 }, { label: "Valor", align: "right" }], rows: envelopeTable(e).rows },
    { type: "list", items: envelopeNotes(e) },
  ];
}

/**
 * The survey's contour and slope map as export blocks (R-DRAW-2): the page's tree (labels, slope
 * classes, cut and fill, points, north arrow, scale bar), its summary, then its legend drawn with
 * the same swatches. The DOCX gives the summary and the legend as a table.
 */
export function topographyBlocks(drawing: TopographyDrawing): ExportBlock[] {
  const map = topographyMapSvg(drawing);
  const legend = topographyLegendSvg(map.legend);
  return [
    {
      type: "drawing",
      title: "Curvas de nível e declividade",
      svg: map.tree,
      width: map.view.w,
      height: map.view.h,
      summary: [map.summary, ...map.notes].join(" "),
      maxHeight: 460,
      table: { columns: ["Legenda"], rows: map.legend.map((l) => [l.label]) },
    },
    { type: "drawing", title: "Legenda", svg: legend.tree, width: legend.width, height: legend.height, summary: "Norte para cima; a barra de escala dá a medida em metros; coordenadas do levantamento no DXF.", maxHeight: legend.height },
  ];
}

/**
 * A tool run as the export model (R-DRAW-1, R-DRAW-2): what was calculated (tables, warnings),
 * the zoning run's envelope and the survey's map drawn as on the page, the text and the sources.
 * Pure: the caller reads the run, its project's lot, the stored drawing and the brand.
 */
export function toolRunExport(run: ToolRun, meta: ExportMeta, plot: EnvelopePlot | null, drawing: TopographyDrawing | null = null): ExportDocument {
  const blocks: ExportBlock[] = [];
  for (const t of run.computed?.tables ?? []) {
    blocks.push({ type: "heading", level: 2, text: t.title }, { type: "table", columns: t.columns.map((label, i) => ({ label, ...(i === 0 ? { width: 2 } : {}) })), rows: t.rows });
    for (const note of t.notes ?? []) blocks.push({ type: "note", text: note });
  }
  if (run.computed?.warnings.length) blocks.push({ type: "heading", level: 2, text: "Avisos" }, { type: "list", items: run.computed.warnings });
  const envelope = run.tool === "zoneamento" ? envelopeFromRunInputs(run.inputs, plot) : null;
  if (envelope) {
    blocks.push(
      { type: "heading", level: 1, text: "Potencial do terreno" },
      { type: "note", text: "Desenhado pelas regras do Prancheta a partir dos dados desta análise, sem IA. A frente (rua) fica embaixo na planta e à esquerda no corte." },
      ...envelopeBlocks(envelope, meta.brand?.color),
    );
  }
  if (run.tool === "topografia" && drawing) {
    blocks.push(
      { type: "heading", level: 1, text: "Desenho do levantamento" },
      { type: "note", text: "Desenhado pelas regras do Prancheta a partir dos pontos enviados (superfície triangulada), sem IA, como na página da análise." },
      ...topographyBlocks(drawing),
    );
  }
  const text = parseSectionMarkdown(run.text).map(blockOf);
  if (text.length) blocks.push({ type: "heading", level: 1, text: "Análise" }, ...text);
  if (run.computed?.sources.length) blocks.push({ type: "heading", level: 2, text: "Fontes" }, { type: "list", items: run.computed.sources });
  return { title: ANALYSIS_TOOL_TITLES[run.tool], meta, blocks };
}

/** A run of the studio, ready to render; another studio's run is a 404 (getToolRun). */
export async function toolRunForExport({ db, storage, scope, id, now = new Date() }: { db: Db; storage: FileStorage; scope: StudioScope; id: string; now?: Date }) {
  const run = await getToolRun({ db, scope, id });
  const [row] = run.project ? await db.select().from(project).where(and(eq(project.id, run.project.id), eq(project.studioId, scope.studioId))) : [];
  const { studioName, brand } = await loadBrand({ db, storage, studioId: scope.studioId });
  const meta: ExportMeta = { studioName, brand, projectName: run.project?.name ?? "Sem projeto", clientName: null, date: now };
  const drawing = run.tool === "topografia" ? await findTopographyDrawing({ db, scope, id }) : null;
  const doc = toolRunExport(run, meta, row ? landPlot(row) : null, drawing);
  return { doc, fileName: fileNameFor(doc.title, meta.projectName, "pdf") };
}
