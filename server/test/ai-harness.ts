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

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** One SSE block (lines up to a blank line) → its event, or undefined for comments (pings). */
function readBlock(block: string): SseEvent | undefined {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  return data.length ? { event, data: JSON.parse(data.join("\n")) as Record<string, unknown> } : undefined;
}

/** Reads a whole SSE response into events. */
export async function readSse(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  return text.split(/\r?\n\r?\n/).flatMap((block) => readBlock(block) ?? []);
}

export function textOf(events: SseEvent[]): string {
  return events.filter((e) => e.event === "token").map((e) => e.data.text as string).join("");
}

/**
 * Reads an SSE response event by event, for tests that act mid-stream (stop, disconnect).
 * `next()` resolves with undefined once the stream has ended.
 */
export function sseEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<SseEvent | undefined> {
      for (;;) {
        const end = buffer.search(/\r?\n\r?\n/);
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
          const event = readBlock(block);
          if (event) return event;
          continue;
        }
        const { done, value } = await reader.read();
        if (done) {
          const last = buffer;
          buffer = "";
          return last.trim() ? readBlock(last) : undefined;
        }
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** Reads until an event of this name (returned), failing if the stream ends first. */
    async until(name: string): Promise<SseEvent> {
      for (;;) {
        const event = await this.next();
        if (!event) throw new Error(`o fluxo terminou antes do evento ${name}`);
        if (event.event === name) return event;
      }
    },
    /** The rest of the stream. */
    async rest(): Promise<SseEvent[]> {
      const events: SseEvent[] = [];
      for (let e = await this.next(); e; e = await this.next()) events.push(e);
      return events;
    },
    cancel: () => reader.cancel(),
  };
}
