import { connect, type Socket } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GracefulServer } from "./graceful-shutdown";
import { createTestContext, PASSWORD, TEST_BASE_URL, type TestContext } from "#server/test/harness";

/**
 * Decision 030 over a real socket, served as main.ts serves (@hono/node-server on GracefulServer):
 * what an answer's `Connection` header says is what then happens to the connection.
 */
let ctx: TestContext;
let server: ServerType;
let port: number;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const graceful = new GracefulServer();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1", createServer: graceful.createServer }, (info) => {
      port = info.port;
      resolve();
    });
  });
  const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: TEST_BASE_URL, "content-type": "application/json" },
    body: JSON.stringify({ name: "Ana Lima", email: `arq-${Date.now()}@exemplo.com.br`, password: PASSWORD, acceptTerms: true }),
  });
  expect(signUp.status).toBe(200);
  cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
});
afterAll(async () => {
  server?.close();
  await ctx?.close();
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/** One connection, read as raw bytes: each answer parsed by its Content-Length, and when the server ends it. */
class RawConnection {
  private readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  readonly ended: Promise<"ended">;

  constructor() {
    this.socket = connect(port, "127.0.0.1");
    // The server may close while we still send a refused body: that is not a failure here.
    this.socket.on("error", () => {});
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.waiting?.();
    });
    this.ended = new Promise((resolve) => this.socket.once("end", () => resolve("ended")));
  }

  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    this.socket.write(head);
    if (body.length > 0) this.socket.write(body);
  }

  /** The next answer on this connection (a generous deadline: the machine is busy). */
  async answer(): Promise<Answer> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const headEnd = this.buffer.indexOf("\r\n\r\n");
      if (headEnd >= 0) {
        const [statusLine, ...lines] = this.buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
        const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
        const length = Number(headers["content-length"] ?? 0);
        if (this.buffer.length >= headEnd + 4 + length) {
          const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8");
          this.buffer = this.buffer.subarray(headEnd + 4 + length);
          return { status: Number(statusLine!.split(" ")[1]), headers, body };
        }
      }
      if (Date.now() > deadline) throw new Error(`sem resposta completa: ${this.buffer.toString("latin1").slice(0, 200)}`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 200);
      });
    }
  }

  /** Whether the server ends the connection within `ms`. */
  endedWithin(ms: number): Promise<"ended" | "open"> {
    return Promise.race([this.ended, new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);
  }

  close(): void {
    this.socket.destroy();
  }
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${TEST_BASE_URL}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n`;

/** A request on a connection after an answer: it must be answered (keep-alive meant it). */
async function stillServes(conn: RawConnection): Promise<void> {
  conn.send(head("GET", "/api/health", {}));
  const next = await conn.answer();
  expect(next.status).toBe(200);
}

/** An answer that closes: it says so, the server ends the connection, and nothing more is answered. */
async function closesAfter(conn: RawConnection, answer: Answer): Promise<void> {
  expect(answer.headers.connection).toBe("close");
  expect(answer.headers["keep-alive"]).toBeUndefined();
  expect(await conn.endedWithin(20_000)).toBe("ended");
}

describe("an answer given before the request's body was read (decision 030)", () => {
  it("a body over the API's 1 MB cap by its Content-Length: a pt-BR 413 saying Connection: close, and the connection ends", async () => {
    const conn = new RawConnection();
    try {
      const body = Buffer.alloc(2 * 1024 * 1024, " ");
      conn.send(head("POST", "/api/clients", { "Content-Type": "application/json", "Content-Length": body.length, Cookie: cookie }), body);
      const answer = await conn.answer();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { message: "Requisição grande demais (máximo de 1 MB)." } });
      await closesAfter(conn, answer);
    } finally {
      conn.close();
    }
  });

  it("a chunked body past the cap (no Content-Length): the same", async () => {
    const conn = new RawConnection();
    try {
      const chunk = Buffer.alloc(256 * 1024, " ");
      const chunked = Buffer.concat([...Array.from({ length: 6 }, () => Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])), Buffer.from("0\r\n\r\n")]);
      conn.send(head("POST", "/api/clients", { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Cookie: cookie }), chunked);
      const answer = await conn.answer();
      expect(answer.status).toBe(413);
      await closesAfter(conn, answer);
    } finally {
      conn.close();
    }
  });

  it("an image over 5 MB to the upload route: the pt-BR 413 closes the connection too", async () => {
    const conn = new RawConnection();
    try {
      const body = Buffer.alloc(6 * 1024 * 1024, " ");
      conn.send(head("POST", "/api/files", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": body.length, Cookie: cookie }), body);
      const answer = await conn.answer();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { message: "A imagem pode ter no máximo 5 MB." } });
      await closesAfter(conn, answer);
    } finally {
      conn.close();
    }
  });

  it("a refusal from another site, before the body was read: closes as well", async () => {
    const conn = new RawConnection();
    try {
      const body = Buffer.from(JSON.stringify({ name: "x".repeat(20_000) }));
      conn.send(
        `POST /api/clients HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: https://outro-site.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nCookie: ${cookie}\r\n\r\n`,
        body,
      );
      const answer = await conn.answer();
      expect(answer.status).toBe(403);
      await closesAfter(conn, answer);
    } finally {
      conn.close();
    }
  });
});

describe("an answer after the whole body was read", () => {
  it("keeps the connection, as it says: a route's own 32 kB cap (413), then a 201, then another request on the same socket", async () => {
    const conn = new RawConnection();
    try {
      const big = Buffer.from(JSON.stringify({ name: "Cliente", notes: "x".repeat(40 * 1024) }));
      conn.send(head("POST", "/api/clients", { "Content-Type": "application/json", "Content-Length": big.length, Cookie: cookie }), big);
      const refused = await conn.answer();
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("keep-alive");

      const ok = Buffer.from(JSON.stringify({ name: "Cliente Teste" }));
      conn.send(head("POST", "/api/clients", { "Content-Type": "application/json", "Content-Length": ok.length, Cookie: cookie }), ok);
      const created = await conn.answer();
      expect(created.status).toBe(201);
      expect(created.headers.connection).toBe("keep-alive");
      await stillServes(conn);
      expect(await conn.endedWithin(1_000)).toBe("open");
    } finally {
      conn.close();
    }
  });
});
