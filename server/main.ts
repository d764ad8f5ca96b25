import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { resolveAuthSecret } from "./auth/secret";
import { ConfigError, loadConfig, type Config } from "./config";
import { openDatabase } from "./db/client";
import { interruptStaleAnswers } from "./features/chat/chat.service";
import { warmUpMunicipalities } from "./ai/offline/cities";
import { warmUpOfflineBase } from "./ai/offline/search";
import { BackgroundTasks } from "./lib/background";
import { GracefulServer } from "./lib/graceful-shutdown";
import { createLogger } from "./lib/logger";
import { pruneRateLimits } from "./lib/rate-limit";
import { pruneIdempotency } from "./public-api/idempotency";
import { outsideRequest } from "./lib/request-context";
import { loggedPath } from "./lib/request-log";
import { drainWorkerPools } from "./lib/worker-pool";
import { createMailer } from "./mail/mailer";
import { StorageError } from "./storage/file-storage";
import { openStorage } from "./storage/open-storage";
import { ensureRecurringJobs, jobHandlers } from "./jobs/handlers";
import { JobRunner } from "./jobs/runner";
import { LocalSignalBus, type SignalBus } from "./signals/bus";
import { notifyThrough, PgSignalBus } from "./signals/pg-bus";

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const logger = createLogger(config.logLevel);
// A missing bucket or a refused S3 key stops the start with its reason, not the first upload.
const storage = await openStorage(config).catch((err: unknown) => {
  if (!(err instanceof StorageError)) throw err;
  logger.fatal(err.message);
  process.exit(1);
});
if (config.s3) logger.info({ bucket: config.s3.bucket, endpoint: config.s3.endpoint ?? "AWS S3" }, "arquivos enviados no S3");
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  // Outside any request: the connection may have been opened during one that is long gone.
  onConnectionError: (err) => outsideRequest(() => logger.warn({ err }, "o PostgreSQL encerrou uma conexão do pool; a próxima consulta abre outra")),
});
await database.migrate({ onWait: () => logger.info("outro processo está aplicando as migrações; aguardando") });
// Answers a crashed process left "streaming" will never finish.
await interruptStaleAnswers({ db: database.db, all: database.kind === "pglite" });
// Chat stops and AI cooldowns reach every process on the same PostgreSQL (LISTEN/NOTIFY).
// Started once the app has subscribed (below), so that its LISTENs are in place before the first request.
const signals: SignalBus = config.databaseUrl
  ? new PgSignalBus({ connectionString: config.databaseUrl, notify: notifyThrough(database.db), logger })
  : new LocalSignalBus((err) => logger.error({ err }, "falha ao tratar um sinal"));
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
if (!config.smtpUrl) logger.info("SMTP_URL não configurado: os e-mails serão escritos neste log");

const tasks = new BackgroundTasks();
const shuttingDown = new AbortController();
const app = createApp({
  tasks,
  config,
  db: database.db,
  dbKind: database.kind,
  logger,
  mailer,
  authSecret: resolveAuthSecret(config),
  storage,
  signals,
  shutdown: shuttingDown.signal,
});
if (signals instanceof PgSignalBus) {
  await signals.start().catch((err: unknown) => {
    logger.fatal({ err }, "não foi possível escutar os sinais entre processos no PostgreSQL");
    process.exit(1);
  });
}

// The offline base's index (0,6–1 s of CPU) is built now, not on the first offline answer's request.
warmUpOfflineBase();
warmUpMunicipalities();

// Refused requests never reach the app (nor its request log), so they are logged here.
// Its raw URL may hold a link's token or a search: logged as the request log logs paths.
const http = new GracefulServer((req) => logger.info({ method: req.method, path: loggedPath(req.url ?? "/"), status: 503 }, "recusada: servidor encerrando"));
serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer: http.createServer }, (info) => {
  logger.info({ port: info.port, database: database.kind, baseUrl: config.baseUrl }, "Prancheta no ar");
});

// Notices at their time (decision 055): the queue is in the database, so any number of server
// processes can poll it; each job runs once.
const runner = new JobRunner({ db: database.db, handlers: jobHandlers({ db: database.db, mailer, config, logger }), logger });
await ensureRecurringJobs(database.db);
runner.start();

const prune = () =>
  Promise.all([
    pruneRateLimits(database.db).catch((err) => logger.warn({ err }, "falha ao limpar rate_limit")),
    pruneIdempotency(database.db).catch((err) => logger.warn({ err }, "falha ao limpar api_idempotency")),
  ]);
void prune();
setInterval(() => void prune(), 60 * 60 * 1000).unref();

/** How long exports and surveys already accepted may take on SIGTERM (decision 066). */
const WORKER_DRAIN_MS = 12_000;
/** The last resort: the process exits 1 this long after the signal (the drain ends by 13 s). */
const FORCED_EXIT_MS = 18_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // First thing: a stuck connection (or a failing log write) must not keep the process alive.
  const force = setTimeout(() => process.exit(1), FORCED_EXIT_MS);
  force.unref();
  logger.info({ signal }, "encerrando: aguardando requisições em andamento");
  // No new job is claimed from now on (a job claimed now would wait out its lease after the exit).
  const runnerStopped = runner.stop();
  // Exports and surveys already accepted by the worker pools finish, up to 12 s; new ones get a
  // pt-BR 503 with Retry-After, and so do those still there at 12 s (decision 066).
  const poolsDrained = drainWorkerPools(WORKER_DRAIN_MS).then(({ refused }) => {
    if (refused > 0) logger.info({ refused }, "tarefas dos workers recusadas no limite do encerramento");
  });
  // Requests get 8 s, or while the pools still work, until they end (+1 s to answer); the rest
  // of the forced-exit limit is for the tasks, the mail queue and the database.
  const { cut, expired } = await http.drain(8_000, { longerWhile: poolsDrained });
  if (expired) logger.warn({ cut }, "conexões encerradas à força no limite do encerramento");
  // AI answers still running (their browser left, or the drain cut it) stop here and are saved
  // as interrupted: waiting for them could outlast the forced exit, leaving them "streaming".
  shuttingDown.abort();
  await tasks.drain();
  // The round in progress finishes; an unfinished job's lease runs out and the next start takes it.
  await runnerStopped;
  await mailer.drain();
  await signals.close();
  await database.close();
  logger.info("encerrado");
  process.exit(0);
}
function onSignal(signal: string) {
  shutdown(signal).catch(() => process.exit(1));
}
process.on("SIGTERM", () => onSignal("SIGTERM"));
process.on("SIGINT", () => onSignal("SIGINT"));
// A closed stdout (the parent went away) must not crash or hang the server.
process.stdout.on("error", () => {});
