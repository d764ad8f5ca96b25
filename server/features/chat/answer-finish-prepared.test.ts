import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { message, user } from "#server/db/schema";
import { createTestContext, signUp, TestClient, type TestContext } from "#server/test/harness";
import { finishAnswer, startExchange } from "./chat.service";

/**
 * The write that ends every chat answer is prepared once per database under a name (decision
 * 115): its own context, so that the first answer of this database is finished under the spy.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("finishAnswer", () => {
  it("is prepared once under its name and writes each answer's own values, in a transaction too", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const db = ctx.database.db;
    const a = await startExchange({ db, userId: row!.id, text: "um" });
    const b = await startExchange({ db, userId: row!.id, text: "dois" });
    const c = await startExchange({ db, userId: row!.id, text: "três" });
    const prepare = vi.spyOn(db._.session, "prepareQuery");
    try {
      await finishAnswer({ db, answerId: a.answerId, text: "Resposta um", provider: "offline", model: "base-offline", status: "complete" });
      await finishAnswer({ db, answerId: b.answerId, text: "", provider: null, model: null, status: "error" });
      expect(prepare.mock.calls.map((call) => call[2]).filter((name) => name === "prancheta_answer_finish")).toHaveLength(1);
    } finally {
      prepare.mockRestore();
    }
    await db.transaction((tx) => finishAnswer({ db: tx, answerId: c.answerId, text: "Resposta três", provider: "user-key", model: "m", status: "complete" }));
    // Inside a transaction it writes on that transaction's connection: rolled back, it is undone.
    await expect(
      db.transaction(async (tx) => {
        await finishAnswer({ db: tx, answerId: a.answerId, text: "desfeita", provider: null, model: null, status: "error" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    const stored = async (id: string) =>
      (await db.select({ content: message.content, provider: message.provider, model: message.model, status: message.status }).from(message).where(eq(message.id, id)))[0];
    expect(await stored(a.answerId)).toEqual({ content: "Resposta um", provider: "offline", model: "base-offline", status: "complete" });
    expect(await stored(b.answerId)).toEqual({ content: "", provider: null, model: null, status: "error" });
    expect(await stored(c.answerId)).toEqual({ content: "Resposta três", provider: "user-key", model: "m", status: "complete" });
  });
});
