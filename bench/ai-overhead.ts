/**
 * (b) First-token overhead of POST /api/chat over calling the (fake, loopback) provider
 * directly, p50/p99, with 1 and with 50 concurrent streams.
 * Run: node --import tsx bench/ai-overhead.ts [rounds=20]
 */
import { startFakeOpenAi } from "#test-support/fake-openai";
import { ms, percentile, startAppServer } from "./app-server";

const rounds = Number(process.argv[2] ?? 20);

/** Milliseconds until the first chunk that contains `marker`, then drains the body. */
async function firstChunk(res: Response, marker: string, started: number): Promise<number> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let at = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (at < 0 && seen.includes(marker)) at = performance.now() - started;
  }
  return at;
}

const openai = await startFakeOpenAi({ mode: "ok" });
const app = await startAppServer({ AI_BASE_URL: openai.url, AI_API_KEY: "sk-bench-0000000000000000" });
try {
  const cookies = await Promise.all(Array.from({ length: 50 }, () => app.userCookie("premium")));

  const direct = () => {
    const started = performance.now();
    return fetch(`${openai.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body: JSON.stringify({ model: "gpt-3.5-turbo", stream: true, messages: [{ role: "user", content: "Rampa?" }] }),
    }).then((res) => firstChunk(res, '"content"', started));
  };
  const viaApp = (cookie: string) => {
    const started = performance.now();
    return fetch(`${app.baseUrl}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.baseUrl, cookie },
      body: JSON.stringify({ message: "Rampa?" }),
    }).then((res) => firstChunk(res, "event: token", started));
  };

  // Warm-up.
  for (let i = 0; i < 5; i++) {
    await direct();
    await viaApp(cookies[0]!);
  }

  for (const concurrency of [1, 50]) {
    const directTimes: number[] = [];
    const appTimes: number[] = [];
    for (let r = 0; r < rounds; r++) {
      directTimes.push(...(await Promise.all(Array.from({ length: concurrency }, direct))));
      appTimes.push(...(await Promise.all(cookies.slice(0, concurrency).map(viaApp))));
    }
    const line = (label: string, v: number[]) => `${label} p50 ${ms(percentile(v, 50))} · p99 ${ms(percentile(v, 99))}`;
    console.log(`concorrência ${concurrency} (${directTimes.length} fluxos cada):`);
    console.log(`  ${line("provedor direto    ", directTimes)}`);
    console.log(`  ${line("via /api/chat      ", appTimes)}`);
    console.log(`  sobrecarga: p50 +${ms(percentile(appTimes, 50) - percentile(directTimes, 50))} · p99 +${ms(percentile(appTimes, 99) - percentile(directTimes, 99))}`);
  }
} finally {
  await app.close();
  await openai.close();
}
