/**
 * The buildable envelope of a rectangular lot (R-TOOL-8, decision 093): the geometry the zoning
 * tool's drawing shows — the lot, the setback lines, the rectangle left inside them, the maximum
 * projection placed in it, and the maximum volume's floors under the height limit. Pure, in
 * metres, from the same inputs and formulas as the zoning analysis (domain/zoning-analysis.ts), so
 * the drawing and the tables cannot disagree.
 *
 * Nothing is guessed: a setback not given leaves its line out and is listed in `missing` (the
 * analysis's tables assume 0 m for it and say so; the drawing does not draw that assumption). The
 * one assumption kept is the floor-to-floor height (DEFAULT_FLOOR_HEIGHT) that turns the height
 * limit into floors, and the envelope says when it is assumed.
 *
 * Coordinates: x runs along the frontage from the left boundary (seen from the street), y runs
 * from the street boundary ("frente") to the back one ("fundos").
 */
import { formatArea } from "./needs-program";
import { plural } from "./addressing";
import { parseMeasure } from "./sustainability-analysis";
import { parametersAddedFromPlot, zoningParametersText, type LotParameterKey } from "./lot-parameters";
import type { LandPlot } from "./projects.schema";
import { DEFAULT_FLOOR_HEIGHT, parseLotArea, parseZoningParameters, type ZoningInput } from "./zoning-analysis";

export interface EnvelopeInput {
  /** Frente do lote, m. */
  frontage?: number | null;
  /** Fundo (profundidade) do lote, m. */
  depth?: number | null;
  /** Área do terreno, m² (the typed one wins over frente × fundo, as in the analysis). */
  area?: number | null;
  /** Rates as fractions (0.5 = 50%). */
  to?: number;
  ca?: number;
  tp?: number;
  /** Setbacks, m: front, each side, back. */
  front?: number;
  side?: number;
  back?: number;
  /** Gabarito, m. */
  heightLimit?: number;
  /** Número máximo de pavimentos, when the law gives one. */
  floorsLimit?: number;
  /** Floor-to-floor height, m; DEFAULT_FLOOR_HEIGHT (assumed, and said) when absent. */
  floorHeight?: number;
}

export interface EnvelopeRect {
  x: number;
  y: number;
  width: number;
  depth: number;
  area: number;
}

export interface ZoningEnvelope {
  lot: {
    frontage: number;
    depth: number;
    /** The area the indices apply to. */
    area: number;
    areaFrom: "informada" | "frente × fundo";
    depthFrom: "informado" | "área ÷ frente";
    /** |área − frente × fundo| ÷ área, when the typed area differs from the rectangle by more than 5%. */
    areaMismatch: number | null;
  };
  /** Each setback that was given (m); null: not given, its line is not drawn. */
  setbacks: { front: number | null; side: number | null; back: number | null };
  /** The rectangle inside the setbacks; null unless all three setbacks are known. */
  buildable: EnvelopeRect | null;
  /**
   * The maximum projection: min(buildable area, TO × lot area), drawn as a rectangle of that area
   * with the buildable width, against the front setback line (`rect`). With setbacks missing, only
   * TO × area is known and it is an upper bound (`upperBound`), not placed.
   */
  projection: { area: number; byTo: number | null; limitedBy: "TO" | "recuos" | "TO e recuos"; upperBound: boolean; rect: EnvelopeRect | null } | null;
  /** TP × lot area, m², and whether it fits in what the projection leaves free (null: unknown). */
  permeable: { area: number; fits: boolean | null } | null;
  /** CA × lot area, m². */
  maxBuilt: number | null;
  heightLimit: number | null;
  floorHeight: number;
  floorHeightAssumed: boolean;
  /** Floors under the height limit (and the law's floor limit): floor(height ÷ floor height). */
  floorsAllowed: number | null;
  /** Floors the CA needs with the exact projection: ceil(CA area ÷ projection). */
  floorsForCa: number | null;
  /** Floors of the maximum volume: min(floorsForCa, floorsAllowed) when both are known. */
  floors: number | null;
  /** min(floors × projection, CA area), m². */
  reachableBuilt: number | null;
  /** What the drawing lacks, in pt-BR, in the order the form asks for it. */
  missing: string[];
}

const EPS = 1e-9;
const positive = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;
const known = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n >= 0;

/** pt-BR names of what may be missing, as the form and the analysis's tables write them. */
export const ENVELOPE_NAMES = {
  front: "recuo frontal",
  side: "recuo lateral",
  back: "recuo de fundos",
  to: "taxa de ocupação (TO)",
  ca: "coeficiente de aproveitamento (CA)",
  tp: "taxa de permeabilidade (TP)",
  heightLimit: "gabarito (altura máxima)",
} as const;

/**
 * The envelope, or null when there is no lot rectangle to draw: the frontage, and the depth or the
 * area (depth = área ÷ frente), are needed.
 */
export function zoningEnvelope(input: EnvelopeInput): ZoningEnvelope | null {
  const frontage = positive(input.frontage) ? input.frontage : null;
  if (frontage === null) return null;
  const typedArea = positive(input.area) ? input.area : null;
  const typedDepth = positive(input.depth) ? input.depth : null;
  const depth = typedDepth ?? (typedArea !== null ? typedArea / frontage : null);
  if (depth === null) return null;
  const area = typedArea ?? frontage * depth;
  const rectangle = frontage * depth;
  const mismatch = Math.abs(rectangle - area) / area;

  const missing: string[] = [];
  const setback = (k: "front" | "side" | "back") => {
    const v = input[k];
    if (known(v)) return v;
    missing.push(ENVELOPE_NAMES[k]);
    return null;
  };
  const setbacks = { front: setback("front"), side: setback("side"), back: setback("back") };

  let buildable: EnvelopeRect | null = null;
  if (setbacks.front !== null && setbacks.side !== null && setbacks.back !== null) {
    const width = Math.max(0, frontage - 2 * setbacks.side);
    const deep = Math.max(0, depth - setbacks.front - setbacks.back);
    buildable = { x: Math.min(setbacks.side, frontage / 2), y: Math.min(setbacks.front, depth), width, depth: deep, area: width * deep };
  }

  const to = input.to !== undefined && input.to > 0 && input.to <= 1 ? input.to : undefined;
  if (to === undefined) missing.push(ENVELOPE_NAMES.to);
  const byTo = to !== undefined ? to * area : null;
  let projection: ZoningEnvelope["projection"] = null;
  if (byTo !== null && buildable !== null) {
    const a = Math.min(byTo, buildable.area);
    const limitedBy = Math.abs(byTo - buildable.area) < EPS ? "TO e recuos" : byTo < buildable.area ? "TO" : "recuos";
    // Placed with the buildable width, against the front setback: the depth is what the area asks.
    const rectDepth = buildable.width > 0 ? a / buildable.width : 0;
    projection = { area: a, byTo, limitedBy, upperBound: false, rect: { x: buildable.x, y: buildable.y, width: buildable.width, depth: rectDepth, area: a } };
  } else if (byTo !== null) {
    projection = { area: byTo, byTo, limitedBy: "TO", upperBound: true, rect: null };
  }

  const ca = positive(input.ca) ? input.ca : undefined;
  if (ca === undefined) missing.push(ENVELOPE_NAMES.ca);
  const maxBuilt = ca !== undefined ? ca * area : null;

  const tp = input.tp !== undefined && input.tp >= 0 && input.tp < 1 ? input.tp : undefined;
  if (tp === undefined) missing.push(ENVELOPE_NAMES.tp);
  const permeable =
    tp !== undefined ? { area: tp * area, fits: projection && !projection.upperBound ? area - projection.area >= tp * area - EPS : null } : null;

  const heightLimit = positive(input.heightLimit) ? input.heightLimit : null;
  if (heightLimit === null) missing.push(ENVELOPE_NAMES.heightLimit);
  const floorHeightAssumed = !positive(input.floorHeight);
  const floorHeight = floorHeightAssumed ? DEFAULT_FLOOR_HEIGHT : input.floorHeight!;
  const caps = [heightLimit !== null ? Math.floor(heightLimit / floorHeight + EPS) : null, positive(input.floorsLimit) ? Math.floor(input.floorsLimit) : null].filter(
    (n): n is number => n !== null,
  );
  const floorsAllowed = caps.length ? Math.min(...caps) : null;
  const exact = projection !== null && !projection.upperBound && projection.area > 0 ? projection.area : null;
  const floorsForCa = maxBuilt !== null && exact !== null ? Math.ceil(maxBuilt / exact - EPS) : null;
  const floors = floorsForCa !== null && floorsAllowed !== null ? Math.min(floorsForCa, floorsAllowed) : floorsForCa;
  const reachableBuilt = floors !== null && exact !== null && maxBuilt !== null ? Math.min(maxBuilt, floors * exact) : null;

  return {
    lot: {
      frontage,
      depth,
      area,
      areaFrom: typedArea !== null ? "informada" : "frente × fundo",
      depthFrom: typedDepth !== null ? "informado" : "área ÷ frente",
      areaMismatch: mismatch > 0.05 ? mismatch : null,
    },
    setbacks,
    buildable,
    projection,
    permeable,
    maxBuilt,
    heightLimit,
    floorHeight,
    floorHeightAssumed,
    floorsAllowed,
    floorsForCa,
    floors,
    reachableBuilt,
    missing,
  };
}

/**
 * The envelope of a zoning run, from the same inputs the analysis reads (the form's fields, the
 * "parâmetros" text parsed by parseZoningParameters; frente and fundo already in metres).
 */
export function envelopeFromZoningInput(input: ZoningInput): ZoningEnvelope | null {
  const p = parseZoningParameters(input.parametros ?? "");
  const typed = parseLotArea(input.areaTerreno);
  const frontage = positive(input.frente) ? input.frente : typed.sides?.[0];
  const depth = positive(input.fundo) ? input.fundo : typed.sides?.[1];
  return zoningEnvelope({
    frontage,
    depth,
    area: positive(typed.area) && !typed.sides ? typed.area : null,
    to: p.to,
    ca: p.ca ?? p.caMax,
    tp: p.tp,
    front: p.front,
    side: p.side,
    back: p.back,
    heightLimit: p.heightLimit,
    floorsLimit: p.floorsLimit,
    floorHeight: input.floorHeight,
  });
}

/** The lot a zoning run may take from its project (R-PROJ-2). */
export type EnvelopePlot = Pick<LandPlot, LotParameterKey | "area" | "frontage" | "depth">;

/**
 * The envelope of a run from its form's strings ("12", "30,5 m"), read as the server reads them
 * (server/features/tools/tool-analysis.ts): with a project, its lot fills what the form leaves
 * blank — area, frente, fundo and each parameter the typed text lacks.
 */
export function envelopeFromRunInputs(inputs: Record<string, string>, plot: EnvelopePlot | null = null): ZoningEnvelope | null {
  const added = plot ? zoningParametersText(plot, parametersAddedFromPlot(inputs.parametros, plot)) : "";
  return envelopeFromZoningInput({
    areaTerreno: inputs.areaTerreno || (plot?.area ? String(plot.area).replace(".", ",") : undefined),
    parametros: [inputs.parametros?.trim(), added].filter(Boolean).join("; "),
    frente: parseMeasure(inputs.frente) ?? plot?.frontage ?? null,
    fundo: parseMeasure(inputs.fundo) ?? plot?.depth ?? null,
  });
}

// ---------------------------------------------------------------------------------------------
// pt-BR texts

const fixed2 = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
/** 5 → "5,00 m": every dimension of the drawing. */
export const envelopeMetres = (n: number) => `${fixed2.format(n)} m`;
export const envelopeArea = formatArea;
const percent = (fraction: number) => `${decimal.format(fraction * 100)}%`;
export const floorsText = (n: number) => plural(n, "pavimento", "pavimentos");
const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`);

/** "Falta informar o recuo lateral e o gabarito (altura máxima); …" — null when nothing is missing. */
export function missingText(envelope: ZoningEnvelope): string | null {
  if (envelope.missing.length === 0) return null;
  const items = envelope.missing.map((name) => `${name.startsWith("taxa") ? "a" : "o"} ${name}`);
  return `Falta informar ${list(items)}; o desenho não supõe valor algum no lugar.`;
}

const LIMITED_BY = { TO: "pela TO", recuos: "pelos recuos", "TO e recuos": "pela TO e pelos recuos" } as const;

/** The plan's text alternative: the lot, the setback lines, the projection and the areas. */
export function planSummary(e: ZoningEnvelope): string {
  const parts: string[] = [];
  const { lot, setbacks: s } = e;
  parts.push(`Lote retangular de ${envelopeMetres(lot.frontage)} de frente por ${envelopeMetres(lot.depth)} de fundo, com ${envelopeArea(lot.area)}.`);
  const given = [
    s.front !== null && `recuo frontal de ${envelopeMetres(s.front)}`,
    s.side !== null && `recuos laterais de ${envelopeMetres(s.side)}`,
    s.back !== null && `recuo de fundos de ${envelopeMetres(s.back)}`,
  ].filter((x): x is string => typeof x === "string");
  if (given.length) parts.push(`Linhas de recuo: ${list(given)}.`);
  if (e.buildable) parts.push(`Área dentro dos recuos: ${envelopeMetres(e.buildable.width)} × ${envelopeMetres(e.buildable.depth)} = ${envelopeArea(e.buildable.area)}.`);
  if (e.projection?.rect)
    parts.push(
      `Projeção máxima de ${envelopeArea(e.projection.area)} (limitada ${LIMITED_BY[e.projection.limitedBy]}), desenhada com ${envelopeMetres(e.projection.rect.width)} × ${envelopeMetres(e.projection.rect.depth)} junto ao recuo frontal.`,
    );
  else if (e.projection) parts.push(`Projeção máxima de até ${envelopeArea(e.projection.area)} pela TO, sem posição no desenho enquanto faltarem recuos.`);
  if (e.permeable) parts.push(`Área permeável mínima: ${envelopeArea(e.permeable.area)}.`);
  if (e.maxBuilt !== null) parts.push(`Área construída computável máxima: ${envelopeArea(e.maxBuilt)}.`);
  return parts.join(" ");
}

/**
 * Floors the section stacks: all the height limit admits (those the CA uses are filled), or, with
 * no height limit, those the CA needs.
 */
export function sectionFloors(e: ZoningEnvelope): number | null {
  return e.floorsAllowed ?? e.floors;
}

/** The section's text alternative; null when there are no floors to draw. */
export function sectionSummary(e: ZoningEnvelope): string | null {
  if (e.floorsAllowed === 0)
    return `Corte: ${e.heightLimit !== null ? `o gabarito de ${envelopeMetres(e.heightLimit)} é menor que um pavimento de ${envelopeMetres(e.floorHeight)}` : "o número máximo de pavimentos é zero"}: não cabe nenhum pavimento.`;
  if (e.floors !== null)
    return `Corte: ${floorsText(e.floors)} de ${envelopeMetres(e.floorHeight)}${e.heightLimit !== null ? ` sob o gabarito de ${envelopeMetres(e.heightLimit)}` : ""}${e.floorsAllowed !== null && e.floorsAllowed > e.floors ? ` (cabem ${floorsText(e.floorsAllowed)}; o CA se esgota antes)` : ""}.`;
  if (e.floorsAllowed !== null)
    return `Corte: cabem ${floorsText(e.floorsAllowed)} de ${envelopeMetres(e.floorHeight)}${e.heightLimit !== null ? ` sob o gabarito de ${envelopeMetres(e.heightLimit)}` : ""}.`;
  return null;
}

/** The drawing's whole text alternative: the plan, the section, then what is missing. */
export function envelopeSummary(e: ZoningEnvelope): string {
  return [planSummary(e), sectionSummary(e), missingText(e)].filter(Boolean).join(" ");
}

/** The notes under the drawing: how the projection is placed, the assumed floor height, what differs. */
export function envelopeNotes(e: ZoningEnvelope): string[] {
  const notes: string[] = [];
  if (e.lot.depthFrom === "área ÷ frente")
    notes.push(`O fundo do lote não foi informado: ${envelopeMetres(e.lot.depth)} é a área dividida pela frente, supondo lote retangular.`);
  if (e.lot.areaMismatch !== null)
    notes.push(
      `A área informada (${envelopeArea(e.lot.area)}) difere ${percent(e.lot.areaMismatch)} de frente × fundo (${envelopeArea(e.lot.frontage * e.lot.depth)}): o desenho mostra o retângulo, os índices usam a área informada.`,
    );
  if (e.projection?.rect)
    notes.push("A projeção está desenhada com toda a largura entre os recuos laterais, encostada no recuo frontal; na prática pode ocupar qualquer posição dentro dos recuos.");
  if (e.permeable && e.permeable.fits === false)
    notes.push(`A projeção deixa livres ${envelopeArea(e.lot.area - e.projection!.area)}, menos que os ${envelopeArea(e.permeable.area)} permeáveis exigidos.`);
  else if (e.permeable) notes.push(`A área permeável (${envelopeArea(e.permeable.area)}) fica fora da projeção, onde o projeto escolher.`);
  notes.push(
    `Altura por pavimento de ${envelopeMetres(e.floorHeight)}${e.floorHeightAssumed ? " (valor assumido, piso a piso)" : ""}: só converte o gabarito em pavimentos.`,
  );
  return notes;
}
