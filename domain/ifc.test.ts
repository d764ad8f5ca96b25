import { describe, expect, it } from "vitest";
import { areaKindOfRoom } from "./budget-areas";
import { coveredAreaNote, modelAreaLines, modelRooms, programmeDiff, type IfcModel } from "./ifc";
import type { ProgrammeRoom } from "./needs-program.schema";

const space = (name: string, storey: string, area: number | null) => ({ name, number: null, storey, area, areaOrigin: area === null ? null : ("NetFloorArea" as const) });

/** The house of test-support/ifc/casa-dois-pavimentos.ifc, as the reader gives it. */
const HOUSE: IfcModel = {
  schema: "IFC4",
  storeys: [
    { name: "Térreo", elevation: 0, grossArea: 55, grossOrigin: "quantidade" },
    { name: "Superior", elevation: 3, grossArea: 40, grossOrigin: "quantidade" },
  ],
  spaces: [
    space("Sala", "Térreo", 20),
    space("Cozinha", "Térreo", 12.5),
    space("Garagem", "Térreo", 15),
    space("Quarto", "Superior", 12),
    space("Quarto", "Superior", 12),
    space("Banheiro", "Superior", 4.5),
    space("Varanda", "Superior", 6),
  ],
};

const room = (id: string, name: string, quantity: number, unitArea: number, sector = "Social"): ProgrammeRoom => ({ id, name, sector, quantity, unitArea, notes: "", source: null });

describe("a room's name → the budget's kind of area (R-BIM-3)", () => {
  it.each([
    ["Garagem", "garagem"],
    ["Vaga coberta", "garagem"],
    ["Abrigo para carros", "garagem"],
    ["Varanda gourmet", "varanda"],
    ["Sacada", "varanda"],
    ["Terraço coberto", "varanda"],
    ["Terraço", "descoberta"],
    ["Deck", "descoberta"],
    ["Piscina", "piscina"],
    ["Jardim", "externa"],
    ["Quintal", "externa"],
    ["Sala", "coberta"],
    ["Quarto", "coberta"],
    ["Banheiro", "coberta"],
    ["GARAGEM 2", "garagem"],
  ] as const)("%s → %s", (name, kind) => {
    expect(areaKindOfRoom({ name, sector: "" })).toBe(kind);
    expect(modelRooms({ spaces: [space(name, "Térreo", 10)] })[0]!.kind).toBe(kind);
  });
});

describe("the model's rooms", () => {
  it("groups equal rooms of a storey into one line with a quantity, in the model's order", () => {
    const rooms = modelRooms(HOUSE);
    expect(rooms.map((r) => [r.name, r.storey, r.quantity, r.unitArea, r.kind])).toEqual([
      ["Sala", "Térreo", 1, 20, "coberta"],
      ["Cozinha", "Térreo", 1, 12.5, "coberta"],
      ["Garagem", "Térreo", 1, 15, "garagem"],
      ["Quarto", "Superior", 2, 12, "coberta"],
      ["Banheiro", "Superior", 1, 4.5, "coberta"],
      ["Varanda", "Superior", 1, 6, "varanda"],
    ]);
  });

  it("keeps the same name with another area, or on another storey, as lines of their own; an area not given stays null", () => {
    const rooms = modelRooms({ spaces: [space("Quarto", "Superior", 12), space("Quarto", "Superior", 14), space("Quarto", "Térreo", 12), space("Depósito", "Térreo", null)] });
    expect(rooms.map((r) => [r.name, r.storey, r.quantity, r.unitArea])).toEqual([
      ["Quarto", "Superior", 1, 12],
      ["Quarto", "Superior", 1, 14],
      ["Quarto", "Térreo", 1, 12],
      ["Depósito", "Térreo", 1, null],
    ]);
  });
});

describe("the diff against the programme (R-BIM-3)", () => {
  it("without a programme, every room is added", () => {
    expect(programmeDiff([], modelRooms(HOUSE)).map((c) => c.type)).toEqual(["added", "added", "added", "added", "added", "added"]);
  });

  it("matches by name (accents and case aside), once each: added, changed area or quantity, same, removed", () => {
    const programme = [room("a", "sala", 1, 18), room("b", "Cozinha", 1, 12.5), room("c", "Quarto", 1, 12), room("d", "Escritório", 1, 9), room("e", "Cozinha", 1, 8)];
    const changes = programmeDiff(programme, modelRooms(HOUSE));
    expect(changes.map((c) => [c.type, c.type === "removed" ? c.current.name : c.room.name, c.type === "added" ? null : c.current.id])).toEqual([
      ["changed", "Sala", "a"],
      ["same", "Cozinha", "b"],
      ["added", "Garagem", null],
      ["changed", "Quarto", "c"],
      ["added", "Banheiro", null],
      ["added", "Varanda", null],
      ["removed", "Escritório", "d"],
      ["removed", "Cozinha", "e"],
    ]);
  });

  it("a model room without an area changes only by its quantity", () => {
    const changes = programmeDiff([room("a", "Depósito", 1, 3)], modelRooms({ spaces: [space("Deposito", "Térreo", null)] }));
    expect(changes.map((c) => c.type)).toEqual(["same"]);
  });
});

describe("the budget's areas by kind from the model (R-BIM-3)", () => {
  it("covered area = storeys' gross area less the other kinds' rooms; the others by their rooms", () => {
    // 55 + 40 = 95 m² gross; garage 15 and balcony 6 are not covered area of standard: 95 − 21 = 74.
    expect(modelAreaLines(HOUSE, modelRooms(HOUSE))).toEqual([
      { kind: "coberta", area: 74 },
      { kind: "garagem", area: 15 },
      { kind: "varanda", area: 6 },
    ]);
    expect(coveredAreaNote(HOUSE)).toMatch(/GrossFloorArea/);
  });

  it("follows the kinds the architect changed before applying", () => {
    const rooms = modelRooms(HOUSE).map((r) => (r.name === "Varanda" ? { ...r, kind: "descoberta" as const } : r));
    expect(modelAreaLines(HOUSE, rooms)).toEqual([
      { kind: "coberta", area: 74 },
      { kind: "garagem", area: 15 },
      { kind: "descoberta", area: 6 },
    ]);
  });

  it("without the storeys' gross area, the covered area is its rooms' sum (and the note says walls are missing)", () => {
    const model = { ...HOUSE, storeys: HOUSE.storeys.map((s) => ({ ...s, grossArea: null, grossOrigin: null })) };
    // 20 + 12,5 + 2 × 12 + 4,5 = 61.
    expect(modelAreaLines(model, modelRooms(model))[0]).toEqual({ kind: "coberta", area: 61 });
    expect(coveredAreaNote(model)).toMatch(/paredes e circulação não entram/);
  });

  it("never puts the covered area below its own rooms, and skips rooms without an area", () => {
    const model: IfcModel = { schema: "IFC4", storeys: [{ name: "Térreo", elevation: 0, grossArea: 10, grossOrigin: "quantidade" }], spaces: [space("Sala", "Térreo", 30), space("Garagem", "Térreo", null)] };
    expect(modelAreaLines(model, modelRooms(model))).toEqual([{ kind: "coberta", area: 30 }]);
  });
});
