import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { projectChargesSchema, type ProjectCharges } from "#domain/studio-charges.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { ProjectChargesCard } from "./project-charges-card";

/**
 * R-PAY-6, R-PAY-9: "Gerar cobrança" says where the fine, interest and reminders come from — the
 * signed contract, with its date, or the charge account's defaults.
 */

const PROJECT = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const WAIT = { timeout: 10_000 };

function listed(terms: ProjectCharges["terms"]): ProjectCharges {
  return projectChargesSchema.parse({ connected: true, milestones: [{ trigger: "assinatura", label: "Na assinatura", amountCents: 1_050_000 }], clientHasDocument: true, terms, charges: [] });
}

async function openDialog(terms: ProjectCharges["terms"]) {
  server.use(http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(listed(terms))));
  const context: DashboardContext = { me: aMe(), enterStudio: vi.fn<DashboardContext["enterStudio"]>() };
  renderPage(<ProjectChargesCard projectId={PROJECT} />, { url: `/dashboard/projetos/${PROJECT}`, path: "/dashboard/projetos/:projectId", outletContext: context });
  await userEvent.setup().click(await screen.findByRole("button", { name: "Gerar cobrança: Na assinatura" }, WAIT));
  return screen.findByRole("dialog", { name: "Gerar cobrança" }, WAIT);
}

describe("the new charge's fine, interest and reminders (R-PAY-6, R-PAY-9)", () => {
  it("come from the signed contract, with its date, and say when it allows no reminders", async () => {
    const dialog = await openDialog({ fineBps: 100, interestBps: 50, sendReminders: false, source: "contrato", signedAt: "2026-12-05T14:00:00.000Z" });
    expect(within(dialog).getByText("Multa de 1% e juros de 0,5% ao mês, conforme o contrato assinado em 05/12/2026.")).toBeTruthy();
    expect(within(dialog).getByText("Sem lembretes ao cliente: o contrato assinado não os prevê.")).toBeTruthy();
  });

  it("are the charge account's defaults when no contract is signed, reminders on", async () => {
    const dialog = await openDialog({ fineBps: 200, interestBps: 0, sendReminders: true, source: "conta", signedAt: null });
    expect(within(dialog).getByText("Multa de 2%, sem juros, padrão da conta de cobrança.")).toBeTruthy();
    expect(within(dialog).getByText("O cliente recebe lembretes por e-mail 3 dias antes do vencimento e 1 dia depois, enquanto não pagar.")).toBeTruthy();
  });
});
