import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { cleanUp, exited, freePort, start, track } from "./test/process";

afterAll(cleanUp);

it("still exits 0 on SIGTERM when whoever read its log has gone (stdout is a broken pipe)", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const running = await start({ DATA_DIR: track(mkdtempSync(join(tmpdir(), "prancheta-stdout-"))), PORT: String(port), BASE_URL: base });
  // The reader goes away: every later log line meets EPIPE.
  running.child.stdout.destroy();
  running.child.stderr.destroy();
  // Requests keep being answered (and logged into the void).
  for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
  const code = exited(running);
  running.child.kill("SIGTERM");
  // Generous: a clean exit takes well under a second; the bug was never exiting at all.
  const outcome = await Promise.race([code, new Promise((resolve) => setTimeout(() => resolve("preso"), 30_000))]);
  expect(outcome).toBe(0);
}, 90_000);
