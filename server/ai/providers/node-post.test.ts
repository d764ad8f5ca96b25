// The provider behaviour over nodePost is tested with every provider test
// (openai-compatible.test.ts runs each over fetch and over nodePost; hf.test.ts over nodePost).
// Here: what only a transport has, the socket's life.
import { createServer, globalAgent, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpReply } from "#lib/ai-client/http";
import { END_GRACE_MS, nodePost } from "./node-post";

/** Generous: the suite runs on a busy 2-core machine beside others. */
const POLL = { timeout: 10_000 };

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

/** Sockets the client's agent keeps idle for this server (the next request's). */
function freeSockets(url: string): number {
  const { hostname, port } = new URL(url);
  return globalAgent.freeSockets[globalAgent.getName({ host: hostname, port: Number(port) })]?.length ?? 0;
}

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

  // (Node itself leaves a socket alone once its request ended: the abort below is what a provider
  // attempt does, not something only this transport guards against.)
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

  it("an abort mid-body fails the next read at once with the signal's reason, chunks not yet read dropped, and closes the socket", async () => {
    let wrote = 0;
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const next = () => {
        if (wrote === 5) return;
        wrote++;
        res.write(`data: ${wrote}\n\n`, () => setTimeout(next, 5));
      };
      next();
    });
    const controller = new AbortController();
    const reply = await post(url, controller.signal);
    expect((await reply.body.read()).done).toBe(false);
    // The other chunks reach the client unread (given time; fewer only makes the check weaker).
    await expect.poll(() => wrote, POLL).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort(new Error("parou"));
    await expect(reply.body.read()).rejects.toThrow("parou");
    await expect.poll(() => seen.closed, POLL).toBe(1);
  });

  it("cancel() mid-body closes the socket; the next request gets a new one", async () => {
    const finish: (() => void)[] = [];
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: um\n\n");
      finish.push(() => res.end("data: dois\n\n"));
    });
    const first = await post(url);
    await first.body.read();
    await first.body.cancel();
    await expect.poll(() => seen.closed, POLL).toBe(1);
    const second = post(url).then(readAll);
    await expect.poll(() => finish.length, POLL).toBe(2);
    finish[1]!();
    expect(await second).toBe("data: um\n\ndata: dois\n\n");
    expect(seen.connections).toBe(2);
  });

  it("cancel({ complete: true }) after [DONE] lets the message end and keeps the socket, even when the signal aborts next", async () => {
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      // The end of the HTTP message comes a little after the last event, as over a real network.
      res.write("data: [DONE]\n\n", () => setTimeout(() => res.end(() => ended++), 50));
    });
    let ended = 0;
    for (let i = 0; i < 3; i++) {
      // What a provider attempt does after [DONE]: cancel({ complete }), then dispose() aborts.
      const controller = new AbortController();
      const reply = await post(url, controller.signal);
      await reply.body.read();
      await reply.body.cancel({ complete: true });
      controller.abort(new Error("done"));
      // The next question comes after this answer's message has ended (in the app, seconds later).
      await expect.poll(() => ended, POLL).toBe(i + 1);
      await expect.poll(() => freeSockets(url), POLL).toBe(1);
    }
    expect(seen.bodies).toHaveLength(3);
    expect(seen.connections).toBe(1);
    expect(seen.closed).toBe(0);
  });

  it("a complete body whose message never ends is dropped after the grace", async () => {
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: [DONE]\n\n");
    });
    const reply = await post(url);
    await reply.body.read();
    await reply.body.cancel({ complete: true });
    await expect.poll(() => seen.closed, { timeout: END_GRACE_MS + 10_000 }).toBe(1);
  });

  it("an abort before the answer rejects with the signal's reason; an aborted signal sends nothing", async () => {
    const { url, seen } = await serve(() => undefined);
    const controller = new AbortController();
    const pending = post(url, controller.signal);
    await expect.poll(() => seen.bodies.length, POLL).toBe(1);
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

  it("an answer Node drops without a response (a 101 to a plain POST) still settles", async () => {
    const raw = createNetServer((socket) => {
      sockets.add(socket);
      socket.once("data", () => socket.write("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n"));
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", () => resolve()));
    try {
      const port = (raw.address() as AddressInfo).port;
      await expect(post(`http://127.0.0.1:${port}/v1`)).rejects.toThrow();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => raw.close(() => resolve()));
    }
  });

  it("names itself and rejects other protocols than http and https", async () => {
    const agents: (string | undefined)[] = [];
    const { url } = await serve((res) => res.end("{}"));
    server!.prependListener("request", (req: { headers: { "user-agent"?: string } }) => agents.push(req.headers["user-agent"]));
    await readAll(await post(url));
    expect(agents).toEqual(["Prancheta"]);
    await expect(post("ftp://127.0.0.1/v1")).rejects.toThrow("Protocolo não suportado: ftp:");
  });
});
