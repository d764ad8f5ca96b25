/**
 * Topography (issue 18, item 2): reads surveyed points (CSV or TXT, x;y;z) and computes what a
 * site survey gives before any AI — extents and elevations, slope by class over the triangulated
 * surface (TIN), and the cut and fill to level a platform. Pure and deterministic: no I/O, never throws on
 * bad text (what could not be read goes to `errors`/`warnings` in pt-BR).
 *
 * Sources of the thresholds (not yet in ../shared/domain-facts, the lead should add them there):
 * - Lei federal 6.766/1979, art. 3º, parágrafo único, III: no parcelamento do solo on slopes of
 *   30% or more unless the authorities' specific requirements are met (read on the Graprohab
 *   manual, https://app.habitacao.sp.gov.br/ManualGraprohab/12Condicoesgerais.html).
 * - Lei federal 12.651/2012 (Código Florestal), art. 4º, V: slopes above 45° (100% on the line of
 *   steepest descent) are APP; art. 11: between 25° (about 47%) and 45°, restricted use.
 * - Empolamento (swell) rates are typical figures quoted from Mattos, "Como Preparar Orçamentos de
 *   Obras" (PINI) through a secondary source: shown as estimates only.
 * The classes below 30% (2%, 5%, 15%) are practical siting ranges, not norms; the texts say so.
 */
import type { AnalysisTable, ToolAnalysis } from "./tool-analysis";
import type { ContourInterval } from "./topography-contours";
import { topographyDrawing, type TopographyDrawing } from "./topography-drawing";
import { cutAndFill, rasterize, triangulate } from "./topography-surface";
import { plural } from "./addressing";

export interface SurveyPoint {
  x: number;
  y: number;
  z: number;
}

export const MAX_SURVEY_POINTS = 50_000;
const MAX_LISTED_ERRORS = 20;

const fmt = (n: number, digits = 2) =>
  new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
const fmtInt = (n: number) => Math.round(n).toLocaleString("pt-BR");
const pct = (n: number, digits = 1) => `${fmt(n, digits)}%`;

/* ------------------------------------------------------------------ parsing */

// A plain decimal number: "12", "-3.5", ".5", "1e3". Thousands separators are handled before.
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// "7.395.123,45" — dots as thousands separators, only meaningful when a decimal comma is allowed.
const GROUPED = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d*)?$/;

function toNumber(raw: string, decimalComma: boolean): number | null {
  let token = raw.trim();
  if (/["']/.test(token)) token = token.replace(/^["']|["']$/g, "").trim();
  if (decimalComma && token.includes(",")) {
    if (GROUPED.test(token)) token = token.replace(/\./g, "");
    if (token.split(",").length > 2) return null;
    token = token.replace(",", ".");
  }
  if (!NUMBER.test(token)) return null;
  const n = Number(token);
  return Number.isFinite(n) ? n : null;
}

/** The fields of a line and whether a decimal comma may appear in them. */
function splitLine(line: string): { fields: string[]; decimalComma: boolean }[] {
  if (line.includes(";")) return [{ fields: line.split(";"), decimalComma: true }];
  if (line.includes("\t")) return [{ fields: line.split("\t"), decimalComma: true }];
  const spaced = { fields: line.trim().split(/\s+/), decimalComma: true };
  // "1.5,2.5,3" is comma-separated; "1,5 2,5 3,5" is space-separated with decimal commas.
  if (line.includes(",")) return [{ fields: line.split(","), decimalComma: false }, spaced];
  return [spaced];
}

const dropTrailingEmpty = (fields: string[]) => {
  const out = fields.map((f) => f.trim());
  while (out.length && out[out.length - 1] === "") out.pop();
  return out;
};

// Header names a survey export uses for each coordinate (PNEZD files put N before E).
const X_NAMES = new Set(["x", "e", "este", "leste", "easting", "coordenada x", "coord x"]);
const Y_NAMES = new Set(["y", "n", "norte", "northing", "coordenada y", "coord y"]);
const Z_NAMES = new Set(["z", "h", "cota", "cotas", "elevacao", "elev", "altitude", "altura", "alt", "elevation"]);

const normalizeName = (s: string) =>
  s
    .trim()
    .replace(/^["']|["']$/g, "")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[()[\]]/g, "")
    .replace(/\s*\(?m\)?$/, "")
    .trim();

function columnsFromHeader(fields: string[]): [number, number, number] | null {
  const names = fields.map(normalizeName);
  const x = names.findIndex((n) => X_NAMES.has(n));
  const y = names.findIndex((n) => Y_NAMES.has(n));
  const z = names.findIndex((n) => Z_NAMES.has(n));
  return x >= 0 && y >= 0 && z >= 0 && new Set([x, y, z]).size === 3 ? [x, y, z] : null;
}

const quoteOf = (s: string) => `“${s.length > 40 ? `${s.slice(0, 40)}…` : s}”`;

/**
 * Metres of a survey: x and y within 100.000 km of the origin (UTM's northings are up to
 * 10.000.000 m), elevations within 100 km. Beyond that a number is a typo or not a coordinate, and
 * it would turn areas and volumes into infinities.
 */
const plausible = ({ x, y, z }: SurveyPoint) => Math.abs(x) <= 1e8 && Math.abs(y) <= 1e8 && Math.abs(z) <= 1e5;

/**
 * Reads surveyed points, one a line: "x;y;z" (decimal comma allowed), "x,y,z", tabs or spaces.
 * An optional first line of names is skipped (and, when it names the columns — "ponto;N;E;cota" —
 * it says which column is which); extra columns (point id, description) are ignored; blank lines
 * and "#" comments are skipped. Over `maxPoints` valid points the file is refused (no points).
 */
export function parsePoints(
  text: string,
  { maxPoints = MAX_SURVEY_POINTS }: { maxPoints?: number } = {},
): { points: SurveyPoint[]; errors: string[] } {
  const points: SurveyPoint[] = [];
  const lineErrors: string[] = [];
  let columns: [number, number, number] = [0, 1, 2];
  let seenData = false;
  let headerSkipped = false;
  let headerColumns: [number, number, number] | null = null;
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  let count = 0;

  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line || line.startsWith("#")) continue;
    let point: SurveyPoint | null = null;
    let bad = line;
    const alternatives = splitLine(line).map(({ fields, decimalComma }) => ({ fields: dropTrailingEmpty(fields), decimalComma }));
    for (const { fields, decimalComma } of alternatives) {
      const read = (cols: readonly number[]) => cols.map((c) => (fields[c] === undefined ? null : toNumber(fields[c] as string, decimalComma)));
      let values = read(columns);
      // "P1;x;y;z" without a header: a point name first, the coordinates after it.
      if (!headerColumns && values[0] === null && fields.length >= 4) {
        const shifted = read([1, 2, 3]);
        if (shifted.every((v) => v !== null)) values = shifted;
      }
      if (values.every((v) => v !== null)) {
        point = { x: values[0] as number, y: values[1] as number, z: values[2] as number };
        break;
      }
      if (bad === line) {
        const firstBad = columns.find((c, k) => fields[c] !== undefined && values[k] === null);
        bad = fields.length < 3 || firstBad === undefined || values.every((v) => v === null) ? line : (fields[firstBad] as string);
      }
    }
    // The first line that is not data, before any data, with words and hardly any numbers: a header.
    const wordy =
      point || seenData || headerSkipped || !/\p{L}/u.test(line)
        ? []
        : alternatives.filter(({ fields, decimalComma }) => fields.filter((f) => toNumber(f, decimalComma) !== null).length < 2);
    if (wordy.length) {
      headerSkipped = true;
      for (const { fields } of wordy) headerColumns ??= columnsFromHeader(fields);
      if (headerColumns) columns = headerColumns;
      continue;
    }
    if (point && !plausible(point)) {
      seenData = true;
      lineErrors.push(`Linha ${i + 1}: coordenadas fora do esperado para um levantamento em metros (${quoteOf(line)}).`);
    } else if (point) {
      seenData = true;
      count++;
      if (count <= maxPoints) points.push(point);
    } else if (bad) {
      lineErrors.push(`Linha ${i + 1}: esperados 3 números (x;y;z), encontrado ${quoteOf(bad)}.`);
    }
  }

  const errors = lineErrors.slice(0, MAX_LISTED_ERRORS);
  if (lineErrors.length > MAX_LISTED_ERRORS) errors.push(`e mais ${fmtInt(lineErrors.length - MAX_LISTED_ERRORS)} linhas com erro.`);
  if (count > maxPoints) {
    errors.push(
      `O arquivo tem ${fmtInt(count)} pontos; o limite é ${fmtInt(maxPoints)} pontos. Reduza o levantamento (por exemplo, exporte só o lote ou um ponto a cada poucos metros) e envie de novo.`,
    );
    return { points: [], errors };
  }
  if (count < 3) {
    errors.push(`São necessários pelo menos 3 pontos válidos (x;y;z); ${count === 0 ? "nenhum foi lido" : `só ${plural(count, "foi lido", "foram lidos")}`}.`);
  }
  return { points, errors };
}

/* --------------------------------------------------- formats we cannot read */

export const UNREADABLE_FORMATS = ["dwg", "dxf", "kml", "kmz", "shp", "las", "laz", "tif", "tiff", "pdf", "xlsx", "xls", "ods"] as const;

const CSV_TARGET = "um arquivo CSV ou TXT com um ponto por linha, na ordem x;y;z (ex.: “333456,78;7395123,45;760,20”)";
const FROM_CAD =
  "No AutoCAD/Civil 3D: com os pontos COGO, use “Exportar pontos” (formato PENZ ou ENZ delimitado por vírgula) — o arquivo PNEZD também serve se tiver a linha de cabeçalho “ponto;N;E;cota”; sem pontos COGO, extraia as coordenadas dos blocos ou vértices com DATAEXTRACTION (ou LIST para poucos pontos) e salve como CSV.";
const FROM_QGIS =
  "No QGIS: abra a camada, clique com o botão direito → Exportar → Salvar feições como…, escolha o formato CSV e, em Opções da camada, GEOMETRY = AS_XYZ (para linhas ou polígonos, converta antes os vértices em pontos com “Extrair vértices”).";

const FORMAT_HELP: Record<(typeof UNREADABLE_FORMATS)[number], string> = {
  dwg: `Arquivos DWG (AutoCAD) não podem ser lidos aqui. ${FROM_CAD}`,
  dxf: `Arquivos DXF não podem ser lidos aqui. ${FROM_CAD} Outra via: abra o DXF no QGIS e exporte os pontos. ${FROM_QGIS}`,
  kml: `Arquivos KML (Google Earth) não podem ser lidos aqui, e o Google Earth não guarda cotas de levantamento confiáveis. Abra o KML no QGIS e exporte como CSV. ${FROM_QGIS} Converta antes as coordenadas geográficas para UTM (metros), senão a declividade sai errada.`,
  kmz: `Arquivos KMZ (Google Earth) não podem ser lidos aqui. O KMZ é um KML compactado: abra-o no QGIS e exporte como CSV. ${FROM_QGIS} Use coordenadas em UTM (metros).`,
  shp: `Shapefiles (SHP) não podem ser lidos aqui. ${FROM_QGIS} Use um sistema de coordenadas em metros (UTM).`,
  las: `Nuvens de pontos LAS não podem ser lidas aqui (e costumam ter milhões de pontos). Filtre os pontos do terreno e reduza a densidade (CloudCompare ou QGIS/PDAL), depois exporte como texto x;y;z com no máximo 50.000 pontos.`,
  laz: `Nuvens de pontos LAZ não podem ser lidas aqui. Descompacte para LAS, filtre o terreno e reduza a densidade (CloudCompare ou QGIS/PDAL), depois exporte como texto x;y;z com no máximo 50.000 pontos.`,
  tif: `Modelos digitais de terreno (MDT em GeoTIFF) não podem ser lidos aqui. No QGIS, use “Pixels do raster para pontos” (recorte antes o lote) e exporte os pontos como CSV. ${FROM_QGIS}`,
  tiff: `Modelos digitais de terreno (MDT em GeoTIFF) não podem ser lidos aqui. No QGIS, use “Pixels do raster para pontos” (recorte antes o lote) e exporte os pontos como CSV. ${FROM_QGIS}`,
  pdf: `PDFs de levantamento não podem ser lidos aqui: são desenhos, não coordenadas. Peça ao topógrafo o arquivo de pontos (CSV/TXT x;y;z) — o software da estação total ou do GNSS exporta a caderneta de pontos como texto — ou o DWG, de onde os pontos podem ser exportados.`,
  xlsx: `Planilhas do Excel não são lidas diretamente. Deixe as colunas x, y e z (uma linha por ponto) e use Arquivo → Salvar como → “CSV (separado por vírgulas)”; no Excel em português o separador sai como ponto e vírgula, o que serve.`,
  xls: `Planilhas do Excel não são lidas diretamente. Deixe as colunas x, y e z e salve como CSV (Arquivo → Salvar como).`,
  ods: `Planilhas do LibreOffice não são lidas diretamente. Deixe as colunas x, y e z e salve como CSV (Arquivo → Salvar como → Texto CSV).`,
};

/**
 * What to do with a survey file this tool cannot read, by file name ("levantamento.dwg") or format
 * ("DWG"); null for the formats it reads (csv, txt, xyz…) and for anything it does not know.
 */
export function unreadableFormatHelp(fileNameOrFormat: string): string | null {
  const name = fileNameOrFormat.trim().toLowerCase();
  if (!name) return null;
  const ext = (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1) : name).replace(/[^a-z0-9]/g, "");
  const key = ext === "geotiff" || ext === "mdt" ? "tif" : ext;
  const help = FORMAT_HELP[key as (typeof UNREADABLE_FORMATS)[number]];
  return help ? `${help} O que esta ferramenta lê: ${CSV_TARGET}, até 50.000 pontos.` : null;
}

/* ------------------------------------------------------------------ analysis */

export interface SlopeClass {
  /** Lower bound, inclusive, in %; upper bound exclusive (Infinity for the last class). */
  from: number;
  to: number;
  label: string;
  /** What a slope in this range means for siting a building. */
  meaning: string;
}

export const SLOPE_CLASSES: readonly SlopeClass[] = [
  { from: 0, to: 2, label: "0–2% (plano)", meaning: "Fácil de ocupar, mas a drenagem exige cuidado: garanta caimento dos pisos externos e saída da água por gravidade." },
  { from: 2, to: 5, label: "2–5% (suave)", meaning: "Faixa ideal: implantação direta, drenagem natural, pequenos acertos de terra." },
  { from: 5, to: 15, label: "5–15% (moderado)", meaning: "Pede platôs ou meios-níveis, escadas e rampas; rampas acessíveis vão até 8,33% (NBR 9050)." },
  { from: 15, to: 30, label: "15–30% (forte)", meaning: "Contenções e fundações a verificar, mais movimento de terra e custo; soluções em níveis ou sobre pilotis." },
  { from: 30, to: 47, label: "30–47% (muito forte)", meaning: "Restrições: a Lei 6.766/79 só admite parcelar a partir de 30% com exigências das autoridades; exige estudo geotécnico e consulta à legislação municipal." },
  { from: 47, to: 100, label: "47–100% (25° a 45°)", meaning: "Encosta íngreme: pelo Código Florestal (art. 11) é área de uso restrito; ocupação só com projeto geotécnico e aval dos órgãos competentes." },
  { from: 100, to: Infinity, label: "acima de 100% (45°)", meaning: "Acima de 45°: área de preservação permanente pelo Código Florestal (art. 4º, V) — não edificar." },
];

export const TOPOGRAPHY_SOURCES = [
  "Lei federal 6.766/1979, art. 3º, parágrafo único, III (parcelamento em declividade de 30% ou mais)",
  "Lei federal 12.651/2012 (Código Florestal), art. 4º, V (encostas acima de 45°) e art. 11 (uso restrito entre 25° e 45°)",
  "ABNT NBR 9050:2020 (rampas até 8,33%)",
  "Empolamento típico: A. D. Mattos, Como Preparar Orçamentos de Obras, PINI (por fonte secundária; estimativa)",
];

export interface SlopeClassShare {
  label: string;
  from: number;
  to: number;
  /** Area of the grid cells in this class, m². */
  area: number;
  /** Share of the covered grid area, 0..1. */
  share: number;
}

export interface TopographyFigures {
  pointCount: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  width: number;
  depth: number;
  /** Plan area of the bounding rectangle of the points, m². */
  boundingArea: number;
  minZ: number;
  maxZ: number;
  /** Mean of the points' elevations (unweighted). */
  meanZ: number;
  elevationRange: number;
  columns: number;
  rows: number;
  cellWidth: number;
  cellDepth: number;
  /** Plan area of the surveyed surface (the TIN's triangles), m². */
  coveredArea: number;
  /** Area-weighted mean elevation of the surveyed surface. */
  surfaceMeanZ: number;
  meanSlope: number;
  maxSlope: number;
  /** 95% of the covered area has a slope up to this (less sensitive to one odd cell than the max). */
  p95Slope: number;
  slopeClasses: SlopeClassShare[];
  platformElevation: number;
  /** True when no elevation was given and the grid's mean elevation was used. */
  platformIsDefault: boolean;
  cut: number;
  fill: number;
  /** cut − fill: positive = soil to take away (bota-fora), negative = soil to bring (empréstimo). */
  balance: number;
  /** The quarter of the grid (by the x and y halves) with the lowest mean slope, and where the lowest point is. */
  flattestQuarter: Quarter;
  lowestQuarter: Quarter;
}

/** A quarter of the bounding rectangle, assuming y grows to the north and x to the east (UTM). */
export type Quarter = "sudoeste" | "sudeste" | "noroeste" | "nordeste";

export interface TopographyResult {
  analysis: ToolAnalysis;
  figures: TopographyFigures | null;
  /** Contours, slope map, outline and platform line to draw (topography-drawing.ts). */
  drawing: TopographyDrawing | null;
}

const MAX_CELLS_PER_SIDE = 250;
const MIN_CELLS_PER_SIDE = 25;

/** The nearest "round" size (1, 2, 2,5 or 5 × 10ⁿ m) so the note reads well. */
function roundSize(size: number): number {
  const exp = Math.floor(Math.log10(size));
  let best = size;
  let bestGap = Infinity;
  for (const e of [exp - 1, exp, exp + 1]) {
    for (const m of [1, 2, 2.5, 5]) {
      const candidate = m * 10 ** e;
      const gap = Math.abs(Math.log(candidate / size));
      if (gap < bestGap) [best, bestGap] = [candidate, gap];
    }
  }
  return best;
}

const QUARTERS: Quarter[] = ["sudoeste", "sudeste", "noroeste", "nordeste"];

function emptyResult(warning: string): TopographyResult {
  return { analysis: { tables: [], warnings: [warning], sources: [] }, figures: null, drawing: null };
}

/**
 * Extents, elevations, slope classes and cut/fill from surveyed points. The ground is the TIN
 * through the points (topography-surface.ts); the slope is read on a regular grid sampled from it
 * (each cell's gradient by central differences, so one noisy point does not make a cliff), and
 * the volumes are the TIN's own prisms, exact for the surface between the points.
 */
export function analyzeTopography(
  points: readonly SurveyPoint[],
  { platformElevation, gridCell, contourInterval }: { platformElevation?: number; gridCell?: number; contourInterval?: ContourInterval } = {},
): TopographyResult {
  const valid = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.z));
  const n = valid.length;
  if (n < 3) return emptyResult("Envie um arquivo com pelo menos 3 pontos (x;y;z) para calcular declividade e volumes.");

  let [minX, maxX, minY, maxY, minZ, maxZ, sumZ] = [Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity, 0];
  for (const { x, y, z } of valid) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
    sumZ += z;
  }
  const width = maxX - minX;
  const depth = maxY - minY;
  const meanZ = sumZ / n;
  const scale = Math.max(width, depth);
  if (!(scale > 0) || Math.min(width, depth) <= scale * 1e-3) {
    return emptyResult(
      "Os pontos estão todos numa linha (ou no mesmo lugar): não há área para calcular declividade nem volumes. Confira se as colunas x e y estão certas e se o arquivo traz o levantamento do lote inteiro.",
    );
  }
  const warnings: string[] = [];
  if (width > 50_000 || depth > 50_000) {
    warnings.push("Os pontos cobrem mais de 50 km: confira se as coordenadas estão em metros (UTM) e não em graus ou com pontos fora do lote.");
  }
  if (Math.abs(minX) <= 180 && Math.abs(maxX) <= 180 && Math.abs(minY) <= 90 && Math.abs(maxY) <= 90 && scale < 1) {
    warnings.push("As coordenadas parecem latitude e longitude em graus: converta para UTM (metros) antes, senão a declividade e os volumes saem errados.");
  }

  // Local coordinates: UTM's 7.395.000 m would cost the triangle arithmetic its centimetres.
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const zs = new Float64Array(n);
  valid.forEach(({ x, y, z }, i) => {
    xs[i] = x - minX;
    ys[i] = y - minY;
    zs[i] = z;
  });
  const spacing = Math.sqrt((width * depth) / n);
  const surface = triangulate(xs, ys, zs);
  if (surface.peeledArea > 0.01 * (surface.area + surface.peeledArea)) {
    warnings.push(
      `O contorno do levantamento tem reentrâncias: ${m2(surface.peeledArea)} entre pontos de borda distantes ficaram fora da área analisada. Se essa parte é do lote, levante pontos nela e envie de novo.`,
    );
  }
  if (surface.used < n) {
    const repeated = n - surface.used;
    warnings.push(
      `${plural(repeated, "ponto repete", "pontos repetem")} as coordenadas x;y de outro ponto: só uma cota por posição entra na superfície. Confira se o arquivo não traz o mesmo ponto duas vezes ou cotas de topo e pé de muro na mesma coordenada.`,
    );
  }

  // Grid: cells about the mean spacing of the points (rounded), between 25 and 250 per side.
  let cell = gridCell !== undefined && gridCell > 0 && Number.isFinite(gridCell) ? gridCell : roundSize(spacing);
  if (gridCell === undefined || !(gridCell > 0)) {
    if (scale / cell > MAX_CELLS_PER_SIDE) cell = scale / MAX_CELLS_PER_SIDE;
    if (scale / cell < MIN_CELLS_PER_SIDE) cell = scale / MIN_CELLS_PER_SIDE;
  } else if (scale / cell > MAX_CELLS_PER_SIDE * 4) {
    cell = scale / (MAX_CELLS_PER_SIDE * 4);
    warnings.push(`A célula pedida era pequena demais para a área; usei ${fmt(cell)} m.`);
  }
  // Cells stretched to cover the rectangle exactly (no area counted outside it).
  const nx = Math.max(1, Math.round(width / cell));
  const ny = Math.max(1, Math.round(depth / cell));
  const cw = width / nx;
  const cd = depth / ny;
  const { grid, covered, gx: triangleGx, gy: triangleGy } = rasterize(surface, xs, ys, zs, { nx, ny, cw, cd });
  let coveredCount = 0;
  for (let k = 0; k < covered.length; k++) coveredCount += covered[k]!;
  const coveredArea = surface.area;
  const surfaceMeanZ = surface.volume / surface.area;
  if (coveredCount === 0 || !(coveredArea > 0)) {
    return emptyResult("Os pontos não formam uma superfície com área: confira se as colunas x e y estão certas e se o arquivo traz o levantamento do lote inteiro.");
  }

  // Slope per covered cell: central differences, one-sided at the edges of the covered area, the
  // cell's own triangle where neither neighbour on that axis is covered (a sliver of surface).
  const slopes = new Float64Array(coveredCount);
  const classCells = SLOPE_CLASSES.map(() => 0);
  // The slope map: each cell's class index, "." where the survey does not reach.
  const cellClasses = new Array<string>(nx * ny).fill(".");
  const quarterSum = [0, 0, 0, 0];
  const quarterCount = [0, 0, 0, 0];
  let s = 0;
  let slopeSum = 0;
  let maxSlope = 0;
  let lowest = -1;
  const derivative = (k: number, lo: boolean, hi: boolean, stride: number, h: number, own: Float64Array) => {
    if (lo && hi) return ((grid[k + stride] as number) - (grid[k - stride] as number)) / (2 * h);
    if (hi) return ((grid[k + stride] as number) - (grid[k] as number)) / h;
    if (lo) return ((grid[k] as number) - (grid[k - stride] as number)) / h;
    return own[k] as number;
  };
  for (let r = 0; r < ny; r++) {
    for (let c = 0; c < nx; c++) {
      const k = r * nx + c;
      if (!covered[k]) continue;
      const gx = derivative(k, c > 0 && covered[k - 1] === 1, c < nx - 1 && covered[k + 1] === 1, 1, cw, triangleGx);
      const gy = derivative(k, r > 0 && covered[k - nx] === 1, r < ny - 1 && covered[k + nx] === 1, nx, cd, triangleGy);
      const slope = 100 * Math.hypot(gx, gy);
      slopes[s++] = slope;
      slopeSum += slope;
      if (slope > maxSlope) maxSlope = slope;
      const cls = SLOPE_CLASSES.findIndex((sc) => slope < sc.to);
      const classIndex = cls === -1 ? SLOPE_CLASSES.length - 1 : cls;
      classCells[classIndex]!++;
      cellClasses[k] = String(classIndex);
      const q = (r >= ny / 2 ? 2 : 0) + (c >= nx / 2 ? 1 : 0);
      quarterSum[q]! += slope;
      quarterCount[q]!++;
      if (lowest < 0 || (grid[k] as number) < (grid[lowest] as number)) lowest = k;
    }
  }
  const meanSlope = slopeSum / coveredCount;
  slopes.sort();
  const p95Slope = slopes[Math.min(coveredCount - 1, Math.floor(0.95 * coveredCount))] as number;
  const quarterMeans = quarterSum.map((sum, q) => (quarterCount[q] ? sum / (quarterCount[q] as number) : Infinity));
  const flattestQuarter = QUARTERS[quarterMeans.indexOf(Math.min(...quarterMeans))] as Quarter;
  const lowR = Math.floor(lowest / nx);
  const lowestQuarter = QUARTERS[(lowR >= ny / 2 ? 2 : 0) + (lowest % nx >= nx / 2 ? 1 : 0)] as Quarter;

  // Cut and fill to level the whole surface at one elevation (default: its mean, which balances them).
  const givenElevation = platformElevation !== undefined && Number.isFinite(platformElevation);
  const elevation = givenElevation ? (platformElevation as number) : surfaceMeanZ;
  const { cut, fill } = cutAndFill(surface, xs, ys, zs, elevation);
  if (givenElevation && (elevation < minZ || elevation > maxZ)) {
    warnings.push(
      `A cota do platô (${fmt(elevation)} m) está fora das cotas do levantamento (${fmt(minZ)} a ${fmt(maxZ)} m): o volume é todo de ${elevation > maxZ ? "aterro" : "corte"}. Confira se a cota está no mesmo referencial dos pontos.`,
    );
  }
  if (n < 30) {
    warnings.push(`Só ${n} pontos: cada triângulo da superfície liga pontos distantes e a declividade é a de planos entre eles, uma aproximação do terreno real. Um levantamento planialtimétrico com mais pontos dá números mais confiáveis.`);
  }

  const slopeClasses: SlopeClassShare[] = SLOPE_CLASSES.map((sc, i) => ({
    label: sc.label,
    from: sc.from,
    to: sc.to,
    // The grid's share of cells in the class, over the surface's exact area.
    area: ((classCells[i] as number) / coveredCount) * coveredArea,
    share: (classCells[i] as number) / coveredCount,
  }));
  const figures: TopographyFigures = {
    pointCount: n,
    minX,
    maxX,
    minY,
    maxY,
    width,
    depth,
    boundingArea: width * depth,
    minZ,
    maxZ,
    meanZ,
    elevationRange: maxZ - minZ,
    columns: nx,
    rows: ny,
    cellWidth: cw,
    cellDepth: cd,
    coveredArea,
    surfaceMeanZ,
    meanSlope,
    maxSlope,
    p95Slope,
    slopeClasses,
    platformElevation: elevation,
    platformIsDefault: !givenElevation,
    cut,
    fill,
    balance: cut - fill,
    flattestQuarter,
    lowestQuarter,
  };
  // Each cell's ground (at its centre) against the platform: the map shades cut and fill (R-DRAW-2).
  const cutFill = Array.from(covered, (on, k) => (!on ? "." : (grid[k] as number) > elevation ? "c" : (grid[k] as number) < elevation ? "a" : "=")).join("");
  const drawing = topographyDrawing({
    surface,
    xs,
    ys,
    zs,
    origin: { x: minX, y: minY },
    width,
    depth,
    minZ,
    maxZ,
    platformElevation: elevation,
    grid: { columns: nx, rows: ny, cellWidth: cw, cellDepth: cd, classes: cellClasses.join("") },
    cutFill,
    ...(contourInterval === undefined ? {} : { interval: contourInterval }),
  });
  return { analysis: { tables: tablesOf(figures), warnings, sources: [...TOPOGRAPHY_SOURCES] }, figures, drawing };
}

const m = (n: number) => `${fmt(n)} m`;
const m2 = (n: number) => `${fmt(n)} m²`;
const m3 = (n: number) => `${fmtInt(n)} m³`;

function balanceText(f: TopographyFigures): string {
  const tolerance = 0.01 * Math.max(f.cut, f.fill, 1);
  if (Math.abs(f.balance) <= tolerance) return "equilibrado (corte ≈ aterro)";
  return f.balance > 0 ? `sobram ${m3(f.balance)} de corte (bota-fora)` : `faltam ${m3(-f.balance)} para o aterro (empréstimo)`;
}

function tablesOf(f: TopographyFigures): AnalysisTable[] {
  const extents: AnalysisTable = {
    title: "Extensão e cotas",
    columns: ["Item", "Valor"],
    rows: [
      ["Pontos lidos", fmtInt(f.pointCount)],
      ["Largura (eixo x)", `${m(f.width)} (x de ${fmt(f.minX)} a ${fmt(f.maxX)})`],
      ["Profundidade (eixo y)", `${m(f.depth)} (y de ${fmt(f.minY)} a ${fmt(f.maxY)})`],
      ["Área do retângulo envolvente", m2(f.boundingArea)],
      ["Área coberta pelo levantamento", m2(f.coveredArea)],
      ["Cota mínima", m(f.minZ)],
      ["Cota máxima", m(f.maxZ)],
      ["Cota média dos pontos", m(f.meanZ)],
      ["Desnível total", m(f.elevationRange)],
      ["Declividade média", pct(f.meanSlope)],
      ["Declividade máxima", pct(f.maxSlope)],
    ],
    notes: [
      "Área coberta: a da superfície triangulada pelos pontos; cantos vazios do retângulo e reentrâncias do levantamento (triângulos de borda 5 vezes mais longos que o espaçamento dos pontos vizinhos) ficam de fora.",
    ],
  };
  const slope: AnalysisTable = {
    title: "Declividade",
    columns: ["Classe", "Área", "% da área", "O que implica"],
    rows: SLOPE_CLASSES.map((sc, i) => {
      const share = f.slopeClasses[i] as SlopeClassShare;
      return [sc.label, m2(share.area), pct(100 * share.share), sc.meaning];
    }),
    notes: [
      `Declividade média ${pct(f.meanSlope)}; máxima ${pct(f.maxSlope)}; 95% da área tem até ${pct(f.p95Slope)}.`,
      `Método: superfície triangulada pelos pontos (TIN, triangulação de Delaunay: cada triângulo é o plano que passa por três pontos levantados), lida numa malha de ${fmtInt(f.columns)} × ${fmtInt(f.rows)} células de ${fmt(f.cellWidth)} × ${fmt(f.cellDepth)} m; declividade de cada célula pelo gradiente da malha (diferenças centrais). A máxima vem de uma única célula e pode refletir um ponto isolado ou errado.`,
      "Faixas até 30% são referências práticas de implantação, não normas; 30% vem da Lei 6.766/79 e 25° e 45° do Código Florestal (Lei 12.651/2012). Confira a legislação municipal.",
    ],
  };
  const earthwork: AnalysisTable = {
    title: "Corte e aterro",
    columns: ["Item", "Valor"],
    rows: [
      ["Cota do platô", `${m(f.platformElevation)}${f.platformIsDefault ? " (cota média do terreno, adotada por não ter sido informada)" : ""}`],
      ["Área nivelada", m2(f.coveredArea)],
      ["Volume de corte", m3(f.cut)],
      ["Volume de aterro", m3(f.fill)],
      ["Saldo", balanceText(f)],
    ],
    notes: [
      "Volumes da superfície triangulada nivelada por inteiro à cota do platô (corte = o que está acima dela, aterro = o que está abaixo, prisma a prisma de cada triângulo): exatos para os planos entre os pontos, uma estimativa do terreno real; não incluem taludes, contenções nem a camada vegetal.",
      "Volumes no corte (solo no lugar), sem empolamento nem compactação: para transporte, aplique o fator de empolamento do seu solo — referência típica de 1,25 (terra comum) a 1,40 (solo argiloso), estimativa — e confirme com a sondagem.",
    ],
  };
  return [extents, slope, earthwork];
}

/* ------------------------------------------------------------- offline text */

const pctShare = (share: number) => pct(100 * share, 0);

/**
 * The tool's offline answer: the computed tables, then rule-based guidance from the slope classes
 * (where to place the building, drainage, earthwork). `figures` is null when no points were sent.
 */
export function topographyOfflineText(
  analysis: ToolAnalysis,
  inputs: Record<string, string>,
  figures: TopographyFigures | null = null,
): string {
  const parts: string[] = [
    "_Resposta da base offline (sem IA generativa): os números vêm do cálculo sobre os pontos enviados, nas tabelas acima; as orientações abaixo são regras gerais da base offline, não um parecer sobre o seu terreno._",
  ];
  // The tables, warnings and sources are shown above the text (and copied with it): not repeated.
  if (!figures && analysis.warnings.length) parts.push(analysis.warnings.map((w) => `> ${w}`).join("\n"));

  const guidance: string[] = [];
  if (figures) {
    const share = (from: number, to = Infinity) =>
      figures.slopeClasses.filter((c) => c.from >= from && c.to <= to).reduce((sum, c) => sum + c.share, 0);
    const flat = share(0, 2);
    const gentle = share(2, 5);
    const moderate = share(5, 15);
    const strong = share(15, 30);
    const steep = share(30);
    const app = share(100);
    guidance.push(
      `**Onde implantar:** a parte mais plana do levantamento fica no quadrante ${figures.flattestQuarter} (considerando y para o norte e x para o leste, como em UTM). Concentre ali a projeção da edificação e os acessos; deixe as áreas mais íngremes para jardins, taludes vegetados ou áreas permeáveis.`,
    );
    if (gentle + flat >= 0.5) guidance.push(`**Terreno favorável:** ${pctShare(gentle + flat)} da área tem até 5%: dá para implantar com pouco movimento de terra.`);
    if (moderate >= 0.25) guidance.push(`**Platôs e meios-níveis:** ${pctShare(moderate)} da área está entre 5% e 15%. Escalone a edificação acompanhando as curvas de nível em vez de um platô único; rampas acessíveis têm no máximo 8,33% (NBR 9050).`);
    if (strong >= 0.1) guidance.push(`**Contenções:** ${pctShare(strong)} da área está entre 15% e 30%. Preveja muros de arrimo ou taludes, sondagem do solo e fundações adequadas; construir sobre pilotis ou em níveis reduz corte e aterro.`);
    if (steep > 0) {
      guidance.push(
        `**Restrições legais:** ${pctShare(steep)} da área tem 30% ou mais. A Lei 6.766/79 (art. 3º, parágrafo único, III) só admite parcelar nessa declividade com exigências específicas das autoridades, e muitos municípios restringem a ocupação. Consulte a legislação municipal e um estudo geotécnico.`,
      );
    }
    if (app > 0) guidance.push(`**Preservação permanente:** ${pctShare(app)} da área passa de 45° (100%), o que o Código Florestal (art. 4º, V) define como APP — não ocupe essa parte.`);
    guidance.push(
      `**Drenagem:** o ponto mais baixo fica no quadrante ${figures.lowestQuarter}; é para lá que a água da chuva escoa. Verifique se há saída por gravidade para a rua ou a galeria; se o ponto baixo for interno ou de fundos, preveja servidão de passagem, caixa de retenção ou bombeamento.${flat >= 0.5 ? " Em terreno quase plano, crie caimento nos pisos externos e eleve o piso da edificação acima do terreno." : ""}`,
      `**Corte e aterro:** nivelar toda a área a ${fmt(figures.platformElevation)} m daria cerca de ${m3(figures.cut)} de corte e ${m3(figures.fill)} de aterro (saldo: ${balanceText(figures)}). Uma edificação menor que o lote movimenta bem menos terra: refaça o cálculo com a cota do piso que escolher e considere o empolamento do solo no transporte.`,
    );
  } else {
    guidance.push("**Sem pontos:** envie um arquivo CSV ou TXT com os pontos do levantamento (x;y;z) para calcular cotas, declividades e volumes de corte e aterro.");
    const help = inputs.arquivo?.trim() ? unreadableFormatHelp(inputs.arquivo) : null;
    if (help) guidance.push(`**Formato do levantamento:** ${help}`);
    guidance.push(
      "**Regras gerais:** até 5% de declividade a implantação é direta (cuide da drenagem abaixo de 2%); de 5% a 15% pede platôs ou meios-níveis; de 15% a 30%, contenções e mais custo; a partir de 30% há restrições legais (Lei 6.766/79) e acima de 45° a encosta é APP (Código Florestal).",
    );
  }
  const place = [inputs.localizacao?.trim(), inputs.areaTotal?.trim() ? `área informada ${inputs.areaTotal.trim()}` : ""].filter(Boolean).join(" · ");
  if (place) guidance.push(`**Terreno informado:** ${place}.`);
  if (inputs.descricaoTerreno?.trim()) guidance.push(`**Descrição:** ${inputs.descricaoTerreno.trim()}`);
  if (inputs.questoesEspecificas?.trim()) {
    guidance.push(`**Suas questões:** “${inputs.questoesEspecificas.trim()}” — a resposta offline não interpreta perguntas livres; com um provedor de IA configurado, elas são respondidas a partir destes números.`);
  }
  parts.push(guidance.join("\n\n"));
  return parts.join("\n\n");
}
