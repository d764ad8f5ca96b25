import { afterAll, afterEach, beforeAll } from "vitest";
import { startFakeHf, type FakeHf } from "#test-support/fake-hf";
import { startFakeOpenAi, type FakeOpenAi } from "#test-support/fake-openai";
import { createTestContext, type TestContext } from "./harness";

export const HF_MODELS = ["org/modelo-a", "org/modelo-b", "org/modelo-c", "org/modelo-d"];
export const SERVER_KEY = "sk-servidor-chave-de-teste-0001";

export interface AiTestContext extends TestContext {
  openai: FakeOpenAi;
  hf: FakeHf;
}

/**
 * For tests about a primary that hangs (fake mode "hang"): a short primary time limit, sure to
 * run out since a hanging fake never answers. Only the primary's: the provider expected to
 * answer next keeps its generous one.
 */
export const SHORT_PRIMARY_TIMEOUT = { AI_TIMEOUT_SECONDS: "0.3" } as const;

/**
 * An app whose AI chain points at the fake providers on loopback (real protocols). The time
 * limits are generous (a provider that should answer must never lose a race against a real
 * deadline on a busy machine); a test about a hanging primary adds SHORT_PRIMARY_TIMEOUT, and
 * timeouts themselves are tested on the providers with a manual clock. Cooldown off unless a
 * test wants it.
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
    AI_TIMEOUT_SECONDS: "30",
    HF_TIMEOUT_SECONDS: "30",
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

/**
 * The one way a test file gets its AI context: created before the file's tests, closed after
 * them, and both fakes back to their start state (modes, texts, delays, recorded requests) after
 * each test, so no test depends on what the one before it set. The returned object forwards to
 * the context once `beforeAll` has made it.
 */
export function useAiTestContext(env: Record<string, string> = {}): AiTestContext {
  let current: AiTestContext | undefined;
  beforeAll(async () => {
    current = await createAiTestContext(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  afterEach(() => {
    current?.openai.reset();
    current?.hf.reset();
  });
  return new Proxy({} as AiTestContext, {
    get(_target, key) {
      if (!current) throw new Error("O contexto de IA só existe dentro dos testes (depois do beforeAll).");
      return Reflect.get(current, key) as unknown;
    },
  });
}

// The SSE readers live in test-support (also used by the cluster test, over real HTTP).
export { readSse, sseEvents, textOf, type SseEvent } from "#test-support/sse";
