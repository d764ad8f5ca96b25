import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { and, eq } from "drizzle-orm";
import { inject } from "vitest";
import { createApp } from "#server/app";
import { memberScope, type StudioScope } from "#server/auth/studio-scope";
import { loadConfig, type Config } from "#server/config";
import { openDatabase, type Database, type Db } from "#server/db/client";
import { openStorage } from "#server/storage/open-storage";
import { studioMember } from "#server/db/schema";
import { createLogger, type Logger } from "#server/lib/logger";
import type { MailMessage, Mailer } from "#server/mail/mailer";
import { jobHandlers } from "#server/jobs/handlers";
import { JobRunner } from "#server/jobs/runner";
import { LocalSignalBus, type SignalBus } from "#server/signals/bus";
import { notifyThrough, PgSignalBus } from "#server/signals/pg-bus";
import { CookieJar } from "#test-support/cookie-jar";
import { answerOf, requestOf, type AnyRoute, type CallArgs, type CallOutput } from "#domain/contracts/client";
import { meApi } from "#domain/contracts/account";
import { apiErrorBodySchema, type ApiErrorBody } from "#domain/errors";

export const TEST_BASE_URL = "http://localhost:3000";

/** A copy of the migrated template: PGlite in memory, or a fresh PostgreSQL database. */
async function openTestDatabase(onQuery?: (query: string) => void): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject("dbTemplate");
  // Test infrastructure, not the app: which database the suite runs on is the runner's choice
  // (loadConfig() cannot read the test env whole: Vite sets BASE_URL to "/").
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `prancheta_test_${randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), onQuery });
    return {
      database,
      url: url.toString(),
      drop: async () => {
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const blob = new Blob([await readFile(template)]);
  const database = await openDatabase({ pglite: new PGlite({ loadDataDir: blob }), onQuery });
  return { database, drop: async () => {} };
}

/** A tiny built SPA so that static serving can be tested without running Vite. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "prancheta-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, "assets", "app-abc123.js"), "console.log('app')");
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
  return dir;
}

type App = ReturnType<typeof createApp>;

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  mails: MailMessage[];
  /** The next `next` awaited deliveries (a job's e-mail) fail, as an SMTP server that is down. */
  failMail: { next: number };
  /** A job worker on this test's database, driven by `runDue()` with the given clock (decision 055). */
  jobRunner(clock: () => Date): JobRunner;
  /** A second app on the same database, with its own signals: another process, for the scale-out tests. */
  anotherProcess(): Promise<App>;
  close(): Promise<void>;
}

/**
 * `onQuery` hears every statement the app sends through the ORM (to count a request's); `mailer`
 * replaces the outbox (`mails`, `failMail`) with a real one, e.g. createMailer on a fake SMTP;
 * `logger` is the app's (silent otherwise), to read what it logs.
 */
export async function createTestContext(env: Record<string, string> = {}, options: { onQuery?: (query: string) => void; mailer?: Mailer; logger?: Logger; clock?: () => Date } = {}): Promise<TestContext> {
  const { database, url, drop } = await openTestDatabase(options.onQuery);
  // On PostgreSQL each app gets its own LISTEN connection, as each process does in production;
  // on PGlite the apps of one test share one bus, as one process's would.
  const buses: SignalBus[] = [];
  const local = new LocalSignalBus();
  const newSignals = (): SignalBus => {
    if (!url) return local;
    const bus = new PgSignalBus({ connectionString: url, notify: notifyThrough(database.db) });
    buses.push(bus);
    return bus;
  };
  const config = loadConfig({
    NODE_ENV: "test",
    BASE_URL: TEST_BASE_URL,
    TRUST_PROXY: "true",
    AUTH_RATE_LIMIT_MAX: "1000",
    // The full scrypt was a fifth of this suite's CPU (decision 117); auth.test.ts keeps it.
    AUTH_PASSWORD_HASH: "test-fast",
    WEB_DIST_DIR: fakeWebDist(),
    // Uploads land in a folder of their own per test file, never in the checkout's ./data.
    DATA_DIR: mkdtempSync(join(tmpdir(), "prancheta-data-")),
    LOG_LEVEL: "silent",
    ...env,
  });
  const mails: MailMessage[] = [];
  const failMail = { next: 0 };
  const mailer: Mailer = options.mailer ?? {
    send: (m) => void mails.push(m),
    drain: async () => {},
    deliver: async (m) => {
      if (failMail.next > 0) {
        failMail.next -= 1;
        throw new Error("SMTP fora do ar");
      }
      mails.push(m);
    },
  };
  // S3_* in `env` (a fake S3 from test-support/fake-s3.ts) puts the uploads in its bucket.
  const storage = config.s3 ? await openStorage(config) : undefined;
  const makeApp = async () => {
    const signals = newSignals();
    const app = createApp({
      config,
      db: database.db,
      dbKind: database.kind,
      logger: options.logger ?? createLogger("silent"),
      mailer,
      authSecret: "test-secret-test-secret-test-secret-0123",
      // A busy machine may stall a healthy database's answer past the production 3 s.
      readinessTimeoutMs: 60_000,
      signals,
      // A stop that crosses apps waits for the other's answer: generous on a busy machine.
      chatStopWaitMs: 60_000,
      ...(storage ? { storage } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    // As main.ts: listening once the app has subscribed.
    if (signals instanceof PgSignalBus) await signals.start();
    return app;
  };
  const app = await makeApp();
  return {
    app,
    database,
    config,
    mails,
    failMail,
    jobRunner: (clock) =>
      new JobRunner({ db: database.db, handlers: jobHandlers({ db: database.db, mailer, config, logger: createLogger("silent") }), logger: createLogger("silent"), clock }),
    anotherProcess: makeApp,
    close: async () => {
      await Promise.all(buses.map((bus) => bus.close()));
      await database.close();
      await drop();
    },
  };
}

/** What `TestClient.call` resolves with. */
export type Called<R extends AnyRoute> =
  | { res: Response; status: number; data: CallOutput<R>; error: undefined }
  | { res: Response; status: number; data: undefined; error: ApiErrorBody["error"] | undefined };

/** A browser-like client: keeps cookies, sends the Origin Better Auth expects, and an IP. */
export class TestClient {
  private cookies = new CookieJar();

  constructor(
    private readonly ctx: TestContext,
    private readonly ip = `10.0.0.${Math.floor(Math.random() * 250) + 1}`,
  ) {}

  /** The same browser (cookies, IP) talking to another app process, e.g. `ctx.anotherProcess()`. */
  on(app: App): TestClient {
    const other = new TestClient({ ...this.ctx, app }, this.ip);
    other.cookies = this.cookies;
    return other;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h = new Headers({ origin: TEST_BASE_URL, "x-forwarded-for": this.ip, ...headers });
    // A form (an upload) goes as it is: fetch writes its multipart type and boundary.
    const form = body instanceof FormData;
    if (body !== undefined && !form && !h.has("content-type")) h.set("content-type", "application/json");
    const cookie = this.cookies.header();
    if (cookie) h.set("cookie", cookie);
    const res = await this.ctx.app.request(`${TEST_BASE_URL}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === "string" || form ? body : JSON.stringify(body),
      redirect: "manual",
    });
    this.cookies.store(res.headers.getSetCookie());
    return res;
  }

  /**
   * A route of domain/contracts through the same typed half as the browser's `call` (decision 088):
   * the path, query and body are checked against the contract at compile time, and a 2xx answer
   * must match the contract's schema for its status (otherwise the test fails here). `data` is the
   * parsed answer of a 2xx; `error` the pt-BR error body of anything else; `res` the response.
   */
  async call<R extends AnyRoute>(route: R, ...[input]: CallArgs<R>): Promise<Called<R>> {
    const { method, url, body } = requestOf(route, input as Parameters<typeof requestOf>[1]);
    const res = await this.request(method, url, body);
    const text = await res.clone().text();
    let json: unknown;
    // A route without a JSON answer (an .ics download) is read from `res` by the test itself.
    if (text && res.headers.get("content-type")?.includes("json")) {
      try {
        json = JSON.parse(text);
      } catch {
        // A test reading this wants to know which call answered what, not only "Unexpected token".
        throw new Error(`${method} ${url}: a resposta ${res.status} não é JSON\n${text.slice(0, 2_000)}`);
      }
    }
    if (res.ok) {
      const answer = answerOf(route, res.status, json);
      if (!answer.ok) throw new Error(`${method} ${url}: a resposta ${res.status} não segue o contrato\n${text.slice(0, 2_000)}`);
      return { res, status: res.status, data: answer.value, error: undefined };
    }
    const error = apiErrorBodySchema.safeParse(json);
    return { res, status: res.status, data: undefined, error: error.success ? error.data.error : undefined };
  }

  /** `call` that expects a 2xx and resolves with its parsed answer; anything else fails the test with the server's message. */
  async answer<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<CallOutput<R>> {
    const called = await this.call(route, ...args);
    if (called.error !== undefined || !called.res.ok) throw new Error(`${route.method.toUpperCase()} ${route.prefix}${route.path}: ${called.status} ${called.error?.message ?? ""}`);
    return called.data as CallOutput<R>;
  }

  get(path: string) {
    return this.request("GET", path);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request("POST", path, body, headers);
  }

  patch(path: string, body: unknown = {}) {
    return this.request("PATCH", path, body);
  }

  delete(path: string) {
    return this.request("DELETE", path);
  }

  hasSession(): boolean {
    return this.cookies.names().some((k) => k.endsWith("session_token"));
  }
}

export const PASSWORD = "senha-segura-123";

export async function signUp(client: TestClient, overrides: Record<string, unknown> = {}) {
  const email = `arq-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const res = await client.post("/api/auth/sign-up/email", {
    name: "Ana Beatriz Lima",
    email,
    password: PASSWORD,
    acceptTerms: true,
    ...overrides,
  });
  return { res, email: (overrides.email as string | undefined) ?? email };
}

/**
 * A new signed-in user: their client, their id and the id of the personal studio sign-up made
 * for them, which their session works in (for checking their rows in the database).
 */
export async function signedInUser(ctx: TestContext): Promise<{ client: TestClient; userId: string; studioId: string }> {
  const client = new TestClient(ctx);
  await signUp(client);
  const me = await client.answer(meApi.get);
  return { client, userId: me.id, studioId: me.studio.id };
}

// Read, not `in`: useAiTestContext's context is a proxy that answers reads only.
const dbOf = (ctxOrDb: TestContext | Db): Db => (ctxOrDb as Partial<TestContext>).database?.db ?? (ctxOrDb as Db);

/** The id of the studio the user owns (their personal one, made at sign-up). */
export async function ownedStudioId(ctxOrDb: TestContext | Db, userId: string): Promise<string> {
  const [row] = await dbOf(ctxOrDb)
    .select({ studioId: studioMember.studioId })
    .from(studioMember)
    .where(and(eq(studioMember.userId, userId), eq(studioMember.role, "owner")))
    .limit(1);
  if (!row) throw new Error(`O usuário ${userId} não é proprietário de nenhum estúdio.`);
  return row.studioId;
}

/** The user's scope in the studio they own, as the services take it (what requireUser gives a request). */
export async function scopeOf(ctxOrDb: TestContext | Db, userId: string): Promise<StudioScope> {
  const db = dbOf(ctxOrDb);
  const scope = await memberScope(db, userId, await ownedStudioId(db, userId));
  if (!scope) throw new Error(`O usuário ${userId} não é membro do próprio estúdio.`);
  return scope;
}
