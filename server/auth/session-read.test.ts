import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session, user } from "#server/db/schema";
import { createTestContext, PASSWORD, signUp, TestClient, type TestContext } from "#server/test/harness";
import { SESSION_CACHE_SECONDS } from "./auth";

/**
 * Decision 059: Better Auth answers from a signed cookie cache for SESSION_CACHE_SECONDS instead
 * of reading the session and user rows on every request; the studio scope's one statement still
 * checks the session row, so an ended session is refused at once.
 */
const statements: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { onQuery: (query) => statements.push(query) });
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Better Auth's read of the session by its token (a cache miss). */
const sessionReads = () => statements.filter((q) => /from "session" where "session"\."token" = /.test(q)).length;

async function signedIn() {
  const client = new TestClient(ctx);
  const { email } = await signUp(client);
  // The session's first request picks its studio (sign-up leaves none).
  expect((await client.get("/api/me")).status).toBe(200);
  const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  return { client, email, userId: row!.id };
}

describe("the session cache cookie", () => {
  it("is set at sign-up, signed, for SESSION_CACHE_SECONDS", async () => {
    const client = new TestClient(ctx);
    const { res } = await signUp(client);
    const cache = res.headers.getSetCookie().find((c) => c.startsWith("prancheta.session_data="));
    expect(cache).toMatch(new RegExp(`Max-Age=${SESSION_CACHE_SECONDS}\\b`));
    expect(cache).toMatch(/HttpOnly/i);
  });

  it("spares the session read while fresh, and reads it again (and renews the cache) once it has run out", async () => {
    const { client } = await signedIn();
    statements.length = 0;
    expect((await client.get("/api/me")).status).toBe(200);
    expect(sessionReads()).toBe(0);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000 });
    statements.length = 0;
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(sessionReads()).toBe(1);
    expect(me.headers.getSetCookie().some((c) => c.startsWith("prancheta.session_data="))).toBe(true);

    // The renewed cache spares the next read again.
    statements.length = 0;
    expect((await client.get("/api/me")).status).toBe(200);
    expect(sessionReads()).toBe(0);
  });

  it("does not keep a session ended elsewhere alive: refused on its next request, signed out by the probe", async () => {
    const { client: phone, email, userId } = await signedIn();
    const laptop = new TestClient(ctx);
    expect((await laptop.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(200);

    // What "end other sessions" and a password change do from the laptop: the phone's row goes.
    const [kept] = await ctx.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId)).orderBy(desc(session.createdAt)).limit(1);
    await ctx.database.db.delete(session).where(and(eq(session.userId, userId), ne(session.id, kept!.id)));
    // (The phone's cache cookie is still fresh: Better Auth alone would accept it.)
    expect((await phone.get("/api/me")).status).toBe(401);
    // The browser's session probe says signed out and clears the cookies, as for any dead session.
    const probe = await phone.get("/api/session");
    expect(((await probe.json()) as { user: unknown }).user).toBeNull();
    expect(phone.hasSession()).toBe(false);
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  it("does not accept a session past its expiry that the cache still holds", async () => {
    const { client, userId } = await signedIn();
    await ctx.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, userId));
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
