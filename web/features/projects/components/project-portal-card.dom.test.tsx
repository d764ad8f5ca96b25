import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { projectPortalSchema, type PortalDeliveryInput, type PortalSharing, type ProjectPortal } from "#domain/portal.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ProjectPortalCard } from "./project-portal-card";

/**
 * R-PORTAL-6: a proposal with "[completar: …]" reaches the client's portal only after the studio
 * reads what is missing and confirms; the server's 409 `document_has_gaps` opens that dialog.
 */

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "0b7f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
const DOC = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const WAIT = { timeout: 10_000 };

const portal = (shared: boolean, deliveries: ProjectPortal["deliveries"] = []): ProjectPortal =>
  projectPortalSchema.parse({
    link: null,
    documents: [{ id: DOC, kind: "proposta", title: "Proposta de serviços", version: 1, shared, forSignature: shared, signatures: [], providerSignature: null }],
    deliveries,
    events: [],
  });

const GAPS: DocumentGaps = {
  version: 1,
  summary: "1 trecho a completar",
  gaps: [
    {
      section: { key: "apresentacao", title: "Apresentação", number: 1 },
      kind: "completar",
      text: "número do CAU",
      place: "secao",
      links: [{ label: "Configurações do estúdio", href: "/dashboard/configuracoes" }],
    },
  ],
};

const GAPS_409 = {
  error: { code: "document_has_gaps", message: 'O documento "Proposta de serviços" (versão 1) ainda tem 1 trecho a completar (1. Apresentação: número do CAU). Complete-os antes de mostrá-lo ao cliente, ou confirme o envio mesmo assim.' },
};

function showCard() {
  return renderPage(
    <>
      <ProjectPortalCard projectId={PROJECT} stage="estudo-preliminar" />
      <Toaster />
    </>,
    { url: `/dashboard/projetos/${PROJECT}`, path: "/dashboard/projetos/:projectId" },
  );
}

describe("sharing in the client portal (R-PORTAL-6)", () => {
  it("lists the gaps after the server's 409 and shares only after \"Compartilhar mesmo assim\"", async () => {
    const sent: PortalSharing[] = [];
    let current = portal(false);
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(current)),
      http.get(`/api/documents/${DOC}/gaps`, () => HttpResponse.json(GAPS)),
      http.put(`/api/projects/${PROJECT}/portal/documents`, async ({ request }) => {
        const body = (await request.json()) as PortalSharing;
        sent.push(body);
        if (!body.confirmGaps) return HttpResponse.json(GAPS_409, { status: 409 });
        current = portal(true);
        return HttpResponse.json(current);
      }),
    );
    showCard();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Para assinatura" }, WAIT));

    const dialog = await screen.findByRole("dialog", { name: "O documento ainda tem o que completar" }, WAIT);
    expect(dialog.textContent).toContain("Falta 1 trecho a completar. Complete antes de mostrar ao cliente");
    expect(within(dialog).getByRole("list", { name: "O que falta completar" }).textContent).toContain("[completar: número do CAU]");
    expect(within(dialog).getByRole("link", { name: "Configurações do estúdio" }).getAttribute("href")).toBe("/dashboard/configuracoes");
    // Behind the modal dialog (hidden from the accessibility tree meanwhile): still unticked.
    expect((screen.getByRole("checkbox", { name: "Para assinatura", hidden: true }) as HTMLInputElement).checked).toBe(false);
    expect(sent).toEqual([{ documents: [{ documentId: DOC, shared: true, forSignature: true }], confirmGaps: false }]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Compartilhar mesmo assim" }));
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "Para assinatura" }) as HTMLInputElement).checked).toBe(true), WAIT);
    expect(sent[1]).toEqual({ documents: [{ documentId: DOC, shared: true, forSignature: true }], confirmGaps: true });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends nothing more when the studio goes back to complete the document", async () => {
    const sent: PortalDeliveryInput[] = [];
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(portal(false))),
      http.get(`/api/documents/${DOC}/gaps`, () => HttpResponse.json(GAPS)),
      http.post(`/api/projects/${PROJECT}/portal/deliveries`, async ({ request }) => {
        sent.push((await request.json()) as PortalDeliveryInput);
        return HttpResponse.json(GAPS_409, { status: 409 });
      }),
    );
    showCard();
    const delivered = await screen.findByRole("group", { name: "Documentos entregues (a versão atual de cada um)" }, WAIT);
    await userEvent.click(within(delivered).getByRole("checkbox", { name: "Proposta de serviços (versão 1)" }));
    await userEvent.click(screen.getByRole("button", { name: "Marcar como entregue" }));

    const dialog = await screen.findByRole("dialog", { name: "O documento ainda tem o que completar" }, WAIT);
    expect(dialog.textContent).toContain("ou entregue assim mesmo");
    await userEvent.click(within(dialog).getByRole("button", { name: "Voltar e completar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), WAIT);
    expect(sent).toEqual([{ stage: "estudo-preliminar", documentIds: [DOC], confirmGaps: false }]);
  });

  it("counts the gaps of several documents and names them \"A, B e C\", the verb agreeing", async () => {
    const docs = [
      { id: DOC, title: "Proposta de serviços" },
      { id: "8e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b", title: "Contrato" },
      { id: "9f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c", title: "Memorial descritivo" },
    ];
    const several = projectPortalSchema.parse({
      link: null,
      documents: docs.map((d) => ({ ...d, kind: "proposta", version: 1, shared: false, forSignature: false, signatures: [], providerSignature: null })),
      deliveries: [],
      events: [],
    });
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(several)),
      http.get(`/api/documents/:id/gaps`, () => HttpResponse.json(GAPS)),
      http.post(`/api/projects/${PROJECT}/portal/deliveries`, () => HttpResponse.json(GAPS_409, { status: 409 })),
    );
    showCard();
    const delivered = await screen.findByRole("group", { name: "Documentos entregues (a versão atual de cada um)" }, WAIT);
    for (const d of docs) await userEvent.click(within(delivered).getByRole("checkbox", { name: `${d.title} (versão 1)` }));
    await userEvent.click(screen.getByRole("button", { name: "Marcar como entregue" }));

    const dialog = await screen.findByRole("dialog", { name: "O documento ainda tem o que completar" }, WAIT);
    expect(dialog.textContent).toContain("Faltam 3 trechos a completar em Proposta de serviços (versão 1), Contrato (versão 1) e Memorial descritivo (versão 1). Complete antes de entregar");
  });
});
