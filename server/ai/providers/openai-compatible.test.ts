// The client lives in domain/ai-client/ (the browser uses it too, with the user's key); its
// tests run here, in the server project, because they drive the fake provider in e2e/fixtures.
import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../../e2e/fixtures/fake-openai";
import { type CompletionRequest, type Provider, ProviderError, type StreamEvent } from "../../../domain/ai-client/types";
import { createOpenAiProvider } from "../../../domain/ai-client/openai-compatible";

const KEY = "sk-test-1234567890abcdefghijklmnop";
const SYSTEM = "Você é um arquiteto especialista em normas técnicas brasileiras.";
const TEXT = "A NBR 9050:2020 pede rampas com inclinação máxima de 8,33%, largura mínima de 1,20 m — ação, coração.";

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi({ text: TEXT });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

function provider(overrides: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}): Provider {
  return createOpenAiProvider({ baseUrl: fake.url, apiKey: KEY, model: "gpt-3.5-turbo", timeoutMs: 1_000, ...overrides });
}

function request(overrides: Partial<CompletionRequest> = {}): CompletionRequest {
  return { system: SYSTEM, messages: [{ role: "user", content: "Qual a largura mínima de uma rampa?" }], ...overrides };
}

async function collect(p: Provider, req: CompletionRequest = request()): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of p.stream(req)) events.push(event);
  return events;
}

const textOf = (events: StreamEvent[]) =>
  events.map((e) => (e.type === "token" ? e.text : "")).join("");

/** Runs the stream to its end and returns the ProviderError it threw, with the events before it. */
async function failure(p: Provider, req: CompletionRequest = request()) {
  const events: StreamEvent[] = [];
  try {
    for await (const event of p.stream(req)) events.push(event);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return { error: error as ProviderError, events };
  }
  throw new Error(`expected a ProviderError, got ${JSON.stringify(events)}`);
}

describe("createOpenAiProvider: the request", () => {
  it("posts to {baseUrl}/chat/completions with the bearer key and the spec's body", async () => {
    await collect(provider({ baseUrl: `${fake.url}/v1/` }), request({
      messages: [
        { role: "user", content: "Oi" },
        { role: "assistant", content: "Olá!" },
        { role: "user", content: "Qual a largura mínima de uma rampa?" },
      ],
    }));
    expect(fake.requests).toHaveLength(1);
    const [recorded] = fake.requests;
    expect(recorded!.method).toBe("POST");
    expect(recorded!.path).toBe("/v1/chat/completions");
    expect(recorded!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(recorded!.headers["content-type"]).toBe("application/json");
    expect(recorded!.body).toEqual({
      model: "gpt-3.5-turbo",
      messages: [
        { role: "system", content: SYSTEM },
        { role: "user", content: "Oi" },
        { role: "assistant", content: "Olá!" },
        { role: "user", content: "Qual a largura mínima de uma rampa?" },
      ],
      temperature: 0.5,
      max_tokens: 800,
      stream: true,
    });
  });

  it("sends no Authorization header when the key is empty (a local Ollama needs none)", async () => {
    await collect(provider({ apiKey: "" }));
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });
});

describe("createOpenAiProvider: answers", () => {
  it("streams the model and then the tokens in order", async () => {
    const events = await collect(provider());
    expect(events[0]).toEqual({ type: "model", model: "gpt-3.5-turbo" });
    expect(events.slice(1).every((e) => e.type === "token")).toBe(true);
    expect(events.length).toBeGreaterThan(10);
    expect(textOf(events)).toBe(TEXT);
  });

  it("reports the model the server says answered", async () => {
    const other = await startFakeOpenAi({ model: "gpt-3.5-turbo-0125" });
    try {
      const events = await collect(createOpenAiProvider({ baseUrl: other.url, apiKey: KEY, model: "gpt-3.5-turbo" }));
      expect(events[0]).toEqual({ type: "model", model: "gpt-3.5-turbo-0125" });
    } finally {
      await other.close();
    }
  });

  it("reassembles events cut inside the JSON line and inside UTF-8 characters, with CRLF", async () => {
    fake.setStreamFormat({ sseFragmentBytes: 37, crlf: true });
    expect(textOf(await collect(provider()))).toBe(TEXT);
    fake.setText("Ação: é ótimo.");
    fake.setStreamFormat({ sseFragmentBytes: 1 });
    expect(textOf(await collect(provider()))).toBe("Ação: é ótimo.");
  });

  it("accepts a non-streamed JSON answer as one token", async () => {
    fake.setStreamFormat({ ignoreStream: true });
    const events = await collect(provider());
    expect(events).toEqual([
      { type: "model", model: "gpt-3.5-turbo" },
      { type: "token", text: TEXT },
    ]);
  });

  it("keeps the inactivity timer per chunk: a slow but steady stream is not a timeout", async () => {
    fake.setMode("slow-stream");
    fake.setTokenInterval(40);
    fake.setText("um dois três quatro cinco seis sete oito nove dez");
    const started = Date.now();
    const events = await collect(provider({ timeoutMs: 200 }));
    expect(Date.now() - started).toBeGreaterThan(300);
    expect(textOf(events)).toBe("um dois três quatro cinco seis sete oito nove dez");
  });

  it("drops leading blank deltas", async () => {
    fake.setText("\n\n  Resposta.");
    const events = await collect(provider());
    expect(textOf(events)).toBe("Resposta.");
  });
});

describe("createOpenAiProvider: failures", () => {
  it("401 → auth, with the provider's name and never the key", async () => {
    fake.setMode("401");
    const { error, events } = await failure(provider({ displayName: "OpenRouter" }));
    expect(events).toEqual([]);
    expect(error.kind).toBe("auth");
    expect(error.message).toBe("Chave API OpenRouter inválida ou sem permissão.");
    expect(error.details.status).toBe(401);
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toMatch(/sk-/);
  });

  it("429 insufficient_quota → quota, with the spec's text", async () => {
    fake.setMode("429-quota");
    const { error } = await failure(provider());
    expect(error.kind).toBe("quota");
    expect(error.message).toBe("Limite de cota da OpenAI excedido. Tentando serviço alternativo.");
  });

  it("429 rate limit → retryable", async () => {
    fake.setMode("429-rate");
    const { error } = await failure(provider());
    expect(error.kind).toBe("retryable");
    expect(error.details.status).toBe(429);
  });

  it("500 → retryable; fail-then-ok answers after N failures", async () => {
    fake.setMode("500");
    const { error } = await failure(provider());
    expect(error.kind).toBe("retryable");
    expect(error.details.status).toBe(500);

    fake.setMode("fail-then-ok:2");
    expect((await failure(provider())).error.kind).toBe("retryable");
    expect((await failure(provider())).error.kind).toBe("retryable");
    expect(textOf(await collect(provider()))).toBe(TEXT);
  });

  it.each(["garbage", "wrong-shape", "garbage-sse"] as const)("%s → bad_response with the spec's text", async (mode) => {
    fake.setMode(mode);
    const { error, events } = await failure(provider());
    expect(events).toEqual([]);
    expect(error.kind).toBe("bad_response");
    expect(error.message).toBe("Desculpe, recebi uma resposta em formato inesperado. Tente novamente.");
  });

  it("an unknown model (404) → bad_response (not worth a retry)", async () => {
    fake.setMode("404-model");
    const { error } = await failure(provider());
    expect(error.kind).toBe("bad_response");
    expect(error.details.status).toBe(404);
    expect(error.message).toBe("A OpenAI recusou a requisição (HTTP 404). Verifique o modelo e o endereço configurados.");
  });

  it("empty content (streamed and not) → empty with the spec's text, nothing yielded", async () => {
    fake.setMode("empty");
    const streamed = await failure(provider());
    expect(streamed.events).toEqual([]);
    expect(streamed.error.kind).toBe("empty");
    expect(streamed.error.message).toBe("Desculpe, não consegui gerar uma resposta.");

    fake.setStreamFormat({ ignoreStream: true });
    expect((await failure(provider())).error.kind).toBe("empty");
  });

  it("hang → timeout after the configured time, with the spec's text", async () => {
    fake.setMode("hang");
    const started = Date.now();
    const { error } = await failure(provider({ timeoutMs: 200 }));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("Tempo limite excedido ao se conectar com a OpenAI. Tentando serviço alternativo.");
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1_000);
  });

  it("keep-alive comments without a token still time out (first-token deadline)", async () => {
    fake.setMode("keepalive");
    const started = Date.now();
    const { error } = await failure(provider({ timeoutMs: 300 }));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("headers later than the timeout → timeout", async () => {
    fake.setDelay(400);
    expect((await failure(provider({ timeoutMs: 150 }))).error.kind).toBe("timeout");
  });

  it("a stream that stalls after the first token → timeout, after tokens were yielded", async () => {
    fake.setMode("slow-stream");
    fake.setTokenInterval(500);
    const { error, events } = await failure(provider({ timeoutMs: 150 }));
    expect(error.kind).toBe("timeout");
    expect(events[0]).toEqual({ type: "model", model: "gpt-3.5-turbo" });
    expect(events.filter((e) => e.type === "token").length).toBeGreaterThanOrEqual(1);
  });

  it("a connection cut mid-stream → retryable, after tokens were yielded", async () => {
    fake.setMode("break-stream");
    const { error, events } = await failure(provider());
    expect(error.kind).toBe("retryable");
    expect(events.length).toBeGreaterThan(1);
  });

  it("connection refused (a closed port) → retryable", async () => {
    const port = await closedPort();
    const { error } = await failure(provider({ baseUrl: `http://127.0.0.1:${port}/v1` }));
    expect(error.kind).toBe("retryable");
    expect(error.message).toBe("Não foi possível se conectar com a OpenAI.");
    expect(error.message).not.toContain(KEY);
  });
});

describe("createOpenAiProvider: the caller stops", () => {
  it("an abort while waiting → aborted, at once", async () => {
    fake.setMode("hang");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const { error } = await failure(provider({ timeoutMs: 5_000 }), request({ signal: controller.signal }));
    expect(error.kind).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("an abort mid-stream → aborted, and the upstream connection is closed", async () => {
    fake.setMode("slow-stream");
    fake.setTokenInterval(50);
    const controller = new AbortController();
    const events: StreamEvent[] = [];
    let caught: unknown;
    try {
      for await (const event of provider().stream(request({ signal: controller.signal }))) {
        events.push(event);
        if (events.length === 3) controller.abort();
      }
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ProviderError);
    expect((caught as ProviderError).kind).toBe("aborted");
    await expect.poll(() => fake.requests[0]?.closedEarly).toBe(true);
  });

  it("an already aborted signal → aborted without a request", async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await failure(provider(), request({ signal: controller.signal }))).error.kind).toBe("aborted");
    expect(fake.requests).toHaveLength(0);
  });

  it("a consumer that stops iterating closes the upstream connection", async () => {
    fake.setMode("slow-stream");
    for await (const event of provider().stream(request())) {
      if (event.type === "token") break;
    }
    await expect.poll(() => fake.requests[0]?.closedEarly).toBe(true);
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
