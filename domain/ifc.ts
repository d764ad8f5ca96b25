import { AREA_KINDS, type AreaKind } from "./budget";
import { areaKindOfRoom } from "./budget-areas";
import { round2 } from "./needs-program";
import type { ProgrammeRoom } from "./needs-program.schema";
import type { PlanId } from "./plans";

/**
 * The BIM import (R-BIM-1..4, decision 098): what an IFC model says about a building's storeys
 * and rooms, turned into the needs programme's rooms and the budget's areas by kind. Pure: the
 * server's reader (server/features/documents/ifc/) builds an `IfcModel`, and the preview, the page and the
 * tests use these functions on it.
 */

/** The plans that may import a model (R-BIM-4): "API completa com integração BIM" is Obra-Prima's. */
export const BIM_PLANS: readonly PlanId[] = ["obra-prima", "legado"];
export const BIM_PLAN_MESSAGE = "A importação de modelos BIM (IFC) faz parte do plano Obra-Prima. Veja os planos em /dashboard/planos.";

/** The largest model read (R-BIM-1): a house's or a small building's IFC is a few MB. */
export const IFC_MAX_BYTES = 50 * 1024 * 1024;
export const IFC_TOO_LARGE = "O modelo IFC pode ter no máximo 50 MB. Exporte só o que o programa precisa (pavimentos e ambientes) ou compacte a vista de exportação.";

/** What to do when a file is not a readable IFC (every 422 of the reader ends with it). */
export const IFC_EXPORT_HELP = "Exporte o modelo em IFC 2x3 ou IFC4 (Revit: Arquivo → Exportar → IFC; ArchiCAD: Arquivo → Salvar como → IFC), com os ambientes e as quantidades base.";

/** Shown beside a room whose area the model does not give. */
export const AREA_NOT_GIVEN = "área não informada no modelo";

export type AreaOrigin = "NetFloorArea" | "GrossFloorArea" | "propriedade";

export interface IfcStorey {
  name: string;
  /** m, from the model's length unit; null when the storey has none. */
  elevation: number | null;
  /** m², the storey's own GrossFloorArea quantity, or the sum of its rooms' areas. */
  grossArea: number | null;
  grossOrigin: "quantidade" | "soma dos ambientes" | null;
}

export interface IfcSpace {
  /** LongName when given (Revit's room name), else Name (often a number). */
  name: string;
  /** The other of Name/LongName, when both are given ("101"). */
  number: string | null;
  storey: string | null;
  /** m²; null when the model gives no area for the room (never guessed). */
  area: number | null;
  areaOrigin: AreaOrigin | null;
}

export interface IfcModel {
  /** FILE_SCHEMA: "IFC2X3", "IFC4"… */
  schema: string;
  storeys: IfcStorey[];
  spaces: IfcSpace[];
}

// ---------------------------------------------------------------------------------------------
// Rooms

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** A room of the model as the programme would hold it: equal rooms of a storey become one line with a quantity. */
export interface ModelRoom {
  /** Stable within one preview: the storey and the name, plain. */
  key: string;
  name: string;
  /** The storey's name: the programme's sector for the rooms it adds. */
  storey: string;
  quantity: number;
  /** m² of one; null when the model does not give it. */
  unitArea: number | null;
  /** The budget's kind the name suggests (editable before applying). */
  kind: AreaKind;
}

/**
 * The model's rooms, grouped: the spaces of one storey with the same name and the same area are
 * one line ("Quarto", 2 × 12,00 m²); the same name with another area is a line of its own.
 */
export function modelRooms(model: Pick<IfcModel, "spaces">): ModelRoom[] {
  const rooms = new Map<string, ModelRoom>();
  for (const space of model.spaces) {
    const storey = space.storey ?? "";
    const area = space.area === null ? null : round2(space.area);
    const base = `${plain(storey)}|${plain(space.name)}`;
    const key = `${base}|${area ?? "-"}`;
    const found = rooms.get(key);
    if (found) {
      found.quantity += 1;
      continue;
    }
    rooms.set(key, { key, name: space.name, storey, quantity: 1, unitArea: area, kind: areaKindOfRoom({ name: space.name, sector: "" }) });
  }
  return [...rooms.values()];
}

// ---------------------------------------------------------------------------------------------
// The diff against the programme

export type RoomChange =
  /** In the model, not in the programme. */
  | { type: "added"; room: ModelRoom }
  /** In both, by name, with another quantity or area. */
  | { type: "changed"; room: ModelRoom; current: Pick<ProgrammeRoom, "id" | "name" | "sector" | "quantity" | "unitArea"> }
  /** In both, the same. */
  | { type: "same"; room: ModelRoom; current: Pick<ProgrammeRoom, "id" | "name" | "sector" | "quantity" | "unitArea"> }
  /** In the programme, not in the model. */
  | { type: "removed"; current: Pick<ProgrammeRoom, "id" | "name" | "sector" | "quantity" | "unitArea"> };

/**
 * The model's rooms against the programme's (R-BIM-3), matched by name (accents, case and spaces
 * aside), each programme room at most once, in the programme's order. A model room without an
 * area is listed as added or changed but its area stays the programme's until the architect types one.
 */
export function programmeDiff(rooms: readonly ProgrammeRoom[], model: readonly ModelRoom[]): RoomChange[] {
  const free = [...rooms];
  const changes: RoomChange[] = [];
  for (const room of model) {
    const index = free.findIndex((r) => plain(r.name) === plain(room.name));
    if (index < 0) {
      changes.push({ type: "added", room });
      continue;
    }
    const [current] = free.splice(index, 1);
    const picked = { id: current!.id, name: current!.name, sector: current!.sector, quantity: current!.quantity, unitArea: current!.unitArea };
    const same = room.quantity === current!.quantity && (room.unitArea === null || round2(room.unitArea) === round2(current!.unitArea));
    changes.push({ type: same ? "same" : "changed", room, current: picked });
  }
  for (const current of free) changes.push({ type: "removed", current: { id: current.id, name: current.name, sector: current.sector, quantity: current.quantity, unitArea: current.unitArea } });
  return changes;
}

// ---------------------------------------------------------------------------------------------
// The budget's areas

export interface ModelAreaLine {
  kind: AreaKind;
  /** m² of real area. */
  area: number;
}

/**
 * The budget's real areas by kind from the model (R-BIM-3): each room's area goes to its kind
 * (as the architect left it); the covered area is the storeys' gross area (walls included, as
 * NBR 12721's real area is) less the rooms of the other kinds, never less than its own rooms.
 * Rooms without an area count nothing. Lines in AREA_KINDS' order, only the kinds with area.
 */
export function modelAreaLines(model: Pick<IfcModel, "storeys">, rooms: readonly Pick<ModelRoom, "quantity" | "unitArea" | "kind">[]): ModelAreaLine[] {
  const sums = new Map<AreaKind, number>();
  for (const room of rooms) {
    if (room.unitArea === null) continue;
    sums.set(room.kind, (sums.get(room.kind) ?? 0) + room.quantity * room.unitArea);
  }
  const gross = model.storeys.reduce((sum, s) => sum + (s.grossOrigin === "quantidade" && s.grossArea !== null ? s.grossArea : 0), 0);
  if (gross > 0) {
    const others = [...sums].reduce((sum, [kind, area]) => sum + (kind === "coberta" ? 0 : area), 0);
    sums.set("coberta", Math.max(sums.get("coberta") ?? 0, gross - others));
  }
  return AREA_KINDS.flatMap((k) => {
    const area = round2(sums.get(k.id) ?? 0);
    return area > 0 ? [{ kind: k.id, area }] : [];
  });
}

/** How the covered area was reached, for the screen: with the storeys' gross area, or the rooms' own. */
export function coveredAreaNote(model: Pick<IfcModel, "storeys">): string {
  const given = model.storeys.some((s) => s.grossOrigin === "quantidade" && s.grossArea !== null);
  return given
    ? "Área coberta: a área bruta dos pavimentos do modelo (GrossFloorArea, com paredes) menos a dos ambientes de outros tipos."
    : "Área coberta: a soma dos ambientes internos. O modelo não informa a área bruta dos pavimentos, então paredes e circulação não entram: confira antes de aplicar.";
}
