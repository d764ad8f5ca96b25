import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFile } from "#server/db/schema";
import { createTestContext, type TestContext } from "#server/test/harness";
import { createLogger } from "./logger";

/**
 * A database error's log line names the error (SQLSTATE code, table, constraint), never the
 * statement or what the person typed: drizzle's DrizzleQueryError holds both (its message is
 * "Failed query: … params: …"), and so do PGlite's errors and pg's `detail`. Real errors from
 * the test database (PGlite, or PostgreSQL with DATABASE_URL) through the server's logger.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => ctx?.close());

/** A logger writing into an array, as main.ts's writes to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

async function failure(query: () => Promise<unknown>): Promise<unknown> {
  try {
    await query();
  } catch (err) {
    return err;
  }
  throw new Error("a consulta deveria ter falhado");
}

describe("logging a database error", () => {
  const marker = `entrada-da-pessoa-${randomUUID()}`;

  it("a NUL in a value: the code, no SQL, no parameters, no input", async () => {
    const err = await failure(() => ctx.database.db.insert(storedFile).values({ id: randomUUID(), studioId: randomUUID(), purpose: "referencia", mime: "image/png", size: 1, originalName: `${marker}\u0000`, storageKey: randomUUID() }));
    const { logger, lines } = capturedLogger();
    logger.error({ err, path: "/api/files" }, "erro não tratado");
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain(marker);
    expect(line).not.toMatch(/params|insert into|stored_file"? \(/i);
    const logged = (JSON.parse(line) as { err: Record<string, string> }).err;
    // 22021: invalid byte sequence (PostgreSQL); PGlite says the same.
    expect(logged.code).toBe("22021");
    expect(logged.type).toBe("DrizzleQueryError");
    expect(logged).not.toHaveProperty("stack");
  });

  it("a broken constraint: its name and table, not the row pg's detail quotes", async () => {
    const studioId = `${marker}-estudio`;
    const err = await failure(() => ctx.database.db.insert(storedFile).values({ id: randomUUID(), studioId, purpose: "referencia", mime: "image/png", size: 1, originalName: marker, storageKey: randomUUID() }));
    const { logger, lines } = capturedLogger();
    logger.warn({ err }, "falhou");
    // Wrapped once more by the caller, as a feature might: the chain is still read.
    logger.error({ err: new Error("falha ao salvar", { cause: err }) }, "falhou de novo");
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(marker);
      expect(line).not.toMatch(/params|insert into/i);
      expect((JSON.parse(line) as { err: Record<string, string> }).err).toMatchObject({ code: "23503", table: "stored_file", constraint: expect.stringContaining("studio_id") as string });
    }
  });

  it("a value PostgreSQL quotes in its message is elided", async () => {
    const err = await failure(() => ctx.database.db.execute(sql`select ${marker}::uuid`));
    const { logger, lines } = capturedLogger();
    logger.error({ err }, "falhou");
    expect(lines[0]).not.toContain(marker);
    const logged = (JSON.parse(lines[0]!) as { err: Record<string, string> }).err;
    expect(logged).toMatchObject({ code: "22P02", message: 'invalid input syntax for type uuid: "…"' });
  });

  it("drizzle's error as a message (a library logging err.message) is cut before its SQL", async () => {
    const err = await failure(() => ctx.database.db.execute(sql`select ${`${marker} table column`}::uuid`));
    const { logger, lines } = capturedLogger();
    // As Better Auth logs an error whose text mentions a table or a column (server/auth/auth.ts).
    logger.error({ source: "better-auth" }, (err as Error).message);
    logger.error((err as Error).message);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(marker);
      expect(line).not.toMatch(/params|select/i);
      expect((JSON.parse(line) as { msg: string }).msg).toBe("Failed query: [SQL e parâmetros omitidos]");
    }
  });

  it("any other error keeps pino's usual shape", () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: new TypeError("x is not a function") }, "erro");
    expect((JSON.parse(lines[0]!) as { err: Record<string, string> }).err).toMatchObject({ type: "TypeError", message: "x is not a function", stack: expect.stringContaining("TypeError") as string });
  });
});

describe("card data and gateway secrets (decision 091)", () => {
  it("a webhook body or its headers logged by mistake lose the card, its token and the webhook's token", () => {
    const { logger, lines } = capturedLogger();
    const token = "a75a1d98-c52d-4a6b-a413-71e00b193c99";
    const webhook = { id: "evt_1", event: "PAYMENT_CONFIRMED", payment: { id: "pay_1", value: 10, creditCard: { creditCardNumber: "8829", creditCardBrand: "MASTERCARD", creditCardToken: token } } };
    logger.warn({ body: webhook, req: { headers: { "asaas-access-token": "token-do-webhook-secreto", host: "x" } } }, "corpo");
    logger.warn(webhook, "no topo");
    logger.warn({ job: { payload: { charge: { creditCardToken: token } } } }, "fundo");
    const text = lines.join("");
    expect(text).not.toContain(token);
    expect(text).not.toContain("creditCard");
    expect(text).not.toContain("MASTERCARD");
    expect(text).not.toContain("token-do-webhook-secreto");
    // What is not a secret stays.
    const first = JSON.parse(lines[0]!) as { body: { payment: Record<string, unknown> }; req: { headers: Record<string, unknown> } };
    expect(first.body.payment).toEqual({ id: "pay_1", value: 10 });
    expect(first.req.headers).toEqual({ host: "x" });
  });
});
