import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { Billing } from "#domain/payments.schema";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { DashboardGraceBanner } from "./dashboard-grace-banner";

const BASE: Billing = {
  paymentsEnabled: true,
  plan: "premium",
  state: "active",
  grantedBySupport: false,
  checkoutId: "c1",
  subscribedPlan: "premium",
  cycle: "monthly",
  method: "boleto",
  paidUntil: "2026-12-03T03:00:00.000Z",
  graceEndsAt: null,
  nextChargeDate: "2026-12-03",
  nextChargeAmountCents: 19_900,
  scheduledChange: null,
  charges: [],
};

function show(billing: Billing, url = "/dashboard/clientes") {
  let reads = 0;
  server.use(
    http.get("/api/billing", () => {
      reads++;
      return HttpResponse.json(billing);
    }),
  );
  renderPage(<DashboardGraceBanner />, { url });
  return { reads: () => reads };
}

describe("the grace banner on every dashboard page (R-PAY-3)", () => {
  it("says the plan lasts until the grace's end, in dd/MM/yyyy, and links to the open charge", async () => {
    show({ ...BASE, state: "grace", graceEndsAt: "2026-12-10T03:00:00.000Z" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Pagamento em atraso.");
    expect(alert.textContent).toContain("O plano Projeto Premium continua ativo até 10/12/2026");
    expect(screen.getByRole("link", { name: "Ver cobrança em aberto" }).getAttribute("href")).toBe("/dashboard/configuracoes/assinatura");
  });

  it("says the studio is back on Esboço's limits with nothing deleted", async () => {
    show({ ...BASE, plan: "esboco", state: "downgraded" });
    expect((await screen.findByRole("alert")).textContent).toContain("Nenhum dado foi apagado");
  });

  it("shows nothing while the subscription is in good standing", async () => {
    const seen = show(BASE);
    await waitFor(() => expect(seen.reads()).toBe(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("leaves Planos and the billing page their own banner", async () => {
    const seen = show({ ...BASE, state: "grace", graceEndsAt: "2026-12-10T03:00:00.000Z" }, "/dashboard/planos");
    await waitFor(() => expect(seen.reads()).toBe(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
