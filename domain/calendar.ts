/**
 * The architect's calendar (R-CAL-1..R-CAL-4): the spec's notification choices, what each means
 * as a lead time (the job that notifies and the ICS alarm use the same one), and the event kinds
 * the offline preparation advice is chosen by.
 */

/** How long before an event its notification comes (R-CAL-1; 1-dia by default). */
export const NOTIFICATION_LEADS = ["no-dia", "1-dia", "2-dias", "1-semana"] as const;
export type NotificationLead = (typeof NOTIFICATION_LEADS)[number];
export const DEFAULT_NOTIFICATION_LEAD: NotificationLead = "1-dia";

/** Minutes before the event's start. "No dia" is one hour before: a notice on the day, in time to leave. */
export const LEAD_MINUTES: Record<NotificationLead, number> = {
  "no-dia": 60,
  "1-dia": 24 * 60,
  "2-dias": 2 * 24 * 60,
  "1-semana": 7 * 24 * 60,
};

export const LEAD_LABELS: Record<NotificationLead, string> = {
  "no-dia": "No dia (1 hora antes)",
  "1-dia": "1 dia antes",
  "2-dias": "2 dias antes",
  "1-semana": "1 semana antes",
};

/** The RFC 5545 TRIGGER of each lead (a negative duration before DTSTART). */
export const LEAD_TRIGGERS: Record<NotificationLead, string> = {
  "no-dia": "-PT1H",
  "1-dia": "-P1D",
  "2-dias": "-P2D",
  "1-semana": "-P1W",
};

/** What the event is, read from its title: the offline advice is written per kind. */
export const EVENT_KINDS = ["reuniao", "visita", "entrega", "aprovacao", "apresentacao", "obra", "outro"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const KIND_WORDS: [EventKind, RegExp][] = [
  ["aprovacao", /\b(aprova|prefeitura|alvara|habite|protocolo|licenc|cartorio|crea|cau)/],
  ["visita", /\b(visita|vistoria|levantamento|medic|terreno)/],
  ["obra", /\b(obra|canteiro|concretag|fundac|instalac|marcenaria)/],
  ["entrega", /\b(entrega|prazo|envio|submiss|revisao final)/],
  ["apresentacao", /\b(apresenta|estudo preliminar|anteprojeto|pitch|proposta)/],
  ["reuniao", /\b(reuniao|call|encontro|alinhamento|cafe|conversa|briefing)/],
];

/** Accents and case folded, so "Reunião" and "REUNIAO" read the same. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

export function eventKind(title: string): EventKind {
  const folded = fold(title);
  return KIND_WORDS.find(([, words]) => words.test(folded))?.[0] ?? "outro";
}

/** The calendar's time zone when the browser sends none (Brasília time, no DST since 2019). */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The UTC instant of a wall-clock date and time ("2026-11-26", "14:30") in a time zone. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at that instant, applied twice: the second pass settles a DST change.
  let utc = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  utc = wall - offsetMinutes(new Date(utc), timeZone) * 60_000;
  return new Date(utc);
}

/** How far (minutes) the zone's wall clock is ahead of UTC at an instant (-180 for São Paulo). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The wall-clock date ("aaaa-mm-dd") of an instant in a time zone. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}
