import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { publicConfigSchema, sessionStateSchema } from "#domain/account";
import { apiErrorBodySchema } from "#domain/errors";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { LoginPage } from "./login-page";
import { ResetPasswordPage } from "./reset-password-page";
import { SignUpPage } from "./sign-up-page";

/** A visitor on a server without Google sign-in: what every account page asks first. */
function visitor() {
  server.use(
    http.get("/api/session", () => HttpResponse.json(sessionStateSchema.parse({ user: null }))),
    http.get("/api/public-config", () =>
      HttpResponse.json(
        publicConfigSchema.parse({ googleEnabled: false, ai: { browserBaseUrl: "https://ia.exemplo", browserModel: "m" } }),
      ),
    ),
  );
}

function withToasts(page: React.ReactElement) {
  return (
    <>
      {page}
      <Toaster />
    </>
  );
}

// Sonner keeps its toasts in module state: close the last test's before the next renders.
afterEach(() => {
  sonner.dismiss();
});

const LIVE_TOAST = '[data-sonner-toast][data-removed="false"]';

/** The toast on screen whose title is `title`, with its description. */
async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>(LIVE_TOAST)].filter(
      (t) => t.querySelector("[data-title]")?.textContent === title,
    );
    expect(toasts).toHaveLength(1);
    return toasts[0]!;
  });
}

/** The titles of the toasts on screen, oldest first. */
const toastTitles = () =>
  [...document.querySelectorAll(`${LIVE_TOAST} [data-title]`)].map((t) => t.textContent).reverse();

/** The message shown under a control (its aria-describedby that is an error, not the hint). */
function errorOf(control: HTMLElement): string | undefined {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

describe("sign-up form", () => {
  it("keeps R-AUTH-7's toast order: blank fields, then the terms, then the schema's first message", async () => {
    visitor();
    const user = userEvent.setup();
    renderPage(withToasts(<SignUpPage />), { url: "/cadastro" });
    const submit = await screen.findByRole("button", { name: "Criar conta" });

    await user.click(submit);
    expect(within(await findToast("Campos incompletos")).getByText("Por favor, preencha todos os campos.")).toBeTruthy();
    expect(screen.getByLabelText("Nome completo").getAttribute("aria-invalid")).toBeNull();

    await user.type(screen.getByLabelText("Nome completo"), "Ana Lima");
    await user.type(screen.getByLabelText("E-mail"), "ana@");
    await user.type(screen.getByLabelText("Senha"), "12345678");
    await user.click(submit);
    const terms = await findToast("Termos não aceitos");
    expect(within(terms).getByText("Você precisa aceitar os termos de uso para continuar.")).toBeTruthy();
    // The terms come before the e-mail: no field message yet.
    expect(errorOf(screen.getByLabelText("E-mail"))).toBeUndefined();

    await user.click(screen.getByRole("checkbox", { name: "Li e aceito os termos de uso e a política de privacidade" }));
    await user.click(submit);
    expect(within(await findToast("Verifique os dados")).getByText("Informe um e-mail válido.")).toBeTruthy();
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(email)).toBe("Informe um e-mail válido.");
    expect(toastTitles()).toEqual(["Campos incompletos", "Termos não aceitos", "Verifique os dados"]);
  });

  it("shows the server's 422 field messages under their inputs, with the toast", async () => {
    visitor();
    let sent: unknown;
    server.use(
      http.post("/api/auth/sign-up/email", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          apiErrorBodySchema.parse({
            error: {
              code: "validation_error",
              message: "A senha precisa ter pelo menos 8 caracteres.",
              fields: { password: "A senha precisa ter pelo menos 8 caracteres.", _: "Não é um campo deste formulário." },
            },
          }),
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(withToasts(<SignUpPage />), { url: "/cadastro" });

    await user.type(await screen.findByLabelText("Nome completo"), "  Ana Lima ");
    await user.type(screen.getByLabelText("E-mail"), "Ana@Exemplo.com.br");
    await user.type(screen.getByLabelText("Senha"), "12345678");
    await user.click(screen.getByRole("checkbox", { name: /Li e aceito/ }));
    await user.click(screen.getByRole("button", { name: "Criar conta" }));

    const toast = await findToast("Não foi possível criar a conta");
    expect(within(toast).getByText("A senha precisa ter pelo menos 8 caracteres.")).toBeTruthy();
    const password = screen.getByLabelText("Senha");
    await waitFor(() => expect(errorOf(password)).toBe("A senha precisa ter pelo menos 8 caracteres."));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    // As before record 041, the account pages move no focus (their toast says what is wrong).
    expect(document.activeElement).not.toBe(password);
    expect(screen.queryByText("Não é um campo deste formulário.")).toBeNull();
    // What was sent is the schema's output: trimmed name, lower-case e-mail.
    expect(sent).toEqual({ name: "Ana Lima", email: "ana@exemplo.com.br", password: "12345678", acceptTerms: true });
  });
});

describe("coming from an invitation (/convite/<token>)", () => {
  const INVITATION = "/convite/Qx7_kP2-mN4vB8cR1tY6uI0oL3aS5dF9gH2jK4lZ8xW";
  const routes = [{ path: "/convite/:token", element: <h1>Convite</h1> }];

  it("sign-up fills in the invited e-mail and goes back to the invitation once the account exists", async () => {
    visitor();
    server.use(
      http.post("/api/auth/sign-up/email", async ({ request }) => {
        const { name, email } = (await request.json()) as { name: string; email: string };
        return HttpResponse.json({ user: { id: "u9", name, email } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage(withToasts(<SignUpPage />), {
      url: `/cadastro?redirect=${encodeURIComponent(INVITATION)}&email=caio%40example.com`,
      path: "/cadastro",
      routes,
    });
    expect((await screen.findByLabelText<HTMLInputElement>("E-mail")).value).toBe("caio@example.com");
    expect(screen.getByRole("link", { name: "Já tem conta? Entrar" }).getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent(INVITATION)}`);

    await user.type(screen.getByLabelText("Nome completo"), "Caio Rocha");
    await user.type(screen.getByLabelText("Senha"), "12345678");
    await user.click(screen.getByRole("checkbox", { name: /Li e aceito/ }));
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(INVITATION));
  });

  it("login goes back to the invitation, and links the sign-up with the same return", async () => {
    visitor();
    server.use(http.post("/api/auth/sign-in/email", () => HttpResponse.json({ redirect: false, user: { id: "u9", name: "Caio Rocha", email: "caio@example.com" } })));
    const user = userEvent.setup();
    const { router } = renderPage(withToasts(<LoginPage />), { url: `/login?redirect=${encodeURIComponent(INVITATION)}`, path: "/login", routes });
    expect((await screen.findByRole("link", { name: "Criar conta" })).getAttribute("href")).toBe(`/cadastro?redirect=${encodeURIComponent(INVITATION)}`);
    await user.type(screen.getByLabelText("E-mail"), "caio@example.com");
    await user.type(screen.getByLabelText("Senha"), "12345678");
    await user.click(screen.getByRole("button", { name: "Entrar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(INVITATION));
  });
});

describe("login form", () => {
  it("asks for a valid e-mail under the field and in the toast", async () => {
    visitor();
    const user = userEvent.setup();
    renderPage(withToasts(<LoginPage />), { url: "/login" });

    await user.type(await screen.findByLabelText("E-mail"), "ana@exemplo");
    await user.type(screen.getByLabelText("Senha"), "qualquer");
    await user.click(screen.getByRole("button", { name: "Entrar" }));

    expect(within(await findToast("Verifique os dados")).getByText("Informe um e-mail válido.")).toBeTruthy();
    const email = screen.getByLabelText("E-mail");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(email)).toBe("Informe um e-mail válido.");
    expect(errorOf(screen.getByLabelText("Senha"))).toBeUndefined();
  });

  it("changes its field messages only when sent, and moves no focus", async () => {
    visitor();
    let attempts = 0;
    server.use(
      http.post("/api/auth/sign-in/email", () => {
        attempts += 1;
        return HttpResponse.json(
          apiErrorBodySchema.parse({ error: { code: "invalid_credentials", message: "E-mail ou senha incorretos." } }),
          { status: 401 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(withToasts(<LoginPage />), { url: "/login" });
    const email = await screen.findByLabelText("E-mail");
    const password = screen.getByLabelText("Senha");
    const submit = screen.getByRole("button", { name: "Entrar" });

    await user.type(email, "ana@exemplo");
    await user.type(password, "qualquer");
    await user.click(submit);
    await findToast("Verifique os dados");
    expect(errorOf(email)).toBe("Informe um e-mail válido.");
    expect(document.activeElement).toBe(submit);

    // Typing a valid e-mail leaves the message, and emptying the password adds none.
    await user.type(email, ".com.br");
    await user.clear(password);
    expect(errorOf(email)).toBe("Informe um e-mail válido.");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(password)).toBeUndefined();

    // The next submit decides.
    await user.type(password, "qualquer");
    await user.click(submit);
    await findToast("Não foi possível entrar");
    expect(attempts).toBe(1);
    expect(errorOf(email)).toBeUndefined();
    expect(email.getAttribute("aria-invalid")).toBeNull();
  });
});

describe("reset password form", () => {
  it("puts the confirmation mismatch on the confirmation field, after the password's own rule", async () => {
    let requests = 0;
    // Refused (not for the token), so the form stays on screen after the last submit.
    server.use(
      http.post("/api/auth/reset-password", () => {
        requests += 1;
        return HttpResponse.json(
          apiErrorBodySchema.parse({ error: { code: "rate_limited", message: "Muitas tentativas. Aguarde um pouco." } }),
          { status: 429 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(withToasts(<ResetPasswordPage />), { url: "/redefinir-senha?token=abc" });
    const newPassword = await screen.findByLabelText("Nova senha");
    const confirm = screen.getByLabelText("Confirmar nova senha");
    const submit = screen.getByRole("button", { name: "Redefinir senha" });

    await user.type(newPassword, "curta");
    await user.type(confirm, "outra");
    await user.click(submit);
    expect(within(await findToast("Senha inválida")).getByText("A senha precisa ter pelo menos 8 caracteres.")).toBeTruthy();
    expect(errorOf(newPassword)).toBe("A senha precisa ter pelo menos 8 caracteres.");
    expect(errorOf(confirm)).toBeUndefined();

    await user.clear(newPassword);
    await user.type(newPassword, "NovaSenha#2026");
    await user.click(submit);
    expect(within(await findToast("As senhas não conferem")).getByText("Digite a mesma senha nos dois campos.")).toBeTruthy();
    expect(errorOf(confirm)).toBe("As senhas não conferem.");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(newPassword)).toBeUndefined();
    expect(requests).toBe(0);

    // Typing the same password does not clear the mismatch: only the next submit does.
    await user.clear(confirm);
    await user.type(confirm, "NovaSenha#2026");
    expect(errorOf(confirm)).toBe("As senhas não conferem.");
    await user.click(submit);
    await findToast("Não foi possível redefinir a senha");
    expect(requests).toBe(1);
    expect(confirm.isConnected).toBe(true);
    expect(errorOf(confirm)).toBeUndefined();
  });
});
