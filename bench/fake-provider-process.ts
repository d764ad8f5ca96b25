/**
 * The fake OpenAI-compatible provider in a process of its own, for benchmarks that time streams
 * through it: in the benchmark's process, its writes and the clients' reads would share one
 * event loop, and a question through the app crosses that loop twice (the provider's answer,
 * then the app's) where a direct one crosses it once, so its lag would count against the app.
 * Started by `startFakeProviderProcess`; prints `{"url": …}` once it listens, closes on SIGTERM.
 * Its mode, text and pacing are set through the fake's own control API (POST /__fake/mode).
 */
import { fileURLToPath } from "node:url";
import { exitWithParent, startReadyChild } from "./child-process";
import type { FakeOpenAiMode } from "#test-support/fake-openai";
import { startFakeOpenAi } from "#test-support/fake-openai";

export interface FakeProviderProcess {
  url: string;
  pid: number;
  /** The fake's mode, and optionally its text and the interval between streamed tokens. */
  set(options: { mode: FakeOpenAiMode; text?: string; tokenIntervalMs?: number }): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeProviderProcess(): Promise<FakeProviderProcess> {
  const child = await startReadyChild<{ url: string }>(fileURLToPath(import.meta.url), [], { what: "o provedor falso", timeoutMs: 60_000 });
  const { url } = child.ready;
  return {
    url,
    pid: child.pid,
    close: child.stop,
    async set(options) {
      const res = await fetch(`${url}/__fake/mode`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(options) });
      if (!res.ok) throw new Error(`o provedor falso recusou o modo: ${res.status} ${await res.text()}`);
    },
  };
}

// Started as a child: serve until SIGTERM.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startFakeOpenAi({ mode: "ok" });
  process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
  process.once("SIGTERM", () => {
    void fake.close().finally(() => process.exit(0));
  });
  exitWithParent();
}
