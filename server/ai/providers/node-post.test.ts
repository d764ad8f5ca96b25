// The provider behaviour over nodePost is tested with every provider test
// (openai-compatible.test.ts runs each over fetch and over nodePost; hf.test.ts over nodePost).
// Here: what only a transport has, the socket's life.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpReply } from "#lib/ai-client/http";
import { nodePost } from "./node-post";

let server: Server | undefined;
const sockets = new Set<Socket>();

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A loopback server answering each POST with `answer`; counts the connections it was given. */
async function serve(answer: (res: ServerResponse, body: string) => void) {
  const seen = { connections: 0, bodies: [] as string[], closed: 0 };
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      seen.bodies.push(body);
      answer(res, body);
    });
  });
  server.on("connection", (socket) => {
    seen.connections++;
    sockets.add(socket);
    socket.on("close", () => seen.closed++);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1/chat/completions`, seen };
}

const post = (url: string, signal = new AbortController().signal) =>
  nodePost(url, { headers: { "content-type": "application/json" }, body: JSON.stringify({ pergunta: "Rampa? ação" }), signal });

async function readAll(reply: HttpReply): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reply.body.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

describe("nodePost", () => {
  it("sends the body with its length and hands back status, headers and body", async () => {
    const { url, seen } = await serve((res, body) => {
      res.writeHead(201, { "content-type": "application/json", "x-eco": String(body.length) });
      res.end(JSON.stringify({ ok: true }));
    });
    const reply = await post(url);
    expect(reply.status).toBe(201);
    expect(reply.ok).toBe(true);
    expect(reply.header("Content-Type")).toBe("application/json");
    expect(reply.header("x-ausente")).toBeNull();
    expect(await readAll(reply)).toBe('{"ok":true}');
    expect(seen.bodies).toEqual(['{"pergunta":"Rampa? ação"}']);
  });

  it("a body read to its end leaves the socket to the next request, also when the signal aborts afterwards", async () => {
    const { url, seen } = await serve((res) => res.end("data: {}\n\n"));
    for (let i = 0; i < 3; i++) {
      // What a provider attempt does: read to the end, then dispose() aborts its signal.
      const controller = new AbortController();
      const reply = await post(url, controller.signal);
      await readAll(reply);
      controller.abort(new Error("done"));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(seen.bodies).toHaveLength(3);
    expect(seen.connections).toBe(1);
    expect(seen.closed).toBe(0);
  });

  it("an abort mid-body fails the read and closes the socket", async () => {
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: primeiro\n\n");
    });
    const controller = new AbortController();
    const reply = await post(url, controller.signal);
    expect((await reply.body.read()).done).toBe(false);
    controller.abort(new Error("parou"));
    await expect(reply.body.read()).rejects.toThrow();
    await expect.poll(() => seen.closed).toBe(1);
  });

  it("cancel() before the end closes the socket; the next request gets a new one", async () => {
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: um\n\n");
      setTimeout(() => res.end("data: dois\n\n"), 200);
    });
    const first = await post(url);
    await first.body.read();
    await first.body.cancel();
    await expect.poll(() => seen.closed).toBe(1);
    expect(await readAll(await post(url))).toBe("data: um\n\ndata: dois\n\n");
    expect(seen.connections).toBe(2);
  });

  it("an abort before the answer rejects with the signal's reason; an aborted signal sends nothing", async () => {
    const { url, seen } = await serve(() => undefined);
    const controller = new AbortController();
    const pending = post(url, controller.signal);
    await expect.poll(() => seen.bodies.length).toBe(1);
    controller.abort(new Error("parou"));
    await expect(pending).rejects.toThrow("parou");
    await expect(post(url, controller.signal)).rejects.toThrow("parou");
    expect(seen.bodies).toHaveLength(1);
  });

  it("a body much larger than the read-ahead arrives whole and in order (the socket pauses and resumes)", async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `data: {"i":${i},"texto":"${"x".repeat(200)}"}\n\n`);
    const { url } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const line of lines) res.write(line);
      res.end();
    });
    const reply = await post(url);
    // Let the whole body reach the client before the first read: the read-ahead fills up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readAll(reply)).toBe(lines.join(""));
  });

  it("a connection cut mid-body fails the read", async () => {
    const { url } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: um\n\n", () => res.socket?.destroy());
    });
    const reply = await post(url);
    await expect(readAll(reply)).rejects.toThrow();
  });

  it("only http and https", async () => {
    await expect(post("ftp://127.0.0.1/v1")).rejects.toThrow("Protocolo não suportado: ftp:");
  });
});
