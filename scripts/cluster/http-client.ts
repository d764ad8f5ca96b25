import { request as httpRequest, type IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { CookieJar } from "#test-support/cookie-jar";

/**
 * A browser for tests against a running cluster: keeps its cookies, sends the Origin Better Auth
 * and the same-origin check expect (the cluster's BASE_URL, whichever port it talks to), and
 * connects from its own loopback address. Behind nginx the app sees the client's IP as the
 * connection's (nginx's $remote_addr), so a per-IP limit is this browser's alone: 127.0.0.7
 * reaches 127.0.0.1's ports on Linux like any loopback address.
 */
export class ClusterBrowser {
  private readonly cookies = new CookieJar();

  constructor(
    /** The cluster's BASE_URL: every request carries it as Origin. */
    private readonly origin: string,
    /** The loopback address this browser connects from, e.g. 127.0.0.7. */
    readonly ip: string,
  ) {}

  /** `url` is absolute: a pinned proxy port, the main one, or a process directly. */
  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h: Record<string, string> = { origin: this.origin, ...headers };
    let payload: Buffer | undefined;
    if (body instanceof FormData) {
      // Request writes the multipart body and its boundary, as fetch would.
      const encoded = new Request("http://localhost/", { method: "POST", body });
      payload = Buffer.from(await encoded.arrayBuffer());
      h["content-type"] = encoded.headers.get("content-type")!;
    } else if (body !== undefined) {
      payload = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
      h["content-type"] ??= "application/json";
    }
    if (payload) h["content-length"] = String(payload.length);
    const cookie = this.cookies.header();
    if (cookie) h.cookie = cookie;

    const target = new URL(url);
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: h, localAddress: this.ip, agent: false },
        resolve,
      );
      req.once("error", reject);
      req.end(payload);
    });

    this.cookies.store(res.headers["set-cookie"] ?? []);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, v);
    }
    const status = res.statusCode ?? 0;
    if ([101, 204, 205, 304].includes(status)) {
      res.resume();
      return new Response(null, { status, headers: responseHeaders });
    }
    return new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, { status, headers: responseHeaders });
  }

  get(url: string) {
    return this.request("GET", url);
  }

  post(url: string, body: unknown = {}) {
    return this.request("POST", url, body);
  }
}

