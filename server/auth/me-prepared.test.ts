import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { meSchema } from "#domain/account";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { read } from "#server/test/studio";

/**
 * The account (GET /api/me, and /api/session on every page load) is read by two statements prepared
 * once per database under a name (decision 115): each user still gets their own studios and usage.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe("GET /api/me", () => {
  it("answers each user's account from statements prepared once", async () => {
    const prepare = vi.spyOn(ctx.database.db._.session, "prepareQuery");
    try {
      const a = await signedInUser(ctx);
      const b = await signedInUser(ctx);
      for (const s of [a, b, a]) {
        const me = await read(meSchema, await s.client.get("/api/me"));
        expect(me.id).toBe(s.userId);
        expect(me.studio.id).toBe(s.studioId);
        expect(me.usage.seats.used).toBe(1);
      }
      const names = prepare.mock.calls.map((call) => call[2]);
      expect(names.filter((name) => name === "prancheta_me_studios")).toHaveLength(1);
      expect(names.filter((name) => name === "prancheta_plan_usage")).toHaveLength(1);
    } finally {
      prepare.mockRestore();
    }
  });
});
