import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";

/**
 * The built app under its own Content-Security-Policy (server/lib/security-headers.ts, decision
 * 028) records no violation at all: not even one a library provokes on purpose and catches, as
 * zod's probe for `new Function` did on every signed-in or form page (a `script-src` report each
 * time, though the console stayed silent). Each page is a fresh document, so the listener is
 * installed before any script; console lines about the CSP (a blocked script, style or request)
 * count too.
 */
declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

function watchCsp(page: Page): string[] {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval|Refused to/i.test(message.text())) console.push(`console: ${message.text()}`);
  });
  return console;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener(
      "securitypolicyviolation",
      (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
      true,
    );
  });
});

/** Opens `url` as a new document and waits until the page and its lazy chunks have settled. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("nenhuma violação da CSP", () => {
  for (const url of ["/", "/login", "/cadastro"]) {
    test(`${url} sem sessão`, async ({ page }) => {
      const logged = watchCsp(page);
      await open(page, url);
      expect([...(await violations(page)), ...logged]).toEqual([]);
    });
  }

  test("o painel, com sessão, em várias rotas", async ({ page, signIn }) => {
    await signIn();
    const logged = watchCsp(page);
    for (const url of ["/dashboard", "/dashboard/clientes", "/dashboard/chat", "/dashboard/calendario", "/dashboard/topografia", "/dashboard/configuracoes"]) {
      await open(page, url);
      expect(await violations(page), url).toEqual([]);
    }
    expect(logged).toEqual([]);
  });
});
