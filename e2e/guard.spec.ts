import { expect, test, toast } from "./fixtures/test";

test.describe("rotas protegidas", () => {
  test("sem sessão, /dashboard/clientes leva ao login e volta para lá depois de entrar", async ({ page, account }) => {
    await page.goto("/dashboard/clientes");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/clientes");

    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(toast(page, "Login realizado com sucesso!")).toBeVisible();
    await expect(page).toHaveURL("/dashboard/clientes");
  });

  test("o parâmetro redirect nunca leva para fora do painel", async ({ page, account }) => {
    for (const target of ["https://exemplo.com/roubo", "//exemplo.com", "/login"]) {
      await page.context().clearCookies();
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await page.getByLabel("E-mail").fill(account.email);
      await page.getByLabel("Senha", { exact: true }).fill(account.password);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await expect(page, target).toHaveURL("/dashboard");
    }
  });

  test("com sessão, /login e /cadastro levam ao painel", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/login");
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/cadastro");
    await expect(page).toHaveURL("/dashboard");
  });

  test("a API recusa /api/me sem sessão", async ({ request }) => {
    const response = await request.get("/api/me");
    expect(response.status()).toBe(401);
  });
});
