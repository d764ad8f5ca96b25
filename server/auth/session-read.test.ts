import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionStateSchema } from "#domain/account";
import { meApi } from "#domain/contracts/account";
import { session, studioMember, user } from "#server/db/schema";
import { createTestContext, PASSWORD, signUp, TestClient, type TestContext } from "#server/test/harness";
import { read } from "#server/test/studio";
import { signedToken } from "./require-user";

/**
 * Decision 089: a request checks its signed session cookie itself and reads the session with the
 * studio membership in one statement, never from a cache; Better Auth is asked only to extend a
 * session or to clear the cookies of one that ended.
 */
const statements: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { onQuery: (query) => statements.push(query) });
});
afterAll(async () => {
  await ctx.close();
});

/** Statements that read the session table. */
const sessionReads = () => statements.filter((q) => /from "session"/.test(q)).length;

async function signedIn() {
  const client = new TestClient(ctx);
  const { email, res } = await signUp(client);
  // The session's first request picks its studio (sign-up leaves none).
  expect((await client.get("/api/me")).status).toBe(200);
  const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
  return { client, email, userId: row!.id, signUp: res };
}

describe("the session read", () => {
  it("sets no session cache cookie: nothing but the row says a session is alive", async () => {
    const { signUp: res } = await signedIn();
    expect(res.headers.getSetCookie().some((c) => c.startsWith("prancheta.session_data="))).toBe(false);
  });

  it("reads the session once per request, with its studio, and writes no cookie while it is young", async () => {
    const { client } = await signedIn();
    statements.length = 0;
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(sessionReads()).toBe(1);
    expect(statements.find((q) => /from "session"/.test(q))).toMatch(/left join "studio_member"/);
    expect(me.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a session ended elsewhere on its next request, and the probe clears its cookies", async () => {
    const { client: phone, email, userId } = await signedIn();
    const laptop = new TestClient(ctx);
    expect((await laptop.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(200);

    // What "end other sessions" and a password change do from the laptop: the phone's row goes.
    const [kept] = await ctx.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId)).orderBy(desc(session.createdAt)).limit(1);
    await ctx.database.db.delete(session).where(and(eq(session.userId, userId), ne(session.id, kept!.id)));
    expect((await phone.get("/api/me")).status).toBe(401);
    // The browser's session probe says signed out and clears the cookies, as for any dead session.
    const probe = await phone.get("/api/session");
    expect((await read(sessionStateSchema, probe)).user).toBeNull();
    expect(phone.hasSession()).toBe(false);
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  it("refuses a session past its expiry", async () => {
    const { client, userId } = await signedIn();
    await ctx.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, userId));
    expect((await client.get("/api/me")).status).toBe(401);
  });

  it("moves a member removed from the session's studio to their own on the next request", async () => {
    const { client, userId } = await signedIn();
    const owner = new TestClient(ctx);
    await signUp(owner);
    const ownerStudio = (await owner.answer(meApi.get)).studio.id;
    const own = (await client.answer(meApi.get)).studio.id;
    // Made a member of the other studio and working in it…
    await ctx.database.db.insert(studioMember).values({ id: crypto.randomUUID(), studioId: ownerStudio, userId, role: "member" });
    await ctx.database.db.update(session).set({ activeStudioId: ownerStudio }).where(eq(session.userId, userId));
    expect((await client.answer(meApi.get)).studio.id).toBe(ownerStudio);
    // …then removed: the very next request works in their own studio again.
    await ctx.database.db.delete(studioMember).where(and(eq(studioMember.studioId, ownerStudio), eq(studioMember.userId, userId)));
    expect((await client.answer(meApi.get)).studio.id).toBe(own);
  });

  it("refuses a session cookie whose signature does not match, without a statement", async () => {
    const { signUp: res } = await signedIn();
    const value = res.headers.getSetCookie().find((c) => c.startsWith("prancheta.session_token="))!.split(";")[0]!.split("=")[1]!;
    const [token, signature] = decodeURIComponent(value).split(".");
    const cookie = (sig: string) => ({ cookie: `prancheta.session_token=${encodeURIComponent(`${token}.${sig}`)}` });
    // The genuine cookie works from a fresh client; the same token under another signature does not.
    expect((await new TestClient(ctx).request("GET", "/api/me", undefined, cookie(signature!))).status).toBe(200);
    statements.length = 0;
    expect((await new TestClient(ctx).request("GET", "/api/me", undefined, cookie(`${"A".repeat(43)}=`))).status).toBe(401);
    expect(sessionReads()).toBe(0);
  });
});

describe("signedToken", () => {
  const secret = "segredo-de-teste-segredo-de-teste-0001";
  it("accepts Better Auth's signature and nothing else", async () => {
    // better-call signs as base64(HMAC-SHA-256(token)) with padding, after a dot.
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = Buffer.from(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode("abc123"))).toString("base64");
    expect(signedToken(`abc123.${signature}`, secret)).toBe("abc123");
    expect(signedToken(`abc124.${signature}`, secret)).toBeUndefined();
    expect(signedToken(`abc123.${signature}`, `${secret}x`)).toBeUndefined();
    expect(signedToken("abc123", secret)).toBeUndefined();
    expect(signedToken(`.${signature}`, secret)).toBeUndefined();
  });
});
