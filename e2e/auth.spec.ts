import { dismissToasts, expect, test, toast } from "./fixtures/test";
import { listMail, resetLinkFrom, waitForMail } from "./fixtures/mail";
import { newUser, uniqueEmail, type TestUser } from "./fixtures/users";
import type { Page } from "@playwright/test";

async function fillSignUp(page: Page, user: Partial<TestUser>, acceptTerms: boolean) {
  if (user.name) await page.getByLabel("Nome completo").fill(user.name);
  if (user.email) await page.getByLabel("E-mail").fill(user.email);
  if (user.password) await page.getByLabel("Senha", { exact: true }).fill(user.password);
  if (acceptTerms) await page.getByLabel("Li e aceito os termos de uso e a política de privacidade").check();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

async function logOut(page: Page) {
  await dismissToasts(page);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(toast(page, "Logout realizado", "Você saiu da sua conta.")).toBeVisible();
  await expect(page).toHaveURL("/");
}

test.describe("conta: cadastro, login, logout e recuperação de senha", () => {
  test("ciclo completo: cadastro → logout → login → recuperação por e-mail → nova senha", async ({ page }) => {
    const user = newUser("ciclo", "Beatriz Andrade Lima");
    const newPassword = "NovaSenha#2026";

    // Sign-up through the UI lands on the dashboard, signed in.
    await page.goto("/cadastro");
    await fillSignUp(page, user, true);
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();
    await expect(toast(page, "Conta criada com sucesso!", "Bem-vindo(a) à Prancheta.")).toBeVisible();

    await logOut(page);

    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL("/dashboard");
    await expect(toast(page, "Login realizado com sucesso!", "Bem-vindo(a) à Prancheta.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();

    await logOut(page);

    // Recovery: the confirmation panel names the e-mail and the message is really sent.
    await page.goto("/login");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page).toHaveURL("/recuperar-senha");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Enviar instruções" }).click();
    await expect(toast(page, "Instruções enviadas!")).toBeVisible();
    await expect(page.getByText(user.email, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "tente novamente" })).toBeVisible();

    const mail = await waitForMail(user.email, { subject: "redefina sua senha" });
    expect(mail.text).toContain("Olá, Beatriz!");
    const link = resetLinkFrom(mail);

    await page.goto(link);
    await expect(page).toHaveURL(/\/redefinir-senha\?token=[^&]+/);
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nova senha", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(toast(page, "Senha redefinida")).toBeVisible();
    await expect(page).toHaveURL("/login");

    // The old password no longer works; the new one does.
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(toast(page, "Não foi possível entrar", "E-mail ou senha incorretos.")).toBeVisible();
    await expect(page).toHaveURL("/login");

    await page.getByLabel("Senha", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "Olá, Beatriz!" })).toBeVisible();

    // The e-mailed link works only once.
    await page.goto(link);
    await expect(page).toHaveURL(/\/redefinir-senha\?/);
    await expect(page.getByText("Este link de redefinição é inválido ou expirou.")).toBeVisible();
  });

  test("recuperação com e-mail desconhecido mostra a mesma confirmação e não envia nada", async ({ page, account }) => {
    const unknown = uniqueEmail("ninguem");
    await page.goto("/recuperar-senha");
    await page.getByLabel("E-mail").fill(unknown);
    await page.getByRole("button", { name: "Enviar instruções" }).click();
    await expect(toast(page, "Instruções enviadas!")).toBeVisible();
    await expect(page.getByText(unknown, { exact: true })).toBeVisible();

    // "tente novamente" returns to the form; a request for a real account then gets its
    // e-mail, so by the time it arrives any message for the unknown address would have too.
    await page.getByRole("link", { name: "tente novamente" }).click();
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByRole("button", { name: "Enviar instruções" }).click();
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await waitForMail(account.email);
    expect(await listMail(unknown)).toHaveLength(0);

    await page.getByRole("link", { name: "Voltar para o login" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("recuperação sem e-mail pede o campo", async ({ page }) => {
    await page.goto("/recuperar-senha");
    await page.getByRole("button", { name: "Enviar instruções" }).click();
    await expect(
      toast(page, "Campo obrigatório", "Por favor, informe seu e-mail para recuperar a senha."),
    ).toBeVisible();
    await expect(page).toHaveURL("/recuperar-senha");
  });

  test("redefinir-senha sem token ou com token inválido oferece um novo link", async ({ page }) => {
    await page.goto("/redefinir-senha");
    await expect(page.getByText("Este link de redefinição é inválido ou expirou.")).toBeVisible();

    await page.goto("/api/auth/reset-password/token-que-nao-existe?callbackURL=%2Fredefinir-senha");
    await expect(page).toHaveURL(/\/redefinir-senha\?/);
    await expect(page.getByText("Este link de redefinição é inválido ou expirou.")).toBeVisible();
    await page.getByRole("link", { name: "Solicitar novo link" }).click();
    await expect(page).toHaveURL("/recuperar-senha");
  });

  test("cadastro valida campos vazios e o aceite dos termos", async ({ page }) => {
    const user = newUser("validacao");
    await page.goto("/cadastro");
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(toast(page, "Campos incompletos", "Por favor, preencha todos os campos.")).toBeVisible();

    await fillSignUp(page, user, false);
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(
      toast(page, "Termos não aceitos", "Você precisa aceitar os termos de uso para continuar."),
    ).toBeVisible();
    await expect(page).toHaveURL("/cadastro");
  });

  test("login valida campos vazios", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(toast(page, "Campos incompletos", "Por favor, preencha todos os campos.")).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("link", { name: "Criar conta" })).toHaveAttribute("href", "/cadastro");
  });

  test("cadastro com e-mail já usado mostra a mensagem do servidor", async ({ page, account }) => {
    await page.goto("/cadastro");
    await fillSignUp(page, { ...account, name: "Outra Pessoa", password: "OutraSenha#1" }, true);
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(toast(page, /.+/, /já está cadastrado/)).toBeVisible();
    await expect(page).toHaveURL("/cadastro");
  });
});

test.describe("estados de envio e login social", () => {
  /** Holds the API answer until the test releases it, to look at the busy button. */
  async function holdRequests(page: Page, path: string) {
    let release: () => void = () => {};
    const released = new Promise<void>((r) => (release = r));
    await page.route(`**${path}`, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("os botões mostram o texto de envio e ficam desabilitados enquanto a requisição real dura", async ({ page }) => {
    const cases = [
      {
        url: "/login",
        api: "/api/auth/sign-in/email",
        fill: async () => {
          await page.getByLabel("E-mail").fill(uniqueEmail("ocupado"));
          await page.getByLabel("Senha", { exact: true }).fill("qualquer-senha-1");
        },
        idle: "Entrar",
        busy: "Entrando...",
      },
      {
        url: "/cadastro",
        api: "/api/auth/sign-up/email",
        fill: async () => fillSignUp(page, newUser("ocupado", "Otávio Reis"), true),
        idle: "Criar conta",
        busy: "Criando conta...",
      },
      {
        url: "/recuperar-senha",
        api: "/api/auth/request-password-reset",
        fill: async () => page.getByLabel("E-mail").fill(uniqueEmail("ocupado")),
        idle: "Enviar instruções",
        busy: "Enviando...",
      },
    ];
    for (const c of cases) {
      await page.goto(c.url);
      const release = await holdRequests(page, c.api);
      await c.fill();
      await page.getByRole("button", { name: c.idle, exact: true }).click();
      const busy = page.getByRole("button", { name: c.busy, exact: true });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      release();
      await expect(busy).toBeHidden();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      await page.context().clearCookies();
    }
  });

  test("\"Entrar com Google\" só aparece quando o servidor tem o Google configurado", async ({ page }) => {
    for (const url of ["/login", "/cadastro"]) {
      await page.goto(url);
      await expect(page.getByRole("button", { name: "Criar conta" }).or(page.getByRole("button", { name: "Entrar", exact: true }))).toBeVisible();
      await expect(page.getByRole("button", { name: "Entrar com Google" })).toHaveCount(0);
    }
    // The same pages, when the server says Google is configured (GOOGLE_CLIENT_ID/SECRET set):
    // the real answer with that one setting changed, so it stays a valid answer of the schema.
    await page.route("**/api/public-config", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), googleEnabled: true } });
    });
    for (const url of ["/login", "/cadastro"]) {
      await page.goto(url);
      await expect(page.getByRole("button", { name: "Entrar com Google" })).toBeVisible();
    }
  });

  test("um login social que falhou volta ao login com um aviso em português", async ({ page }) => {
    await page.goto("/login?error=access_denied");
    await expect(toast(page, "Não foi possível entrar com o Google", "Tente novamente ou entre com seu e-mail e senha.")).toBeVisible();
  });
});
