import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GracefulServer } from "./graceful-shutdown";

/** Sends one raw HTTP/1.1 request on an open socket and resolves with the whole answer's text. */
function answerOn(socket: ReturnType<typeof connect>, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.once("close", () => resolve(text));
    socket.once("error", reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("GracefulServer.drain", () => {
  it("serves the first request of a connection opened before the signal (a proxy's), and closes it", async () => {
    const graceful = new GracefulServer();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = graceful.createServer({}, (req, res) => {
      // A slow request keeps the drain going while the late one arrives.
      if (req.url === "/lento") void held.then(() => res.end("lento"));
      else res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup = () => server.close();
    const { port } = server.address() as AddressInfo;

    const slow = connect(port, "127.0.0.1");
    const slowAnswer = answerOn(slow, "/lento");
    // Connected before the signal (accepted already, or still in the backlog: both must be
    // served), its request sent after it.
    const late = connect(port, "127.0.0.1");
    await new Promise((resolve) => late.once("connect", resolve));

    const drained = graceful.drain(30_000);
    const lateAnswer = await answerOn(late, "/");
    release();

    expect(lateAnswer).toMatch(/^HTTP\/1\.1 200/);
    expect(lateAnswer).toMatch(/\r\nConnection: close\r\n/i);
    expect(lateAnswer.endsWith("ok")).toBe(true);
    expect(await slowAnswer).toMatch(/^HTTP\/1\.1 200[\s\S]*lento$/);
    expect(await drained).toEqual({ cut: 0, expired: false });
  });

  it("past its deadline, waits for the work its requests wait on (the worker pools' drain), then lets them answer", async () => {
    const graceful = new GracefulServer();
    let finishWork!: () => void;
    // An export waiting for its render on a worker thread: it answers once the work is done.
    const work = new Promise<void>((resolve) => (finishWork = resolve));
    const server = graceful.createServer({}, (_req, res) => void work.then(() => res.end("pdf")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup = () => server.close();
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    const answer = answerOn(socket, "/exportar");
    await new Promise((resolve) => server.once("request", resolve));

    const drained = graceful.drain(50, { longerWhile: work });
    // Well after the 50 ms deadline: before, the request was cut there.
    setTimeout(finishWork, 500);
    expect(await drained).toEqual({ cut: 0, expired: false });
    expect(await answer).toMatch(/^HTTP\/1\.1 200[\s\S]*pdf$/);
  });
});
