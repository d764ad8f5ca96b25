import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createWorkspaceStore } from "@scalar/workspace-store/client";
import { createTestContext, type TestContext } from "#server/test/harness";
import { SCALAR_VERSION } from "./openapi";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * The reference at /api/docs (Scalar) checks the document against its own strict schema and logs
 * "document validation errors" in the browser when it refuses part of it (e2e/api-docs.spec.ts
 * sees that only after a build). The same check, here: it once refused a response schema that was
 * only a `oneOf` (a discriminated union without `type`).
 */
it("Scalar's own strict check accepts the generated document", async () => {
  const doc: unknown = await (await ctx.app.request("http://localhost:3000/api/openapi.json")).json();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    await createWorkspaceStore().addDocument({ name: "prancheta", document: doc as Record<string, unknown> });
    expect(warn.mock.calls.map((args) => JSON.stringify(args).slice(0, 500))).toEqual([]);
  } finally {
    warn.mockRestore();
  }
}, 120_000);

const VENDORED = new URL("./docs-ui/vendor/", import.meta.url);

/**
 * Decision 084: the server serves its own copy of Scalar's bundle (server/docs-ui/vendor/), so a
 * production install does not carry Scalar's 112 MB. The copy must be the file of the version the
 * check above ran with (the devDependency): `npm run vendor:scalar` after changing it.
 */
it("the vendored bundle is the installed @scalar/api-reference's file, with its version and licence", () => {
  const bundle = createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js");
  const installed = (JSON.parse(readFileSync(join(dirname(bundle), "..", "..", "package.json"), "utf8")) as { version: string; license: string });
  expect(SCALAR_VERSION).toBe(installed.version);
  expect(readFileSync(new URL("scalar-api-reference.js", VENDORED)).equals(readFileSync(bundle))).toBe(true);
  expect(installed.license).toBe("MIT");
  expect(readFileSync(new URL("LICENSE", VENDORED), "utf8")).toMatch(/^MIT License\n\nCopyright \(c\) 2023-present Scalar/);
  expect(readFileSync(new URL("THIRD-PARTY.md", VENDORED), "utf8")).toContain(`\`@scalar/api-reference\` ${installed.version}`);
});

it("/api/docs loads the vendored bundle from a versioned address, cached for a year and compressed", async () => {
  const page = await (await ctx.app.request("http://localhost:3000/api/docs")).text();
  const src = /<script src="([^"]+)"><\/script>/.exec(page)?.[1];
  expect(src).toBe(`/api/docs/scalar-${SCALAR_VERSION}.js`);
  const res = await ctx.app.request(`http://localhost:3000${src}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(res.headers.get("content-encoding")).toBe("gzip");
  const body = gunzipSync(Buffer.from(await res.arrayBuffer()));
  expect(body.equals(readFileSync(new URL("scalar-api-reference.js", VENDORED)))).toBe(true);
});
