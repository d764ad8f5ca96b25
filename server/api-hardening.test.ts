import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInUser, signUp, TestClient, type TestContext } from "./test/harness";
import { errorOf } from "./test/studio";
import { UPLOAD_PATHS } from "./lib/upload-body";

/**
 * What an attacker sends, on every route the router has: the route list comes from the app
 * itself, so a route added later is covered without touching this file.
 */
let ctx: TestContext;
let user: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: user } = await signedInUser(ctx));
  anonymous = new TestClient(ctx);
});
afterAll(async () => ctx?.close());

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function apiRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of ctx.app.routes) {
    if (method === "ALL" || !path.startsWith("/api/")) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);
const depthBomb = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const objectBomb = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

describe("the route list", () => {
  it("is read from the app and holds every feature's routes", () => {
    const names = apiRoutes().map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(["GET /api/clients/:id", "POST /api/projects/:id/stage", "POST /api/chat/answers/:id/stop", "POST /api/auth/sign-in/email"]));
    expect(names.length).toBeGreaterThan(25);
  });
});

describe("an id that cannot be one of ours", () => {
  const BAD_IDS = ["%00", "abc%00def", "abc", "%E2%80%AE", "x".repeat(500)];

  it("is a 404 (or 422) on every route with an id in its path, never a 500 — signed in", async () => {
    const withParams = apiRoutes().filter((r) => r.path.includes("/:"));
    expect(withParams.length).toBeGreaterThanOrEqual(8);
    for (const route of withParams) {
      for (const bad of BAD_IDS) {
        const res = await user.request(route.method, fill(route.path, bad), BODY_METHODS.has(route.method) ? {} : undefined);
        const label = `${route.method} ${fill(route.path, bad)} → ${res.status}`;
        expect(res.status, label).toBeLessThan(500);
        if (!route.path.startsWith("/api/auth/")) {
          expect([404, 422], label).toContain(res.status);
          expect((await errorOf(res)).message, label).toMatch(/não encontrad|inválid/);
        }
        if (res.status >= 300 && res.status < 400) expect(res.headers.get("location")?.length ?? 0, label).toBeLessThan(200);
      }
    }
  });

  it("never reaches a query signed out either: 401, 404 or 422", async () => {
    for (const route of apiRoutes().filter((r) => r.path.includes("/:") && !r.path.startsWith("/api/auth/"))) {
      const res = await anonymous.request(route.method, fill(route.path, "%00"), BODY_METHODS.has(route.method) ? {} : undefined);
      expect([401, 404, 422], `${route.method} ${route.path}`).toContain(res.status);
    }
  });

  it("in a query or a body is a 422 naming the field", async () => {
    for (const value of ["%00", "abc%00def", "abc"]) {
      const res = await user.get(`/api/projects?clientId=${value}`);
      expect(res.status, value).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["clientId"]);
    }
    const project = await user.post("/api/projects", { name: "Casa", clientId: "abc\u0000def" });
    expect(project.status).toBe(422);
    expect((await errorOf(project)).fields).toHaveProperty("clientId");
    const chat = await user.post("/api/chat", { message: "Olá", conversationId: "nao-e-um-id" });
    expect(chat.status).toBe(422);
    expect((await errorOf(chat)).fields).toEqual({ conversationId: "Identificador inválido." });
    // A well-formed id that is not the user's stays a 404.
    expect((await user.get(`/api/clients/${randomUUID()}`)).status).toBe(404);
    expect((await user.get(`/api/projects?clientId=${randomUUID()}`)).status).toBe(200);
  });
});

describe("a body nested too deep", () => {
  it("is a 422 on every route that takes a body, signed in or not, before any other work", async () => {
    const bodyRoutes = apiRoutes().filter((r) => BODY_METHODS.has(r.method));
    expect(bodyRoutes.length).toBeGreaterThan(15);
    for (const route of bodyRoutes) {
      for (const [who, client] of [["signed in", user], ["anonymous", anonymous]] as const) {
        for (const body of [depthBomb(6_000), objectBomb(8_000), depthBomb(33)]) {
          const res = await client.request(route.method, fill(route.path, randomUUID()), body);
          const label = `${who} ${route.method} ${route.path} (${body.length} bytes) → ${res.status}`;
          expect(res.status, label).toBe(422);
          expect((await errorOf(res)).message, label).toBe("O corpo da requisição tem níveis de aninhamento demais (máximo de 32).");
        }
      }
    }
  });

  it("allows the 32 levels a legitimate body could use", async () => {
    // Parsed (depth is fine), then refused by the schema for what it is: not a client.
    const res = await user.post("/api/clients", depthBomb(32));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).not.toMatch(/aninhamento/);
  });
});

describe("a body that is not JSON", () => {
  it("is a 415 in pt-BR on every route that takes a body", async () => {
    for (const route of apiRoutes().filter((r) => BODY_METHODS.has(r.method))) {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        // The image uploads take multipart (their own tests send them a broken one).
        if ((UPLOAD_PATHS as readonly string[]).includes(route.path) && type.startsWith("multipart/")) continue;
        const res = await user.request(route.method, fill(route.path, randomUUID()), "nome=Ana", { "content-type": type });
        const label = `${route.method} ${route.path} as ${type}`;
        expect(res.status, label).toBe(415);
        expect(await errorOf(res), label).toEqual({
          code: "unsupported_media_type",
          message: "Envie o corpo da requisição em JSON (Content-Type: application/json).",
        });
      }
    }
  });

  it("accepts JSON with a charset or a +json type, and body-less POSTs without a content type", async () => {
    const charset = await user.post("/api/clients", { name: "Ana" }, { "content-type": "application/json; charset=UTF-8" });
    expect(charset.status).toBe(201);
    const plusJson = await user.post("/api/clients", { name: "Bia" }, { "content-type": "application/merge-patch+json" });
    expect(plusJson.status).toBe(201);
    const leaving = new TestClient(ctx);
    await signUp(leaving);
    expect(leaving.hasSession()).toBe(true);
    const signOut = await leaving.request("POST", "/api/auth/sign-out");
    expect(signOut.status).toBe(200);
    expect(leaving.hasSession()).toBe(false);
    // An empty body sent as text (navigator.sendBeacon) is still no body.
    const again = new TestClient(ctx);
    await signUp(again);
    expect((await again.request("POST", "/api/auth/sign-out", "", { "content-type": "text/plain;charset=UTF-8" })).status).toBe(200);
    expect(again.hasSession()).toBe(false);
  });
});

describe("body size per endpoint", () => {
  it("refuses a client form over its 32 kB cap with a pt-BR 413, and the 1 MB ceiling everywhere", async () => {
    const big = await user.post("/api/clients", { name: "Ana", notes: "a".repeat(40_000) });
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe("Requisição grande demais (máximo de 32 KB).");
    const huge = await user.post("/api/chat/exchanges", { message: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toBe("Requisição grande demais (máximo de 1 MB).");
  });

  it("lets an endpoint with more to carry take it: a full-length answer recorded from the browser", async () => {
    const res = await user.post("/api/chat/exchanges", {
      message: "ç".repeat(8_000),
      answer: { content: "ã".repeat(20_000), model: "gpt-4o-mini", status: "complete" },
    });
    expect(res.status).toBe(201);
  });
});

describe("answers of the API", () => {
  it("are never cached: Cache-Control no-store, signed in, signed out and on errors", async () => {
    for (const res of [await user.get("/api/me"), await user.get("/api/clients"), await anonymous.get("/api/me"), await user.get(`/api/clients/${randomUUID()}`)]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});
