import { FAKE_OPENAI_DEFAULT_TEXT } from "#test-support/fake-openai";
import { FAKE_HF_DEFAULT_TEXT } from "#test-support/fake-hf";
import { AI_MODEL, FAKE_HF_MODELS } from "./fixtures/env";
import { openAiRequests, resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { chatScreen, conversationIdOf, LONG_ANSWER, LONG_ANSWER_END, sourceOf, waitForConversationId } from "./fixtures/chat";
import { expect, test, toast } from "./fixtures/test";

const SIMPLIFIED =
  "Estamos usando respostas simplificadas no momento. Tente novamente em alguns instantes para respostas mais avançadas.";

test.beforeEach(async () => {
  await resetFakes();
});

test.describe("Chat com IA", () => {
  test("streams the primary's answer with typing indicator, time stamps and source label", async ({ page, freshUser: _ }) => {
    // Slow enough that "Digitando" (before the first token) and "before the end" are each
    // seconds wide even on a busy machine (400 ms was missed once under load).
    await setOpenAiMode("slow-stream", { text: LONG_ANSWER, tokenIntervalMs: 100, delayMs: 2_500 });
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await expect(page.getByRole("heading", { level: 1, name: "Chat com IA" })).toBeVisible();
    await expect(chat.banner).toHaveAttribute("data-state", "ready");
    await expect(chat.banner).toContainText("Assistente pronto");
    await expect(toast(page, "Serviço de IA pronto")).toBeVisible();

    await chat.ask("Quais normas valem para uma escada de uso comum?");
    // While waiting for the first token: "Digitando", the input disabled, a stop button.
    await expect(chat.lastAnswer.getByText("Digitando")).toBeVisible();
    await expect(chat.input).toBeDisabled();
    await expect(chat.stop).toBeVisible();
    // Tokens show as they arrive: part of the text before the end.
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "streaming");
    await expect(chat.lastAnswer).toContainText("Item 1:");
    await expect(chat.lastAnswer).not.toContainText(LONG_ANSWER_END);
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received", { timeout: 25_000 });
    await expect(chat.lastAnswer).toContainText(LONG_ANSWER_END);
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Serviço principal · ${AI_MODEL}`);
    await expect(chat.input).toBeEnabled();
    for (const time of await page.locator('[data-testid="chat-message"] time').allTextContents()) {
      expect(time).toMatch(/^\d{2}:\d{2}$/);
    }
    await waitForConversationId(page);
  });

  test("an example prompt from the empty state is sent as the question", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await page.getByRole("button", { name: /Quais são os melhores materiais para fachadas\?/ }).click();
    await expect(chat.userTexts).toHaveText(["Quais são os melhores materiais para fachadas?"]);
    await expect(chat.lastAnswer).toContainText(FAKE_OPENAI_DEFAULT_TEXT);
    const sent = (await openAiRequests()).at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages.at(-1)).toEqual({ role: "user", content: "Quais são os melhores materiais para fachadas?" });
  });

  test("Enter sends, Shift+Enter adds a line, blank is ignored, the input grows up to 120 px", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.input.fill("   ");
    await chat.input.press("Enter");
    await expect(chat.send).toBeDisabled();
    await expect(chat.messages).toHaveCount(0);

    await chat.input.fill("");
    const empty = (await chat.input.boundingBox())!.height;
    await chat.input.pressSequentially("Primeira linha");
    await chat.input.press("Shift+Enter");
    await chat.input.pressSequentially("Segunda linha");
    await expect(chat.input).toHaveValue("Primeira linha\nSegunda linha");
    await expect(chat.messages).toHaveCount(0);
    expect((await chat.input.boundingBox())!.height).toBeGreaterThan(empty);
    for (let i = 0; i < 8; i++) await chat.input.press("Shift+Enter");
    expect((await chat.input.boundingBox())!.height).toBeLessThanOrEqual(120);

    await chat.input.fill("Primeira linha\nSegunda linha");
    await chat.input.press("Enter");
    await expect(chat.userMessages).toHaveCount(1);
    expect(await chat.userTexts.first().innerText()).toBe("Primeira linha\nSegunda linha");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
  });

  test("stop keeps the partial answer, marked interrupted, also after a reload", async ({ page, freshUser: _ }) => {
    // The stop must land long before the end: ~14 s of answer.
    await setOpenAiMode("slow-stream", { text: LONG_ANSWER, tokenIntervalMs: 200 });
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Liste as verificações de um projeto legal.");
    await expect(chat.lastAnswer).toContainText("Item 2:");
    await chat.stop.click();
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "interrupted");
    await expect(chat.lastAnswer).toContainText("Resposta interrompida");
    const partial = await chat.lastAnswer.locator(".markdown").innerText();
    expect(partial.length).toBeGreaterThan(0);
    expect(partial).not.toContain(LONG_ANSWER_END);
    await expect(chat.input).toBeEnabled();
    // The provider saw the connection closed before the end.
    await expect.poll(async () => (await openAiRequests()).at(-1)?.closedEarly).toBe(true);

    await page.reload();
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "interrupted");
    await expect(chat.lastAnswer).toContainText("Item 2:");
    await expect(chat.lastAnswer).not.toContainText(LONG_ANSWER_END);
  });

  test("an invalid server key: the fallback answers and the banner says so", async ({ page, freshUser: _ }) => {
    await setOpenAiMode("401");
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Qual a altura mínima de um guarda-corpo?");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    await expect(chat.lastAnswer).toContainText(FAKE_HF_DEFAULT_TEXT.slice(0, 30));
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Modelo alternativo · ${FAKE_HF_MODELS[0]}`);
    await expect(chat.lastAnswer.getByTestId("chat-notices")).toContainText("O serviço de IA está indisponível no momento. Tentando serviço alternativo.");
    await expect(chat.banner).toHaveAttribute("data-state", "key-invalid");
    await expect(chat.banner).toContainText("Serviço alternativo em uso");
    await chat.banner.getByRole("button", { name: "Configurar chave API" }).click();
    await expect(page.getByRole("dialog", { name: "Configurar API de IA" })).toBeVisible();
  });

  test("an answer that fails mid-stream shows the red bubble; retries replace it; 3 retries → simplified banner", async ({ page, freshUser: _ }) => {
    await setOpenAiMode("break-stream");
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await expect(chat.banner).toHaveAttribute("data-state", "ready");
    await chat.ask("Explique a NBR 15575.");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "error");
    await expect(chat.lastAnswer).toContainText(SIMPLIFIED);

    const retry = chat.lastAnswer.getByRole("button", { name: "Tentar novamente" });
    for (let i = 1; i <= 3; i++) {
      await retry.click();
      await expect(chat.lastAnswer).toHaveAttribute("data-status", "error");
    }
    // Each retry replaced the failed answer: one question, one answer.
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.answers).toHaveCount(1);
    await expect(chat.banner).toHaveAttribute("data-state", "simplified");
    await expect(chat.banner).toContainText("Usando respostas simplificadas");
    await expect(chat.banner).toContainText("alta demanda");
    await expect(chat.banner).toContainText("instabilidade na conexão");
    await expect(chat.banner).toContainText("indisponibilidade temporária");

    await setOpenAiMode("ok");
    await chat.banner.getByRole("button", { name: "Tentar respostas avançadas" }).click();
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    await expect(chat.lastAnswer).toContainText(FAKE_OPENAI_DEFAULT_TEXT);
    await expect(chat.banner).toHaveAttribute("data-state", "ready");
    await expect(chat.answers).toHaveCount(1);
    // Reloaded from the server: still one question and its (new) answer.
    await page.reload();
    await expect(chat.userMessages).toHaveCount(1);
    await expect(chat.answers).toHaveCount(1);
    await expect(chat.lastAnswer).toContainText(FAKE_OPENAI_DEFAULT_TEXT);
  });

  test("model loading: automatic retries at 5 s, 10 s and 15 s on a clock the test drives", async ({ page, freshUser: _ }) => {
    await setOpenAiMode("404-model"); // the primary refuses at once (no retries), HF is loading
    await setHfMode("loading");
    await page.clock.install();
    let chatPosts = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/chat") chatPosts++;
    });
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Qual o CUB de São Paulo?");
    // The offline base answers; the banner turns yellow and schedules the first retry.
    await expect(chat.banner).toHaveAttribute("data-state", "model-loading");
    await expect(chat.banner).toContainText("Nova tentativa automática em 5 s (tentativa 1 de 3)");
    await expect(chat.banner.getByRole("button", { name: "Atualizar status" })).toBeVisible();
    expect(chatPosts).toBe(1);
    // Until pauseAt the page clock runs in real time, so the first retry is due 5 s after the banner
    // appeared, plus however long the checks above took on this machine. Pausing 0.5 s ahead (a
    // target already in the past is refused) and checking "not yet" 3 s before the due time leaves
    // seconds of margin; once paused, later retries are scheduled on the paused clock, exactly.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 500);
    const margin = 3_000;

    for (const [attempt, delay] of [
      [1, 5_000],
      [2, 10_000],
      [3, 15_000],
    ] as const) {
      await page.clock.runFor(delay - margin);
      expect(chatPosts).toBe(attempt);
      await page.clock.runFor(margin);
      await expect.poll(() => chatPosts).toBe(attempt + 1);
      await expect(chat.input).toBeEnabled();
      if (attempt < 3) {
        await expect(chat.banner).toContainText(`Nova tentativa automática em ${delay / 1000 + 5} s (tentativa ${attempt + 1} de 3)`);
      }
    }
    await expect(chat.banner).toContainText("as tentativas automáticas acabaram");
    await page.clock.runFor(60_000);
    expect(chatPosts).toBe(4);
    // Still one question: each retry replaced the answer.
    await expect(chat.userMessages).toHaveCount(1);

    // "Atualizar status" clears the flag; three retries leave the simplified banner.
    await page.clock.resume();
    await chat.banner.getByRole("button", { name: "Atualizar status" }).click();
    await expect(chat.banner).toHaveAttribute("data-state", "simplified");

    await setHfMode("ok");
    await chat.banner.getByRole("button", { name: "Tentar respostas avançadas" }).click();
    await expect(sourceOf(chat.lastAnswer)).toHaveText(`Modelo alternativo · ${FAKE_HF_MODELS[0]}`);
    await expect(chat.banner).toHaveAttribute("data-state", "ready");
  });

  test("Nova conversa clears the screen; the history reopens the earlier one after a reload", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Primeira pergunta sobre acessibilidade");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    const firstId = await waitForConversationId(page);

    await chat.newConversation.click();
    await expect(chat.messages).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Sugira um conceito/ })).toBeVisible();
    await expect.poll(() => conversationIdOf(page)).toBeNull();

    await chat.ask("Segunda pergunta sobre iluminação");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    await waitForConversationId(page, firstId);

    await page.reload();
    const history = page.getByRole("navigation", { name: "Histórico de conversas" });
    await expect(history.getByRole("button", { name: /^Segunda pergunta/ })).toBeVisible();
    await history.getByRole("button", { name: /^Primeira pergunta/ }).click();
    await expect(chat.userTexts).toHaveText(["Primeira pergunta sobre acessibilidade"]);
    await expect(chat.lastAnswer).toContainText(FAKE_OPENAI_DEFAULT_TEXT);
    await expect.poll(() => conversationIdOf(page)).toBe(firstId);
  });

  test("an answer that finishes after the tab was closed is there when the conversation is reopened", async ({ page, context, freshUser: _ }) => {
    await setOpenAiMode("slow-stream", { text: LONG_ANSWER, tokenIntervalMs: 40 });
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Checklist completo de um anteprojeto");
    await expect(chat.lastAnswer).toContainText("Item 1:");
    const id = await waitForConversationId(page);
    await page.close();

    const again = await context.newPage();
    await again.goto(`/dashboard/chat?conversa=${id}`);
    const reopened = chatScreen(again);
    await expect(reopened.lastAnswer).toHaveAttribute("data-status", "received", { timeout: 15_000 });
    await expect(reopened.lastAnswer).toContainText(LONG_ANSWER_END);
  });

  test("deleting a conversation asks first, then removes it", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    // Deadlines sized for a loaded 2-core CI machine: the answer, the list's refetch after the
    // deletion and the toast each wait on the server.
    test.slow();
    await chat.ask("Conversa que será excluída");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received", { timeout: 20_000 });
    const history = page.getByRole("navigation", { name: "Histórico de conversas" });
    const trash = history.getByRole("button", { name: "Excluir conversa Conversa que será excluída" });
    await trash.click();
    const dialog = page.getByRole("dialog", { name: "Excluir conversa?" });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(history.getByRole("button", { name: /^Conversa que será excluída/ })).toBeVisible();
    await trash.click();
    await expect(dialog).toContainText("“Conversa que será excluída” e todas as suas mensagens serão excluídas.");
    await dialog.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(toast(page, "Conversa excluída")).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await expect(history.getByText("Suas conversas aparecerão aqui.")).toBeVisible({ timeout: 15_000 });
    // The open conversation was the deleted one: the screen starts over.
    await expect(chat.messages).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => conversationIdOf(page)).toBeNull();
  });

  test("markdown is rendered without raw HTML; links open in a new tab", async ({ page, freshUser: _ }) => {
    await setOpenAiMode("ok", {
      text: 'Veja **a norma** em [ABNT](https://www.abnt.org.br). <img src="x" onerror="window.__xss=1"> <script>window.__xss=2</script> Fim.',
    });
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Onde compro as normas?");
    await expect(chat.lastAnswer).toContainText("Fim.");
    await expect(chat.lastAnswer.locator("strong")).toHaveText("a norma");
    const link = chat.lastAnswer.getByRole("link", { name: "ABNT" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(chat.lastAnswer.locator("img, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("mobile 390×844: history in a sheet, the input inside the screen", async ({ page, freshUser: _ }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard/chat");
    const chat = chatScreen(page);
    await chat.ask("Pergunta no celular");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    const box = (await chat.input.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole("navigation", { name: "Histórico de conversas" })).toBeHidden();
    await page.getByRole("button", { name: "Histórico" }).click();
    const sheet = page.getByRole("dialog", { name: "Histórico de conversas" });
    await sheet.getByRole("button", { name: /^Pergunta no celular/ }).click();
    await expect(sheet).toBeHidden();
    await expect(chat.userTexts).toHaveText(["Pergunta no celular"]);
  });
});
