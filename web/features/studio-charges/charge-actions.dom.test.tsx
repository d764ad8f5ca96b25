import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { Toaster } from "sonner";
import type { StudioCharge } from "#domain/studio-charges.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe, studioRef } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { consequenceOf } from "#web/components/charge-actions";
import { CashPage } from "./cash-page";

// "Cancelar cobrança" and "Estornar" on Financeiro (R-PAY-6, R-PAY-7; decision 100, revised
// 2026-12-06): a confirmation in pt-BR stating the amount and the client, one idempotency key per
// dialog, a toast on success, the server's refusal said in the dialog and a toast; none for a member.

const WAIT = { timeout: 10_000 };
/** The chart reads the studio's brand colour from the profile. */
const PROFILE = {
  user: { name: "Ana", email: "ana@example.com", pendingEmail: null },
  studio: { id: "s", role: "owner", canEdit: true, name: "Estúdio Traço", cau: null, phone: null, publicEmail: null, address: null, website: null, instagram: null, legalName: null, cnpj: null, brandColor: "#0b6e4f", logo: null },
  preferences: { defaultUf: null, defaultStandard: null, aiTone: "formal" },
};
const PENDING = "00000000-0000-4000-8000-000000000001";
const PAID = "00000000-0000-4000-8000-000000000002";

function charge(id: string, status: StudioCharge["status"], amountCents: number, method: StudioCharge["method"] = "pix"): StudioCharge {
  return {
    id,
    projectId: "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b",
    projectName: "Casa Jabuticaba",
    clientName: "Carla Dias",
    milestone: "assinatura",
    description: "Na assinatura do contrato – Casa Jabuticaba",
    amountCents,
    method,
    dueDate: "2026-12-20",
    fineBps: 200,
    interestBps: 100,
    status,
    invoiceUrl: null,
    boletoUrl: null,
    boletoLine: null,
    pixPayload: null,
    pixImage: null,
    paidAt: status === "paga" ? "2026-12-01T12:00:00.000Z" : null,
    createdAt: "2026-11-01T12:00:00.000Z",
    whatsappText: "",
    whatsappUrl: null,
    nfse: null,
  };
}

function show(role: "owner" | "member" = "owner") {
  server.use(http.get("/api/profile", () => HttpResponse.json(PROFILE)));
  const studio = studioRef("Estúdio Traço", role);
  const context: DashboardContext = { me: aMe({ studio }), enterStudio: vi.fn<DashboardContext["enterStudio"]>() };
  return renderPage(
    <>
      <CashPage />
      <Toaster />
    </>,
    { outletContext: context },
  );
}

function listing(charges: StudioCharge[]) {
  return http.get("/api/charges", () => HttpResponse.json({ totals: { receivedCents: 0, toReceiveCents: 0, overdueCents: 0 }, charges }));
}

describe("cancelling and refunding a charge on Financeiro", () => {
  it("cancels after a confirmation stating the amount and the client; one key for the dialog; a toast", async () => {
    let charges = [charge(PENDING, "pendente", 123_456), charge(PAID, "paga", 50_000)];
    const bodies: unknown[] = [];
    server.use(
      http.get("/api/charges", () => HttpResponse.json({ totals: { receivedCents: 50_000, toReceiveCents: 123_456, overdueCents: 0 }, charges })),
      http.post(`/api/charges/${PENDING}/cancel`, async ({ request }) => {
        bodies.push(await request.json());
        charges = charges.map((c) => (c.id === PENDING ? { ...c, status: "cancelada" as const } : c));
        return HttpResponse.json(charges.find((c) => c.id === PENDING));
      }),
    );
    const user = userEvent.setup();
    show();
    // One action per charge, by its status, each named with the amount and the client.
    const cancel = await screen.findByRole("button", { name: "Cancelar cobrança: R$ 1.234,56 de Carla Dias" }, WAIT);
    expect(screen.getByRole("button", { name: "Estornar: R$ 500,00 de Carla Dias" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^(Cancelar cobrança|Estornar):/ })).toHaveLength(2);

    await user.click(cancel);
    const dialog = await screen.findByRole("dialog", { name: "Cancelar esta cobrança?" });
    expect(dialog.textContent).toContain("A cobrança de R$ 1.234,56 de Carla Dias (Na assinatura do contrato – Casa Jabuticaba) será removida no Asaas");
    expect(dialog.textContent).toContain("o cliente não conseguirá mais pagá-la e os lembretes por e-mail param");
    // Closing asks nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancelar cobrança: R$ 1.234,56 de Carla Dias" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancelar cobrança" }));
    expect(await screen.findByText("Cobrança cancelada", {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([{ idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,80}$/) }]);
    // The list is read again: the cancelled charge leaves "Todas" … here it shows cancelada with no action left.
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Cancelar cobrança:/ })).toBeNull());
  });

  it("a refusal is said in the dialog, which stays open, and in a toast; nothing else changes", async () => {
    const refusal = "O Asaas não estornou a cobrança. O estorno sai do saldo da conta Asaas do estúdio, sem as taxas já cobradas: confira se há saldo suficiente. Nada mudou na cobrança.";
    const keys: string[] = [];
    server.use(
      listing([charge(PAID, "paga", 50_000)]),
      http.post(`/api/charges/${PAID}/refund`, async ({ request }) => {
        keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
        return HttpResponse.json({ error: { code: "validation_error", message: refusal } }, { status: 422 });
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Estornar: R$ 500,00 de Carla Dias" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "Estornar esta cobrança?" });
    // The consequence: the amount back to the client, from the studio's balance.
    expect(dialog.textContent).toContain("R$ 500,00 serão devolvidos a Carla Dias");
    expect(dialog.textContent).not.toContain("boleto");
    const confirm = within(dialog).getByRole("button", { name: "Estornar" });
    await user.click(confirm);
    expect((await within(dialog).findByRole("alert", {}, WAIT)).textContent).toBe(refusal);
    expect(await screen.findByText("Não foi possível estornar a cobrança")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Estornar esta cobrança?" })).toBeTruthy();
    // Again from the same dialog: the same key (the server answers the same request once).
    await user.click(within(dialog).getByRole("button", { name: "Estornar" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it("a paid boleto has no Estornar: the reason and what to do instead; a payment link's dialog says first that only Pix or card is refunded", async () => {
    const LINK = "00000000-0000-4000-8000-000000000003";
    server.use(listing([charge(PAID, "paga", 50_000, "boleto"), { ...charge(LINK, "paga", 70_000, "link"), milestone: "estudo-preliminar" }]));
    const user = userEvent.setup();
    show();
    expect(await screen.findByText(/^Boleto pago: a Prancheta não estorna boletos; devolva o valor ao cliente por Pix ou transferência, ou peça o estorno do boleto na conta Asaas/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Estornar: R$ 500,00 de Carla Dias" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Estornar: R$ 700,00 de Carla Dias" }));
    const dialog = await screen.findByRole("dialog", { name: "Estornar esta cobrança?" });
    expect(dialog.textContent).toMatch(/Se o pagamento foi por Pix ou cartão: R\$ 700,00 serão devolvidos a Carla Dias \(.*Isso não pode ser desfeito\. Se foi por boleto, nada é estornado: devolva o valor ao cliente por Pix ou transferência/);
  });

  it("a member sees the charges with no action", async () => {
    server.use(listing([charge(PENDING, "pendente", 123_456), charge(PAID, "paga", 50_000)]));
    show("member");
    expect(await screen.findAllByText("Carla Dias · Na assinatura do contrato – Casa Jabuticaba", {}, WAIT)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /^(Cancelar cobrança|Estornar)/ })).toBeNull();
  });
});

describe("the confirmation's words", () => {
  it("contracts the article when the charge has no client's name: do cliente, ao cliente", () => {
    const nameless = { ...charge(PAID, "paga", 50_000), clientName: null };
    expect(consequenceOf("cancel", nameless)).toMatch(/^A cobrança de R\$ 500,00 do cliente \(/);
    expect(consequenceOf("refund", nameless)).toMatch(/^R\$ 500,00 serão devolvidos ao cliente \(/);
    expect(consequenceOf("refund", charge(PAID, "paga", 50_000))).toMatch(/^R\$ 500,00 serão devolvidos a Carla Dias \(/);
  });
});
