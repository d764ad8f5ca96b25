import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Me } from "#domain/account";
import type { Billing, Checkout, PlanChange, PlanChangePreview } from "#domain/payments.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { BillingPage } from "./billing-page";
import { PlansPage } from "./plans-page";

// "Mensal / Anual" on Planos, in the checkout and on the billing page (R-PAY-13, decision 116).

const NONE: Billing = {
  paymentsEnabled: true,
  plan: "esboco",
  state: "none",
  grantedBySupport: false,
  checkoutId: null,
  subscribedPlan: null,
  cycle: null,
  method: null,
  paidUntil: null,
  graceEndsAt: null,
  nextChargeDate: null,
  nextChargeAmountCents: null,
  scheduledChange: null,
  charges: [],
};
const ACTIVE: Billing = {
  ...NONE,
  plan: "avancado",
  state: "active",
  checkoutId: "c1",
  subscribedPlan: "avancado",
  cycle: "monthly",
  method: "pix",
  paidUntil: "2027-05-01T03:00:00.000Z",
  nextChargeDate: "2027-05-01",
  nextChargeAmountCents: 9_900,
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

const card = (name: string) => within(screen.getByRole("article", { name }));

describe("Planos: the cycle choice (R-PAY-13)", () => {
  it("monthly by default; Anual shows the year's price, the month it equals and the saving; the checkout asks for the yearly subscription", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post("/api/payments/checkout", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const checkout: Checkout = { id: "c9", plan: "premium", cycle: "yearly", method: "card", amountCents: 199_000, status: "open", paymentUrl: "https://sandbox.asaas.com/i/ano", pix: null, boleto: null };
        return HttpResponse.json(checkout);
      }),
      http.get("/api/payments/checkout/c9", () => HttpResponse.json({ id: "c9", plan: "premium", status: "open", chargeStatus: "pending" })),
    );
    render("plans", aMe(), NONE);
    const user = userEvent.setup({ delay: null });
    const group = within(await screen.findByRole("group", { name: "Cobrança" }));
    expect(group.getByRole("radio", { name: "Mensal" })).toHaveProperty("checked", true);
    expect(card("Projeto Avançado").getByText("R$ 99,00")).toBeTruthy();
    expect(card("Projeto Avançado").getByText("cobrança mensal")).toBeTruthy();

    await user.click(group.getByRole("radio", { name: /Anual/ }));
    expect(group.getByRole("radio", { name: /Anual/ })).toHaveProperty("checked", true);
    const avancado = card("Projeto Avançado");
    expect(avancado.getByText("R$ 990,00")).toBeTruthy();
    expect(avancado.getByText("cobrança anual · equivale a R$ 82,50/mês")).toBeTruthy();
    expect(avancado.getByText("economize R$ 198,00 por ano")).toBeTruthy();
    expect(card("Projeto Premium").getByText("cobrança anual · equivale a R$ 165,83/mês")).toBeTruthy();
    expect(card("Obra-Prima").getByText("economize R$ 598,00 por ano")).toBeTruthy();
    // The trial and Legado have no yearly price.
    expect(card("Esboço").getByText("Grátis")).toBeTruthy();
    expect(card("Legado").queryByText(/por ano/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Fazer upgrade para o plano Projeto Premium" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assinar o plano Projeto Premium" }));
    expect(dialog.getByText(/R\$ 1\.990,00 por ano, cobrados uma vez por ano na mesma data \(equivale a R\$ 165,83\/mês; economize R\$ 398,00 por ano\)/)).toBeTruthy();
    const inDialog = within(dialog.getByRole("group", { name: "Cobrança" }));
    expect(inDialog.getByRole("radio", { name: /Anual/ })).toHaveProperty("checked", true);
    await user.click(dialog.getByRole("radio", { name: /Cartão de crédito/ }));
    await user.type(dialog.getByLabelText("Nome ou razão social"), "Estúdio Clara Arquitetura");
    await user.type(dialog.getByLabelText("CPF ou CNPJ"), "11.222.333/0001-81");
    await user.type(dialog.getByLabelText("E-mail para a nota fiscal"), "financeiro@clara.arq.br");
    await user.type(dialog.getByLabelText("CEP"), "01310-100");
    await user.type(dialog.getByLabelText("Rua"), "Avenida Paulista");
    await user.type(dialog.getByLabelText("Número"), "1000");
    await user.type(dialog.getByLabelText("Bairro"), "Bela Vista");
    await user.click(dialog.getByRole("button", { name: "Continuar para o pagamento" }));
    await waitFor(() => expect(sent).toMatchObject({ plan: "premium", cycle: "yearly", method: "card" }));
  }, 30_000);

  it("in the checkout, Mensal after Anual sends the monthly subscription", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post("/api/payments/checkout", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    render("plans", aMe(), NONE);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await screen.findByRole("group", { name: "Cobrança" })).getByRole("radio", { name: /Anual/ }));
    await user.click(screen.getByRole("button", { name: "Fazer upgrade para o plano Projeto Avançado" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assinar o plano Projeto Avançado" }));
    await user.click(within(dialog.getByRole("group", { name: "Cobrança" })).getByRole("radio", { name: "Mensal" }));
    expect(dialog.getByText(/R\$ 99,00 por mês, cobrados todo mês na mesma data/)).toBeTruthy();
    await user.type(dialog.getByLabelText("Nome ou razão social"), "Estúdio Clara Arquitetura");
    await user.type(dialog.getByLabelText("CPF ou CNPJ"), "11.222.333/0001-81");
    await user.type(dialog.getByLabelText("E-mail para a nota fiscal"), "financeiro@clara.arq.br");
    await user.type(dialog.getByLabelText("CEP"), "01310-100");
    await user.type(dialog.getByLabelText("Rua"), "Avenida Paulista");
    await user.type(dialog.getByLabelText("Número"), "1000");
    await user.type(dialog.getByLabelText("Bairro"), "Bela Vista");
    await user.click(dialog.getByRole("button", { name: "Continuar para o pagamento" }));
    await waitFor(() => expect(sent).toMatchObject({ plan: "avancado", cycle: "monthly" }));
  }, 30_000);

  it("with a monthly subscription: Anual offers the switch at the next cycle for the same plan, and other plans one change at a time", async () => {
    const sent: unknown[] = [];
    const preview: PlanChangePreview = {
      kind: "cycle",
      fromPlan: "avancado",
      toPlan: "avancado",
      fromCycle: "monthly",
      toCycle: "yearly",
      fromAmountCents: 9_900,
      toAmountCents: 99_000,
      prorationCents: 0,
      daysLeft: 21,
      daysInCycle: 30,
      effectiveDate: "2027-05-01",
    };
    server.use(
      http.get("/api/payments/plan-change/preview", ({ request }) => {
        const q = new URL(request.url).searchParams;
        return q.get("plan") === "avancado" && q.get("cycle") === "yearly" ? HttpResponse.json(preview) : HttpResponse.json({}, { status: 500 });
      }),
      http.post("/api/payments/plan-change", async ({ request }) => {
        sent.push(await request.json());
        const change: PlanChange = { ...preview, id: "22222222-2222-4222-8222-222222222222", status: "scheduled", paymentUrl: null };
        return HttpResponse.json(change);
      }),
    );
    render("plans", aMe({ plan: "avancado" }), ACTIVE);
    const user = userEvent.setup({ delay: null });
    const group = within(await screen.findByRole("group", { name: "Cobrança" }));
    await waitFor(() => expect(card("Projeto Premium").getByRole("button", { name: "Mudar para o plano Projeto Premium" }).textContent).toBe("Mudar agora"));
    await user.click(group.getByRole("radio", { name: /Anual/ }));
    const premium = card("Projeto Premium").getByRole("button", { name: "Mudar para o plano Projeto Premium" });
    expect(premium).toHaveProperty("disabled", true);
    expect(document.getElementById(premium.getAttribute("aria-describedby")!)!.textContent).toContain("Para mudar de plano, escolha Mensal");

    await user.click(card("Projeto Avançado").getByRole("button", { name: "Mudar para a cobrança anual" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Mudar para a cobrança anual" }));
    expect(await dialog.findByText("Mudança para a cobrança anual em 01/05/2027. Até lá vale o período já pago; nada é cobrado agora.")).toBeTruthy();
    expect(dialog.getByText(/A partir de 01\/05\/2027, R\$ 990,00 por ano no plano Projeto Avançado/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Agendar a mudança" }));
    expect(await dialog.findByText("Mudança para a cobrança anual em 01/05/2027.")).toBeTruthy();
    expect(sent).toEqual([{ plan: "avancado", cycle: "yearly", idempotencyKey: expect.any(String) }]);
  });
});

describe("the billing page's cycle (R-PAY-13)", () => {
  it("says the cycle and the next charge, and a scheduled switch with its cancellation", async () => {
    render("billing", aMe({ plan: "avancado" }), {
      ...ACTIVE,
      cycle: "yearly",
      nextChargeDate: "2028-05-01",
      nextChargeAmountCents: 9_900,
      scheduledChange: { id: "33333333-3333-4333-8333-333333333333", kind: "cycle", plan: "avancado", cycle: "monthly", effectiveDate: "2028-05-01" },
    });
    const cobranca = (await screen.findByText("Cobrança")).closest("div")!;
    expect(cobranca.textContent).toBe("CobrançaAnual");
    expect(screen.getByText("Próxima cobrança").closest("div")!.textContent).toContain("01/05/2028 · R$ 99,00");
    expect(screen.getByText("Mudança para a cobrança mensal em 01/05/2028")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancelar a mudança para a cobrança mensal" })).toBeTruthy();
  });
});
