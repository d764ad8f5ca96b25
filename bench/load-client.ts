import { Agent, request as httpRequest } from "node:http";

/**
 * The load benches' HTTP client: one keep-alive connection per virtual user, made from that
 * user's own loopback address (127.0.0.0/8 is all loopback on Linux). The app's sign-in limit
 * counts per IP — the socket's, or behind nginx the hop nginx appends to X-Forwarded-For, which
 * is nginx's view of the socket — so each user counts as its own client, through the proxy or
 * not, with the production limits unchanged. A header the client made up would count for nothing
 * behind nginx (the app reads only the last hop), and rightly so.
 */
export interface VirtualClient {
  readonly ip: string;
  send(req: LoadRequest): Promise<LoadResponse>;
  close(): void;
}

export interface LoadRequest {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export interface LoadResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** The address of virtual user `n` (0-based): 127.77.0.1, 127.77.0.2, … never 127.0.0.1. */
export function userIp(n: number): string {
  return `127.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export function virtualClient(ip: string): VirtualClient {
  // One socket: a closed-loop user has one request out at a time, like a browser tab's fetches in
  // sequence; a socket the server closed (a restart) is replaced on the next request.
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: ip });
  return {
    ip,
    send: (req) => send(agent, req),
    close: () => agent.destroy(),
  };
}

/** Thrown for a request that got no HTTP answer: its `code` (ECONNRESET, timeout…) names why. */
export class TransportError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

function send(agent: Agent, req: LoadRequest): Promise<LoadResponse> {
  return new Promise((resolve, reject) => {
    const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
    const headers: Record<string, string> = { ...req.headers };
    if (payload !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    const r = httpRequest(req.url, { method: req.method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") });
      });
      res.on("error", (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new TransportError(`resposta interrompida (${err.code ?? err.message})`));
      });
      res.on("aborted", () => {
        clearTimeout(timer);
        reject(new TransportError("resposta interrompida (aborted)"));
      });
    });
    const timer = setTimeout(() => r.destroy(new TransportError(`sem resposta em ${req.timeoutMs / 1000} s`)), req.timeoutMs);
    r.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(err instanceof TransportError ? err : new TransportError(err.code ?? err.message));
    });
    r.end(payload);
  });
}

/** The `name=value` pairs of every Set-Cookie, as one Cookie header. */
export function cookieFrom(res: LoadResponse): string {
  const set = res.headers["set-cookie"];
  const list = Array.isArray(set) ? set : set ? [set] : [];
  return list.map((c) => c.split(";")[0]!).join("; ");
}

/** Server-sent events of a finished stream, in order. */
export function sseEvents(text: string): { event: string; data: string }[] {
  const events: { event: string; data: string }[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) events.push({ event, data: data.join("\n") });
  }
  return events;
}
