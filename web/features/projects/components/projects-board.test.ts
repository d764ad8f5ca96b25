import { describe, expect, it } from "vitest";
import { projectSummarySchema, type ProjectSummary } from "#domain/projects.schema";
import { daysUntil, upcomingDeadlines } from "./projects-board";

const ids = new Map<string, string>();
/** A list row as the API answers it (checked by its schema), named `name`, with this deadline and status. */
const project = (name: string, deadline: string | null, status: ProjectSummary["status"] = "em-andamento"): ProjectSummary => {
  if (!ids.has(name)) ids.set(name, crypto.randomUUID());
  return projectSummarySchema.parse({
    id: ids.get(name),
    name,
    client: { id: "0b7c6f3e-4a52-4c1e-9f0a-2d6b8e1c3a57", name: "C" },
    type: "residencial",
    stage: "anteprojeto",
    status,
    deadline,
    updatedAt: "2025-06-01T00:00:00Z",
  });
};

describe("daysUntil", () => {
  const today = new Date(2025, 5, 20, 23, 30);
  it("counts calendar days from today, negative when late", () => {
    expect(daysUntil("2025-06-20", today)).toBe(0);
    expect(daysUntil("2025-06-21", today)).toBe(1);
    expect(daysUntil("2025-06-18", today)).toBe(-2);
    expect(daysUntil("2025-07-20", today)).toBe(30);
  });
});

describe("upcomingDeadlines", () => {
  it("keeps open projects with a deadline, soonest first, at most 5", () => {
    const list = [
      project("sem-prazo", null),
      project("c", "2025-08-01"),
      project("a", "2025-06-01"),
      project("feito", "2025-05-01", "concluido"),
      project("cancelado", "2025-05-02", "cancelado"),
      project("b", "2025-07-01"),
      project("d", "2025-09-01"),
      project("e", "2025-10-01"),
      project("f", "2025-11-01"),
    ];
    expect(upcomingDeadlines(list).map((p) => p.name)).toEqual(["a", "b", "c", "d", "e"]);
  });
});
