import { eq, sql } from "drizzle-orm";
import { meSchema } from "#domain/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, rateLimit, session, studio, studioMember, user, verification } from "#server/db/schema";
import { createTestContext, PASSWORD, signUp, TestClient, type TestContext } from "#server/test/harness";
import { authAnswers, errorOf, read } from "#server/test/studio";
import { DEVICE_COOKIE, deviceCookies } from "./sign-in-throttle";

let ctx: TestContext;
beforeAll(async () => {
  // The full scrypt of production, which the other suites trade for a cheap one (decision 117).
  ctx = await createTestContext({ AUTH_PASSWORD_HASH: "scrypt" });
});
afterAll(async () => {
  await ctx.close();
});

describe("sign-up", () => {
  it("creates an account with terms time, a hashed password and its own studio, named after it, on the Esboço plan with a 7-day trial", async () => {
    const client = new TestClient(ctx);
    const before = Date.now();
    const { res, email } = await signUp(client);
    expect(res.status).toBe(200);
    expect(client.hasSession()).toBe(true);
    const body = await read(authAnswers.signedIn, res);
    expect(body.token).toBeUndefined();

    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The plan and the trial are the studio's (R-STUDIO-1): a personal one, the user its owner.
    const studios = await ctx.database.db
      .select({ name: studio.name, plan: studio.plan, trialEndsAt: studio.trialEndsAt, planGrantedAt: studio.planGrantedAt, role: studioMember.role })
      .from(studioMember)
      .innerJoin(studio, eq(studio.id, studioMember.studioId))
      .where(eq(studioMember.userId, row!.id));
    expect(studios).toHaveLength(1);
    expect(studios[0]).toMatchObject({ name: "Ana Beatriz Lima", plan: "esboco", planGrantedAt: null, role: "owner" });
    const trialDays = (studios[0]!.trialEndsAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(trialDays).toBeCloseTo(7, 2);

    const [cred] = await ctx.database.db.select().from(account).where(eq(account.userId, row!.id));
    expect(cred?.password).toBeTruthy();
    expect(cred?.password).not.toContain(PASSWORD);
    // Better Auth's scrypt: a 16-byte salt and a 64-byte key, in hex.
    expect(cred?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("refuses a sign-up without accepted terms and stores nothing", async () => {
    const client = new TestClient(ctx);
    const email = "sem-termos@exemplo.com.br";
    const res = await client.post("/api/auth/sign-up/email", {
      name: "Sem Termos",
      email,
      password: PASSWORD,
      acceptTerms: false,
    });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("terms_not_accepted");
    expect(error.message).toBe("Você precisa aceitar os termos de uso para continuar.");
    const rows = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(0);
    expect(client.hasSession()).toBe(false);
  });

  it("answers 422 with pt-BR field errors for a short password, bad e-mail and blank name", async () => {
    const client = new TestClient(ctx);
    const res = await client.post("/api/auth/sign-up/email", {
      name: "  ",
      email: "nao-e-email",
      password: "1234567",
      acceptTerms: true,
    });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_error");
    expect(error.fields).toEqual({
      name: "Informe seu nome completo.",
      email: "Informe um e-mail válido.",
      password: "A senha precisa ter pelo menos 8 caracteres.",
    });
  });

  it("says clearly when the e-mail is already registered, whatever its case", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const res = await new TestClient(ctx).post("/api/auth/sign-up/email", {
      name: "Outra Pessoa",
      email: email.toUpperCase(),
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe("email_taken");
    expect(error.message).toContain("já está cadastrado");
  });

  it("records the terms only through our validated route, whatever header the client sends", async () => {
    const client = new TestClient(ctx);
    const { email } = await signUp(client);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);

    const forged = await new TestClient(ctx).post(
      "/api/auth/sign-up/email",
      { name: "Forjado", email: "forjado@exemplo.com.br", password: PASSWORD },
      { "x-prancheta-terms-accepted": "1" },
    );
    expect(forged.status).toBe(422);
    expect(await ctx.database.db.select().from(user).where(eq(user.email, "forjado@exemplo.com.br"))).toHaveLength(0);
  });

  it("answers 422 in pt-BR to a body that is not JSON", async () => {
    const res = await new TestClient(ctx).request("POST", "/api/auth/sign-up/email", "{nope", {
      "content-type": "application/json",
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe("O corpo da requisição deve ser um JSON válido.");
  });
});

describe("sign-in, session and sign-out", () => {
  it("gives one generic message for a wrong password and for an unknown e-mail", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const wrong = await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: "outra-senha-999" });
    const unknown = await new TestClient(ctx).post("/api/auth/sign-in/email", {
      email: "ninguem@exemplo.com.br",
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await errorOf(wrong);
    const b = await errorOf(unknown);
    expect(a).toEqual({ code: "invalid_credentials", message: "E-mail ou senha incorretos." });
    expect(b).toEqual(a);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie (not Secure over http) and /api/me returns the account", async () => {
    const { email } = await signUp(new TestClient(ctx), { name: "Carlos Eduardo Prado" });
    const client = new TestClient(ctx);
    const res = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("prancheta.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    const body = await read(meSchema, me);
    expect(Object.keys(body).sort()).toEqual(["company", "email", "id", "isAdmin", "name", "plan", "planGrantedAt", "studio", "studios", "trialEndsAt", "usage"]);
    expect(body).toMatchObject({ name: "Carlos Eduardo Prado", email, company: null, plan: "esboco", planGrantedAt: null, isAdmin: false });
    expect(new Date(body.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    // The session works in the personal studio sign-up made, the only one the user belongs to.
    const personal = { id: expect.any(String) as string, name: "Carlos Eduardo Prado", role: "owner" };
    expect(body.studio).toEqual(personal);
    expect(body.studios).toEqual([body.studio]);
  });

  it("answers 401 in pt-BR without a session, and after sign-out", async () => {
    const anonymous = await new TestClient(ctx).get("/api/me");
    expect(anonymous.status).toBe(401);
    expect(await errorOf(anonymous)).toEqual({ code: "unauthorized", message: "Faça login para continuar." });

    const client = new TestClient(ctx);
    await signUp(client);
    expect((await client.get("/api/me")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await client.get("/api/me")).status).toBe(401);
  });
});

describe("session renewal", () => {
  it("extends an active session and sends the renewed cookie, so working users stay signed in", async () => {
    const client = new TestClient(ctx);
    const { email } = await signUp(client);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    // As if the session had been opened 5 days ago (7-day sessions, renewed after 1 day of age).
    const twoDays = new Date(Date.now() + 2 * 86_400_000);
    await ctx.database.db.update(session).set({ expiresAt: twoDays }).where(eq(session.userId, row!.id));

    // Renewed by the next request, which reads the session row (decision 089).
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    const cookie = me.headers.getSetCookie().find((c) => c.startsWith("prancheta.session_token="));
    expect(cookie).toMatch(/Max-Age=604800/);
    const [renewed] = await ctx.database.db.select().from(session).where(eq(session.userId, row!.id));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});

describe("password recovery", () => {
  function linkIn(text: string): string {
    const match = text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    if (!match) throw new Error(`no reset link in: ${text}`);
    return match[0];
  }
  const tokenIn = (text: string) => new URL(linkIn(text)).pathname.split("/").at(-1)!;

  it("e-mails a one-hour, single-use link; after the reset the old password fails and the new one works", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const mailsBefore = ctx.mails.length;
    const res = await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    expect(res.status).toBe(200);
    const mail = ctx.mails.at(-1)!;
    expect(ctx.mails.length).toBe(mailsBefore + 1);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Prancheta: redefina sua senha");
    expect(mail.text).toContain("1 hora");
    expect(mail.html).toContain("Redefinir senha");

    const [owner] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const [stored] = await ctx.database.db
      .select()
      .from(verification)
      .where(eq(verification.value, owner!.id))
      .orderBy(sql`${verification.createdAt} desc`)
      .limit(1);
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    // The link opens our page with the token.
    const link = new URL(linkIn(mail.text));
    const follow = await new TestClient(ctx).get(link.pathname + link.search);
    expect(follow.status).toBe(302);
    const location = new URL(follow.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe("/redefinir-senha");
    const token = location.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" });
    expect(reset.status).toBe(200);

    const old = await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: "nova-senha-456" });
    expect(fresh.status).toBe(200);

    // Single use.
    const again = await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "terceira-senha-789" });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      code: "invalid_token",
      message: "Este link de redefinição é inválido ou expirou. Solicite um novo.",
    });
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const known = await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const mailsBefore = ctx.mails.length;
    const unknown = await new TestClient(ctx).post("/api/auth/request-password-reset", {
      email: "desconhecido@exemplo.com.br",
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(ctx.mails.length).toBe(mailsBefore);
  });

  it("refuses an expired token", async () => {
    const { email } = await signUp(new TestClient(ctx));
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const token = new URL(linkIn(ctx.mails.at(-1)!.text)).pathname.split("/").at(-1)!;
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    // The identifier is stored hashed; the row's value is the user's id.
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, row!.id));
    const res = await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("invalid_token");
  });

  it("answers in pt-BR, the same body for a known and an unknown e-mail", async () => {
    const { email } = await signUp(new TestClient(ctx));
    for (const address of [email, "ninguem-aqui@exemplo.com.br"]) {
      const res = await new TestClient(ctx).post("/api/auth/request-password-reset", { email: address });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: true,
        message: "Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.",
      });
    }
  });

  it("stores the token hashed: the token from the e-mail appears nowhere in the verification table", async () => {
    const { email } = await signUp(new TestClient(ctx));
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const token = tokenIn(ctx.mails.at(-1)!.text);
    expect(token.length).toBeGreaterThanOrEqual(20);
    const rows = await ctx.database.db.select().from(verification);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
    // The hashed row still serves the link.
    const reset = await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" });
    expect(reset.status).toBe(200);
  });

  it("a newer link invalidates older ones: request A, request B, use B → A refused", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const a = tokenIn(ctx.mails.at(-1)!.text);
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const b = tokenIn(ctx.mails.at(-1)!.text);
    expect(b).not.toBe(a);

    // The older e-mailed link already lands on the invalid-link page.
    const follow = await new TestClient(ctx).get(new URL(linkIn(ctx.mails.at(-2)!.text)).pathname + "?callbackURL=%2Fredefinir-senha");
    expect(new URL(follow.headers.get("location")!, "http://localhost:3000").searchParams.get("error")).toBe("INVALID_TOKEN");

    expect((await new TestClient(ctx).post("/api/auth/reset-password", { token: b, newPassword: "nova-senha-456" })).status).toBe(200);
    const old = await new TestClient(ctx).post("/api/auth/reset-password", { token: a, newPassword: "outra-senha-789" });
    expect(old.status).toBe(400);
    expect(await errorOf(old)).toEqual({
      code: "invalid_token",
      message: "Este link de redefinição é inválido ou expirou. Solicite um novo.",
    });
    // Nothing of that user's reset links is left after a completed reset.
    expect(await ctx.database.db.select().from(verification).where(eq(verification.value, row!.id))).toHaveLength(0);
    expect((await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: "nova-senha-456" })).status).toBe(200);
  });

  it("a newer link invalidates older ones: request A, request B, use A → refused, B still works", async () => {
    const { email } = await signUp(new TestClient(ctx));
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const a = tokenIn(ctx.mails.at(-1)!.text);
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const b = tokenIn(ctx.mails.at(-1)!.text);

    const old = await new TestClient(ctx).post("/api/auth/reset-password", { token: a, newPassword: "outra-senha-789" });
    expect(old.status).toBe(400);
    expect((await errorOf(old)).message).toBe("Este link de redefinição é inválido ou expirou. Solicite um novo.");
    expect((await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: "outra-senha-789" })).status).toBe(401);

    expect((await new TestClient(ctx).post("/api/auth/reset-password", { token: b, newPassword: "nova-senha-456" })).status).toBe(200);
  });

  it("always sends the link to our own reset page, whatever redirect the client asks for", async () => {
    const { email } = await signUp(new TestClient(ctx));
    await new TestClient(ctx).post("/api/auth/request-password-reset", { email, redirectTo: "https://evil.example" });
    const text = ctx.mails.at(-1)!.text;
    expect(linkIn(text)).toContain("callbackURL=%2Fredefinir-senha");
  });
});

describe("rate limit", () => {
  it("limits auth attempts per IP with a pt-BR message and Retry-After, other IPs unaffected", async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" });
    try {
      const attacker = new TestClient(limited, "203.0.113.7");
      const attempt = () => attacker.post("/api/auth/sign-in/email", { email: "x@exemplo.com.br", password: "errada-123" });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const error = await errorOf(blocked);
      expect(error.code).toBe("rate_limited");
      expect(error.message).toMatch(/^Muitas tentativas seguidas\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);

      // Rotating a made-up first X-Forwarded-For hop does not help: the proxy's hop (last) counts.
      const spoofing = new TestClient(limited, "203.0.113.7");
      const spoofed = await spoofing.post(
        "/api/auth/sign-in/email",
        { email: "x@exemplo.com.br", password: "errada-123" },
        { "x-forwarded-for": "198.51.100.99, 203.0.113.7" },
      );
      expect(spoofed.status).toBe(429);

      // Signing out is never blocked.
      expect((await attacker.post("/api/auth/sign-out", {})).status).toBe(200);

      const other = new TestClient(limited, "203.0.113.8");
      expect((await other.post("/api/auth/sign-in/email", { email: "x@exemplo.com.br", password: "errada-123" })).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("limits sign-ups per IP like the other auth requests, so probing for taken e-mails is throttled too", async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: "2", AUTH_RATE_LIMIT_WINDOW_SECONDS: "60" });
    try {
      const prober = new TestClient(limited, "203.0.113.20");
      const { email } = await signUp(prober);
      const taken = await prober.post("/api/auth/sign-up/email", { name: "Outra", email, password: PASSWORD, acceptTerms: true });
      expect(taken.status).toBe(409);
      const blocked = await prober.post("/api/auth/sign-up/email", { name: "Outra", email, password: PASSWORD, acceptTerms: true });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(blocked)).code).toBe("rate_limited");
    } finally {
      await limited.close();
    }
  });
});

describe("per-account sign-in throttle", () => {
  const THROTTLED = /^Muitas tentativas de login para este e-mail\. Aguarde \d+ minutos? e tente novamente ou use “Esqueci minha senha”\.$/;
  // Every attempt from its own IP: the per-IP limit never sees more than one.
  let ipCounter = 0;
  const fromNewIp = () => new TestClient(ctx, `198.51.100.${++ipCounter % 250}`);
  const signIn = (email: string, password: string, client = fromNewIp()) =>
    client.post("/api/auth/sign-in/email", { email, password });
  /** The account counters (not the per-IP ones, keyed `auth:<ip>`). */
  const accountCounters = () => ctx.database.db.select().from(rateLimit).where(sql`${rateLimit.key} not like 'auth:%'`);

  async function sessionsOf(email: string) {
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    return ctx.database.db.select().from(session).where(eq(session.userId, row!.id));
  }

  it("after 10 wrong passwords from 10 IPs, the 11th attempt — even with the right password — is 429 before the password check", async () => {
    const { email } = await signUp(new TestClient(ctx));
    for (let i = 0; i < 10; i++) expect((await signIn(email, `errada-${i}-xyz`)).status).toBe(401);
    const sessionsBefore = (await sessionsOf(email)).length;

    const client = fromNewIp();
    const blocked = await signIn(email, PASSWORD, client);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const error = await errorOf(blocked);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(THROTTLED);
    // The right password opened nothing: no cookie, no new session row.
    expect(client.hasSession()).toBe(false);
    expect(await sessionsOf(email)).toHaveLength(sessionsBefore);

    // The e-mail's case and spaces do not make another account.
    expect((await signIn(`  ${email.toUpperCase()} `, PASSWORD)).status).toBe(429);
  });

  it("throttles an unknown e-mail exactly like a known one, and keys the counter by a hash, not the e-mail", async () => {
    const { email: known } = await signUp(new TestClient(ctx));
    const unknown = "ninguem-cadastrado@exemplo.com.br";
    for (let i = 0; i < 10; i++) {
      expect((await signIn(known, `errada-${i}-xyz`)).status).toBe(401);
      expect((await signIn(unknown, `errada-${i}-xyz`)).status).toBe(401);
    }
    const a = await signIn(known, "errada-final");
    const b = await signIn(unknown, "errada-final");
    expect(b.status).toBe(a.status);
    expect(a.status).toBe(429);
    expect(await errorOf(b)).toEqual(await errorOf(a));

    const keys = (await accountCounters()).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(known);
      expect(key).not.toContain(unknown);
      expect(key).not.toContain("exemplo");
    }
    // 22 sign-ins, each hashing a password: minutes on a loaded machine, and not about time.
  }, 120_000);

  it("lets the account sign in again once the 15-minute window has passed", async () => {
    const { email } = await signUp(new TestClient(ctx));
    for (let i = 0; i < 10; i++) await signIn(email, `errada-${i}-xyz`);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    // 14 minutes later: still locked.
    await ctx.database.db.update(rateLimit).set({ windowStartedAt: sql`now() - interval '14 minutes'` }).where(sql`${rateLimit.key} not like 'auth:%'`);
    const still = await signIn(email, PASSWORD);
    expect(still.status).toBe(429);
    expect(Number(still.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await errorOf(still)).message).toMatch(/Aguarde 1 minuto e/);

    // 16 minutes later: a new window.
    await ctx.database.db.update(rateLimit).set({ windowStartedAt: sql`now() - interval '16 minutes'` }).where(sql`${rateLimit.key} not like 'auth:%'`);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it("a successful sign-in clears the count of failures", async () => {
    const { email } = await signUp(new TestClient(ctx));
    for (let i = 0; i < 9; i++) expect((await signIn(email, `errada-${i}-xyz`)).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(email, `errada-${i}-abc`)).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  });

  it("a completed password reset clears the count, so the owner gets back in at once", async () => {
    const { email } = await signUp(new TestClient(ctx));
    for (let i = 0; i < 10; i++) await signIn(email, `errada-${i}-xyz`);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
    const link = ctx.mails.at(-1)!.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];
    const token = new URL(link).pathname.split("/").at(-1)!;
    expect((await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" })).status).toBe(200);
    expect((await signIn(email, "nova-senha-456")).status).toBe(200);
  });

  describe("device cookies (decision 064)", () => {
    const deviceCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    /** The device cookie's value a sign-in or sign-up answer set. */
    const deviceValueOf = (res: Response) => deviceCookieOf(res)!.split(";")[0]!.slice(DEVICE_COOKIE.length + 1);
    /** A browser that sends exactly this device cookie. */
    const withDevice = (email: string, password: string, value: string) =>
      fromNewIp().post("/api/auth/sign-in/email", { email, password }, { cookie: `${DEVICE_COOKIE}=${value}` });
    const lockStrangers = async (email: string) => {
      for (let i = 0; i < 10; i++) expect((await signIn(email, `errada-${i}-xyz`)).status).toBe(401);
      expect((await signIn(email, PASSWORD)).status).toBe(429);
    };

    it("a successful sign-in (and a sign-up) sets a signed device cookie: HttpOnly, SameSite=Lax, a year, only for /api/auth, Secure and __Secure- on https", async () => {
      const client = new TestClient(ctx);
      const { res: signedUp, email } = await signUp(client);
      expect(deviceCookieOf(signedUp)).toBeDefined();
      const res = await signIn(email, PASSWORD, client);
      expect(res.status).toBe(200);
      const cookie = deviceCookieOf(res)!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Max-Age=31536000/);
      expect(cookie).toMatch(/; Path=\/api\/auth/);
      expect(cookie).not.toMatch(/Secure/i);
      // Neither the e-mail nor its hash is in it: a nonce and a signature.
      expect(deviceValueOf(res)).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
      // A new nonce at each success; the account's older entry is replaced, not kept beside it.
      expect(deviceValueOf(res)).not.toBe(deviceValueOf(signedUp));

      const https = await deviceCookies({ db: ctx.database.db, secret: "test-secret-test-secret-test-secret-0123", secure: true }).remember(undefined, email);
      expect(https).toMatch(new RegExp(`^__Secure-${DEVICE_COOKIE.replace(".", "\\.")}=`));
      expect(https).toMatch(/; Secure$/);
      // A wrong password sets none.
      expect(deviceCookieOf(await signIn(email, "errada-000-xyz"))).toBeUndefined();
    });

    it("the owner on a known device signs in after 50 stranger failures; strangers over the limit get 429 with Retry-After", async () => {
      const device = new TestClient(ctx, "192.0.2.10");
      const { email } = await signUp(new TestClient(ctx));
      expect((await signIn(email, PASSWORD, device)).status).toBe(200);

      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) {
        const res = await signIn(email, `errada-${i}-xyz`);
        statuses.push(res.status);
        if (res.status !== 429) continue;
        const retryAfter = Number(res.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect((await errorOf(res)).message).toMatch(THROTTLED);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(40).fill(429)]);
      // A stranger with the right password waits too: the lock is before the password check.
      expect((await signIn(email, PASSWORD)).status).toBe(429);

      const owner = await signIn(email, PASSWORD, device);
      expect(owner.status).toBe(200);
      expect(device.hasSession()).toBe(true);
      // The owner's success forgets only the device's counter: strangers still wait.
      expect((await signIn(email, PASSWORD)).status).toBe(429);
      // And the owner keeps signing in from that browser (its new nonce is as good).
      expect((await signIn(email, PASSWORD, device)).status).toBe(200);
    }, 120_000);

    it("a tampered, forged or other account's device cookie counts as a stranger", async () => {
      const { email } = await signUp(new TestClient(ctx));
      const own = deviceValueOf(await signIn(email, PASSWORD, new TestClient(ctx)));
      // Another account's browser: its cookie is signed, but for that account.
      const otherBrowser = new TestClient(ctx);
      await signUp(otherBrowser);
      await lockStrangers(email);

      const flip = (ch: string) => (ch === "A" ? "B" : "A");
      const tamperedSignature = own.slice(0, -2) + flip(own.at(-2)!) + own.at(-1)!;
      const tamperedNonce = flip(own[0]!) + own.slice(1);
      const forged = `${"n".repeat(22)}.${"s".repeat(43)}`;
      for (const value of [tamperedSignature, tamperedNonce, forged, "lixo", ""]) {
        const res = await withDevice(email, PASSWORD, value);
        expect(res.status).toBe(429);
        expect((await errorOf(res)).message).toMatch(THROTTLED);
      }
      const other = await signIn(email, PASSWORD, otherBrowser);
      expect(other.status).toBe(429);
      expect(otherBrowser.hasSession()).toBe(true); // its own account's session, not this one's
      // The same value untouched is the owner's device.
      expect((await withDevice(email, PASSWORD, own)).status).toBe(200);
    }, 120_000);

    it("a known device counts its own failures: past 5 it waits, even with the right password, and strangers are not charged", async () => {
      const { email } = await signUp(new TestClient(ctx));
      const device = new TestClient(ctx, "192.0.2.20");
      expect((await signIn(email, PASSWORD, device)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signIn(email, `errada-${i}-xyz`, device)).status).toBe(401);
      const locked = await signIn(email, PASSWORD, device);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(locked)).message).toMatch(THROTTLED);

      // The strangers' counter never saw those 5: a new browser signs in.
      expect((await signIn(email, PASSWORD)).status).toBe(200);
      // …which does not unlock the device.
      expect((await signIn(email, PASSWORD, device)).status).toBe(429);
    }, 120_000);

    it("a completed password reset clears the device's counter and the strangers', so the owner gets in from anywhere", async () => {
      const { email } = await signUp(new TestClient(ctx));
      const device = new TestClient(ctx, "192.0.2.30");
      expect((await signIn(email, PASSWORD, device)).status).toBe(200);
      for (let i = 0; i < 5; i++) await signIn(email, `errada-${i}-xyz`, device);
      expect((await signIn(email, PASSWORD, device)).status).toBe(429);
      await lockStrangers(email);

      await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
      const link = ctx.mails.at(-1)!.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];
      const token = new URL(link).pathname.split("/").at(-1)!;
      expect((await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" })).status).toBe(200);
      expect((await signIn(email, "nova-senha-456", device)).status).toBe(200);
      expect((await signIn(email, "nova-senha-456")).status).toBe(200);
    }, 120_000);

    it("the browser that completes a password reset is known: strangers who lock the account again right after do not keep the owner out", async () => {
      const { email } = await signUp(new TestClient(ctx));
      await lockStrangers(email);
      await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
      const link = ctx.mails.at(-1)!.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];
      const token = new URL(link).pathname.split("/").at(-1)!;
      // A new browser: it never signed in to this account.
      const resetter = new TestClient(ctx, "192.0.2.50");
      const reset = await resetter.post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" });
      expect(reset.status).toBe(200);
      expect(deviceCookieOf(reset)).toBeDefined();
      // Strangers fill their counter again at once…
      for (let i = 0; i < 10; i++) expect((await signIn(email, `errada-${i}-xyz`)).status).toBe(401);
      expect((await signIn(email, "nova-senha-456")).status).toBe(429);
      // …and the owner, in the browser that reset the password, still gets in.
      expect((await signIn(email, "nova-senha-456", resetter)).status).toBe(200);
      // A spent or unknown link sets no device cookie.
      const again = await new TestClient(ctx).post("/api/auth/reset-password", { token, newPassword: "outra-senha-789" });
      expect(again.status).toBe(400);
      expect(deviceCookieOf(again)).toBeUndefined();
    }, 120_000);

    it("strangers sharing the owner's IP fill its per-IP limit; the owner's known browser there still signs in", async () => {
      const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: "3", AUTH_RATE_LIMIT_WINDOW_SECONDS: "600" });
      try {
        const office = "203.0.113.60";
        const owner = new TestClient(limited, office);
        const { email } = await signUp(owner);
        const stranger = new TestClient(limited, office);
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await stranger.post("/api/auth/sign-in/email", { email, password: `errada-${i}-xyz` })).status);
        expect(statuses).toEqual([401, 401, 429, 429]);
        // A forged device cookie does not get a stranger past the address's limit.
        const forged = await new TestClient(limited, office).post("/api/auth/sign-in/email", { email, password: PASSWORD }, { cookie: `${DEVICE_COOKIE}=${"n".repeat(22)}.${"s".repeat(43)}` });
        expect(forged.status).toBe(429);
        expect((await errorOf(forged)).code).toBe("rate_limited");

        const signedIn = await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD });
        expect(signedIn.status).toBe(200);
        // Known devices are still paced, on their own counter: the per-IP limit's, for this account.
        expect((await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
        expect((await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
        const paced = await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD });
        expect(paced.status).toBe(429);
        expect((await errorOf(paced)).code).toBe("rate_limited");
      } finally {
        await limited.close();
      }
    }, 120_000);

    it("a password change in the settings revokes the account's other device cookies; the browser that changed it stays known", async () => {
      const changer = new TestClient(ctx, "192.0.2.70");
      const { email } = await signUp(changer);
      const old = deviceValueOf(await signIn(email, PASSWORD, new TestClient(ctx)));
      const changed = await changer.request("PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "nova-senha-456", confirmPassword: "nova-senha-456" });
      expect(changed.status).toBe(200);
      expect(deviceCookieOf(changed)).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
      await lockStrangers(email);

      // Whoever signed in with the old password is a stranger now, even with the new one.
      const stale = await withDevice(email, "nova-senha-456", old);
      expect(stale.status).toBe(429);
      expect((await errorOf(stale)).message).toMatch(THROTTLED);
      expect((await signIn(email, "nova-senha-456", changer)).status).toBe(200);
    }, 120_000);

    it("a completed password reset revokes the device cookies signed before it", async () => {
      const { email } = await signUp(new TestClient(ctx));
      const old = deviceValueOf(await signIn(email, PASSWORD, new TestClient(ctx)));
      await new TestClient(ctx).post("/api/auth/request-password-reset", { email });
      const link = ctx.mails.at(-1)!.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];
      const token = new URL(link).pathname.split("/").at(-1)!;
      const resetter = new TestClient(ctx, "192.0.2.80");
      expect((await resetter.post("/api/auth/reset-password", { token, newPassword: "nova-senha-456" })).status).toBe(200);
      await lockStrangers(email);

      expect((await withDevice(email, "nova-senha-456", old)).status).toBe(429);
      expect((await signIn(email, "nova-senha-456", resetter)).status).toBe(200);
    }, 120_000);

    it("a deleted account's device cookies do not carry over to a new account with the same e-mail", async () => {
      const first = new TestClient(ctx);
      const { res, email } = await signUp(first);
      const old = deviceValueOf(res);
      expect((await first.post("/api/account/delete", { password: PASSWORD })).status).toBe(204);
      const again = new TestClient(ctx, "192.0.2.90");
      expect((await signUp(again, { email })).res.status).toBe(200);
      await lockStrangers(email);

      // The same e-mail and even the same password: still another account's credential.
      expect((await withDevice(email, PASSWORD, old)).status).toBe(429);
      expect((await signIn(email, PASSWORD, again)).status).toBe(200);
    }, 120_000);

    it("one browser stays known to several accounts: signing in to another does not forget the first", async () => {
      const { email: first } = await signUp(new TestClient(ctx));
      const { email: second } = await signUp(new TestClient(ctx));
      const shared = new TestClient(ctx, "192.0.2.40");
      expect((await signIn(first, PASSWORD, shared)).status).toBe(200);
      const both = await signIn(second, PASSWORD, shared);
      expect(both.status).toBe(200);
      expect(deviceValueOf(both).split("~")).toHaveLength(2);
      await lockStrangers(first);
      expect((await signIn(first, PASSWORD, shared)).status).toBe(200);
    }, 120_000);
  });
});
