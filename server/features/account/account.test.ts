import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema, sessionStateSchema } from "#domain/account";
import { errorOf, read } from "#server/test/studio";
import { session, studio, user } from "#server/db/schema";
import { createTestContext, ownedStudioId, signUp, TestClient, type TestContext } from "#server/test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/session (the browser's session probe)", () => {
  it("answers 200 with user null for a visitor, and sets no cookie", async () => {
    const res = await new TestClient(ctx).get("/api/session");
    expect(res.status).toBe(200);
    expect(await read(sessionStateSchema, res)).toEqual({ user: null });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers user null for a session token that does not exist", async () => {
    const res = await ctx.app.request("http://localhost:3000/api/session", {
      headers: { cookie: "prancheta.session_token=nao-existe.assinatura" },
    });
    expect(res.status).toBe(200);
    expect(await read(sessionStateSchema, res)).toEqual({ user: null });
  });

  it("answers the signed-in user with the same fields as GET /api/me", async () => {
    const client = new TestClient(ctx);
    const { email } = await signUp(client, { name: "Lúcia Mendes Prado" });
    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    const body = await read(sessionStateSchema, res);
    const me = await read(meSchema, await client.get("/api/me"));
    expect(body.user).toEqual(me);
    expect(Object.keys(body.user!).sort()).toEqual(["company", "email", "id", "isAdmin", "name", "plan", "planGrantedAt", "studio", "studios", "trialEndsAt", "usage"]);
    expect(body.user).toMatchObject({
      name: "Lúcia Mendes Prado",
      email,
      plan: "esboco",
      company: null,
      planGrantedAt: null,
      studio: { name: "Lúcia Mendes Prado", role: "owner" },
      isAdmin: false,
    });
  });

  it("answers user null again after sign-out", async () => {
    const client = new TestClient(ctx);
    await signUp(client);
    expect((await read(sessionStateSchema, await client.get("/api/session"))).user).not.toBeNull();
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    expect(await read(sessionStateSchema, res)).toEqual({ user: null });
  });

  it("passes the renewed session cookie on, like the routes behind requireUser", async () => {
    const client = new TestClient(ctx);
    const { email } = await signUp(client);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    // As if the session had been opened 5 days ago (7-day sessions, renewed after 1 day of age).
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(session.userId, row!.id));

    // Renewed by the next request, which reads the session row (decision 089).
    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("prancheta.session_token="));
    expect(cookie).toMatch(/Max-Age=604800/);
  });
});

describe("GET /api/me", () => {
  it("still answers 401 without a session, for API clients", async () => {
    const res = await new TestClient(ctx).get("/api/me");
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: "unauthorized", message: "Faça login para continuar." });
  });
});

describe("a studio whose stored plan the catalogue no longer has", () => {
  it("is answered with the default plan, so the session still matches its schema", async () => {
    const client = new TestClient(ctx);
    const { email } = await signUp(client);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const studioId = await ownedStudioId(ctx, row!.id);
    await ctx.database.db.update(studio).set({ plan: "extinto" as never }).where(eq(studio.id, studioId));
    const res = await client.get("/api/session");
    expect(res.status).toBe(200);
    const parsed = sessionStateSchema.parse(await res.json());
    expect(parsed.user?.plan).toBe("esboco");
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
