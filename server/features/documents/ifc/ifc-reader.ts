import {
  IfcAPI,
  IFCBUILDINGSTOREY,
  IFCPROJECT,
  IFCRELAGGREGATES,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IFCRELDEFINESBYPROPERTIES,
  IFCSPACE,
  IFCUNITASSIGNMENT,
  LogLevel,
} from "web-ifc";
import { IFC_EXPORT_HELP, type AreaOrigin, type IfcModel, type IfcSpace, type IfcStorey } from "#domain/ifc";
import { round2 } from "#domain/needs-program";
import { validationError } from "#server/lib/errors";

/**
 * Reads an IFC file's storeys and rooms (R-BIM-1, R-BIM-2; decision 098) with web-ifc (That Open
 * Company's IFC reader, WebAssembly, pinned in package.json): it parses the STEP text (strings
 * decoded, IFC2X3 and IFC4 alike) and this module walks the few entities the import needs —
 * storeys, spaces, the relations that place a space in a storey and give it quantities or
 * properties, and the project's units. Runs on the IFC pool's thread (ifc.ts), never on the
 * server's. web-ifc accepts much that is not an IFC (it throws a TypeError on a text without a
 * header, and logs and answers -1 on a cut string), so the file's envelope is checked here first.
 */

/** A web-ifc attribute: `{ type, value }` (a reference's value is the line's id), a list of them, or null. */
type Attr = { type: number; value: unknown; name?: string } | Attr[] | null | undefined;
type Line = Record<string, Attr> & { expressID: number; type: number };

/** At most this many rooms and storeys: more is not a building the programme can hold. */
const MAX_SPACES = 5_000;
const MAX_STOREYS = 300;

const unreadable = (why: string) => validationError({ file: `${why} ${IFC_EXPORT_HELP}` });

/** One web-ifc per thread: the WebAssembly module loads once (its first model pays for it). */
let api: Promise<IfcAPI> | null = null;
function ifcApi(): Promise<IfcAPI> {
  api ??= (async () => {
    const created = new IfcAPI();
    // forceSingleThread: no nested workers inside the pool's thread.
    await created.Init(undefined, true);
    // Its own console lines would bypass our logger (decision 084); failures are ours to say.
    created.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
    return created;
  })();
  return api;
}

/** The header's FILE_SCHEMA, upper case ("IFC4", "IFC2X3"); null without one. */
function fileSchema(header: string): string | null {
  const m = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(header);
  return m ? m[1]!.trim().toUpperCase() : null;
}

// ---------------------------------------------------------------------------------------------
// Attributes

/** A model's lines as web-ifc reads them, each once. */
class Model {
  private readonly lines = new Map<number, Line | null>();
  constructor(
    private readonly ifc: IfcAPI,
    private readonly id: number,
  ) {}

  line(expressId: number | null): Line | null {
    if (expressId === null) return null;
    let found = this.lines.get(expressId);
    if (found === undefined) {
      try {
        found = (this.ifc.GetLine(this.id, expressId, false) as Line | undefined) ?? null;
      } catch {
        found = null;
      }
      this.lines.set(expressId, found);
    }
    return found;
  }

  /** The line's IFC type name, upper case ("IFCSPACE"). */
  typeOf(expressId: number | null): string | null {
    const line = this.line(expressId);
    return line ? (this.ifc.GetNameFromTypeCode(line.type) ?? "").toUpperCase() : null;
  }

  ids(type: number): number[] {
    const vector = this.ifc.GetLineIDsWithType(this.id, type);
    const ids: number[] = [];
    for (let i = 0; i < vector.size(); i++) ids.push(vector.get(i));
    return ids;
  }
}

const REF = 5;
const refOf = (a: Attr): number | null => (a && !Array.isArray(a) && a.type === REF && typeof a.value === "number" ? a.value : null);
const refsOf = (a: Attr): number[] => (Array.isArray(a) ? a.map(refOf).filter((r): r is number => r !== null) : refOf(a) === null ? [] : [refOf(a)!]);
const textOf = (a: Attr): string | null => (a && !Array.isArray(a) && typeof a.value === "string" && a.value.trim() ? a.value.trim() : null);
const enumOf = (a: Attr): string | null => (a && !Array.isArray(a) && typeof a.value === "string" ? a.value.toUpperCase() : null);
/** A number, bare or typed (`IFCAREAMEASURE(12.)`, `IFCLENGTHMEASURE(3000.)`). */
function numberOf(a: Attr): number | null {
  if (!a || Array.isArray(a)) return null;
  const n = typeof a.value === "number" ? a.value : typeof a.value === "string" ? Number(a.value) : NaN;
  return Number.isFinite(n) ? n : null;
}

const PREFIX: Record<string, number> = { EXA: 1e18, PETA: 1e15, TERA: 1e12, GIGA: 1e9, MEGA: 1e6, KILO: 1e3, HECTO: 1e2, DECA: 1e1, DECI: 1e-1, CENTI: 1e-2, MILLI: 1e-3, MICRO: 1e-6, NANO: 1e-9 };

/** The factor to metres (length) or square metres (area) of a unit line; null when not one. */
function unitScale(model: Model, id: number | null, depth = 0): number | null {
  const unit = model.line(id);
  const type = model.typeOf(id);
  if (!unit || depth > 4) return null;
  if (type === "IFCSIUNIT") {
    const prefix = enumOf(unit.Prefix);
    const factor = prefix ? (PREFIX[prefix] ?? 1) : 1;
    const name = enumOf(unit.Name);
    if (name === "METRE") return factor;
    if (name === "SQUARE_METRE") return factor * factor;
    return null;
  }
  if (type === "IFCCONVERSIONBASEDUNIT") {
    const measureId = refOf(unit.ConversionFactor);
    const measure = model.line(measureId);
    if (!measure || model.typeOf(measureId) !== "IFCMEASUREWITHUNIT") return null;
    const value = numberOf(measure.ValueComponent);
    const base = unitScale(model, refOf(measure.UnitComponent), depth + 1);
    return value !== null && base !== null ? value * base : null;
  }
  return null;
}

/** The project's length and area units (the first IfcUnitAssignment when the project names none); metres by default. */
function units(model: Model): { length: number; area: number } {
  const project = model.line(model.ids(IFCPROJECT)[0] ?? null);
  const assignment = model.line(refOf(project?.UnitsInContext) ?? model.ids(IFCUNITASSIGNMENT)[0] ?? null);
  let length = 1;
  let area = 1;
  for (const id of refsOf(assignment?.Units)) {
    const kind = enumOf(model.line(id)?.UnitType);
    const scale = unitScale(model, id);
    if (scale === null) continue;
    if (kind === "LENGTHUNIT") length = scale;
    if (kind === "AREAUNIT") area = scale;
  }
  return { length, area };
}

type Found = Map<string, { value: number; origin: "quantidade" | "propriedade" }>;

/** The areas an element's quantity sets and property sets give, by name; the first of each name wins. */
function areasByElement(model: Model, areaScale: number): Map<number, Found> {
  const byElement = new Map<number, Found>();
  for (const relId of model.ids(IFCRELDEFINESBYPROPERTIES)) {
    const rel = model.line(relId);
    if (!rel) continue;
    const found: Found = new Map();
    for (const defId of refsOf(rel.RelatingPropertyDefinition)) {
      const def = model.line(defId);
      const type = model.typeOf(defId);
      if (def && type === "IFCELEMENTQUANTITY") {
        for (const qId of refsOf(def.Quantities)) {
          if (model.typeOf(qId) !== "IFCQUANTITYAREA") continue;
          const q = model.line(qId)!;
          const name = textOf(q.Name);
          const value = numberOf(q.AreaValue);
          const unit = refOf(q.Unit);
          const scale = unit === null ? areaScale : (unitScale(model, unit) ?? areaScale);
          if (name && value !== null && value >= 0 && !found.has(name)) found.set(name, { value: value * scale, origin: "quantidade" });
        }
      } else if (def && type === "IFCPROPERTYSET") {
        for (const pId of refsOf(def.HasProperties)) {
          if (model.typeOf(pId) !== "IFCPROPERTYSINGLEVALUE") continue;
          const p = model.line(pId)!;
          const nominal = p.NominalValue;
          // Only a value typed as an area: its unit is the project's area unit.
          if (!nominal || Array.isArray(nominal) || nominal.name?.toUpperCase() !== "IFCAREAMEASURE") continue;
          const name = textOf(p.Name);
          const value = numberOf(nominal);
          if (name && value !== null && value >= 0 && !found.has(`propriedade:${name}`)) found.set(`propriedade:${name}`, { value: value * areaScale, origin: "propriedade" });
        }
      }
    }
    if (found.size === 0) continue;
    for (const element of refsOf(rel.RelatedObjects)) {
      const mine = byElement.get(element) ?? new Map();
      for (const [name, v] of found) if (!mine.has(name)) mine.set(name, v);
      byElement.set(element, mine);
    }
  }
  return byElement;
}

/** A room's area: NetFloorArea, else GrossFloorArea (quantities), else a property named NetFloorArea or Area. */
function spaceArea(areas: Found | undefined): { area: number; origin: AreaOrigin } | null {
  if (!areas) return null;
  const net = areas.get("NetFloorArea");
  if (net?.origin === "quantidade") return { area: net.value, origin: "NetFloorArea" };
  const gross = areas.get("GrossFloorArea");
  if (gross?.origin === "quantidade") return { area: gross.value, origin: "GrossFloorArea" };
  const property = areas.get("propriedade:NetFloorArea") ?? areas.get("propriedade:Area");
  return property ? { area: property.value, origin: "propriedade" } : null;
}

/** The envelope web-ifc does not check: STEP text, an IFC2X3/IFC4 schema, a DATA section, an end. */
function checkEnvelope(bytes: Uint8Array): string {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw unreadable("O arquivo é compactado (.ifczip): descompacte-o e envie o .ifc.");
  if (bytes.includes(0)) throw unreadable("O arquivo não é um IFC em texto.");
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, "");
  if (!/^\s*ISO-10303-21\s*;/.test(head)) throw unreadable("O arquivo não é um modelo IFC (STEP).");
  const dataAt = /\bDATA\s*;/.exec(head);
  const schema = fileSchema(dataAt ? head.slice(0, dataAt.index) : head);
  if (!schema || !/^IFC(2X3|4)/.test(schema)) throw unreadable(`O esquema ${schema ? `"${schema}"` : "do arquivo"} não é lido aqui.`);
  if (!dataAt) throw unreadable("O arquivo IFC está incompleto (sem a seção DATA).");
  const tail = new TextDecoder("utf-8").decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (!/END-ISO-10303-21\s*;\s*$/.test(tail)) throw unreadable("O arquivo IFC está incompleto (termina antes do fim).");
  return schema;
}

/**
 * The model of an uploaded IFC's bytes. A file that is not IFC STEP text, or whose schema is not
 * IFC2X3/IFC4, or that web-ifc cannot open, is a 422 naming how to export one; a model without
 * rooms too.
 */
export async function readIfc(bytes: Uint8Array): Promise<IfcModel> {
  const schema = checkEnvelope(bytes);
  const ifc = await ifcApi();
  let modelId: number;
  try {
    modelId = ifc.OpenModel(bytes);
  } catch {
    modelId = -1;
  }
  if (modelId < 0) throw unreadable("O arquivo IFC está corrompido ou incompleto.");
  try {
    return extract(new Model(ifc, modelId), schema);
  } finally {
    ifc.CloseModel(modelId);
  }
}

function extract(model: Model, schema: string): IfcModel {
  const { length, area: areaScale } = units(model);
  const areas = areasByElement(model, areaScale);

  // Where each element sits: aggregation (storey → spaces, space → sub-spaces) and containment.
  const parent = new Map<number, number>();
  const hasChildSpace = new Set<number>();
  const place = (whole: number | null, parts: number[]) => {
    if (whole === null) return;
    for (const part of parts) {
      if (!parent.has(part)) parent.set(part, whole);
      if (model.typeOf(whole) === "IFCSPACE" && model.typeOf(part) === "IFCSPACE") hasChildSpace.add(whole);
    }
  };
  for (const id of model.ids(IFCRELAGGREGATES)) {
    const rel = model.line(id);
    place(refOf(rel?.RelatingObject), refsOf(rel?.RelatedObjects));
  }
  for (const id of model.ids(IFCRELCONTAINEDINSPATIALSTRUCTURE)) {
    const rel = model.line(id);
    place(refOf(rel?.RelatingStructure), refsOf(rel?.RelatedElements));
  }
  const storeyIds = model.ids(IFCBUILDINGSTOREY);
  const storeySet = new Set(storeyIds);
  const storeyOf = (id: number): number | null => {
    let at = parent.get(id);
    for (let hops = 0; at !== undefined && hops < 16; hops++) {
      if (storeySet.has(at)) return at;
      at = parent.get(at);
    }
    return null;
  };

  const spaceIds = model.ids(IFCSPACE).filter((id) => !hasChildSpace.has(id));
  if (spaceIds.length === 0) throw validationError({ file: `O modelo não tem ambientes (IfcSpace). No Revit, crie os ambientes (Rooms) e marque-os na exportação. ${IFC_EXPORT_HELP}` });
  if (spaceIds.length > MAX_SPACES || storeyIds.length > MAX_STOREYS) throw validationError({ file: `O modelo tem ambientes demais (${spaceIds.length}; no máximo ${MAX_SPACES}) para um programa de necessidades.` });

  const storeyNames = new Map<number, string>();
  const storeys: (IfcStorey & { id: number; order: number })[] = storeyIds.map((id, order) => {
    const s = model.line(id);
    const name = textOf(s?.Name) ?? textOf(s?.LongName) ?? `Pavimento ${order + 1}`;
    storeyNames.set(id, name);
    const elevation = numberOf(s?.Elevation);
    const gross = areas.get(id)?.get("GrossFloorArea");
    return {
      id,
      order,
      name,
      elevation: elevation === null ? null : Math.round(elevation * length * 1000) / 1000,
      grossArea: gross?.origin === "quantidade" ? round2(gross.value) : null,
      grossOrigin: gross?.origin === "quantidade" ? "quantidade" : null,
    };
  });
  storeys.sort((a, b) => (a.elevation ?? Infinity) - (b.elevation ?? Infinity) || a.order - b.order);
  const storeyRank = new Map(storeys.map((s, i) => [s.id, i]));

  const spaces: (IfcSpace & { rank: number; order: number })[] = spaceIds.map((id, order) => {
    const s = model.line(id);
    const name = textOf(s?.Name);
    const longName = textOf(s?.LongName);
    const storey = storeyOf(id);
    const found = spaceArea(areas.get(id));
    return {
      name: longName ?? name ?? "Ambiente sem nome",
      number: longName && name && name !== longName ? name : null,
      storey: storey === null ? null : (storeyNames.get(storey) ?? null),
      area: found ? round2(found.area) : null,
      areaOrigin: found?.origin ?? null,
      rank: storey === null ? Infinity : (storeyRank.get(storey) ?? Infinity),
      order,
    };
  });
  spaces.sort((a, b) => a.rank - b.rank || a.order - b.order);

  // A storey without its own GrossFloorArea: the sum of its rooms' areas, when any is given.
  for (const storey of storeys) {
    if (storey.grossOrigin !== null) continue;
    const mine = spaces.filter((s) => s.storey === storey.name && s.area !== null);
    if (mine.length === 0) continue;
    storey.grossArea = round2(mine.reduce((sum, s) => sum + s.area!, 0));
    storey.grossOrigin = "soma dos ambientes";
  }

  return {
    schema,
    storeys: storeys.map(({ name, elevation, grossArea, grossOrigin }) => ({ name, elevation, grossArea, grossOrigin })),
    spaces: spaces.map(({ name, number, storey, area, areaOrigin }) => ({ name, number, storey, area, areaOrigin })),
  };
}
