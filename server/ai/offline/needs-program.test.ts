import { describe, expect, it } from "vitest";
import type { BriefingContent, QuestionnaireId } from "#domain/briefing.schema";
import { programmeTotals } from "#domain/needs-program";
import {
  accessibleBathroomArea,
  homeOfficeSize,
  kitchenSize,
  livingRoomSize,
  offlineProgramme,
  parkingSize,
  parseCount,
  parseGuests,
  parseYesNo,
  PRACTICE_SOURCE,
  PROGRAMME_SOURCES,
  raiseToRules,
  TURNING_CIRCLE_DIAMETER,
} from "./needs-program";
import { AI_ROOM_SOURCE } from "#server/ai/prompts/needs-program";
import type { ProgrammeRoom } from "#domain/needs-program.schema";
import { programmeContentSchema, type ProgrammeContent } from "#domain/needs-program.schema";
import { bannedHostIn } from "./source-hosts";

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

  it("sizes the living room by the residents, with the rule in the note, and sends to the city's code, not a national rule", () => {
    const sala = byName(p, "Sala de estar e jantar")!;
    expect(sala.unitArea).toBe(24);
    expect(sala.notes).toMatch(/4 moradores/);
    expect(sala.notes).toContain("Regra: estar 8 m² + 2 m² por morador (16 m²); jantar 2 m² por lugar dos moradores (8 m²); total 24 m².");
    expect(sala.source).toMatch(/Estimativa de prática/);
    expect(sala.source).toMatch(/código de obras de cada município, não nacionais/);
    expect(sala.source).not.toMatch(/NBR/);
  });

  it("a family hosting 15 guests every Sunday gets a larger living room, and the rule says why", () => {
    const hosts = offlineProgramme(
      briefing("residencial", { moradores: "4", rotina: "Trabalhamos fora. Aos domingos recebemos 15 pessoas da família para o almoço." }),
      { type: "residencial", plotArea: null },
      ids,
    );
    const sala = byName(hosts, "Sala de estar e jantar")!;
    expect(sala.unitArea).toBeGreaterThan(24);
    expect(sala.unitArea).toBe(46.5);
    expect(sala.notes).toMatch(/Recebem até 15 convidados/);
    expect(sala.notes).toContain("+ 1,5 m² por convidado (22,5 m² para 15 convidados); total 46,5 m².");
    expect(sala.notes).toMatch(/área gourmet/);
    expectValid(hosts);
  });

  it("reads the guests only from sentences about hosting", () => {
    expect(parseGuests("Recebemos 15 pessoas todo domingo")).toBe(15);
    expect(parseGuests("Fazemos churrasco para 20 a 25 amigos uma vez por mês.")).toBe(25);
    expect(parseGuests("Recebemos uns dez familiares no Natal")).toBe(10);
    expect(parseGuests("Somos 4 pessoas e trabalhamos fora.")).toBe(0);
    expect(parseGuests("")).toBe(0);
  });

  it("sizes the home office by its work places and the garage by the cars, each with its rule", () => {
    const q = offlineProgramme(briefing("residencial", { "home-office": "Sim, para 2 pessoas", "vagas-garagem": "3" }), { type: "residencial", plotArea: null }, ids);
    expect(byName(q, "Home office")).toMatchObject({ unitArea: 12 });
    expect(byName(q, "Home office")?.notes).toMatch(/4 m² \+ 4 m² por posto .*2 postos = 12 m²/);
    expect(byName(q, "Vaga de garagem")).toMatchObject({ quantity: 3, unitArea: 12.5 });
    expect(byName(q, "Vaga de garagem")?.notes).toMatch(/2,50 × 5,00 m = 12,5 m² por vaga; 3 vagas = 37,5 m²/);
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

  it("an accessible bathroom is at least what its 1,50 m turning circle needs, with the rule and NBR 9050", () => {
    const q = offlineProgramme(briefing("residencial", { acessibilidade: "Avó usa cadeira de rodas", banheiros: "2" }), { type: "residencial", plotArea: null }, ids);
    const bath = byName(q, "Banheiro acessível")!;
    const circleNeeds = TURNING_CIRCLE_DIAMETER * TURNING_CIRCLE_DIAMETER;
    expect(bath.quantity).toBe(1);
    expect(bath.unitArea).toBeGreaterThanOrEqual(circleNeeds);
    expect(bath.unitArea).toBe(accessibleBathroomArea());
    expect(accessibleBathroomArea()).toBe(4.5);
    expect(bath.notes).toMatch(/cadeira de rodas.*Ø 1,50 m.*NBR 9050.*2,10 × 2,10 m ≈ 4,41 m², arredondados para 4,5 m²/);
    expect(bath.source).toMatch(/^ABNT NBR 9050:2020/);
    expect(byName(q, "Banheiro")).toMatchObject({ quantity: 1, unitArea: 3.5 });
    expectValid(q);
  });

  it("with only suite bathrooms, the suite's is the accessible one", () => {
    const q = offlineProgramme(briefing("residencial", { acessibilidade: "cadeirante", dormitorios: "2", suites: "2", banheiros: "0" }), { type: "residencial", plotArea: null }, ids);
    expect(byName(q, "Banheiro da suíte acessível")).toMatchObject({ quantity: 1, unitArea: 4.5 });
    expect(byName(q, "Banheiro da suíte")).toMatchObject({ quantity: 1, unitArea: 4 });
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

/** File-sharing copies of norms and books are not sources a client should read (R-DOC-4, decision 078). */
const banned = (text: string) => bannedHostIn(text)?.host ?? null;

describe("the programme's sources", () => {
  it("no source in the catalogue is a file-sharing copy", () => {
    for (const [key, text] of Object.entries(PROGRAMME_SOURCES)) expect(banned(text), key).toBeNull();
  });

  it("no room any questionnaire generates cites one", () => {
    const everything = {
      moradores: "5", rotina: "Recebemos 12 amigos", acessibilidade: "cadeira de rodas", pets: "gato", dormitorios: "4", suites: "2", banheiros: "2",
      lavabo: "sim", "home-office": "sim", "vagas-garagem": "2", "area-gourmet": "sim", piscina: "sim", funcionarios: "6", estoque: "sim", copa: "sim",
      alimentos: "sim", "ambientes-desejados": "sala, jantar, cozinha, 2 suítes, 3 quartos, 2 banheiros, lavabo, escritório, varanda, lavanderia, closet, gourmet, despensa",
    };
    for (const q of ["residencial", "reforma", "comercial", "interiores"] as const) {
      const p = offlineProgramme(briefing(q, everything), { type: "residencial", plotArea: null }, ids);
      for (const r of p.rooms) {
        expect(banned(r.source ?? ""), `${q}: ${r.name}`).toBeNull();
        expect(banned(r.notes), `${q}: ${r.name}`).toBeNull();
      }
    }
  });

  it("the check itself catches such a host", () => {
    expect(banned("código municipal, exemplo: pt.slideshare.net/slideshow/area-minima/46004714")).toBe("pt.slideshare.net");
    expect(banned("outro município: 1library.org")).toBe("1library.org");
  });
});

describe("raiseToRules: the written rules as floors under the AI's rooms (decision 073)", () => {
  let n = 0;
  const aiRoom = (name: string, unitArea: number, quantity = 1, sector = "Social"): ProgrammeRoom => ({
    id: `ia-${++n}`,
    sector,
    name,
    quantity,
    unitArea,
    notes: "Sugestão da IA.",
    source: AI_ROOM_SOURCE,
  });
  const family = briefing("residencial", {
    moradores: "5",
    rotina: "Recebemos 12 pessoas para o almoço de domingo.",
    "home-office": "sim, 2 postos",
    "vagas-garagem": "3",
    acessibilidade: "Minha mãe usa cadeira de rodas.",
    banheiros: "2",
  });

  it("raises every undersized room of the families the rules size to the rule's area, with the rule in its note", () => {
    const rooms = [
      aiRoom("Sala de estar e jantar", 20),
      aiRoom("Cozinha", 6, 1, "Serviço"),
      aiRoom("Home office", 6, 1, "Trabalho"),
      aiRoom("Garagem", 20, 1, "Garagem"),
      aiRoom("Banheiro", 3, 2, "Íntimo"),
      aiRoom("Dormitório", 9, 3, "Íntimo"),
    ];
    const { rooms: out, adjusted } = raiseToRules(rooms, family, () => "novo-id");
    const area = (name: string) => out.find((r) => r.name === name)!;
    // The offline functions decide the figures: nothing is copied here.
    expect(area("Sala de estar e jantar").unitArea).toBe(livingRoomSize(5, 12).area);
    expect(area("Cozinha").unitArea).toBe(kitchenSize(5).area);
    expect(area("Home office").unitArea).toBe(homeOfficeSize(2).area);
    expect(area("Garagem").unitArea).toBe(parkingSize(3).area);
    expect(area("Banheiro acessível")).toMatchObject({ quantity: 1, unitArea: accessibleBathroomArea(), source: PROGRAMME_SOURCES.accessible });
    expect(accessibleBathroomArea()).toBeGreaterThanOrEqual(4.5);
    expect(area("Banheiro")).toMatchObject({ quantity: 1, unitArea: 3, source: AI_ROOM_SOURCE });
    // Rooms no rule speaks of stay as the AI wrote them.
    expect(area("Dormitório")).toEqual(rooms[5]);
    expect(adjusted.map((a) => [a.name, a.from])).toEqual([
      ["Sala de estar e jantar", 20],
      ["Cozinha", 6],
      ["Home office", 6],
      ["Garagem", 20],
      ["Banheiro acessível", 3],
    ]);
    expect(area("Sala de estar e jantar").notes).toBe(
      `Ajustado pela regra do Prancheta: a IA sugeriu 20 m², abaixo dos ${String(livingRoomSize(5, 12).area).replace(".", ",")} m² que a regra pede para este briefing. ${livingRoomSize(5, 12).rule} Sugestão da IA.`,
    );
    expect(area("Cozinha").notes).toContain(kitchenSize(5).rule);
    expect(area("Garagem").notes).toContain(parkingSize(3).rule);
    expect(area("Banheiro acessível").notes).toContain("Ø 1,50 m");
    expect(area("Sala de estar e jantar").source).toBe(PROGRAMME_SOURCES.municipal);
    expect(programmeContentSchema.safeParse({ rooms: out, wallFactor: 1.2, lot: { area: null, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 } }).success).toBe(true);
  });

  it("splits living and dining when the AI lists them apart, and leaves rooms at or above their rule alone", () => {
    const living = livingRoomSize(5, 12);
    const rooms = [aiRoom("Sala de estar", 10), aiRoom("Sala de jantar", 10), aiRoom("Vaga", 10, 3, "Garagem"), aiRoom("Banheiro acessível", 6, 1, "Íntimo"), aiRoom("Cozinha", 40, 1, "Serviço")];
    const { rooms: out, adjusted } = raiseToRules(rooms, family);
    expect(out.map((r) => [r.name, r.quantity, r.unitArea])).toEqual([
      ["Sala de estar", 1, living.estar.area],
      ["Sala de jantar", 1, living.jantar.area],
      ["Vaga", 3, parkingSize(1).area],
      ["Banheiro acessível", 1, 6],
      ["Cozinha", 1, 40],
    ]);
    expect(adjusted.map((a) => a.name)).toEqual(["Sala de estar", "Sala de jantar", "Vaga"]);
  });

  it("sizes only living rooms and car parking: a study, a bicycle space or a garage's storeroom stay as the AI wrote them", () => {
    const rooms = [
      aiRoom("Sala de estudos", 6),
      aiRoom("Sala de música", 8),
      aiRoom("Sala", 10),
      aiRoom("Vaga para bicicletas", 2, 1, "Garagem"),
      aiRoom("Vaga de moto", 2, 1, "Garagem"),
      aiRoom("Depósito da garagem", 3, 1, "Serviço"),
      aiRoom("Acesso ao estacionamento", 4, 1, "Garagem"),
      aiRoom("Estacionamento de bicicletas", 3, 1, "Garagem"),
    ];
    const { adjusted } = raiseToRules(rooms, family);
    expect(adjusted.map((a) => a.name)).toEqual(["Sala"]);
  });

  it("a party too large for the living room caps both of its parts, which add up to the cap", () => {
    const living = livingRoomSize(4, 200);
    expect(living.area).toBe(120);
    expect(living.estar.area + living.jantar.area).toBe(120);
    expect(living.jantar.area).toBeGreaterThan(living.estar.area);
    expect(living.rule).toContain("limitado a 120 m²");
    expect(living.jantar.rule).toContain("limitado a 120 m²");
    // Below the cap, the parts are the rule's own figures.
    const small = livingRoomSize(4, 0);
    expect([small.estar.area, small.jantar.area]).toEqual([16, 8]);
    expect(small.rule).not.toContain("limitado");
  });

  it("asks for no accessible bathroom when accessibility was not asked, and sizes a shop's parking but not its rooms", () => {
    const noAccess = raiseToRules([aiRoom("Banheiro", 3, 1, "Íntimo")], briefing("residencial", { moradores: "2" }));
    expect(noAccess.adjusted).toEqual([]);
    const shop = raiseToRules([aiRoom("Cozinha / preparo", 4, 1, "Serviço"), aiRoom("Vaga de estacionamento", 9, 2, "Garagem")], briefing("comercial", { "vagas-garagem": "2" }));
    expect(shop.adjusted.map((a) => a.name)).toEqual(["Vaga de estacionamento"]);
  });

  it("finds nothing to raise in the offline programme: the floors are the same rules", () => {
    for (const b of [family, briefing("reforma", { moradores: "3", "vagas-garagem": "1", acessibilidade: "idosa" }), briefing("interiores", { acessibilidade: "cadeira de rodas", "ambientes-desejados": "sala, cozinha, 2 banheiros" }), briefing("comercial", { "vagas-garagem": "4", funcionarios: "6" })]) {
      const offline = offlineProgramme(b, { type: "residencial", plotArea: null });
      expect(raiseToRules(offline.rooms, b).adjusted, b.questionnaire).toEqual([]);
    }
  });
});
