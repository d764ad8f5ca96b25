import { describe, expect, it } from "vitest";
import {
  blankRoom,
  DEFAULT_WALL_FACTOR,
  effectiveLot,
  emptyProgramme,
  formatArea,
  lotCheck,
  moveRoom,
  newRoomId,
  NO_SECTOR,
  programmeTotals,
  round2,
  roomTotal,
  roomWithQuantity,
  WALL_FACTOR_NOTE,
} from "./needs-program";
import { programmeContentSchema, programmeRoomSchema, type ProgrammeContent, type ProgrammeRoom } from "./needs-program.schema";

const room = (id: string, sector: string, quantity: number, unitArea: number): ProgrammeRoom => ({
  id,
  sector,
  name: id,
  quantity,
  unitArea,
  notes: "",
  source: null,
});

const programme = (rooms: ProgrammeRoom[], wallFactor = 0.25, lot: Partial<ProgrammeContent["lot"]> = {}): ProgrammeContent => ({
  ...emptyProgramme(lot),
  rooms,
  wallFactor,
});

describe("round2 and formatArea", () => {
  it("rounds without float surprises", () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(12.344)).toBe(12.34);
    expect(round2(0)).toBe(0);
  });

  it("formats m² in pt-BR with two decimals", () => {
    expect(formatArea(1234.5)).toBe("1.234,50 m²");
    expect(formatArea(182.5)).toBe("182,50 m²");
    expect(formatArea(0)).toBe("0,00 m²");
    expect(formatArea(1_000_000)).toBe("1.000.000,00 m²");
  });
});

describe("the walls-and-circulation factor", () => {
  it("defaults to 25 % and says it is a practice estimate, not a norm", () => {
    expect(DEFAULT_WALL_FACTOR).toBe(0.25);
    expect(WALL_FACTOR_NOTE).toMatch(/estimativa de prática/);
    expect(WALL_FACTOR_NOTE).toMatch(/não uma norma/);
  });
});

describe("programmeTotals", () => {
  it("multiplies quantity by unit area", () => {
    expect(roomTotal({ quantity: 3, unitArea: 9.5 })).toBe(28.5);
    expect(roomWithQuantity({ name: "Dormitório", quantity: 2 })).toBe("Dormitório (2)");
    expect(roomWithQuantity({ name: " Cozinha ", quantity: 1 })).toBe("Cozinha");
  });

  it("adds the factor to the useful area", () => {
    const t = programmeTotals(programme([room("sala", "Social", 1, 24), room("dorm", "Íntimo", 3, 12)], 0.25));
    expect(t.usefulArea).toBe(60);
    expect(t.wallsAndCirculation).toBe(15);
    expect(t.builtArea).toBe(75);
  });

  it("keeps decimals exact when many small areas add up", () => {
    const rooms = [room("a", "X", 1, 0.1), room("b", "X", 1, 0.2), room("c", "Y", 3, 0.1)];
    const t = programmeTotals(programme(rooms, 0.3));
    expect(t.usefulArea).toBe(0.6);
    expect(t.wallsAndCirculation).toBe(0.18);
    expect(t.builtArea).toBe(0.78);
    expect(t.bySector).toEqual([
      { sector: "X", area: 0.3 },
      { sector: "Y", area: 0.3 },
    ]);
  });

  it("rounds once, at the end, and the rows add up", () => {
    // 10,01 m² × 0,25 = 2,5025 → 2,50; built = 10,01 + 2,50.
    const t = programmeTotals(programme([room("a", "X", 1, 10.01)], 0.25));
    expect(t).toMatchObject({ usefulArea: 10.01, wallsAndCirculation: 2.5, builtArea: 12.51 });
    const thirds = programmeTotals(programme([room("a", "X", 3, 3.333)], 0));
    expect(thirds.usefulArea).toBe(10);
  });

  it("sums by sector in the order sectors first appear; blank sectors are grouped", () => {
    const t = programmeTotals(
      programme([room("a", "Social", 1, 20), room("b", "Íntimo", 2, 10), room("c", " Social ", 1, 2.5), room("d", "", 1, 4), room("e", "  ", 1, 1)]),
    );
    expect(t.bySector).toEqual([
      { sector: "Social", area: 22.5 },
      { sector: "Íntimo", area: 20 },
      { sector: NO_SECTOR, area: 5 },
    ]);
  });

  it("is all zeros for an empty programme", () => {
    expect(programmeTotals(emptyProgramme())).toEqual({ usefulArea: 0, wallsAndCirculation: 0, builtArea: 0, bySector: [] });
  });

  it("with a zero factor the built area is the useful area", () => {
    const t = programmeTotals(programme([room("a", "X", 2, 7.25)], 0));
    expect(t).toMatchObject({ usefulArea: 14.5, wallsAndCirculation: 0, builtArea: 14.5 });
  });
});

describe("lotCheck", () => {
  const lot = { area: 300, occupancyRate: 50, floorAreaRatio: 1, permeability: 30, floors: 1 };

  it("gives null limits when the lot area is unknown, and no warnings", () => {
    const c = lotCheck(programme([], 0.25, { occupancyRate: 50, floorAreaRatio: 1, permeability: 20 }), 500);
    expect(c).toMatchObject({ maxProjection: null, maxBuiltArea: null, minPermeableArea: null, groundProjection: 500, warnings: [] });
  });

  it("gives null for each unknown parameter and computes the known ones", () => {
    expect(lotCheck(programme([], 0.25, { area: 300, occupancyRate: 60 }), 100)).toMatchObject({
      maxProjection: 180,
      maxBuiltArea: null,
      minPermeableArea: null,
    });
    expect(lotCheck(programme([], 0.25, { area: 300, floorAreaRatio: 1.5 }), 100)).toMatchObject({
      maxProjection: null,
      maxBuiltArea: 450,
      minPermeableArea: null,
    });
    expect(lotCheck(programme([], 0.25, { area: 300, permeability: 15 }), 100)).toMatchObject({
      maxProjection: null,
      maxBuiltArea: null,
      minPermeableArea: 45,
    });
  });

  it("has no warnings within the limits", () => {
    const c = lotCheck(programme([], 0.25, lot), 150);
    expect(c).toMatchObject({ maxProjection: 150, maxBuiltArea: 300, minPermeableArea: 90, groundProjection: 150, warnings: [] });
  });

  it("warns, with the numbers in pt-BR, when the projection passes the TO", () => {
    const c = lotCheck(programme([], 0.25, lot), 182.5);
    expect(c.warnings).toContain("A projeção estimada (182,50 m²) passa da projeção máxima permitida pela TO (150,00 m²).");
  });

  it("divides the built area by the floors for the projection", () => {
    const c = lotCheck(programme([], 0.25, { ...lot, floors: 2 }), 280);
    expect(c.groundProjection).toBe(140);
    expect(c.warnings).toEqual([]);
  });

  it("warns when the built area passes the CA", () => {
    const c = lotCheck(programme([], 0.25, { ...lot, area: 1000, floorAreaRatio: 1.2, floors: 3 }), 1234.5);
    expect(c.maxBuiltArea).toBe(1200);
    expect(c.warnings).toEqual(["A área construída estimada (1.234,50 m²) passa da máxima permitida pelo CA (1.200,00 m²)."]);
  });

  it("warns when the free area left is less than the permeable minimum", () => {
    // 300 − 220 = 80 m² free < 90 m² (30 %); TO unknown so only this warning.
    const c = lotCheck(programme([], 0.25, { area: 300, permeability: 30 }), 220);
    expect(c.warnings).toEqual([
      "Com a projeção estimada (220,00 m²), sobram 80,00 m² livres no terreno, menos que a área permeável mínima (90,00 m²).",
    ]);
    expect(lotCheck(programme([], 0.25, { area: 300, permeability: 30 }), 210).warnings).toEqual([]);
  });

  it("warns when the projection is larger than the lot itself", () => {
    const c = lotCheck(programme([], 0.25, { area: 100 }), 120);
    expect(c.warnings).toEqual(["A projeção estimada (120,00 m²) é maior que o terreno (100,00 m²)."]);
  });

  it("gives every warning at once when everything is exceeded", () => {
    expect(lotCheck(programme([], 0.25, lot), 400).warnings).toHaveLength(4);
  });
});

describe("the fit statement (R-DOC-4)", () => {
  const full = { area: 300, occupancyRate: 50, floorAreaRatio: 1, permeability: 30, floors: 1 };

  it("says the programme fits only when the area, TO, CA and permeability are all known", () => {
    expect(lotCheck(programme([], 0.25, full), 150).fit).toEqual({
      verdict: "cabe",
      text: "Com a TO, o CA e a taxa de permeabilidade informados, o programa cabe no lote.",
      missing: [],
      lacking: null,
    });
  });

  it("with parameters missing and nothing exceeded, names what is missing instead of a fit", () => {
    const c = lotCheck(programme([], 0.25, { area: 300 }), 100);
    expect(c.warnings).toEqual([]);
    expect(c.fit.verdict).toBe("incompleto");
    expect(c.fit.text).toBe(
      "Ainda não dá para dizer se o programa cabe no lote: faltam a taxa de ocupação (TO), o coeficiente de aproveitamento (CA) e a taxa de permeabilidade.",
    );
    expect(c.fit.text).not.toMatch(/programa cabe no lote\./);
    expect(lotCheck(programme([], 0.25, { ...full, permeability: null }), 100).fit.text).toBe(
      "Ainda não dá para dizer se o programa cabe no lote: falta a taxa de permeabilidade.",
    );
    expect(lotCheck(programme([], 0.25, {}), 100).fit.missing).toHaveLength(4);
  });

  it("states an exceeded limit even when others are unknown, and what the rest needs", () => {
    const c = lotCheck(programme([], 0.25, { area: 300, occupancyRate: 50 }), 200);
    expect(c.fit).toMatchObject({ verdict: "passa" });
    expect(c.fit.text).toBe(
      "O programa passa dos limites do lote. Para conferir o resto, faltam o coeficiente de aproveitamento (CA) e a taxa de permeabilidade.",
    );
  });
});

describe("effectiveLot", () => {
  const stored = { area: 250, occupancyRate: 40, floorAreaRatio: null, permeability: 10, floors: 2 };

  it("reads the project's parameters, keeping an old programme's own as the fallback", () => {
    const lot = effectiveLot(stored, { area: 300, occupancyRate: 60, floorAreaRatio: 1.5, permeability: null });
    expect(lot).toEqual({ area: 300, occupancyRate: 60, floorAreaRatio: 1.5, permeability: 10, floors: 2, fromProgramme: ["permeability"] });
  });

  it("with no project data, is the programme's lot", () => {
    expect(effectiveLot(stored, null)).toEqual({ ...stored, fromProgramme: ["area", "occupancyRate", "permeability"] });
  });
});

describe("moveRoom", () => {
  const rooms = [room("a", "X", 1, 1), room("b", "X", 1, 1), room("c", "X", 1, 1)];
  const ids = (rs: ProgrammeRoom[]) => rs.map((r) => r.id).join("");

  it("swaps with the neighbour", () => {
    expect(ids(moveRoom(rooms, "b", "up"))).toBe("bac");
    expect(ids(moveRoom(rooms, "b", "down"))).toBe("acb");
  });

  it("keeps the order at the edges and for an unknown id, in a new array", () => {
    expect(ids(moveRoom(rooms, "a", "up"))).toBe("abc");
    expect(ids(moveRoom(rooms, "c", "down"))).toBe("abc");
    expect(ids(moveRoom(rooms, "zz", "up"))).toBe("abc");
    expect(moveRoom(rooms, "a", "up")).not.toBe(rooms);
    expect(ids(moveRoom([], "a", "down"))).toBe("");
  });

  it("does not change the input", () => {
    moveRoom(rooms, "c", "up");
    expect(ids(rooms)).toBe("abc");
  });
});

describe("new rooms and empty programmes", () => {
  it("makes ids the schema accepts, different each time", () => {
    const a = newRoomId();
    expect(a).toMatch(/^[a-z0-9-]{1,64}$/);
    expect(newRoomId()).not.toBe(a);
    expect(programmeRoomSchema.safeParse(blankRoom("Social")).success).toBe(true);
  });

  it("starts with no rooms, the default factor and an unknown lot unless given", () => {
    expect(emptyProgramme()).toEqual({
      rooms: [],
      wallFactor: 0.25,
      lot: { area: null, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 },
    });
    expect(emptyProgramme({ area: 360 }).lot.area).toBe(360);
    expect(programmeContentSchema.safeParse(emptyProgramme({ area: 360 })).success).toBe(true);
  });
});
