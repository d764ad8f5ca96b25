import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { chargeAccountSchema, type ChargeAccount } from "#domain/studio-charges.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { ChargeAccountPage } from "./charge-account-page";

/**
 * Configurações → Cobranças aos clientes (R-PAY-5, R-PAY-12): the account's and the NFS-e's forms
 * follow the one form pattern (decision 041): the schema's messages under the fields, nothing sent
 * while one is wrong, and the server's 422 under the field it names.
 */

afterEach(() => {
  sonner.dismiss();
});

const WAIT = { timeout: 10_000 };

const ACCOUNT: ChargeAccount = chargeAccountSchema.parse({
  available: true,
  unavailableReason: null,
  connected: true,
  mode: "chave-propria",
  environment: "sandbox",
  apiKeyHint: "1234",
  fineBps: 200,
  interestBps: 100,
  connectedAt: "2026-12-01T13:00:00.000Z",
  nfse: { enabled: false, serviceId: null, serviceCode: null, serviceName: null, issBps: null, retainIss: false },
});

function showPage() {
  const context: DashboardContext = { me: aMe(), enterStudio: vi.fn<DashboardContext["enterStudio"]>() };
  return renderPage(
    <>
      <ChargeAccountPage />
      <Toaster />
    </>,
    { url: "/dashboard/configuracoes/cobrancas", path: "/dashboard/configuracoes/cobrancas", outletContext: context },
  );
}

describe("the studio's charge account (R-PAY-5, R-PAY-12)", () => {
  it("refuses a fine above 2% under its field without calling the server, then saves the percentages as basis points", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get("/api/studio/charge-account", () => HttpResponse.json(ACCOUNT)),
      http.put("/api/studio/charge-account", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ACCOUNT);
      }),
    );
    showPage();
    const form = within(await screen.findByRole("form", { name: "Conta Asaas do estúdio" }, WAIT));
    const fine = form.getByLabelText("Multa por atraso (%)");
    await user.clear(fine);
    await user.type(fine, "3");
    await user.click(form.getByRole("button", { name: "Salvar" }));
    expect(await form.findByText("A multa pode ser no máximo 2%.")).toBeTruthy();
    expect(fine.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);

    await user.clear(fine);
    await user.type(fine, "1,5");
    await user.click(form.getByRole("button", { name: "Salvar" }));
    await screen.findByText("Multa e juros salvos");
    expect(sent).toEqual([{ fineBps: 150, interestBps: 100 }]);
  });

  it("puts the server's 422 on an NFS-e field under that field", async () => {
    const user = userEvent.setup();
    const REFUSED = "O Asaas não conhece esse código de serviço municipal.";
    server.use(
      http.get("/api/studio/charge-account", () => HttpResponse.json(ACCOUNT)),
      http.put("/api/studio/charge-account", () => HttpResponse.json({ error: { code: "validation_error", message: "Dados inválidos.", fields: { "nfse.serviceCode": REFUSED } } }, { status: 422 })),
    );
    showPage();
    const form = within(await screen.findByRole("form", { name: "Nota fiscal de serviço" }, WAIT));
    await user.click(form.getByLabelText("Emitir nota fiscal de cada honorário recebido"));
    await user.type(form.getByLabelText("Código do serviço municipal"), "07.01");
    await user.type(form.getByLabelText("Descrição do serviço municipal"), "Arquitetura e urbanismo");
    await user.type(form.getByLabelText("Alíquota do ISS (%)"), "2");
    await user.click(form.getByRole("button", { name: "Salvar nota fiscal" }));
    expect(await form.findByText(REFUSED)).toBeTruthy();
    expect(form.getByLabelText("Código do serviço municipal").getAttribute("aria-invalid")).toBe("true");
  });

  it("a 422 on a field the NFS-e form does not show is said in a toast, not lost", async () => {
    const user = userEvent.setup();
    const REFUSED = "A conta Asaas não tem os dados fiscais cadastrados.";
    server.use(
      http.get("/api/studio/charge-account", () => HttpResponse.json(ACCOUNT)),
      http.put("/api/studio/charge-account", () => HttpResponse.json({ error: { code: "validation_error", message: REFUSED, fields: { "nfse.account": REFUSED } } }, { status: 422 })),
    );
    showPage();
    const form = within(await screen.findByRole("form", { name: "Nota fiscal de serviço" }, WAIT));
    await user.click(form.getByLabelText("Emitir nota fiscal de cada honorário recebido"));
    await user.type(form.getByLabelText("Código do serviço municipal"), "07.01");
    await user.type(form.getByLabelText("Descrição do serviço municipal"), "Arquitetura e urbanismo");
    await user.type(form.getByLabelText("Alíquota do ISS (%)"), "2");
    await user.click(form.getByRole("button", { name: "Salvar nota fiscal" }));
    expect((await findToast("Não foi possível salvar")).textContent).toContain(REFUSED);
  });
});
