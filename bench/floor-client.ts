/**
 * bench/floor.ts's load generator, in a process of its own so that its CPU is not counted as the
 * server's: reads one job per stdin line (JSON `{ urls, count, connections, headers }`), sends
 * `count` GETs cycling through `urls` over `connections` keep-alive sockets, each socket one
 * request at a time, and prints one line `{ ok, failed, firstFailure }` when they have all ended.
 * Its first line, `{"ready":true}`, says it listens.
 */
import { Agent, request } from "node:http";
import { createInterface } from "node:readline";

interface Job {
  urls: string[];
  count: number;
  connections: number;
  headers: Record<string, string>;
  /** POSTs with this JSON body instead of GETs; the answer is read to its end either way. */
  body?: unknown;
}

function send(agent: Agent, url: string, headers: Record<string, string>, body: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const all = body === undefined ? headers : { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
    const r = request(url, { method: body === undefined ? "GET" : "POST", agent, headers: all }, (res) => {
      res.on("data", () => {});
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    r.on("error", reject);
    r.end(body);
  });
}

async function run(job: Job) {
  let next = 0;
  let ok = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const body = job.body === undefined ? undefined : JSON.stringify(job.body);
  // Fresh sockets per job: one the server closed while idle between jobs would fail the first request.
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (next < job.count) {
        const url = job.urls[next++ % job.urls.length]!;
        try {
          const status = await send(agent, url, job.headers, body);
          if (status === 200) ok++;
          else {
            failed++;
            firstFailure ??= `${url} → HTTP ${status}`;
          }
        } catch (err) {
          failed++;
          firstFailure ??= `${url} → ${(err as Error).message}`;
        }
      }
    }),
  );
  agent.destroy();
  return { ok, failed, firstFailure };
}

process.stdin.once("end", () => process.exit(0));
const lines = createInterface({ input: process.stdin });
console.log(JSON.stringify({ ready: true }));
for await (const line of lines) {
  const result = await run(JSON.parse(line) as Job);
  console.log(JSON.stringify(result));
}
