/**
 * (b) First-token overhead of POST /api/chat over calling the (fake, loopback) provider
 * directly, p50/p99, with 1 and with 50 concurrent streams (issue 20: ≤ 20 ms p50 / ≤ 60 ms p99
 * on PostgreSQL with two processes, ≤ 100 ms p50 on PGlite, at 50 streams), in two shapes
 * (decision 061):
 * - `burst`: that many questions at the same instant, `--rounds` times, the provider answering
 *   at once (the shape of the figures before issue 20): the whole burst's work queues on the CPU.
 * - `steady`: that many streams open at every moment for `--seconds` (20), each user asking again
 *   when their answer ends, the provider pacing `--tokens` (80) every `--token-ms` (25 ms), as a
 *   real one does: what a person asking while 49 others read their answers waits.
 *
 * Run: node --import tsx bench/ai-overhead.ts [--mode burst,steady] [--rounds 20] [--db pglite|postgres] [--processes 1|2] [--proxy nginx] [--concurrency 1,50] [--seconds 20] [--tokens 80] [--token-ms 25]
 * - `--db pglite` (default): the app in this process on an in-memory PGlite.
 * - `--db postgres`: on a throwaway database of the PostgreSQL server at DATABASE_URL (created
 *   and dropped here; the URL's user must be allowed to create databases).
 * - `--processes 1` (default): the app in this process, as the figures before issue 20 were
 *   taken; `--processes 2` (PostgreSQL only): two app processes of their own on that one database,
 *   the streams spread over them in turn (what a proxy does), each user's always on the same one.
 * - `--proxy nginx`: the production shape instead (scripts/cluster/start.ts): a PostgreSQL of its
 *   own, `--processes` app processes (server/main.ts) and nginx in front, every request through
 *   nginx, in a throwaway folder under the system's temp dir; ports `--proxy-port` (19400),
 *   `--app-port` (3401, 3402…) and `--pg-port` (58433), all on 127.0.0.1.
 * A positional number is still read as the rounds (the old `bench/ai-overhead.ts 20`).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { readRecord } from "#scripts/cluster/processes";
import { startCluster } from "#scripts/cluster/start";
import { openDatabase } from "#server/db/client";
import { createScratchDatabase } from "#server/db/scratch-database";
import { startAppProcesses } from "./app-process";
import { startFakeProviderProcess } from "./fake-provider-process";
import { ms, percentile, signUpCookie, startAppServer } from "./app-server";

const USAGE =
  "node --import tsx bench/ai-overhead.ts [--mode burst,steady] [--rounds 20] [--db pglite|postgres] [--processes 1|2] [--proxy nginx] [--concurrency 1,50] [--seconds 20] [--tokens 80] [--token-ms 25]";

function options() {
  const { values, positionals } = parseArgs({
    options: {
      rounds: { type: "string" },
      db: { type: "string", default: "pglite" },
      processes: { type: "string", default: "1" },
      concurrency: { type: "string", default: "1,50" },
      mode: { type: "string", default: "burst,steady" },
      seconds: { type: "string", default: "20" },
      tokens: { type: "string", default: "80" },
      "token-ms": { type: "string", default: "25" },
      proxy: { type: "string" },
      "proxy-port": { type: "string", default: "19400" },
      "app-port": { type: "string", default: "3401" },
      "pg-port": { type: "string", default: "58433" },
    },
    allowPositionals: true,
  });
  const rounds = Number(values.rounds ?? positionals[0] ?? 20);
  const processes = Number(values.processes);
  const concurrency = values.concurrency.split(",").map(Number);
  const db = values.db;
  const fail = (why: string) => {
    console.error(`${why}\nUso: ${USAGE}`);
    process.exit(2);
  };
  if (db !== "pglite" && db !== "postgres") fail("--db deve ser pglite ou postgres");
  if (!Number.isInteger(rounds) || rounds < 1) fail("--rounds deve ser um inteiro positivo");
  if (!Number.isInteger(processes) || processes < 1 || processes > 8) fail("--processes deve ser de 1 a 8");
  const proxy = values.proxy;
  if (proxy !== undefined && proxy !== "nginx") fail("--proxy só conhece nginx");
  if (processes > 1 && db !== "postgres" && !proxy) fail("vários processos precisam de um banco em comum: use --db postgres (ou --proxy nginx)");
  const ports = { proxyPort: Number(values["proxy-port"]), firstAppPort: Number(values["app-port"]), pgPort: Number(values["pg-port"]) };
  if (concurrency.some((n) => !Number.isInteger(n) || n < 1 || n > 200)) fail("--concurrency: inteiros de 1 a 200 separados por vírgula");
  const modes = values.mode.split(",");
  if (modes.some((m) => m !== "burst" && m !== "steady")) fail("--mode: burst, steady ou burst,steady");
  const steady = { seconds: Number(values.seconds), tokens: Number(values.tokens), tokenMs: Number(values["token-ms"]) };
  if (!(steady.seconds >= 5 && steady.seconds <= 600)) fail("--seconds: de 5 a 600");
  if (!Number.isInteger(steady.tokens) || steady.tokens < 2 || steady.tokens > 2000) fail("--tokens: inteiro de 2 a 2000");
  if (!(steady.tokenMs >= 1 && steady.tokenMs <= 1000)) fail("--token-ms: de 1 a 1000");
  // Bench infrastructure, like bench/clients-search.ts: the server to make the throwaway database on.
  const serverUrl = process.env.DATABASE_URL;
  if (db === "postgres" && !proxy && !serverUrl) fail("--db postgres precisa de DATABASE_URL (ex.: postgres://postgres@127.0.0.1:5432/postgres)");
  // The cluster runs its own PostgreSQL.
  return { rounds, db: (proxy ? "postgres" : db) as "pglite" | "postgres", processes, concurrency, serverUrl, proxy, ports, modes, steady };
}

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux). */
function cpuOf(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 per second).
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const selfCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * `users` people asking in a loop for `seconds` (each asks again as soon as their answer has
 * ended), their starts spread over one answer's length so the streams are not in step; the
 * first-token times of the questions asked once everyone has started.
 */
async function steadyLoad(users: number, ask: (i: number) => Promise<number>, seconds: number, answerMs: number): Promise<number[]> {
  const times: number[] = [];
  const start = performance.now();
  const measureFrom = start + answerMs;
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i / users) * answerMs));
      while (performance.now() < until) {
        const asked = performance.now();
        const time = await ask(i);
        if (asked >= measureFrom) times.push(time);
      }
    }),
  );
  return times;
}

/** Milliseconds until the first chunk that contains `marker`, then drains the body. */
async function firstChunk(res: Response, marker: string, started: number): Promise<number> {
  if (!res.ok) throw new Error(`resposta ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let at = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at < 0 && seen.includes(marker)) at = performance.now() - started;
  }
  if (at < 0) throw new Error(`fluxo sem ${marker}: ${seen.slice(0, 300)}`);
  return at;
}

const opts = options();
const maxStreams = Math.max(...opts.concurrency);
// In a process of its own (see bench/fake-provider-process.ts), answering at once.
const openai = await startFakeProviderProcess();
const env = { AI_BASE_URL: openai.url, AI_API_KEY: "sk-bench-0000000000000000" };
const cleanups: (() => Promise<void>)[] = [openai.close];
try {
  // The apps (their base URLs) and one way to sign users up on each.
  let apps: { baseUrl: string; cookie: () => Promise<string> }[];
  // The app processes of their own, whose CPU is read from /proc (in this process: the app's CPU is
  // this process's, less what the same number of direct streams costs it).
  let appPids: number[] = [];
  if (opts.proxy) {
    const dir = mkdtempSync(join(tmpdir(), "prancheta-bench-cluster-"));
    // mkdtemp's 0700 would keep out the postgres user the cluster runs PostgreSQL as (when root).
    chmodSync(dir, 0o755);
    cleanups.unshift(async () => rmSync(dir, { recursive: true, force: true }));
    const cluster = await startCluster({
      dir,
      processes: opts.processes,
      ...opts.ports,
      build: false,
      log: () => {},
      warn: (line) => console.error(line),
      env: { ...env, AI_RATE_LIMIT_MAX: "100000", AUTH_RATE_LIMIT_MAX: "100000", LOG_LEVEL: "warn" },
    });
    cleanups.unshift(cluster.stop);
    appPids = (readRecord(cluster.paths.record)?.apps ?? []).map((a) => a.pid);
    const own = await openDatabase({ databaseUrl: cluster.databaseUrl });
    cleanups.unshift(own.close);
    // One address: nginx spreads the streams over the processes itself.
    apps = [{ baseUrl: cluster.baseUrl, cookie: () => signUpCookie(cluster.baseUrl, own.db, "premium") }];
  } else if (opts.db === "postgres") {
    const scratch = await createScratchDatabase(opts.serverUrl!, "prancheta_bench_ai_overhead");
    cleanups.unshift(scratch.drop);
    if (opts.processes === 1) {
      const app = await startAppServer(env, { databaseUrl: scratch.url });
      cleanups.unshift(app.close);
      apps = [{ baseUrl: app.baseUrl, cookie: () => app.userCookie("premium") }];
    } else {
      const started = await startAppProcesses(opts.processes, { env, databaseUrl: scratch.url });
      cleanups.unshift(async () => void (await Promise.all(started.map((p) => p.stop()))));
      appPids = started.map((p) => p.pid);
      // This process's own pool, only to put the users' studios on an unlimited plan.
      const own = await openDatabase({ databaseUrl: scratch.url });
      cleanups.unshift(own.close);
      apps = started.map((p) => ({ baseUrl: p.baseUrl, cookie: () => signUpCookie(p.baseUrl, own.db, "premium") }));
    }
  } else {
    const app = await startAppServer(env);
    cleanups.unshift(app.close);
    apps = [{ baseUrl: app.baseUrl, cookie: () => app.userCookie("premium") }];
  }
  // Stream i goes to app i mod N, always with the same user (a session is made once, on its app).
  const appOf = (i: number) => apps[i % apps.length]!;
  const cookies = await Promise.all(Array.from({ length: maxStreams }, (_, i) => appOf(i).cookie()));

  const direct = () => {
    const started = performance.now();
    return fetch(`${openai.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "gpt-3.5-turbo", stream: true, messages: [{ role: "user", content: "Rampa?" }] }),
    }).then((res) => firstChunk(res, '"content"', started));
  };
  const viaApp = (cookie: string, i: number) => {
    const { baseUrl } = appOf(i);
    const started = performance.now();
    return fetch(`${baseUrl}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify({ message: "Rampa?" }),
    }).then((res) => firstChunk(res, "event: token", started));
  };

  const shape = opts.proxy
    ? ` (server/main.ts, atrás do nginx)`
    : opts.processes > 1
      ? " (fluxos alternados entre eles)"
      : " (neste processo)";
  console.log(`banco: ${opts.db} · processos do app: ${opts.processes}${shape} · ${opts.rounds} rodadas`);
  // Warm-up: every app, every user once.
  for (let i = 0; i < 5; i++) await direct();
  await Promise.all(cookies.map(viaApp));

  const appsCpu = () => appPids.reduce((sum, pid) => sum + cpuOf(pid), 0);
  const report = (title: string, directTimes: number[], appTimes: number[], cpu: { direct: number; viaApp: number; apps: number }) => {
    // Per stream, the app's CPU: its own processes', or (in this process) what the streams through
    // it cost beyond direct ones. Not the provider's nor the client's.
    const streams = appTimes.length;
    const appCpuPerStream = appPids.length > 0 ? cpu.apps / streams : (cpu.viaApp - cpu.direct) / streams;
    const line = (label: string, v: number[]) => `${label} p50 ${ms(percentile(v, 50))} · p99 ${ms(percentile(v, 99))}`;
    console.log(title);
    console.log(`  ${line("provedor direto    ", directTimes)}`);
    console.log(`  ${line("via /api/chat      ", appTimes)}`);
    console.log(`  sobrecarga: p50 +${ms(percentile(appTimes, 50) - percentile(directTimes, 50))} · p99 +${ms(percentile(appTimes, 99) - percentile(directTimes, 99))}`);
    console.log(`  CPU do app por fluxo: ${ms(appCpuPerStream)}${appPids.length > 1 ? ` (somados os ${appPids.length} processos)` : ""}`);
  };

  // Burst: `concurrency` questions at the same instant, the round over when every answer has
  // ended (the figures before issue 20 were taken this way). The provider answers at once.
  if (opts.modes.includes("burst")) {
    for (const concurrency of opts.concurrency) {
      const directTimes: number[] = [];
      const appTimes: number[] = [];
      // CPU: this process during the direct and the app streams, and the app processes'.
      const cpu = { direct: 0, viaApp: 0, apps: 0 };
      for (let r = 0; r < opts.rounds; r++) {
        let at = selfCpu();
        directTimes.push(...(await Promise.all(Array.from({ length: concurrency }, direct))));
        cpu.direct += selfCpu() - at;
        at = selfCpu();
        const appsAt = appsCpu();
        appTimes.push(...(await Promise.all(cookies.slice(0, concurrency).map(viaApp))));
        cpu.viaApp += selfCpu() - at;
        cpu.apps += appsCpu() - appsAt;
      }
      report(`rajada: ${concurrency} pergunta(s) no mesmo instante (${directTimes.length} fluxos cada):`, directTimes, appTimes, cpu);
    }
  }

  // Steady: `concurrency` streams open at every moment, as with that many people reading
  // answers: each user asks again as soon as their answer ends. The provider paces its tokens
  // like a real one, so questions arrive spread over time instead of all at once.
  if (opts.modes.includes("steady")) {
    const { seconds, tokens, tokenMs } = opts.steady;
    await openai.set({ mode: "slow-stream", text: Array.from({ length: tokens }, (_, i) => `palavra${i}`).join(" "), tokenIntervalMs: tokenMs });
    const answerMs = tokens * tokenMs;
    for (const concurrency of opts.concurrency) {
      const cpu = { direct: 0, viaApp: 0, apps: 0 };
      let at = selfCpu();
      const directTimes = await steadyLoad(concurrency, () => direct(), seconds, answerMs);
      cpu.direct = selfCpu() - at;
      at = selfCpu();
      const appsAt = appsCpu();
      const appTimes = await steadyLoad(concurrency, (i) => viaApp(cookies[i]!, i), seconds, answerMs);
      cpu.viaApp = selfCpu() - at;
      cpu.apps = appsCpu() - appsAt;
      // The direct side asked about as often as the app side: the CPU difference is the app's.
      cpu.direct *= appTimes.length / Math.max(1, directTimes.length);
      report(
        `contínuo: ${concurrency} fluxo(s) abertos o tempo todo, ${seconds} s, respostas de ${tokens} tokens a cada ${tokenMs} ms (${directTimes.length} e ${appTimes.length} perguntas):`,
        directTimes,
        appTimes,
        cpu,
      );
    }
  }
} finally {
  for (const cleanup of cleanups) await cleanup();
}
