import { expect } from "vitest";

/** Reads an iCalendar text back: unfolds lines, then each VEVENT's properties (name without parameters). */
export function parseIcs(text: string): { calendar: Record<string, string>; events: Record<string, string>[] } {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  let inAlarm = false;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    }
    else if (line === "BEGIN:VALARM") inAlarm = true;
    else if (line === "END:VALARM") inAlarm = false;
    else {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon);
      const value = line.slice(colon + 1);
      const key = (inAlarm ? "ALARM-" : "") + name;
      if (current) current[key] = value;
      else calendar[name] = value;
    }
  }
  return { calendar, events };
}

/**
 * A TEXT value read back (RFC 5545, section 3.3.11), in one pass over the escapes: `\n` (or `\N`)
 * is a newline; `\\`, `\;` and `\,` are the character itself. Two passes, newlines first, read an
 * escaped backslash followed by "n" (`\\n`, written for the text `\n`) as a backslash and a newline.
 */
export const unescapeIcs = (v: string) => v.replace(/\\([nN\\;,])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
