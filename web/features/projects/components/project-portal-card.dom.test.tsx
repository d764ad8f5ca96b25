import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { projectPortalSchema, type PortalDeliveryInput, type PortalSharing, type ProjectPortal } from "#domain/portal.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
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
    signatureProviderConnected: false,
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

/** The card as the project page shows it. */
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
      signatureProviderConnected: false,
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

const CONTRACT = "3c9d0e1f-2a3b-4c4d-9e5f-6a7b8c9d0e1f";
const SIGN_URL = "https://app.zapsign.com.br/verificar/doc-token-1";

/** The project's proposal and contract in the portal; the contract as `contract` says, the studio's ZapSign `connected` or not. */
const withContract = (contract: Partial<ProjectPortal["documents"][number]> = {}, connected = true): ProjectPortal =>
  projectPortalSchema.parse({
    link: null,
    documents: [
      { id: DOC, kind: "proposta", title: "Proposta de serviços", version: 1, shared: true, forSignature: true, signatures: [], providerSignature: null },
      { id: CONTRACT, kind: "contrato", title: "Contrato de prestação de serviços", version: 2, shared: true, forSignature: true, signatures: [], providerSignature: null, ...contract },
    ],
    deliveries: [],
    events: [],
    signatureProviderConnected: connected,
  });

const sending = (over: Partial<NonNullable<ProjectPortal["documents"][number]["providerSignature"]>> = {}) => ({
  id: "4d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a",
  documentId: CONTRACT,
  version: 2,
  provider: "zapsign" as const,
  providerLabel: "ZapSign",
  status: "enviada" as const,
  signUrl: SIGN_URL,
  signerName: "Ana Alves",
  sentAt: "2026-12-03T17:30:00.000Z",
  signedAt: null,
  ...over,
});

const SEND_LABEL = "Enviar para assinatura pela ZapSign";
const item = (title: string) => screen.getByText(title, { exact: false, selector: "span" }).closest("li")!;

describe("the contract through ZapSign (R-CONTRACT-7)", () => {
  it("offers the sending only for the contract for signature, and only when the studio's ZapSign is connected", async () => {
    server.use(http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(withContract())));
    const { unmount } = showCard();
    const button = await screen.findByRole("button", { name: SEND_LABEL }, WAIT);
    expect(screen.getAllByRole("button", { name: SEND_LABEL })).toHaveLength(1);
    expect(item("Contrato de prestação de serviços").contains(button)).toBe(true);
    unmount();

    server.use(http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(withContract({}, false))));
    showCard();
    expect(await screen.findByText("Contrato de prestação de serviços", { exact: false, selector: "span" }, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("checkbox", { name: "Para assinatura" })).toHaveLength(2));
    expect(screen.queryByRole("button", { name: SEND_LABEL })).toBeNull();
  });

  it("a contract not for signature is not offered", async () => {
    server.use(http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(withContract({ shared: true, forSignature: false }))));
    showCard();
    expect(await screen.findByText("Contrato de prestação de serviços", { exact: false, selector: "span" }, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("checkbox", { name: "Para assinatura" })).toHaveLength(2));
    expect(screen.queryByRole("button", { name: SEND_LABEL })).toBeNull();
  });

  it("sends the contract, then shows it waiting for the client with the signer's page to open or copy", async () => {
    const user = userEvent.setup();
    const posted: { documentId: string; body: unknown }[] = [];
    let current = withContract();
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(current)),
      http.post(`/api/projects/${PROJECT}/portal/documents/:documentId/provider-signature`, async ({ params, request }) => {
        posted.push({ documentId: String(params.documentId), body: await request.json() });
        current = withContract({ providerSignature: sending() });
        return HttpResponse.json(sending(), { status: 201 });
      }),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: SEND_LABEL }, WAIT));

    await findToast("Contrato enviado para assinatura pela ZapSign");
    const open = await screen.findByRole("link", { name: "Abrir a página de assinatura" }, WAIT);
    expect(posted).toEqual([{ documentId: CONTRACT, body: { confirmGaps: false } }]);
    expect(open.getAttribute("href")).toBe(SIGN_URL);
    expect(open.getAttribute("target")).toBe("_blank");
    expect(item("Contrato de prestação de serviços").textContent).toContain("Enviada à ZapSign em 03/12/2026 às 14:30 (versão 2): aguardando a assinatura de Ana Alves.");
    // The same version is not sent twice.
    expect(screen.queryByRole("button", { name: SEND_LABEL })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Copiar o link de assinatura" }));
    await findToast("Link de assinatura copiado");
    expect(await navigator.clipboard.readText()).toBe(SIGN_URL);
  });

  it("says every missing client datum ZapSign needs, in the server's words", async () => {
    const user = userEvent.setup();
    const fields = { email: "Cadastre o e-mail do cliente: a ZapSign identifica o signatário por ele.", cpf: "Cadastre o CPF do cliente (quem assina é uma pessoa): a ZapSign pede o CPF do signatário." };
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(withContract())),
      http.post(`/api/projects/${PROJECT}/portal/documents/:documentId/provider-signature`, () =>
        HttpResponse.json({ error: { code: "validation_error", message: fields.email, fields } }, { status: 422 }),
      ),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: SEND_LABEL }, WAIT));
    const toast = await findToast("Não foi possível enviar pela ZapSign");
    expect(toast.textContent).toContain(`${fields.email} ${fields.cpf}`);
    expect(screen.getByRole("button", { name: SEND_LABEL })).toBeTruthy();
  });

  it("a contract signed at ZapSign shows when, and its signature says via ZapSign", async () => {
    const signature = { id: "5e1f2a3b-4c5d-4e6f-9a7b-8c9d0e1f2a3b", documentId: CONTRACT, version: 2, fullName: "Ana Alves", cpfMasked: "***.456.789-**", email: "ana@exemplo.com.br", signedAt: "2026-12-04T13:05:00.000Z", pdfSha256: "ab".repeat(32), valid: true, provider: "zapsign" as const };
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () =>
        HttpResponse.json(withContract({ signatures: [signature], providerSignature: sending({ status: "assinada", signedAt: "2026-12-04T13:05:00.000Z" }) })),
      ),
    );
    showCard();
    expect(await screen.findByText("Assinada pela ZapSign em 04/12/2026 às 10:05 (versão 2).", {}, WAIT)).toBeTruthy();
    expect(item("Contrato de prestação de serviços").textContent).toContain("Assinada por Ana Alves em 04/12/2026 às 10:05 via ZapSign (CPF ***.456.789-**, versão 2)");
    expect(screen.queryByRole("button", { name: SEND_LABEL })).toBeNull();
    expect(screen.queryByRole("link", { name: "Abrir a página de assinatura" })).toBeNull();
  });

  it("a contract with gaps is sent only after the studio reads them and confirms (R-PORTAL-6)", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let current = withContract();
    server.use(
      http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(current)),
      http.get(`/api/documents/${CONTRACT}/gaps`, () => HttpResponse.json({ ...GAPS, version: 2 })),
      http.post(`/api/projects/${PROJECT}/portal/documents/${CONTRACT}/provider-signature`, async ({ request }) => {
        const body = (await request.json()) as { confirmGaps?: boolean };
        sent.push(body);
        if (!body.confirmGaps) return HttpResponse.json({ error: { code: "document_has_gaps", message: 'O documento "Contrato de prestação de serviços" (versão 2) ainda tem 1 trecho a completar.' } }, { status: 409 });
        current = withContract({ providerSignature: sending() });
        return HttpResponse.json(sending(), { status: 201 });
      }),
    );
    showCard();
    await user.click(await screen.findByRole("button", { name: SEND_LABEL }, WAIT));

    const dialog = await screen.findByRole("dialog", { name: "O documento ainda tem o que completar" }, WAIT);
    expect(dialog.textContent).toContain("Falta 1 trecho a completar. Complete antes de enviar ao cliente, ou envie assim mesmo");
    expect(within(dialog).getByRole("list", { name: "O que falta completar" }).textContent).toContain("[completar: número do CAU]");
    expect(sent).toEqual([{ confirmGaps: false }]);

    await user.click(within(dialog).getByRole("button", { name: "Enviar mesmo assim" }));
    await findToast("Contrato enviado para assinatura pela ZapSign");
    expect(sent).toEqual([{ confirmGaps: false }, { confirmGaps: true }]);
    expect(await screen.findByRole("link", { name: "Abrir a página de assinatura" }, WAIT)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a sending cancelled by a disconnection says so, and the contract can be sent again", async () => {
    server.use(http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(withContract({ providerSignature: sending({ status: "cancelada" }) }))));
    showCard();
    expect(await screen.findByRole("button", { name: SEND_LABEL }, WAIT)).toBeTruthy();
    expect(item("Contrato de prestação de serviços").textContent).toContain(
      "Envio à ZapSign de 03/12/2026 às 14:30 cancelado (versão 2): a conta ZapSign foi trocada ou desconectada antes da assinatura, e o documento foi retirado da ZapSign. O cliente assina pelo portal; se ele ainda tiver o e-mail da ZapSign, avise-o.",
    );
    expect(screen.queryByRole("link", { name: "Abrir a página de assinatura" })).toBeNull();
  });
  it("a contract the client already signed in the portal is not offered to ZapSign", async () => {
    const signature = { id: "6f2a3b4c-5d6e-4f7a-8b8c-9d0e1f2a3b4c", documentId: CONTRACT, version: 2, fullName: "Ana Alves", cpfMasked: "***.456.789-**", email: "ana@exemplo.com.br", signedAt: "2026-12-04T13:05:00.000Z", pdfSha256: "cd".repeat(32), valid: true, provider: null };
    server.use(http.get(`/api/projects/${PROJECT}/portal`, () => HttpResponse.json(withContract({ signatures: [signature] }))));
    showCard();
    expect(await screen.findByText("Contrato de prestação de serviços", { exact: false, selector: "span" }, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("checkbox", { name: "Para assinatura" })).toHaveLength(2));
    expect(screen.queryByRole("button", { name: SEND_LABEL })).toBeNull();
  });
});
