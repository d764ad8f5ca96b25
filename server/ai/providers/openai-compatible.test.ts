// The client lives in lib/ai-client/ (the browser uses it too, with the user's key); its
// tests run here, in the server project, because they drive the fake provider in test-support/.
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "#test-support/fake-openai";
import { type CompletionRequest, type Provider, ProviderError, type StreamEvent } from "#lib/ai-client/types";
import { createOpenAiProvider } from "#lib/ai-client/openai-compatible";
import { fetchPost, type HttpPost } from "#lib/ai-client/http";
import { nodePost } from "./node-post";
import { ManualTimer, until } from "#server/test/manual-timer";

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

/**
 * The provider's time limit in these tests: R-AI-2's 30 s, so a test that expects an answer
 * never races a deadline. Tests about timeouts pass a ManualTimer and move its clock.
 */
const TIMEOUT = 30_000;

function provider(overrides: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}): Provider {
  const post = chunkHook ? chunkByChunk(transport, chunkHook) : transport;
  return createOpenAiProvider({ baseUrl: fake.url, apiKey: KEY, model: "gpt-3.5-turbo", timeoutMs: TIMEOUT, post, ...overrides });
}

/** The transport of the describe block running (both run every test: the browser's and the server's). */
let transport: HttpPost = fetchPost;
let chunkHook: ((chunks: number) => void) | undefined;
afterEach(() => {
  chunkHook = undefined;
});

/**
 * Hands the provider its response body one chunk at a time and calls `onHandled` each time the
 * provider asks for the next chunk: the previous one has then been fully handled (parsed,
 * yielded, timer re-armed or not). That is the moment a test moves its virtual clock "while the
 * stream goes on". Applies to the providers made after it in the test.
 */
function onEveryChunk(onHandled: (chunks: number) => void) {
  chunkHook = onHandled;
}

function chunkByChunk(post: HttpPost, onHandled: (chunks: number) => void): HttpPost {
  return async (url, init) => {
    const reply = await post(url, init);
    let pulls = 0;
    const read = () => {
      if (pulls > 0) onHandled(pulls);
      pulls++;
      return reply.body.read();
    };
    return { ...reply, body: { read, cancel: () => reply.body.cancel() } };
  };
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

describe.each([
  ["fetch (the browser's)", fetchPost],
  ["node:http (the server's)", nodePost],
])("over %s", (_name, post) => {
  beforeEach(() => {
    transport = post;
  });

  describe("createOpenAiProvider: the request", () => {
    it("posts to {baseUrl}/chat/completions with the bearer key and R-AI-2's body", async () => {
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
        const events = await collect(createOpenAiProvider({ baseUrl: other.url, apiKey: KEY, model: "gpt-3.5-turbo", post: transport }));
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
      fake.setTokenInterval(30);
      fake.setText("um dois três quatro cinco seis sete oito nove dez");
      const timer = new ManualTimer();
      // 40% of the time limit passes with every chunk: at most two chunks (the role and the first
      // token) come before the first re-arm, and only re-arming on each chunk keeps it alive.
      let chunks = 0;
      onEveryChunk((n) => {
        chunks = n;
        timer.advance(TIMEOUT * 0.4);
      });
      const events = await collect(provider({ timer }));
      expect(textOf(events)).toBe("um dois três quatro cinco seis sete oito nove dez");
      expect(timer.fired).toBe(0);
      // The answer outlived its time limit several times over (virtual time).
      expect(chunks).toBeGreaterThanOrEqual(5);
      expect(timer.now).toBeGreaterThanOrEqual(2 * TIMEOUT);
    });

    it("drops leading blank deltas", async () => {
      fake.setText("\n\n  Resposta.");
      const events = await collect(provider());
      expect(textOf(events)).toBe("Resposta.");
    });

    it("tells the transport the body is complete after [DONE] (the socket may be kept), and not when the consumer stops early", async () => {
      const cancels: ({ complete?: boolean } | undefined)[] = [];
      const recording: HttpPost = async (url, init) => {
        const reply = await transport(url, init);
        return {
          ...reply,
          body: {
            read: () => reply.body.read(),
            cancel: (options) => {
              cancels.push(options);
              return reply.body.cancel(options);
            },
          },
        };
      };
      expect(textOf(await collect(provider({ post: recording })))).toBe(TEXT);
      fake.setMode("slow-stream");
      for await (const event of provider({ post: recording }).stream(request())) {
        if (event.type === "token") break;
      }
      expect(cancels).toEqual([{ complete: true }, { complete: false }]);
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

    it("429 insufficient_quota → quota, with R-AI-5's text", async () => {
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

    it.each(["garbage", "wrong-shape", "garbage-sse"] as const)("%s → bad_response with R-AI-5's text", async (mode) => {
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

    it("empty content (streamed and not) → empty with R-AI-5's text, nothing yielded", async () => {
      fake.setMode("empty");
      const streamed = await failure(provider());
      expect(streamed.events).toEqual([]);
      expect(streamed.error.kind).toBe("empty");
      expect(streamed.error.message).toBe("Desculpe, não consegui gerar uma resposta.");

      fake.setStreamFormat({ ignoreStream: true });
      expect((await failure(provider())).error.kind).toBe("empty");
    });

    it("hang → timeout after the configured time, with R-AI-5's text", async () => {
      fake.setMode("hang");
      const timer = new ManualTimer();
      const result = failure(provider({ timer }));
      await until(() => fake.requests.length === 1, "o pedido chegar ao provedor falso");
      timer.advance(TIMEOUT - 1);
      expect(timer.fired).toBe(0);
      timer.advance(1);
      const { error } = await result;
      expect(timer.fired).toBe(1);
      expect(error.kind).toBe("timeout");
      expect(error.message).toBe("Tempo limite excedido ao se conectar com a OpenAI. Tentando serviço alternativo.");
    });

    it("keep-alive comments without a token still time out (first-token deadline)", async () => {
      fake.setMode("keepalive");
      const timer = new ManualTimer();
      const controller = new AbortController();
      // A quarter of the time limit passes with every comment: the deadline set before the
      // request must run out at the fourth. Were comments re-arming it, it never would (the
      // abort after eight only keeps a broken provider from hanging the test).
      let comments = 0;
      onEveryChunk((n) => {
        comments = n;
        if (n > 8) controller.abort();
        else timer.advance(TIMEOUT / 4);
      });
      const { error, events } = await failure(provider({ timer }), request({ signal: controller.signal }));
      expect(error.kind).toBe("timeout");
      expect(events).toEqual([]);
      expect(comments).toBe(4);
      expect(timer.started).toBe(1);
    });

    it("headers later than the timeout → timeout", async () => {
      // The headers would come a (real) second later; the (virtual) deadline passes first.
      fake.setDelay(1_000);
      const timer = new ManualTimer();
      const result = failure(provider({ timer }));
      await until(() => fake.requests.length === 1, "o pedido chegar ao provedor falso");
      timer.advance(TIMEOUT);
      expect((await result).error.kind).toBe("timeout");
    });

    it("a stream that stalls after the first token → timeout, after tokens were yielded", async () => {
      fake.setMode("slow-stream");
      fake.setTokenInterval(5_000); // the second token is (really) seconds away
      const timer = new ManualTimer();
      const events: StreamEvent[] = [];
      let caught: unknown;
      try {
        for await (const event of provider({ timer }).stream(request())) {
          events.push(event);
          if (event.type === "token" && events.length === 2) {
            timer.advance(TIMEOUT - 1);
            expect(timer.fired).toBe(0);
            timer.advance(1);
          }
        }
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ProviderError);
      expect((caught as ProviderError).kind).toBe("timeout");
      expect(events[0]).toEqual({ type: "model", model: "gpt-3.5-turbo" });
      expect(events.filter((e) => e.type === "token").length).toBeGreaterThanOrEqual(1);
      await until(() => fake.requests[0]?.closedEarly === true, "o provedor falso ver a conexão fechada");
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
      // For the log: the system's code, where fetch (its error's cause) and node:http (the error) put it.
      expect(error.details.cause).toMatchObject({ code: "ECONNREFUSED" });
    });
  });

  describe("createOpenAiProvider: the caller stops", () => {
    it("an abort while waiting → aborted, at once", async () => {
      fake.setMode("hang");
      // The deadline never runs out on its own: only the abort can end the wait.
      const timer = new ManualTimer();
      const controller = new AbortController();
      const result = failure(provider({ timer }), request({ signal: controller.signal }));
      await until(() => fake.requests.length === 1, "o pedido chegar ao provedor falso");
      controller.abort();
      const { error } = await result;
      expect(error.kind).toBe("aborted");
      expect(timer.fired).toBe(0);
      expect(timer.pending).toBe(0);
      await until(() => fake.requests[0]?.closedEarly === true, "o provedor falso ver a conexão fechada");
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
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
