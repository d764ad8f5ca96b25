import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { ProjectDocument } from "#domain/documents.schema";
import { proposalStatusSchema, type ProposalStatus } from "#domain/proposals/proposal.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe, aProjectDocument, studioRef } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { ProposalPage } from "./proposal-page";

/** R-PROP-2 and R-PROP-3 on the page: the state badge, "Marcar como enviada" with the version shown, the validity date saved as a version. */

afterEach(() => {
  sonner.dismiss();
  localStorage.clear();
});

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const ID = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const WAIT = { timeout: 10_000 };

function proposal(version: number, validUntil = "2027-01-02"): ProjectDocument {
  return aProjectDocument({
    id: ID,
    kind: "proposta",
    version,
    content: {
      validUntil,
      sections: [
        { key: "apresentacao", title: "Apresentação", blocks: [{ type: "paragraph", content: [{ text: "Olá, Juliana e Rafael Kowalski," }] }] },
        { key: "honorarios", title: "Honorários e forma de pagamento", blocks: [{ type: "paragraph", content: [{ text: "Honorários: R$ 35.000,00 (valor fixo)." }] }] },
      ],
    },
  });
}

const status = (over: Partial<ProposalStatus> = {}): ProposalStatus =>
  proposalStatusSchema.parse({ documentId: ID, version: 1, state: "rascunho", label: "Rascunho", validUntil: "2027-01-02", history: [], ...over });

function show({ initial = status() }: { initial?: ProposalStatus } = {}) {
  const sent: { transitions: unknown[]; saves: { baseVersion: number; content: { validUntil: string } }[] } = { transitions: [], saves: [] };
  let current = initial;
  let doc = proposal(1);
  server.use(
    http.get(`/api/projects/${PROJECT}/proposal`, () => HttpResponse.json({ documentId: ID, status: current })),
    http.get(`/api/documents/${ID}`, () => HttpResponse.json(doc)),
    http.put(`/api/documents/${ID}`, async ({ request }) => {
      const body = (await request.json()) as (typeof sent.saves)[number];
      sent.saves.push(body);
      doc = proposal(body.baseVersion + 1, body.content.validUntil);
      // A new version returns the proposal to rascunho (R-PROP-3).
      current = status({ version: doc.version, validUntil: body.content.validUntil, history: current.history });
      return HttpResponse.json(doc);
    }),
    http.post(`/api/documents/${ID}/proposal-state`, async ({ request }) => {
      const body = (await request.json()) as { action: string; version: number };
      sent.transitions.push(body);
      current = status({ version: body.version, state: "enviada", label: "Enviada", history: [{ state: "enviada", version: body.version, actor: { kind: "estudio", user: { id: "u1", name: "Ana" }, name: null }, at: "2026-12-03T15:00:00.000Z" }] });
      return HttpResponse.json(current);
    }),
  );
  render(<Toaster />);
  const me = aMe({ plan: "avancado", studio: studioRef("Estúdio Traço", "owner") });
  const context: DashboardContext = { me, enterStudio: vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me)) };
  renderPage(<ProposalPage debounceMs={50} />, { url: `/dashboard/projetos/${PROJECT}/proposta`, path: "/dashboard/projetos/:projectId/proposta", outletContext: context });
  return sent;
}

describe("Proposta de serviços", () => {
  it("shows the state in pt-BR and marks the version shown as sent", async () => {
    const user = userEvent.setup();
    const sent = show();
    expect(await screen.findByRole("heading", { name: "Proposta de serviços: Casa Araucária" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Rascunho")).toBeTruthy();
    expect(screen.getByText("Ainda não enviada.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Marcar como enviada" }));
    await waitFor(() => expect(sent.transitions).toEqual([{ action: "enviar", version: 1 }]));
    expect(await screen.findByText("Enviada")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Marcar como enviada" }) as HTMLButtonElement).disabled).toBe(true);
    const history = screen.getByRole("region", { name: "Histórico do estado" });
    expect(within(history).getByText(/Enviada \(versão 1\), por Ana/)).toBeTruthy();
  });

  it("keeps an accepted proposal's text but says an edit makes a new draft", async () => {
    show({ initial: status({ state: "aceita", label: "Aceita", history: [{ state: "aceita", version: 1, actor: { kind: "cliente", user: null, name: "Juliana Kowalski" }, at: "2026-12-04T15:00:00.000Z" }] }) });
    expect(await screen.findByText("Aceita", {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/Esta versão já foi aceita pelo cliente\. Uma edição cria uma nova versão, que volta a rascunho\./)).toBeTruthy();
    expect(screen.getByText(/Aceita \(versão 1\), por Juliana Kowalski \(cliente\)/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gerar o contrato a partir desta proposta" }).getAttribute("href")).toBe(`/dashboard/projetos/${PROJECT}/contrato`);
    expect((screen.getByRole("button", { name: "Marcar como enviada" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("saves the validity typed as dd/mm/aaaa as a new version, and refuses a day that does not exist", async () => {
    const user = userEvent.setup();
    const sent = show();
    const field = await screen.findByLabelText("Válida até", {}, WAIT);
    expect((field as HTMLInputElement).value).toBe("02/01/2027");
    await user.clear(field);
    await user.type(field, "30/02/2027");
    await user.tab();
    expect(screen.getByText("Data de validade inválida (use dd/mm/aaaa).")).toBeTruthy();
    await user.clear(field);
    await user.type(field, "31/01/2027{Enter}");
    await waitFor(() => expect(sent.saves.at(-1)?.content.validUntil).toBe("2027-01-31"), WAIT);
    expect(sent.saves.at(-1)?.baseVersion).toBe(1);
  });
});
