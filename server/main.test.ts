import { existsSync, mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { meSchema } from "#domain/account";
import { read } from "#server/test/studio";
import { cleanUp, exited, freePort, logLines, signUpLia, start, startFresh, stop, track } from "./test/process";

afterAll(cleanUp);

describe("server process", () => {
  it("keeps accounts, sessions and its generated secret across a restart, and exits 0 on SIGTERM", async () => {
    const { running: first, base, env, dataDir } = await startFresh("prancheta-main-");
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    const { status, cookie } = await signUpLia(base);
    expect(status).toBe(200);
    expect(existsSync(join(dataDir, "auth-secret"))).toBe(true);

    // One structured (JSON) log line per request.
    const healthLine = logLines(first).find((entry) => entry.msg === "request" && entry.path === "/api/health");
    expect(healthLine).toMatchObject({ method: "GET", status: 200, level: 30 });
    expect(typeof healthLine?.ms).toBe("number");
    expect(healthLine?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain("encerrado");

    const second = await start(env);
    try {
      const me = await fetch(`${base}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await read(meSchema, me)).email).toBe("lia@exemplo.com.br");
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 120_000);

  it("finishes a request that is in flight when SIGTERM arrives, then exits 0", async () => {
    const dataDir = track(mkdtempSync(join(tmpdir(), "prancheta-main-")));
    const running = await start({ DATA_DIR: dataDir });
    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port: running.port, method: "POST", path: "/api/auth/sign-in/email", headers: { "content-type": "application/json" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write('{"email":"ninguem@exemplo.com.br",');
      setTimeout(() => {
        running.child.kill("SIGTERM");
        setTimeout(() => req.end('"password":"senha-qualquer-1"}'), 300);
      }, 200);
    });
    const exit = exited(running);
    expect(await answer).toBe(401);
    expect(await exit).toBe(0);
    expect(running.output()).toContain("aguardando requisições em andamento");
  }, 120_000);

  it("rate limits by the socket's IP when no proxy is trusted, ignoring X-Forwarded-For", async () => {
    const dataDir = track(mkdtempSync(join(tmpdir(), "prancheta-main-")));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const running = await start({ DATA_DIR: dataDir, PORT: String(port), BASE_URL: base, AUTH_RATE_LIMIT_MAX: "2" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${base}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: base, "x-forwarded-for": `198.51.100.${i}` },
          body: JSON.stringify({ email: "ninguem@exemplo.com.br", password: "senha-qualquer-1" }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      expect(await stop(running)).toBe(0);
    }
  }, 120_000);

  it("refuses to start in production without AUTH_SECRET, with a clear message", async () => {
    const dataDir = track(mkdtempSync(join(tmpdir(), "prancheta-main-")));
    const error = await start({ NODE_ENV: "production", DATA_DIR: dataDir }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("saiu com 1");
    expect((error as Error).message).toContain("AUTH_SECRET: é obrigatório em produção");
  }, 120_000);
});
