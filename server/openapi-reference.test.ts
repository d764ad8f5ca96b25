import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createWorkspaceStore } from "@scalar/workspace-store/client";
import { createTestContext, type TestContext } from "#server/test/harness";

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
