import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAN, planOrDefault } from "#domain/plans";
import { SIGN_IN_FAILURES_MAX } from "#server/auth/sign-in-throttle";
import { loadConfig } from "#server/config";
import { ClusterBrowser } from "#scripts/cluster/http-client";
import { sseEvents } from "#test-support/sse";
import { isAlive, type ClusterRecord, type StartedProcess } from "#scripts/cluster/processes";
import { clusterAvailable, startCluster, type ClusterHandle } from "#scripts/cluster/start";
import { startFakeOpenAi, type FakeOpenAi } from "#test-support/fake-openai";
import { startFakeS3, type FakeS3 } from "#test-support/fake-s3";
import { startSmtpCatcher, type SmtpCatcher } from "#test-support/smtp-catcher";

/**
 * Issue 20, "nothing is lost between processes": two app processes on one PostgreSQL behind
 * nginx (npm run cluster's own machinery), each request pinned to a process through its own
 * proxy port (the same headers and locations as the shared one). Whatever one process records
 * (a session, a rate-limit count, a plan's usage, a job's claim, an upload, a stop) the other
 * must see. Ports are fixed (this test's own: proxy 8185-8187, apps 3205-3206, PostgreSQL 16435,
 * below the kernel's ephemeral range so no client socket can hold it).
 */

const PASSWORD = "senha-segura-123";
/** Generous: two processes compile TypeScript and migrate on a busy 2-core machine. */
const HOOK_MS = 240_000;
const TEST_MS = 180_000;

let cluster: ClusterHandle | undefined;
let workDir: string | undefined;
let openai: FakeOpenAi | undefined;
let s3: FakeS3 | undefined;
let smtp: SmtpCatcher | undefined;
let db: pg.Pool | undefined;
/** A start still under way when the hook gives up is told to stop what it started. */
let starting: Promise<ClusterHandle> | undefined;
const abandon = new AbortController();
let failed = false;

/** Each browser connects from its own loopback address: its own per-IP counters. */
let nextIp = 10;
const browser = () => new ClusterBrowser(cluster!.baseUrl, `127.0.0.${nextIp++}`);
/** Process 1 or 2 through the proxy, pinned. */
const on = (proc: 1 | 2, path: string) => `${cluster!.pinnedUrls[proc - 1]}${path}`;
const alternate = (n: number): 1 | 2 => (n % 2 === 0 ? 1 : 2);

async function signUp(b: ClusterBrowser, proc: 1 | 2): Promise<{ email: string; id: string }> {
  const email = `arq-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const res = await b.post(on(proc, "/api/auth/sign-up/email"), { name: "Ana Beatriz Lima", email, password: PASSWORD, acceptTerms: true });
  expect(res.status, await res.clone().text()).toBe(200);
  const me = (await (await b.get(on(proc, "/api/me"))).json()) as { id: string };
  return { email, id: me.id };
}

/** Polls `check` until it holds or a generous deadline passes; returns its last answer. */
async function eventually<T>(check: () => Promise<T> | T, done: (value: T) => boolean, limitMs = 90_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  let value = await check();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await check();
  }
  return value;
}

describe.skipIf(!clusterAvailable())("two app processes behind nginx on one PostgreSQL", () => {
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    s3 = await startFakeS3({ bucket: "prancheta-cluster" });
    smtp = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
    workDir = mkdtempSync("/tmp/cluster-a-test-");
    // PostgreSQL runs as its own user and must reach its data dir inside.
    chmodSync(workDir, 0o755);
    starting = startCluster({
      dir: workDir,
      processes: 2,
      proxyPort: 8185,
      firstAppPort: 3205,
      pgPort: 16435,
      pinned: true,
      signal: abandon.signal,
      // The API runs without the built web UI (server/static.ts).
      build: false,
      log: () => {},
      env: {
        AI_BASE_URL: openai.url,
        AI_API_KEY: "sk-cluster-test",
        // Never the real Hugging Face should the primary fail.
        HF_BASE_URL: openai.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
        ...s3.env(),
        // Only the count matters here: a window that cannot roll over mid-test on a slow machine.
        AUTH_RATE_LIMIT_WINDOW_SECONDS: "3600",
        LOG_LEVEL: "warn",
      },
    });
    cluster = await starting;
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
    // PostgreSQL restarts in the last test: the pool drops its idle connection and opens another.
    db.on("error", () => {});
  }, HOOK_MS);

  afterEach(({ task }) => {
    if (task.result?.state === "fail") failed = true;
  });

  afterAll(async () => {
    // Each step on its own: a failure in one must not leave the others running.
    await db?.end().catch(() => {});
    try {
      // A failed (or abandoned) start stops what it had started before it rejects.
      abandon.abort();
      await starting?.catch(() => {});
      await cluster?.stop();
      // Only once nothing runs on it any more; after a failure the logs stay to be read.
      if (workDir && !failed) rmSync(workDir, { recursive: true, force: true });
      else if (workDir) {
        rmSync(join(workDir, "postgres"), { recursive: true, force: true });
        console.warn(`cluster.test: logs do cluster em ${workDir}/logs e ${workDir}/nginx/logs`);
      }
    } finally {
      await Promise.allSettled([openai?.close(), s3?.close(), smtp?.close()]);
    }
  }, HOOK_MS);

  it("pins each extra proxy port to one process", { timeout: TEST_MS }, async () => {
    const mark = randomUUID();
    for (const proc of [1, 2, 1, 2] as const) expect((await fetch(on(proc, `/api/ready?${mark}=${proc}`))).status).toBe(200);
    // nginx's access log names the process that answered each request (written just after the
    // answer is sent: read until the four lines are there).
    const read = () => readFileSync(join(cluster!.paths.nginx, "logs", "access.log"), "utf8").split("\n").filter((l) => l.includes(mark));
    let lines = read();
    for (const deadline = Date.now() + 20_000; lines.length < 4 && Date.now() < deadline; lines = read()) await new Promise((r) => setTimeout(r, 50));
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const proc = Number(new RegExp(`${mark}=(\\d)`).exec(line)![1]);
      expect(line).toContain(`upstream=${new URL(cluster!.appUrls[proc - 1]!).host} `);
    }
  });

  it("a session made on process 1 works on process 2, and one made on process 2 on process 1", { timeout: TEST_MS }, async () => {
    const ana = browser();
    const { email, id } = await signUp(ana, 1);
    const me = await ana.get(on(2, "/api/me"));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(id);

    const laptop = browser();
    expect((await laptop.get(on(1, "/api/me"))).status).toBe(401);
    const signedIn = await laptop.post(on(2, "/api/auth/sign-in/email"), { email, password: PASSWORD });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    expect(((await (await laptop.get(on(1, "/api/me"))).json()) as { id: string }).id).toBe(id);
  });

  it("counts the per-IP auth limit across both processes", { timeout: TEST_MS }, async () => {
    // The limit the processes run with: the default (the cluster sets only the window).
    const { max } = loadConfig({ AUTH_RATE_LIMIT_WINDOW_SECONDS: "3600" }).authRateLimit;
    const attacker = browser();
    const statuses: number[] = [];
    for (let n = 0; n < max + 2; n++) {
      // Each attempt for another (unknown) e-mail: only the IP's counter can stop them.
      const res = await attacker.post(on(alternate(n), "/api/auth/sign-in/email"), { email: `ninguem-${n}-${randomUUID().slice(0, 6)}@exemplo.com.br`, password: "errada-123456" });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429, 429]);
  });

  it("counts an account's failed sign-ins across both processes, whatever the IP", { timeout: TEST_MS }, async () => {
    const { email } = await signUp(browser(), 2);
    const statuses: number[] = [];
    for (let n = 0; n < SIGN_IN_FAILURES_MAX + 1; n++) {
      // A new address each time: the per-IP limit never applies.
      const res = await browser().post(on(alternate(n), "/api/auth/sign-in/email"), { email, password: "senha-errada-123" });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_FAILURES_MAX).fill(401), 429]);
    // Even the right password waits now, on either process.
    expect((await browser().post(on(1, "/api/auth/sign-in/email"), { email, password: PASSWORD })).status).toBe(429);
  });

  it("counts the plan's AI generations across both processes", { timeout: TEST_MS }, async () => {
    openai!.reset();
    const quota = planOrDefault(DEFAULT_PLAN).quotas.textGenerationsPerMonth;
    expect(quota).toBeGreaterThan(0);
    const ana = browser();
    await signUp(ana, 1);
    for (let n = 0; n < quota!; n++) {
      const res = await ana.post(on(alternate(n), "/api/chat"), { message: `Pergunta ${n + 1} sobre a NBR 9050` });
      expect(res.status).toBe(200);
      const events = await sseEvents(res).rest();
      expect(events.find((e) => e.event === "meta")?.data.provider).toBe("primary");
      expect(events.at(-1)?.event).toBe("done");
    }
    for (const proc of [1, 2] as const) {
      const refused = await ana.post(on(proc, "/api/chat"), { message: "Mais uma?" });
      expect(refused.status).toBe(402);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("quota_exceeded");
    }
    expect(openai!.requests).toHaveLength(quota!);
  });

  it("counts the per-user AI rate limit across both processes (stored exchanges and questions alike)", { timeout: TEST_MS }, async () => {
    openai!.reset();
    const bia = browser();
    await signUp(bia, 2);
    // The default limit is 20 a minute, one counter per user: 19 exchanges from the browser's own
    // key (the route's middleware counts them), spread over both processes…
    const exchange = { message: "Já respondida", answer: { content: "Resposta", model: "gpt-4o-mini", status: "complete" } };
    for (let n = 0; n < 19; n++) expect((await bia.post(on(alternate(n), "/api/chat/exchanges"), exchange)).status).toBe(201);
    // …then the 20th, a question (counted inside the quota's statement), still answered…
    const last = await bia.post(on(1, "/api/chat"), { message: "A vigésima" });
    expect(last.status).toBe(200);
    expect((await sseEvents(last).rest()).at(-1)?.event).toBe("done");
    // …and the 21st refused by either process, with the wait.
    for (const proc of [2, 1] as const) {
      const refused = await bia.post(on(proc, "/api/chat"), { message: "A vigésima primeira" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^Muitas solicitações à IA em pouco tempo\./);
    }
    expect(openai!.requests).toHaveLength(1);
  });

  it("runs a due reminder's notice once, with both processes' job runners polling", { timeout: TEST_MS }, async () => {
    openai!.reset();
    const ana = browser();
    const { email } = await signUp(ana, 2);
    // Due yesterday: the notice is scheduled for now (reminders.service.ts, scheduleNotice).
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const titles = ["Enviar a planta à prefeitura", "Ligar para o cliente", "Revisar o memorial"];
    const ids: string[] = [];
    for (const [n, titulo] of titles.entries()) {
      const res = await ana.post(on(alternate(n), "/api/reminders"), { titulo, data: yesterday, timeZone: "America/Sao_Paulo" });
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }

    // Each runner polls every 5 s (server/jobs/runner.ts; not configurable by env).
    const jobs = async () =>
      (await db!.query<{ status: string; attempts: number }>(`select status, attempts from job where payload->>'reminderId' = any($1::text[])`, [ids])).rows;
    const finished = await eventually(jobs, (rows) => rows.length === ids.length && rows.every((r) => r.status === "concluido"));
    expect(finished.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ["concluido", 1]));

    const mails = smtp!.messages.filter((m) => m.to.includes(email));
    expect(mails.map((m) => m.subject).sort()).toEqual(titles.map((t) => `Prancheta: Lembrete: ${t}`).sort());
    // One notice each in Mensagens → Notificações, mailed once.
    const notices = await db!.query<{ n: number; mailed: number }>(
      `select count(*)::int as n, count(emailed_at)::int as mailed from notification where key like any($1::text[])`,
      [ids.map((id) => `lembrete:${id}:%`)],
    );
    expect(notices.rows[0]).toEqual({ n: ids.length, mailed: ids.length });
  });

  it("serves a logo uploaded on process 1 from process 2 (object storage, not a process's disk)", { timeout: TEST_MS }, async () => {
    const ana = browser();
    await signUp(ana, 1);
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#7a1f5c" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const uploaded = await ana.request("POST", on(1, "/api/profile/logo"), form);
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { studio } = (await uploaded.json()) as { studio: { logo: { pdfUrl: string; screenUrl: string } | null } };
    expect(studio.logo).not.toBeNull();

    for (const url of [studio.logo!.pdfUrl, studio.logo!.screenUrl]) {
      const served = await ana.get(on(2, url));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).format).toBe("png");
    }
    expect(s3!.keys(s3!.bucket).length).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(cluster!.paths.data, "uploads"))).toBe(false);
  });

  // ----------------------------------------------------------------------------------------------
  // CROSS-PROCESS STOP (issue 20, item 2): passes once "Parar" reaches the process generating
  // the answer through the database (server/signals), not a per-process registry.
  it("stops on process 2 a chat answer being generated on process 1", { timeout: TEST_MS }, async () => {
    openai!.reset();
    // Half a second between tokens: the answer's end (~7 s) is far behind the stop.
    openai!.setMode("slow-stream");
    openai!.setTokenInterval(500);
    try {
      const ana = browser();
      await signUp(ana, 1);
      const asked = await ana.post(on(1, "/api/chat"), { message: "Explique a NBR 9050 em detalhes" });
      expect(asked.status).toBe(200);
      const stream = sseEvents(asked);
      const { answerId, conversationId } = (await stream.until("accepted")).data as { answerId: string; conversationId: string };
      await stream.until("token");

      const stopped = await ana.post(on(2, `/api/chat/answers/${answerId}/stop`));
      expect(stopped.status).toBe(204);

      const answerStatus = async (proc: 1 | 2) => {
        const res = await ana.get(on(proc, `/api/conversations/${conversationId}`));
        const { messages } = (await res.json()) as { messages: { id: string; status: string }[] };
        return messages.find((m) => m.id === answerId)?.status;
      };
      expect(await eventually(() => answerStatus(2), (s) => s === "interrupted")).toBe("interrupted");
      expect(await answerStatus(1)).toBe("interrupted");
      // Process 1 cut the provider off and ended its stream.
      expect(await eventually(() => openai!.requests.at(-1)?.closedEarly, (closed) => closed === true)).toBe(true);
      expect((await stream.rest()).at(-1)?.event).toBe("stopped");
    } finally {
      openai!.setMode("ok");
    }
  });

  it("restarts a process after a crash and a graceful stop, and PostgreSQL, keeping the PID record current", { timeout: TEST_MS }, async () => {
    const record = () => JSON.parse(readFileSync(cluster!.paths.record, "utf8")) as ClusterRecord & { postgres: StartedProcess };
    const before = record();

    await cluster!.stopApp(0, "SIGKILL");
    // The shared port routes around the dead process; the pinned one has no other, and nginx
    // answers the app's pt-BR outage error instead of its English 502 page.
    expect((await fetch(`${cluster!.baseUrl}/api/ready`)).status).toBe(200);
    const pinned = await fetch(on(1, "/api/ready"));
    expect(pinned.status).toBe(503);
    expect(pinned.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(pinned.headers.get("retry-after")).toBe("5");
    expect(await pinned.json()).toEqual({ error: { code: "unavailable", message: "O servidor está indisponível no momento. Tente novamente em instantes." } });
    await cluster!.startApp(0);
    expect((await fetch(on(1, "/api/ready"))).status).toBe(200);

    await cluster!.stopApp(1, "SIGTERM");
    await cluster!.startApp(1);
    const after = record();
    expect(after.apps[0]!.pid).not.toBe(before.apps[0]!.pid);
    expect(after.apps[1]!.pid).not.toBe(before.apps[1]!.pid);

    await cluster!.restartPostgres();
    expect(record().postgres.pid).not.toBe(before.postgres.pid);
    // Each process's pool reconnects by itself, and no process crashed (the same PIDs answer).
    for (const proc of [1, 2] as const) {
      expect(await eventually(async () => (await fetch(on(proc, "/api/ready"))).status, (status) => status === 200)).toBe(200);
    }
    expect(after.apps.map((app) => isAlive(app))).toEqual([true, true]);
    // And a session still works on both.
    const ana = browser();
    const { id } = await signUp(ana, 1);
    expect(((await (await ana.get(on(2, "/api/me"))).json()) as { id: string }).id).toBe(id);
  });
});
