import { describe, expect, it } from "vitest";
import { compareOpen, compareUrgency, dueDay, dueState, reminderInputSchema, reminderPatchSchema } from "./reminders.schema";
import { addDays, dayBR, daysBetween } from "./days";

const r = (date: string, priority: "baixa" | "media" | "alta" | "urgente", snoozedUntil: string | null = null) => ({ date, priority, snoozedUntil });

describe("reminders: days", () => {
  it("adds days across months and leap years, counts the days between, writes dd/MM/yyyy", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-03-01", "2026-03-08")).toBe(7);
    expect(daysBetween("2026-03-08", "2026-03-01")).toBe(-7);
    expect(dayBR("2026-03-08")).toBe("08/03/2026");
  });

  it("is due on the snoozed day when there is one; overdue before today", () => {
    expect(dueDay(r("2026-03-01", "media", "2026-03-05"))).toBe("2026-03-05");
    expect(dueState(r("2026-03-01", "media"), "2026-03-02")).toBe("atrasado");
    expect(dueState(r("2026-03-01", "media", "2026-03-02"), "2026-03-02")).toBe("hoje");
    expect(dueState(r("2026-03-03", "media"), "2026-03-02")).toBe("futuro");
  });

  it("orders the list by due day then priority, and the advice by overdue, today, priority", () => {
    const list = [r("2026-03-05", "baixa"), r("2026-03-05", "urgente"), r("2026-03-01", "baixa")];
    expect([...list].sort(compareOpen)).toEqual([list[2], list[1], list[0]]);
    const today = "2026-03-03";
    const items = [r("2026-03-20", "urgente"), r("2026-03-04", "baixa"), r("2026-03-03", "baixa"), r("2026-02-01", "baixa"), r("2026-03-01", "urgente")];
    expect([...items].sort((a, b) => compareUrgency(a, b, today))).toEqual([items[3], items[4], items[2], items[0], items[1]]);
  });
});

describe("reminders: input", () => {
  it("needs a title and a real date; priority média and São Paulo by default", () => {
    expect(reminderInputSchema.parse({ titulo: " Visita ", data: "2026-03-01" })).toEqual({
      titulo: "Visita",
      descricao: null,
      data: "2026-03-01",
      prioridade: "media",
      timeZone: "America/Sao_Paulo",
    });
    const bad = reminderInputSchema.safeParse({ data: "2026-02-30", prioridade: "maxima", timeZone: "Lua/Crateras" });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      titulo: "Informe o título do lembrete.",
      data: "Data inválida (use dd/mm/aaaa, entre 1900 e 2099).",
      prioridade: "Escolha a prioridade: baixa, média, alta ou urgente.",
      timeZone: "Fuso horário inválido.",
    });
    expect(reminderInputSchema.safeParse({ titulo: "x", data: "" }).error!.issues[0]!.message).toBe("Informe a data do lembrete.");
  });

  it("patch: snooze by 1, 3 or 7 days only; an absent description is left alone, an empty one clears it", () => {
    expect(reminderPatchSchema.parse({ snoozeDays: 3 })).toEqual({ snoozeDays: 3 });
    expect(reminderPatchSchema.safeParse({ snoozeDays: 2 }).error!.issues[0]!.message).toBe("Adie por 1, 3 ou 7 dias.");
    expect(reminderPatchSchema.parse({ descricao: "" })).toEqual({ descricao: null });
    expect(reminderPatchSchema.parse({ done: true })).toEqual({ done: true });
  });
});
