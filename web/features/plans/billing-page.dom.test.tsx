import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Me } from "#domain/account";
import type { Billing } from "#domain/payments.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { BillingPage } from "./billing-page";

const ACTIVE: Billing = {
  paymentsEnabled: true,
  plan: "avancado",
  state: "active",
  grantedBySupport: false,
  checkoutId: "c1",
  subscribedPlan: "avancado",
  cycle: "monthly",
  method: "pix",
  paidUntil: "2027-01-03T03:00:00.000Z",
  graceEndsAt: null,
  nextChargeDate: "2027-01-03",
  nextChargeAmountCents: 9_900,
  scheduledChange: null,
  charges: [
    { id: "pay_2", dueDate: "2027-01-03", amountCents: 9_900, status: "pending", method: "pix", paidAt: null, receiptUrl: "https://sandbox.asaas.com/i/2", invoice: null },
    { id: "pay_1", dueDate: "2026-12-03", amountCents: 9_900, status: "paid", method: "pix", paidAt: "2026-12-03T13:00:00.000Z", receiptUrl: "https://sandbox.asaas.com/i/1", invoice: { status: "authorized", number: "1042", url: "https://sandbox.asaas.com/notas/1.pdf", error: null } },
    { id: "pay_0", dueDate: "2026-11-03", amountCents: 123_456, status: "refunded", method: "card", paidAt: "2026-11-03T13:00:00.000Z", receiptUrl: null, invoice: { status: "scheduled", number: null, url: null, error: null } },
  ],
};

function show(billing: Billing, me: Me = aMe({ plan: billing.plan })) {
  server.use(http.get("/api/billing", () => HttpResponse.json(billing)));
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  return renderPage(<BillingPage />, { url: "/dashboard/configuracoes/assinatura", outletContext: context });
}

describe("Assinatura e cobrança (R-PAY-4)", () => {
  it("shows the plan, the next charge in R$ and dd/MM/yyyy, the method, and the history with its receipts", async () => {
    show(ACTIVE);
    expect(await screen.findByRole("heading", { name: "Plano Projeto Avançado" })).toBeTruthy();
    expect(screen.getByText("Ativa")).toBeTruthy();
    expect(screen.getByText(/03\/01\/2027 · R\$\s99,00/)).toBeTruthy();
    expect(screen.getByText("Pix")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Histórico de cobranças" })).getAllByRole("row");
    expect(rows.slice(1).map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent?.replace(/\s/g, " ")))).toEqual([
      ["03/01/2027", "R$ 99,00", "pendente", "Pagar a cobrança de 03/01/2027", "—"],
      ["03/12/2026", "R$ 99,00", "paga", "Ver comprovante da cobrança de 03/12/2026", "NFS-e nº 1042 da cobrança de 03/12/2026"],
      ["03/11/2026", "R$ 1.234,56", "estornada", "—", "Em emissão"],
    ]);
    expect(screen.getByRole("link", { name: "NFS-e nº 1042 da cobrança de 03/12/2026" }).getAttribute("href")).toBe("https://sandbox.asaas.com/notas/1.pdf");
    expect(screen.getByRole("link", { name: "Ver comprovante da cobrança de 03/12/2026" }).getAttribute("href")).toBe("https://sandbox.asaas.com/i/1");
  });

  it("a refunded charge's NFS-e: being cancelled, cancelled, or its cancellation refused with the reason (decision 096)", async () => {
    const refunded = { dueDate: "2026-11-03", amountCents: 9_900, status: "refunded", method: "pix", paidAt: "2026-11-03T13:00:00.000Z", receiptUrl: null } as const;
    show({
      ...ACTIVE,
      charges: [
        { ...refunded, id: "pay_a", invoice: { status: "cancelling", number: "1040", url: null, error: null } },
        { ...refunded, id: "pay_b", invoice: { status: "cancelled", number: "1041", url: null, error: null } },
        { ...refunded, id: "pay_c", invoice: { status: "error", number: "1043", url: null, error: "O Asaas não cancelou a nota fiscal nº 1043. O Asaas respondeu: A prefeitura não permite o cancelamento." } },
        { ...refunded, id: "pay_d", status: "paid", invoice: { status: "error", number: null, url: null, error: "A prefeitura recusou a nota fiscal: CNAE inválido." } },
      ],
    });
    const table = await screen.findByRole("table", { name: "Histórico de cobranças" });
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.querySelectorAll("td")[4]!.textContent);
    expect(cells).toEqual([
      "Cancelamento em andamento",
      "Cancelada",
      "Cancelamento não concluídoO Asaas não cancelou a nota fiscal nº 1043. O Asaas respondeu: A prefeitura não permite o cancelamento.",
      "Recusada pela prefeituraA prefeitura recusou a nota fiscal: CNAE inválido.",
    ]);
  });

  it("the owner cancels at the end of the paid period, after confirming", async () => {
    let cancelled = 0;
    server.use(
      http.post("/api/payments/subscription/cancel", () => {
        cancelled++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    show(ACTIVE);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Cancelar no fim do período pago" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Cancelar a assinatura?" }));
    expect(dialog.getByText(/O plano continua até 03\/01\/2027/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Cancelar a assinatura" }));
    await waitFor(() => expect(cancelled).toBe(1));
  });

  it("a plan granted by support says so; without payment online the page says it plainly; no cancel button", async () => {
    show({ ...ACTIVE, paymentsEnabled: false, state: "granted", grantedBySupport: true, checkoutId: null, method: null, paidUntil: null, nextChargeDate: null, nextChargeAmountCents: null, charges: [] });
    expect(await screen.findByText("Plano concedido pelo suporte da Prancheta.")).toBeTruthy();
    expect(screen.getByText(/O pagamento on-line não está configurado nesta instalação/)).toBeTruthy();
    expect(screen.getByText("Nenhuma cobrança ainda.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancelar no fim do período pago" })).toBeNull();
  });
});
