import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import { clientListSchema, clientSchema } from "#domain/clients.schema";
import { documentSchema } from "#domain/documents.schema";
import { projectSchema } from "#domain/projects.schema";
import { cleanUp, exited, logLines, signUpLia, start, startFresh, stop } from "./test/process";
import { read } from "./test/studio";

afterAll(cleanUp);

type Outcome = { status: number; headers: IncomingHttpHeaders; body: string } | { error: string };

const WRITES = 20;

/** Polls a condition (the server's log) with a generous deadline; no assumption about speed. */
async function until(condition: () => boolean, deadlineMs = 30_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condição não atingida a tempo");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("server shutdown", () => {
  it("answers every one of 20 concurrent writes caught by SIGTERM, and every 201 is in the database after a restart", async () => {
    const { running: first, base, env } = await startFresh("prancheta-shutdown-");
    const { status, cookie } = await signUpLia(base);
    expect(status).toBe(200);

    // Keep-alive clients, as browsers and proxies are: a connection is reused unless the server
    // says `Connection: close`.
    const agents = [new Agent({ keepAlive: true, maxSockets: WRITES }), new Agent({ keepAlive: true, maxSockets: WRITES })];
    const post = (i: number, agent: Agent, options: { continued?: () => void } = {}) => {
      const body = JSON.stringify({ name: `Cliente ${i}` });
      let onSent!: () => void;
      const sent = new Promise<void>((resolve) => (onSent = resolve));
      let answered!: () => void;
      const firstByte = new Promise<void>((resolve) => (answered = resolve));
      let sendBody!: () => void;
      const outcome = new Promise<Outcome>((resolve) => {
        const headers: Record<string, string | number> = { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: base, cookie };
        if (options.continued) headers.expect = "100-continue";
        const req = httpRequest({ agent, host: "127.0.0.1", port: first.port, method: "POST", path: "/api/clients", headers }, (res) => {
          answered();
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
        });
        req.on("finish", onSent);
        req.on("error", (err: NodeJS.ErrnoException) => {
          onSent();
          resolve({ error: err.code ?? err.message });
        });
        if (options.continued) {
          req.on("continue", options.continued);
          req.flushHeaders();
          sendBody = () => req.end(body);
        } else req.end(body);
      });
      return { outcome, sent, firstByte, sendBody: () => sendBody() };
    };

    // SIGTERM "in the middle", without depending on timing:
    // - write 1 is in flight: the server has parsed its headers (it answered "100 Continue") and
    //   its body only comes once the server is shutting down;
    // - writes 2–10 race the server; once one of them is answered, the server is frozen (SIGSTOP);
    // - writes 11–20 are put on the wire while it is frozen (half through the agent of writes
    //   2–10, reusing their kept-alive connections when free, half on new connections that wait
    //   in the kernel's accept queue), and only then the server gets SIGTERM and resumes.
    let headersParsed!: () => void;
    const inFlightReady = new Promise<void>((resolve) => (headersParsed = resolve));
    const inFlight = post(1, agents[0]!, { continued: headersParsed });
    await inFlightReady;
    const racing = Array.from({ length: 9 }, (_, i) => post(i + 2, agents[0]!));
    await Promise.race([...racing.map((w) => w.firstByte), Promise.all(racing.map((w) => w.outcome))]);
    first.child.kill("SIGSTOP");
    const frozen = Array.from({ length: 10 }, (_, i) => post(i + 11, agents[i % 2]!));
    await Promise.all(frozen.map((w) => w.sent));
    const exit = exited(first);
    first.child.kill("SIGTERM");
    first.child.kill("SIGCONT");
    await until(() => first.output().includes("aguardando requisições em andamento"));
    inFlight.sendBody();
    const writes = [inFlight, ...racing, ...frozen];
    const results = await Promise.all(writes.map((w) => w.outcome));
    for (const agent of agents) agent.destroy();

    // Every request got an HTTP answer: created, or refused with a pt-BR 503 that closes the
    // connection — never a reset the client cannot interpret.
    expect(results.filter((r) => "error" in r)).toEqual([]);
    const answers = results as Extract<Outcome, { status: number }>[];
    for (const answer of answers) expect([201, 503]).toContain(answer.status);
    for (const refused of answers.filter((a) => a.status === 503)) {
      expect(refused.headers.connection).toBe("close");
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(JSON.parse(refused.body)).toEqual({
        error: { code: "unavailable", message: "O servidor está reiniciando. Tente novamente em instantes." },
      });
    }
    // The request in flight when the signal came was finished, and told its client not to reuse
    // the connection.
    expect(answers[0]).toMatchObject({ status: 201, headers: { connection: "close" } });
    expect(await exit).toBe(0);
    expect(first.output()).toContain("encerrado");
    expect(logLines(first).filter((entry) => (entry.level as number) >= 40)).toEqual([]);

    // After a restart on the same data dir: exactly the writes answered 201 exist.
    const created = answers.filter((a) => a.status === 201).map((a) => clientSchema.parse(JSON.parse(a.body)).id);
    const second = await start(env);
    try {
      const list = await fetch(`${base}/api/clients?pageSize=100`, { headers: { cookie } });
      expect(list.status).toBe(200);
      const { items, total } = await read(clientListSchema, list);
      expect(items.map((item) => item.id).sort()).toEqual([...created].sort());
      expect(total).toBe(created.length);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 180_000);

  it("does not wait for a connection that never sends a request (a preconnect, a TCP check)", async () => {
    const { running } = await startFresh("prancheta-shutdown-idle-");
    const socket = connect(running.port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const closedByServer = new Promise<boolean>((resolve) => socket.once("close", () => resolve(true)));
    socket.on("error", () => {});
    const exit = exited(running);
    running.child.kill("SIGTERM");
    // Before: the connection held the drain until its 8 s deadline, which ended with a warning.
    expect(await exit).toBe(0);
    expect(await closedByServer).toBe(true);
    expect(logLines(running).filter((entry) => (entry.level as number) >= 40)).toEqual([]);
  }, 120_000);

  it("lets 15 PDF exports queued on the export worker at SIGTERM finish, or refuses them with a pt-BR 503: none is cut", async () => {
    const { running, base } = await startFresh("prancheta-shutdown-exports-");
    const { cookie } = await signUpLia(base);
    const headers = { "content-type": "application/json", origin: base, cookie };
    const client = await read(clientSchema, await fetch(`${base}/api/clients`, { method: "POST", headers, body: JSON.stringify({ name: "Maria Conceição" }) }));
    const project = await read(projectSchema, await fetch(`${base}/api/projects`, { method: "POST", headers, body: JSON.stringify({ name: "Casa Conceição", type: "residencial", clientId: client.id }) }));
    const memorial = await read(documentSchema, await fetch(`${base}/api/projects/${project.id}/documents`, { method: "POST", headers, body: JSON.stringify({ kind: "memorial" }) }));
    // A long memorial (about 30 pages): its PDF takes 1–2 s, so 15 of them queue for far longer
    // than the 8 s the drain gave requests before.
    const sentence = "Os revestimentos cerâmicos das áreas molhadas serão assentados com argamassa colante, juntas de 3 mm e rejunte epóxi, conforme as normas da ABNT aplicáveis. ";
    const content = {
      sections: WRITTEN_SECTIONS.memorial.map((spec, i) => ({
        key: spec.key,
        title: spec.title,
        blocks: [
          ...Array.from({ length: 10 }, () => ({ type: "paragraph", content: [{ text: sentence.repeat(3) }] })),
          ...(i === 2 ? [{ type: "table", header: true, rows: Array.from({ length: 40 }, (_, r) => [[{ text: "Íntimo" }], [{ text: `Dormitório ${r + 1}` }], [{ text: "12,00 m²" }]]) }] : []),
        ],
      })),
    };
    const saved = await fetch(`${base}/api/documents/${memorial.id}`, { method: "PUT", headers, body: JSON.stringify({ baseVersion: memorial.version, content }) });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const EXPORTS = 15;
    let firstDone!: () => void;
    const oneDone = new Promise<void>((resolve) => (firstDone = resolve));
    const exports = Array.from(
      { length: EXPORTS },
      () =>
        new Promise<Outcome>((resolve) => {
          // A connection each, as a proxy opens them.
          const req = httpRequest({ agent: false, host: "127.0.0.1", port: running.port, path: `/api/documents/${memorial.id}/export?format=pdf`, headers: { cookie } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              firstDone();
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") });
            });
            res.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
          });
          req.on("error", (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
          req.end();
        }),
    );
    // Once one PDF is out, the other 14 wait in the export worker's queue.
    await oneDone;
    const exit = exited(running);
    running.child.kill("SIGTERM");
    const results = await Promise.all(exports);

    expect(results.filter((r) => "error" in r)).toEqual([]);
    const answers = results as Extract<Outcome, { status: number }>[];
    for (const answer of answers) {
      if (answer.status === 200) {
        expect(answer.headers["content-type"]).toBe("application/pdf");
        expect(answer.body.startsWith("%PDF-")).toBe(true);
        expect(answer.body.trimEnd().endsWith("%%EOF")).toBe(true);
      } else {
        // Refused cleanly: the client may send it again (to another process) after Retry-After.
        expect(answer.status).toBe(503);
        expect(answer.headers["retry-after"]).toMatch(/^\d+$/);
        expect(JSON.parse(Buffer.from(answer.body, "latin1").toString("utf8"))).toEqual({ error: { code: "unavailable", message: "O servidor está reiniciando. Tente novamente em instantes." } });
      }
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await exit).toBe(0);
    // Nothing was cut at the deadline (that is a warning), and the process ended normally.
    expect(logLines(running).filter((entry) => (entry.level as number) >= 40)).toEqual([]);
    expect(running.output()).toContain("encerrado");
  }, 180_000);
});
