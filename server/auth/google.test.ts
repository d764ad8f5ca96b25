import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session, user, verification } from "#server/db/schema";
import { createTestContext, TEST_BASE_URL, TestClient, type TestContext } from "#server/test/harness";
import { authAnswers, errorOf, read } from "#server/test/studio";

const GOOGLE_ENV = { GOOGLE_CLIENT_ID: "prancheta-teste.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "segredo-de-teste" };
const FAILED = `${TEST_BASE_URL}/login?error=google`;

describe("Google sign-in when Google is not configured", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("answers our JSON 404 on the start and on the callback (GET and POST), and redirects nowhere", async () => {
    const client = new TestClient(ctx);
    const responses = [
      await client.post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/dashboard" }),
      await client.get("/api/auth/callback/google?code=abc&state=def"),
      await client.get(`/api/auth/callback/google?error=${"x".repeat(10_000)}`),
      await client.post("/api/auth/callback/google?code=abc&state=def", {}),
    ];
    for (const res of responses) {
      expect(res.status).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      expect((await errorOf(res)).code).toBe("not_found");
    }
  });
});

describe("Google sign-in when Google is configured", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(GOOGLE_ENV);
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const start = (client: TestClient, body: unknown) => client.post("/api/auth/sign-in/social", body);

  it("starts the flow: Google's consent URL with our callback", async () => {
    const res = await start(new TestClient(ctx), { provider: "google", callbackURL: "/dashboard" });
    expect(res.status).toBe(200);
    const { url } = await read(authAnswers.social, res);
    const consent = new URL(url);
    expect(consent.origin).toBe("https://accounts.google.com");
    expect(consent.searchParams.get("client_id")).toBe(GOOGLE_ENV.GOOGLE_CLIENT_ID);
    expect(consent.searchParams.get("redirect_uri")).toBe(`${TEST_BASE_URL}/api/auth/callback/google`);
  });

  it("validates the start: Google only, and a return path on this site of bounded length (422 in pt-BR)", async () => {
    const cases: [unknown, string][] = [
      [{ provider: "github", callbackURL: "/dashboard" }, "provider"],
      [{ provider: "google", callbackURL: "https://evil.example/dashboard" }, "callbackURL"],
      [{ provider: "google", callbackURL: "//evil.example/dashboard" }, "callbackURL"],
      [{ provider: "google", callbackURL: "/\\evil.example" }, "callbackURL"],
      [{ provider: "google", callbackURL: "/dashboard\r\nSet-Cookie: x=1" }, "callbackURL"],
      [{ provider: "google", callbackURL: `/dashboard/${"a".repeat(600)}` }, "callbackURL"],
    ];
    for (const [body, field] of cases) {
      const res = await start(new TestClient(ctx), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_error");
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
  });

  it("passes on only the validated fields: no ID-token sign-in, no error or new-user URL of the client's choosing", async () => {
    const res = await start(new TestClient(ctx), {
      provider: "google",
      callbackURL: "/dashboard",
      idToken: { token: "forjado" },
      errorCallbackURL: "https://evil.example/erro",
      newUserCallbackURL: "https://evil.example/novo",
      additionalData: { evil: "https://evil.example" },
    });
    expect(res.status).toBe(200);
    expect((await read(authAnswers.social, res)).url).toMatch(/^https:\/\/accounts\.google\.com\//);
    const rows = await ctx.database.db.select().from(verification);
    expect(rows.some((r) => r.value.includes("evil"))).toBe(false);
  });

  describe("callback", () => {
    const callback = (query: string) => new TestClient(ctx).get(`/api/auth/callback/google?${query}`);

    it("turns Google's error into a fixed /login?error=google, however long the error is", async () => {
      for (const query of [`error=${"x".repeat(10_000)}`, "error=access_denied&error_description=Usu%C3%A1rio%20recusou"]) {
        const res = await callback(query);
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe(FAILED);
      }
    });

    it("never reflects CR/LF or oversized code/state into Location", async () => {
      const queries = [
        `code=abc&state=${"%0d%0aSet-Cookie:%20x=1".repeat(50)}`,
        `code=abc&state=abc%0d%0aLocation:%20https://evil.example`,
        `code=${"a".repeat(3000)}&state=abcdefghijklmnopqrstuvwxyz012345`,
        `code=abc&state=${"a".repeat(3000)}`,
        "code=abc",
        "state=abcdefghijklmnopqrstuvwxyz012345",
      ];
      for (const query of queries) {
        const res = await callback(query);
        expect(res.status, query.slice(0, 60)).toBe(302);
        expect(res.headers.get("location")).toBe(FAILED);
      }
    });

    it("replaces Better Auth's own error redirects (an unknown state) with the fixed one", async () => {
      const res = await callback("code=abc&state=abcdefghijklmnopqrstuvwxyz012345");
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(FAILED);
    });

    it("takes no POSTed callback (Google redirects with a GET): our JSON 404, no Location", async () => {
      for (const res of [
        await new TestClient(ctx).post(`/api/auth/callback/google?error=${"y".repeat(10_000)}`, { code: "abc", state: "\r\n" }),
        await new TestClient(ctx).request("POST", "/api/auth/callback/google?code=abc&state=abcdefghijklmnopqrstuvwxyz012345"),
      ]) {
        expect(res.status).toBe(404);
        expect(res.headers.get("location")).toBeNull();
      }
    });

    it("answers 404 for a provider other than Google", async () => {
      const res = await new TestClient(ctx).get("/api/auth/callback/github?code=abc&state=def");
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("not_found");
    });

    it("completes a real flow: Google's code becomes a session and the browser lands on the requested page", async () => {
      const browser = new TestClient(ctx);
      const started = await start(browser, { provider: "google", callbackURL: "/dashboard/clientes" });
      const state = new URL((await read(authAnswers.social, started)).url).searchParams.get("state")!;

      // Google's token endpoint, answered here (the ID token comes straight from Google over TLS,
      // so Better Auth reads it without a signature check).
      const email = `google-${Date.now()}@exemplo.com.br`;
      const claims = { sub: `g-${Date.now()}`, email, email_verified: true, name: "Paula Google", iss: "https://accounts.google.com" };
      const idToken = [{ alg: "none", typ: "JWT" }, claims].map((p) => Buffer.from(JSON.stringify(p)).toString("base64url")).join(".") + ".";
      const realFetch = globalThis.fetch;
      vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.startsWith("https://oauth2.googleapis.com/token")) {
          return Response.json({ access_token: "at", id_token: idToken, expires_in: 3600, token_type: "Bearer", scope: "openid email profile" });
        }
        return realFetch(input, init);
      });

      const res = await browser.get(`/api/auth/callback/google?code=4%2F0Ab-codigo_do.google&state=${state}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/dashboard/clientes");
      expect(browser.hasSession()).toBe(true);
      const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
      expect(await ctx.database.db.select().from(session).where(eq(session.userId, row!.id))).toHaveLength(1);
    });
  });
});
