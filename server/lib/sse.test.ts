import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AsyncQueue } from "#server/ai/async-queue";
import type { Logger } from "./logger";
import { noStore, securityHeaders } from "./security-headers";
import { SSE_PING_MS, sseFromQueue } from "./sse";

const format = (item: { n: number }) => `event: n\ndata: ${JSON.stringify(item)}\n\n`;

function setup() {
  const queue = new AsyncQueue<{ n: number }>();
  const warn = vi.fn();
  const logger = { warn } as unknown as Logger;
  const app = new Hono().get("/", (c) => sseFromQueue(c, queue, { format, logger, what: "de teste" }));
  return { queue, warn, app };
}

/** Reads a stream chunk by chunk, as text. */
async function chunks(res: Response): Promise<string[]> {
  const out: string[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return out;
    out.push(decoder.decode(value));
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("sseFromQueue", () => {
  it("answers text/event-stream, unbuffered by proxies, each item formatted", async () => {
    const { queue, app } = setup();
    queue.push({ n: 1 });
    queue.end();
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    expect((await chunks(res)).join("")).toBe(format({ n: 1 }));
  });

  it("writes the items waiting together as one chunk, later ones in the next", async () => {
    const { queue, app } = setup();
    // Three tokens that arrived together (one provider chunk), before the response is read.
    queue.push({ n: 1 });
    queue.push({ n: 2 });
    queue.push({ n: 3 });
    const res = await app.request("/");
    const reading = chunks(res);
    await new Promise((resolve) => setTimeout(resolve, 10));
    queue.push({ n: 4 });
    queue.end();
    expect(await reading).toEqual([format({ n: 1 }) + format({ n: 2 }) + format({ n: 3 }), format({ n: 4 })]);
  });

  it("sends the headers and the events already waiting in one socket write (decision 102)", async () => {
    const queue = new AsyncQueue<{ n: number }>();
    const logger = { warn: vi.fn() } as unknown as Logger;
    // Behind the app's own middlewares, which set headers once the answer is made (securityHeaders):
    // @hono/node-server then writes it from the Response itself.
    const app = new Hono().use(securityHeaders({ https: false })).use(noStore()).get("/", (c) => sseFromQueue(c, queue, { format, logger, what: "de teste" }));
    queue.push({ n: 1 });
    // Each write the server's socket makes, as the bytes it hands the kernel.
    const writes: string[] = [];
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    server.on("connection", (socket: Socket) => {
      const record = (data: unknown) => writes.push(Buffer.isBuffer(data) ? data.toString() : String(data));
      const writev = socket._writev!.bind(socket);
      const write = socket._write.bind(socket);
      socket._writev = (chunks, cb) => {
        record(chunks.map((c) => (Buffer.isBuffer(c.chunk) ? c.chunk.toString() : String(c.chunk))).join(""));
        writev(chunks, cb);
      };
      socket._write = (chunk, encoding, cb) => {
        record(chunk);
        write(chunk, encoding, cb);
      };
    });
    try {
      await once(server, "listening");
      const { port } = server.address() as { port: number };
      const client = connect(port, "127.0.0.1");
      let seen = "";
      client.on("data", (d: Buffer) => (seen += d.toString()));
      client.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
      await vi.waitFor(() => expect(seen).toContain(format({ n: 1 })));
      queue.end();
      await vi.waitFor(() => expect(seen).toContain("0\r\n\r\n"));
      client.destroy();
      // The first write is the status line, the headers (chunked by Node) and the first event.
      expect(writes[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*transfer-encoding: chunked\r\n\r\n[0-9a-f]+\r\nevent: n\n/i);
    } finally {
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("sends a ping comment every 15 s while nothing else comes", async () => {
    vi.useFakeTimers();
    const { queue, app } = setup();
    const res = await app.request("/");
    const reader = res.body!.getReader();
    await vi.advanceTimersByTimeAsync(SSE_PING_MS);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": ping\n\n");
    queue.end();
    await vi.advanceTimersByTimeAsync(0);
    expect((await reader.read()).done).toBe(true);
  });

  it("no ping after the reader left: the timer is gone with the stream", async () => {
    vi.useFakeTimers();
    const { app } = setup();
    const res = await app.request("/");
    const reader = res.body!.getReader();
    await reader.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a reader that leaves stops the writing, not the producer, and logs nothing", async () => {
    const { queue, app, warn } = setup();
    const res = await app.request("/");
    const reader = res.body!.getReader();
    queue.push({ n: 1 });
    await reader.read();
    await reader.cancel();
    // The producer goes on pushing: no error, nothing logged.
    queue.push({ n: 2 });
    queue.end();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warn).not.toHaveBeenCalled();
  });

  it("an item that cannot be formatted ends the stream cleanly (no reset), logged", async () => {
    const queue = new AsyncQueue<{ n: number }>();
    const warn = vi.fn();
    const app = new Hono().get("/", (c) =>
      sseFromQueue(c, queue, {
        format: () => {
          throw new Error("formato inválido");
        },
        logger: { warn } as unknown as Logger,
        what: "de teste",
      }),
    );
    queue.push({ n: 1 });
    const res = await app.request("/");
    expect(await chunks(res)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "falha ao escrever no fluxo de teste");
  });
});
