import { hfRequests, openAiRequests, resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { AI_SERVER_KEY, BASE_URL, FAKE_AI_BASE_URL, FAKE_HF_MODELS, HF_SERVER_TOKEN } from "./fixtures/env";
import { mentions, watchRequests } from "./fixtures/key-leak";
import { expect, test } from "./fixtures/test";

/**
 * The AI test infrastructure itself: the app talks to the fakes, a page may call the fake
 * OpenAI directly (CORS), and the key-leak watch sees where a key went.
 */

const USER_KEY = "sk-usuario-e2e-chave-propria-42";

test.beforeEach(async () => {
  await resetFakes();
});

/** Runs in the page: a direct, cross-origin call with the user's key, like the chat's browser mode. */
function callProviderFromPage(args: { url: string; key: string }) {
  return fetch(`${args.url}/chat/completions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${args.key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ model: "gpt-3.5-turbo", stream: true, messages: [{ role: "user", content: "Oi" }] }),
  }).then(async (r) => ({ status: r.status, body: await r.text() }));
}

test.describe("CORS do falso OpenAI", () => {
  // This checks the fake's CORS, not the app's CSP connect-src (the chat specs cover that).
  test.use({ bypassCSP: true });

  test("o navegador chama o falso OpenAI direto (CORS), e a chave do usuário só vai para ele", async ({ page }) => {
    // A real app page: Chromium lets only a document served from loopback call a loopback
    // address (Local Network Access), so a page made up with page.route could not.
    await page.goto("/");
    const watch = watchRequests(page);

    const answer = await page.evaluate(callProviderFromPage, { url: FAKE_AI_BASE_URL, key: USER_KEY });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("data: [DONE]");

    await setOpenAiMode("401");
    // Errors carry the CORS header too, so the page can read the provider's message.
    const refused = await page.evaluate(callProviderFromPage, { url: FAKE_AI_BASE_URL, key: USER_KEY });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain("invalid_api_key");

    const recorded = await openAiRequests();
    expect(recorded.map((r) => r.method)).toEqual(["POST", "POST"]); // the preflight is not recorded
    expect(recorded[0]!.headers.authorization).toBe(`Bearer ${USER_KEY}`);

    expect((await watch.toOrigin(BASE_URL)).filter((r) => mentions(r, USER_KEY))).toEqual([]);
    const toProvider = (await watch.toOthers(BASE_URL)).filter((r) => mentions(r, USER_KEY));
    const provider = new URL(FAKE_AI_BASE_URL).origin;
    expect(toProvider.map((r) => new URL(r.url).origin)).toEqual([provider, provider]);
  });
});

test("o app usa os falsos: primário com a chave do servidor, depois o fallback HF", async ({ page, freshUser }) => {
  const chat = async () => {
    const response = await page.request.post("/api/chat", {
      headers: { Origin: BASE_URL, "Content-Type": "application/json" },
      data: { message: "Qual a largura mínima de uma rampa?" },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.text();
  };
  expect(freshUser.email).toContain("@");

  expect(await chat()).toContain('"provider":"primary"');
  const [primary] = await openAiRequests();
  expect(primary!.headers.authorization).toBe(`Bearer ${AI_SERVER_KEY}`);

  await setOpenAiMode("401");
  await setHfMode("500", { model: FAKE_HF_MODELS[0] });
  expect(await chat()).toContain('"provider":"fallback"');
  // The first model fails (whatever the retries), the second answers.
  const tried = await hfRequests();
  expect(tried.map((r) => r.path)).toContain(`/models/${FAKE_HF_MODELS[0]}`);
  expect(tried.at(-1)!.path).toBe(`/models/${FAKE_HF_MODELS[1]}`);
  expect(tried[0]!.headers.authorization).toBe(`Bearer ${HF_SERVER_TOKEN}`);
});
