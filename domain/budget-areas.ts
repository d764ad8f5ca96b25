import { AREA_KINDS, type AreaKind, type AreaLine } from "./budget";
import type { ProgrammeContent } from "./needs-program.schema";
import { round2, roomTotal } from "./needs-program";

/**
 * The budget's areas by kind from the needs programme's rooms (R-BUDGET-10), by the rules (no AI):
 * a room is a garage, a balcony, an uncovered terrace, a pool or an outdoor area by its name; every
 * other room is covered area, to which the programme's walls-and-circulation factor is added (it
 * is what turns useful area into built area). Each kind starts with its default coefficient.
 */

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** The first rule that matches the room's name (then its sector) decides; order matters ("terraço coberto" is a balcony). */
const RULES: { kind: Exclude<AreaKind, "coberta">; pattern: RegExp }[] = [
  { kind: "garagem", pattern: /\b(garage[mn]s?|vagas?|estacionamentos?|abrigos? (de|para) (carros?|veiculos?)|carport)\b/ },
  { kind: "varanda", pattern: /\b(varandas?|sacadas?|alpendres?|terracos? cobertos?|loggias?)\b/ },
  { kind: "piscina", pattern: /\b(piscinas?|spa|ofuro)\b/ },
  { kind: "descoberta", pattern: /\b(terracos?|solarios?|decks?|lajes? descobertas?)\b/ },
  { kind: "externa", pattern: /\b(quintal|quintais|jardi[mn]s?|calcadas?|hortas?|playgrounds?|areas? externas?|pomar)\b/ },
];

export function areaKindOfRoom(room: { name: string; sector: string }): AreaKind {
  const name = plain(room.name);
  const sector = plain(room.sector);
  return RULES.find((r) => r.pattern.test(name))?.kind ?? RULES.find((r) => r.pattern.test(sector))?.kind ?? "coberta";
}

/** The area lines, in AREA_KINDS' order, only the kinds with area; null when the programme has no area. */
export function budgetAreasFromProgramme(programme: Pick<ProgrammeContent, "rooms" | "wallFactor">): AreaLine[] | null {
  const sums = new Map<AreaKind, number>();
  for (const room of programme.rooms) {
    const kind = areaKindOfRoom(room);
    sums.set(kind, (sums.get(kind) ?? 0) + roomTotal(room));
  }
  const covered = sums.get("coberta");
  if (covered !== undefined) sums.set("coberta", covered * (1 + programme.wallFactor));
  const lines = AREA_KINDS.flatMap((k) => {
    const area = round2(sums.get(k.id) ?? 0);
    return area > 0 ? [{ kind: k.id, area, coefficient: k.coefficient }] : [];
  });
  return lines.length > 0 ? lines : null;
}
