import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { publicPortalDocumentSchema, publicPortalSchema, type PortalSignatureInput } from "#domain/portal.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { PortalPage } from "./portal-page";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
const BASE = `/api/public/portal/${TOKEN}`;
const DOC = "11111111-1111-4111-8111-111111111111";
const WAIT = { timeout: 5_000 };
const HASH = "a".repeat(64);

const portal = publicPortalSchema.parse({
  studio: { name: "Estúdio Clara", color: "#0f766e", logo: null },
  project: { name: "Casa Ipê", clientName: "Marina Souza", stage: "estudo-preliminar", stageLabel: "Estudo preliminar", nextStage: { id: "anteprojeto", label: "Anteprojeto" } },
  payments: { total: 3_500_000, milestones: [{ label: "Na assinatura do contrato", bps: 3_000, amount: 1_050_000 }, { label: "Na entrega: Anteprojeto", bps: 7_000, amount: 2_450_000 }] },
  documents: [{ id: DOC, kind: "memorial", title: "Memorial descritivo", version: 3, updatedAt: "2026-12-01T12:00:00.000Z", forSignature: true, signature: null, providerSignUrl: null }],
  deliveries: [],
  expiresAt: "2027-03-01T12:00:00.000Z",
});

const document = publicPortalDocumentSchema.parse({
  ...portal.documents[0],
  subtitle: null,
  blocks: [{ type: "heading", text: "Fundações", level: 1 }, { type: "paragraph", text: "Sapatas corridas em concreto armado." }],
  pdf: { sha256: HASH, size: 1000 },
});

describe("the charges in the portal (R-PAY-10)", () => {
  it("lists each charge with amount, due date and status, the Pix code to copy, the boleto line and the payment page", async () => {
    const charges = {
      charges: [
        { id: "c1", description: "Na assinatura do contrato – Casa Ipê", amountCents: 1_050_000, method: "pix", dueDate: "2027-01-15", status: "pendente", invoiceUrl: "https://www.asaas.com/i/c1", boletoUrl: null, boletoLine: null, pixPayload: "00020101021226820014br.gov.bcb.pix", pixImage: "iVBORw0KGgo=", paidAt: null },
        { id: "c2", description: "Na entrega: Anteprojeto – Casa Ipê", amountCents: 2_450_000, method: "boleto", dueDate: "2027-02-10", status: "vencida", invoiceUrl: "https://www.asaas.com/i/c2", boletoUrl: "https://www.asaas.com/b/pdf/c2", boletoLine: "46191000000000000000000000000000000002450000", pixPayload: null, pixImage: null, paidAt: null },
        { id: "c3", description: "Sinal", amountCents: 99, method: "link", dueDate: "2026-12-01", status: "paga", invoiceUrl: "https://www.asaas.com/i/c3", boletoUrl: null, boletoLine: null, pixPayload: null, pixImage: null, paidAt: "2026-11-30T12:00:00.000Z" },
      ],
    };
    server.use(
      http.get(BASE, () => HttpResponse.json(portal)),
      http.get(`${BASE}/charges`, () => HttpResponse.json(charges)),
    );
    const user = userEvent.setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (t: string) => void copied.push(t) } });
    renderPage(<PortalPage />, { url: `/portal/${TOKEN}`, path: "/portal/:token" });
    const section = await screen.findByRole("region", { name: "Cobranças" }, WAIT);
    expect(section.textContent).toContain("R$ 10.500,00");
    expect(section.textContent).toContain("vencimento 15/01/2027");
    expect(section.textContent).toContain("Pendente");
    expect(section.textContent).toContain("Vencida");
    expect(section.textContent).toContain("Paga em 30/11/2026.");
    expect(screen.getByRole("img", { name: "QR Code Pix de R$ 10.500,00" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Copiar código Pix" }));
    expect(copied).toEqual(["00020101021226820014br.gov.bcb.pix"]);
    expect((screen.getByLabelText("Linha digitável do boleto") as HTMLInputElement).value).toBe("46191000000000000000000000000000000002450000");
    expect(screen.getByRole("link", { name: "Abrir o boleto (PDF)" }).getAttribute("href")).toBe("https://www.asaas.com/b/pdf/c2");
    expect(screen.getAllByRole("link", { name: "Abrir a página de pagamento" }).map((a) => a.getAttribute("href"))).toEqual(["https://www.asaas.com/i/c1", "https://www.asaas.com/i/c2"]);
  });
});

describe("the client's portal (R-PORTAL-1, R-PORTAL-3)", () => {
  it("shows the stage, the payment schedule in R$ and the shared documents, with nothing of the app", async () => {
    server.use(
      http.get(BASE, () => HttpResponse.json(portal)),
      http.get(`${BASE}/charges`, () => HttpResponse.json({ charges: [] })),
    );
    renderPage(<PortalPage />, { url: `/portal/${TOKEN}`, path: "/portal/:token" });
    expect(await screen.findByRole("heading", { level: 1, name: "Casa Ipê" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Estúdio Clara")).toBeTruthy();
    expect(screen.getByText("Estudo preliminar")).toBeTruthy();
    expect(screen.getByText("Anteprojeto")).toBeTruthy();
    expect(screen.getByText("R$ 10.500,00")).toBeTruthy();
    expect(screen.getByText("R$ 35.000,00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Abrir Memorial descritivo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "PDF de Memorial descritivo" }).getAttribute("href")).toBe(`${BASE}/documents/${DOC}/pdf`);
    expect(screen.queryByText(/em breve/i)).toBeNull();
  });

  it("opens a document as a page and signs it with the hash of the PDF shown", async () => {
    const signatures: PortalSignatureInput[] = [];
    server.use(
      http.get(BASE, () => HttpResponse.json(portal)),
      http.get(`${BASE}/documents/${DOC}`, () => HttpResponse.json(document)),
      http.post(`${BASE}/documents/${DOC}/signature`, async ({ request }) => {
        signatures.push((await request.json()) as PortalSignatureInput);
        return HttpResponse.json({ fullName: "Marina Souza", signedAt: "2026-12-03T13:25:00.000Z", version: 3, pdfSha256: HASH }, { status: 201 });
      }),
    );
    renderPage(<PortalPage />, { url: `/portal/${TOKEN}?documento=${DOC}`, path: "/portal/:token" });
    expect(await screen.findByRole("heading", { level: 1, name: "Memorial descritivo" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Sapatas corridas em concreto armado.")).toBeTruthy();
    expect(screen.getByText(/Lei nº 14\.063\/2020/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Nome completo" }), "Marina Souza");
    await user.type(screen.getByRole("textbox", { name: "CPF" }), "529.982.247-25");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "marina@exemplo.com.br");
    await user.type(screen.getByRole("textbox", { name: "Assinatura (digite o seu nome)" }), "Marina Souza");
    await user.click(screen.getByRole("checkbox", { name: /Li o documento e concordo/ }));
    await user.click(screen.getByRole("button", { name: "Assinar documento" }));
    expect(await screen.findByText("Assinada por Marina Souza em 03/12/2026 às 10:25", undefined, WAIT)).toBeTruthy();
    expect(signatures).toEqual([{ fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true, pdfSha256: HASH }]);
  });

  it("a contract sent through ZapSign is signed at ZapSign's page, not in the portal's form (R-CONTRACT-7)", async () => {
    const SIGN_URL = "https://app.zapsign.com.br/verificar/doc-token-1";
    const sent = { ...document, kind: "contrato", title: "Contrato de prestação de serviços", providerSignUrl: SIGN_URL };
    server.use(
      http.get(BASE, () => HttpResponse.json(publicPortalSchema.parse({ ...portal, documents: [{ ...portal.documents[0], kind: "contrato", title: "Contrato de prestação de serviços", providerSignUrl: SIGN_URL }] }))),
      http.get(`${BASE}/documents/${DOC}`, () => HttpResponse.json(publicPortalDocumentSchema.parse(sent))),
    );
    renderPage(<PortalPage />, { url: `/portal/${TOKEN}?documento=${DOC}`, path: "/portal/:token" });
    const link = await screen.findByRole("link", { name: "Assinar pela ZapSign" }, WAIT);
    expect(link.getAttribute("href")).toBe(SIGN_URL);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.queryByRole("button", { name: "Assinar documento" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "CPF" })).toBeNull();
  });

  it("a signature made at ZapSign says so", async () => {
    const signed = { ...portal.documents[0]!, signature: { fullName: "Marina Souza", signedAt: "2026-12-03T13:25:00.000Z", version: 3, valid: true, provider: "zapsign" as const } };
    server.use(
      http.get(BASE, () => HttpResponse.json(publicPortalSchema.parse({ ...portal, documents: [signed] }))),
      http.get(`${BASE}/charges`, () => HttpResponse.json({ charges: [] })),
    );
    renderPage(<PortalPage />, { url: `/portal/${TOKEN}`, path: "/portal/:token" });
    expect(await screen.findByText("Assinada por Marina Souza em 03/12/2026 às 10:25 via ZapSign", undefined, WAIT)).toBeTruthy();
  });

  it("says a link that opens nothing is not available", async () => {
    server.use(http.get(BASE, () => HttpResponse.json({ error: { code: "invalid_token", message: "Este link do portal foi cancelado pelo escritório. Peça um novo link ao seu arquiteto." } }, { status: 404 })));
    renderPage(<PortalPage />, { url: `/portal/${TOKEN}`, path: "/portal/:token" });
    expect(await screen.findByRole("heading", { name: "Este link não está disponível" }, WAIT)).toBeTruthy();
    expect(screen.getByText(/cancelado pelo escritório/)).toBeTruthy();
  });
});
