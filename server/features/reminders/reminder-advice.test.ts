import { describe, expect, it } from "vitest";
import { offlineReminderAdvice, type AdviceReminder } from "./reminder-advice";

const reminder = (over: Partial<AdviceReminder>): AdviceReminder => ({ id: "a", title: "Entregar pranchas", description: null, date: "2031-02-04", snoozedUntil: null, priority: "media", ...over });

describe("the rules' reminder advice counts through plural (R-CLIENT-3)", () => {
  it("one day left is 'Falta 1 dia', whatever the priority", () => {
    for (const priority of ["urgente", "media"] as const) {
      const text = offlineReminderAdvice(reminder({ priority }), [], "2031-02-03");
      expect(text, priority).toContain("Falta 1 dia");
      expect(text, priority).not.toMatch(/Faltam 1 dias?\b/);
    }
    expect(offlineReminderAdvice(reminder({ priority: "alta" }), [], "2031-02-01")).toContain("Faltam 3 dias");
  });

  it("one overdue reminder among open ones is '1 atrasado'", () => {
    const text = offlineReminderAdvice(reminder({}), [reminder({ id: "b", title: "Pagar a RRT", date: "2031-02-01" })], "2031-02-03");
    expect(text).toContain("Você tem 2 lembretes em aberto: 1 atrasado e 0 para hoje.");
    expect(text).toContain("(há 2 dias)");
  });
});
