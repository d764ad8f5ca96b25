import { describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { parseIcs, unescapeIcs as unescape } from "#test-support/ics";
import { LEAD_MINUTES, LEAD_TRIGGERS, NOTIFICATION_LEADS } from "./calendar";
import { buildCalendar, foldLine, icsText, icsUtc, recurrenceRule } from "./ics";
import { monthlyOccurrences } from "./days";

describe("iCalendar output (R-CAL-2)", () => {
  it("writes UTC times, escapes text and folds long lines at 75 octets", () => {
    expect(icsUtc(new Date("2026-11-26T17:30:00.000Z"))).toBe("20261126T173000Z");
    expect(icsText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
    // Every line break (CRLF, LF, a lone CR) is \n; other control characters are not TEXT and go.
    expect(icsText("a\r\nb\rc\nd\u0007e\tf")).toBe("a\\nb\\nc\\nde\tf");
    const long = "DESCRIPTION:" + "ação ".repeat(40);
    const folded = foldLine(long);
    for (const part of folded.split("\r\n")) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("parses back: a timed event with its alarm, and an all-day deadline", () => {
    const text = buildCalendar({
      name: "Prancheta — Estúdio, Ana",
      events: [
        {
          uid: "e1@prancheta",
          summary: "Reunião; com cliente, sala 2",
          description: "Projeto: Casa\nLevar plantas " + "x".repeat(120),
          start: new Date("2026-11-26T17:30:00Z"),
          durationMinutes: 60,
          alarm: "-P1D",
          stamp: new Date("2026-11-20T10:00:00Z"),
        },
        { uid: "p1@prancheta", summary: "Prazo de entrega: Casa", day: "2026-12-31", stamp: new Date("2026-11-20T10:00:00Z") },
      ],
    });
    const { calendar, events } = parseIcs(text);
    expect(calendar).toMatchObject({ VERSION: "2.0", "X-WR-CALNAME": "Prancheta — Estúdio\\, Ana" });
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ UID: "e1@prancheta", DTSTART: "20261126T173000Z", DTEND: "20261126T183000Z", "ALARM-TRIGGER": "-P1D", "ALARM-ACTION": "DISPLAY" });
    expect(unescape(events[0]!.SUMMARY!)).toBe("Reunião; com cliente, sala 2");
    expect(unescape(events[0]!.DESCRIPTION!)).toBe("Projeto: Casa\nLevar plantas " + "x".repeat(120));
    expect(events[1]).toMatchObject({ "DTSTART;VALUE=DATE": "20261231", "DTEND;VALUE=DATE": "20270101" });
    expect(events[1]!["ALARM-TRIGGER"]).toBeUndefined();
  });
});

/**
 * The same output read by a parser that is not ours (ical.js, Mozilla's, used by Thunderbird):
 * a mistake shared by our writer and our test parser (test-support/ics.ts) cannot hide here.
 */
describe("iCalendar output read by ical.js (R-CAL-2)", () => {
  // Commas, semicolons, a backslash followed by "n" (not a newline), accents, line breaks of every
  // kind, and long enough to be folded over several lines.
  const TITLE = "Reunião, pauta; C:\\novo\\n café — ação ".repeat(3).trim();
  const DESCRIPTION = "Projeto: Casa; Prado, Ana\nLevar C:\\plantas\\nova\r\nÉ urgente\rfim " + "ç".repeat(50);
  const START = new Date("2026-11-26T17:30:00.000Z");
  const STAMP = new Date("2026-11-20T10:00:00.000Z");
  const EXPECTED: Record<(typeof NOTIFICATION_LEADS)[number], string> = { "no-dia": "-PT1H", "1-dia": "-P1D", "2-dias": "-P2D", "1-semana": "-P1W" };

  const text = buildCalendar({
    name: "Prancheta — Estúdio, Ana; equipe",
    events: [
      ...NOTIFICATION_LEADS.map((lead) => ({ uid: `${lead}@prancheta`, summary: TITLE, description: DESCRIPTION, start: START, durationMinutes: 90, alarm: LEAD_TRIGGERS[lead], stamp: STAMP })),
      { uid: "prazo@prancheta", summary: "Prazo de entrega: Casa, Prado", day: "2026-12-31", stamp: STAMP },
    ],
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = (uid: string) => {
    const found = calendar.getAllSubcomponents("vevent").find((e) => e.getFirstPropertyValue("uid") === uid);
    expect(found, uid).toBeDefined();
    return found!;
  };

  it("is well formed: CRLF line ends only, no line over 75 octets", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    // No CR or LF but the CRLF that ends a line (a bare CR would end a line for some readers).
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // An X- property has no type for ical.js (it keeps the raw value); calendar apps read it as TEXT.
    const name = calendar.getFirstProperty("x-wr-calname")!.toICALString().replace(/^X-WR-CALNAME:/, "X-WR-CALNAME;VALUE=TEXT:");
    expect(new ICAL.Property(ICAL.parse.property(name)).getFirstValue()).toBe("Prancheta — Estúdio, Ana; equipe");
  });

  it("gives back the title and the description as written (line breaks as newlines)", () => {
    for (const lead of NOTIFICATION_LEADS) {
      const event = vevent(`${lead}@prancheta`);
      expect(event.getFirstPropertyValue("summary")).toBe(TITLE);
      expect(event.getFirstPropertyValue("description")).toBe(DESCRIPTION.replace(/\r\n|\r/g, "\n"));
      // The alarm shows the title too.
      expect(event.getFirstSubcomponent("valarm")!.getFirstPropertyValue("description")).toBe(TITLE);
    }
    // The literal backslash-n survived as two characters, next to real newlines.
    expect(TITLE).toContain("\\n");
    expect(vevent("1-dia@prancheta").getFirstPropertyValue("summary")).toContain("C:\\novo\\n café");
  });

  it("starts and ends in UTC", () => {
    const event = vevent("1-dia@prancheta");
    const start = event.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBeUndefined();
    const time = start.getFirstValue() as ICAL.Time;
    expect(time.isDate).toBe(false);
    expect(time.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(time.toJSDate().toISOString()).toBe("2026-11-26T17:30:00.000Z");
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(end.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(end.toJSDate().toISOString()).toBe("2026-11-26T19:00:00.000Z");
  });

  it("has one alarm per event, its TRIGGER the notification's lead before the start", () => {
    for (const lead of NOTIFICATION_LEADS) {
      const alarms = vevent(`${lead}@prancheta`).getAllSubcomponents("valarm");
      expect(alarms, lead).toHaveLength(1);
      expect(alarms[0]!.getFirstPropertyValue("action")).toBe("DISPLAY");
      const trigger = alarms[0]!.getFirstPropertyValue("trigger") as ICAL.Duration;
      expect(trigger).toBeInstanceOf(ICAL.Duration);
      expect(trigger.toString(), lead).toBe(EXPECTED[lead]);
      // The alarm rings when the notice is sent.
      expect(trigger.toSeconds(), lead).toBe(-LEAD_MINUTES[lead] * 60);
    }
  });

  it("writes a deadline as an all-day entry without an alarm", () => {
    const deadline = vevent("prazo@prancheta");
    expect(deadline.getFirstPropertyValue("summary")).toBe("Prazo de entrega: Casa, Prado");
    const start = deadline.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe("2026-12-31");
    expect((deadline.getFirstPropertyValue("dtend") as ICAL.Time).toString()).toBe("2027-01-01");
    expect(deadline.getAllSubcomponents("valarm")).toHaveLength(0);
  });

  it("agrees with our own test parser, whose escapes are read in one pass", () => {
    const ours = parseIcs(text).events.find((e) => e.UID === "1-dia@prancheta")!;
    expect(unescape(ours.SUMMARY!)).toBe(vevent("1-dia@prancheta").getFirstPropertyValue("summary"));
    expect(unescape(ours.DESCRIPTION!)).toBe(vevent("1-dia@prancheta").getFirstPropertyValue("description"));
    // An escaped backslash then "n" is the text backslash-n, not a newline; \N is a newline too.
    expect(unescape("C:\\\\novo\\n")).toBe("C:\\novo\n");
    expect(unescape("a\\Nb\\,c\\;d")).toBe("a\nb,c;d");
  });
});

describe("recurring events (decision 080)", () => {
  it("writes the RRULE of a maintenance task and a reader expands it every 6 months", () => {
    expect(recurrenceRule(6)).toBe("FREQ=MONTHLY;INTERVAL=6");
    expect(recurrenceRule(1)).toBe("FREQ=MONTHLY");
    expect(recurrenceRule(12)).toBe("FREQ=YEARLY");
    expect(recurrenceRule(24)).toBe("FREQ=YEARLY;INTERVAL=2");
    const text = buildCalendar({
      name: "Manutenção — Residência Prado",
      events: [{ uid: "reservatorio@prancheta", summary: "Limpar os reservatórios", start: new Date("2026-07-31T12:00:00Z"), rrule: recurrenceRule(6), stamp: new Date("2026-01-10T00:00:00Z") }],
    });
    expect(text).toContain("\r\nRRULE:FREQ=MONTHLY;INTERVAL=6\r\n");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    expect(event.isRecurring()).toBe(true);
    const it = event.iterator();
    const dates = [it.next(), it.next(), it.next()].map((t) => t!.toJSDate().toISOString().slice(0, 10));
    expect(dates).toEqual(["2026-07-31", "2027-01-31", "2027-07-31"]);
  });

  it("monthlyOccurrences: the dates in a range, the day clamped to the month's end", () => {
    expect(monthlyOccurrences("2026-01-31", 1, "2026-02-01", "2026-04-30")).toEqual(["2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(monthlyOccurrences("2026-01-31", 6, "2026-01-01", "2027-12-31")).toEqual(["2026-01-31", "2026-07-31", "2027-01-31", "2027-07-31"]);
    expect(monthlyOccurrences("2026-01-31", 6, "2040-03-01", "2040-08-31")).toEqual(["2040-07-31"]);
    expect(monthlyOccurrences("2026-05-10", 12, "2026-01-01", "2026-04-30")).toEqual([]);
  });
});
