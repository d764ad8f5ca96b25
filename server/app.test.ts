import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBodySchema } from "#domain/errors";
import { createTestContext, PASSWORD, signUp, TestClient, type TestContext } from "./test/harness";
import { read } from "./test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("app", () => {
  it("reports health and which database it runs on", async () => {
    const res = await new TestClient(ctx).get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: ctx.database.kind });
  });

  it("answers unknown /api paths with a JSON 404 in pt-BR", async () => {
    for (const path of ["/api/nao-existe", "/api/clients/123/x"]) {
      const res = await new TestClient(ctx).get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = await read(apiErrorBodySchema, res);
      expect(body.error.code).toBe("not_found");
      expect(body.error.message).toContain("Rota da API não encontrada");
    }
  });

  it("serves index.html, never cached, for every other path (SPA fallback)", async () => {
    for (const path of ["/", "/login", "/dashboard/clientes", "/qualquer/coisa", "/%E0%A4%A"]) {
      const res = await new TestClient(ctx).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it("serves hashed assets with a year-long immutable cache and other files briefly cached", async () => {
    const asset = await new TestClient(ctx).get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toContain("text/javascript");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const robots = await new TestClient(ctx).get("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await robots.text()).toContain("User-agent");
  });

  it("never serves files outside the build folder", async () => {
    const res = await new TestClient(ctx).get("/..%2Fpackage.json");
    expect(await res.text()).not.toContain('"name"');
  });

  it("sets security headers on pages and API answers", async () => {
    for (const path of ["/", "/api/health", "/api/nao-existe"]) {
      const res = await new TestClient(ctx).get(path);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("lets the browser connect to the primary AI provider's origin, and nowhere else", async () => {
    const connectSrc = (res: Response) => /connect-src ([^;]*)/.exec(res.headers.get("content-security-policy")!)?.[1];
    // Without AI_BROWSER_BASE_URL the browser calls OpenAI with the user's own key.
    expect(connectSrc(await new TestClient(ctx).get("/"))).toBe("'self' https://api.openai.com");
    const local = await createTestContext({ AI_BROWSER_BASE_URL: "http://127.0.0.1:11434/v1", AI_BASE_URL: "https://gateway.exemplo/v1" });
    try {
      for (const path of ["/", "/api/health"]) {
        expect(connectSrc(await new TestClient(local).get(path))).toBe("'self' http://127.0.0.1:11434");
      }
    } finally {
      await local.close();
    }
  });

  it("refuses bodies over 1 MB with 413 in pt-BR", async () => {
    const res = await new TestClient(ctx).post("/api/auth/sign-in/email", {
      email: "a@exemplo.com.br",
      password: "x".repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    const body = await read(apiErrorBodySchema, res);
    expect(body.error.message).toBe("Requisição grande demais (máximo de 1 MB).");
  });

  it("hides Google sign-in unless both Google credentials are configured", async () => {
    const res = await new TestClient(ctx).get("/api/public-config");
    expect(await res.json()).toEqual({
      googleEnabled: false,
      ai: { browserBaseUrl: "https://api.openai.com/v1", browserModel: "gpt-3.5-turbo" },
      paymentsEnabled: false,
    });
    const withGoogle = await createTestContext({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    try {
      const on = await new TestClient(withGoogle).get("/api/public-config");
      expect(await on.json()).toMatchObject({ googleEnabled: true });
    } finally {
      await withGoogle.close();
    }
  });

  it("names the browser's own model, not the model of the server's primary", async () => {
    const ollama = await createTestContext({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3" });
    const gateway = await createTestContext({ AI_MODEL: "llama3", AI_BROWSER_MODEL: "gpt-4o-mini" });
    try {
      expect(await (await new TestClient(ollama).get("/api/public-config")).json()).toMatchObject({ ai: { browserModel: "gpt-3.5-turbo" } });
      expect(await (await new TestClient(gateway).get("/api/public-config")).json()).toMatchObject({ ai: { browserModel: "gpt-4o-mini" } });
    } finally {
      await ollama.close();
      await gateway.close();
    }
  });

  it("never puts a server secret in the public config", async () => {
    const secrets = { AI_API_KEY: "sk-segredo-do-servidor-123456", HF_TOKEN: "hf_segredo_do_servidor", GOOGLE_CLIENT_ID: "id-publico", GOOGLE_CLIENT_SECRET: "segredo-google-987" };
    const withSecrets = await createTestContext({ ...secrets, AI_BASE_URL: "https://llm.interno.exemplo/v1" });
    try {
      const body = await (await new TestClient(withSecrets).get("/api/public-config")).text();
      for (const secret of [secrets.AI_API_KEY, secrets.HF_TOKEN, secrets.GOOGLE_CLIENT_SECRET, "llm.interno"]) {
        expect(body).not.toContain(secret);
      }
    } finally {
      await withSecrets.close();
    }
  });

});

describe("cookies behind https", () => {
  it("marks the session cookie Secure when BASE_URL is https", async () => {
    const secure = await createTestContext({ BASE_URL: "https://app.prancheta.test" });
    try {
      const client = new TestClient(secure);
      const res = await client.request(
        "POST",
        "/api/auth/sign-up/email",
        { name: "Rita Alves", email: "rita@exemplo.com.br", password: PASSWORD, acceptTerms: true },
        { origin: "https://app.prancheta.test" },
      );
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await secure.close();
    }
  });

  it("refuses auth requests from an origin it does not trust", async () => {
    const client = new TestClient(ctx);
    const { email } = await signUp(client);
    const res = await new TestClient(ctx).request(
      "POST",
      "/api/auth/sign-in/email",
      { email, password: PASSWORD },
      { origin: "https://evil.example", cookie: "prancheta.session_token=x" },
    );
    expect(res.status).toBe(403);
    const body = await read(apiErrorBodySchema, res);
    expect(body.error).toEqual({ code: "forbidden", message: "Origem da requisição não permitida." });
  });
});

describe("auth surface", () => {
  it("answers our JSON 404 for Better Auth endpoints the product does not use", async () => {
    const client = new TestClient(ctx);
    await signUp(client);
    for (const [method, path] of [
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/change-password"],
      ["GET", "/api/auth/get-session"],
      ["GET", "/api/auth/nao-existe"],
      ["GET", "/api/auth/error"],
    ] as const) {
      const res = await client.request(method, path, method === "POST" ? { name: "x".repeat(5000) } : undefined);
      expect(res.status, path).toBe(404);
      const body = await read(apiErrorBodySchema, res);
      expect(body.error.code, path).toBe("not_found");
    }
  });
});

describe("static edge cases", () => {
  it("never caches /index.html asked by name, and answers 404 for a missing hashed asset", async () => {
    const index = await new TestClient(ctx).get("/index.html");
    expect(index.headers.get("cache-control")).toBe("no-cache");
    const missing = await new TestClient(ctx).get("/assets/app-old999.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Arquivo não encontrado.");
  });
});
