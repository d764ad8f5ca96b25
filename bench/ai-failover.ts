/**
 * (a) Time to an answer with every provider down — refused connections and hung sockets —
 * for the first request and while the cooldown is active.
 * Run: node --import tsx bench/ai-failover.ts [--quick]
 * --quick scales the provider timeouts down (3 s and 2 s) to keep the hung-socket case short;
 * without it R-AI-2's 30 s + R-AI-3's 4 × 20 s apply to the first request.
 */
import { spawnSync } from "node:child_process";
import { startFakeHf } from "#test-support/fake-hf";
import { startFakeOpenAi } from "#test-support/fake-openai";
import { startAppServer, ms } from "./app-server";
import { freePort } from "./lib";

const quick = process.argv.includes("--quick");
const timeouts: Record<string, string> = quick ? { AI_TIMEOUT_SECONDS: "3", HF_TIMEOUT_SECONDS: "2" } : {};

async function timeAnswers(label: string, env: Record<string, string>) {
  const app = await startAppServer({ AI_API_KEY: "sk-bench-0000000000000000", HF_TOKEN: "hf_bench", AI_COOLDOWN_SECONDS: "30", ...timeouts, ...env });
  try {
    const cookie = await app.userCookie("premium");
    const times: number[] = [];
    let provider = "";
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const res = await fetch(`${app.baseUrl}/api/ai/complete`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.baseUrl, cookie },
        body: JSON.stringify({ prompt: "Qual a inclinação máxima de uma rampa acessível?" }),
      });
      provider = ((await res.json()) as { provider: string }).provider;
      times.push(performance.now() - started);
    }
    console.log(`${label}: 1ª resposta ${ms(times[0]!)} · com cooldown ativo ${times.slice(1).map(ms).join(", ")} · serviço: ${provider}`);
  } finally {
    await app.close();
  }
}

// Each scenario in its own process: an earlier scenario's sockets and timers must not colour
// the next one's timings.
const scenario = process.argv.find((a) => a.startsWith("--scenario="))?.slice("--scenario=".length);
if (!scenario) {
  for (const name of ["refused", "hung"]) {
    const child = spawnSync(process.execPath, ["--import", "tsx", process.argv[1]!, `--scenario=${name}`, ...(quick ? ["--quick"] : [])], {
      stdio: "inherit",
    });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
} else if (scenario === "refused") {
  const closedA = await freePort();
  const closedB = await freePort();
  await timeAnswers("conexões recusadas", {
    AI_BASE_URL: `http://127.0.0.1:${closedA}`,
    HF_BASE_URL: `http://127.0.0.1:${closedB}`,
  });
} else {
  const openai = await startFakeOpenAi({ mode: "hang" });
  const hf = await startFakeHf({ defaultMode: "hang" });
  try {
    await timeAnswers(`sockets travados (timeouts ${quick ? "3 s + 4 × 2 s" : "30 s + 4 × 20 s"})`, {
      AI_BASE_URL: openai.url,
      HF_BASE_URL: hf.url,
    });
  } finally {
    await openai.close();
    await hf.close();
  }
}
process.exit(0);
