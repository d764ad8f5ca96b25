import { describe, expect, it } from "vitest";
import { eventKind, isTimeZone, LEAD_MINUTES, LEAD_TRIGGERS, NOTIFICATION_LEADS, offsetMinutes, zonedDate, zonedToUtc } from "./calendar";
import { calendarEventInputSchema, calendarQuerySchema } from "./calendar.schema";
import { fieldErrors } from "./field-errors";

describe("wall-clock time to UTC (R-CAL-2)", () => {
  it("São Paulo is UTC−3 all year (no DST since 2019)", () => {
    expect(zonedToUtc("2026-11-26", "14:30", "America/Sao_Paulo").toISOString()).toBe("2026-11-26T17:30:00.000Z");
    expect(zonedToUtc("2026-07-01", "09:00", "America/Sao_Paulo").toISOString()).toBe("2026-07-01T12:00:00.000Z");
  });

  it("other Brazilian zones and a zone with DST", () => {
    expect(zonedToUtc("2026-11-26", "14:30", "America/Manaus").toISOString()).toBe("2026-11-26T18:30:00.000Z");
    expect(zonedToUtc("2026-11-26", "14:30", "America/Noronha").toISOString()).toBe("2026-11-26T16:30:00.000Z");
    expect(zonedToUtc("2026-07-01", "12:00", "Europe/Lisbon").toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(zonedToUtc("2026-01-15", "12:00", "Europe/Lisbon").toISOString()).toBe("2026-01-15T12:00:00.000Z");
  });

  it("reads offsets and days back in the zone", () => {
    expect(offsetMinutes(new Date("2026-11-26T12:00:00Z"), "America/Sao_Paulo")).toBe(-180);
    // 01:00 UTC on the 27th is still the 26th in São Paulo.
    expect(zonedDate(new Date("2026-11-27T01:00:00Z"), "America/Sao_Paulo")).toBe("2026-11-26");
    expect(isTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isTimeZone("Marte/Olympus")).toBe(false);
  });
});

describe("notification leads", () => {
  it("each choice has its minutes and its ICS trigger, 1-dia by default", () => {
    expect(NOTIFICATION_LEADS).toEqual(["no-dia", "1-dia", "2-dias", "1-semana"]);
    expect(LEAD_MINUTES["1-semana"]).toBe(7 * 24 * 60);
    expect(LEAD_TRIGGERS).toEqual({ "no-dia": "-PT1H", "1-dia": "-P1D", "2-dias": "-P2D", "1-semana": "-P1W" });
    const parsed = calendarEventInputSchema.parse({ title: "Reunião", date: "2026-11-26", time: "09:00" });
    expect(parsed).toMatchObject({ notification: "1-dia", timeZone: "America/Sao_Paulo", projectId: null });
  });
});

describe("event validation (R-CAL-1)", () => {
  it("title, date and time are required, each with its pt-BR message", () => {
    const result = calendarEventInputSchema.safeParse({ title: "  ", date: "", time: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues)).toEqual({
      title: "Informe o título do evento.",
      date: "Informe a data do evento.",
      time: "Informe o horário do evento.",
    });
  });

  it("refuses impossible dates and times, unknown zones and leads", () => {
    const result = calendarEventInputSchema.safeParse({ title: "x", date: "2026-02-30", time: "24:00", timeZone: "Lua/Base", notification: "1-mes" });
    expect(Object.keys(fieldErrors(result.error!.issues)).sort()).toEqual(["date", "notification", "time", "timeZone"]);
  });

  it("a range is at most 400 days, in order", () => {
    expect(calendarQuerySchema.safeParse({ from: "2026-11-01", to: "2026-12-12" }).success).toBe(true);
    expect(calendarQuerySchema.safeParse({ from: "2026-12-01", to: "2026-11-01" }).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ from: "2025-01-01", to: "2026-12-31" }).success).toBe(false);
  });
});

describe("an event's kind by its title (R-CAL-4)", () => {
  it("reads the kind from the title, accents and case folded", () => {
    expect(eventKind("REUNIÃO com cliente")).toBe("reuniao");
    expect(eventKind("Visita ao terreno")).toBe("visita");
    expect(eventKind("Protocolo na prefeitura")).toBe("aprovacao");
    expect(eventKind("Entrega do executivo")).toBe("entrega");
    expect(eventKind("Almoço")).toBe("outro");
  });
});
