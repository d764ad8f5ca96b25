import type { LotParameters, ProgrammeContent, ProgrammeRoom } from "./needs-program.schema";
import type { LandPlot } from "./projects.schema";

/**
 * The needs programme's arithmetic (R-DOC-4): room totals, useful and built areas, sector sums
 * and a first check against the lot's parameters (TO, CA, taxa de permeabilidade; formulas from
 * shared/domain-facts/zoning.json). Pure: the editor, the document's export and the tests use it.
 */

/**
 * Walls and circulation as a fraction of the useful area. No published pt-BR figure was found to
 * source it, so it is offered as a practice estimate, labelled as such and always editable.
 */
export const DEFAULT_WALL_FACTOR = 0.25;

export const WALL_FACTOR_NOTE =
  "Paredes e circulação: acréscimo sobre a soma das áreas úteis (padrão de 25 %). É uma estimativa de prática de projeto, não uma norma nem exigência legal — ajuste ao partido (plantas compactas pedem menos; muitos corredores, mais).";

/**
 * Shown beside the lot check. Fact: the CA applies to the computable area and what is not
 * computable depends on each city's code (zoning.json, calculadora_exemplo.nota).
 */
export const LOT_CHECK_NOTE =
  "Conta preliminar: o CA vale para a área computável, e varandas, garagens e outras áreas podem não ser computáveis conforme o código de obras e a lei de zoneamento do município. Confira os parâmetros na prefeitura.";

/** Rounds to cents of m² without 1.005-style float surprises (1.005 → 1.01, 0.1 + 0.2 → 0.3). */
export function round2(n: number): number {
  return Math.round(Number((n * 100).toPrecision(15))) / 100;
}

const areaFormat = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1.234,50 m²". */
export function formatArea(n: number): string {
  return `${areaFormat.format(n)} m²`;
}

/** quantity × unitArea, not rounded (totals round once, at the end). */
export function roomTotal(room: Pick<ProgrammeRoom, "quantity" | "unitArea">): number {
  return room.quantity * room.unitArea;
}

/**
 * A room as a sentence or a list names it, agreeing with its quantity: "Dormitório (2)" for two,
 * never a bare "Dormitório" for two bedrooms (R-CLIENT-3). The name is the architect's, so it
 * is not inflected ("Dormitório casal" has no safe plural); the count goes beside it.
 */
export function roomWithQuantity(room: Pick<ProgrammeRoom, "name" | "quantity">): string {
  const name = room.name.trim();
  return room.quantity > 1 ? `${name} (${room.quantity})` : name;
}

/** The label of a room with no sector in the sector sums. */
export const NO_SECTOR = "Sem setor";

export interface SectorArea {
  sector: string;
  area: number;
}

export interface ProgrammeTotals {
  usefulArea: number;
  wallsAndCirculation: number;
  /** usefulArea + wallsAndCirculation, so the table's rows always add up. */
  builtArea: number;
  /** In the order each sector first appears in the table. */
  bySector: SectorArea[];
}

/** All areas in m², rounded to 2 decimals after summing the unrounded room totals. */
export function programmeTotals(content: Pick<ProgrammeContent, "rooms" | "wallFactor">): ProgrammeTotals {
  let useful = 0;
  const sectors = new Map<string, number>();
  for (const room of content.rooms) {
    const total = roomTotal(room);
    useful += total;
    const sector = room.sector.trim() || NO_SECTOR;
    sectors.set(sector, (sectors.get(sector) ?? 0) + total);
  }
  const usefulArea = round2(useful);
  const wallsAndCirculation = round2(useful * content.wallFactor);
  return {
    usefulArea,
    wallsAndCirculation,
    builtArea: round2(usefulArea + wallsAndCirculation),
    bySector: [...sectors].map(([sector, area]) => ({ sector, area: round2(area) })),
  };
}

export interface LotCheck {
  /** lot area × TO; null when either is unknown. */
  maxProjection: number | null;
  /** lot area × CA; null when either is unknown. */
  maxBuiltArea: number | null;
  /** lot area × taxa de permeabilidade; null when either is unknown. */
  minPermeableArea: number | null;
  /** builtArea ÷ floors: the footprint if every floor had the same area. */
  groundProjection: number;
  /** pt-BR sentences with the numbers formatted (empty when nothing exceeds). */
  warnings: string[];
  /** Whether the programme fits, said only when what it needs is known. */
  fit: LotFit;
}

/**
 * The fit statement (R-DOC-4): "cabe" only when the lot's area, TO, CA and taxa de permeabilidade
 * are all known and nothing exceeds; "passa" when a known limit is exceeded (whatever else is
 * missing); otherwise "incompleto", naming what is missing — never "cabe" on half the data.
 */
export interface LotFit {
  verdict: "cabe" | "passa" | "incompleto";
  /** One pt-BR sentence for the screen and the PDF. */
  text: string;
  /** "a área do terreno", "a taxa de ocupação (TO)"…: what a full check still needs. */
  missing: string[];
  /** "faltam o CA e a taxa de permeabilidade"; null when nothing is missing. */
  lacking: string | null;
}

/** "a, b e c". */
export function listPtBR(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export function lotFit(lot: LotParameters, warnings: readonly string[]): LotFit {
  const missing = (
    [
      [lot.area, "a área do terreno"],
      [lot.occupancyRate, "a taxa de ocupação (TO)"],
      [lot.floorAreaRatio, "o coeficiente de aproveitamento (CA)"],
      [lot.permeability, "a taxa de permeabilidade"],
    ] as const
  )
    .filter(([value]) => value === null)
    .map(([, name]) => name);
  const lacking = missing.length > 0 ? `${missing.length === 1 ? "falta" : "faltam"} ${listPtBR(missing)}` : null;
  if (warnings.length > 0) {
    const rest = lacking ? ` Para conferir o resto, ${lacking}.` : "";
    return { verdict: "passa", text: `O programa passa dos limites do lote.${rest}`, missing, lacking };
  }
  if (lacking) {
    return { verdict: "incompleto", text: `Ainda não dá para dizer se o programa cabe no lote: ${lacking}.`, missing, lacking };
  }
  return { verdict: "cabe", text: "Com a TO, o CA e a taxa de permeabilidade informados, o programa cabe no lote.", missing, lacking };
}

/** The project's lot as the programme reads it: its area and the three indices the check uses. */
export type ProjectLot = Pick<LandPlot, "area" | "occupancyRate" | "floorAreaRatio" | "permeability">;

const PROJECT_KEYS = ["area", "occupancyRate", "floorAreaRatio", "permeability"] as const;

/**
 * The lot the check uses: the project's parameters (R-PROJ-2: one set, on the project), and for a
 * parameter the project does not know, the value an older programme stored in its own `lot`
 * (documents written before the parameters moved to the project stay as they were). `floors` is
 * the programme's own. `fromProgramme` lists what came from the programme.
 */
export function effectiveLot(stored: LotParameters, project: ProjectLot | null): LotParameters & { fromProgramme: (typeof PROJECT_KEYS)[number][] } {
  const lot: LotParameters = { ...stored };
  const fromProgramme: (typeof PROJECT_KEYS)[number][] = [];
  for (const key of PROJECT_KEYS) {
    const value = project?.[key] ?? null;
    if (value !== null) lot[key] = value;
    else if (stored[key] !== null) fromProgramme.push(key);
  }
  return { ...lot, fromProgramme };
}

/** Compares the estimated built area (usually programmeTotals().builtArea) with the lot's limits. */
export function lotCheck(content: Pick<ProgrammeContent, "lot">, builtArea: number): LotCheck {
  const lot: LotParameters = content.lot;
  const area = lot.area;
  const floors = Math.max(1, Math.floor(lot.floors || 1));
  const of = (percent: number | null) => (area === null || percent === null ? null : round2((area * percent) / 100));
  const maxProjection = of(lot.occupancyRate);
  const maxBuiltArea = area === null || lot.floorAreaRatio === null ? null : round2(area * lot.floorAreaRatio);
  const minPermeableArea = of(lot.permeability);
  const groundProjection = round2(builtArea / floors);
  const built = round2(builtArea);

  const warnings: string[] = [];
  if (maxProjection !== null && groundProjection > maxProjection) {
    warnings.push(
      `A projeção estimada (${formatArea(groundProjection)}) passa da projeção máxima permitida pela TO (${formatArea(maxProjection)}).`,
    );
  }
  if (maxBuiltArea !== null && built > maxBuiltArea) {
    warnings.push(`A área construída estimada (${formatArea(built)}) passa da máxima permitida pelo CA (${formatArea(maxBuiltArea)}).`);
  }
  if (area !== null && groundProjection > area) {
    warnings.push(`A projeção estimada (${formatArea(groundProjection)}) é maior que o terreno (${formatArea(area)}).`);
  }
  if (area !== null && minPermeableArea !== null) {
    const free = Math.max(0, round2(area - groundProjection));
    if (free < minPermeableArea) {
      warnings.push(
        `Com a projeção estimada (${formatArea(groundProjection)}), sobram ${formatArea(free)} livres no terreno, menos que a área permeável mínima (${formatArea(minPermeableArea)}).`,
      );
    }
  }
  return { maxProjection, maxBuiltArea, minPermeableArea, groundProjection, warnings, fit: lotFit(lot, warnings) };
}

/**
 * A new room id: a v4 UUID, which fits the schema's `[a-z0-9-]{1,64}`. globalThis.crypto exists
 * in browsers and in Node 20, so domain/ stays free of imports; generators that need
 * reproducible ids (tests) take an id factory instead.
 */
export function newRoomId(): string {
  return globalThis.crypto.randomUUID();
}

export type RoomIdFactory = () => string;

/** An empty row for "Adicionar ambiente"; the architect types the rest. */
export function blankRoom(sector = "", id: string = newRoomId()): ProgrammeRoom {
  return { id, sector, name: "Novo ambiente", quantity: 1, unitArea: 0, notes: "", source: null };
}

/** A new array with the room swapped with its neighbour; unchanged order at the edges or for an unknown id. */
export function moveRoom<T extends { id: string }>(rooms: readonly T[], id: string, direction: "up" | "down"): T[] {
  const out = rooms.slice();
  const from = out.findIndex((r) => r.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= out.length) return out;
  [out[from], out[to]] = [out[to]!, out[from]!];
  return out;
}

const UNKNOWN_LOT: LotParameters = { area: null, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 };

/** A programme with no rooms, the default factor and the lot's known parameters. */
export function emptyProgramme(lot: Partial<LotParameters> = {}): ProgrammeContent {
  return { rooms: [], wallFactor: DEFAULT_WALL_FACTOR, lot: { ...UNKNOWN_LOT, ...lot } };
}
