import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { projectChargesSchema, studioChargeSchema, type ProjectCharges, type StudioCharge } from "#domain/studio-charges.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { ProjectChargesCard } from "./project-charges-card";

/**
 * R-PAY-12 (decision 113): a received fee whose NFS-e ended in erro offers "Pedir a nota fiscal de
 * novo", and only that one; the click asks the server for that charge's invoice again
 * (`POST /api/projects/{id}/charges/{chargeId}/nfse`) and says how it went.
 */

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const FAILED = "3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e";
const ISSUED = "4c5d6e7f-8a9b-4c0d-9e1f-3a4b5c6d7e8f";
const SCHEDULED = "5d6e7f8a-9b0c-4d1e-8f2a-4b5c6d7e8f9a";
const OPEN = "6e7f8a9b-0c1d-4e2f-9a3b-5c6d7e8f9a0b";
const RETRY = "Pedir a nota fiscal de novo";
const WAIT = { timeout: 10_000 };
const REFUSED = "O Asaas não agendou a nota fiscal: confira as informações fiscais da conta no Asaas e o serviço municipal em Configurações → Cobranças aos clientes.";

/** A charge of the project as `GET /api/projects/{id}/charges` lists it, checked by the contract. */
function aCharge(id: string, description: string, over: Partial<StudioCharge> = {}): StudioCharge {
  return studioChargeSchema.parse({
    id,
    projectId: PROJECT,
    projectName: "Casa Araucária",
    clientName: "Juliana Kowalski",
    milestone: "assinatura",
    description,
    amountCents: 450_000,
    method: "pix",
    dueDate: "2026-12-10",
    fineBps: 200,
    interestBps: 100,
    status: "paga",
    invoiceUrl: "https://www.asaas.com/i/abc",
    boletoUrl: null,
    boletoLine: null,
    pixPayload: null,
    pixImage: null,
    paidAt: "2026-12-04T13:00:00.000Z",
    createdAt: "2026-12-01T13:00:00.000Z",
    whatsappText: "Olá, Juliana!",
    whatsappUrl: null,
    nfse: null,
    ...over,
  });
}

const failed = (nfse: StudioCharge["nfse"] = { status: "erro", number: null, pdfUrl: null, error: `${REFUSED} O Asaas respondeu: Inscrição municipal não informada.` }) =>
  aCharge(FAILED, "Parcela na assinatura – Casa Araucária", { nfse });

function charges(list: StudioCharge[]): ProjectCharges {
  return projectChargesSchema.parse({ connected: true, milestones: [], clientHasDocument: true, terms: null, charges: list });
}

const ALL = () => [
  failed(),
  aCharge(ISSUED, "Parcela do estudo preliminar – Casa Araucária", { nfse: { status: "emitida", number: "1001", pdfUrl: "https://www.asaas.com/notas/1001.pdf", error: null } }),
  aCharge(SCHEDULED, "Parcela do anteprojeto – Casa Araucária", { nfse: { status: "agendada", number: null, pdfUrl: null, error: null } }),
  aCharge(OPEN, "Parcela do projeto executivo – Casa Araucária", { status: "pendente", paidAt: null, nfse: null }),
];

/** The card as the project page shows it, to the studio's owner. */
function showCard() {
  const context: DashboardContext = { me: aMe(), enterStudio: vi.fn<DashboardContext["enterStudio"]>() };
  return renderPage(
    <>
      <ProjectChargesCard projectId={PROJECT} />
      <Toaster />
    </>,
    { url: `/dashboard/projetos/${PROJECT}`, path: "/dashboard/projetos/:projectId", outletContext: context },
  );
}

/** The list item of the charge described `description`. */
const itemOf = (description: string) => screen.getByText(description).closest("li")!;

describe("asking again for a fee's NFS-e in erro (R-PAY-12, decision 113)", () => {
  it("offers the button only on the charge whose invoice is in erro", async () => {
    server.use(http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(charges(ALL()))));
    showCard();
    const button = await screen.findByRole("button", { name: RETRY }, WAIT);
    expect(screen.getAllByRole("button", { name: RETRY })).toHaveLength(1);
    expect(itemOf("Parcela na assinatura – Casa Araucária").contains(button)).toBe(true);
    // The reason is shown beside it, for the studio to fix before asking again.
    expect(itemOf("Parcela na assinatura – Casa Araucária").textContent).toContain("Inscrição municipal não informada.");
    for (const other of ["Parcela do estudo preliminar – Casa Araucária", "Parcela do anteprojeto – Casa Araucária", "Parcela do projeto executivo – Casa Araucária"]) {
      expect(itemOf(other).querySelector("button")?.textContent ?? "").not.toContain(RETRY);
    }
  });

  it("asks for that charge's invoice, says so, and shows it agendada once the list is read again", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    let listed = ALL();
    server.use(
      http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(charges(listed))),
      http.post(`/api/projects/:id/charges/:chargeId/nfse`, ({ params }) => {
        asked.push(`${String(params.id)}/${String(params.chargeId)}`);
        const again = failed({ status: "agendada", number: null, pdfUrl: null, error: null });
        listed = [again, ...ALL().slice(1)];
        return HttpResponse.json(again);
      }),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: RETRY }, WAIT));

    await findToast("Nota fiscal pedida de novo");
    expect(asked).toEqual([`${PROJECT}/${FAILED}`]);
    // The card reads the charges again: the invoice is agendada and the button is gone.
    await waitFor(() => expect(screen.queryByRole("button", { name: RETRY })).toBeNull(), WAIT);
    expect(itemOf("Parcela na assinatura – Casa Araucária").textContent).toContain("Nota fiscal agendada");
  });

  it("says in the server's words why it could not ask, and keeps the button", async () => {
    const user = userEvent.setup();
    const message = "A emissão de nota fiscal está desligada: ligue-a em Configurações → Cobranças aos clientes antes de pedir a nota de novo.";
    let posts = 0;
    server.use(
      http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(charges(ALL()))),
      http.post(`/api/projects/${PROJECT}/charges/${FAILED}/nfse`, () => {
        posts += 1;
        return HttpResponse.json({ error: { code: "conflict", message } }, { status: 409 });
      }),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: RETRY }, WAIT));

    const toast = await findToast("Não foi possível pedir a nota fiscal de novo");
    expect(toast.textContent).toContain(message);
    expect(posts).toBe(1);
    expect(screen.queryByText("Nota fiscal pedida de novo")).toBeNull();
    expect(screen.getByRole("button", { name: RETRY })).toBeTruthy();
  });
});

describe("a refunded fee's NFS-e (R-PAY-12, decision 113 revised 2026-12-05)", () => {
  const REFUNDED = "7f8a9b0c-1d2e-4f3a-8b4c-6d7e8f9a0b1c";
  const CANCEL_AGAIN = "Pedir o cancelamento da nota de novo";
  const refusal =
    "O Asaas não cancelou a nota fiscal nº 1001. O Asaas respondeu: A prefeitura do seu município não permite o cancelamento de notas fiscais pelo Asaas. A cobrança continua estornada. Cancele a nota no portal da prefeitura ou no Asaas, ou peça o cancelamento de novo no projeto.";
  const refunded = (nfse: StudioCharge["nfse"]) => aCharge(REFUNDED, "Parcela do anteprojeto – Casa Araucária", { status: "estornada", nfse });

  it("shows the invoice being cancelled, then cancelada, in pt-BR, with no button", async () => {
    let listed = [refunded({ status: "cancelando", number: "1001", pdfUrl: null, error: null })];
    server.use(http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(charges(listed))));
    showCard();
    expect(await screen.findByText("Cancelamento da nota fiscal em andamento na prefeitura nº 1001", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: CANCEL_AGAIN })).toBeNull();
    listed = [refunded({ status: "cancelada", number: "1001", pdfUrl: null, error: null })];
    cleanup();
    showCard();
    expect(await screen.findByText("Nota fiscal cancelada nº 1001", {}, WAIT)).toBeTruthy();
  });

  it("a cancellation refused shows the reason and asks the cancellation again, not a new invoice", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    let listed = [refunded({ status: "erro", number: "1001", pdfUrl: null, error: refusal })];
    server.use(
      http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(charges(listed))),
      http.post(`/api/projects/:id/charges/:chargeId/nfse`, ({ params }) => {
        asked.push(String(params.chargeId));
        listed = [refunded({ status: "cancelando", number: "1001", pdfUrl: null, error: null })];
        return HttpResponse.json(listed[0]);
      }),
    );
    showCard();
    const button = await screen.findByRole("button", { name: CANCEL_AGAIN }, WAIT);
    expect(screen.queryByRole("button", { name: RETRY })).toBeNull();
    expect(itemOf("Parcela do anteprojeto – Casa Araucária").textContent).toContain("não permite o cancelamento");
    await user.click(button);
    await findToast("Cancelamento da nota fiscal pedido de novo");
    expect(asked).toEqual([REFUNDED]);
    await waitFor(() => expect(screen.queryByRole("button", { name: CANCEL_AGAIN })).toBeNull(), WAIT);
    expect(itemOf("Parcela do anteprojeto – Casa Araucária").textContent).toContain("Cancelamento da nota fiscal em andamento");
  });
});

describe("“Gerar cobrança” (R-PAY-6): one form pattern (decision 041)", () => {
  const MILESTONE = { trigger: "assinatura", label: "Parcela na assinatura", amountCents: 450_000 };
  const DOCUMENT_REFUSED = "CPF ou CNPJ inválido: confira os números e os dígitos verificadores.";

  it("says a bad due date under its field without calling the server, then shows the server's 422 under the client's document", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(projectChargesSchema.parse({ connected: true, milestones: [MILESTONE], clientHasDocument: true, terms: null, charges: [] }))),
      http.post(`/api/projects/${PROJECT}/charges`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ error: { code: "validation_error", message: "Dados inválidos.", fields: { cpfCnpj: DOCUMENT_REFUSED } } }, { status: 422 });
      }),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: "Gerar cobrança: Parcela na assinatura" }, WAIT));
    const due = screen.getByLabelText("Vencimento");
    await user.type(due, "20/12");
    await user.click(screen.getByRole("button", { name: "Gerar cobrança" }));
    expect(await screen.findByText("Vencimento inválido: use dd/mm/aaaa.")).toBeTruthy();
    expect(due.getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
    // The client's record has a document, so the field is not asked for until the server refuses it.
    expect(screen.queryByLabelText("CPF ou CNPJ do cliente")).toBeNull();

    await user.clear(due);
    await user.type(due, "20/12/2030");
    await user.click(screen.getByRole("button", { name: "Gerar cobrança" }));
    expect(await screen.findByText(DOCUMENT_REFUSED)).toBeTruthy();
    expect(screen.getByLabelText("CPF ou CNPJ do cliente").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([expect.objectContaining({ milestone: "assinatura", method: "pix", dueDate: "2030-12-20", cpfCnpj: null })]);
  });

  it("a 422 on a field the dialog does not show is said in a toast, not lost", async () => {
    const user = userEvent.setup();
    const refused = "A chave de idempotência não é um UUID.";
    server.use(
      http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(projectChargesSchema.parse({ connected: true, milestones: [MILESTONE], clientHasDocument: true, terms: null, charges: [] }))),
      http.post(`/api/projects/${PROJECT}/charges`, () =>
        HttpResponse.json({ error: { code: "validation_error", message: refused, fields: { idempotencyKey: refused } } }, { status: 422 }),
      ),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: "Gerar cobrança: Parcela na assinatura" }, WAIT));
    await user.type(screen.getByLabelText("Vencimento"), "20/12/2030");
    await user.click(screen.getByRole("button", { name: "Gerar cobrança" }));
    const toast = await findToast("Não foi possível gerar a cobrança");
    expect(toast.textContent).toContain(refused);
  });
});

describe("cancelling and refunding from the project's card (R-PAY-6, R-PAY-7)", () => {
  it("the owner gets Estornar on each paid charge and Cancelar cobrança on the open one, named with amount and client; the refund is asked for that charge", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get(`/api/projects/${PROJECT}/charges`, () => HttpResponse.json(charges(ALL()))),
      http.post("/api/charges/:id/refund", ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(aCharge(String(params.id), "Parcela do estudo preliminar – Casa Araucária", { status: "estornada" }));
      }),
    );
    showCard();
    const cancel = await screen.findByRole("button", { name: "Cancelar cobrança: R$ 4.500,00 de Juliana Kowalski" }, WAIT);
    expect(itemOf("Parcela do projeto executivo – Casa Araucária").contains(cancel)).toBe(true);
    const refunds = screen.getAllByRole("button", { name: "Estornar: R$ 4.500,00 de Juliana Kowalski" });
    expect(refunds).toHaveLength(3);
    const issued = refunds.find((b) => itemOf("Parcela do estudo preliminar – Casa Araucária").contains(b))!;
    await user.click(issued);
    const dialog = await screen.findByRole("dialog", { name: "Estornar esta cobrança?" });
    expect(dialog.textContent).toContain("R$ 4.500,00 serão devolvidos a Juliana Kowalski (Parcela do estudo preliminar – Casa Araucária)");
    expect(dialog.textContent).toContain("A nota fiscal da cobrança, se houver, é cancelada.");
    await user.click(screen.getByRole("button", { name: "Estornar" }));
    await findToast("Estorno pedido ao Asaas");
    expect(asked).toEqual([ISSUED]);
  });
});
