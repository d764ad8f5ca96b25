import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callProvider } from "./provider-call";

let server: Server;
let base = "";
const seen: { method?: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, headers: req.headers, body });
      const [, status, kind] = (req.url ?? "").split("/");
      if (status === "hang") return; // never answers: the deadline decides
      res.writeHead(Number(status), { "Content-Type": kind === "html" ? "text/html" : "application/json" });
      res.end(kind === "html" ? "<html>proxy</html>" : JSON.stringify({ errors: [{ code: "x" }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = (path: string, timeoutMs = 5_000) => callProvider({ url: `${base}${path}`, method: "POST", headers: { access_token: "k" }, body: { a: 1 }, timeoutMs });

describe("a call to a provider's JSON API (decisions 091, 109)", () => {
  it("answers the JSON object of a 2xx and sends JSON with the adapter's headers", async () => {
    expect(await call("/200/json")).toEqual({ ok: true, status: 200, json: { errors: [{ code: "x" }] } });
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"a":1}', headers: { access_token: "k", "content-type": "application/json", accept: "application/json" } });
  });

  it("sorts the status into the kinds every adapter shares, keeping the parsed body", async () => {
    expect(await call("/401/json")).toMatchObject({ ok: false, kind: "unauthorized", status: 401, parsed: { errors: [{ code: "x" }] } });
    expect(await call("/403/json")).toMatchObject({ kind: "unauthorized" });
    expect(await call("/404/json")).toMatchObject({ kind: "not_found" });
    expect(await call("/429/json")).toMatchObject({ kind: "rate_limited" });
    expect(await call("/400/json")).toMatchObject({ kind: "invalid_request" });
    expect(await call("/502/html")).toMatchObject({ kind: "unavailable", status: 502, parsed: null });
  });

  it("takes a 2xx that is not a JSON object, and no answer by the deadline, as the provider unavailable", async () => {
    expect(await call("/200/html")).toMatchObject({ ok: false, kind: "unavailable", status: 200 });
    expect(await call("/hang/json", 300)).toEqual({ ok: false, kind: "unavailable", status: 0, parsed: null });
  });
});
