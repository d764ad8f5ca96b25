import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { expect, test } from "./fixtures/test";
import { startExtraApp, type ExtraApp } from "./fixtures/extra-app";
import { newUser, signUpAndInOn } from "./fixtures/users";

/**
 * R-PAY-1 in the browser (decision 096): an app with PAYMENTS_* pointing at the fake Asaas; the
 * owner buys Projeto Premium by Pix, the fake's payer pays, its webhook reaches the app, the job
 * runner applies it, the dialog's polling sees it, and the plan is on. With SHOTS_DIR set, the Pix
 * dialog and the billing page (plan, next charge, method, history with its NFS-e) are saved there,
 * on a desktop and on a 390 px phone.
 */

const SHOTS_DIR = process.env.SHOTS_DIR;
/** Toasts come and go: kept out of the pictures. */
const NO_TOASTS = "[data-sonner-toaster] { display: none !important; }";

let fake: FakeAsaas;
let app: ExtraApp;

test.beforeAll(async () => {
  // A second app process migrating its own database: slower than a test's default on a busy machine.
  test.setTimeout(200_000);
  fake = await startFakeAsaas();
  // With NFS-e on, so the history shows the invoice's column filled (decision 096).
  app = await startExtraApp({
    env: fake.env({ PAYMENTS_NFSE_SERVICE_CODE: "01.07", PAYMENTS_NFSE_SERVICE_NAME: "Suporte técnico em tecnologia da informação", PAYMENTS_NFSE_ISS: "2.5" }),
    readyWithinMs: 180_000,
  });
  fake.setWebhook(`${app.url}/api/payments/webhooks/asaas`);
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

test("checkout by Pix through the fake Asaas: the webhook confirms and the plan turns on", async ({ page }) => {
  test.setTimeout(90_000);
  const user = newUser("pagamento", "Clara Nogueira");
  await signUpAndInOn(page, app.url, user);
  await page.goto(`${app.url}/dashboard/planos`);
  await expect(page.getByRole("link", { name: "Assinatura e cobrança" })).toBeVisible();
  await page.getByRole("button", { name: "Fazer upgrade para o plano Projeto Premium" }).click();

  const dialog = page.getByRole("dialog", { name: "Assinar o plano Projeto Premium" });
  await expect(dialog.getByRole("radio", { name: /Pix/ })).toBeChecked();
  await dialog.getByLabel("Nome ou razão social").fill("Clara Nogueira Arquitetura");
  await dialog.getByLabel("CPF ou CNPJ").fill("11.222.333/0001-81");
  await dialog.getByLabel("E-mail para a nota fiscal").fill("financeiro@clara.arq.br");
  await dialog.getByLabel("CEP").fill("01310-100");
  await dialog.getByLabel("Rua").fill("Avenida Paulista");
  await dialog.getByLabel("Número", { exact: true }).fill("1000");
  await dialog.getByLabel("Bairro").fill("Bela Vista");
  await dialog.getByRole("button", { name: "Continuar para o pagamento" }).click();

  const qr = dialog.getByRole("img", { name: /QR Code Pix para pagar R\$\s199,00/ });
  await expect(qr).toBeVisible();
  // The fake answers a real QR code of the payload (decision 091), not a 1×1 placeholder.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1);
  const code = await dialog.getByLabel("Pix copia e cola").inputValue();
  expect(code).toMatch(/^000201/);
  await expect(dialog.getByRole("status")).toContainText("Aguardando a confirmação do pagamento");
  if (SHOTS_DIR) await dialog.screenshot({ path: `${SHOTS_DIR}/checkout-pix.png`, style: NO_TOASTS });

  // The payer pays the Pix: the fake sends PAYMENT_RECEIVED to the app, which answers 200.
  const charge = fake.payments().find((p) => p.billingType === "PIX" && p.status === "PENDING");
  expect(charge).toBeTruthy();
  const delivery = await fake.pay(String(charge!.id), "pix");
  expect(delivery.status).toBe(200);

  await expect(dialog.getByText("Pagamento confirmado! O plano Projeto Premium está ativo.")).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await page.goto(`${app.url}/dashboard/configuracoes/assinatura`);
  await expect(page.getByRole("heading", { name: "Plano Projeto Premium" })).toBeVisible();
  await expect(page.getByText("Ativa", { exact: true })).toBeVisible();
  const history = page.getByRole("table", { name: "Histórico de cobranças" });
  await expect(history.getByRole("row").nth(1)).toContainText("R$ 199,00");
  await expect(history.getByRole("row").nth(1)).toContainText("paga");
  await expect(page.getByText("Próxima cobrança", { exact: true })).toBeVisible();
  if (SHOTS_DIR) {
    await page.screenshot({ path: `${SHOTS_DIR}/assinatura-desktop.png`, fullPage: true, style: NO_TOASTS });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { name: "Plano Projeto Premium" })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.screenshot({ path: `${SHOTS_DIR}/assinatura-390px.png`, fullPage: true, style: NO_TOASTS });
  }
});
