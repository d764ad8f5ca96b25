import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "#domain/zod";
import { read } from "#server/test/studio";
import { bodyCap } from "./body-cap";
import { AppError } from "./errors";
import { jsonGuard, readJson } from "./validate";

/**
 * Over a real socket, served as main.ts serves: the API's body cap and JSON guard read a body
 * straight from the socket (decision 067, "Reading the body"), never through the web stream
 * @hono/node-server builds when `request.body` is asked for.
 */
let server: ServerType;
let base: string;

/** Whether @hono/node-server built its full Request (and the web stream over the socket) for this one. */
const materialized = (raw: Request) => Object.getOwnPropertySymbols(raw).some((s) => s.description === "requestCache");

beforeAll(async () => {
  const app = new Hono()
    .use(bodyCap(1024, () => { throw new AppError("validation_error", 413, "grande demais"); }))
    .use(jsonGuard())
    .post("/echo", async (c) => {
      const body = await readJson(c, { maxBytes: 1024 });
      return c.json({ body, materialized: materialized(c.req.raw) });
    })
    .post("/empty", (c) => c.json({ materialized: materialized(c.req.raw) }));
  app.onError((err, c) => c.json({ error: err.message }, err instanceof AppError ? (err.status as 413) : 500));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(() => {
  server?.close();
});

const post = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { method: "POST", ...init });

describe("bodyCap and jsonGuard over a socket", () => {
  it("reads a JSON body once, straight from the socket", async () => {
    const res = await post("/echo", { headers: { "content-type": "application/json" }, body: JSON.stringify({ nome: "Ana" }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { nome: "Ana" }, materialized: false });
  });

  it("lets a body-less POST through without building a stream", async () => {
    const res = await post("/empty");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ materialized: false });
  });

  it("refuses by Content-Length, before reading", async () => {
    const res = await post("/echo", { headers: { "content-type": "application/json" }, body: JSON.stringify({ texto: "a".repeat(2_000) }) });
    expect(res.status).toBe(413);
  });

  it("counts a chunked body as it streams", async () => {
    const chunks = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    const over = await post("/echo", { headers: { "content-type": "application/json" }, body: chunks(JSON.stringify({ texto: "a".repeat(2_000) })), duplex: "half" } as RequestInit);
    expect(over.status).toBe(413);
    const within = await post("/echo", { headers: { "content-type": "application/json" }, body: chunks(JSON.stringify({ nome: "Bia" })), duplex: "half" } as RequestInit);
    expect(within.status).toBe(200);
    expect((await read(z.object({ body: z.unknown() }), within)).body).toEqual({ nome: "Bia" });
  });
});
