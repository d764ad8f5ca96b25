import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, signedInUser, signUp, TestClient, type TestContext } from "./test/harness";
import { tokenOf } from "./test/api-token";
import { addClient, addProject, errorOf, openApiAnswer, read, setPlan, type JsonSchemaNode, type OpenApiAnswer } from "./test/studio";
import { isUploadPath } from "./lib/upload-body";
import { DOCUMENT_CONTAINERS_MAX } from "#domain/rich-text.schema";
import { apiErrorBodySchema } from "#domain/errors";
import { briefingApi } from "#domain/contracts/briefing";
import { clientsApi } from "#domain/contracts/clients";
import { projectDocumentsApi } from "#domain/contracts/documents";

/**
 * What an attacker sends, on every route the router has: the route list comes from the app
 * itself, so a route added later is covered without touching this file.
 */
let ctx: TestContext;
let user: TestClient;
let anonymous: TestClient;
/** The public API (decision 097) is signed in by a token of the user's studio, not the session. */
let bearer: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  let userId: string;
  ({ client: user, userId } = await signedInUser(ctx));
  await setPlan(ctx, userId, "premium");
  bearer = { authorization: `Bearer ${(await tokenOf(ctx, user, "escrita")).token}` };
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
        const headers = route.path.startsWith("/api/v1/") ? bearer : {};
        const res = await user.request(route.method, fill(route.path, bad), BODY_METHODS.has(route.method) ? {} : undefined, headers);
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

describe("a name with control or bidirectional characters", () => {
  it("is a 422 on the name, and nothing is stored: clients, projects, profile, studio", async () => {
    const message = "O nome tem um caractere invisível ou de controle: apague-o e digite de novo.";
    const client = await addClient(user, { name: "Cliente limpo" });
    for (const name of ["\u001b[2J\u001b[31mAna", "Ana \u202egpj.exe", "Ana\u2066Souza", "Ana\u0085"]) {
      for (const [method, path, body] of [
        ["POST", "/api/clients", { name }],
        ["PATCH", `/api/clients/${client.id}`, { name }],
        ["POST", "/api/projects", { name, clientId: client.id, type: "residencial" }],
        ["PUT", "/api/profile", { name }],
        ["PATCH", "/api/studio", { name }],
      ] as const) {
        const res = await user.request(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(name)}`).toBe(422);
        expect((await errorOf(res)).fields, `${method} ${path}`).toEqual({ name: message });
      }
    }
    expect((await user.answer(clientsApi.get, { params: { id: client.id } })).name).toBe("Cliente limpo");
  });
});

/** Public routes whose token is looked up before the body is read: an unknown one is a 404 first. */
const tokenBeforeBody = (path: string) => path.startsWith("/api/public/briefings/") || path.startsWith("/api/public/portal/");

describe("a body nested too deep", () => {
  it("is a 422 on every route that takes a body, signed in or not, before any other work", async () => {
    const bodyRoutes = apiRoutes().filter((r) => BODY_METHODS.has(r.method));
    expect(bodyRoutes.length).toBeGreaterThan(15);
    for (const route of bodyRoutes) {
      for (const [who, client] of [["signed in", user], ["anonymous", anonymous]] as const) {
        for (const body of [depthBomb(6_000), objectBomb(8_000), depthBomb(33)]) {
          const res = await client.request(route.method, fill(route.path, randomUUID()), body);
          const label = `${who} ${route.method} ${route.path} (${body.length} bytes) → ${res.status}`;
          if (tokenBeforeBody(route.path)) {
            // An unknown link is refused before any of its body is read (decision 067).
            expect(res.status, label).toBe(404);
            continue;
          }
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
        if (isUploadPath(route.path) && type.startsWith("multipart/")) continue;
        const res = await user.request(route.method, fill(route.path, randomUUID()), "nome=Ana", { "content-type": type });
        const label = `${route.method} ${route.path} as ${type}`;
        if (tokenBeforeBody(route.path)) {
          expect(res.status, label).toBe(404);
          continue;
        }
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

describe("a JSON body", () => {
  it("is parsed once, by the body guard: the validator is handed that value, not a second parse", async () => {
    const form = { name: "Cliente de uma leitura só", notes: "n".repeat(2_000) };
    const body = JSON.stringify(form);
    const parse = vi.spyOn(JSON, "parse");
    try {
      const res = await user.post("/api/clients", form);
      expect(res.status).toBe(201);
      expect(parse.mock.calls.filter(([text]) => text === body).length).toBe(1);
    } finally {
      parse.mockRestore();
    }
  });
});

describe("answers of the API", () => {
  it("are never cached: Cache-Control no-store, signed in, signed out and on errors", async () => {
    for (const res of [await user.get("/api/me"), await user.get("/api/clients"), await anonymous.get("/api/me"), await user.get(`/api/clients/${randomUUID()}`)]) {
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});

/**
 * A rejected body never costs more than an accepted one (decision 067): to every route that
 * takes a body, bodies of many small invalid items within the route's own byte cap — each array
 * and record its schema documents filled with invalid items (as many as the schema allows, and
 * far more), the document of 40 × 500 empty runs of text, one object of thousands of
 * keys. Whatever the answer (a body may also be valid for a route that drops what it does not
 * know), it is never a 5xx, and a refusal is short: a few KB, at most 20 fields, the rest counted.
 */
describe("a body of many small invalid items", () => {
  type JsonSchema = JsonSchemaNode;
  type Operation = OpenApiAnswer["paths"][string][string];
  let sweeper: TestClient;
  let components: Record<string, JsonSchema> = {};
  let operations: OpenApiAnswer["paths"] = {};
  const realIds: Record<string, string> = {};

  beforeAll(async () => {
    ({ client: sweeper } = await signedInUser(ctx));
    const doc = await read(openApiAnswer, await sweeper.get("/api/openapi.json"));
    operations = doc.paths;
    components = doc.components?.schemas ?? {};
    const client = await addClient(sweeper, { name: "Cliente da varredura" });
    const project = await addProject(sweeper, { name: "Projeto da varredura", clientId: client.id, type: "residencial" });
    for (const kind of ["memorial", "briefing"] as const) {
      realIds[kind] = (await sweeper.answer(projectDocumentsApi.open, { params: { id: project.id }, body: { kind } })).id;
    }
    const link = await sweeper.answer(briefingApi.createClientLink, { params: { id: realIds.briefing! } });
    realIds.token = link.url.split("/").at(-1)!;
  });

  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let s = schema ?? {};
    while (s.$ref) s = components[s.$ref.split("/").at(-1)!] ?? {};
    return s.allOf?.[0] ?? s.anyOf?.find((v) => resolve(v).properties) ?? s.oneOf?.[0] ?? s;
  };

  /**
   * The value the schema documents, with every array and record holding `n` invalid items (at
   * most as many as the array allows, with `withinMax`: then each one is parsed and refused).
   */
  function invalidItems(schema: JsonSchema | undefined, n: number, withinMax: boolean, depth = 0, keyLength = 0): unknown {
    const s = resolve(schema);
    if (depth > 6) return false;
    if (s.items || s.type === "array") return Array.from({ length: withinMax ? Math.min(n, s.maxItems ?? n) : n }, () => false);
    if (s.properties) return Object.fromEntries(Object.entries(s.properties).map(([key, value]) => [key, invalidItems(value, n, withinMax, depth + 1, keyLength)]));
    if (typeof s.additionalProperties === "object" || s.type === "object") {
      // With `keyLength`, a few keys each as long as it: a 422 that echoed them would grow with them.
      if (keyLength) return Object.fromEntries(Array.from({ length: Math.min(n, 20) }, (_, i) => [`${i}${"k".repeat(keyLength)}`, false]));
      return Object.fromEntries(Array.from({ length: Math.min(n, 900) }, (_, i) => [`k${i}`, false]));
    }
    return false;
  }

  /** The route's byte cap, as its 413 documents it (32 KB when it declares none). */
  function capOf(operation: Operation | undefined): number {
    const found = /Corpo maior que (\d+) (KB|MB)/.exec(operation?.responses?.["413"]?.description ?? "");
    if (!found) return 32 * 1024;
    return Number(found[1]) * (found[2] === "MB" ? 1024 * 1024 : 1024);
  }

  /** The biggest body of this shape that fits the cap: `make(n)` with n cut by `factor` until it does. */
  function within(cap: number, make: (n: number) => unknown, start = 20_000, factor = 0.5): string {
    for (let n = start; n >= 1; n = Math.floor(n * factor)) {
      const text = JSON.stringify(make(n));
      if (text.length <= cap - 64) return text;
    }
    return "{}";
  }

  const emptyRuns = (paragraphs: number, runs: number) => ({
    sections: [{ key: "a", title: "A", blocks: Array.from({ length: paragraphs }, () => ({ type: "paragraph", content: Array.from({ length: runs }, () => ({ text: "" })) })) }],
  });

  /**
   * `n` list items, table rows and cells that are not lists of runs (`0`, `false`): each is one
   * issue for zod, and more than some 120,000 made it throw a RangeError spreading them (a 500).
   */
  const notRuns = (n: number) => ({
    sections: [
      {
        key: "a",
        title: "A",
        blocks: [
          { type: "table", header: false, rows: Array.from({ length: 500 }, () => false) },
          { type: "table", header: false, rows: Array.from({ length: 500 }, () => Array.from({ length: 20 }, () => 0)) },
          ...Array.from({ length: Math.max(1, Math.floor(n / 500)) }, () => ({ type: "bulletList", items: Array.from({ length: Math.min(n, 500) }, () => 0) })),
        ],
      },
    ],
  });
  const LONG_KEY = 6_000;
  const longKeys = (n: number) => Object.fromEntries(Array.from({ length: Math.min(n, 20) }, (_, i) => [`${i}${"k".repeat(LONG_KEY)}`, 0]));

  it("never echoes long keys whole (run first, before the save limits are spent): 20 answer keys of 6,000 characters are a 422 of a few KB", async () => {
    const res = await anonymous.request("PUT", `/api/public/briefings/${realIds.token}`, { answers: longKeys(20) });
    const text = await res.text();
    expect(res.status).toBe(422);
    expect(text.length).toBeLessThanOrEqual(4 * 1024);
    const fields = apiErrorBodySchema.parse(JSON.parse(text)).error.fields ?? {};
    expect(Object.keys(fields)[0]).toBe(`answers.0${"k".repeat(62)}…`);
    // The same through a document's briefing content and a tool's inputs.
    const doc = await sweeper.request("PUT", `/api/documents/${realIds.briefing}`, { baseVersion: 1, content: { questionnaire: "residencial", answers: longKeys(20) } });
    expect(doc.status).toBe(422);
    expect((await doc.text()).length).toBeLessThanOrEqual(4 * 1024);
    // The tools take 32 KB: five keys fit.
    const tool = await sweeper.request("POST", "/api/tools/zoneamento/runs", { inputs: longKeys(5) });
    expect(tool.status).toBe(422);
    expect((await tool.text()).length).toBeLessThanOrEqual(4 * 1024);
  });

  it("is a short 404, 413 or 422 on every body route, with at most 20 fields and the rest counted", async () => {
    const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");
    // The document save validates its content only for a document that exists; other ids are random.
    const fillReal = (method: string, path: string) =>
      path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "token" ? realIds.token! : method === "PUT" && path === "/api/documents/:id" ? realIds.memorial! : randomUUID()));
    const routes = apiRoutes().filter((r) => BODY_METHODS.has(r.method) && r.path !== "/api/auth/sign-out" && !isUploadPath(r.path));
    expect(routes.length).toBeGreaterThan(40);
    let listedMore = 0;
    for (const route of routes) {
      const operation = operations[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const cap = capOf(operation);
      const schema = operation?.requestBody?.content?.["application/json"]?.schema;
      const bodies = [
        within(cap, (n) => invalidItems(schema, n, true)),
        within(cap, (n) => invalidItems(schema, n, false)),
        // A document's empty runs: as many as fit (refused for its length), and within its limits.
        within(cap, (n) => ({ baseVersion: 1, content: emptyRuns(Math.max(1, Math.floor(n / 500)), Math.min(n, 500)) })),
        within(cap, (n) => ({ baseVersion: 1, content: emptyRuns(Math.max(1, Math.floor(Math.min(n, 4_000) / 500)), Math.min(n, 500)) })),
        JSON.stringify({ answers: Object.fromEntries(Array.from({ length: Math.min(11_500, Math.floor(cap / 12)) }, (_, i) => [`k${i}`, 0])) }),
        // Lists and tables of items that are not runs of text, as many as fit.
        within(cap, (n) => ({ baseVersion: 1, content: notRuns(n) }), 200_000, 0.95),
        // Records with long keys: the schema's own, and the briefing's answers and the tools' inputs.
        within(cap, (n) => invalidItems(schema, n, true, 0, LONG_KEY), 20),
        within(cap, (n) => ({ answers: longKeys(n), followUpAnswers: longKeys(n) }), 20),
        within(cap, (n) => ({ inputs: longKeys(n) }), 20),
        within(cap, (n) => ({ baseVersion: 1, content: { questionnaire: "residencial", answers: longKeys(n) } }), 20),
      ];
      const paths = [fillReal(route.method, route.path), fill(route.path, randomUUID())];
      // A briefing's content holds records of answers: the document save gets one too.
      if (route.method === "PUT" && route.path === "/api/documents/:id") paths.push(fill(route.path, realIds.briefing!));
      for (const path of paths) {
        for (const body of bodies) {
          const res = await sweeper.request(route.method, path, body);
          const text = await res.text();
          const label = `${route.method} ${path} (${body.length} B) → ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(text.length, label).toBeLessThanOrEqual(4 * 1024);
            const { error } = apiErrorBodySchema.parse(JSON.parse(text));
            expect(Object.keys(error.fields ?? {}).length, label).toBeLessThanOrEqual(20);
            if (error.moreFields) listedMore++;
          }
        }
      }
    }
    // Some bodies did reach item-by-item validation: their 422s listed 20 fields and counted the rest.
    expect(listedMore).toBeGreaterThan(0);
  }, 600_000);

  it("refuses the issue's two bodies in one step: the document's length, the answers' count", async () => {
    const doc = await sweeper.request("PUT", `/api/documents/${realIds.memorial}`, { baseVersion: 1, content: emptyRuns(40, 500) });
    expect(doc.status).toBe(422);
    expect(await errorOf(doc)).toEqual({
      code: "validation_error",
      message: "Documento longo demais: no máximo 2.000 blocos e 4.000 trechos de texto.",
      fields: { "content.sections": "Documento longo demais: no máximo 2.000 blocos e 4.000 trechos de texto." },
    });
    // Refused before any query: the same body to a document that does not exist is the same 422, not a 404.
    const beforeQuery = await sweeper.request("PUT", `/api/documents/${randomUUID()}`, { baseVersion: 1, content: emptyRuns(40, 500) });
    expect(beforeQuery.status).toBe(422);
    // Within the document's limits, 4,000 empty runs are 4,000 invalid fields: 20 listed.
    const within = await sweeper.request("PUT", `/api/documents/${realIds.memorial}`, { baseVersion: 1, content: emptyRuns(8, 500) });
    expect(within.status).toBe(422);
    const error = await errorOf(within);
    expect(Object.keys(error.fields ?? {})).toHaveLength(20);
    expect(error).toMatchObject({ moreFields: 3_980, message: "Campo obrigatório. Há mais 3.980 campos com erro." });
    expect(error.fields?.["content.sections.0.blocks.0.content.0.text"]).toBe("Campo obrigatório.");

    const answers = (n: number) => ({ answers: Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0])) });
    const unknownToken = await anonymous.request("PUT", `/api/public/briefings/${"a".repeat(43)}`, answers(500));
    expect(unknownToken.status).toBe(404);
    const tooMany = await anonymous.request("PUT", `/api/public/briefings/${realIds.token}`, answers(500));
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).fields).toEqual({ answers: "Respostas demais." });
    const thousands = await anonymous.request("PUT", `/api/public/briefings/${realIds.token}`, answers(11_500));
    expect(thousands.status).toBe(422);
    expect((await errorOf(thousands)).message).toBe("O corpo da requisição tem um objeto com campos demais (máximo de 1.000).");
  });

  it("refuses a document of more items than the largest valid one holds before parsing it, and takes that largest one", async () => {
    const bomb = { baseVersion: 1, content: emptyRuns(40, 500) };
    const text = JSON.stringify(bomb);
    const parse = vi.spyOn(JSON, "parse");
    let bombParses: number;
    try {
      const res = await sweeper.request("PUT", `/api/documents/${realIds.memorial}`, bomb);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ "content.sections": "Documento longo demais: no máximo 2.000 blocos e 4.000 trechos de texto." });
      bombParses = parse.mock.calls.filter(([arg]) => arg === text).length;
    } finally {
      parse.mockRestore();
    }
    expect(bombParses).toBe(0);

    // The most arrays and objects a valid document can hold: 80 sections, 4,000 runs of text each
    // alone in a one-cell table row (three each), and blocks up to 2,000 with empty paragraphs.
    const row = () => [[{ text: "a" }]];
    const sections: { key: string; title: string; blocks: object[] }[] = Array.from({ length: 80 }, (_, i) => ({
      key: `s${i}`,
      title: `Seção ${i + 1}`,
      blocks: i < 8 ? [{ type: "table", header: false, rows: Array.from({ length: 500 }, row) }] : [],
    }));
    sections[8]!.blocks = Array.from({ length: 2_000 - 8 }, () => ({ type: "paragraph", content: [] }));
    const largest = { baseVersion: 1, content: { sections } };
    expect(JSON.stringify(largest).match(/[[{]/g)!.length).toBe(DOCUMENT_CONTAINERS_MAX - 5);
    const saved = await sweeper.request("PUT", `/api/documents/${realIds.memorial}`, largest);
    expect(saved.status).toBe(200);
  });
});
