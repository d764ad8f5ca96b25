import { chatStreamEventSchemas } from "#domain/chat.schema";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { BASE_URL, FAKE_AI_BASE_URL } from "./fixtures/env";
import { expect, test } from "./fixtures/extra-app";
import { newUser, signUpAndInOn, signUpViaApi } from "./fixtures/users";
import { chatScreen, sourceOf } from "./fixtures/chat";

/** The extra app fixture: a second app with no AI provider, its own database, its own origin. */

interface SseEvent {
  event: string;
  data: unknown;
}

function parseSse(body: string): SseEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .map((block) => {
      const lines = block.split(/\r?\n/).filter((l) => !l.startsWith(":"));
      const field = (name: string) =>
        lines.filter((l) => l.startsWith(`${name}:`)).map((l) => l.slice(name.length + 1).replace(/^ /, ""));
      const data = field("data");
      return { event: field("event")[0] ?? "message", data: data.length ? (JSON.parse(data.join("\n")) as unknown) : null };
    })
    .filter((e) => e.data !== null);
}

async function publicConfig(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.get("/api/public-config");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { ai?: { browserBaseUrl?: string } };
  await context.dispose();
  return body;
}

test.describe("app extra (sem provedor de IA)", () => {
  let api: APIRequestContext | undefined;
  test.afterEach(async () => {
    await api?.dispose();
    api = undefined;
  });

  test("responde /api/health no próprio endereço, com outro banco", async ({ extraApp }) => {
    expect(extraApp.url).not.toBe(BASE_URL);
    const response = await fetch(`${extraApp.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "pglite" });
  });

  test("public-config: o navegador chamaria a OpenAI real; no app principal, o falso", async ({ extraApp }) => {
    expect((await publicConfig(extraApp.url)).ai?.browserBaseUrl).toBe("https://api.openai.com/v1");
    expect((await publicConfig(BASE_URL)).ai?.browserBaseUrl).toBe(FAKE_AI_BASE_URL);
  });

  test("chat responde offline, citando a norma", async ({ extraApp }) => {
    const user = newUser("extra", "Paulo Henrique Costa");
    const signUp = await playwrightRequest.newContext({ baseURL: extraApp.url });
    await signUpViaApi(signUp, extraApp.url, user);
    await signUp.dispose();

    // A fresh context: the session comes from the sign-in, not from the sign-up.
    api = await playwrightRequest.newContext({ baseURL: extraApp.url });
    const signIn = await api.post("/api/auth/sign-in/email", {
      headers: { Origin: extraApp.url, "Content-Type": "application/json" },
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);

    const response = await api.post("/api/chat", {
      headers: { Origin: extraApp.url, "Content-Type": "application/json" },
      data: { message: "Qual a inclinação máxima de uma rampa acessível?" },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/event-stream/);

    const events = parseSse(await response.text());
    expect(events.find((e) => e.event === "meta")?.data).toMatchObject({ provider: "offline" });
    expect(events.find((e) => e.event === "error")).toBeUndefined();
    const text = events
      .filter((e) => e.event === "token")
      .map((e) => chatStreamEventSchemas.token.parse(e.data).text)
      .join("");
    expect(text).toContain("NBR 9050");
    expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "offline" } });
  });
});

test.describe("Chat com IA sem provedor configurado", () => {
  test("the offline base answers with a citation; the banner says the basic service is active", async ({ extraApp, page }) => {
    const user = newUser("offline", "Lúcia Prado");
    await signUpAndInOn(page, extraApp.url, user);

    await page.goto(`${extraApp.url}/dashboard/chat`);
    const chat = chatScreen(page);
    await expect(chat.banner).toHaveAttribute("data-state", "key-not-set");
    await expect(chat.banner).toContainText("Serviço básico ativo");
    await chat.ask("Qual a inclinação máxima de uma rampa acessível?");
    await expect(chat.lastAnswer).toHaveAttribute("data-status", "received");
    await expect(chat.lastAnswer).toContainText("ABNT NBR 9050");
    await expect(sourceOf(chat.lastAnswer)).toHaveText("Base offline do Prancheta");
    // Nothing failed: no error bubble, no notices, still the basic-service banner.
    await expect(chat.lastAnswer.getByTestId("chat-notices")).toHaveCount(0);
    await expect(chat.banner).toHaveAttribute("data-state", "key-not-set");
    await chat.banner.getByRole("button", { name: "Melhorar respostas" }).click();
    await expect(page.getByRole("dialog", { name: "Configurar API de IA" })).toBeVisible();
  });
});
