import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message, user } from "../../db/schema";
import { createTestContext, signUp, TestClient, type TestContext } from "../../test/harness";
import { finishAnswer, interruptStaleAnswers, startExchange } from "./chat.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("interruptStaleAnswers", () => {
  it("marks answers left streaming by a dead process as interrupted, and only old ones", async () => {
    const { email } = await signUp(new TestClient(ctx));
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const db = ctx.database.db;
    const old = await startExchange({ db, userId: row!.id, text: "antiga" });
    const fresh = await startExchange({ db, userId: row!.id, text: "recente" });
    const done = await startExchange({ db, userId: row!.id, text: "terminada" });
    await finishAnswer({ db, answerId: done.answerId, text: "ok", provider: "offline", model: "base-offline", status: "complete" });
    await db.update(message).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(message.id, old.answerId));

    await interruptStaleAnswers({ db });
    const status = async (id: string) => (await db.select().from(message).where(eq(message.id, id)))[0]!.status;
    expect(await status(old.answerId)).toBe("interrupted");
    expect(await status(fresh.answerId)).toBe("streaming");
    expect(await status(done.answerId)).toBe("complete");
  });
});
