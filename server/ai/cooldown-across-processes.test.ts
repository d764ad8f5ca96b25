import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiApi } from "#domain/contracts/chat";
import { createAiTestContext, sseEvents, type AiTestContext } from "#server/test/ai-harness";
import { signedInUser } from "#server/test/harness";

// Two app processes on one database (issue 20): a provider one of them finds down is skipped by
// the other too, told through the database's signals (LISTEN/NOTIFY on PostgreSQL).
let ctx: AiTestContext;
beforeAll(async () => {
  ctx = await createAiTestContext({ AI_COOLDOWN_SECONDS: "600" });
});
afterAll(async () => {
  await ctx.close();
});

async function eventually(check: () => Promise<boolean>, limitMs = 20_000) {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) if (await check()) return true;
  return check();
}

describe("AI provider cooldowns across two app processes", () => {
  it("a provider that failed on one process is cooling on the other, which answers without calling it", async () => {
    const other = await ctx.anotherProcess();
    const { client } = await signedInUser(ctx);
    const status = () => client.on(other).answer(aiApi.status);
    expect(await status()).toEqual({ primary: "ready", fallback: "ready" });

    ctx.openai.setMode("500");
    ctx.hf.setMode("500");
    await sseEvents(await client.post("/api/chat", { message: "NBR 9050 rampa" })).rest();
    expect(await eventually(async () => (await status()).primary === "cooling" && (await status()).fallback === "cooling")).toBe(true);

    const calls = ctx.openai.requests.length;
    ctx.openai.setMode("ok");
    const events = await sseEvents(await client.on(other).post("/api/chat", { message: "NBR 9050 rampa", allowOffline: true })).rest();
    expect(events.at(-1)).toMatchObject({ event: "done", data: { provider: "offline" } });
    expect(ctx.openai.requests.length).toBe(calls);
  });
});
