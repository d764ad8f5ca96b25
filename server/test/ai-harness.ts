import { startFakeHf, type FakeHf } from "../../e2e/fixtures/fake-hf";
import { startFakeOpenAi, type FakeOpenAi } from "../../e2e/fixtures/fake-openai";
import { createTestContext, type TestContext } from "./harness";

export const HF_MODELS = ["org/modelo-a", "org/modelo-b", "org/modelo-c", "org/modelo-d"];
export const SERVER_KEY = "sk-servidor-chave-de-teste-0001";

export interface AiTestContext extends TestContext {
  openai: FakeOpenAi;
  hf: FakeHf;
}

/**
 * An app whose AI chain points at the fake providers on loopback (real protocols). Short
 * timeouts keep failure tests fast; cooldown off unless a test wants it.
 */
export async function createAiTestContext(env: Record<string, string> = {}): Promise<AiTestContext> {
  const openai = await startFakeOpenAi();
  const hf = await startFakeHf();
  const ctx = await createTestContext({
    AI_BASE_URL: openai.url,
    AI_API_KEY: SERVER_KEY,
    AI_MODEL: "gpt-3.5-turbo",
    HF_BASE_URL: hf.url,
    HF_TOKEN: "hf_token_de_teste",
    HF_MODELS: HF_MODELS.join(","),
    AI_TIMEOUT_SECONDS: "0.4",
    HF_TIMEOUT_SECONDS: "0.4",
    AI_COOLDOWN_SECONDS: "0",
    AI_RATE_LIMIT_MAX: "1000",
    ...env,
  });
  return {
    ...ctx,
    openai,
    hf,
    close: async () => {
      await ctx.close();
      await openai.close();
      await hf.close();
    },
  };
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a whole SSE response into events. */
export async function readSse(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  const events: SseEvent[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join("\n")) as Record<string, unknown> });
  }
  return events;
}

export function textOf(events: SseEvent[]): string {
  return events.filter((e) => e.event === "token").map((e) => e.data.text as string).join("");
}
