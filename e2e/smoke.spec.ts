import { expect, test } from "@playwright/test";
import { resetLinkFrom, waitForMail } from "./fixtures/mail";
import { uniqueEmail } from "./fixtures/users";

test("o servidor responde em /api/health", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("o e-mail de redefinição chega ao SMTP catcher com um link utilizável", async ({ request, baseURL }) => {
  const email = uniqueEmail("smoke");
  const headers = { Origin: baseURL!, "Content-Type": "application/json" };
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers,
    data: { name: "Smoke Teste", email, password: "senha-inicial-1", acceptTerms: true },
  });
  expect(signUp.status()).toBe(200);

  const reset = await request.post("/api/auth/request-password-reset", { headers, data: { email } });
  expect(reset.status()).toBe(200);

  const mail = await waitForMail(email, { subject: "redefina sua senha" });
  expect(mail.subject).toBe("Prancheta: redefina sua senha");
  const link = resetLinkFrom(mail);
  expect(link.startsWith(`${baseURL}/api/auth/reset-password/`)).toBe(true);
  expect(link).toContain("callbackURL=%2Fredefinir-senha");
  // The HTML part carries the same link.
  expect(mail.html).toContain(link.split("?")[0]);
});

test("redefinir a senha encerra as sessões abertas com a senha antiga", async ({ playwright, baseURL }) => {
  const email = uniqueEmail("sessao");
  const headers = { Origin: baseURL!, "Content-Type": "application/json" };
  const context = await playwright.request.newContext({ baseURL });
  try {
    const signUp = await context.post("/api/auth/sign-up/email", {
      headers,
      data: { name: "Sessao Antiga", email, password: "senha-antiga-1", acceptTerms: true },
    });
    expect(signUp.status()).toBe(200);
    expect((await context.get("/api/me")).status()).toBe(200);

    await context.post("/api/auth/request-password-reset", { headers, data: { email } });
    const link = resetLinkFrom(await waitForMail(email));
    const token = new URL(link).pathname.split("/").pop()!;
    const reset = await playwright.request.newContext({ baseURL });
    const done = await reset.post("/api/auth/reset-password", {
      headers,
      data: { token, newPassword: "senha-nova-22" },
    });
    expect(done.status(), await done.text()).toBe(200);
    await reset.dispose();

    expect((await context.get("/api/me")).status()).toBe(401);
  } finally {
    await context.dispose();
  }
});
