import type { Page } from "@playwright/test";
import { AI_MODEL, AI_SERVER_KEY, BASE_URL, FAKE_HF_MODELS, FAKE_OPENAI_URL } from "./fixtures/env";
import { FAKE_OPENAI_DEFAULT_TEXT } from "#test-support/fake-openai";
import { openAiRequests, resetFakes, setOpenAiMode } from "./fixtures/ai-fakes";
import { chatScreen, LONG_ANSWER, LONG_ANSWER_END, sourceOf } from "./fixtures/chat";
import { mentions, watchRequests } from "./fixtures/key-leak";
import { dismissToasts, expect, test, toast } from "./fixtures/test";

/** The user's own key: over 20 characters and starting with sk- (the ready check of R-CHAT-11). */
const USER_KEY = "sk-usuario-e2e-chave-pessoal-9f3a7c";

test.beforeEach(async () => {
  await resetFakes();
});

/**
 * Opens the key dialog from the keyboard, as a keyboard user would. The toasts of a save stack
 * at the top right, over the button: a mouse click there lands on them, and the pointer that
 * tried makes the toaster expand and hold its toasts for as long as it hovers (a loaded run
 * timed out that way). Moved away first, the pointer lets them go; Enter on the focused button
 * needs no free spot. Repeated until the dialog is there (a press right after the previous
 * dialog closed can be taken by its closing animation).
 */
async function openKeyDialog(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Configurar API de IA" });
  await page.mouse.move(0, 0);
  await expect(async () => {
    if (!(await dialog.isVisible())) await chatScreen(page).keyButton.press("Enter");
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

async function saveKey(page: Page, key: string) {
  const dialog = await openKeyDialog(page);
  await dialog.getByLabel("Chave da API OpenAI").fill(key);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog).toBeHidden();
}

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));

test.describe("Configurar API de IA", () => {
  test("the dialog's rules, texts and toasts; the key is the only browser storage entry", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.keyButton.click();
    const dialog = page.getByRole("dialog", { name: "Configurar API de IA" });
    await expect(dialog.getByRole("tab", { name: "OpenAI (recomendado)" })).toHaveAttribute("aria-selected", "true");
    const input = dialog.getByLabel("Chave da API OpenAI");
    expect(await input.getAttribute("placeholder")).toMatch(/^sk-/);
    await expect(dialog).toContainText("não é enviada aos servidores do Prancheta");
    const save = dialog.getByRole("button", { name: "Salvar" });
    await expect(save).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Limpar chave" })).toBeDisabled();
    await dialog.getByRole("tab", { name: "Sem chave" }).click();
    await expect(dialog).toContainText("base offline");
    await expect(dialog).toContainText("mais limitadas");
    await dialog.getByRole("tab", { name: "OpenAI (recomendado)" }).click();

    // Only spaces: Save is enabled (not blank) but nothing is saved.
    await input.fill("   ");
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, "Chave necessária", "É necessário configurar pelo menos uma API de IA.")).toBeVisible();
    expect(await storage(page)).toEqual({});

    // Cancel keeps nothing.
    await input.fill(USER_KEY);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    expect(await storage(page)).toEqual({});

    // No format check on save (R-CHAT-10): a short key is saved too, but it is not "ready".
    await saveKey(page, "chave-curta");
    await expect(toast(page, "Chave API salva")).toBeVisible();
    expect(Object.values(await storage(page))).toEqual(["chave-curta"]);

    await saveKey(page, `  ${USER_KEY}  `);
    const saved = await storage(page);
    expect(Object.keys(saved)).toHaveLength(1);
    expect(Object.values(saved)).toEqual([USER_KEY]);
    await expect(chat.banner).toHaveAttribute("data-state", "ready");

    await openKeyDialog(page);
    // Recognisable, never shown whole.
    await expect(dialog).toContainText(`${USER_KEY.slice(0, 7)}…${USER_KEY.slice(-4)}`);
    await expect(dialog).not.toContainText(USER_KEY);
    // The provider's host as the dialog names it (the port moves with E2E_FAKE_OPENAI_PORT).
    await expect(dialog).toContainText(new URL(FAKE_OPENAI_URL).host);
    await dialog.getByRole("button", { name: "Limpar chave" }).click();
    await expect(toast(page, "Chave OpenAI removida")).toBeVisible();
    expect(await storage(page)).toEqual({});
  });

  test("with a saved key the browser asks the provider directly; the key never reaches our server", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    await saveKey(page, USER_KEY);
    const watch = watchRequests(page);
    const chat = chatScreen(page);
    await chat.ask("Qual a largura mínima de uma rampa?");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    await expect(chat.lastAnswer).toContainText(FAKE_OPENAI_DEFAULT_TEXT);
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Sua chave OpenAI · ${AI_MODEL}`);

    // The provider got the user's key from the browser (not the server's key).
    const sent = await openAiRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${USER_KEY}`);
    expect(sent[0]!.headers.origin).toBe(BASE_URL);
    const body = sent[0]!.body as { model: string; temperature: number; max_tokens: number; messages: { role: string; content: string }[] };
    expect(body).toMatchObject({ model: AI_MODEL, temperature: 0.5, max_tokens: 800 });
    expect(body.messages[0]!.role).toBe("system");
    expect(body.messages[0]!.content).toContain("NBR 9050:2020");

    // The conversation (not the key) is stored on our server: a reload shows it.
    await page.reload();
    await expect(chat.userTexts).toHaveText(["Qual a largura mínima de uma rampa?"]);
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Sua chave OpenAI · ${AI_MODEL}`);

    const ours = await watch.toOrigin(BASE_URL);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((r) => mentions(r, USER_KEY)).map((r) => r.url)).toEqual([]);
    const others = await watch.toOthers(BASE_URL);
    const withKey = others.filter((r) => mentions(r, USER_KEY));
    expect(withKey.length).toBeGreaterThan(0);
    expect(withKey.every((r) => r.url.startsWith(FAKE_OPENAI_URL))).toBe(true);
    watch.stop();
  });

  test("when the browser's call fails the server's chain answers and the banner says so", async ({ page, freshUser: _ }) => {
    await setOpenAiMode("401"); // refuses the user's key (and the server's)
    await page.goto("/dashboard/chat");
    await saveKey(page, USER_KEY);
    const watch = watchRequests(page);
    const chat = chatScreen(page);
    await chat.ask("Qual a altura de um peitoril?");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Modelo alternativo · ${FAKE_HF_MODELS[0]}`);
    await expect(chat.banner).toHaveAttribute("data-state", "key-invalid");
    await expect(chat.banner).toContainText("Serviço alternativo em uso");
    await expect(chat.banner).toContainText("Chave API OpenAI inválida");
    await expect(chat.lastAnswer.getByTestId("chat-notices")).toContainText("Usando o serviço alternativo do Prancheta");

    // Two calls reached the provider: the browser's with the user's key, the server's with its own.
    const keys = (await openAiRequests()).map((r) => r.headers.authorization);
    expect(keys).toEqual([`Bearer ${USER_KEY}`, `Bearer ${AI_SERVER_KEY}`]);
    const ours = await watch.toOrigin(BASE_URL);
    expect(ours.filter((r) => mentions(r, USER_KEY))).toEqual([]);
    watch.stop();
  });

  test("stopping a browser-direct answer keeps the part shown and stores it as interrupted, without the key", async ({ page, freshUser: _ }) => {
    // The stop must land long before the end: ~14 s of answer.
    await setOpenAiMode("slow-stream", { text: LONG_ANSWER, tokenIntervalMs: 200 });
    await page.goto("/dashboard/chat");
    await saveKey(page, USER_KEY);
    const watch = watchRequests(page);
    const chat = chatScreen(page);
    await chat.ask("Liste os itens do memorial descritivo.");
    await expect(chat.lastAnswer).toContainText("Item 2:");
    await chat.stop.click();
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "interrupted");
    await expect(chat.lastAnswer).not.toContainText(LONG_ANSWER_END);
    await page.reload();
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "interrupted");
    await expect(chat.lastAnswer).toContainText("Item 2:");
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Sua chave OpenAI · ${AI_MODEL}`);
    expect((await watch.toOrigin(BASE_URL)).filter((r) => mentions(r, USER_KEY))).toEqual([]);
    watch.stop();
  });

  test("signing out removes the key from the browser", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    await saveKey(page, USER_KEY);
    expect(Object.values(await storage(page))).toEqual([USER_KEY]);
    await dismissToasts(page);
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    expect(await storage(page)).toEqual({});
  });
});
