import { describe, expect, it } from "vitest";
import { parseIcs, unescapeIcs as unescape } from "#test-support/ics";
import { buildCalendar, foldLine, icsText, icsUtc } from "./ics";


describe("iCalendar output (R-CAL-2)", () => {
  it("writes UTC times, escapes text and folds long lines at 75 octets", () => {
    expect(icsUtc(new Date("2026-11-26T17:30:00.000Z"))).toBe("20261126T173000Z");
    expect(icsText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
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
