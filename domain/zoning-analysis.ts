import { placeIsCity, type RuleCity } from "./city-rules";
import { formatArea } from "./needs-program";
import { parseDecimalBR } from "./projects";
import type { AnalysisTable, ToolAnalysis } from "./tool-analysis";
import { plural } from "./addressing";

/**
 * The zoning tool's computation (issue 18, item 2): from the lot area and the urban indices the
 * architect typed (or wrote in the free "parâmetros" text), the figures the municipal zoning law
 * allows — maximum projection (TO), maximum computable area (CA), minimum permeable area (TP), the
 * footprint left by the setbacks on a rectangular lot, and the floors needed and allowed. Pure and
 * deterministic: what cannot be computed becomes a pt-BR warning saying what to type.
 *
 * Vocabulary and formulas: ../shared/domain-facts/zoning.json ("definicoes", "calculadora_exemplo").
 * The indices themselves are never guessed: they belong to each municipality's zoning law.
 */

// ---------------------------------------------------------------------------------------------
// Sources (zoning.json keeps the same addresses beside each fact)

const SOURCE_ESTATUTO =
  "Estatuto da Cidade, Lei 10.257/2001, art. 28 (coeficiente de aproveitamento e outorga onerosa) — https://www.planalto.gov.br/ccivil_03/leis/leis_2001/l10257.htm";
const SOURCE_ARCHDAILY =
  "ArchDaily Brasil, taxa de ocupação, coeficiente de aproveitamento e taxa de permeabilidade — https://archdaily.com.br/br/976095/o-que-e-taxa-de-ocupacao-coeficiente-de-aproveitamento-e-taxa-de-permeabilidade";
const SOURCE_NATAL = "Natal: glossário do Plano Diretor (recuos, gabarito, área permeável) — texto oficial da Prefeitura do Natal";
const SOURCE_SP_TP =
  "São Paulo: taxa de permeabilidade e Quota Ambiental (Lei 16.402/2016) — https://www.arquiteturalegalsp.com.br/post/conceitos-basicos-parte-5-taxa-de-permeabilidade-e-quota-ambiental";

/** The sources every zoning analysis cites (national law and definitions). */
export const ZONING_SOURCES = [SOURCE_ESTATUTO, SOURCE_ARCHDAILY];

/** A city's own rule, cited only for a lot in it (decision 078). */
const CITY_SOURCES: Record<RuleCity, string> = { "São Paulo": SOURCE_SP_TP, Natal: SOURCE_NATAL };

/** The sources for a lot at `place`: the national ones, then its city's when the base has them. */
export function zoningSources(place: string | null | undefined): string[] {
  return [...ZONING_SOURCES, ...(Object.keys(CITY_SOURCES) as RuleCity[]).filter((c) => placeIsCity(place, c)).map((c) => CITY_SOURCES[c])];
}

/** Floor-to-floor height assumed when none is given (a common residential figure, said as assumed). */
export const DEFAULT_FLOOR_HEIGHT = 3;

// ---------------------------------------------------------------------------------------------
// Parsing the free "parâmetros" text

export interface ZoningParameters {
  /** Taxa de ocupação, as a fraction (0.5 = 50%). */
  to?: number;
  /** Coeficiente de aproveitamento (básico, or the only one given). */
  ca?: number;
  /** CA máximo, reachable only with outorga onerosa (Estatuto da Cidade, art. 28), when written apart. */
  caMax?: number;
  /** Taxa de permeabilidade, as a fraction (0.15 = 15%). */
  tp?: number;
  /** Setbacks in metres: front, each side, back. */
  front?: number;
  side?: number;
  back?: number;
  /** Gabarito: maximum height in metres. */
  heightLimit?: number;
  /** Maximum number of floors. */
  floorsLimit?: number;
  /** Fragments that looked like parameters but were not understood (as typed). */
  unread: string[];
}

type Kind = "to" | "ca" | "caMax" | "caMin" | "tp" | "front" | "side" | "back" | "setback" | "height" | "floors";

const SETBACK = String.raw`(?:recuos?|afastamentos?)[\s:]+(?:minimos?\s+)?`;
/**
 * One alternation, scanned left to right over the folded text (no accents, lower case). Where two
 * alternatives start at the same place the first listed wins, so the specific names come before
 * the generic "recuo". `floorsN` and `terreo` carry their number ("3 pavimentos", "térreo + 2").
 */
const KEYWORDS = new RegExp(
  [
    String.raw`(?<floorsN>\b\d+)\s*(?:pavimentos?|andares|pisos|pav\b)\.?`,
    String.raw`(?<terreo>\bterreo\s*(?:\+|mais)\s*(?<terreoN>\d+)(?:\s*(?:pavimentos?|andares|pisos|pav\b)\.?)?)`,
    String.raw`(?<to>(?:taxa|tx\.?)\s+(?:de\s+)?ocupacao(?:\s+maxima)?|\bt\.?o\b)`,
    String.raw`(?<ca>(?:(?:coeficiente|indice)\s+de\s+aproveitamento|\bc\.?a\b|\bi\.?a\b)(?:\s+(?<caq>basico|bas\b|maximo|max\b|minimo|min\b)\.?)?)`,
    String.raw`(?<tp>(?:taxa|tx\.?|indice)\s+(?:de\s+)?permeabilidade(?:\s+minima)?|permeabilidade(?:\s+minima)?|area\s+permeavel(?:\s+minima)?|\bt\.?p\b)`,
    String.raw`(?<front>${SETBACK}(?:frontal|frontais|(?:de|da)\s+frente|frente)|\bfrontal\b|\bfrontais\b)`,
    String.raw`(?<side>${SETBACK}(?:laterais|lateral)|\blaterais\b|\blateral\b)`,
    String.raw`(?<back>${SETBACK}(?:(?:de|dos|do)\s+)?fundos?|\bfundos\b)`,
    String.raw`(?<setback>\brecuos?\b|\bafastamentos?\b)`,
    String.raw`(?<height>gabarito(?:\s+(?:de\s+altura|maximo))?|altura\s+(?:maxima|max\b|limite)\.?(?:\s+(?:da\s+edificacao|permitida))?|limite\s+de\s+altura)`,
    String.raw`(?<floors>(?:numero|n[o°º]|num)\.?\s+(?:maximo\s+)?de\s+(?:pavimentos|andares)|(?:maximo\s+de\s+)?(?:pavimentos|andares))`,
  ].join("|"),
  "g",
);

/** The first number of a segment and its unit; "m²" is read so it can be refused for a rate. */
const VALUE = /(\d+(?:[.,]\d+)*)\s*(%|por\s*cento|m²|m2|metros?|m(?![a-z])|x(?![a-z]))?/;
/** "recuo lateral: não se aplica" / "isento" → 0 m. */
const NO_SETBACK = /\b(?:nao\s+(?:se\s+aplica|exigido|obrigatorio|ha|tem)|isento|dispensado|sem\s+recuo|nenhum)\b/;
/** A keyword with no value of its own joined to the next ("recuos laterais e de fundos 2 m"). */
const JOINED = /^\s*(?:e|ou|\/|&)\s*(?:(?:de|dos|das|do|da|o|a|os|as)\s+)?$/;
/** Context rather than a parameter: a zone name ("Zona ZM-2", "ZEU"). Not reported as unread. */
const ZONE_NAME = /\bzona\b|\bzoneamento\b|^\s*z[a-z]{1,4}\s*-?\s*\d*[a-z]?\s*[:.-]?\s*$/;

/** Folds accents and case, keeping where each folded character came from in the typed text. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = ch.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
    i += ch.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

interface Match {
  kind: Kind | "floorsN";
  start: number;
  /** Where the keyword ends and its value segment starts. */
  end: number;
  /** Where the segment ends: the next keyword, or the end of the clause. */
  segEnd: number;
  /** The number carried by the keyword itself (floorsN, terreo). */
  carried?: number;
}

interface RawValue {
  number: number;
  unit: string;
  /** Index in the folded text just after the value. */
  after: number;
  zero?: boolean;
}

function kindOf(groups: Record<string, string | undefined>): Kind {
  if (groups.ca !== undefined) {
    const q = groups.caq ?? "";
    return q.startsWith("max") ? "caMax" : q.startsWith("min") ? "caMin" : "ca";
  }
  for (const k of ["to", "tp", "front", "side", "back", "setback", "height", "floors"] as const) if (groups[k] !== undefined) return k;
  return "setback";
}

function isSetback(kind: Kind | "floorsN"): boolean {
  return kind === "front" || kind === "side" || kind === "back";
}

/** Reads a clause's value for one kind; undefined when it is not a valid value for it. */
function validValue(kind: Kind, raw: RawValue): number | undefined {
  const { number: v, unit } = raw;
  if (!Number.isFinite(v)) return undefined;
  const isPercent = unit === "%" || unit.startsWith("por");
  const isLength = unit === "" || unit.startsWith("m") && unit !== "m²" && unit !== "m2";
  switch (kind) {
    case "to":
    case "tp": {
      if (unit !== "" && !isPercent) return undefined;
      // "TO 50%" and "TO 0,5" are the same rate; a bare number above 1 is read as a percentage.
      const rate = isPercent || v > 1 ? v / 100 : v;
      if (kind === "to") return rate > 0 && rate <= 1 ? rate : undefined;
      return rate >= 0 && rate < 1 ? rate : undefined;
    }
    case "ca":
    case "caMax":
    case "caMin":
      if (unit !== "" && unit !== "x") return undefined;
      return v > 0 && v <= 30 ? v : undefined;
    case "front":
    case "side":
    case "back":
      if (!isLength) return undefined;
      return v >= 0 && v < 1000 ? v : undefined;
    case "height":
      if (!isLength) return undefined;
      return v > 0 && v < 1000 ? v : undefined;
    case "floors":
      if (unit !== "") return undefined;
      return Number.isInteger(v) && v >= 1 && v < 500 ? v : undefined;
    case "setback":
      return undefined;
  }
}

/** Splits on ";", line breaks, "|" and on commas that are not decimal marks ("1,5"). */
function clauses(folded: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = 0; i <= folded.length; i++) {
    const ch = folded[i];
    const isComma = ch === "," && !(/\d/.test(folded[i - 1] ?? "") && /\d/.test(folded[i + 1] ?? ""));
    if (i === folded.length || ch === ";" || ch === "\n" || ch === "|" || isComma) {
      if (i > start) out.push({ start, end: i });
      start = i + 1;
    }
  }
  return out;
}

/**
 * Reads TO, CA, TP, setbacks, height and floor limits from free pt-BR text ("TO 50%, CA 2, TP 15%,
 * recuo frontal 5 m, laterais 1,5 m, fundos 3 m, gabarito 12 m"). Accents and case do not matter,
 * decimals take a comma or a point, rates take "%" or a fraction. The first value of each index
 * wins; a repeated or unreadable one goes to `unread`, as typed.
 */
export function parseZoningParameters(text: string): ZoningParameters {
  const result: ZoningParameters = { unread: [] };
  if (!text || !text.trim()) return result;
  const { folded, origin } = fold(text);
  const typed = (a: number, b: number) =>
    text
      .slice(origin[a] ?? 0, origin[b] ?? text.length)
      .trim()
      .replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, "");
  const unread = (a: number, b: number) => {
    const fragment = typed(a, b);
    const f = folded.slice(a, b);
    if (fragment && !ZONE_NAME.test(f) && !result.unread.includes(fragment)) result.unread.push(fragment);
  };
  const set = (kind: Kind, value: number, a: number, b: number) => {
    // The CA mínimo marks under-use (Estatuto da Cidade, art. 28); it limits nothing computed here.
    if (kind === "caMin" || kind === "setback") return;
    const key = (
      { to: "to", ca: "ca", caMax: "caMax", tp: "tp", front: "front", side: "side", back: "back", height: "heightLimit", floors: "floorsLimit" } as const
    )[kind];
    if (result[key] !== undefined) unread(a, b);
    else result[key] = value;
  };

  for (const clause of clauses(folded)) {
    const body = folded.slice(clause.start, clause.end);
    const matches: Match[] = [];
    for (const m of body.matchAll(KEYWORDS)) {
      const g = m.groups ?? {};
      const start = clause.start + m.index;
      const end = start + m[0].length;
      if (g.floorsN !== undefined) matches.push({ kind: "floorsN", start, end, segEnd: end, carried: Number(g.floorsN) });
      else if (g.terreo !== undefined) matches.push({ kind: "floorsN", start, end, segEnd: end, carried: Number(g.terreoN) + 1 });
      else matches.push({ kind: kindOf(g), start, end, segEnd: end });
    }
    if (matches.length === 0) {
      if (/\d/.test(body)) unread(clause.start, clause.end);
      continue;
    }
    matches.forEach((m, i) => (m.segEnd = matches[i + 1]?.start ?? clause.end));
    const first = matches[0]!;
    if (/\d/.test(folded.slice(clause.start, first.start))) unread(clause.start, first.start);

    const rawOf = (i: number): RawValue | undefined => {
      const m = matches[i];
      if (!m) return undefined;
      if (m.carried !== undefined) return { number: m.carried, unit: "", after: m.end };
      const seg = folded.slice(m.end, m.segEnd);
      const v = VALUE.exec(seg);
      const before = v ? seg.slice(0, v.index) : seg;
      if (isSetback(m.kind) && NO_SETBACK.test(before)) {
        const zero = NO_SETBACK.exec(before)!;
        return { number: 0, unit: "", after: m.end + zero.index + zero[0].length, zero: true };
      }
      if (v) return { number: parseDecimalBR(v[1]!) ?? Number.NaN, unit: (v[2] ?? "").replace(/\s+/g, " "), after: m.end + v.index + v[0].length };
      // No value of its own: joined to the next keyword, it shares that one's value.
      if (JOINED.test(seg) && matches[i + 1]) {
        const shared = rawOf(i + 1);
        return shared ? { ...shared, after: m.segEnd } : undefined;
      }
      return undefined;
    };

    matches.forEach((m, i) => {
      const next = matches[i + 1];
      const seg = folded.slice(m.end, m.segEnd);
      if (m.kind === "floorsN") {
        set("floors", m.carried!, m.start, m.end);
        if (/\d/.test(seg)) unread(m.end, m.segEnd);
        return;
      }
      // "gabarito: 4 pavimentos", "recuos: frontal 5 m": a heading for the next keyword.
      const heading = /^[\s:=.\-–]*$/.test(seg) && next !== undefined;
      if (m.kind === "setback" && !/\d/.test(seg)) return;
      if (heading && (m.kind === "height" || m.kind === "floors") && next.kind === "floorsN") return;
      const raw = rawOf(i);
      const value = raw && validValue(m.kind, raw);
      if (raw === undefined || value === undefined) {
        unread(m.start, m.segEnd);
        return;
      }
      set(m.kind, value, m.start, m.segEnd);
      // Whatever follows the value in its segment and carries a number was not understood.
      if (raw.after < m.segEnd && /\d/.test(folded.slice(raw.after, m.segEnd))) unread(raw.after, m.segEnd);
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The lot area

/**
 * "360", "360 m²", "1.250,5", "aprox. 360m2" → the area; "12 x 30" → 360 with its sides. Empty →
 * null; anything else → NaN (the analysis says what to type).
 */
export function parseLotArea(text: string | undefined): { area: number | null; sides?: [number, number] } {
  const t = fold(text ?? "")
    .folded.trim()
    .replace(/^(?:aprox\.?|aproximadamente|cerca\s+de|~)\s*/, "")
    .replace(/\s*(?:m²|m2|metros?\s+quadrados?|metros?|m)\.?$/, "")
    .trim();
  if (t === "") return { area: null };
  const sides = /^(\d+(?:[.,]\d+)?)\s*m?\s*[x×*]\s*(\d+(?:[.,]\d+)?)$/.exec(t);
  if (sides) {
    const a = parseDecimalBR(sides[1]!) ?? Number.NaN;
    const b = parseDecimalBR(sides[2]!) ?? Number.NaN;
    return { area: a * b, sides: [a, b] };
  }
  return { area: parseDecimalBR(t) ?? Number.NaN };
}

// ---------------------------------------------------------------------------------------------
// The computation

export interface ZoningInput {
  areaTerreno?: string;
  parametros?: string;
  tipoProjeto?: string;
  localizacao?: string;
  /** The lot's front and depth in metres (the project's land plot, when tied to one). */
  frente?: number | null;
  fundo?: number | null;
  /** The project's programme (built) area in m², to compare with what the law allows. */
  programmeArea?: number | null;
  /** Floor-to-floor height in metres; DEFAULT_FLOOR_HEIGHT when absent. */
  floorHeight?: number;
}

/** Every figure of the analysis (null: not computable with what was given). */
export interface ZoningFigures {
  params: ZoningParameters;
  area: number | null;
  areaFrom: "informado" | "frente × fundo" | null;
  front: number | null;
  depth: number | null;
  floorHeight: number;
  floorHeightAssumed: boolean;
  setbacks: { front: number; side: number; back: number; assumed: ("front" | "side" | "back")[] } | null;
  projection: number | null;
  maxBuilt: number | null;
  maxBuiltWithGrant: number | null;
  permeable: number | null;
  setbackWidth: number | null;
  setbackDepth: number | null;
  setbackFootprint: number | null;
  effectiveFootprint: number | null;
  limitedBy: "TO" | "recuos" | "TO e recuos" | null;
  floorsForCa: number | null;
  floorsByHeight: number | null;
  floorsCap: number | null;
  floors: number | null;
  reachableBuilt: number | null;
  programme: number | null;
}

const EPS = 1e-9;
const positive = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n) && n > 0;

export function computeZoning(input: ZoningInput): ZoningFigures {
  const params = parseZoningParameters(input.parametros ?? "");
  const typedArea = parseLotArea(input.areaTerreno);
  const front = positive(input.frente) ? input.frente : typedArea.sides && positive(typedArea.sides[0]) ? typedArea.sides[0] : null;
  const depth = positive(input.fundo) ? input.fundo : typedArea.sides && positive(typedArea.sides[1]) ? typedArea.sides[1] : null;
  let area: number | null = null;
  let areaFrom: ZoningFigures["areaFrom"] = null;
  if (positive(typedArea.area)) [area, areaFrom] = [typedArea.area, "informado"];
  else if (typedArea.area === null && front !== null && depth !== null) [area, areaFrom] = [front * depth, "frente × fundo"];

  const floorHeightAssumed = !positive(input.floorHeight);
  const floorHeight = floorHeightAssumed ? DEFAULT_FLOOR_HEIGHT : input.floorHeight!;

  const projection = area !== null && params.to !== undefined ? params.to * area : null;
  const caBase = params.ca ?? params.caMax;
  const maxBuilt = area !== null && caBase !== undefined ? caBase * area : null;
  const maxBuiltWithGrant =
    area !== null && params.ca !== undefined && params.caMax !== undefined && params.caMax > params.ca ? params.caMax * area : null;
  const permeable = area !== null && params.tp !== undefined ? params.tp * area : null;

  // Rectangular lot: (front − 2 × side) × (depth − front setback − back setback), never negative.
  let setbacks: ZoningFigures["setbacks"] = null;
  let setbackWidth: number | null = null;
  let setbackDepth: number | null = null;
  let setbackFootprint: number | null = null;
  if (front !== null && depth !== null) {
    const assumed = (["front", "side", "back"] as const).filter((k) => params[k] === undefined);
    setbacks = { front: params.front ?? 0, side: params.side ?? 0, back: params.back ?? 0, assumed };
    setbackWidth = Math.max(0, front - 2 * setbacks.side);
    setbackDepth = Math.max(0, depth - setbacks.front - setbacks.back);
    setbackFootprint = setbackWidth * setbackDepth;
  }

  let effectiveFootprint: number | null = null;
  let limitedBy: ZoningFigures["limitedBy"] = null;
  if (projection !== null && setbackFootprint !== null) {
    effectiveFootprint = Math.min(projection, setbackFootprint);
    limitedBy = Math.abs(projection - setbackFootprint) < EPS ? "TO e recuos" : projection < setbackFootprint ? "TO" : "recuos";
  } else if (projection !== null) [effectiveFootprint, limitedBy] = [projection, "TO"];
  else if (setbackFootprint !== null) [effectiveFootprint, limitedBy] = [setbackFootprint, "recuos"];

  const floorsForCa = maxBuilt !== null && positive(effectiveFootprint) ? Math.ceil(maxBuilt / effectiveFootprint - EPS) : null;
  const floorsByHeight = params.heightLimit !== undefined ? Math.floor(params.heightLimit / floorHeight + EPS) : null;
  const caps = [floorsByHeight, params.floorsLimit ?? null].filter((n): n is number => n !== null);
  const floorsCap = caps.length ? Math.min(...caps) : null;
  const floors = floorsForCa !== null ? (floorsCap !== null ? Math.min(floorsForCa, floorsCap) : floorsForCa) : null;
  const reachableBuilt =
    maxBuilt !== null && effectiveFootprint !== null && floors !== null ? Math.min(maxBuilt, floors * effectiveFootprint) : null;
  const programme = positive(input.programmeArea) ? input.programmeArea : null;

  return {
    params,
    area,
    areaFrom,
    front,
    depth,
    floorHeight,
    floorHeightAssumed,
    setbacks,
    projection,
    maxBuilt,
    maxBuiltWithGrant,
    permeable,
    setbackWidth,
    setbackDepth,
    setbackFootprint,
    effectiveFootprint,
    limitedBy,
    floorsForCa,
    floorsByHeight,
    floorsCap,
    floors,
    reachableBuilt,
    programme,
  };
}

// ---------------------------------------------------------------------------------------------
// pt-BR formatting

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const m2 = formatArea;
const metres = (n: number) => `${decimal.format(n)} m`;
const percent = (fraction: number) => `${decimal.format(fraction * 100)}%`;
/** Floor heights keep one decimal, as the brief and practice write them ("3,0 m"). */
const floorMetres = (n: number) => `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(n)} m`;
const floorsLabel = (n: number) => plural(n, "pavimento", "pavimentos");
const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`);

const TYPED = "informado";
const MISSING = "não informado";

// ---------------------------------------------------------------------------------------------
// The analysis

/** The zoning tool's tables and warnings (issue 18, item 2): the same with or without a provider. */
export function analyzeZoning(input: ZoningInput): ToolAnalysis {
  const f = computeZoning(input);
  const p = f.params;
  const warnings: string[] = [];

  // --- what is missing or odd
  const typedArea = parseLotArea(input.areaTerreno);
  if (typedArea.area === null) {
    if (f.areaFrom === "frente × fundo")
      warnings.push(
        `Área do terreno não informada: usei frente × fundo (${metres(f.front!)} × ${metres(f.depth!)} = ${m2(f.area!)}), supondo lote retangular. Digite a área da matrícula ou do levantamento para confirmar.`,
      );
    else warnings.push("Informe a área do terreno em m² (ex.: 360 ou 1.250,5) para calcular a projeção máxima, a área construída e a área permeável.");
  } else if (f.areaFrom === null) {
    warnings.push(
      `Não entendi a área do terreno "${(input.areaTerreno ?? "").trim()}": digite só a área em m², maior que zero (ex.: 360, 360 m² ou 1.250,5).`,
    );
  }

  const missingIndices = [p.to === undefined && "TO", p.ca === undefined && p.caMax === undefined && "CA", p.tp === undefined && "TP"].filter(
    (x): x is string => typeof x === "string",
  );
  if (missingIndices.length) {
    const excluded = [
      p.to === undefined && "a projeção máxima",
      p.ca === undefined && p.caMax === undefined && "a área construída máxima (nem os pavimentos)",
      p.tp === undefined && "a área permeável mínima",
    ].filter((x): x is string => typeof x === "string");
    warnings.push(
      `Não encontrei ${list(missingIndices)} nos parâmetros. Esses índices vêm da lei de zoneamento do município (Lei de Uso e Ocupação do Solo / Plano Diretor), conforme a zona do lote; os resultados abaixo não os consideram (sem ${list(excluded)}). Digite-os em "Parâmetros", por exemplo: "TO 50%, CA 2, TP 15%".`,
    );
  }
  if (p.unread.length)
    warnings.push(
      `Não entendi estes trechos dos parâmetros: ${p.unread.map((u) => `"${u}"`).join("; ")}. Escreva cada índice com o nome e o valor, por exemplo "TO 50%", "recuo frontal 5 m", "recuos laterais 1,5 m" ou "gabarito 9 m".`,
    );

  const frontGiven = input.frente !== undefined && input.frente !== null;
  const depthGiven = input.fundo !== undefined && input.fundo !== null;
  if (f.front === null || f.depth === null) {
    if ((frontGiven && !positive(input.frente)) || (depthGiven && !positive(input.fundo)))
      warnings.push("A frente e o fundo (profundidade) do lote precisam ser maiores que zero, em metros; sem eles a área após os recuos não foi calculada.");
    else
      warnings.push(
        "Informe a frente e o fundo (profundidade) do lote, em metros, para calcular a área ocupável depois dos recuos; sem eles, a projeção considera só a TO.",
      );
  } else {
    if (f.area !== null && f.areaFrom === "informado") {
      const rectangle = f.front * f.depth;
      const diff = Math.abs(rectangle - f.area) / f.area;
      if (diff > 0.05)
        warnings.push(
          `A área do terreno (${m2(f.area)}) difere ${percent(diff)} de frente × fundo (${metres(f.front)} × ${metres(f.depth)} = ${m2(rectangle)}): o lote pode não ser retangular. A área após recuos supõe um retângulo; confira no levantamento.`,
        );
    }
    const names = { front: "recuo frontal", side: "recuos laterais", back: "recuo de fundos" } as const;
    if (f.setbacks?.assumed.length)
      warnings.push(
        `${capitalise(list(f.setbacks.assumed.map((k) => names[k])))} não ${f.setbacks.assumed.length === 1 && f.setbacks.assumed[0] !== "side" ? "informado" : "informados"}: considerei 0 m. Confira os recuos exigidos na lei do município.`,
      );
    if (f.setbackFootprint === 0)
      warnings.push(
        `Os recuos não deixam área edificável num lote de ${metres(f.front)} × ${metres(f.depth)}: confira as medidas do lote e os recuos digitados.`,
      );
  }

  if (input.floorHeight !== undefined && !positive(input.floorHeight))
    warnings.push(`A altura por pavimento precisa ser maior que zero: usei ${floorMetres(DEFAULT_FLOOR_HEIGHT)}.`);
  if (f.floorsByHeight === 0)
    warnings.push(
      `O gabarito de ${metres(p.heightLimit!)} é menor que a altura de um pavimento (${floorMetres(f.floorHeight)}): não cabe nenhum pavimento. Confira o gabarito.`,
    );
  if (f.area !== null && f.permeable !== null && f.effectiveFootprint !== null && f.area - f.effectiveFootprint < f.permeable - EPS)
    warnings.push(
      `A projeção de ${m2(f.effectiveFootprint)} deixa só ${m2(f.area - f.effectiveFootprint)} livres, menos que os ${m2(f.permeable)} permeáveis exigidos: a projeção térrea deve ficar em até ${m2(f.area - f.permeable)}.`,
    );

  return { tables: [parametersTable(f, input), resultsTable(f, input.localizacao)], warnings, sources: zoningSources(input.localizacao) };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function parametersTable(f: ZoningFigures, input: ZoningInput): AnalysisTable {
  const p = f.params;
  const row = (name: string, value: string | null, origin: string) => [name, value ?? "—", value === null ? MISSING : origin];
  const setback = (k: "front" | "side" | "back", name: string) => {
    if (p[k] !== undefined) return row(name, metres(p[k]), TYPED);
    if (f.setbacks) return [name, metres(0), "assumido (não informado)"];
    return row(name, null, TYPED);
  };
  const rows = [
    row("Área do terreno", f.area !== null ? m2(f.area) : null, f.areaFrom === "frente × fundo" ? "calculado (frente × fundo)" : TYPED),
    row("Frente do lote", f.front !== null ? metres(f.front) : null, positive(input.frente) ? TYPED : "lido da área (frente × fundo)"),
    row("Fundo (profundidade) do lote", f.depth !== null ? metres(f.depth) : null, positive(input.fundo) ? TYPED : "lido da área (frente × fundo)"),
    row("Taxa de ocupação (TO)", p.to !== undefined ? percent(p.to) : null, TYPED),
    row(p.caMax !== undefined && p.ca !== undefined ? "Coeficiente de aproveitamento básico (CA)" : "Coeficiente de aproveitamento (CA)", p.ca !== undefined || p.caMax !== undefined ? decimal.format((p.ca ?? p.caMax)!) : null, TYPED),
    ...(p.caMax !== undefined && p.ca !== undefined ? [row("Coeficiente de aproveitamento máximo", decimal.format(p.caMax), TYPED)] : []),
    row("Taxa de permeabilidade (TP)", p.tp !== undefined ? percent(p.tp) : null, TYPED),
    setback("front", "Recuo frontal"),
    setback("side", "Recuos laterais (cada lado)"),
    setback("back", "Recuo de fundos"),
    row("Gabarito (altura máxima)", p.heightLimit !== undefined ? metres(p.heightLimit) : null, TYPED),
    row("Número máximo de pavimentos", p.floorsLimit !== undefined ? floorsLabel(p.floorsLimit) : null, TYPED),
    [
      "Altura por pavimento (piso a piso)",
      floorMetres(f.floorHeight),
      f.floorHeightAssumed ? `assumido (padrão de ${floorMetres(DEFAULT_FLOOR_HEIGHT)})` : TYPED,
    ],
    ...(f.programme !== null ? [["Área do programa do projeto", m2(f.programme), "do projeto"]] : []),
  ];
  const notes = [
    '"Informado": digitado no formulário ou lido do projeto; "assumido": valor usado na falta de outro — troque-o se a lei ou o projeto disserem diferente.',
    `A altura por pavimento de ${floorMetres(f.floorHeight)} só serve para converter o gabarito em pavimentos${f.floorHeightAssumed ? " e é uma suposição" : ""}.`,
  ];
  return { title: "Parâmetros considerados", columns: ["Parâmetro", "Valor", "Origem"], rows, notes };
}

function resultsTable(f: ZoningFigures, place: string | undefined): AnalysisTable {
  const inSaoPaulo = placeIsCity(place, "São Paulo");
  const inNatal = placeIsCity(place, "Natal");
  const p = f.params;
  const rows: string[][] = [];
  const notes: string[] = [];
  const area = f.area !== null ? m2(f.area) : "área do terreno";
  const caBase = p.ca ?? p.caMax;

  rows.push(
    f.projection !== null
      ? ["Projeção máxima (TO)", m2(f.projection), `${percent(p.to!)} × ${area}`]
      : ["Projeção máxima (TO)", "—", f.area === null ? "falta a área do terreno" : "falta a TO"],
  );
  rows.push(
    f.maxBuilt !== null
      ? ["Área construída computável máxima (CA)", m2(f.maxBuilt), `${decimal.format(caBase!)} × ${area}`]
      : ["Área construída computável máxima (CA)", "—", f.area === null ? "falta a área do terreno" : "falta o CA"],
  );
  if (f.maxBuiltWithGrant !== null && f.maxBuilt !== null) {
    rows.push(["Área computável com outorga onerosa (CA máximo)", m2(f.maxBuiltWithGrant), `${decimal.format(p.caMax!)} × ${area}`]);
    rows.push(["Área adicional sujeita a outorga", m2(f.maxBuiltWithGrant - f.maxBuilt), `(${decimal.format(p.caMax!)} − ${decimal.format(p.ca!)}) × ${area}`]);
    notes.push(
      "Acima do CA básico, até o máximo, só se constrói com outorga onerosa do direito de construir (contrapartida ao município), nas áreas que o plano diretor define (Estatuto da Cidade, art. 28).",
    );
  }
  rows.push(
    f.permeable !== null
      ? ["Área permeável mínima (TP)", m2(f.permeable), `${percent(p.tp!)} × ${area}`]
      : ["Área permeável mínima (TP)", "—", f.area === null ? "falta a área do terreno" : "falta a TP"],
  );
  if (f.setbackFootprint !== null && f.setbacks) {
    const s = f.setbacks;
    rows.push([
      "Área ocupável após recuos (lote retangular)",
      m2(f.setbackFootprint),
      `(${metres(f.front!)} − 2 × ${metres(s.side)}) × (${metres(f.depth!)} − ${metres(s.front)} − ${metres(s.back)}) = ${metres(f.setbackWidth!)} × ${metres(f.setbackDepth!)}`,
    ]);
  }
  if (f.effectiveFootprint !== null) {
    const how =
      f.projection !== null && f.setbackFootprint !== null
        ? `menor entre TO (${m2(f.projection)}) e recuos (${m2(f.setbackFootprint)}): limitada por ${f.limitedBy}`
        : f.limitedBy === "TO"
          ? "só a TO (sem frente e fundo, os recuos não entram)"
          : "só os recuos (sem TO informada)";
    rows.push(["Projeção efetiva por pavimento", m2(f.effectiveFootprint), how]);
  }
  if (f.floorsForCa !== null) {
    rows.push([
      "Pavimentos para usar todo o CA (estimativa)",
      floorsLabel(f.floorsForCa),
      `${m2(f.maxBuilt!)} ÷ ${m2(f.effectiveFootprint!)}, arredondado para cima`,
    ]);
  }
  if (f.floorsByHeight !== null)
    rows.push(["Pavimentos permitidos pelo gabarito", floorsLabel(f.floorsByHeight), `${metres(p.heightLimit!)} ÷ ${floorMetres(f.floorHeight)} por pavimento, arredondado para baixo`]);
  if (p.floorsLimit !== undefined) rows.push(["Pavimentos permitidos pela lei", floorsLabel(p.floorsLimit), "número máximo de pavimentos informado"]);
  if (f.floors !== null) {
    const capped = f.floorsCap !== null && f.floorsCap < f.floorsForCa!;
    const cap = f.floorsCap === f.floorsByHeight ? "limitado pelo gabarito" : "limitado pelo número máximo de pavimentos";
    rows.push(["Pavimentos estimados", floorsLabel(f.floors), capped ? cap : "os necessários para o CA"]);
    rows.push([
      "Área construída alcançável (estimativa)",
      m2(f.reachableBuilt!),
      `menor entre ${floorsLabel(f.floors)} × ${m2(f.effectiveFootprint!)} e o CA (${m2(f.maxBuilt!)})`,
    ]);
    if (capped && f.reachableBuilt! < f.maxBuilt! - EPS) {
      const share = f.reachableBuilt! / f.maxBuilt!;
      rows.push(["Parcela do CA alcançável", percent(share), `${m2(f.reachableBuilt!)} ÷ ${m2(f.maxBuilt!)}`]);
      notes.push(
        `O limite de altura permite ${floorsLabel(f.floors)}: com ${m2(f.effectiveFootprint!)} por pavimento chega-se a ${m2(f.reachableBuilt!)}, abaixo dos ${m2(f.maxBuilt!)} do CA — o CA não é alcançado (${percent(share)} dele) com esta projeção.`,
      );
    }
  }
  if (f.programme !== null && f.maxBuilt !== null && f.area !== null) {
    const diff = f.programme - f.maxBuilt;
    rows.push([
      "Programa do projeto × CA",
      m2(f.programme),
      diff > EPS ? `excede o CA em ${m2(diff)}` : `cabe no CA (sobram ${m2(-diff)})`,
    ]);
    rows.push(["Uso do CA pelo programa", percent(f.programme / f.maxBuilt), `${m2(f.programme)} ÷ ${m2(f.maxBuilt)} (equivale a CA ${decimal.format(f.programme / f.area)})`]);
    if (diff <= EPS && f.reachableBuilt !== null && f.programme > f.reachableBuilt + EPS)
      notes.push(`O programa cabe no CA, mas passa dos ${m2(f.reachableBuilt)} alcançáveis com a projeção e a altura permitidas: faltam ${m2(f.programme - f.reachableBuilt)}.`);
  }
  if (f.programme !== null && f.maxBuilt === null) rows.push(["Programa do projeto × CA", m2(f.programme), "sem comparação: falta o CA ou a área do terreno"]);
  if (f.programme !== null) {
    notes.push("A área do programa pode incluir áreas não computáveis; a comparação com o CA é, por isso, conservadora.");
  }

  notes.push(
    "O CA conta a área computável: cada município exclui do cálculo certas áreas (garagens, varandas etc., conforme o código de obras ou a lei de uso do solo), então a área construída total pode ser maior.",
  );
  // City rules only for a lot in that city, with the city named (decision 078).
  if (inSaoPaulo)
    notes.push(
      "Regra do município de São Paulo: a TP incide sobre a área que resta do lote depois das doações e pode ser reduzida em até 50% pela Quota Ambiental (Lei 16.402/2016); a área permeável deve ser de solo natural e descoberta.",
    );
  if (f.setbackFootprint !== null)
    notes.push(
      `A área após recuos supõe lote retangular: (frente − 2 × recuo lateral) × (fundo − recuo frontal − recuo de fundos). ${inNatal ? "Em Natal, beirais e marquises não contam no recuo (glossário do Plano Diretor)." : "Se beirais e marquises entram no recuo depende do município: confira a regra do seu."}`,
    );
  if (f.floorsByHeight !== null)
    notes.push(
      `A forma de medir o gabarito varia de um município para outro${inNatal ? " (em Natal, do meio-fio ao ponto mais alto da edificação)" : ""}. A conta supõe ${floorMetres(f.floorHeight)} por pavimento${f.floorHeightAssumed ? " (valor assumido)" : ""}.`,
    );
  return { title: "Resultado", columns: ["Indicador", "Valor", "Cálculo"], rows, notes };
}

// ---------------------------------------------------------------------------------------------
// The offline answer

/**
 * The zoning tool's answer without a provider: the computed tables, then what each figure means
 * and the next steps, said to be the offline base. Recomputes the figures from `input` (pure).
 */
export function zoningOfflineText(analysis: ToolAnalysis, input: ZoningInput): string {
  const f = computeZoning(input);
  const p = f.params;
  const meaning: string[] = [];
  if (f.projection !== null)
    meaning.push(
      `- **Projeção máxima (${m2(f.projection)})**: a maior área que a edificação pode cobrir no lote, vista de cima — a taxa de ocupação aplicada à área do terreno.`,
    );
  if (f.maxBuilt !== null)
    meaning.push(
      `- **Área construída computável (${m2(f.maxBuilt)})**: a soma das áreas computáveis de todos os pavimentos que a lei permite (CA × área do terreno). Áreas que a lei local declara não computáveis ficam fora dessa conta.`,
    );
  if (f.maxBuiltWithGrant !== null)
    meaning.push(
      `- **Com outorga onerosa (${m2(f.maxBuiltWithGrant)})**: o que se poderia construir pagando a contrapartida ao município, até o CA máximo.`,
    );
  if (f.permeable !== null)
    meaning.push(
      `- **Área permeável mínima (${m2(f.permeable)})**: parte do lote que deve ficar sem construção nem piso impermeável, para a água da chuva infiltrar.`,
    );
  if (f.setbackFootprint !== null)
    meaning.push(
      `- **Área ocupável após recuos (${m2(f.setbackFootprint)})**: o retângulo que sobra depois de afastar a construção das divisas da frente, das laterais e do fundo.`,
    );
  if (f.effectiveFootprint !== null)
    meaning.push(
      `- **Projeção efetiva (${m2(f.effectiveFootprint)})**: o que vale na prática para cada pavimento — o menor entre o permitido pela TO e o que cabe nos recuos.`,
    );
  if (f.floors !== null)
    meaning.push(
      `- **Pavimentos (${floorsLabel(f.floors)})**: estimativa de quantos pavimentos com essa projeção usam o CA${f.floorsCap !== null && f.floorsCap < f.floorsForCa! ? `, limitada pelo gabarito ou número máximo de pavimentos — o CA não é todo alcançado (${m2(f.reachableBuilt!)} de ${m2(f.maxBuilt!)})` : ""}. Pavimentos recuados ou com áreas diferentes mudam essa conta.`,
    );
  else if (f.floorsCap !== null)
    meaning.push(`- **Pavimentos permitidos (${floorsLabel(f.floorsCap)})**: o máximo que a altura ou o número de pavimentos informados admitem.`);
  if (f.programme !== null && f.maxBuilt !== null)
    meaning.push(
      f.programme > f.maxBuilt + EPS
        ? `- **Programa (${m2(f.programme)})**: passa do CA em ${m2(f.programme - f.maxBuilt)}; reveja o programa, confira quais áreas não são computáveis ou estude a outorga onerosa.`
        : `- **Programa (${m2(f.programme)})**: cabe no CA, usando ${percent(f.programme / f.maxBuilt)} dele.`,
    );
  if (meaning.length === 0)
    meaning.push("- Com os dados informados ainda não há números a explicar: digite a área do terreno e os índices (TO, CA, TP) da zona do lote.");

  const place = input.localizacao?.trim();
  const use = input.tipoProjeto?.trim();
  const steps = [
    `1. Confirme a zona do lote${place ? ` (${place})` : ""} e os índices na Lei de Uso e Ocupação do Solo e no Plano Diretor do município: os valores mudam por zona e, às vezes, pelo tamanho do lote.`,
    `2. Peça à prefeitura a certidão de uso do solo (ou a consulta prévia / certidão de diretrizes) do lote: ela informa os parâmetros que valem para ele${use ? ` e se o uso ${use} é permitido ali` : " e os usos permitidos"}.`,
    "3. Veja no código de obras quais áreas não são computáveis e como se medem recuos e gabarito.",
  ];
  if (p.caMax !== undefined || f.programme !== null && f.maxBuilt !== null && f.programme > f.maxBuilt + EPS)
    steps.push(`${steps.length + 1}. Se for preciso passar do CA básico, consulte na prefeitura as condições e o valor da outorga onerosa do direito de construir.`);
  if (analysis.warnings.length)
    steps.push(`${steps.length + 1}. Complete ou corrija os dados indicados nos avisos acima e processe de novo.`);

  return [
    "## O que os números significam",
    ...meaning,
    "",
    "## Próximos passos",
    ...steps,
    "",
    "_Resposta da base offline do Prancheta: cálculo local, sem IA generativa, a partir dos índices que você informou e das fontes citadas com as tabelas. Confirme tudo na legislação do município antes de projetar._",
  ].join("\n");
}
