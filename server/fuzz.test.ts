import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, signedInUser, TestClient, type TestContext } from "./test/harness";
import { addClient, addProject, setPlan } from "./test/studio";
import { tokenOf } from "./test/api-token";

/**
 * Property-based fuzz over every route the router has (the list comes from the app, so a route
 * added later is fuzzed without anyone remembering): random ids, query strings and JSON bodies,
 * signed in and signed out. Whatever arrives, the answer is never a 5xx. The seed is fixed, so a
 * failure reproduces and the run is the same every time.
 */
let ctx: TestContext;
let user: TestClient;
let anonymous: TestClient;
const realIds: string[] = [];
/** The public API's routes (decision 097) are called with a write token of the user's studio instead. */
let bearer: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  let userId: string;
  ({ client: user, userId } = await signedInUser(ctx));
  await setPlan(ctx, userId, "premium");
  bearer = { authorization: `Bearer ${(await tokenOf(ctx, user, "escrita")).token}` };
  anonymous = new TestClient(ctx);
  const c = await addClient(user, { name: "Cliente do fuzz" });
  const p = await addProject(user, { name: "Projeto do fuzz", clientId: c.id });
  realIds.push(c.id, p.id);
});
afterAll(async () => ctx?.close());

/** Routes that end the session or the account would leave the rest of the run signed out. */
const SKIP = new Set(["POST /api/auth/sign-out"]);

function routes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of ctx.app.routes) {
    if (method === "ALL" || !path.startsWith("/api/") || SKIP.has(`${method} ${path}`)) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

const FIELDS = ["name", "nome", "title", "titulo", "clientId", "projectId", "email", "password", "date", "data", "time", "kind", "plan", "stage", "message", "text", "inputs", "values", "tone", "role", "color", "baseVersion", "allowOffline", "id", "content", "url", "events", "active"];

const id = () => fc.oneof(fc.uuid(), fc.constantFrom(...realIds), fc.string({ maxLength: 40 }), fc.constantFrom("0", "-1", "null", "..", "%2e%2e", "%00"));
const value = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(value, fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }));
const query = fc.dictionary(fc.constantFrom("q", "page", "limit", "clientId", "projectId", "from", "to", "status", "tool"), fc.string({ maxLength: 30 }), { maxKeys: 3 });

function fill(path: string, param: string): string {
  return path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param));
}

describe("fuzz over every route", () => {
  it("the route list is the app's own, and every route skipped exists", () => {
    expect(routes().length).toBeGreaterThan(60);
    const all = new Set(ctx.app.routes.map((r) => `${r.method} ${r.path}`));
    for (const skipped of SKIP) expect(all.has(skipped), skipped).toBe(true);
  });

  it("never answers 5xx, signed in or out, whatever the ids, query and body", async () => {
    const list = routes();
    const failures: string[] = [];
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: list.length - 1 }), id(), query, body, fc.boolean(), async (i, param, q, b, signedIn) => {
        const route = list[i] as { method: string; path: string };
        const search = new URLSearchParams(q).toString();
        const url = `${fill(route.path, param)}${search ? `?${search}` : ""}`;
        const client = signedIn ? user : anonymous;
        const headers = signedIn && route.path.startsWith("/api/v1/") ? bearer : {};
        const res = await client.request(route.method, url, route.method === "GET" ? undefined : b, headers);
        // Drain the body: a stream left open would keep its work running after the test.
        await res.text();
        statuses.add(res.status);
        if (res.status >= 500) failures.push(`${route.method} ${url} ${JSON.stringify(b).slice(0, 200)} → ${res.status}`);
        return res.status < 500;
      }),
      { seed: 19_2026, numRuns: list.length * 8, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    // The fuzz reached the handlers, not only the gates: refusals of every kind and some successes.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 404, 422]));
  }, 600_000);
});
