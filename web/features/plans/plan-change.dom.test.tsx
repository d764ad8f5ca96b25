import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Me } from "#domain/account";
import type { Billing, PlanChange, PlanChangePreview } from "#domain/payments.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { BillingPage } from "./billing-page";
import { PlansPage } from "./plans-page";

// Plan changes on Planos and the billing page (R-PAY-11, decision 104): the server's pro rata shown
// in R$ before confirming, one key per dialog, the scheduled downgrade and its cancellation.

const ACTIVE: Billing = {
  paymentsEnabled: true,
  plan: "avancado",
  state: "active",
  grantedBySupport: false,
  checkoutId: "c1",
  subscribedPlan: "avancado",
  cycle: "monthly",
  method: "pix",
  paidUntil: "2027-05-01T03:00:00.000Z",
  graceEndsAt: null,
  nextChargeDate: "2027-05-01",
  nextChargeAmountCents: 9_900,
  scheduledChange: null,
  charges: [],
};

function render(page: "plans" | "billing", me: Me, billing: Billing) {
  server.use(
    http.get("/api/billing", () => HttpResponse.json(billing)),
    http.get("/api/plans/upgrade-requests", () => HttpResponse.json([])),
    http.get("/api/session", () => HttpResponse.json({ user: me })),
  );
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  return page === "plans"
    ? renderPage(<PlansPage />, { url: "/dashboard/planos", outletContext: context })
    : renderPage(<BillingPage />, { url: "/dashboard/configuracoes/assinatura", outletContext: context });
}

describe("Planos with a subscription running (R-PAY-11)", () => {
  it("an upgrade shows the difference for the days left in R$ before confirming, then the link to pay it", async () => {
    const sent: unknown[] = [];
    const preview: PlanChangePreview = { kind: "upgrade", fromPlan: "avancado", toPlan: "premium", fromCycle: "monthly", toCycle: "monthly", fromAmountCents: 9_900, toAmountCents: 19_900, prorationCents: 7_000, daysLeft: 21, daysInCycle: 30, effectiveDate: "2027-04-10" };
    server.use(
      http.get("/api/payments/plan-change/preview", ({ request }) => (new URL(request.url).searchParams.get("plan") === "premium" ? HttpResponse.json(preview) : HttpResponse.json({}, { status: 500 }))),
      http.post("/api/payments/plan-change", async ({ request }) => {
        sent.push(await request.json());
        const change: PlanChange = { ...preview, id: "11111111-1111-4111-8111-111111111111", status: "applied", paymentUrl: "https://sandbox.asaas.com/i/dif" };
        return HttpResponse.json(change);
      }),
    );
    render("plans", aMe({ plan: "avancado" }), ACTIVE);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Mudar para o plano Projeto Premium" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Mudar para o plano Projeto Premium" }));
    expect((await dialog.findByTestId("valor-proporcional")).textContent).toMatch(/^R\$\s70,00$/);
    expect(dialog.getByText("21 de 30")).toBeTruthy();
    // The monthly price before and after, not the difference: that is the amount to pay now.
    expect(dialog.getByText(/R\$\s99,00 → R\$\s199,00/).closest("div")!.textContent).toMatch(/^Preço por mês/);
    expect(sent).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: /Confirmar e pagar R\$\s70,00/ }));
    expect(await dialog.findByText("O plano Projeto Premium está ativo.")).toBeTruthy();
    expect(dialog.getByRole("link", { name: /Pagar a diferença de R\$\s70,00/ }).getAttribute("href")).toBe("https://sandbox.asaas.com/i/dif");
    expect(sent).toEqual([{ plan: "premium", idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,80}$/) }]);
  });

  it("a lower plan is scheduled for the next cycle: its date, nothing charged now", async () => {
    const sent: unknown[] = [];
    const preview: PlanChangePreview = { kind: "downgrade", fromPlan: "premium", toPlan: "avancado", fromCycle: "monthly", toCycle: "monthly", fromAmountCents: 19_900, toAmountCents: 9_900, prorationCents: 0, daysLeft: 21, daysInCycle: 30, effectiveDate: "2027-05-01" };
    server.use(
      http.get("/api/payments/plan-change/preview", () => HttpResponse.json(preview)),
      http.post("/api/payments/plan-change", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...preview, id: "22222222-2222-4222-8222-222222222222", status: "scheduled", paymentUrl: null } satisfies PlanChange);
      }),
    );
    render("plans", aMe({ plan: "premium" }), { ...ACTIVE, plan: "premium", subscribedPlan: "premium" });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Mudar para o plano Projeto Avançado" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Mudar para o plano Projeto Avançado no próximo ciclo" }));
    expect(await dialog.findByText(/Mudança para Projeto Avançado em 01\/05\/2027/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Agendar a mudança" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await dialog.findByText("Mudança para Projeto Avançado em 01/05/2027.")).toBeTruthy();
  });
});

describe("the billing page's scheduled change (R-PAY-11)", () => {
  it("says 'Mudança para {plano} em dd/MM/yyyy' and cancels it", async () => {
    let cancelled = "";
    server.use(
      http.delete("/api/payments/plan-change/:id", ({ params }) => {
        cancelled = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const id = "33333333-3333-4333-8333-333333333333";
    render("billing", aMe({ plan: "premium" }), { ...ACTIVE, plan: "premium", subscribedPlan: "premium", scheduledChange: { id, kind: "downgrade", plan: "avancado", cycle: "monthly", effectiveDate: "2027-05-01" } });
    expect(await screen.findByText("Mudança para Projeto Avançado em 01/05/2027")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancelar a mudança para o plano Projeto Avançado" }));
    await waitFor(() => expect(cancelled).toBe(id));
  });
});
