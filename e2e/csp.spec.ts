import type { Page } from "@playwright/test";
import { watchCsp } from "./fixtures/csp";
import { expect, test } from "./fixtures/test";

/**
 * The built app under its own Content-Security-Policy (server/lib/security-headers.ts, decision
 * 028) records no violation at all (e2e/fixtures/csp.ts says what counts). Every dashboard route
 * is also watched, at a phone's width, by phone-layout.spec.ts, and so is the client's briefing page.
 */

/** Opens `url` as a new document and waits until the page and its lazy chunks have settled. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test.describe("nenhuma violação da CSP", () => {
  for (const url of ["/", "/login", "/cadastro"]) {
    test(`${url} sem sessão`, async ({ page }) => {
      const seen = await watchCsp(page);
      await open(page, url);
      expect(seen).toEqual([]);
    });
  }

  test("o painel, com sessão, em várias rotas", async ({ page, signIn }) => {
    await signIn();
    const seen = await watchCsp(page);
    for (const url of ["/dashboard", "/dashboard/clientes", "/dashboard/chat", "/dashboard/calendario", "/dashboard/topografia", "/dashboard/configuracoes"]) {
      await open(page, url);
    }
    expect(seen).toEqual([]);
  });
});
