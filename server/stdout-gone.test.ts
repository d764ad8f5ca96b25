import { afterAll, expect, it } from "vitest";
import { cleanUp, exited, startFresh } from "./test/process";

afterAll(cleanUp);

it("still exits 0 on SIGTERM when whoever read its log has gone (stdout is a broken pipe)", async () => {
  const { running, base } = await startFresh("prancheta-stdout-");
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
