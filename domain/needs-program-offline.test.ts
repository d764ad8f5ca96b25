import { describe, expect, it } from "vitest";
import type { BriefingContent, QuestionnaireId } from "./briefing.schema";
import { programmeTotals } from "./needs-program";
import { offlineProgramme, parseCount, parseYesNo, PRACTICE_SOURCE } from "./needs-program-offline";
import { programmeContentSchema, type ProgrammeContent } from "./needs-program.schema";

const briefing = (questionnaire: QuestionnaireId, answers: Record<string, string>): BriefingContent => ({
  questionnaire,
  answers,
  followUps: [],
});

let counter = 0;
const ids = () => `sala-${++counter}`;

const byName = (p: ProgrammeContent, name: string) => p.rooms.find((r) => r.name === name);
const names = (p: ProgrammeContent) => p.rooms.map((r) => r.name);

/** Every generated programme must be storable as is and say where each area came from. */
function expectValid(p: ProgrammeContent) {
  const parsed = programmeContentSchema.safeParse(p);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  for (const r of p.rooms) expect(r.source?.trim(), r.name).toBeTruthy();
  expect(new Set(p.rooms.map((r) => r.id)).size).toBe(p.rooms.length);
  expect(p.lot).toMatchObject({ occupancyRate: null, floorAreaRatio: null, permeability: null });
}

describe("parseCount and parseYesNo", () => {
  it("reads numbers out of free text", () => {
    expect(parseCount("3")).toBe(3);
    expect(parseCount("3 quartos")).toBe(3);
    expect(parseCount("  uns 4 ou 5 ")).toBe(4);
    expect(parseCount("dois")).toBe(2);
    expect(parseCount("Três")).toBe(3);
    expect(parseCount("nenhuma")).toBe(0);
    expect(parseCount("não")).toBe(0);
    expect(parseCount("")).toBeNull();
    expect(parseCount(undefined)).toBeNull();
    expect(parseCount("não sei")).toBeNull();
    expect(parseCount("muitos")).toBeNull();
    expect(parseCount("100000")).toBe(999);
  });

  it("reads yes and no, and nothing from blanks", () => {
    expect(parseYesNo("sim")).toBe(true);
    expect(parseYesNo("Sim, com churrasqueira")).toBe(true);
    expect(parseYesNo("não")).toBe(false);
    expect(parseYesNo("Nao")).toBe(false);
    expect(parseYesNo("")).toBeNull();
    expect(parseYesNo("talvez")).toBeNull();
  });
});

describe("offlineProgramme — residencial", () => {
  const house = briefing("residencial", {
    moradores: "4",
    pets: "2 cães de porte médio",
    dormitorios: "3 quartos",
    suites: "1",
    banheiros: "1",
    lavabo: "sim",
    "home-office": "sim",
    "vagas-garagem": "2",
    "area-servico": "sim",
    "area-gourmet": "não",
    piscina: "não",
    "ambientes-desejados": "Sala integrada à cozinha, varanda e despensa",
  });
  const p = offlineProgramme(house, { type: "residencial", plotArea: 360 }, ids);

  it("has the rooms the answers ask for, and no circulation row", () => {
    expect(names(p)).toEqual([
      "Sala de estar e jantar",
      "Cozinha",
      "Suíte casal",
      "Dormitório",
      "Banheiro da suíte",
      "Banheiro",
      "Lavabo",
      "Home office",
      "Área de serviço",
      "Varanda",
      "Despensa",
      "Vaga de garagem",
    ]);
    expect(names(p).some((n) => /circula/i.test(n))).toBe(false);
    expectValid(p);
  });

  it("counts bedrooms, suites and parking spaces", () => {
    expect(byName(p, "Suíte casal")?.quantity).toBe(1);
    expect(byName(p, "Dormitório")?.quantity).toBe(2);
    expect(byName(p, "Banheiro da suíte")?.quantity).toBe(1);
    const garage = byName(p, "Vaga de garagem")!;
    expect(garage).toMatchObject({ sector: "Garagem", quantity: 2, unitArea: 12.5 });
    expect(garage.source).toMatch(/prática/);
    expect(garage.notes).toMatch(/2 vagas/);
  });

  it("sizes the living room by the residents and cites the municipal example, not a national rule", () => {
    const sala = byName(p, "Sala de estar e jantar")!;
    expect(sala.unitArea).toBe(24);
    expect(sala.notes).toMatch(/4 moradores/);
    expect(sala.source).toMatch(/Estimativa de prática/);
    expect(sala.source).toMatch(/municipal/);
    expect(sala.source).toMatch(/pt\.slideshare\.net\/slideshow\/area-minima\/46004714/);
    expect(sala.source).not.toMatch(/NBR|nacional/);
  });

  it("notes the pets where they matter", () => {
    expect(byName(p, "Sala de estar e jantar")?.notes).toMatch(/2 cães de porte médio.*piso resistente a riscos/);
    expect(byName(p, "Área de serviço")?.notes).toMatch(/animais/);
  });

  it("puts rooms in the usual sectors", () => {
    expect(byName(p, "Home office")?.sector).toBe("Trabalho");
    expect(byName(p, "Suíte casal")?.sector).toBe("Íntimo");
    expect(byName(p, "Cozinha")?.sector).toBe("Serviço");
    expect(new Set(p.rooms.map((r) => r.sector))).toEqual(new Set(["Social", "Íntimo", "Serviço", "Trabalho", "Garagem"]));
  });

  it("takes the lot area from the project and invents no zoning figure", () => {
    expect(p.lot).toEqual({ area: 360, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 });
    expect(p.wallFactor).toBe(0.25);
  });

  it("adds up to a plausible house", () => {
    const t = programmeTotals(p);
    expect(t.usefulArea).toBeGreaterThan(100);
    expect(t.usefulArea).toBeLessThan(250);
  });

  it("without answers still gives a starting programme and says what it assumed", () => {
    const bare = offlineProgramme(briefing("residencial", {}), { type: "residencial", plotArea: null }, ids);
    expectValid(bare);
    expect(names(bare)).toEqual(["Sala de estar e jantar", "Cozinha", "Dormitório casal", "Dormitório", "Banheiro", "Área de serviço", "Vaga de garagem"]);
    expect(byName(bare, "Dormitório casal")?.notes).toMatch(/não informada/);
    expect(byName(bare, "Sala de estar e jantar")?.notes).toMatch(/não informado/);
    expect(bare.lot.area).toBeNull();
  });

  it("adds the gourmet area and the pool (with no area) when asked, and no garage for 'nenhuma'", () => {
    const q = offlineProgramme(
      briefing("residencial", { "area-gourmet": "sim", piscina: "sim", "vagas-garagem": "nenhuma", "area-servico": "não", dormitorios: "1" }),
      { type: "residencial", plotArea: 500 },
      ids,
    );
    expectValid(q);
    expect(byName(q, "Área gourmet")?.sector).toBe("Lazer");
    expect(byName(q, "Piscina")).toMatchObject({ sector: "Lazer", unitArea: 0 });
    expect(byName(q, "Vaga de garagem")).toBeUndefined();
    expect(byName(q, "Área de serviço")).toBeUndefined();
    expect(byName(q, "Dormitório")).toBeUndefined();
  });

  it("puts the accessibility need on the bathroom, citing NBR 9050", () => {
    const q = offlineProgramme(briefing("residencial", { acessibilidade: "Avó usa cadeira de rodas" }), { type: "residencial", plotArea: null }, ids);
    expect(byName(q, "Banheiro")?.notes).toMatch(/cadeira de rodas.*Ø 1,50 m.*NBR 9050/);
  });

  it("ignores a 'no' about pets", () => {
    const q = offlineProgramme(briefing("residencial", { pets: "Não temos" }), { type: "residencial", plotArea: null }, ids);
    expect(byName(q, "Sala de estar e jantar")?.notes).not.toMatch(/Animais/);
  });

  it("for a renovation, flags each room to check against the survey and assumes no garage", () => {
    const q = offlineProgramme(briefing("reforma", { dormitorios: "2", suites: "2" }), { type: "reforma", plotArea: null }, ids);
    expectValid(q);
    expect(q.rooms.every((r) => r.notes.startsWith("Reforma:"))).toBe(true);
    expect(byName(q, "Suíte")?.quantity).toBe(1);
    expect(byName(q, "Banheiro da suíte")?.quantity).toBe(2);
    expect(byName(q, "Banheiro")).toBeUndefined();
    expect(byName(q, "Vaga de garagem")).toBeUndefined();
  });
});

describe("offlineProgramme — comercial", () => {
  const shop = briefing("comercial", {
    funcionarios: "6 funcionários",
    "atendimento-publico": "sim",
    "fluxo-clientes": "150 por dia, 30 ao mesmo tempo",
    estoque: "sim",
    copa: "sim",
    banheiros: "2",
    "vagas-garagem": "3",
    alimentos: "não",
  });
  const p = offlineProgramme(shop, { type: "comercial", plotArea: 250 }, ids);

  it("has reception, sales floor, office, stock, pantry, toilets with one accessible, and parking", () => {
    expectValid(p);
    expect(names(p)).toEqual([
      "Recepção / atendimento",
      "Salão / área de vendas",
      "Escritório / administração",
      "Estoque",
      "Copa",
      "Sanitário acessível (NBR 9050)",
      "Sanitário",
      "Vaga de estacionamento",
    ]);
    expect(byName(p, "Sanitário")?.quantity).toBe(1);
    expect(byName(p, "Vaga de estacionamento")?.quantity).toBe(3);
    expect(byName(p, "Sanitário acessível (NBR 9050)")?.notes).toMatch(/Ø 1,50 m/);
  });

  it("sizes the office and pantry by the staff and notes the customer flow", () => {
    expect(byName(p, "Escritório / administração")?.notes).toMatch(/6 funcionários/);
    expect(byName(p, "Escritório / administração")?.unitArea).toBe(16);
    expect(byName(p, "Copa")?.unitArea).toBe(9);
    expect(byName(p, "Salão / área de vendas")?.notes).toMatch(/150 por dia/);
  });

  it("keeps the accessible toilet even with no toilets asked, and adds a kitchen for food", () => {
    const q = offlineProgramme(
      briefing("comercial", { banheiros: "0", alimentos: "sim", "atendimento-publico": "sim" }),
      { type: "comercial", plotArea: null },
      ids,
    );
    expectValid(q);
    expect(byName(q, "Sanitário acessível (NBR 9050)")).toBeDefined();
    expect(byName(q, "Sanitário")).toBeUndefined();
    expect(byName(q, "Cozinha / área de preparo")?.notes).toMatch(/vigilância sanitária/);
    expect(byName(q, "Salão / área de atendimento")).toBeDefined();
  });

  it("leaves out the public rooms when there is no public", () => {
    const q = offlineProgramme(briefing("comercial", { "atendimento-publico": "não" }), { type: "industrial", plotArea: null }, ids);
    expect(names(q)).not.toContain("Recepção / atendimento");
    expect(names(q)).toContain("Escritório / administração");
  });
});

describe("offlineProgramme — interiores", () => {
  it("finds the rooms named in the wish list, with counts", () => {
    const p = offlineProgramme(
      briefing("interiores", { "ambientes-desejados": "Sala de estar e jantar, cozinha, 3 quartos, dois banheiros, escritório e varanda gourmet" }),
      { type: "interiores", plotArea: null },
      ids,
    );
    expectValid(p);
    expect(names(p)).toEqual([
      "Sala de estar",
      "Sala de jantar",
      "Cozinha",
      "Dormitório",
      "Banheiro",
      "Escritório / home office",
      "Varanda",
      "Área gourmet",
    ]);
    expect(byName(p, "Dormitório")?.quantity).toBe(3);
    expect(byName(p, "Banheiro")?.quantity).toBe(2);
    expect(p.rooms.every((r) => r.notes.includes("Pedido no briefing"))).toBe(true);
  });

  it("reads accents and plurals, and suites apart from bedrooms", () => {
    const p = offlineProgramme(
      briefing("interiores", { "ambientes-desejados": "Dormitório do casal, 2 suítes, lavabo e lavanderia", "home-office": "sim" }),
      { type: "interiores", plotArea: null },
      ids,
    );
    expect(names(p)).toEqual(["Suíte", "Dormitório", "Lavabo", "Área de serviço", "Escritório / home office"]);
    expect(byName(p, "Suíte")?.quantity).toBe(2);
    expect(byName(p, "Dormitório")?.quantity).toBe(1);
  });

  it("falls back to a small basic set when no room is named", () => {
    const p = offlineProgramme(briefing("interiores", { "ambientes-desejados": "" , pets: "1 gato" }), { type: "interiores", plotArea: null }, ids);
    expectValid(p);
    expect(names(p)).toEqual(["Sala de estar e jantar", "Cozinha", "Dormitório casal", "Banheiro"]);
    expect(byName(p, "Cozinha")?.notes).toMatch(/não listou/);
    expect(byName(p, "Sala de estar e jantar")?.notes).toMatch(/1 gato/);
    expect(byName(p, "Banheiro")?.source).toBe(PRACTICE_SOURCE);
  });
});

describe("offlineProgramme — ids", () => {
  it("uses crypto UUIDs by default", () => {
    const p = offlineProgramme(briefing("residencial", {}), { type: "residencial", plotArea: null });
    expect(p.rooms[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
    expectValid(p);
  });
});
