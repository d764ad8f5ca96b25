import { plainWords } from "./text-fields";
import type { BriefingContent } from "./briefing.schema";
import { DEFAULT_WALL_FACTOR, newRoomId, type RoomIdFactory } from "./needs-program";
import type { ProgrammeContent, ProgrammeRoom } from "./needs-program.schema";
import type { ProjectType } from "./projects";

/**
 * A first needs programme written from the briefing's answers without a model: the rooms the
 * answers ask for, each with a starting area, where that area came from (`source`) and what in
 * the briefing drove it (`notes`). The architect edits everything afterwards.
 *
 * Areas: minimum room areas are set by each city's building code, never nationally
 * (shared/domain-facts/budget-and-documents.md, "Programa de necessidades"). The two municipal
 * examples read there are cited as references beside the practice estimate; every other area is
 * a practice estimate and says so. Zoning parameters (TO, CA, permeability) are never guessed.
 *
 * Question ids read here come from domain/briefing.ts (moradores, pets, acessibilidade,
 * ambientes-desejados, dormitorios, suites, banheiros, lavabo, home-office, vagas-garagem,
 * area-servico, area-gourmet, piscina, funcionarios, atendimento-publico, fluxo-clientes,
 * estoque, copa, alimentos).
 */

export const PRACTICE_SOURCE = "Estimativa de prática — ajuste ao projeto";

/** Example A: one city's annex (sala 12, dormitórios 10/9/8, cozinha 5, serviço 4 m²). */
const CODE_A = "código municipal, exemplo: pt.slideshare.net/slideshow/area-minima/46004714";
/** Example B: another city's code (1º dormitório 9, demais 7, salas 9 m²). */
const CODE_B = "outro município: 1library.org, “Dos requisitos mínimos”";
const CHECK_CITY = "Confira o código da sua cidade.";

const SOURCES = {
  sala: `${PRACTICE_SOURCE}. Mínimo de referência para salas: 12 m² (${CODE_A}) ou 9 m² (${CODE_B}). ${CHECK_CITY}`,
  firstBedroom: `${PRACTICE_SOURCE}. Mínimo de referência para o 1º dormitório: 10 m² (${CODE_A}) ou 9 m² (${CODE_B}). ${CHECK_CITY}`,
  otherBedrooms: `${PRACTICE_SOURCE}. Mínimo de referência para os demais dormitórios: 9 e 8 m² (${CODE_A}) ou 7 m² (${CODE_B}). ${CHECK_CITY}`,
  cozinha: `${PRACTICE_SOURCE}. Mínimo de referência para cozinha: 5 m² (${CODE_A}). ${CHECK_CITY}`,
  servico: `${PRACTICE_SOURCE}. Mínimo de referência para área de serviço: 4 m² (${CODE_A}). ${CHECK_CITY}`,
  vaga: "Estimativa de prática (vaga de 2,50 × 5,00 m) — ajuste ao projeto e ao código local",
  piscina: "Sem área: piscina descoberta não entra na área útil — informe a área se for coberta",
  practice: PRACTICE_SOURCE,
} as const;

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
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function petsNote(r: Reader, advice: string): string {
  return r.given("pets") ? `Animais (${quote(r.raw("pets"))}): ${advice}` : "";
}

function accessibilityNote(r: Reader): string {
  return r.given("acessibilidade")
    ? `Acessibilidade (${quote(r.raw("acessibilidade"))}): considerar giro de 360° em círculo de Ø 1,50 m e barras de apoio (ABNT NBR 9050:2020).`
    : "";
}

/** Rooms a wish list may name that no counted question covers. */
const EXTRA_ROOMS: { keyword: RegExp; draft: () => Draft }[] = [
  { keyword: /\b(varandas?|sacadas?|terracos?)\b/, draft: () => row("Social", "Varanda", 1, 8, SOURCES.practice) },
  { keyword: /\bdespensa\b/, draft: () => row("Serviço", "Despensa", 1, 3, SOURCES.practice) },
  { keyword: /\bclosets?\b/, draft: () => row("Íntimo", "Closet", 1, 4, SOURCES.practice) },
];

function residentialRooms(r: Reader, reforma: boolean): Draft[] {
  const rooms: Draft[] = [];
  const bedroomsAnswered = r.answeredCount("dormitorios");
  const bedrooms = r.count("dormitorios", 2);
  const suites = Math.min(bedrooms, r.count("suites", 0));
  const residentsAnswered = r.answeredCount("moradores");
  const residents = Math.max(1, r.count("moradores", bedrooms > 0 ? bedrooms + 1 : 2));
  const residentsNote = residentsAnswered
    ? `Para ${plural(residents, "morador", "moradores")}.`
    : `Número de moradores não informado: considerados ${residents}.`;

  rooms.push(
    row(
      "Social",
      "Sala de estar e jantar",
      1,
      clamp(8 + 4 * residents, 12, 60),
      SOURCES.sala,
      residentsNote,
      petsNote(r, "piso resistente a riscos e fácil de limpar."),
    ),
  );
  rooms.push(row("Serviço", "Cozinha", 1, clamp(half(6 + 1.5 * residents), 5, 30), SOURCES.cozinha, residentsNote));

  const bedroomsNote = bedroomsAnswered
    ? `${plural(bedrooms, "dormitório pedido", "dormitórios pedidos")} no briefing${suites > 0 ? `, ${suites === 1 ? "1 deles suíte" : `${suites} deles suítes`}` : ""}.`
    : "Quantidade de dormitórios não informada: 2 como ponto de partida.";
  if (suites > 0) {
    rooms.push(row("Íntimo", "Suíte casal", 1, 12, SOURCES.firstBedroom, bedroomsNote));
    if (suites > 1) rooms.push(row("Íntimo", "Suíte", suites - 1, 10, SOURCES.otherBedrooms));
    if (bedrooms > suites) rooms.push(row("Íntimo", "Dormitório", bedrooms - suites, 9, SOURCES.otherBedrooms));
  } else if (bedrooms > 0) {
    rooms.push(row("Íntimo", "Dormitório casal", 1, 12, SOURCES.firstBedroom, bedroomsNote));
    if (bedrooms > 1) rooms.push(row("Íntimo", "Dormitório", bedrooms - 1, 9, SOURCES.otherBedrooms));
  }

  const bathrooms = r.count("banheiros", bedrooms > suites ? 1 : 0);
  const access = accessibilityNote(r);
  if (suites > 0) rooms.push(row("Íntimo", "Banheiro da suíte", suites, 4, SOURCES.practice, bathrooms > 0 ? "" : access));
  if (bathrooms > 0) rooms.push(row("Íntimo", "Banheiro", bathrooms, 3.5, SOURCES.practice, access));
  if (r.wants("lavabo", /\blavabo\b/)) rooms.push(row("Social", "Lavabo", 1, 2, SOURCES.practice));

  if (r.wants("home-office", /\b(escritorio|home office)\b/)) {
    rooms.push(row("Trabalho", "Home office", 1, 8, SOURCES.practice, "Pedido no briefing: trabalho em casa."));
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

  const spaces = r.count("vagas-garagem", reforma ? 0 : 1);
  if (spaces > 0) {
    const spacesNote = r.answeredCount("vagas-garagem")
      ? `${plural(spaces, "vaga pedida", "vagas pedidas")} no briefing.`
      : "Vagas não informadas: 1 como ponto de partida.";
    rooms.push(row("Garagem", "Vaga de garagem", spaces, 12.5, SOURCES.vaga, spacesNote));
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

  // One accessible toilet always (NBR 9050 figures from shared/domain-facts/nbr.json).
  rooms.push(
    row(
      "Serviço",
      "Sanitário acessível (NBR 9050)",
      1,
      3,
      SOURCES.practice,
      "ABNT NBR 9050:2020: giro de 360° em círculo de Ø 1,50 m e barras de apoio; no mínimo 5 % das peças sanitárias acessíveis, com pelo menos 1 por sexo. Confira também o código local.",
    ),
  );
  const toilets = r.count("banheiros", 1);
  if (toilets > 1) rooms.push(row("Serviço", "Sanitário", toilets - 1, 2.5, SOURCES.practice, `${toilets} banheiros pedidos no briefing, contando o acessível.`));

  const spaces = r.count("vagas-garagem", 0);
  if (spaces > 0) {
    rooms.push(row("Garagem", "Vaga de estacionamento", spaces, 12.5, SOURCES.vaga, `${plural(spaces, "vaga pedida", "vagas pedidas")} no briefing.`));
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
  bath?.notes.push(accessibilityNote(r));
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
