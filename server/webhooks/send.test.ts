import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebhook } from "./send";

// A receiver that answers its headers at once, then one byte of body every 100 ms, forever: never
// idle long enough for the socket's timeout (decision 101).
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    const drip = setInterval(() => res.write("."), 100);
    res.on("close", () => clearInterval(drip));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gotejando`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("a delivery's deadline", () => {
  it("ends a response that drips forever at the deadline, so one receiver cannot hold the job runner", async () => {
    const result = await sendWebhook({ url, body: "{}", headers: {}, allowPrivate: true, timeoutMs: 600 });
    expect(result.error).toBe("Falha de conexão: a resposta não terminou em 1 s");
    expect(result.statusCode).toBeNull();
    // The deadline, not the idle timeout (which a byte every 100 ms never reaches), ended it.
    expect(result.durationMs).toBeGreaterThanOrEqual(550);
    expect(result.durationMs).toBeLessThan(30_000);
  });
});
