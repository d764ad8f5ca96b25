import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { ProjectDocument } from "#domain/documents.schema";
import type { ContractClause, ProjectContract } from "#domain/service-contract/contract.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe, aProjectDocument, studioRef } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { ContractPage } from "./contract-page";

/** R-CONTRACT-1…3 on the page: "Gerar contrato" from the accepted proposal, the clauses as editable sections, the studio's clause library. */

afterEach(() => {
  sonner.dismiss();
  localStorage.clear();
});

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const ID = "8e4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7b";
const PROPOSAL = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const WAIT = { timeout: 10_000 };

function contract(version: number): ProjectDocument {
  return aProjectDocument({
    id: ID,
    kind: "contrato",
    version,
    content: {
      sections: [
        { key: "partes", title: "Das partes", blocks: [{ type: "paragraph", content: [{ text: "CONTRATANTES: Juliana e Rafael Kowalski, CPF [completar: CPF de um dos contratantes]" }] }] },
        { key: "honorarios", title: "Dos honorários e da forma de pagamento", blocks: [{ type: "paragraph", content: [{ text: "Honorários: R$ 35.000,00 (valor fixo)." }] }] },
        { key: "atraso", title: "Do atraso no pagamento e dos lembretes", blocks: [{ type: "paragraph", content: [{ text: "A parcela paga depois do vencimento terá multa de 2% sobre o valor da parcela." }] }] },
      ],
    },
  });
}

const TERMS: ProjectContract["paymentTerms"] = { fineBps: 200, interestBps: 100, sendReminders: true, stored: true, defaultsFrom: null, signedAt: null };

function show(start: Partial<ProjectContract> = {}) {
  const sent: { generated: number; clauses: unknown[]; terms: unknown[] } = { generated: 0, clauses: [], terms: [] };
  let state: ProjectContract = { documentId: null, rrtNumber: null, hasFees: true, acceptedProposal: { documentId: PROPOSAL, version: 2, acceptedAt: "2026-12-03T15:00:00.000Z" }, paymentTerms: TERMS, ...start };
  const clauses: ContractClause[] = [];
  server.use(
    http.get(`/api/projects/${PROJECT}/contract`, () => HttpResponse.json(state)),
    http.post(`/api/projects/${PROJECT}/contract`, () => {
      sent.generated += 1;
      state = { ...state, documentId: ID };
      return HttpResponse.json(contract(1));
    }),
    http.get(`/api/documents/${ID}`, () => HttpResponse.json(contract(1))),
    http.put(`/api/projects/${PROJECT}/contract/payment-terms`, async ({ request }) => {
      const body = (await request.json()) as { fineBps: number; interestBps: number; sendReminders: boolean };
      sent.terms.push(body);
      state = { ...state, paymentTerms: { ...body, stored: true, defaultsFrom: null, signedAt: null } };
      return HttpResponse.json(state.paymentTerms);
    }),
    http.get("/api/contract-clauses", () => HttpResponse.json(clauses)),
    http.post("/api/contract-clauses", async ({ request }) => {
      const body = (await request.json()) as { title: string; text: string };
      sent.clauses.push(body);
      if (!body.title.trim()) {
        return HttpResponse.json({ error: { code: "validation_error", message: "Informe o título da cláusula.", fields: { title: "Informe o título da cláusula." } } }, { status: 422 });
      }
      const created = { id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e", ...body, createdAt: "2026-12-03T15:00:00.000Z", updatedAt: "2026-12-03T15:00:00.000Z" };
      clauses.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  render(<Toaster />);
  const me = aMe({ plan: "avancado", studio: studioRef("Estúdio Traço", "owner") });
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  renderPage(<ContractPage debounceMs={50} />, { url: `/dashboard/projetos/${PROJECT}/contrato`, path: "/dashboard/projetos/:projectId/contrato", outletContext: context });
  return sent;
}

describe("Contrato de prestação de serviços", () => {
  it("generates the contract from the accepted proposal and shows each clause as an editable section", async () => {
    const user = userEvent.setup();
    const sent = show();
    expect(await screen.findByText(/A partir da proposta aceita em 03\/12\/2026 \(versão 2\)\./, {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Gerar contrato" }));
    expect(await screen.findByRole("heading", { name: "Contrato de prestação de serviços: Casa Araucária" }, WAIT)).toBeTruthy();
    expect(sent.generated).toBe(1);
    expect(screen.getByRole("heading", { name: "1. Das partes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2. Dos honorários e da forma de pagamento" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Gerar nova versão" })).toBeTruthy();
    expect(screen.getByText("Sem número de RRT no projeto ainda.")).toBeTruthy();
  });

  it("keeps the studio's clauses: a 422 shows the field's error, a valid one is listed", async () => {
    const user = userEvent.setup();
    const sent = show();
    const library = await screen.findByRole("region", { name: "Cláusulas do escritório" }, WAIT);
    expect(await within(library).findByText("Nenhuma cláusula ainda.", {}, WAIT)).toBeTruthy();
    await user.click(within(library).getByRole("button", { name: "Nova cláusula" }));
    await user.type(within(library).getByLabelText("Texto da cláusula"), "Até duas visitas por etapa.");
    await user.click(within(library).getByRole("button", { name: "Criar cláusula" }));
    expect(await within(library).findByText("Informe o título da cláusula.")).toBeTruthy();
    await user.type(within(library).getByLabelText("Título da cláusula"), "Visitas à obra");
    await user.click(within(library).getByRole("button", { name: "Criar cláusula" }));
    await waitFor(() => expect(within(library).getByText("Visitas à obra")).toBeTruthy(), WAIT);
    expect(within(library).getByRole("button", { name: "Editar a cláusula Visitas à obra" })).toBeTruthy();
    expect(sent.clauses).toHaveLength(2);
  });

  it("shows the fine, the interest and the reminders with their labels, refuses a fine over 2% in pt-BR, and saves them in basis points (R-PAY-6, R-PAY-9)", async () => {
    const user = userEvent.setup();
    const sent = show({ documentId: ID });
    const terms = await screen.findByRole("form", { name: "Multa, juros e lembretes do contrato" }, WAIT);
    const fine = within(terms).getByLabelText("Multa por atraso (%)");
    const interest = within(terms).getByLabelText("Juros ao mês (%)");
    const reminders = within(terms).getByRole("checkbox", { name: "Enviar lembretes ao cliente" });
    expect((fine as HTMLInputElement).value).toBe("2");
    expect((interest as HTMLInputElement).value).toBe("1");
    expect(reminders.getAttribute("aria-checked")).toBe("true");

    await user.clear(fine);
    await user.type(fine, "2,5");
    await user.click(within(terms).getByRole("button", { name: "Salvar no contrato" }));
    expect(await within(terms).findByText("A multa pode ser no máximo 2%.")).toBeTruthy();
    expect(sent.terms).toEqual([]);

    await user.clear(fine);
    await user.type(fine, "1,5");
    await user.clear(interest);
    await user.type(interest, "0,5");
    await user.click(reminders);
    await user.click(within(terms).getByRole("button", { name: "Salvar no contrato" }));
    await waitFor(() => expect(sent.terms).toEqual([{ fineBps: 150, interestBps: 50, sendReminders: false }]), WAIT);
    expect(await screen.findByText("Multa, juros e lembretes salvos no contrato (nova versão)", {}, WAIT)).toBeTruthy();
  });

  it("shows the late-payment clause read-only, saying it follows \"Multa, juros e lembretes\", the other clauses editable (decision 100)", async () => {
    show({ documentId: ID });
    const clause = await screen.findByRole("region", { name: "3. Do atraso no pagamento e dos lembretes" }, WAIT);
    expect(within(clause).getByText('Esta cláusula segue "Multa, juros e lembretes", abaixo: altere os valores por lá.')).toBeTruthy();
    await waitFor(() => expect(within(clause).getByRole("textbox", { name: "Do atraso no pagamento e dos lembretes" }).getAttribute("contenteditable")).toBe("false"), WAIT);
    expect(within(clause).queryByRole("toolbar")).toBeNull();
    const fees = screen.getByRole("region", { name: "2. Dos honorários e da forma de pagamento" });
    expect(within(fees).getByRole("textbox", { name: "Dos honorários e da forma de pagamento" }).getAttribute("contenteditable")).toBe("true");
    expect(within(fees).queryByText(/Esta cláusula segue/)).toBeNull();
  });

  it("says where the initial values come from: the charge account's, or 2% and 1% without one", async () => {
    show({ documentId: ID, paymentTerms: { ...TERMS, stored: false, defaultsFrom: "padrao" } });
    expect(await screen.findByText(/Valores iniciais: multa de 2% e juros de 1% ao mês, os padrões enquanto o estúdio não tem conta de cobrança\./, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/os da conta de cobrança do estúdio/)).toBeNull();
  });

  it("says the initial values are the charge account's when it has one", async () => {
    show({ documentId: ID, paymentTerms: { ...TERMS, fineBps: 150, stored: false, defaultsFrom: "conta" } });
    expect(await screen.findByText(/Valores iniciais: os da conta de cobrança do estúdio\./, {}, WAIT)).toBeTruthy();
  });

  it("locks the terms once the contract is signed, saying when", async () => {
    show({ documentId: ID, paymentTerms: { ...TERMS, fineBps: 100, signedAt: "2026-12-05T14:00:00.000Z" } });
    const terms = await screen.findByRole("form", { name: "Multa, juros e lembretes do contrato" }, WAIT);
    expect(screen.getByText(/Contrato assinado em 05\/12\/2026: estas condições não podem mais ser alteradas\./)).toBeTruthy();
    expect((within(terms).getByLabelText("Multa por atraso (%)") as HTMLInputElement).value).toBe("1");
    expect((within(terms).getByLabelText("Multa por atraso (%)") as HTMLInputElement).disabled).toBe(true);
    expect((within(terms).getByLabelText("Juros ao mês (%)") as HTMLInputElement).disabled).toBe(true);
    expect((within(terms).getByRole("checkbox", { name: "Enviar lembretes ao cliente" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(terms).queryByRole("button", { name: "Salvar no contrato" })).toBeNull();
  });
});
