import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { errorBody, RESTARTING_MESSAGE } from "./errors";

const RETRY_AFTER_SECONDS = "5";

/**
 * Lets an HTTP server stop without cutting a request. Issue 10: on SIGTERM, 15 of 20 writes in
 * flight got ECONNRESET, because `http.Server.close()`:
 * - closes the listening socket at once, and Linux resets every connection still waiting in the
 *   listen backlog. Node (libuv 1.46) accepts one connection per event-loop turn, and a turn of
 *   this server also runs handlers and PGlite, so a burst of writes queues up there: in the
 *   measured runs, 14–15 of 21 connections had not been accepted yet;
 * - destroys idle keep-alive connections at once, including one whose next request is just
 *   arriving, and yet leaves a connection that never sent a byte (a browser's preconnect, a TCP
 *   health check) open until the client closes it, holding the whole shutdown;
 * - leaves keep-alive connections open after the responses it waits for (which still say
 *   `keep-alive`), so the close lasted until their keep-alive timeout (3–6 s measured), during
 *   which a client could reuse one.
 *
 * So `drain()`: every response from then on says `Connection: close`; a connection's first
 * request is still served (one accepted from the backlog, or opened just before the signal: behind
 * nginx, which opens a connection per request, a 503 here would reach the user during a rolling
 * restart), while a further request on a kept-alive connection gets a 503 the client can retry,
 * with nothing of it run; the listening socket closes only once the backlog is empty
 * (after a whole event-loop turn that accepted nothing); idle connections close one turn later,
 * once what the last accepted ones had sent was read; connections that have not started a
 * request a short grace after the listener closed are destroyed (nothing was sent on them, and
 * browsers retry a failed preconnect); then it waits for the requests in flight, up to a deadline
 * after which the remaining connections are destroyed.
 */
export class GracefulServer {
  private server: Server | undefined;
  private draining = false;
  /** Requests being handled: the listener's promise and the response's end. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly responses = new Set<ServerResponse>();
  /** Connections that have not started a request yet. */
  private readonly silent = new Set<Socket>();
  /** Connections that have had a request: a later one while draining is a reused connection. */
  private readonly used = new WeakSet<Socket>();

  constructor(private readonly onRefused: (req: IncomingMessage) => void = () => {}) {}

  /** For `serve({ createServer })` of @hono/node-server, which calls it as (options, listener). */
  readonly createServer = ((options: ServerOptions, listener: RequestListener): Server => {
    this.server = createServer(options, (req, res) => {
      this.silent.delete(req.socket);
      const first = !this.used.has(req.socket);
      this.used.add(req.socket);
      if (this.draining && !first) {
        this.refuse(req, res);
        return;
      }
      // A connection's first request is served even while draining: its client chose this
      // process before the signal (a proxy opens one connection per request and cannot tell
      // our 503 from any other), and the response closes the connection.
      if (this.draining) res.shouldKeepAlive = false;
      this.responses.add(res);
      const closed = new Promise((resolve) => res.once("close", resolve));
      const handled = Promise.resolve(listener(req, res) as unknown).catch(() => {});
      const done = Promise.all([closed, handled]).then(() => {
        this.inFlight.delete(done);
        this.responses.delete(res);
        // Its connection is idle now (unless the response had told it to close already).
        if (this.draining) this.server?.closeIdleConnections();
      });
      this.inFlight.add(done);
    });
    this.server.on("connection", (socket: Socket) => {
      this.silent.add(socket);
      socket.once("close", () => this.silent.delete(socket));
    });
    return this.server;
  }) as typeof createServer;

  /**
   * Stops accepting, finishes what is in flight, closes every connection. Resolves with how many
   * requests were still unfinished when `deadlineMs` ran out (their connections destroyed).
   * `longerWhile`: work that requests in flight wait for and that ends by itself within its own
   * bound (the worker pools' drain, decision 066); if it is still going at `deadlineMs`, requests
   * get until it ends plus `ANSWER_GRACE_MS` to send their answers.
   */
  async drain(deadlineMs: number, { longerWhile }: { longerWhile?: Promise<unknown> } = {}): Promise<{ cut: number; expired: boolean }> {
    const server = this.server;
    if (!server || this.draining) return { cut: 0, expired: false };
    this.draining = true;
    for (const res of this.responses) if (!res.headersSent) res.shouldKeepAlive = false;

    const closed = new Promise<void>((resolve) =>
      closeListenerOnceBacklogEmpty(server, resolve, () => {
        // Generous: data already in a socket's buffer is parsed within a turn or two.
        setTimeout(() => {
          for (const socket of this.silent) socket.destroy();
        }, SILENT_GRACE_MS).unref();
      }),
    );
    const settled = Promise.all([closed, this.allSettled()]).then(() => "done" as const);
    let timer: NodeJS.Timeout | undefined;
    let workDone = longerWhile === undefined;
    const workEnded = (longerWhile ?? Promise.resolve()).then(
      () => (workDone = true),
      () => (workDone = true),
    );
    const expired = new Promise<"expired">((resolve) => {
      timer = setTimeout(() => {
        if (workDone) resolve("expired");
        else void workEnded.then(() => (timer = setTimeout(() => resolve("expired"), ANSWER_GRACE_MS).unref()));
      }, deadlineMs);
    });
    const outcome = await Promise.race([settled, expired]);
    clearTimeout(timer);
    if (outcome === "done") return { cut: 0, expired: false };
    const cut = this.inFlight.size;
    if (server.listening) NetServer.prototype.close.call(server);
    server.closeAllConnections();
    for (const socket of this.silent) socket.destroy();
    return { cut, expired: true };
  }

  /** Waits until no request is in flight, including ones that start while waiting. */
  private async allSettled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /**
   * A request that arrived after the signal: nothing of it runs. The body is read first, so
   * closing the connection cannot reset it while the client is still sending (which would
   * discard the answer); a client that never finishes sending is cut at the deadline.
   */
  private refuse(req: IncomingMessage, res: ServerResponse): void {
    this.onRefused(req);
    const body = JSON.stringify(errorBody("unavailable", RESTARTING_MESSAGE));
    const answer = () => {
      res.shouldKeepAlive = false;
      res.writeHead(503, {
        "content-type": "application/json; charset=UTF-8",
        "content-length": Buffer.byteLength(body),
        "retry-after": RETRY_AFTER_SECONDS,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        connection: "close",
      });
      res.end(body);
    };
    if (req.complete) answer();
    else {
      req.once("end", answer);
      req.resume();
    }
  }
}

/** More than the default listen backlog (511): a client that keeps connecting cannot hold us. */
const MAX_ACCEPT_TURNS = 1024;
/** After the work a drain was waiting for ended: time for the requests to send their answers. */
const ANSWER_GRACE_MS = 1_000;
/** How long a connection accepted before the listener closed may take to start its request. */
const SILENT_GRACE_MS = 1_000;

/**
 * Closes the listening socket after a whole event-loop turn (one poll phase between two
 * `setImmediate`s) accepted no connection, i.e. the kernel's backlog was empty: closing it
 * earlier resets the connections still queued there.
 */
function closeListenerOnceBacklogEmpty(server: Server, onAllClosed: () => void, onListenerClosed: () => void): void {
  let accepted = true; // the turn in progress may not have polled yet
  let turns = 0;
  const onConnection = () => (accepted = true);
  server.on("connection", onConnection);
  const check = () => {
    if (accepted && turns++ < MAX_ACCEPT_TURNS) {
      accepted = false;
      setImmediate(check);
      return;
    }
    server.off("connection", onConnection);
    // net's close, not http's: http's would also destroy the connections just accepted, whose
    // requests are not read yet.
    NetServer.prototype.close.call(server, () => onAllClosed());
    onListenerClosed();
    setImmediate(() => server.closeIdleConnections());
  };
  setImmediate(check);
}
