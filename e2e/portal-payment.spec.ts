import type { Browser } from "@playwright/test";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { startExtraApp, type ExtraApp } from "./fixtures/extra-app";
import { expect, test, toast } from "./fixtures/test";
import { newUser, signUpAndInOn } from "./fixtures/users";

/**
 * The client pays a stage in the portal (R-PAY-6, R-PAY-7, R-PAY-10; decision 100): an app whose
 * studios charge through their own Asaas account (the fake); the architect connects the account,
 * saves the fees (the payment schedule), makes a Pix charge of a milestone and shares the portal;
 * the client, on a 390 px phone without an account, sees the QR code and the copy-paste code; the
 * fake's payer pays, its webhook reaches the app, the job runner applies it, and both the portal
 * and the studio's project and cash view show it paga. Screenshots go to SHOTS_DIR when
 * it is set (docs/screenshots/payments/ for the closing note).
 */

const SLOW = { timeout: 30_000 };
const PROJECT = "Casa Ipê Amarelo";
const CLIENT = "Lúcia Fernandes";
const SHOTS_DIR = process.env.SHOTS_DIR;

let fake: FakeAsaas;
let app: ExtraApp;

test.beforeAll(async () => {
  // A second app process migrating its own database: slower than a test's default on a busy machine.
  test.setTimeout(200_000);
  fake = await startFakeAsaas();
  app = await startExtraApp({ env: { CREDENTIALS_KEY: "5a".repeat(32), STUDIO_PAYMENTS_BASE_URL: fake.baseUrl }, readyWithinMs: 180_000 });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

async function phone(browser: Browser) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
}

/** dd/mm/aaaa a few days ahead in Brasília. */
function dueInDays(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + days * 86_400_000)).split("-");
  return `${d}/${m}/${y}`;
}

test("the client pays a stage by Pix in the portal on a phone: the webhook confirms and both sides show it paga", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = fake.addAccount();
  await signUpAndInOn(page, app.url, newUser("cobranca", "Rafael Tavares"));

  // --- The studio's own Asaas account (R-PAY-5).
  await page.goto(`${app.url}/dashboard/configuracoes/cobrancas`);
  await page.getByLabel("Chave de API do Asaas").fill(account.apiKey);
  await page.getByRole("button", { name: "Conectar conta" }).click();
  await expect(toast(page, "Conta Asaas conectada")).toBeVisible(SLOW);
  expect(fake.webhookOf(account.apiKey)?.url).toMatch(new RegExp(`^${app.url}/api/charges/webhooks/asaas/`));

  // --- The client, with a CPF, and the project.
  await page.goto(`${app.url}/dashboard/clientes`);
  await page.getByRole("button", { name: "Adicionar cliente" }).click();
  const clientDialog = page.getByRole("dialog", { name: "Adicionar cliente" });
  await clientDialog.getByLabel("Nome", { exact: true }).fill(CLIENT);
  await clientDialog.getByLabel("E-mail", { exact: true }).fill("lucia.fernandes@exemplo.com.br");
  await clientDialog.getByLabel("CPF ou CNPJ", { exact: true }).fill("529.982.247-25");
  await clientDialog.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Cliente adicionado")).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Novo projeto" }).click();
  const projectDialog = page.getByRole("dialog", { name: "Novo projeto" });
  await projectDialog.getByLabel("Nome do projeto").fill(PROJECT);
  await projectDialog.getByRole("button", { name: "Criar projeto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible(SLOW);
  const projectUrl = page.url();

  // --- The fees and their payment schedule (R-FEES-2).
  await page.getByRole("link", { name: "Calcular honorários" }).first().click();
  await page.getByRole("radio", { name: /Valor fixo/ }).check();
  await page.getByLabel("Valor combinado (R$)").fill("30.000,00");
  await page.getByRole("button", { name: "Salvar cálculo" }).click();
  await expect(toast(page, "Honorários salvos")).toBeVisible(SLOW);

  // --- A Pix charge of the first milestone (R-PAY-6).
  await page.goto(projectUrl);
  const chargeButton = page.getByRole("button", { name: /^Gerar cobrança: / }).first();
  await expect(chargeButton).toBeEnabled(SLOW);
  await chargeButton.click();
  const chargeDialog = page.getByRole("dialog", { name: "Gerar cobrança" });
  await expect(chargeDialog.getByLabel("Forma de pagamento")).toHaveValue("pix");
  await chargeDialog.getByLabel("Vencimento").fill(dueInDays(5));
  await chargeDialog.getByRole("button", { name: "Gerar cobrança" }).click();
  await expect(toast(page, "Cobrança gerada")).toBeVisible(SLOW);
  const charge = fake.payments().find((p) => p.billingType === "PIX" && p.status === "PENDING");
  expect(charge).toBeTruthy();
  const amount = `R$ ${Number(charge!.value).toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;

  // --- The portal's link (R-PORTAL-1).
  const portalCard = page.locator("#portal");
  await portalCard.getByRole("button", { name: "Criar link do portal" }).click();
  const linkField = portalCard.getByRole("textbox", { name: "Endereço do portal do cliente" });
  await expect(linkField).toHaveValue(/\/portal\/[A-Za-z0-9_-]{43}$/, SLOW);
  const portalUrl = await linkField.inputValue();

  // --- The client, on a phone, without an account (R-PAY-10).
  const clientContext = await phone(browser);
  try {
    const client = await clientContext.newPage();
    await client.goto(portalUrl);
    await expect(client.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible(SLOW);
    const charges = client.getByRole("region", { name: "Cobranças" });
    const qr = charges.getByRole("img", { name: /^QR Code Pix de R\$/ });
    await expect(qr).toBeVisible(SLOW);
    // A real QR code of the payload (the fake Asaas draws it), not a 1×1 placeholder.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
    await expect(charges).toContainText(amount);
    await expect(charges).toContainText("Pendente");
    expect(await charges.getByLabel("Pix copia e cola").inputValue()).toBe(await pixOf(String(charge!.id), account.apiKey));
    await expect(charges.getByRole("button", { name: "Copiar código Pix" })).toBeVisible();
    const { scrollWidth, clientWidth } = await client.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    if (SHOTS_DIR) await charges.screenshot({ path: `${SHOTS_DIR}/portal-pix-pendente.png` });

    // The payer pays the Pix: the fake posts PAYMENT_RECEIVED to the studio's webhook (R-PAY-7).
    const delivery = await fake.pay(String(charge!.id), "pix");
    expect(delivery.status).toBe(200);

    await expect(async () => {
      await client.reload();
      await expect(client.getByRole("region", { name: "Cobranças" })).toContainText("Paga", { timeout: 2_000 });
    }).toPass(SLOW);
    await expect(client.getByRole("region", { name: "Cobranças" }).getByRole("img", { name: /^QR Code Pix/ })).toHaveCount(0);
    if (SHOTS_DIR) await client.screenshot({ path: `${SHOTS_DIR}/portal-paga.png`, fullPage: true });
  } finally {
    await clientContext.close();
  }

  // --- The studio sees it paga on the project and in Financeiro (R-PAY-7, R-PAY-8).
  await page.goto(projectUrl);
  const made = page.locator("#cobrancas").getByRole("listitem").filter({ hasText: amount }).last();
  await expect(made).toContainText("Paga", SLOW);
  await page.goto(`${app.url}/dashboard/configuracoes/financeiro`);
  const cash = page.getByRole("list", { name: "Cobranças" });
  await expect(cash.getByRole("listitem").filter({ hasText: PROJECT })).toContainText("Paga", SLOW);
  await expect(page.getByRole("term").filter({ hasText: /^Recebido$/ }).locator("..")).toContainText(amount);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/financeiro-paga.png`, fullPage: true });
});

/** The copy-paste code Asaas answers for the charge, asked with the studio's own key. */
async function pixOf(paymentId: string, apiKey: string): Promise<string> {
  const res = await fetch(`${fake.baseUrl}/payments/${paymentId}/pixQrCode`, { headers: { access_token: apiKey } });
  return ((await res.json()) as { payload: string }).payload;
}
