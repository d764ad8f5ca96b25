import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";

/**
 * A visitor who is not signed in must find a clean browser console: no error or warning from
 * our code, from React, from a failed request (Chromium logs every 4xx/5xx response as
 * "Failed to load resource") or from the CSP.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const { url, lineNumber } = message.location();
    problems.push(`${message.type()}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe("console limpo sem sessão", () => {
  const pages: { url: string; ready: (page: Page) => Promise<void> }[] = [
    {
      url: "/",
      ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
    },
    {
      url: "/login",
      ready: (page) => expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible(),
    },
    {
      url: "/cadastro",
      ready: (page) => expect(page.getByRole("button", { name: "Criar conta", exact: true })).toBeVisible(),
    },
    {
      url: "/recuperar-senha",
      ready: (page) => expect(page.getByRole("button", { name: "Enviar instruções" })).toBeVisible(),
    },
    {
      url: "/redefinir-senha",
      ready: (page) => expect(page.getByText("Este link de redefinição é inválido ou expirou.")).toBeVisible(),
    },
    {
      url: "/redefinir-senha?token=um-token-qualquer",
      ready: (page) => expect(page.getByRole("button", { name: "Redefinir senha" })).toBeVisible(),
    },
    {
      url: "/confirmar-email",
      ready: (page) => expect(page.getByText("Link de confirmação inválido.")).toBeVisible(),
    },
    {
      // Nothing is sent before the button: the token works once.
      url: "/confirmar-email?token=um-token-qualquer",
      ready: (page) => expect(page.getByRole("button", { name: "Confirmar novo e-mail" })).toBeVisible(),
    },
    {
      url: "/dashboard/clientes",
      ready: async (page) => {
        await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fclientes$/);
        await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
      },
    },
  ];

  for (const { url, ready } of pages) {
    test(`${url} não registra erros nem avisos no console`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(url);
      await ready(page);
      // Let the session probe and any lazy chunk settle before reading the console.
      await page.waitForLoadState("networkidle");
      expect(problems).toEqual([]);
    });
  }

  test("navegar entre as páginas de conta não registra erros nem avisos", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Criar conta" }).click();
    await expect(page).toHaveURL("/cadastro");
    await page.getByRole("link", { name: "Já tem conta? Entrar" }).click();
    await expect(page).toHaveURL("/login");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page).toHaveURL("/recuperar-senha");
    await page.getByRole("link", { name: "Prancheta" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
});
