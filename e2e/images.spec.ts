import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { FakeImagesMode } from "#test-support/fake-images";
import { createProjectViaApi, type StudioProject } from "./fixtures/briefing";
import { BASE_URL, FAKE_IMAGES_URL } from "./fixtures/env";
import { grantPlan } from "./fixtures/studios";
import { expect, test, toast } from "./fixtures/test";
import { signInViaApi } from "./fixtures/users";

/**
 * Geração de imagens end to end (R-IMG-1 to R-IMG-3) against the fake image provider on loopback
 * (test-support/fake-images.ts, started by globalSetup): generate and download, the provider
 * failing (toast and banner), and Projeto Avançado's 50 images of the month running out.
 */

const PROJECT = "Casa das Paineiras";
const PROMPT = "Fachada de casa térrea com tijolo aparente e varanda de madeira, ao entardecer";
let setup: StudioProject;

test.describe.configure({ mode: "serial" });

async function fakeImages(path: string, body: unknown = {}) {
  const res = await fetch(`${FAKE_IMAGES_URL}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
}
const setImagesMode = (mode: FakeImagesMode, delayMs = 0) => fakeImages("/__fake/mode", { mode, delayMs });

async function signedInApi(user: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const signIn = await api.post("/api/auth/sign-in/email", { data: { email: user.email, password: user.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return api;
}

/** The studio asks for Projeto Avançado (50 images a month) and the Prancheta team grants it. */
async function grantAdvancedPlan(user: StudioProject["user"]) {
  const architect = await signedInApi(user);
  try {
    await grantPlan(architect, "avancado");
  } finally {
    await architect.dispose();
  }
}

test.beforeAll(async () => {
  setup = await createProjectViaApi({ client: "Helena Prado", project: PROJECT });
  await grantAdvancedPlan(setup.user);
});

test.beforeEach(async ({ page }) => {
  await fakeImages("/__fake/reset");
  await signInViaApi(page, BASE_URL, setup.user);
});

test.afterAll(async () => {
  await fakeImages("/__fake/reset");
});

test("gera uma imagem, mostra e baixa como prancheta-<data-hora>.png", async ({ page }) => {
  await page.goto("/dashboard/imagens");
  await expect(page.getByRole("heading", { name: "Geração de imagens" })).toBeVisible();
  await expect(page.getByTestId("image-quota")).toHaveText("0 de 50 imagens este mês");
  await expect(page.getByText("Nenhuma imagem gerada ainda.")).toBeVisible();

  // A blank description is refused in the page.
  await page.getByLabel("Descrição da imagem").fill("   ");
  await page.getByRole("button", { name: "Gerar imagem" }).click();
  await expect(toast(page, "Campo obrigatório", "Por favor, descreva a imagem que deseja gerar.")).toBeVisible();

  // A slow provider, so the busy state can be seen.
  await setImagesMode("ok", 1500);
  await page.getByLabel("Descrição da imagem").fill(PROMPT);
  await page.getByLabel("Projeto (opcional)").selectOption({ label: `${PROJECT} — Helena Prado` });
  await page.getByRole("button", { name: "Gerar imagem" }).click();
  await expect(page.getByRole("button", { name: "Gerando... (pode demorar até 30s)" })).toBeDisabled();
  await expect(toast(page, "Imagem gerada com sucesso!")).toBeVisible({ timeout: 20_000 });

  const result = page.getByRole("figure");
  const image = result.getByRole("img", { name: PROMPT });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  await expect(page.getByTestId("image-quota")).toHaveText("1 de 50 imagens este mês");

  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: /^Baixar imagem/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prancheta-\d{8}-\d{6}\.png$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

  // The gallery keeps it, with its project.
  const gallery = page.getByRole("list", { name: "Imagens geradas" });
  await expect(gallery.getByRole("listitem")).toHaveCount(1);
  await expect(gallery.getByText(PROJECT, { exact: false })).toBeVisible();
});

test("quando o provedor falha: o serviço de imagens indisponível, sem imagem nem chave a conferir", async ({ page }) => {
  await setImagesMode("500");
  await page.goto("/dashboard/imagens");
  await expect(page.getByTestId("image-quota")).toHaveText("1 de 50 imagens este mês");
  await page.getByLabel("Descrição da imagem").fill("Cozinha com bancada de granito");
  await page.getByRole("button", { name: "Gerar imagem" }).click();
  await expect(
    toast(page, "Erro na geração", "Não foi possível gerar a imagem. O serviço de imagens está indisponível no momento. Tente novamente mais tarde."),
  ).toBeVisible({ timeout: 20_000 });
  const banner = page.getByRole("alert").filter({ hasText: "Serviço de imagens indisponível" });
  await expect(banner).toBeVisible();
  await expect(banner).not.toContainText("variáveis de ambiente");
  await expect(page.getByText("A imagem gerada aparecerá aqui.")).toBeVisible();
  // The failed attempt did not count.
  await expect(page.getByTestId("image-quota")).toHaveText("1 de 50 imagens este mês");
  await expect(page.getByRole("button", { name: "Gerar imagem" })).toBeEnabled();
});

test("exclui uma imagem da galeria", async ({ page }) => {
  const api = await signedInApi(setup.user);
  try {
    expect((await api.post("/api/images", { data: { prompt: "Banheiro com revestimento verde" } })).status()).toBe(201);
  } finally {
    await api.dispose();
  }
  await page.goto("/dashboard/imagens");
  const gallery = page.getByRole("list", { name: "Imagens geradas" });
  await expect(gallery.getByRole("listitem")).toHaveCount(2);
  await gallery.getByRole("button", { name: /Excluir a imagem "Banheiro/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Excluir imagem" }).click();
  await expect(toast(page, "Imagem excluída")).toBeVisible();
  await expect(gallery.getByRole("listitem")).toHaveCount(1);
  // Deleted images still count in the month (they were generated).
  await expect(page.getByTestId("image-quota")).toHaveText("2 de 50 imagens este mês");
});

test("com as 50 imagens do mês usadas, o botão fica desabilitado e a cota aponta para os planos", async ({ page }) => {
  const api = await signedInApi(setup.user);
  try {
    // Two used so far (the first test and the deleted one): 48 more reach the limit.
    for (let i = 0; i < 48; i++) {
      const res = await api.post("/api/images", { data: { prompt: `Variação ${i + 1}` } });
      expect(res.status(), await res.text()).toBe(201);
    }
  } finally {
    await api.dispose();
  }
  await page.goto("/dashboard/imagens");
  // At the limit the button is disabled with the plan's reason beside it (R-IMG-2), not a failed attempt.
  const quota = page.getByTestId("image-quota");
  await expect(quota).toContainText("50 de 50 imagens este mês: o limite do plano foi atingido.");
  await page.getByLabel("Descrição da imagem").fill("Mais uma fachada");
  await expect(page.getByRole("button", { name: "Gerar imagem" })).toBeDisabled();
  await quota.getByRole("link", { name: "Ver planos" }).click();
  await expect(page).toHaveURL(/\/dashboard\/planos$/);
});
