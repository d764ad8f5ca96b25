import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TestClient, type TestContext } from "./test/harness";

// A build as scripts/prerender-landing.ts leaves it: index.html with the landing's markup,
// app.html with the empty shell.
const LANDING = '<!doctype html><html lang="pt-BR"><body><div id="root"><h1>IA a serviço da arquitetura</h1></div></body></html>';
const SHELL = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "prancheta-static-"));
  dirs.push(dir);
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log('app')");
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  return dir;
}

describe("SPA documents with a prerendered landing", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WEB_DIST_DIR: fakeDist({ "index.html": LANDING, "app.html": SHELL }) });
  });
  afterAll(() => ctx.close());

  it("answers / (with or without a query) with the prerendered index.html, never cached", async () => {
    for (const path of ["/", "/?utm_source=teste"]) {
      const res = await new TestClient(ctx).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(await res.text(), path).toBe(LANDING);
    }
  });

  it("answers every other SPA path with the bare shell app.html, never cached", async () => {
    for (const path of ["/login", "/cadastro", "/dashboard", "/dashboard/planos", "/nao-existe", "/index.html", "/app.html"]) {
      const res = await new TestClient(ctx).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(await res.text(), path).toBe(SHELL);
    }
  });

  it("still serves files and hashed assets as before", async () => {
    const asset = await new TestClient(ctx).get("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await new TestClient(ctx).get("/assets/index-old999.js");
    expect(missing.status).toBe(404);
  });
});

describe("SPA documents from a build without the prerender", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WEB_DIST_DIR: fakeDist({ "index.html": SHELL }) });
  });
  afterAll(() => ctx.close());

  it("falls back to index.html for every SPA path", async () => {
    for (const path of ["/", "/login", "/dashboard"]) {
      const res = await new TestClient(ctx).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(await res.text(), path).toBe(SHELL);
    }
  });
});

describe("SPA documents before any build", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WEB_DIST_DIR: fakeDist({}) });
  });
  afterAll(() => ctx.close());

  it("answers 503 with how to build", async () => {
    for (const path of ["/", "/login"]) {
      const res = await new TestClient(ctx).get(path);
      expect(res.status, path).toBe(503);
      expect(await res.text(), path).toContain("npm run build");
    }
  });
});
