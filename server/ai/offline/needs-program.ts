import { plural } from "#domain/addressing";
import { plainWords } from "#domain/text-fields";
import type { BriefingContent } from "#domain/briefing.schema";
import { DEFAULT_WALL_FACTOR, newRoomId, type RoomIdFactory } from "#domain/needs-program";
import type { ProgrammeContent, ProgrammeRoom } from "#domain/needs-program.schema";
import type { ProjectType } from "#domain/projects";

/**
 * A first needs programme written from the briefing's answers without a model: the rooms the
 * answers ask for, each sized for this family by a rule written in its note (residents, guests
 * they host, accessibility, people working from home, vehicles), where that area came from
 * (`source`) and what in the briefing drove it. The architect edits everything afterwards.
 *
 * Areas: minimum room areas are set by each city's building code, never nationally
 * (shared/domain-facts/budget-and-documents.md, "Programa de necessidades"), so the rules here are
 * practice estimates and say so; the accessible bathroom follows ABNT NBR 9050:2020's turning
 * circle (shared/domain-facts/nbr.json). Sources are the norm or the municipal code the architect
 * must read, never file-sharing copies of a norm (R-DOC-4). Zoning parameters (TO, CA,
 * permeability) are never guessed: they are the project's (R-PROJ-2).
 *
 * Question ids read here come from domain/briefing.ts (moradores, rotina, pets, acessibilidade,
 * ambientes-desejados, dormitorios, suites, banheiros, lavabo, home-office, vagas-garagem,
 * area-servico, area-gourmet, piscina, funcionarios, atendimento-publico, fluxo-clientes,
 * estoque, copa, alimentos).
 */

export const PRACTICE_SOURCE = "Estimativa de prática — ajuste ao projeto";

const MUNICIPAL_CODE =
  "Áreas mínimas de cômodos são do código de obras de cada município, não nacionais: confira as da prefeitura do terreno.";

/** ABNT NBR 9050:2020 as nbr.json names it (3ª edição de 2015 com a Emenda 1 de 03/08/2020). */
export const NBR_9050 = "ABNT NBR 9050:2020 — Acessibilidade a edificações, mobiliário, espaços e equipamentos urbanos";

/**
 * Every source the offline programme cites: a practice estimate (said so), the municipal code to
 * check, or the norm itself. A test refuses any file-sharing host here.
 */
export const PROGRAMME_SOURCES = {
  practice: PRACTICE_SOURCE,
  municipal: `${PRACTICE_SOURCE}. ${MUNICIPAL_CODE}`,
  accessible: `${NBR_9050}: giro de 360° em círculo de Ø 1,50 m livre de peças; área pela regra da observação.`,
  vaga: "Estimativa de prática (vaga de 2,50 × 5,00 m) — ajuste ao projeto e ao código de obras do município",
  piscina: "Sem área: piscina descoberta não entra na área útil — informe a área se for coberta",
} as const;

const SOURCES = {
  sala: PROGRAMME_SOURCES.municipal,
  firstBedroom: PROGRAMME_SOURCES.municipal,
  otherBedrooms: PROGRAMME_SOURCES.municipal,
  cozinha: PROGRAMME_SOURCES.municipal,
  servico: PROGRAMME_SOURCES.municipal,
  vaga: PROGRAMME_SOURCES.vaga,
  piscina: PROGRAMME_SOURCES.piscina,
  accessible: PROGRAMME_SOURCES.accessible,
  practice: PRACTICE_SOURCE,
} as const;

// ——— sizing rules (each one's note says it) ———

const m2 = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const fmt = (n: number) => m2.format(n);

/** NBR 9050:2020: the 360° turn of a wheelchair needs a free circle of 1,50 m (nbr.json). */
export const TURNING_CIRCLE_DIAMETER = 1.5;
/**
 * Depth of the fixtures (bacia, lavatório, chuveiro) along two walls beside the free circle: a
 * practice estimate, said so in the note, not a figure of the norm.
 */
export const FIXTURE_BAND = 0.6;

/**
 * An accessible bathroom: the 1,50 m circle free of fixtures, plus a band of fixtures on two
 * sides — (1,50 + 0,60)² = 4,41 m², rounded up to the half square metre: 4,5 m². Never less than
 * the square the circle itself needs (1,50 × 1,50 = 2,25 m²).
 */
export function accessibleBathroomArea(): number {
  const side = TURNING_CIRCLE_DIAMETER + FIXTURE_BAND;
  return Math.ceil(side * side * 2) / 2;
}

const metres = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const side = TURNING_CIRCLE_DIAMETER + FIXTURE_BAND;
const ACCESSIBLE_RULE = `Regra: o giro de 360° pede um círculo de Ø ${metres.format(TURNING_CIRCLE_DIAMETER)} m livre de peças (ABNT NBR 9050:2020), mais uma faixa de ${metres.format(FIXTURE_BAND)} m para bacia, lavatório e chuveiro em dois lados (estimativa de prática): ${metres.format(side)} × ${metres.format(side)} m ≈ ${fmt(side * side)} m², arredondados para ${fmt(accessibleBathroomArea())} m². Preveja também barras de apoio e porta com vão livre de pelo menos 0,80 m.`;

export interface LivingRoomSize {
  area: number;
  rule: string;
}

/** The living room's size, with its two parts for a programme that lists them as separate rooms. */
export interface LivingAndDiningSize extends LivingRoomSize {
  estar: LivingRoomSize;
  jantar: LivingRoomSize;
}

const LIVING_MIN = 12;
const LIVING_MAX = 120;

/**
 * Living and dining: estar 8 m² + 2 m² per resident; jantar 2 m² per resident's seat at the table
 * and 1,5 m² per guest they host (an extended table and extra seats). A practice estimate.
 */
export function livingRoomSize(residents: number, guests: number): LivingAndDiningSize {
  const estar = 8 + 2 * residents;
  const jantar = 2 * residents + 1.5 * guests;
  const area = clamp(half(estar + jantar), LIVING_MIN, LIVING_MAX);
  const capped = estar + jantar > LIVING_MAX;
  const guestPart = guests > 0 ? ` + 1,5 m² por convidado (${fmt(1.5 * guests)} m² para ${plural(guests, "convidado", "convidados")})` : "";
  const estarRule = `estar 8 m² + 2 m² por morador (${fmt(estar)} m²)`;
  const jantarRule = `jantar 2 m² por lugar dos moradores (${fmt(2 * residents)} m²)${guestPart}`;
  const capNote = capped ? `, limitado a ${fmt(LIVING_MAX)} m² (acima disso, dimensione com o cliente)` : "";
  const rule = `Regra: ${estarRule}; ${jantarRule}; total ${fmt(area)} m²${capNote}. Estimativa de prática.`;
  // Listed apart, the two parts share the capped total in their own proportion, so a very large
  // party never asks more of two rooms than of the one they make together.
  const estarArea = capped ? half((LIVING_MAX * estar) / (estar + jantar)) : half(estar);
  const jantarArea = capped ? LIVING_MAX - estarArea : half(jantar);
  const partCap = capped ? ` (parte do total limitado a ${fmt(LIVING_MAX)} m²: ${fmt(estarArea)} m² de estar e ${fmt(jantarArea)} m² de jantar)` : "";
  return {
    area,
    rule,
    estar: { area: estarArea, rule: `Regra: ${estarRule}${partCap}. Estimativa de prática.` },
    jantar: { area: jantarArea, rule: `Regra: ${jantarRule}; total ${fmt(half(jantar))} m²${partCap}. Estimativa de prática.` },
  };
}

/** Kitchen: 6 m² + 1,5 m² per resident, between 5 and 30 m². */
export function kitchenSize(residents: number): LivingRoomSize {
  const area = clamp(half(6 + 1.5 * residents), 5, 30);
  return { area, rule: `Regra: 6 m² + 1,5 m² por morador = ${fmt(area)} m². Estimativa de prática.` };
}

/** Home office: 4 m² + 4 m² per work place (desk, chair, shelf and circulation). */
export function homeOfficeSize(places: number): LivingRoomSize {
  const area = clamp(4 + 4 * places, 8, 60);
  return { area, rule: `Regra: 4 m² + 4 m² por posto de trabalho (mesa, cadeira, estante e circulação): ${plural(places, "posto", "postos")} = ${fmt(area)} m². Estimativa de prática.` };
}

const GUEST_WORDS = String.raw`(?:pessoas|convidados|convidadas|visitas|amigos|amigas|familiares|parentes|primos)`;
const HOSTING = /receb|visita|convid|almoc|jantar|festa|reun|churras|encontro/;

export interface OfflineProject {
  type: ProjectType;
  plotArea: number | null;
}

// ——— reading answers ———

/** How answers are read for keywords and counts. */
export const normalizeAnswer = plainWords;

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, nenhum: 0, nenhuma: 0, nao: 0, sem: 0, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5,
  seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join("|");
const MAX_COUNT = 999;

/** "3 quartos" → 3, "dois" → 2, "nenhuma" → 0, "" or "não sei" → null; capped at 999. */
export function parseCount(text: string | undefined): number | null {
  const t = normalizeAnswer(text ?? "");
  const digits = /\d+/.exec(t);
  if (digits) return Math.min(MAX_COUNT, Number(digits[0]));
  const word = new RegExp(`^(${NUMBER_WORD})\\b`).exec(t);
  if (word && !/^nao sei\b/.test(t)) return NUMBER_WORDS[word[1]!] ?? null;
  return null;
}

const NEGATIVE = /^(nao|nenhum|nenhuma|nada|sem)\b/;

/** true for "sim…", false for "não…", null when blank or unclear. */
export function parseYesNo(text: string | undefined): boolean | null {
  const t = normalizeAnswer(text ?? "");
  if (/^(sim|s|yes|quero|queremos)\b/.test(t)) return true;
  if (NEGATIVE.test(t) || t === "n") return false;
  return null;
}

function readerOf(briefing: BriefingContent) {
  const raw = (id: string) => (briefing.answers[id] ?? "").trim();
  const wishes = normalizeAnswer(raw("ambientes-desejados"));
  return {
    raw,
    count: (id: string, fallback: number) => parseCount(raw(id)) ?? fallback,
    answeredCount: (id: string) => parseCount(raw(id)) !== null,
    /** A yes/no answer; when blank or unclear, the keyword in "ambientes desejados", then the fallback. */
    wants: (id: string, keyword: RegExp | null, fallback = false) => parseYesNo(raw(id)) ?? (keyword?.test(wishes) || fallback),
    /** A free-text answer that says something other than "no" (pets, acessibilidade). */
    given: (id: string) => raw(id) !== "" && !NEGATIVE.test(normalizeAnswer(raw(id))),
    wishes,
  };
}
type Reader = ReturnType<typeof readerOf>;

/**
 * How many guests they host at once, read from the routine ("recebemos 15 pessoas todo domingo")
 * and the wish list: the largest number before a word for people, in a sentence about hosting;
 * 0 when none is written.
 */
export function parseGuests(text: string): number {
  let most = 0;
  for (const raw of text.split(/[.;!?\n]+/)) {
    const sentence = normalizeAnswer(raw);
    if (!HOSTING.test(sentence)) continue;
    const re = new RegExp(String.raw`\b(\d+|${NUMBER_WORD})\s+(?:(?:a|ate|ou)\s+(\d+|${NUMBER_WORD})\s+)?(?:[a-z]+\s+)?${GUEST_WORDS}\b`, "g");
    for (const m of sentence.matchAll(re)) {
      const n = parseCount(m[2] ?? m[1]);
      if (n !== null) most = Math.max(most, Math.min(n, 200));
    }
  }
  return most;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const quote = (text: string) => `“${clip(text.replace(/\s+/g, " "), 80)}”`;

// ——— building rows ———

interface Draft {
  sector: string;
  name: string;
  quantity: number;
  unitArea: number;
  source: string;
  notes: string[];
}

const row = (sector: string, name: string, quantity: number, unitArea: number, source: string, ...notes: string[]): Draft => ({
  sector,
  name,
  quantity,
  unitArea,
  source,
  notes: notes.filter((n) => n !== ""),
});

/** Rounded to half a square metre: a starting figure, not a measurement. */
const half = (n: number) => Math.round(n * 2) / 2;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A car's parking space: 2,50 × 5,00 m. */
export const PARKING_SPACE = { width: 2.5, length: 5 } as const;

/** Parking: 2,50 × 5,00 m a car; the manoeuvring aisle is the walls-and-circulation factor's. */
export function parkingSize(spaces: number): LivingRoomSize {
  const each = PARKING_SPACE.width * PARKING_SPACE.length;
  return {
    area: each * spaces,
    rule: `Regra: ${metres.format(PARKING_SPACE.width)} × ${metres.format(PARKING_SPACE.length)} m = ${fmt(each)} m² por vaga; ${plural(spaces, "vaga", "vagas")} = ${fmt(each * spaces)} m², sem a faixa de manobra.`,
  };
}
const vagaRule = (spaces: number) => parkingSize(spaces).rule;
const PARKING_SPACE_AREA = parkingSize(1).area;

function petsNote(r: Reader, advice: string): string {
  return r.given("pets") ? `Animais (${quote(r.raw("pets"))}): ${advice}` : "";
}


/** Rooms a wish list may name that no counted question covers. */
const EXTRA_ROOMS: { keyword: RegExp; draft: () => Draft }[] = [
  { keyword: /\b(varandas?|sacadas?|terracos?)\b/, draft: () => row("Social", "Varanda", 1, 8, SOURCES.practice) },
  { keyword: /\bdespensa\b/, draft: () => row("Serviço", "Despensa", 1, 3, SOURCES.practice) },
  { keyword: /\bclosets?\b/, draft: () => row("Íntimo", "Closet", 1, 4, SOURCES.practice) },
];

/** What the residential rules size rooms by, read once for the offline rooms and the AI's floors. */
function householdOf(r: Reader, reforma: boolean) {
  const bedrooms = r.count("dormitorios", 2);
  return {
    bedrooms,
    residentsAnswered: r.answeredCount("moradores"),
    residents: Math.max(1, r.count("moradores", bedrooms > 0 ? bedrooms + 1 : 2)),
    guests: Math.max(parseGuests(r.raw("rotina")), parseGuests(r.raw("ambientes-desejados"))),
    workPlaces: Math.max(1, parseCount(r.raw("home-office")) ?? 1),
    spaces: r.count("vagas-garagem", reforma ? 0 : 1),
  };
}

function residentialRooms(r: Reader, reforma: boolean): Draft[] {
  const rooms: Draft[] = [];
  const bedroomsAnswered = r.answeredCount("dormitorios");
  const { bedrooms, residentsAnswered, residents, guests, workPlaces, spaces } = householdOf(r, reforma);
  const suites = Math.min(bedrooms, r.count("suites", 0));
  const residentsNote = residentsAnswered
    ? `Para ${plural(residents, "morador", "moradores")}.`
    : `Número de moradores não informado: considerados ${residents}.`;
  const guestsNote = guests > 0 ? `Recebem até ${plural(guests, "convidado", "convidados")} (rotina: ${quote(r.raw("rotina") || r.raw("ambientes-desejados"))}).` : "";

  const living = livingRoomSize(residents, guests);
  rooms.push(
    row(
      "Social",
      "Sala de estar e jantar",
      1,
      living.area,
      SOURCES.sala,
      residentsNote,
      guestsNote,
      living.rule,
      guests >= 8 && !r.wants("area-gourmet", /\b(gourmet|churrasqueira)\b/) ? "Para receber tanta gente, considere integrar a sala à varanda ou a uma área gourmet." : "",
      petsNote(r, "piso resistente a riscos e fácil de limpar."),
    ),
  );
  const kitchen = kitchenSize(residents);
  rooms.push(row("Serviço", "Cozinha", 1, kitchen.area, SOURCES.cozinha, residentsNote, kitchen.rule));

  const bedroomsNote = bedroomsAnswered
    ? `${plural(bedrooms, "dormitório pedido", "dormitórios pedidos")} no briefing${suites > 0 ? `, ${plural(suites, "deles suíte", "deles suítes")}` : ""}.`
    : "Quantidade de dormitórios não informada: 2 como ponto de partida.";
  const bedroomRule = (area: number) => `Área de partida: ${fmt(area)} m² (cama, circulação e armário); estimativa de prática.`;
  if (suites > 0) {
    rooms.push(row("Íntimo", "Suíte casal", 1, 12, SOURCES.firstBedroom, bedroomsNote, bedroomRule(12)));
    if (suites > 1) rooms.push(row("Íntimo", "Suíte", suites - 1, 10, SOURCES.otherBedrooms, bedroomRule(10)));
    if (bedrooms > suites) rooms.push(row("Íntimo", "Dormitório", bedrooms - suites, 9, SOURCES.otherBedrooms, bedroomRule(9)));
  } else if (bedrooms > 0) {
    rooms.push(row("Íntimo", "Dormitório casal", 1, 12, SOURCES.firstBedroom, bedroomsNote, bedroomRule(12)));
    if (bedrooms > 1) rooms.push(row("Íntimo", "Dormitório", bedrooms - 1, 9, SOURCES.otherBedrooms, bedroomRule(9)));
  }

  const bathrooms = r.count("banheiros", bedrooms > suites ? 1 : 0);
  // Accessibility asked: one bathroom is sized for the wheelchair's turn (NBR 9050:2020).
  const accessible = r.given("acessibilidade");
  const accessNote = accessible ? `Acessibilidade pedida (${quote(r.raw("acessibilidade"))}).` : "";
  const BATH_RULE = "Regra: bacia, lavatório e box de 0,90 × 0,90 m ≈ 3,5 m². Estimativa de prática.";
  const SUITE_BATH_RULE = "Regra: bacia, lavatório e box de 0,90 × 1,20 m ≈ 4 m². Estimativa de prática.";
  if (accessible && bathrooms === 0 && suites > 0) {
    rooms.push(row("Íntimo", "Banheiro da suíte acessível", 1, accessibleBathroomArea(), SOURCES.accessible, accessNote, ACCESSIBLE_RULE));
    if (suites > 1) rooms.push(row("Íntimo", "Banheiro da suíte", suites - 1, 4, SOURCES.practice, SUITE_BATH_RULE));
  } else {
    if (suites > 0) rooms.push(row("Íntimo", "Banheiro da suíte", suites, 4, SOURCES.practice, SUITE_BATH_RULE));
    const plain = accessible ? Math.max(0, bathrooms - 1) : bathrooms;
    if (plain > 0) rooms.push(row("Íntimo", "Banheiro", plain, 3.5, SOURCES.practice, BATH_RULE));
    if (accessible) rooms.push(row("Íntimo", "Banheiro acessível", 1, accessibleBathroomArea(), SOURCES.accessible, accessNote, ACCESSIBLE_RULE));
  }
  if (r.wants("lavabo", /\blavabo\b/)) rooms.push(row("Social", "Lavabo", 1, 2, SOURCES.practice, "Regra: bacia e lavatório ≈ 2 m². Estimativa de prática."));

  if (r.wants("home-office", /\b(escritorio|home office)\b/)) {
    const office = homeOfficeSize(workPlaces);
    rooms.push(row("Trabalho", "Home office", 1, office.area, SOURCES.practice, "Pedido no briefing: trabalho em casa.", office.rule));
  }
  if (r.wants("area-servico", /\b(area de servico|lavanderia)\b/, true)) {
    rooms.push(row("Serviço", "Área de serviço", 1, 5, SOURCES.servico, petsNote(r, "prever canto para comida, água e banho dos animais.")));
  }
  for (const extra of EXTRA_ROOMS) if (extra.keyword.test(r.wishes)) rooms.push(extra.draft());

  if (r.wants("area-gourmet", /\b(gourmet|churrasqueira)\b/)) {
    rooms.push(row("Lazer", "Área gourmet", 1, 16, SOURCES.practice, "Pedida no briefing: bancada, churrasqueira e mesa."));
  }
  if (r.wants("piscina", /\bpiscina\b/)) {
    rooms.push(
      row(
        "Lazer",
        "Piscina",
        1,
        0,
        SOURCES.piscina,
        "Defina com o cliente o tamanho da piscina e do deck; eles ocupam terreno — confira como a prefeitura os trata na taxa de ocupação e na de permeabilidade.",
      ),
    );
  }

  if (spaces > 0) {
    const spacesNote = r.answeredCount("vagas-garagem")
      ? `${plural(spaces, "vaga pedida", "vagas pedidas")} no briefing.`
      : "Vagas não informadas: 1 como ponto de partida.";
    rooms.push(row("Garagem", "Vaga de garagem", spaces, PARKING_SPACE_AREA, SOURCES.vaga, spacesNote, vagaRule(spaces)));
  }

  if (reforma) {
    for (const room of rooms) room.notes.unshift("Reforma: confira no levantamento se o ambiente existe ou será criado.");
  }
  return rooms;
}

function commercialRooms(r: Reader): Draft[] {
  const rooms: Draft[] = [];
  const staffAnswered = r.answeredCount("funcionarios");
  const staff = Math.max(1, r.count("funcionarios", 2));
  const staffNote = staffAnswered
    ? `Para ${plural(staff, "funcionário", "funcionários")}; ajuste aos postos fixos reais.`
    : `Número de funcionários não informado: considerados ${staff}.`;
  const food = r.wants("alimentos", null);

  if (r.wants("atendimento-publico", null, true)) {
    rooms.push(row("Atendimento", "Recepção / atendimento", 1, 10, SOURCES.practice));
    const flow = r.raw("fluxo-clientes");
    rooms.push(
      row(
        "Atendimento",
        food ? "Salão / área de atendimento" : "Salão / área de vendas",
        1,
        40,
        SOURCES.practice,
        flow ? `Ajuste ao fluxo de clientes: ${quote(flow)}.` : "Ajuste ao fluxo de clientes esperado.",
      ),
    );
  }
  if (food) {
    rooms.push(
      row("Serviço", "Cozinha / área de preparo", 1, 15, SOURCES.practice, "Manipulação de alimentos: siga as exigências da vigilância sanitária local."),
    );
  }
  rooms.push(row("Trabalho", "Escritório / administração", 1, clamp(8 + 2 * (staff - 2), 8, 60), SOURCES.practice, staffNote));
  if (r.wants("estoque", /\b(estoque|deposito)\b/)) {
    rooms.push(row("Serviço", "Estoque", 1, 10, SOURCES.practice, "Dimensione pelos produtos e pelo giro do estoque."));
  }
  if (r.wants("copa", /\bcopa\b/)) {
    rooms.push(row("Serviço", "Copa", 1, clamp(3 + staff, 5, 30), SOURCES.practice, `Para ${plural(staff, "funcionário", "funcionários")}.`));
  }

  // One accessible toilet always (NBR 9050:2020, shared/domain-facts/nbr.json).
  rooms.push(
    row(
      "Serviço",
      "Sanitário acessível (NBR 9050)",
      1,
      accessibleBathroomArea(),
      SOURCES.accessible,
      "No mínimo 5 % das peças sanitárias acessíveis, com pelo menos 1 por sexo; barras de apoio. Confira também o código de obras do município.",
      ACCESSIBLE_RULE,
    ),
  );
  const toilets = r.count("banheiros", 1);
  if (toilets > 1) rooms.push(row("Serviço", "Sanitário", toilets - 1, 2.5, SOURCES.practice, `${toilets} banheiros pedidos no briefing, contando o acessível.`));

  const spaces = r.count("vagas-garagem", 0);
  if (spaces > 0) {
    rooms.push(row("Garagem", "Vaga de estacionamento", spaces, PARKING_SPACE_AREA, SOURCES.vaga, `${plural(spaces, "vaga pedida", "vagas pedidas")} no briefing.`, vagaRule(spaces)));
  }
  return rooms;
}

interface InteriorKeyword {
  keyword: RegExp;
  /** Counted rooms take the number just before the word ("3 quartos"). */
  counted?: boolean;
  draft: (quantity: number) => Draft;
}

const INTERIOR_ROOMS: InteriorKeyword[] = [
  { keyword: /\b(estar|living|sala de tv|home theater)\b|\bsala\b(?! de jantar)/, draft: () => row("Social", "Sala de estar", 1, 18, SOURCES.sala) },
  { keyword: /\bjantar\b/, draft: () => row("Social", "Sala de jantar", 1, 12, SOURCES.sala) },
  { keyword: /\bcozinhas?\b/, draft: () => row("Serviço", "Cozinha", 1, 10, SOURCES.cozinha) },
  { keyword: /\bsuites?\b/, counted: true, draft: (n) => row("Íntimo", "Suíte", n, 12, SOURCES.firstBedroom) },
  { keyword: /\b(quartos?|dormitorios?)\b/, counted: true, draft: (n) => row("Íntimo", "Dormitório", n, 10, SOURCES.otherBedrooms) },
  { keyword: /\b(banheiros?|wc)\b/, counted: true, draft: (n) => row("Íntimo", "Banheiro", n, 4, SOURCES.practice) },
  { keyword: /\blavabo\b/, draft: () => row("Social", "Lavabo", 1, 2, SOURCES.practice) },
  { keyword: /\b(escritorio|home office)\b/, draft: () => row("Trabalho", "Escritório / home office", 1, 8, SOURCES.practice) },
  { keyword: /\b(varandas?|sacadas?|terracos?)\b/, draft: () => row("Social", "Varanda", 1, 8, SOURCES.practice) },
  { keyword: /\b(area de servico|lavanderia)\b/, draft: () => row("Serviço", "Área de serviço", 1, 4, SOURCES.servico) },
  { keyword: /\bclosets?\b/, draft: () => row("Íntimo", "Closet", 1, 4, SOURCES.practice) },
  { keyword: /\bgourmet\b/, draft: () => row("Lazer", "Área gourmet", 1, 12, SOURCES.practice) },
];

/** The number written just before the keyword ("3 quartos", "duas suítes"), else 1. */
function countBefore(text: string, keyword: RegExp): number {
  const m = new RegExp(`\\b(\\d+|${NUMBER_WORD})\\s+(?:${keyword.source})`).exec(text);
  const n = m ? parseCount(m[1]) : null;
  return n !== null && n > 0 ? n : 1;
}

function interiorRooms(r: Reader): Draft[] {
  const found = INTERIOR_ROOMS.filter((k) => k.keyword.test(r.wishes));
  const wantsOffice = parseYesNo(r.raw("home-office")) === true;
  let rooms: Draft[];
  if (found.length === 0) {
    const basics = "O briefing não listou os ambientes: conjunto básico para começar.";
    rooms = [
      row("Social", "Sala de estar e jantar", 1, 20, SOURCES.sala, basics),
      row("Serviço", "Cozinha", 1, 10, SOURCES.cozinha, basics),
      row("Íntimo", "Dormitório casal", 1, 12, SOURCES.firstBedroom, basics),
      row("Íntimo", "Banheiro", 1, 4, SOURCES.practice, basics),
    ];
  } else {
    rooms = found.map((k) => {
      const draft = k.draft(k.counted ? countBefore(r.wishes, k.keyword) : 1);
      draft.notes.push("Pedido no briefing (ambientes desejados).");
      return draft;
    });
  }
  if (wantsOffice && !rooms.some((d) => d.sector === "Trabalho")) {
    rooms.push(row("Trabalho", "Escritório / home office", 1, 8, SOURCES.practice, "Pedido no briefing: trabalho em casa."));
  }
  const social = rooms.find((d) => d.sector === "Social");
  social?.notes.push(petsNote(r, "piso e tecidos resistentes a riscos e fáceis de limpar."));
  const bath = rooms.find((d) => d.name === "Banheiro");
  if (bath && r.given("acessibilidade")) {
    // One of them sized for the wheelchair's turn, as in a house (NBR 9050:2020).
    bath.quantity -= 1;
    rooms.splice(rooms.indexOf(bath) + 1, 0, row("Íntimo", "Banheiro acessível", 1, accessibleBathroomArea(), SOURCES.accessible, `Acessibilidade pedida (${quote(r.raw("acessibilidade"))}).`, ACCESSIBLE_RULE));
  }
  return rooms;
}

function finish(drafts: Draft[], newId: RoomIdFactory): ProgrammeRoom[] {
  return drafts
    .filter((d) => d.quantity > 0)
    .map((d) => ({
      id: newId(),
      sector: d.sector,
      name: d.name,
      quantity: clamp(Math.round(d.quantity), 1, MAX_COUNT),
      unitArea: d.unitArea,
      notes: clip(d.notes.filter((n) => n !== "").join(" "), 1_000),
      source: clip(d.source, 300),
    }));
}

/**
 * The programme the briefing's answers describe. Which rooms depends on the briefing's
 * questionnaire (its answers are keyed by that questionnaire's ids): residencial and reforma,
 * comercial (also used for misto, industrial and institucional projects), interiores. Circulation
 * is not a room: the walls-and-circulation factor covers it. The lot's area comes from the
 * project; TO, CA and permeability stay unknown until the architect types them.
 * `newId` is for tests that want reproducible ids.
 */
export function offlineProgramme(
  briefing: BriefingContent,
  project: OfflineProject,
  newId: RoomIdFactory = newRoomId,
): ProgrammeContent {
  const r = readerOf(briefing);
  const drafts =
    briefing.questionnaire === "comercial"
      ? commercialRooms(r)
      : briefing.questionnaire === "interiores"
        ? interiorRooms(r)
        : residentialRooms(r, briefing.questionnaire === "reforma");
  return {
    rooms: finish(drafts, newId),
    wallFactor: DEFAULT_WALL_FACTOR,
    lot: { area: project.plotArea, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 },
  };
}

// ——— the same rules as floors under another programme (the AI's) ———

/** A room raised to a rule's area, and what it was before. */
export interface RuleAdjustment {
  roomId: string;
  name: string;
  from: number;
  to: number;
}

interface Floor {
  area: number;
  rule: string;
  source: string;
}

const isBathroom = (name: string) => /\b(banheiros?|sanitarios?|wc|lavabos?)\b/.test(name);
const isAccessibleBathroom = (name: string) => isBathroom(name) && /\b(acessivel|acessiveis|pne|pcd)\b/.test(name);
const isDining = (name: string) => /\bjantar\b/.test(name) && !/\b(estar|living|integrad[ao])\b/.test(name);
// A living room by its own name: "estar", "living", or a bare "sala" (integrada, principal, de
// visitas). "Sala de estudos", "sala de música" and other named rooms are not sized as one.
const isLiving = (name: string) =>
  (/\b(estar|living)\b/.test(name) || /^salas?( (integradas?|principal|de visitas))?$/.test(name)) && !/\b(tv|cinema|jogos|intima|intimo|reuniao|reunioes|espera|aula)\b/.test(name);
// Parking by its own name: a space or a garage for cars, not a bicycle or motorcycle space, nor a
// room of the garage ("Depósito da garagem", "Acesso ao estacionamento").
const isParking = (name: string) => /^(vagas?|garagem|garagens|estacionamento)\b/.test(name) && !/\b(bicicletas?|bikes?|bicicletario|motos?|motocicletas?)\b/.test(name);

/**
 * The floor the written rules set for one room of another programme, or null when no rule speaks
 * of it. Living and dining (residents, guests), kitchen (residents) and home office (work places)
 * for a house or a renovation; parking (vehicles) and an accessible bathroom everywhere.
 */
function floorFor(room: ProgrammeRoom, all: readonly ProgrammeRoom[], r: Reader, questionnaire: BriefingContent["questionnaire"]): Floor | null {
  const name = normalizeAnswer(room.name);
  const residential = questionnaire === "residencial" || questionnaire === "reforma";
  if (isAccessibleBathroom(name)) return { area: accessibleBathroomArea(), rule: ACCESSIBLE_RULE, source: SOURCES.accessible };
  if (isParking(name) && /^vagas?\b/.test(name)) {
    const each = parkingSize(1);
    return { area: each.area, rule: vagaRule(1), source: SOURCES.vaga };
  }
  if (isParking(name)) {
    // One row for the whole garage: as many spaces as the briefing asked for (at least one).
    const spaces = Math.max(1, r.count("vagas-garagem", 1));
    const garage = parkingSize(room.quantity > 1 ? 1 : spaces);
    return { area: garage.area, rule: garage.rule, source: SOURCES.vaga };
  }
  if (!residential) return null;
  const household = householdOf(r, questionnaire === "reforma");
  if (isDining(name)) {
    const { jantar } = livingRoomSize(household.residents, household.guests);
    return { area: jantar.area, rule: jantar.rule, source: SOURCES.sala };
  }
  if (isLiving(name)) {
    const living = livingRoomSize(household.residents, household.guests);
    // A living room beside a dining room of its own takes the estar part only.
    const diningApart = /\bjantar\b/.test(name) ? false : all.some((other) => other !== room && isDining(normalizeAnswer(other.name)));
    return diningApart ? { area: living.estar.area, rule: living.estar.rule, source: SOURCES.sala } : { area: living.area, rule: living.rule, source: SOURCES.sala };
  }
  if (/\bcozinhas?\b/.test(name) && !/\b(gourmet|copa)\b/.test(name)) {
    const kitchen = kitchenSize(household.residents);
    return { area: kitchen.area, rule: kitchen.rule, source: SOURCES.cozinha };
  }
  if (/\b(home office|escritorio)\b/.test(name)) {
    const office = homeOfficeSize(household.workPlaces);
    return { area: office.area, rule: office.rule, source: SOURCES.practice };
  }
  return null;
}

const adjustedNote = (from: number, floor: Floor) =>
  `Ajustado pela regra do Prancheta: a IA sugeriu ${fmt(from)} m², abaixo dos ${fmt(floor.area)} m² que a regra pede para este briefing. ${floor.rule}`;

/**
 * Another programme's rooms (the AI's, R-DOC-4) with the offline rules as floors (decision 073):
 * a room sized below its rule's area for this briefing is raised to it, its note says so with the
 * rule, and its source becomes the rule's. With accessibility asked and no bathroom named
 * accessible, one bathroom is made the accessible one (split from a row of several). Rooms at or
 * above their rule, and rooms no rule speaks of, are left as they are.
 */
export function raiseToRules(
  rooms: readonly ProgrammeRoom[],
  briefing: BriefingContent,
  newId: RoomIdFactory = newRoomId,
): { rooms: ProgrammeRoom[]; adjusted: RuleAdjustment[] } {
  const r = readerOf(briefing);
  const adjusted: RuleAdjustment[] = [];
  const raise = (room: ProgrammeRoom, floor: Floor): ProgrammeRoom => {
    if (room.unitArea >= floor.area) return room;
    adjusted.push({ roomId: room.id, name: room.name, from: room.unitArea, to: floor.area });
    const notes = clip([adjustedNote(room.unitArea, floor), room.notes].filter((n) => n.trim() !== "").join(" "), 1_000);
    return { ...room, unitArea: floor.area, notes, source: clip(floor.source, 300) };
  };
  const out: ProgrammeRoom[] = [];
  for (const room of rooms) {
    const floor = floorFor(room, rooms, r, briefing.questionnaire);
    out.push(floor ? raise(room, floor) : room);
  }
  const accessible: Floor = { area: accessibleBathroomArea(), rule: ACCESSIBLE_RULE, source: SOURCES.accessible };
  if (r.given("acessibilidade") && !out.some((room) => isAccessibleBathroom(normalizeAnswer(room.name)))) {
    const at = out.findIndex((room) => isBathroom(normalizeAnswer(room.name)) && !/\blavabos?\b/.test(normalizeAnswer(room.name)));
    const bath = out[at];
    if (bath) {
      const split = bath.quantity > 1;
      const one: ProgrammeRoom = { ...bath, id: split ? newId() : bath.id, quantity: 1, name: clip(`${bath.name} acessível`, 120) };
      const raised = raise(one, accessible);
      // Already big enough: still the accessible one, said so.
      const named = raised === one ? { ...one, notes: clip([`Acessibilidade pedida: este é o banheiro acessível. ${ACCESSIBLE_RULE}`, one.notes].filter((n) => n.trim() !== "").join(" "), 1_000) } : raised;
      out.splice(at, 1, ...(split ? [{ ...bath, quantity: bath.quantity - 1 }, named] : [named]));
    }
  }
  return { rooms: out, adjusted };
}
