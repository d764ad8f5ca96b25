import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "#domain/zod";
import { UNDOCUMENTED_API_ROUTES } from "./openapi";
import { createTestContext, PASSWORD, signUp, TestClient, type TestContext } from "./test/harness";
import { openApiAnswer, read, type OpenApiAnswer } from "./test/studio";

/**
 * The contract holds: every route the app answers is in the generated document with the statuses
 * it can answer, and real answers match the schemas the document declares for them.
 */
let ctx: TestContext;
let doc: OpenApiAnswer;

beforeAll(async () => {
  ctx = await createTestContext();
  doc = await read(openApiAnswer, await new TestClient(ctx).get("/api/openapi.json"));
});
afterAll(async () => ctx?.close());

/** `/api/clients/:id` → `/api/clients/{id}`, as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

/** The app's own route list: every method + path under /api, without middleware and the catch-all. */
function appRoutes(): string[] {
  const seen = new Set<string>();
  for (const { method, path } of ctx.app.routes) {
    if (method === "ALL" || !path.startsWith("/api/") || path.endsWith("*")) continue;
    seen.add(`${method} ${path}`);
  }
  return [...seen].filter((route) => !UNDOCUMENTED_API_ROUTES.includes(route)).sort();
}

function documented(route: string) {
  const [method, path] = route.split(" ") as [string, string];
  return doc.paths[openApiPath(path)]?.[method.toLowerCase()];
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document in pt-BR with the session cookie and the studio's token as security schemes", async () => {
    const res = await new TestClient(ctx).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Prancheta API");
    expect(doc.info.description).toContain("Toda resposta de erro");
    expect(doc.components?.securitySchemes).toEqual({
      sessaoPorCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "prancheta.session_token" }),
      tokenDoEstudio: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
    expect(doc.paths["/api/me"]?.get?.security).toEqual([{ sessaoPorCookie: [] }]);
    expect(doc.paths["/api/health"]?.get?.security).toBeUndefined();
  });

  it("declares every route the app answers, with a pt-BR summary, a tag and its statuses", () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes.filter((route) => !documented(route));
    expect(missing, `rotas fora do documento: ${missing.join(", ")}`).toEqual([]);
    const tagNames = new Set(doc.tags?.map((t) => t.name));
    for (const route of routes) {
      const operation = documented(route)!;
      expect(operation.summary, route).toMatch(/[a-zà-ú]/);
      expect(operation.tags?.length, route).toBe(1);
      expect(tagNames, route).toContain(operation.tags![0]);
      // Every route may answer a restart's 503; a signed-in route says 401; a body says 413/415/422.
      expect(Object.keys(operation.responses), route).toContain("503");
      if (operation.security) expect(Object.keys(operation.responses), route).toContain("401");
      if (route.includes(":id")) expect(Object.keys(operation.responses), route).toContain("404");
      if (operation.requestBody) expect(Object.keys(operation.responses), route).toEqual(expect.arrayContaining(["413", "415", "422"]));
      if (!route.startsWith("GET ")) expect(Object.keys(operation.responses), route).toContain("403");
    }
  });

  it("shows /api/v1 with the bearer scheme, its errors, the rate-limit headers, Idempotency-Key and examples (R-API-3)", () => {
    const v1 = appRoutes().filter((route) => route.split(" ")[1]!.startsWith("/api/v1/"));
    expect(v1).toEqual([
      "GET /api/v1/budgets",
      "GET /api/v1/budgets/:id",
      "GET /api/v1/calendar/events",
      "GET /api/v1/charges",
      "GET /api/v1/clients",
      "GET /api/v1/clients/:id",
      "GET /api/v1/documents/:id",
      "GET /api/v1/documents/:id/export",
      "GET /api/v1/projects",
      "GET /api/v1/projects/:id",
      "GET /api/v1/projects/:id/charges",
      "GET /api/v1/projects/:id/contract",
      "GET /api/v1/projects/:id/documents",
      "GET /api/v1/projects/:id/proposal",
      "POST /api/v1/calendar/events",
      "POST /api/v1/clients",
      "POST /api/v1/projects",
      "POST /api/v1/projects/:id/ifc",
      "POST /api/v1/projects/:id/ifc/apply",
      "POST /api/v1/projects/:id/stage",
    ]);
    for (const route of v1) {
      const operation = documented(route)!;
      expect(operation.security, route).toEqual([{ tokenDoEstudio: [] }]);
      expect(operation.tags![0], route).toMatch(/^API v1: /);
      expect(Object.keys(operation.responses), route).toEqual(expect.arrayContaining(["401", "403", "429"]));
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))![1];
      expect(Object.keys(success.headers ?? {}), route).toEqual(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]);
      if (route.startsWith("GET ") && !route.includes(":id")) expect(operation.parameters?.map((p) => p.name), route).toEqual(expect.arrayContaining(["cursor", "limit"]));
    }
    const create = documented("POST /api/v1/clients")!;
    expect(create.parameters).toEqual([expect.objectContaining({ in: "header", name: "idempotency-key" })]);
    expect(documented("POST /api/v1/projects")!.parameters).toEqual([expect.objectContaining({ in: "header", name: "idempotency-key" })]);
    expect(documented("POST /api/v1/projects")!.requestBody?.content["application/json"]?.example).toMatchObject({ name: "Casa Alves", landPlot: { city: "Curitiba" } });
    expect(create.requestBody?.content["application/json"]?.example).toMatchObject({ name: "Marina Alves" });
    expect(documented("GET /api/v1/clients")!.responses["200"]!.content?.["application/json"]?.example).toMatchObject({ nextCursor: expect.any(String) });
    expect(documented("POST /api/v1/projects/:id/stage")!.requestBody?.content["application/json"]?.example).toEqual({ stage: "anteprojeto", note: "Aprovado pelo cliente." });
    // The BIM import: the model as multipart, the apply with its example and Idempotency-Key.
    expect(Object.keys(documented("POST /api/v1/projects/:id/ifc")!.requestBody?.content ?? {})).toEqual(["multipart/form-data"]);
    const bim = documented("POST /api/v1/projects/:id/ifc/apply")!;
    expect(bim.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: "header", name: "idempotency-key" })]));
    expect(bim.requestBody?.content["application/json"]?.example).toMatchObject({ budget: { areas: [{ kind: "coberta", area: 74 }, { kind: "garagem", area: 15 }, { kind: "varanda", area: 6 }] } });
    // The app's own routes keep the session.
    expect(documented("GET /api/clients")!.security).toEqual([{ sessaoPorCookie: [] }]);
  });

  it("lists no route the app does not answer", () => {
    const routes = new Set(appRoutes().map((route) => {
      const [method, path] = route.split(" ") as [string, string];
      return `${method.toLowerCase()} ${openApiPath(path)}`;
    }));
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) expect(routes, `${method} ${path}`).toContain(`${method} ${path}`);
    }
  });
});

/**
 * The zod schema the app registered for a route's answer with `status`: the one the document
 * shows (the document is generated from these registrations) and the route's handler is typed by.
 */
function declaredSchema(route: string, status: number): ZodType {
  const [method, path] = route.split(" ") as [string, string];
  for (const definition of ctx.app.openAPIRegistry.definitions) {
    if (definition.type !== "route" || definition.route.method !== method.toLowerCase() || definition.route.path !== path) continue;
    const response = definition.route.responses[String(status)];
    const media = response && "content" in response ? response.content?.["application/json"] : undefined;
    const schema = media && "schema" in media ? media.schema : undefined;
    if (!schema) throw new Error(`${route} não declara uma resposta JSON ${status}`);
    return schema as ZodType;
  }
  throw new Error(`${route} não está no documento`);
}

/** A real answer, checked against what the document declares for its route and status. */
async function answers(route: string, res: Response, status: number): Promise<unknown> {
  expect(res.status, route).toBe(status);
  const body: unknown = await res.json();
  const checked = declaredSchema(route, status).safeParse(body);
  expect(checked.success ? [] : checked.error.issues, `${route} → ${status}: ${JSON.stringify(body)}`).toEqual([]);
  return body;
}

describe("real answers match the schemas the document declares", () => {
  it("system, account, session, plans and auth", async () => {
    const visitor = new TestClient(ctx);
    await answers("GET /api/health", await visitor.get("/api/health"), 200);
    await answers("GET /api/public-config", await visitor.get("/api/public-config"), 200);
    await answers("GET /api/session", await visitor.get("/api/session"), 200);
    await answers("GET /api/me", await visitor.get("/api/me"), 401);
    await answers("GET /api/openapi.json", await visitor.get("/api/openapi.json"), 200);

    const client = new TestClient(ctx);
    const { res, email } = await signUp(client);
    await answers("POST /api/auth/sign-up/email", res, 200);
    await answers("GET /api/me", await client.get("/api/me"), 200);
    await answers("GET /api/session", await client.get("/api/session"), 200);
    await answers("GET /api/plans/upgrade-requests", await client.get("/api/plans/upgrade-requests"), 200);
    await answers("POST /api/plans/upgrade-requests", await client.post("/api/plans/upgrade-requests", { plan: "avancado" }), 201);
    await answers("POST /api/plans/upgrade-requests", await client.post("/api/plans/upgrade-requests", { plan: "avancado" }), 200);
    await answers("POST /api/plans/upgrade-requests", await client.post("/api/plans/upgrade-requests", { plan: "ouro" }), 422);
    await answers("POST /api/plans/upgrade-requests", await client.post("/api/plans/upgrade-requests", "plan=avancado", { "content-type": "text/plain" }), 415);
    await answers("POST /api/plans/upgrade-requests", await client.post("/api/plans/upgrade-requests", { plan: "a".repeat(40_000) }), 413);
    await answers("GET /api/plans/upgrade-requests", await visitor.get("/api/plans/upgrade-requests"), 401);

    await answers("POST /api/auth/sign-out", await client.post("/api/auth/sign-out"), 200);
    await answers("POST /api/auth/sign-in/email", await client.post("/api/auth/sign-in/email", { email, password: "errada-123456" }), 401);
    await answers("POST /api/auth/sign-in/email", await client.post("/api/auth/sign-in/email", { email, password: PASSWORD }), 200);
    await answers("POST /api/auth/request-password-reset", await visitor.post("/api/auth/request-password-reset", { email }), 200);
    await answers("POST /api/auth/sign-up/email", await visitor.post("/api/auth/sign-up/email", { name: "Ana", email, password: PASSWORD, acceptTerms: false }), 422);
  });

  it("clients, projects, conversations and the AI status", async () => {
    const client = new TestClient(ctx);
    await signUp(client);
    const created = (await answers("POST /api/clients", await client.post("/api/clients", { name: "Marina Costa", email: "marina@exemplo.com.br" }), 201)) as { id: string };
    await answers("GET /api/clients", await client.get("/api/clients?search=&page="), 200);
    await answers("GET /api/clients/{id}", await client.get(`/api/clients/${created.id}`), 200);
    await answers("GET /api/clients/{id}", await client.get(`/api/clients/${randomUUID()}`), 404);
    await answers("GET /api/clients/{id}", await client.get("/api/clients/nao-e-um-id"), 404);
    await answers("POST /api/clients", await client.post("/api/clients", { name: "" }), 422);
    const project = (await answers("POST /api/projects", await client.post("/api/projects", { name: "Casa Jardins", clientId: created.id, type: "residencial" }), 201)) as { id: string };
    await answers("GET /api/projects", await client.get("/api/projects"), 200);
    await answers("GET /api/projects/{id}", await client.get(`/api/projects/${project.id}`), 200);
    await answers("GET /api/projects", await client.get("/api/projects?clientId=abc"), 422);
    await answers("DELETE /api/clients/{id}", await client.delete(`/api/clients/${created.id}`), 409);
    await answers("GET /api/conversations", await client.get("/api/conversations"), 200);
    await answers("GET /api/conversations/{id}", await client.get(`/api/conversations/${randomUUID()}`), 404);
    await answers("GET /api/ai/status", await client.get("/api/ai/status"), 200);
    await answers("GET /api/clients", await new TestClient(ctx).get("/api/clients"), 401);
  });
});
