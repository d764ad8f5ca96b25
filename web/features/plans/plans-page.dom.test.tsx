import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { Me } from "#domain/account";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { PlansPage } from "./plans-page";

function showPlans(me: Me) {
  server.use(
    http.get("/api/plans/upgrade-requests", () => HttpResponse.json([])),
    http.get("/api/session", () => HttpResponse.json({ user: me })),
  );
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  return renderPage(<PlansPage />, { url: "/dashboard/planos", outletContext: context });
}

describe("Planos: the plan's usage and its renewal (R-PLAN-5)", () => {
  it("on the trial: the trial's end, and how much of each allowance is used", async () => {
    showPlans(aMe({ usage: { texts: { used: 7, limit: 10 }, images: { used: 0, limit: 0 }, projects: { used: 1, limit: 1 }, seats: { used: 1, limit: 1 }, renewsAt: null } }));
    expect(screen.getByRole("status").textContent).toContain("Seu plano atual é válido até 20/06/2025");
    const usage = within(await screen.findByRole("list", { name: "Uso do plano" }));
    expect(usage.getByText("7 de 10 gerações de texto usadas")).toBeTruthy();
    expect(usage.getByText("Geração de imagens não incluída no plano")).toBeTruthy();
    expect(usage.getByText("1 de 1 projeto salvo")).toBeTruthy();
    expect(usage.getByText("1 de 1 lugar ocupado")).toBeTruthy();
  });

  it("after a plan is granted: the plan and its renewal, not the trial's end", async () => {
    showPlans(
      aMe({
        plan: "avancado",
        planGrantedAt: "2026-03-12T15:00:00.000Z",
        usage: { texts: { used: 42, limit: 100 }, images: { used: 3, limit: 50 }, projects: { used: 4, limit: 20 }, seats: { used: 1, limit: 1 }, renewsAt: "2026-04-01T00:00:00.000Z" },
      }),
    );
    const banner = screen.getByRole("status").textContent;
    expect(banner).toContain("Plano Projeto Avançado · renova em 01/04/2026");
    expect(banner).not.toContain("válido até");
    const usage = within(await screen.findByRole("list", { name: "Uso do plano" }));
    expect(usage.getByText("42 de 100 gerações de texto usadas")).toBeTruthy();
    expect(usage.getByText("3 de 50 imagens do mês usadas")).toBeTruthy();
    expect(usage.getByText("4 de 20 projetos salvos")).toBeTruthy();
  });
});
