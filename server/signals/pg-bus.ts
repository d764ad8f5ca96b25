import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "#server/db/client";
import type { Logger } from "#server/lib/logger";
import { guarded, type SignalBus, type SignalChannel, type SignalHandler } from "./bus";

/** Named, so that an operator sees in pg_stat_activity which connection each process listens on. */
export const SIGNALS_APPLICATION_NAME = "prancheta-sinais";
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;
/**
 * A half-open connection (a failover, a NAT or balancer forgetting it) raises no error: without
 * a query now and then, the process would stop hearing signals for good while looking healthy.
 */
const HEARTBEAT_MS = 30_000;
const QUERY_TIMEOUT_MS = 10_000;

/**
 * Signals between app processes on one PostgreSQL: NOTIFY to send, and one dedicated connection
 * per process that LISTENs (a pooled connection cannot: the pool hands it to other queries).
 * When that connection drops (PostgreSQL restarting) or stops answering, it reconnects with a
 * growing pause and listens again; what was sent meanwhile is lost to this process (see SignalBus).
 */
export class PgSignalBus implements SignalBus {
  private readonly handlers = new Map<SignalChannel, Set<SignalHandler>>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly options: {
      connectionString: string;
      /** Sends the NOTIFYs (the app's pool: no connection of its own for that). */
      notify: (channel: SignalChannel, payload: string) => Promise<void>;
      logger?: Logger;
    },
  ) {}

  /**
   * Connects and listens to every channel subscribed so far; resolves once listening. A failure
   * rejects (main.ts stops the start: the database was reachable a moment ago) and is not retried.
   */
  start(): Promise<void> {
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async publish(channel: SignalChannel, payload: string): Promise<void> {
    await this.options.notify(channel, payload);
  }

  subscribe(channel: SignalChannel, handler: SignalHandler): () => void {
    const safe = guarded(handler, (err) => this.options.logger?.error({ err, channel }, "falha ao tratar um sinal entre processos"));
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      // A channel subscribed after the start is listened to at once.
      const client = this.client;
      if (client) void client.query(`LISTEN ${quoted(channel)}`).catch(() => this.dropped(client));
    }
    set.add(safe);
    return () => set.delete(safe);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    // A connect in progress ends first (connect() then closes its client, seeing `closed`).
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      connectionTimeoutMillis: 5_000,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: SIGNALS_APPLICATION_NAME,
    });
    // Before connect(): an error before the first query must not be an unhandled 'error' event.
    client.on("error", () => this.dropped(client));
    client.on("end", () => this.dropped(client));
    client.on("notification", (message) => {
      for (const handler of this.handlers.get(message.channel as SignalChannel) ?? []) handler(message.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${quoted(channel)}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      client.query("select 1").catch(() => this.dropped(client));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** The listening connection is gone: listen again after a pause that grows up to 10 s. */
  private dropped(client?: pg.Client): void {
    if (this.closed || (client && client !== this.client) || this.retryTimer) return;
    const lost = this.client;
    this.client = undefined;
    clearInterval(this.heartbeat);
    void lost?.end().catch(() => {});
    this.options.logger?.warn({ retryMs: this.retryMs }, "conexão de sinais com o PostgreSQL caiu; reconectando");
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.start().then(
        () => this.options.logger?.info("sinais entre processos reconectados"),
        () => this.dropped(),
      );
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

/** Channel names are the constants in SIGNAL_CHANNELS; quoted anyway, since LISTEN takes no parameter. */
function quoted(channel: string): string {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`canal inválido: ${channel}`);
  return `"${channel}"`;
}

/** NOTIFY through the app's own database connection (drizzle), for PgSignalBus's `notify`. */
export function notifyThrough(db: Db): (channel: SignalChannel, payload: string) => Promise<void> {
  return async (channel, payload) => {
    await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  };
}
