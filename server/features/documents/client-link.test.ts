import { createHash, randomBytes } from "node:crypto";
import { connect } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientLinkStatusSchema, createdClientLinkSchema, publicBriefingSavedSchema, publicBriefingSchema, type PublicBriefingSave } from "#domain/client-briefing.schema";
import { documentSchema, versionListSchema, type ProjectDocument } from "#domain/documents.schema";
import { documentClientLink, documentVersion, studio } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, TEST_BASE_URL, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

/** R-DOC-3: the briefing's client link, from the architect's side and the client's (no account). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = "Link de briefing não encontrado. Confira o endereço ou peça um novo link ao escritório de arquitetura.";
const CANCELLED = "Este link de briefing foi cancelado pelo escritório. Peça um novo link ao seu arquiteto.";
const UNKNOWN_QUESTION = "Pergunta inexistente neste questionário.";

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function openDocument(architect: Architect, kind: "briefing" | "programa" = "briefing"): Promise<ProjectDocument> {
  const client = await addClient(architect.client, { name: "Marina Souza", email: "marina.souza@exemplo.com.br", kind: "pessoa_feminina" });
  const project = await addProject(architect.client, { name: "Casa Jardins", clientId: client.id });
  const res = await architect.client.post(`/api/projects/${project.id}/documents`, { kind });
  expect(res.status).toBe(201);
  return read(documentSchema, res);
}

async function createLink(architect: Architect, documentId: string) {
  const res = await architect.client.post(`/api/documents/${documentId}/client-link`);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  const link = await read(createdClientLinkSchema, res);
  const token = link.url.split("/").at(-1)!;
  return { link, token };
}

async function save(architect: Architect, doc: ProjectDocument, baseVersion: number, answers: Record<string, string>, followUps?: unknown[]) {
  if (doc.kind !== "briefing") throw new Error("não é briefing");
  const content = { ...doc.content, answers: { ...doc.content.answers, ...answers }, ...(followUps ? { followUps } : {}) };
  return architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion, content });
}

async function latest(architect: Architect, documentId: string): Promise<ProjectDocument> {
  return read(documentSchema, await architect.client.get(`/api/documents/${documentId}`));
}

/** Someone without an account, from their own IP: the client opening the link. */
const visitor = (c: TestContext = ctx, ip?: string) => new TestClient(c, ip);
const publicGet = (token: string, who = visitor()) => who.get(`/api/public/briefings/${token}`);
const publicPut = (token: string, body: PublicBriefingSave, who = visitor()) => who.request("PUT", `/api/public/briefings/${token}`, body);

const versionRows = (documentId: string) => ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, documentId));
const linkRows = (documentId: string) => ctx.database.db.select().from(documentClientLink).where(eq(documentClientLink.documentId, documentId));

describe("the architect's link", () => {
  it("creates a 30-day link whose token is only in the answer: the database keeps its SHA-256", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    expect(await read(clientLinkStatusSchema, await architect.client.get(`/api/documents/${doc.id}/client-link`))).toMatchObject({ active: null });

    const before = Date.now();
    const { link, token } = await createLink(architect, doc.id);
    const after = Date.now();
    expect(link.url).toMatch(new RegExp(`^${TEST_BASE_URL}/briefing-cliente/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(link.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(link.createdAt)).toBeLessThanOrEqual(after + 1000);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(30 * DAY_MS);
    expect(link.createdBy).toEqual({ id: architect.userId, name: "Ana Beatriz Lima" });

    const rows = await linkRows(doc.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);

    const status = await read(clientLinkStatusSchema, await architect.client.get(`/api/documents/${doc.id}/client-link`));
    expect(status).toEqual({
      active: { createdAt: link.createdAt, expiresAt: link.expiresAt, createdBy: link.createdBy },
      // Whom to send it to (R-DOC-8): as stored on the client, with the project and the studio.
      recipient: { name: "Marina Souza", kind: "pessoa_feminina", addressForm: null, email: "marina.souza@exemplo.com.br", phone: null, projectName: "Casa Jardins", studioName: "Ana Beatriz Lima" },
    });
    expect(JSON.stringify(status)).not.toContain(token);
  });

  it("a new link cancels the previous one: the old address says so, the new one opens", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const first = await createLink(architect, doc.id);
    const second = await createLink(architect, doc.id);
    expect(second.token).not.toBe(first.token);

    const old = await publicGet(first.token);
    expect(old.status).toBe(404);
    expect(await errorOf(old)).toMatchObject({ code: "invalid_token", message: CANCELLED });
    const oldSave = await publicPut(first.token, { answers: { pets: "1 cão" } });
    expect(oldSave.status).toBe(404);
    expect((await errorOf(oldSave)).message).toBe(CANCELLED);
    expect((await publicGet(second.token)).status).toBe(200);

    const rows = await linkRows(doc.id);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect(await versionRows(doc.id)).toHaveLength(1);
    const status = await read(clientLinkStatusSchema, await architect.client.get(`/api/documents/${doc.id}/client-link`));
    expect(status.active?.createdAt).toBe(second.link.createdAt);
  });

  it("revoking: 204, the client's page then says the link was cancelled, and nothing can be saved through it", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const { token } = await createLink(architect, doc.id);
    expect((await publicGet(token)).status).toBe(200);

    expect((await architect.client.delete(`/api/documents/${doc.id}/client-link`)).status).toBe(204);
    const res = await publicGet(token);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(CANCELLED);
    expect((await publicPut(token, { answers: { pets: "2 gatos" } })).status).toBe(404);
    expect(await versionRows(doc.id)).toHaveLength(1);
    expect(await read(clientLinkStatusSchema, await architect.client.get(`/api/documents/${doc.id}/client-link`))).toMatchObject({ active: null });
  });

  it("an expired link names the day it expired (dd/MM/yyyy, São Paulo time)", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const { token } = await createLink(architect, doc.id);
    // 02:00 UTC on the 6th is still the 5th in São Paulo (UTC−3).
    await ctx.database.db.update(documentClientLink).set({ expiresAt: new Date("2024-03-06T02:00:00.000Z") }).where(eq(documentClientLink.documentId, doc.id));

    const res = await publicGet(token);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({
      code: "invalid_token",
      message: "Este link de briefing expirou em 05/03/2024. Peça um novo link ao seu arquiteto.",
    });
    expect((await publicPut(token, { answers: { pets: "1 cão" } })).status).toBe(404);
    expect(await versionRows(doc.id)).toHaveLength(1);
    expect(await read(clientLinkStatusSchema, await architect.client.get(`/api/documents/${doc.id}/client-link`))).toMatchObject({ active: null });
  });

  it("only a briefing has a client link: a programme is a pt-BR 422", async () => {
    const architect = await signedInUser(ctx);
    const programme = await openDocument(architect, "programa");
    for (const res of [
      await architect.client.post(`/api/documents/${programme.id}/client-link`),
      await architect.client.get(`/api/documents/${programme.id}/client-link`),
      await architect.client.delete(`/api/documents/${programme.id}/client-link`),
    ]) {
      expect(res.status).toBe(422);
      expect((await errorOf(res)).message).toBe("Só o briefing pode ser enviado ao cliente.");
    }
    expect(await linkRows(programme.id)).toHaveLength(0);
  });

  it("another studio's briefing is 404 on GET, POST and DELETE, and its link keeps working", async () => {
    const architect = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const { token } = await createLink(architect, doc.id);
    for (const res of [
      await other.client.get(`/api/documents/${doc.id}/client-link`),
      await other.client.post(`/api/documents/${doc.id}/client-link`),
      await other.client.delete(`/api/documents/${doc.id}/client-link`),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Documento não encontrado.");
    }
    const rows = await linkRows(doc.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).toBeNull();
    expect((await publicGet(token)).status).toBe(200);
  });
});

describe("the client's page", () => {
  it("unknown and malformed tokens are a pt-BR 404", async () => {
    const unknown = randomBytes(32).toString("base64url");
    for (const token of [unknown, "abc", "x".repeat(44), `${unknown.slice(0, 42)}.`]) {
      const res = await publicGet(encodeURIComponent(token));
      expect(res.status, token).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: "not_found", message: NOT_FOUND });
    }
    const put = await publicPut(unknown, { answers: { pets: "1 cão" } });
    expect(put.status).toBe(404);
    expect((await errorOf(put)).message).toBe(NOT_FOUND);
  });

  it("works without an account and shows only the questionnaire and who asks: nothing else of the studio", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const v2 = await read(documentSchema, await save(architect, doc, 1, { moradores: "4" }));
    const { link, token } = await createLink(architect, doc.id);

    const who = visitor();
    expect(who.hasSession()).toBe(false);
    const res = await publicGet(token, who);
    expect(res.status).toBe(200);
    const body = await read(publicBriefingSchema, res);
    // The client's kind words the questions and the page (R-CLIENT-3); their name stays out.
    expect(Object.keys(body).sort()).toEqual(["clientKind", "content", "expiresAt", "studioName", "version"]);
    const [own] = await ctx.database.db.select({ name: studio.name }).from(studio).where(eq(studio.id, architect.studioId));
    expect(body).toEqual({ studioName: own!.name, clientKind: "pessoa_feminina", content: v2.content, version: 2, expiresAt: link.expiresAt });
    // The architect's page reads the same kind with the document.
    expect(v2.kind === "briefing" && v2.client).toEqual({ id: doc.client.id, name: "Marina Souza", kind: "pessoa_feminina" });
    const text = JSON.stringify(body);
    for (const secret of ["Casa Jardins", "Marina Souza", "marina.souza@exemplo.com.br", "@exemplo.com.br", architect.userId, architect.studioId, doc.id, doc.project.id, doc.client.id]) {
      expect(text).not.toContain(secret);
    }
  });

  it("the client's answers merge into the latest version as a version by the client; the architect's answers saved meanwhile stay", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    await save(architect, doc, 1, { moradores: "4" });
    const { token } = await createLink(architect, doc.id);
    const seen = await read(publicBriefingSchema, await publicGet(token));
    expect(seen.version).toBe(2);

    // The architect keeps working while the client has the page open.
    const v2 = await latest(architect, doc.id);
    expect((await save(architect, v2, 2, { dormitorios: "3", moradores: "5" })).status).toBe(200);

    const res = await publicPut(token, { answers: { pets: "2 gatos", idades: "42, 40 e 9 anos" } });
    expect(res.status).toBe(200);
    const saved = await read(publicBriefingSavedSchema, res);
    expect(saved.version).toBe(4);

    const now = await latest(architect, doc.id);
    expect(now.version).toBe(4);
    expect(now.kind === "briefing" && now.content.answers).toEqual({ moradores: "5", dormitorios: "3", pets: "2 gatos", idades: "42, 40 e 9 anos" });
    const versions = await read(versionListSchema, await architect.client.get(`/api/documents/${doc.id}/versions`));
    expect(versions.map((v) => [v.number, v.author.source])).toEqual([[4, "cliente"], [3, "usuario"], [2, "usuario"], [1, "usuario"]]);
    expect(versions[0]!.author).toEqual({ source: "cliente", user: null, provider: null, model: null });
    const [linkRow] = await linkRows(doc.id);
    const v4 = (await versionRows(doc.id)).find((v) => v.number === 4);
    expect(v4?.clientLinkId).toBe(linkRow!.id);
    expect((await read(publicBriefingSchema, await publicGet(token))).version).toBe(4);
  });

  it("answers follow-up questions the architect accepted; unknown questions are a 422 that writes nothing", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const followUp = { id: "offline-pets-espaco", text: "Onde os animais vão ficar de dia e à noite?", reason: "Há animais de estimação.", origin: "offline", answer: "" };
    expect((await save(architect, doc, 1, { pets: "1 cão" }, [followUp])).status).toBe(200);
    const { token } = await createLink(architect, doc.id);

    const unknownAnswer = await publicPut(token, { answers: { pets: "2 cães", "nao-existe": "x" } });
    expect(unknownAnswer.status).toBe(422);
    expect(await errorOf(unknownAnswer)).toMatchObject({ code: "validation_error", message: UNKNOWN_QUESTION, fields: { "answers.nao-existe": UNKNOWN_QUESTION } });
    const unknownFollowUp = await publicPut(token, { followUpAnswers: { "offline-orcamento": "R$ 500 mil" } });
    expect(unknownFollowUp.status).toBe(422);
    expect((await errorOf(unknownFollowUp)).fields).toEqual({ "followUpAnswers.offline-orcamento": UNKNOWN_QUESTION });
    expect(await versionRows(doc.id)).toHaveLength(2);
    const untouched = await latest(architect, doc.id);
    expect(untouched.kind === "briefing" && untouched.content.answers.pets).toBe("1 cão");

    const ok = await publicPut(token, { followUpAnswers: { "offline-pets-espaco": "Na lavanderia à noite." } });
    expect(ok.status).toBe(200);
    const now = await latest(architect, doc.id);
    expect(now.version).toBe(3);
    expect(now.kind === "briefing" && now.content.followUps).toEqual([{ ...followUp, answer: "Na lavanderia à noite." }]);
  });

  it("a follow-up whose id is also an object's built-in name keeps its answer when the client answers something else", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const followUp = { id: "constructor", text: "Quem constrói a obra?", reason: null, origin: "arquiteto", answer: "" };
    expect((await save(architect, doc, 1, {}, [followUp])).status).toBe(200);
    const { token } = await createLink(architect, doc.id);
    expect((await publicPut(token, { answers: { pets: "1 cão" } })).status).toBe(200);
    const now = await latest(architect, doc.id);
    expect(now.kind === "briefing" && now.content.followUps).toEqual([followUp]);
  });

  it("answers left unchanged make no new version", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const { token } = await createLink(architect, doc.id);
    expect((await read(publicBriefingSavedSchema, await publicPut(token, { answers: { pets: "1 cão" } }))).version).toBe(2);
    expect((await read(publicBriefingSavedSchema, await publicPut(token, { answers: { pets: "1 cão" } }))).version).toBe(2);
    expect((await read(publicBriefingSavedSchema, await publicPut(token, {}))).version).toBe(2);
    // An answer cleared before it was ever saved is no change either.
    expect((await read(publicBriefingSavedSchema, await publicPut(token, { answers: { rotina: "" } }))).version).toBe(2);
    expect(await versionRows(doc.id)).toHaveLength(2);
  });

  it("after the client answers, the architect's save from the older version is a 409 that keeps the client's answer", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const v2 = await read(documentSchema, await save(architect, doc, 1, { moradores: "4" }));
    const { token } = await createLink(architect, doc.id);
    expect((await publicPut(token, { answers: { pets: "3 gatos" } })).status).toBe(200);

    const stale = await save(architect, v2, 2, { moradores: "6" });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: "conflict" });
    expect((await errorOf(await save(architect, v2, 2, { moradores: "6" }))).message).toContain("agora está na versão 3");
    const now = await latest(architect, doc.id);
    expect(now.kind === "briefing" && now.content.answers).toEqual({ moradores: "4", pets: "3 gatos" });
  });

  it("text with HTML is stored verbatim, as text", async () => {
    const architect = await signedInUser(ctx);
    const doc = await openDocument(architect);
    const { token } = await createLink(architect, doc.id);
    const answer = `<script>alert("oi")</script> & <b>sala</b> 'grande' — ç`;
    const res = await publicPut(token, { answers: { rotina: answer } });
    expect(res.status).toBe(200);
    const back = await publicGet(token);
    expect(back.headers.get("content-type")).toContain("application/json");
    expect((await read(publicBriefingSchema, back)).content.answers.rotina).toBe(answer);
    const now = await latest(architect, doc.id);
    expect(now.kind === "briefing" && now.content.answers.rotina).toBe(answer);
  });
});

describe("limits", () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ PUBLIC_FORM_RATE_LIMIT_MAX: "3" });
  });
  afterAll(async () => {
    await limited.close();
  });

  async function linkIn(c: TestContext) {
    const architect = await signedInUser(c);
    const client = await addClient(architect.client, { name: "Marina Souza" });
    const project = await addProject(architect.client, { name: "Casa Jardins", clientId: client.id });
    const doc = await read(documentSchema, await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }));
    return createLink(architect, doc.id);
  }

  it("the 4th request from one IP is a 429 with Retry-After and a pt-BR message; another IP still gets in", async () => {
    const { token } = await linkIn(limited);
    const who = visitor(limited, "203.0.113.7");
    expect((await publicGet(token, who)).status).toBe(200);
    expect((await publicGet(token, who)).status).toBe(200);
    expect((await publicPut(token, { answers: { pets: "1 cão" } }, who)).status).toBe(200);

    const fourth = await publicGet(token, who);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await errorOf(fourth)).toMatchObject({ code: "rate_limited" });
    expect((await errorOf(await publicPut(token, { answers: { pets: "2 cães" } }, who))).message).toMatch(/^Muitas tentativas seguidas\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);

    expect((await publicGet(token, visitor(limited, "203.0.113.8"))).status).toBe(200);
  });

  it("saves through one link are limited whatever the IP (twice the per-IP limit per hour)", async () => {
    const { token } = await linkIn(limited);
    for (let i = 1; i <= 6; i++) {
      expect((await publicPut(token, { answers: { pets: `${i} gatos` } }, visitor(limited, `198.51.100.${i}`))).status).toBe(200);
    }
    const seventh = await publicPut(token, { answers: { pets: "7 gatos" } }, visitor(limited, "198.51.100.7"));
    expect(seventh.status).toBe(429);
    expect(Number(seventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(seventh)).message).toMatch(/^Muitas respostas enviadas por este link em pouco tempo\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);
    // Reading is not a save: the page still opens.
    expect((await publicGet(token, visitor(limited, "198.51.100.8"))).status).toBe(200);
  });
});

/**
 * Decision 067 over a real socket: the token is looked up, and the route's own cap applied, before
 * anything reads the body, so a body that never finishes is still answered.
 */
describe("the client's save refuses before reading the body", () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => {
    server?.close();
  });

  /**
   * Sends the head and the first `sent` bytes of a body of `declared` bytes, never the rest, and
   * waits for the answer's head (a generous deadline: the machine is busy).
   */
  async function partialPut(token: string, declared: number, sent: number): Promise<{ status: number; head: string }> {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    try {
      let received = "";
      const answered = new Promise<string>((resolve) => {
        socket.on("data", (chunk: Buffer) => {
          received += chunk.toString("latin1");
          if (received.includes("\r\n\r\n")) resolve(received);
        });
      });
      socket.write(
        `PUT /api/public/briefings/${token} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${TEST_BASE_URL}\r\n` +
          `X-Forwarded-For: 192.0.2.${Math.floor(Math.random() * 250) + 1}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      socket.write(`{"answers":{"pets":"${"x".repeat(sent - 22)}`);
      const head = await Promise.race([
        answered,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`sem resposta em 10 s: ${received.slice(0, 200)}`)), 10_000)),
      ]);
      return { status: Number(head.split(" ")[1]), head: head.slice(0, head.indexOf("\r\n\r\n")).toLowerCase() };
    } finally {
      socket.destroy();
    }
  }

  it("an unknown token is its 404 while most of a 100 KB body is still unsent, and the connection closes", async () => {
    const answer = await partialPut(randomBytes(32).toString("base64url"), 100 * 1024, 1024);
    expect(answer.status).toBe(404);
    expect(answer.head).toContain("connection: close");
  });

  it("a body over the route's 128 KB to a real link is its 413 by Content-Length, without reading up to the API's 1 MB", async () => {
    const architect = await signedInUser(ctx);
    const { token } = await createLink(architect, (await openDocument(architect)).id);
    const answer = await partialPut(token, 600 * 1024, 1024);
    expect(answer.status).toBe(413);
    expect(answer.head).toContain("connection: close");
  });
});
