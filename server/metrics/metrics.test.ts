import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeResponseSchema } from "#domain/ai.schema";
import { ConfigError, loadConfig } from "#server/config";
import { job } from "#server/db/schema";
import { createAiTestContext, type AiTestContext } from "#server/test/ai-harness";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, read } from "#server/test/studio";

/** GET /metrics (issue 20): Prometheus' text format, behind METRICS_TOKEN. */
const TOKEN = "token-de-metricas-de-teste-0001";

let plain: TestContext;
let ctx: TestContext;
beforeAll(async () => {
  plain = await createTestContext();
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await plain?.close();
  await ctx?.close();
});

const scrape = (context: TestContext, token = TOKEN) => new TestClient(context).request("GET", "/metrics", undefined, { authorization: `Bearer ${token}` });

/** The value of one sample (a metric name with exactly these labels), or undefined when absent. */
function sample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split("\n")) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) return Number(match[3]);
  }
  return undefined;
}

async function metricsText(context: TestContext = ctx): Promise<string> {
  const res = await scrape(context);
  expect(res.status).toBe(200);
  return res.text();
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN: a JSON 404, not the SPA's page", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const res = await new TestClient(plain).request("GET", "/metrics", undefined, headers);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Rota não encontrada: GET /metrics" } });
    }
  });

  it("takes no guessable token: METRICS_TOKEN has at least 16 characters", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "curto" })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: "curto" })).toThrow(/METRICS_TOKEN: deve ter pelo menos 16 caracteres/);
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });

  it("answers a pt-BR 401 without the token or with a wrong one", async () => {
    const answers = [
      await new TestClient(ctx).get("/metrics"),
      await scrape(ctx, "token-errado-token-errado-0000"),
      await scrape(ctx, `${TOKEN}x`),
      await new TestClient(ctx).request("GET", "/metrics", undefined, { authorization: TOKEN }),
      await new TestClient(ctx).request("GET", "/metrics", undefined, { authorization: `Basic ${TOKEN}` }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Token de métricas ausente ou inválido." } });
    }
  });

  it("serves the text exposition format with the security headers, never cached", async () => {
    const res = await scrape(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    const text = await res.text();
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    // prom-client's default process metrics.
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("counts and times requests by the route's pattern, never the raw id", async () => {
    const { client } = await signedInUser(ctx);
    const created = await addClient(client, { name: "Ana" });
    for (let i = 0; i < 3; i++) expect((await client.get(`/api/clients/${created.id}`)).status).toBe(200);
    expect((await client.get(`/api/clients/${randomUUID()}`)).status).toBe(404);
    expect((await client.get(`/api/clients/${randomUUID()}/nada`)).status).toBe(404);
    expect((await client.get("/dashboard/clientes/123")).status).toBe(200);
    // Refused by the route's own middleware (no session): still the route's pattern.
    expect((await new TestClient(ctx).get(`/api/clients/${created.id}`)).status).toBe(401);

    const text = await metricsText();
    const route = "/api/clients/:id";
    expect(sample(text, "http_requests_total", { method: "GET", route, status: "200" })).toBe(3);
    expect(sample(text, "http_requests_total", { method: "GET", route, status: "404" })).toBe(1);
    expect(sample(text, "http_requests_total", { method: "GET", route, status: "401" })).toBe(1);
    expect(sample(text, "http_request_duration_seconds_count", { method: "GET", route, status: "200" })).toBe(3);
    expect(sample(text, "http_request_duration_seconds_bucket", { method: "GET", route, status: "200", le: "+Inf" })).toBe(3);
    expect(sample(text, "http_requests_total", { method: "POST", route: "/api/clients", status: "201" })).toBe(1);
    // Unknown API paths and the SPA's pages end on their catch-alls: one series each.
    expect(sample(text, "http_requests_total", { method: "GET", route: "/api/*", status: "404" })).toBe(1);
    expect(sample(text, "http_requests_total", { method: "GET", route: "/*", status: "200" })).toBe(1);
    expect(text).not.toContain(created.id);
    expect(text).not.toContain("/dashboard/clientes");
  });

  it("reports the job queue's depth from the database on each scrape", async () => {
    const before = await metricsText();
    const depth = (text: string, state: string) => sample(text, "prancheta_job_queue_depth", { state });
    for (const state of ["due", "scheduled", "running"]) expect(depth(before, state)).toBeGreaterThanOrEqual(0);
    const now = Date.now();
    await ctx.database.db.insert(job).values([
      { id: randomUUID(), kind: "teste", runAt: new Date(now - 60_000) },
      { id: randomUUID(), kind: "teste", runAt: new Date(now - 1_000) },
      { id: randomUUID(), kind: "teste", runAt: new Date(now + 24 * 3_600_000) },
      { id: randomUUID(), kind: "teste", runAt: new Date(now - 60_000), status: "concluido" },
    ]);
    const after = await metricsText();
    expect(depth(after, "due")).toBe(depth(before, "due")! + 2);
    expect(depth(after, "scheduled")).toBe(depth(before, "scheduled")! + 1);
    expect(depth(after, "running")).toBe(depth(before, "running"));
  });

  it("keeps each app's figures apart (one registry per app, not prom-client's global one)", async () => {
    const other = await createTestContext({ METRICS_TOKEN: TOKEN });
    try {
      expect((await new TestClient(other).get("/api/health")).status).toBe(200);
      const mine = await metricsText();
      const theirs = await metricsText(other);
      expect(sample(theirs, "http_requests_total", { method: "GET", route: "/api/health", status: "200" })).toBe(1);
      expect(sample(theirs, "http_requests_total", { method: "POST", route: "/api/clients", status: "201" })).toBeUndefined();
      expect(sample(mine, "http_requests_total", { method: "POST", route: "/api/clients", status: "201" })).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe("AI provider outcomes", () => {
  let ai: AiTestContext;
  beforeAll(async () => {
    ai = await createAiTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => ai?.close());

  it("counts each provider's success, failure and the offline fallback", async () => {
    const { client } = await signedInUser(ai);
    const outcome = (text: string, provider: string, name: string) => sample(text, "prancheta_ai_provider_outcomes_total", { provider, outcome: name });

    ai.openai.setMode("ok");
    const answered = await client.post("/api/ai/complete", { prompt: "localizacao: Curitiba" });
    expect((await read(completeResponseSchema, answered)).provider).toBe("primary");
    let text = await metricsText(ai);
    expect(outcome(text, "primary", "success")).toBe(1);
    expect(outcome(text, "primary", "failure")).toBeUndefined();

    ai.openai.setMode("401");
    ai.hf.setModes({}, "401");
    const offline = await client.post("/api/ai/complete", { prompt: "localizacao: Curitiba" });
    expect((await read(completeResponseSchema, offline)).provider).toBe("offline");
    text = await metricsText(ai);
    expect(outcome(text, "primary", "success")).toBe(1);
    expect(outcome(text, "primary", "failure")).toBe(1);
    expect(outcome(text, "fallback", "failure")).toBe(1);
    expect(outcome(text, "offline", "fallback")).toBe(1);
  });
});
