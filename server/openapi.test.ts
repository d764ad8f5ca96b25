import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNDOCUMENTED_API_ROUTES } from "./openapi";
import { createTestContext, TestClient, type TestContext } from "./test/harness";

/**
 * The contract holds: every route the app answers is in the generated document with the statuses
 * it can answer, and real answers match the schemas the document declares for them.
 */
let ctx: TestContext;
let doc: OpenApiDoc;

interface OpenApiDoc {
  openapi: string;
  info: { title: string; description?: string };
  tags?: { name: string }[];
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses: Record<string, unknown>; security?: unknown[] }>>;
}

beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await (await new TestClient(ctx).get("/api/openapi.json")).json()) as OpenApiDoc;
});
afterAll(async () => ctx?.close());

/**
 * Routes not converted to `apiRoute` yet (server/lib/openapi.ts): whoever converts a router removes
 * its lines here. The test fails both for a route missing from the document and for a stale line.
 */
const NOT_YET_DECLARED = [
];

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
  it("is an OpenAPI 3.1 document in pt-BR with the session cookie as security scheme", async () => {
    const res = await new TestClient(ctx).get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Prancheta API");
    expect(doc.info.description).toContain("Toda resposta de erro");
    expect(Object.values(doc.components?.securitySchemes ?? {})).toEqual([
      expect.objectContaining({ type: "apiKey", in: "cookie", name: "prancheta.session_token" }),
    ]);
    expect(doc.paths["/api/me"]?.get?.security).toEqual([{ sessaoPorCookie: [] }]);
    expect(doc.paths["/api/health"]?.get?.security).toBeUndefined();
  });

  it("declares every route the app answers, with a pt-BR summary, a tag and its statuses", () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes.filter((route) => !documented(route));
    expect(missing, `rotas fora do documento: ${missing.join(", ")}`).toEqual(NOT_YET_DECLARED);
    const tagNames = new Set(doc.tags?.map((t) => t.name));
    for (const route of routes.filter((r) => documented(r))) {
      const operation = documented(route)!;
      expect(operation.summary, route).toMatch(/[a-zà-ú]/);
      expect(operation.tags?.length, route).toBe(1);
      expect(tagNames, route).toContain(operation.tags![0]);
      // Every route may answer a restart's 503; a signed-in route says 401; a body says 413/415/422.
      expect(Object.keys(operation.responses), route).toContain("503");
      if (operation.security) expect(Object.keys(operation.responses), route).toContain("401");
      if (route.includes("{id}") || route.includes(":id")) expect(Object.keys(operation.responses), route).toContain("404");
    }
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
