import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FAKE_OPENAI_DEFAULT_TEXT } from "#test-support/fake-openai";
import { AI_MODEL, AI_SERVER_KEY, FAKE_AI_BASE_URL, FAKE_HF_MODELS, FAKE_HF_URL, HF_SERVER_TOKEN } from "./fixtures/env";
import { hfRequests, openAiRequests, resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { chatScreen, sourceOf } from "./fixtures/chat";
import { expect, test } from "./fixtures/extra-app";
import { newUser, signUpAndInOn } from "./fixtures/users";

/**
 * A real outage (R-CHAT-5, R-CHAT-7, decision 081): both providers fail and then cool down, as
 * in production. The main app runs with no cooldown (AI_COOLDOWN_SECONDS=0, so one test's
 * failures do not change the next test's path), which never shows the cooling path: this spec
 * uses the extra app, pointed at the same fakes with a cooldown. While the providers cool down
 * the server skips them — no notice on the answer — and only the stream's `degraded` says the
 * offline answer stands in for them.
 *
 * With E2E_SCREENSHOTS_DIR set (e.g. docs/screenshots/chat-outage) the page is saved there at
 * each stage as PNG; otherwise in the test's output folder.
 */

const COOLDOWN_SECONDS = 20;

test.use({
  extraAppEnv: {
    AI_BASE_URL: FAKE_AI_BASE_URL,
    AI_API_KEY: AI_SERVER_KEY,
    AI_MODEL,
    HF_BASE_URL: FAKE_HF_URL,
    HF_TOKEN: HF_SERVER_TOKEN,
    HF_MODELS: FAKE_HF_MODELS.join(","),
    AI_TIMEOUT_SECONDS: "30",
    HF_TIMEOUT_SECONDS: "20",
    AI_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS),
    AI_RATE_LIMIT_MAX: "1000",
  },
});

test.beforeEach(async () => {
  await resetFakes();
});
test.afterAll(async () => {
  await resetFakes();
});

async function snap(page: Page, name: string, outputPath: (name: string) => string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  // The toasts of the page's load would cover the header: the pictures are about the banner.
  await page.screenshot({ path: dir ? join(dir, `${name}.png`) : outputPath(`${name}.png`), style: "[data-sonner-toaster] { display: none !important; }" });
}

test("an outage with cooling providers: simplified answers by the third failure, back to ready when they recover", async ({ extraApp, page }, testInfo) => {
  test.setTimeout(150_000);
  const shot = (name: string) => snap(page, name, (n) => testInfo.outputPath(n));
  const user = newUser("queda", "Helena Duarte");
  await signUpAndInOn(page, extraApp.url, user);

  await page.goto(`${extraApp.url}/dashboard/chat`);
  const chat = chatScreen(page);
  await expect(chat.banner).toHaveAttribute("data-state", "ready");
  await shot("1-antes-da-queda");

  // Both providers answer with an unreadable body: no retries, each put in cooldown.
  await setOpenAiMode("garbage");
  await setHfMode("garbage");
  const question = "Qual o pé-direito mínimo de uma sala de estar?";
  await chat.ask(question);
  await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
  await expect(sourceOf(chat.lastAnswer)).toHaveText("Base offline do Prancheta");
  await expect(chat.lastAnswer.getByTestId("chat-notices")).not.toHaveCount(0);
  const retry = chat.lastAnswer.getByRole("button", { name: "Tentar novamente" });
  await expect(retry).toBeVisible();
  const calls = { openAi: (await openAiRequests()).length, hf: (await hfRequests()).length };
  expect(calls.openAi).toBeGreaterThan(0);
  await shot("2-primeira-falha");

  // Retries while they cool down: skipped (no request reaches them), no notice, and still a
  // failure — the retry button stays, the banner never turns "Assistente pronto" from them.
  await retry.click();
  await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
  await expect(sourceOf(chat.lastAnswer)).toHaveText("Base offline do Prancheta");
  await expect(chat.lastAnswer.getByTestId("chat-notices")).toHaveCount(0);
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
  await expect(retry).toBeVisible();
  expect({ openAi: (await openAiRequests()).length, hf: (await hfRequests()).length }).toEqual(calls);

  // Three failed answers in a row: simplified answers, with the causes and the action.
  await expect(chat.banner).toHaveAttribute("data-state", "simplified");
  await expect(chat.banner).toContainText("Usando respostas simplificadas");
  await expect(chat.banner).toContainText("alta demanda");
  await expect(chat.banner).toContainText("instabilidade na conexão");
  await expect(chat.banner).toContainText("indisponibilidade temporária");
  const advanced = chat.banner.getByRole("button", { name: "Tentar respostas avançadas" });
  await expect(advanced).toBeVisible();
  await shot("3-respostas-simplificadas");
  await expect(chat.userMessages).toHaveCount(1);
  await expect(chat.answers).toHaveCount(1);

  // The providers recover. Until their cooldown ends the answers still come from the offline base
  // and the banner stays; then "Tentar respostas avançadas" gets the primary's answer.
  await setOpenAiMode("ok");
  await setHfMode("ok");
  await expect(async () => {
    await expect(chat.input).toBeEnabled();
    if ((await chat.banner.getAttribute("data-state")) === "simplified") await advanced.click();
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Serviço principal · ${AI_MODEL}`, { timeout: 3_000 });
  }).toPass({ timeout: (COOLDOWN_SECONDS + 40) * 1000, intervals: [2_000] });
  await expect(chat.lastAnswer).toContainText(FAKE_OPENAI_DEFAULT_TEXT);
  await expect(chat.banner).toHaveAttribute("data-state", "ready");
  await expect(chat.banner).toContainText("Assistente pronto");
  await expect(chat.lastAnswer.getByRole("button", { name: "Tentar novamente" })).toHaveCount(0);
  await expect(chat.answers).toHaveCount(1);
  await shot("4-recuperado");
});
