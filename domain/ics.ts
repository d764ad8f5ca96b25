/**
 * iCalendar (RFC 5545) output for the calendar's downloads and subscription (R-CAL-2): times in
 * UTC, text escaped, lines folded at 75 octets, CRLF line ends.
 */
import { addDays } from "./days";

export interface IcsEvent {
  uid: string;
  summary: string;
  description?: string | undefined;
  /** A timed event: its start instant (written in UTC) and length. */
  start?: Date;
  durationMinutes?: number;
  /** An all-day event (a project's deadline): the day "aaaa-mm-dd". */
  day?: string;
  /** A recurrence (RRULE value, "FREQ=MONTHLY;INTERVAL=6"), or none. */
  rrule?: string | undefined;
  /** An alarm's TRIGGER before the start ("-P1D"), or none. */
  alarm?: string | undefined;
  /** When the record last changed (DTSTAMP/LAST-MODIFIED). */
  stamp: Date;
}

/** `20261126T143000Z` */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * TEXT escaping (RFC 5545, section 3.3.11): backslash, semicolon, comma, and every line break —
 * CRLF, LF or a lone CR (a bare CR inside a content line is a line end to some readers) — as
 * `\n`. Other control characters may not appear in TEXT at all and are dropped (tab stays).
 */
export function icsText(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- the control characters TEXT does not allow
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: IcsEvent): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${icsUtc(event.stamp)}`, `LAST-MODIFIED:${icsUtc(event.stamp)}`];
  if (event.day) {
    const compact = event.day.replace(/-/g, "");
    const next = addDays(event.day, 1).replace(/-/g, "");
    lines.push(`DTSTART;VALUE=DATE:${compact}`, `DTEND;VALUE=DATE:${next}`, "TRANSP:TRANSPARENT");
  } else if (event.start) {
    const end = new Date(event.start.getTime() + (event.durationMinutes ?? 60) * 60_000);
    lines.push(`DTSTART:${icsUtc(event.start)}`, `DTEND:${icsUtc(end)}`);
  }
  if (event.rrule) lines.push(`RRULE:${event.rrule}`);
  lines.push(`SUMMARY:${icsText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
  if (event.alarm) {
    lines.push("BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${icsText(event.summary)}`, `TRIGGER:${event.alarm}`, "END:VALARM");
  }
  lines.push("END:VEVENT");
  return lines;
}

/**
 * The RRULE of an event repeated every `months` months: 6 → "FREQ=MONTHLY;INTERVAL=6", 12 →
 * "FREQ=YEARLY", 36 → "FREQ=YEARLY;INTERVAL=3". (A day 29–31 falls in months that have it, per
 * RFC 5545; the calendar page clamps to the month's end instead.)
 */
export function recurrenceRule(months: number): string {
  if (months % 12 === 0) return months === 12 ? "FREQ=YEARLY" : `FREQ=YEARLY;INTERVAL=${months / 12}`;
  return months === 1 ? "FREQ=MONTHLY" : `FREQ=MONTHLY;INTERVAL=${months}`;
}

/** A whole VCALENDAR with its events. `name` is what a subscribing app shows. */
export function buildCalendar({ name, events }: { name: string; events: IcsEvent[] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Prancheta//Calendario do Arquiteto//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    // Subscribers look again every hour (Outlook and Apple read this; Google picks its own pace).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
