import { describe, expect, it } from "vitest";
import { COMPARISON_ROWS, DEFAULT_PLAN, PLAN_IDS, PLANS, planById, planOrDefault, trialEndFrom } from "./plans";

describe("plan catalogue", () => {
  it("has the five plans of R-PLAN-1, in order, with their prices", () => {
    expect(PLANS.map((p) => [p.id, p.name, p.price])).toEqual([
      ["esboco", "Esboço", 0],
      ["avancado", "Projeto Avançado", 99],
      ["premium", "Projeto Premium", 199],
      ["obra-prima", "Obra-Prima", 299],
      ["legado", "Legado", null],
    ]);
    expect(PLANS.map((p) => p.id)).toEqual([...PLAN_IDS]);
  });

  it("marks exactly one plan popular (Premium) and only Legado as coming soon and disabled", () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(["premium"]);
    expect(PLANS.filter((p) => p.comingSoon).map((p) => p.id)).toEqual(["legado"]);
    expect(PLANS.filter((p) => p.disabled).map((p) => p.id)).toEqual(["legado"]);
    expect(PLANS.filter((p) => !p.isActive).map((p) => p.id)).toEqual(["legado"]);
  });

  it("starts accounts on the free trial plan", () => {
    expect(planById(DEFAULT_PLAN)?.price).toBe(0);
    expect(planById("nao-existe")).toBeUndefined();
  });

  it("gives a stored id its own entry, and an id it does not know the default plan's", () => {
    for (const id of PLAN_IDS) expect(planOrDefault(id).id).toBe(id);
    expect(planOrDefault("plano-antigo")).toBe(planById(DEFAULT_PLAN));
    expect(planOrDefault("").quotas.projects).toBe(1);
  });

  it("has prices that grow with the plans on sale, and quotas that never shrink", () => {
    const onSale = PLANS.filter((p) => p.isActive);
    const rank = (q: number | null) => (q === null ? Infinity : q);
    for (let i = 1; i < onSale.length; i++) {
      const [prev, next] = [onSale[i - 1]!, onSale[i]!];
      expect(next.price!).toBeGreaterThan(prev.price!);
      for (const key of Object.keys(prev.quotas) as (keyof typeof prev.quotas)[]) {
        expect(rank(next.quotas[key]), `${next.id}.${key}`).toBeGreaterThanOrEqual(rank(prev.quotas[key]));
      }
    }
  });

  it("keeps the quotas of R-PLAN-1", () => {
    expect(planById("esboco")!.quotas).toEqual({ textGenerationsPerMonth: 10, imageGenerationsPerMonth: 0, projects: 1, users: 1 });
    expect(planById("avancado")!.quotas).toMatchObject({ textGenerationsPerMonth: 100, imageGenerationsPerMonth: 50, projects: 20 });
    expect(planById("premium")!.quotas).toMatchObject({ textGenerationsPerMonth: null, imageGenerationsPerMonth: 100, users: 5 });
  });

  it("has a value for every plan in every comparison row", () => {
    expect(COMPARISON_ROWS.length).toBeGreaterThanOrEqual(8);
    for (const row of COMPARISON_ROWS) expect(Object.keys(row.values).sort()).toEqual([...PLAN_IDS].sort());
    expect(new Set(COMPARISON_ROWS.map((r) => r.feature)).size).toBe(COMPARISON_ROWS.length);
  });

  it("ends the trial 7 days after sign-up", () => {
    expect(trialEndFrom(new Date("2026-01-31T12:00:00Z")).toISOString()).toBe("2026-02-07T12:00:00.000Z");
  });
});
