import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { todayInSaoPaulo } from "./fixtures/studios";
import { expect, test, toast } from "./fixtures/test";

/**
 * The studio's business flow in the browser (R-FEES-1, R-PROP-1…4, R-PORTAL-1…3; decisions 090,
 * 094, 095): the architect, on a desktop, adds a client and a project, calculates the fees,
 * generates the proposal, shares it for signature in the client portal and marks it sent; the
 * client, on a 390 × 844 phone and without an account, opens the link, reads the proposal and
 * signs it; the architect sees the signature, the proposal accepted, and downloads the signed PDF,
 * whose last page is the certificate (read with poppler's pdftotext). Then a stage is delivered,
 * the client asks for changes, and the comment reaches the project's decision log.
 */

const PHONE = { width: 390, height: 844 };
const CLIENT = "Marina Souza Albuquerque";
const CPF = "529.982.247-25";
const CPF_MASKED = "***.982.247-**";
const EMAIL = "marina.albuquerque@exemplo.com.br";
const PROJECT = "Casa Araucária";
const COMMENT = "Podemos trocar o piso da sala por madeira de demolição e rever a posição da escada?";
const SLOW = { timeout: 30_000 };

/** The client's phone: its own browser context, with no session of the studio. */
async function phone(browser: Browser) {
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
}

/** The document does not scroll sideways (R-NAV-1): nothing wider than the 390 px screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${where}: a página rola para o lado (scrollWidth ${scrollWidth} > clientWidth ${clientWidth})`).toBeLessThanOrEqual(clientWidth);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: options.fullPage ?? true }), contentType: "image/png" });
}

/** poppler-utils: the PDF's number of pages and one page's text. */
function pdfPages(file: string): number {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = /^Pages:\s+(\d+)/m.exec(info);
  if (!pages) throw new Error(`pdfinfo não informou o número de páginas:\n${info}`);
  return Number(pages[1]);
}
function pdfPageText(file: string, page: number): string {
  return execFileSync("pdftotext", ["-layout", "-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" });
}

test("architect's proposal signed by the client on a phone, the certificate in the signed PDF, and a change asked on a delivered stage", async ({ page, browser, freshUser: _ }, testInfo) => {
  test.setTimeout(240_000);

  // --- The architect, on a desktop: the client (a person) and the project.
  await page.goto("/dashboard/clientes");
  await page.getByRole("button", { name: "Adicionar cliente" }).click();
  const clientDialog = page.getByRole("dialog", { name: "Adicionar cliente" });
  await clientDialog.getByLabel("Nome", { exact: true }).fill(CLIENT);
  await clientDialog.getByLabel("Quem é o cliente").selectOption({ label: "Pessoa (ela)" });
  await clientDialog.getByLabel("E-mail", { exact: true }).fill(EMAIL);
  await clientDialog.getByLabel("CPF ou CNPJ", { exact: true }).fill(CPF);
  await clientDialog.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Cliente adicionado")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { level: 1, name: CLIENT })).toBeVisible(SLOW);

  await page.getByRole("button", { name: "Novo projeto" }).click();
  const projectDialog = page.getByRole("dialog", { name: "Novo projeto" });
  await projectDialog.getByLabel("Nome do projeto").fill(PROJECT);
  await projectDialog.getByLabel("Área construída prevista (m²)").fill("180");
  await projectDialog.getByLabel("UF").selectOption("PR");
  await projectDialog.getByLabel("Cidade").fill("Curitiba");
  await projectDialog.getByRole("button", { name: "Criar projeto" }).click();
  await expect(toast(page, "Projeto criado")).toBeVisible(SLOW);
  await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible(SLOW);
  const projectUrl = page.url();

  // --- Fees: a fixed amount, split by the stages and paid in instalments (decision 090).
  await page.getByRole("link", { name: "Calcular honorários" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Calcular honorários" })).toBeVisible(SLOW);
  await page.getByRole("radio", { name: /Valor fixo/ }).check();
  await page.getByLabel("Valor combinado (R$)").fill("35.000,00");
  await page.getByRole("button", { name: "Salvar cálculo" }).click();
  await expect(toast(page, "Honorários salvos")).toBeVisible(SLOW);

  // --- The proposal, generated from the fees (decision 094), opens on its page as a draft.
  await page.getByRole("button", { name: "Gerar proposta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Proposta de serviços: ${PROJECT}` })).toBeVisible(SLOW);
  await expect(page.getByText("Estado da proposta: Rascunho")).toBeAttached(SLOW);

  // --- The portal (decision 095): the proposal shared for signature, and the client's link.
  await page.goto(projectUrl);
  const portalCard = page.locator("#portal");
  const proposalRow = portalCard.getByRole("listitem").filter({ hasText: "Proposta de serviços (versão 1)" });
  // A controlled checkbox: it turns checked when the server's answer arrives. The generated
  // proposal still has "[completar: …]" (the CAU number, the deadlines): the studio reads what is
  // missing and shares it anyway (R-PORTAL-6).
  await proposalRow.getByRole("checkbox", { name: "Para assinatura" }).click();
  const gaps = page.getByRole("dialog", { name: "O documento ainda tem o que completar" });
  await expect(gaps.getByRole("list", { name: "O que falta completar" })).toContainText("[completar: ", SLOW);
  await gaps.getByRole("button", { name: "Compartilhar mesmo assim" }).click();
  await expect(proposalRow.getByRole("checkbox", { name: "Compartilhado" })).toBeChecked(SLOW);
  await expect(proposalRow.getByRole("checkbox", { name: "Para assinatura" })).toBeChecked(SLOW);
  await portalCard.getByRole("button", { name: "Criar link do portal" }).click();
  const linkField = portalCard.getByRole("textbox", { name: "Endereço do portal do cliente" });
  await expect(linkField).toHaveValue(/\/portal\/[A-Za-z0-9_-]{43}$/, SLOW);
  const portalUrl = await linkField.inputValue();

  // Marked sent: the version the architect sees.
  await page.goto(`${projectUrl}/proposta`);
  await page.getByRole("button", { name: "Marcar como enviada" }).click();
  await expect(toast(page, "Proposta marcada como enviada.")).toBeVisible(SLOW);
  await expect(page.getByText("Estado da proposta: Enviada")).toBeAttached(SLOW);

  // --- The client, on a phone, without an account.
  const clientContext = await phone(browser);
  try {
    const client = await clientContext.newPage();
    await client.goto(portalUrl);
    await expect(client.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible(SLOW);
    await expect(client.getByText(`Portal de ${CLIENT}`)).toBeVisible();
    await expect(client.getByRole("region", { name: "Cronograma de pagamento" })).toContainText("R$ 35.000,00");
    await expectNoSidewaysScroll(client, "portal");

    await client.getByRole("link", { name: "Abrir Proposta de serviços" }).click();
    await expect(client.getByRole("heading", { level: 1, name: "Proposta de serviços" })).toBeVisible(SLOW);
    await expect(client.getByText(CLIENT).first()).toBeVisible();
    const signing = client.getByRole("region", { name: "Assinatura eletrônica" });
    await expect(signing).toContainText("Lei nº 14.063/2020");
    await expectNoSidewaysScroll(client, "proposta no portal");
    await attachScreenshot(client, testInfo, "celular-1-proposta.png");
    const shownHash = /SHA-256 do PDF da versão 1:\s*([0-9a-f]{64})/.exec((await signing.textContent()) ?? "")?.[1];
    expect(shownHash, "o hash do PDF mostrado ao cliente").toBeTruthy();
    // The client opens the PDF too: the hash shown names exactly its bytes.
    const pdfHref = await client.getByRole("link", { name: "Abrir o PDF" }).getAttribute("href");
    const shownPdf = await clientContext.request.get(new URL(pdfHref!, portalUrl).href);
    expect(shownPdf.status()).toBe(200);
    expect(shownPdf.headers()["content-type"]).toBe("application/pdf");
    expect(createHash("sha256").update(await shownPdf.body()).digest("hex")).toBe(shownHash);

    await signing.getByLabel("Nome completo").fill(CLIENT);
    await signing.getByLabel("CPF").fill(CPF);
    await signing.getByLabel("E-mail").fill(EMAIL);
    await signing.getByLabel("Assinatura (digite o seu nome)").fill(CLIENT);
    await signing.getByRole("checkbox").check();
    await signing.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(client, "assinatura no portal");
    await testInfo.attach("celular-2-assinatura.png", { body: await signing.screenshot(), contentType: "image/png" });
    await signing.getByRole("button", { name: "Assinar documento" }).click();
    const signedLine = new RegExp(`Assinada por ${CLIENT} em ${todayInSaoPaulo().replace(/\//g, "\\/")} às \\d{2}:\\d{2}`);
    await expect(signing.getByRole("status")).toHaveText(signedLine, SLOW);
    await attachScreenshot(client, testInfo, "celular-3-assinada.png");

    // --- The architect sees the signature and the proposal accepted (R-PROP-4).
    await page.goto(projectUrl);
    await expect(portalCard.getByText(signedLine)).toBeVisible(SLOW);
    await expect(portalCard).toContainText(`CPF ${CPF_MASKED}, versão 1`);
    await page.goto(`${projectUrl}/proposta`);
    await expect(page.getByText("Estado da proposta: Aceita")).toBeAttached(SLOW);
    await expect(page.getByRole("region", { name: "Histórico do estado" })).toContainText(`Aceita (versão 1), por ${CLIENT} (cliente)`);

    // The signed PDF: the proposal, then the certificate page.
    await page.goto(projectUrl);
    const downloading = page.waitForEvent("download", SLOW);
    await portalCard.getByRole("link", { name: `Baixar o PDF assinado por ${CLIENT} (versão 1)` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfFile = testInfo.outputPath("proposta-assinada.pdf");
    await download.saveAs(pdfFile);
    const bytes = readFileSync(pdfFile);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await testInfo.attach("proposta-assinada.pdf", { path: pdfFile, contentType: "application/pdf" });
    const pages = pdfPages(pdfFile);
    expect(pages).toBeGreaterThanOrEqual(2);
    const certificate = pdfPageText(pdfFile, pages);
    const flat = certificate.replace(/\s+/g, " ");
    expect(flat).toContain("Certificado de assinatura eletrônica");
    expect(flat).toContain("Lei nº 14.063/2020");
    expect(flat).toContain("Assinado por");
    expect(flat).toContain(CLIENT);
    expect(flat).toContain(CPF_MASKED);
    expect(flat).not.toContain(CPF);
    expect(flat).toContain(EMAIL);
    expect(certificate.replace(/\s/g, "")).toContain(shownHash!);
    expect(flat).toContain("Trilha de auditoria");
    expect(flat).toContain("Abriu o portal");
    expect(flat).toContain("Abriu o documento");
    expect(flat).toContain("Abriu o PDF");
    expect(flat).toContain("Assinou o documento");
    expect(flat).toContain(todayInSaoPaulo());
    // The page before it is the proposal's own text, not the certificate.
    expect(pdfPageText(pdfFile, pages - 1)).not.toContain("Certificado de assinatura eletrônica");
    execFileSync("pdftoppm", ["-png", "-r", "110", "-f", String(pages), "-l", String(pages), "-singlefile", pdfFile, testInfo.outputPath("certificado")]);
    await testInfo.attach("certificado-de-assinatura.png", { path: testInfo.outputPath("certificado.png"), contentType: "image/png" });

    // --- A stage delivered with the briefing; the client asks for changes.
    await page.getByRole("button", { name: "Criar briefing" }).click();
    await page.waitForURL(/\/dashboard\/briefing\//, SLOW);
    await page.goto(projectUrl);
    await portalCard.getByLabel("Etapa", { exact: true }).selectOption({ label: "Levantamento" });
    await portalCard.getByRole("group", { name: "Documentos entregues (a versão atual de cada um)" }).getByRole("checkbox", { name: /^Briefing/ }).check();
    await portalCard.getByRole("button", { name: "Marcar como entregue" }).click();
    await expect(toast(page, "Etapa marcada como entregue")).toBeVisible(SLOW);
    const log = portalCard.getByRole("region", { name: "Entregas e decisões do cliente" });
    await expect(log).toContainText("Levantamento · Aguardando aprovação", SLOW);

    await client.goto(portalUrl);
    const deliveries = client.getByRole("region", { name: "Entregas", exact: true });
    const delivery = deliveries.getByRole("listitem").filter({ hasText: "Levantamento" });
    await expect(delivery).toContainText("Aguardando aprovação", SLOW);
    await delivery.getByLabel("Seu nome").fill(CLIENT);
    await delivery.getByLabel("Comentário (obrigatório para pedir alterações)").fill(COMMENT);
    await delivery.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(client, "entregas no portal");
    await testInfo.attach("celular-4-aprovacao-da-etapa.png", { body: await delivery.screenshot(), contentType: "image/png" });
    await delivery.getByRole("button", { name: "Pedir alterações" }).click();
    await expect(delivery).toContainText(`Alterações pedidas por ${CLIENT} em ${todayInSaoPaulo()}: “${COMMENT}”`, SLOW);
    await expectNoSidewaysScroll(client, "entrega respondida no portal");
    await attachScreenshot(client, testInfo, "celular-5-alteracoes-pedidas.png");

    // --- The architect reads the comment in the decision log.
    await page.goto(projectUrl);
    await expect(log).toContainText("Levantamento · Alterações pedidas", SLOW);
    await expect(log).toContainText(new RegExp(`Alterações pedidas por ${CLIENT} em ${todayInSaoPaulo().replace(/\//g, "\\/")} às \\d{2}:\\d{2}: “${COMMENT.replace(/\?/g, "\\?")}”`));
    await testInfo.attach("arquiteto-registro-de-decisoes.png", { body: await log.screenshot(), contentType: "image/png" });
  } finally {
    await clientContext.close();
  }
});
