import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { getDocumentProxy } from "unpdf";
import { pdfText } from "#server/export/testing";
import { createProjectViaApi, type StudioProject } from "./fixtures/briefing";
import { BASE_URL } from "./fixtures/env";
import { expect, pathOf, test, toast } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * Issue 15 end to end (R-PROFILE-1..3, R-PRES-1): the logo is uploaded and the studio renamed in
 * the settings; a presentation made in the wizard is a landscape PDF naming the studio and the
 * project; changing the password signs the other browser out.
 */

const PROJECT = "Casa das Paineiras";
const CLIENT = "Helena Vasconcelos";
const STUDIO = "Ateliê Paineira Arquitetura";
let setup: StudioProject;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  setup = await createProjectViaApi({ client: CLIENT, project: PROJECT });
});

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, BASE_URL, setup.user);
});

test.describe("Configurações e apresentações", () => {
  test("envia o logotipo e renomeia o estúdio; o nome aparece no cabeçalho na hora", async ({ page }) => {
    await page.goto("/dashboard/configuracoes");
    const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#7a1f5c" } }).png().toBuffer();
    await page.getByLabel("Enviar logotipo").setInputFiles({ name: "logo-paineira.png", mimeType: "image/png", buffer: logo });
    await expect(toast(page, "Logotipo atualizado")).toBeVisible({ timeout: 20_000 });
    const shown = page.getByRole("img", { name: "Logotipo do estúdio" });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

    const studioName = page.getByLabel("Empresa/estúdio");
    await studioName.fill(STUDIO);
    await page.getByLabel("Registro CAU").fill("A12345-6");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Perfil atualizado")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("banner").getByText(STUDIO)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Empresa/estúdio")).toHaveValue(STUDIO);
  });

  test("a nova apresentação vira um PDF em paisagem com o estúdio e o projeto", async ({ page }) => {
    await page.goto("/dashboard/apresentacoes");
    await page.getByRole("link", { name: "Nova apresentação" }).click();
    await page.getByRole("radio", { name: new RegExp(PROJECT) }).check();
    await page.getByRole("button", { name: "Avançar" }).click();
    await page.getByRole("radio", { name: "Executivo" }).click();
    await page.getByRole("button", { name: "Avançar" }).click();
    await expect(page.getByLabel("Título da apresentação")).toHaveValue(PROJECT);
    await page.getByRole("button", { name: "Gerar PDF" }).click();

    const download = page.getByRole("link", { name: "Baixar PDF" });
    await expect(download).toBeVisible({ timeout: 60_000 });
    const file = page.waitForEvent("download");
    await download.click();
    const bytes = new Uint8Array(await readFile(await (await file).path()));
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain(STUDIO);
    expect(text).toContain(PROJECT);
    expect(text).toContain(CLIENT);
    expect(text).toContain("CAU A12345-6");
    // The offline draft's "[completar: …]" never reach the client (decision 071).
    expect(text).not.toMatch(/completar/i);
    const proxy = await getDocumentProxy(bytes);
    const [, , width, height] = (await proxy.getPage(1)).view as [number, number, number, number];
    await proxy.destroy();
    expect(width).toBeGreaterThan(height);
    expect(width / height).toBeCloseTo(16 / 9, 2);

    await page.getByRole("link", { name: "Minhas apresentações" }).click();
    const row = page.getByRole("row", { name: new RegExp(PROJECT) });
    await expect(row.getByRole("cell", { name: "Executivo" })).toBeVisible();
    await expect(row.getByRole("link", { name: /Baixar PDF/ })).toBeVisible();
  });

  test("trocar a senha encerra a sessão do outro navegador; este continua", async ({ page, browser }) => {
    const other = await browser.newContext({ baseURL: BASE_URL });
    try {
      const laptop = await other.newPage();
      await signInViaApi(laptop, BASE_URL, setup.user);
      await laptop.goto("/dashboard");
      await expect(laptop).toHaveURL(/\/dashboard$/);

      await page.goto("/dashboard/configuracoes");
      await page.getByLabel("Senha atual").fill(setup.user.password);
      await page.getByLabel("Nova senha").fill("Paineira#2026nova");
      await page.getByLabel("Confirmar senha").fill("Paineira#2026nova");
      await page.getByRole("button", { name: "Atualizar senha" }).click();
      await expect(toast(page, "Senha atualizada")).toBeVisible({ timeout: 20_000 });

      await laptop.goto("/dashboard/clientes");
      await expect(laptop).toHaveURL(/\/login\?redirect=/);
      await page.goto("/dashboard/clientes");
      expect(pathOf(page)).toBe("/dashboard/clientes");
      setup.user.password = "Paineira#2026nova";
    } finally {
      await other.close();
    }
  });
});
