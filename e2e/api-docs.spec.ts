import type { Page } from "@playwright/test";
import { BASE_URL } from "./fixtures/env";
import { expect, test } from "./fixtures/test";

/**
 * The API reference at /api/docs works in a real browser under our CSP (`script-src 'self'`, no
 * inline script): Scalar's bundle comes from our origin, the page shows the generated document,
 * and while loading and drawing it nothing is fetched from elsewhere (no fonts, telemetry or
 * proxy) or logged as an error or a warning (Scalar warns about a document it finds invalid).
 */
function watch(page: Page): { problems: string[]; outside: string[] } {
  const problems: string[] = [];
  const outside: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(BASE_URL) && !url.startsWith("data:") && !url.startsWith("blob:")) outside.push(url);
  });
  return { problems, outside };
}

test("a referência da API abre em /api/docs com as rotas do documento, sem erros e sem chamar outros sites", async ({ page }) => {
  // 3.5 MB of script to parse and a document to render: seconds on a busy machine.
  test.setTimeout(120_000);
  const { problems, outside } = watch(page);
  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

  await expect(page.getByText("Prancheta API").first()).toBeVisible({ timeout: 60_000 });
  for (const path of ["/api/clients", "/api/plans/upgrade-requests", "/api/me"]) {
    // The reference draws its sections after the title: the same room as the title on a busy machine.
    await expect(page.getByText(path, { exact: true }).first(), path).toBeAttached({ timeout: 60_000 });
  }
  await expect(page.getByText("Pede a mudança para um plano pago").first()).toBeAttached({ timeout: 60_000 });
  // Checked once the document is drawn (no "network idle" wait: Scalar keeps connections busy, and
  // on a loaded machine that wait ran past a minute): what loading and drawing it logged or fetched.
  expect(problems).toEqual([]);
  expect(outside).toEqual([]);
});

test("o script da referência vem da nossa origem, com cache longo", async ({ page }) => {
  const html = await (await page.request.get("/api/docs")).text();
  const src = /<script src="([^"]+)"/.exec(html)?.[1];
  expect(src).toMatch(/^\/api\/docs\/scalar-[\d.]+\.js$/);
  const script = await page.request.get(src!);
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toContain("text/javascript");
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
