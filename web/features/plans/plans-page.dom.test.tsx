import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Me } from "#domain/account";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import type { Billing, Checkout, CheckoutState } from "#domain/payments.schema";
import { PlansPage } from "./plans-page";

const NO_SUBSCRIPTION: Billing = {
  paymentsEnabled: false,
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

function showPlans(me: Me, billing: Billing = NO_SUBSCRIPTION) {
  server.use(
    http.get("/api/billing", () => HttpResponse.json(billing)),
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

describe("Planos: Fazer upgrade with and without payment online (R-PAY-1)", () => {
  it("without PAYMENTS_*: says payment online is not configured and records the request for the team", async () => {
    let requested: unknown;
    server.use(
      http.post("/api/plans/upgrade-requests", async ({ request }) => {
        requested = await request.json();
        return HttpResponse.json({ id: "r1", plan: "premium", status: "pending", createdAt: "2026-12-03T10:00:00.000Z" }, { status: 201 });
      }),
    );
    showPlans(aMe());
    expect(await screen.findByText(/O pagamento on-line não está configurado nesta instalação/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Fazer upgrade para o plano Projeto Premium" }));
    await waitFor(() => expect(requested).toEqual({ plan: "premium" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("with PAYMENTS_*: the checkout dialog checks the CPF/CNPJ, then shows the Pix QR code and its copy-paste code, and says when the plan is on", async () => {
    let sent: Record<string, unknown> | undefined;
    let polls = 0;
    const checkout: Checkout = {
      id: "c1",
      plan: "premium",
      cycle: "monthly",
      method: "pix",
      amountCents: 19_900,
      status: "open",
      paymentUrl: "https://sandbox.asaas.com/i/abc",
      pix: { payload: "00020101021226820014br.gov.bcb.pix-copia-e-cola", imageBase64: "iVBORw0KGgo=" },
      boleto: null,
    };
    server.use(
      http.post("/api/payments/checkout", async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(checkout);
      }),
      http.get("/api/payments/checkout/c1", () => {
        polls++;
        const state: CheckoutState = { id: "c1", plan: "premium", status: polls > 1 ? "paid" : "open", chargeStatus: polls > 1 ? "paid" : "pending" };
        return HttpResponse.json(state);
      }),
    );
    showPlans(aMe(), { ...NO_SUBSCRIPTION, paymentsEnabled: true });
    const user = userEvent.setup({ delay: null });
    // Once the billing read says payment online is on, the page links the billing page.
    expect(await screen.findByRole("link", { name: "Assinatura e cobrança" })).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Fazer upgrade para o plano Projeto Premium" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Assinar o plano Projeto Premium" }));
    expect(dialog.getByText(/R\$\s199,00 por mês/)).toBeTruthy();
    expect(dialog.getByRole("radio", { name: /Pix/ })).toHaveProperty("checked", true);
    expect(dialog.queryByLabelText(/número do cartão/i)).toBeNull();

    await user.type(dialog.getByLabelText("Nome ou razão social"), "Estúdio Clara Arquitetura");
    await user.type(dialog.getByLabelText("CPF ou CNPJ"), "111.111.111-12");
    await user.type(dialog.getByLabelText("E-mail para a nota fiscal"), "financeiro@clara.arq.br");
    await user.type(dialog.getByLabelText("CEP"), "01310-100");
    await user.type(dialog.getByLabelText("Rua"), "Avenida Paulista");
    await user.type(dialog.getByLabelText("Número"), "1000");
    await user.type(dialog.getByLabelText("Bairro"), "Bela Vista");
    await user.click(dialog.getByRole("button", { name: "Continuar para o pagamento" }));
    expect(await dialog.findByText("CPF ou CNPJ inválido: confira os números e os dígitos verificadores.")).toBeTruthy();
    expect(sent).toBeUndefined();

    await user.clear(dialog.getByLabelText("CPF ou CNPJ"));
    await user.type(dialog.getByLabelText("CPF ou CNPJ"), "11.222.333/0001-81");
    await user.click(dialog.getByRole("button", { name: "Continuar para o pagamento" }));
    const qr = await dialog.findByRole("img", { name: /QR Code Pix para pagar R\$\s199,00/ });
    expect(qr.getAttribute("src")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect((dialog.getByLabelText("Pix copia e cola") as HTMLTextAreaElement).value).toBe(checkout.pix!.payload);
    // The form sends what its schema answered (decision 041): the CNPJ's and the CEP's digits.
    expect(sent).toMatchObject({ plan: "premium", method: "pix", cpfCnpj: "11222333000181", postalCode: "01310100", province: "Bela Vista" });
    await user.click(dialog.getByRole("button", { name: "Copiar código Pix" }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(checkout.pix!.payload);
    expect(dialog.getByRole("status").textContent).toContain("Aguardando a confirmação do pagamento");
    // The page polls the checkout until the webhook confirmed it.
    expect(await dialog.findByText("Pagamento confirmado! O plano Projeto Premium está ativo.", undefined, { timeout: 10_000 })).toBeTruthy();
  }, 45_000);

  it("shows the grace period's banner while a charge is overdue", async () => {
    showPlans(aMe({ plan: "avancado" }), { ...NO_SUBSCRIPTION, paymentsEnabled: true, plan: "avancado", state: "grace", graceEndsAt: "2026-12-10T13:00:00.000Z" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Pagamento em atraso.");
    expect(alert.textContent).toContain("continua ativo até 10/12/2026");
    expect(alert.textContent).toContain("sem perder nenhum dado");
  });
});

describe("Planos: only what exists is sold (R-PLAN-6)", () => {
  it("shows what is not built with “Em breve” on the cards and in the table, and each API level as built", async () => {
    showPlans(aMe());
    const card = within(await screen.findByRole("article", { name: "Obra-Prima" }));
    const maquetes = card.getByText("Maquetes ilimitadas").closest("li")!;
    expect(maquetes.textContent).toBe("Maquetes ilimitadas Em breve");
    expect(card.getByText("API de leitura e escrita com webhooks assinados dos eventos do estúdio").closest("li")!.textContent).not.toContain("Em breve");
    expect(card.getByText("Importação de modelos BIM (IFC) para as áreas do projeto, no app e pela API")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Projeto Avançado" })).getByText("API de leitura: clientes, projetos, documentos, orçamentos e agenda")).toBeTruthy();
    const table = within(screen.getByRole("table"));
    const row = (name: string) => [...table.getByRole("rowheader", { name }).closest("tr")!.querySelectorAll("td")].map((td) => td.textContent);
    expect(row("Maquetes")).toEqual(["Não incluído", "Não incluído", "Não incluído", "Em breve", "Em breve (3D)"]);
    expect(row("Integração via API")).toEqual(["Não incluído", "Leitura", "Leitura e escrita", "Leitura, escrita e webhooks", "A definir"]);
  });
});
