import { describe, expect, it } from "vitest";
import { COMPARISON_ROWS, PLAN_IDS, planById, trialEndFrom } from "#domain/plans";
import { FEES_PLAN_MESSAGE, FEES_PLANS, feesIncluded, feesLockReason } from "./fees-plan";

/** Decision 090's plans section: which plans include "Calcular honorários", and what a locked studio reads. */

const NOW = new Date("2026-12-03T12:00:00Z");
const IN_TRIAL = new Date("2026-12-08T12:00:00Z");
const TRIAL_OVER = new Date("2026-12-01T12:00:00Z");

describe("fees by plan", () => {
  it("includes every paid plan, whatever the trial date", () => {
    for (const id of ["avancado", "premium", "obra-prima"] as const) {
      expect(feesIncluded(id, TRIAL_OVER, NOW), id).toBe(true);
      expect(feesLockReason(id, TRIAL_OVER, NOW), id).toBeNull();
    }
  });

  it("includes Esboço only while its 7-day trial lasts, to the millisecond", () => {
    const signUp = new Date("2026-11-30T09:00:00Z");
    const end = trialEndFrom(signUp);
    expect(feesIncluded("esboco", end, new Date(end.getTime() - 1))).toBe(true);
    expect(feesIncluded("esboco", end, end)).toBe(false);
    expect(feesIncluded("esboco", IN_TRIAL, NOW)).toBe(true);
    expect(feesIncluded("esboco", TRIAL_OVER, NOW)).toBe(false);
  });

  it("treats a plan id the catalogue no longer knows as Esboço", () => {
    expect(feesIncluded("plano-antigo", TRIAL_OVER, NOW)).toBe(false);
    expect(feesIncluded("plano-antigo", IN_TRIAL, NOW)).toBe(true);
  });

  it("names the plans by the catalogue's names and says saved calculations stay visible", () => {
    expect(FEES_PLAN_MESSAGE).toBe("O cálculo de honorários faz parte dos planos Projeto Avançado, Projeto Premium e Obra-Prima, e do teste gratuito de 7 dias do Esboço.");
    expect(feesLockReason("esboco", TRIAL_OVER, NOW)).toBe(
      "Seu período de teste do plano Esboço terminou, e o cálculo de honorários faz parte dos planos Projeto Avançado, Projeto Premium e Obra-Prima. Os cálculos já salvos continuam visíveis.",
    );
  });

  it("agrees with the Planos page's feature table", () => {
    const row = COMPARISON_ROWS.find((r) => r.feature === "Cálculo de honorários");
    expect(row).toBeDefined();
    for (const id of PLAN_IDS) {
      const value = row!.values[id];
      if (id === "legado") expect(value).toBe("A definir");
      else if (id === "esboco") expect(value).toBe("Durante o teste");
      else expect(value, id).toBe(true);
      expect(FEES_PLANS.includes(id) || id === "esboco", id).toBe(true);
      expect(planById(id)).toBeDefined();
    }
  });
});
