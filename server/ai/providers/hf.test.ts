import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeHf, FAKE_HF_DEFAULT_TEXT, startFakeHf } from "#test-support/fake-hf";
import { type CompletionRequest, type Provider, ProviderError, type StreamEvent } from "#lib/ai-client/types";
import { buildHfPrompt, createHfProvider, cutHfAnswer, DEFAULT_HF_MODELS } from "./hf";
import { ManualTimer, until } from "#server/test/manual-timer";

const TOKEN = "hf_test_token_abcdefghijklmnopqrstuvwxyz";
const SYSTEM = "Você é um arquiteto especialista em normas técnicas brasileiras.";
const QUESTION = "Qual a inclinação máxima de uma rampa?";
const [M1, M2, M3, M4] = DEFAULT_HF_MODELS;

let fake: FakeHf;

beforeAll(async () => {
  fake = await startFakeHf();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

/**
 * Per model, R-AI-3's 20 s, so a model expected to answer never races a deadline. Tests about
 * timeouts pass a ManualTimer and move its clock once the fake has the request.
 */
const TIMEOUT = 20_000;

function provider(overrides: Partial<Parameters<typeof createHfProvider>[0]> = {}): Provider {
  return createHfProvider({ baseUrl: fake.url, token: TOKEN, models: DEFAULT_HF_MODELS, timeoutMs: TIMEOUT, ...overrides });
}

/** Lets the time limit run out for each of the next `count` requests, as each one arrives. */
async function timeOut(timer: ManualTimer, count: number) {
  for (let i = 1; i <= count; i++) {
    const seen = fake.requests.length + 1;
    await until(() => fake.requests.length >= seen, `o pedido ${i} chegar ao provedor falso`);
    timer.advance(TIMEOUT);
  }
}

function request(overrides: Partial<CompletionRequest> = {}): CompletionRequest {
  return { system: SYSTEM, messages: [{ role: "user", content: QUESTION }], ...overrides };
}

async function collect(p: Provider, req: CompletionRequest = request()): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of p.stream(req)) events.push(event);
  return events;
}

async function failure(p: Provider, req: CompletionRequest = request()): Promise<ProviderError> {
  try {
    const events = await collect(p, req);
    throw new Error(`expected a ProviderError, got ${JSON.stringify(events)}`);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
}

describe("buildHfPrompt and cutHfAnswer", () => {
  it("builds the prompt of R-AI-3: system, then 'Usuário: {question}' and 'Assistente:'", () => {
    expect(buildHfPrompt(SYSTEM, [{ role: "user", content: QUESTION }])).toBe(
      `${SYSTEM}\n\nUsuário: ${QUESTION}\nAssistente:`,
    );
  });

  it("puts earlier turns before the question with the same markers", () => {
    expect(
      buildHfPrompt(SYSTEM, [
        { role: "user", content: "Oi" },
        { role: "assistant", content: "Olá! Como posso ajudar?" },
        { role: "user", content: QUESTION },
      ]),
    ).toBe(`${SYSTEM}\n\nUsuário: Oi\nAssistente: Olá! Como posso ajudar?\nUsuário: ${QUESTION}\nAssistente:`);
  });

  it("keeps only the last few earlier turns", () => {
    const long = Array.from({ length: 20 }, (_, i) => ({ role: i % 2 ? ("assistant" as const) : ("user" as const), content: `m${i}` }));
    const prompt = buildHfPrompt(SYSTEM, [...long, { role: "user", content: QUESTION }]);
    expect(prompt).not.toContain("m13");
    expect(prompt).toContain("m14");
    expect(prompt.endsWith(`Usuário: ${QUESTION}\nAssistente:`)).toBe(true);
  });

  it("cuts the answer at the first marker and trims it", () => {
    expect(cutHfAnswer(" Use 8,33%.\nUsuário: e escadas?\nAssistente: ...")).toBe("Use 8,33%.");
    expect(cutHfAnswer("Use 8,33%. Assistente: outra coisa")).toBe("Use 8,33%.");
    expect(cutHfAnswer("Assistente: Use 8,33%.\nUsuário: ok")).toBe("Use 8,33%.");
    expect(cutHfAnswer("  sem marcador  ")).toBe("sem marcador");
  });
});

describe("createHfProvider", () => {
  it("posts R-AI-3's payload to /models/{model} with the bearer token", async () => {
    const events = await collect(provider());
    expect(events).toEqual([
      { type: "model", model: M1 },
      { type: "token", text: FAKE_HF_DEFAULT_TEXT.trim() },
    ]);
    expect(fake.requests).toHaveLength(1);
    const [recorded] = fake.requests;
    expect(recorded!.method).toBe("POST");
    expect(recorded!.path).toBe(`/models/${M1}`);
    expect(recorded!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(recorded!.body).toEqual({
      inputs: `${SYSTEM}\n\nUsuário: ${QUESTION}\nAssistente:`,
      parameters: { max_new_tokens: 800, temperature: 0.5, return_full_text: false },
    });
  });

  it("cuts the generated text at the markers", async () => {
    fake.setText(" Máximo de 8,33% (NBR 9050:2020).\nUsuário: e a largura?\nAssistente: 1,20 m.");
    const events = await collect(provider());
    expect(events[1]).toEqual({ type: "token", text: "Máximo de 8,33% (NBR 9050:2020)." });
  });

  it("tries the models in order until one answers", async () => {
    fake.setModes({ [M1!]: "500", [M2!]: "garbage", [M3!]: "empty" }, "ok");
    const failed: string[] = [];
    const events = await collect(provider({ onModelError: (error, model) => failed.push(`${model}:${error.kind}`) }));
    expect(fake.modelsRequested).toEqual([M1, M2, M3, M4]);
    expect(events[0]).toEqual({ type: "model", model: M4 });
    expect(failed).toEqual([`${M1}:retryable`, `${M2}:bad_response`, `${M3}:empty`]);
  });

  it("wrong shape → next model", async () => {
    fake.setModes({ [M1!]: "wrong-shape" }, "ok");
    expect((await collect(provider()))[0]).toEqual({ type: "model", model: M2 });
  });

  it("reports a loading model as model_loading when no model answers", async () => {
    fake.setModes({ [M1!]: "500", [M2!]: "loading" }, "401");
    const failed: string[] = [];
    const error = await failure(provider({ onModelError: (e) => failed.push(e.message) }));
    expect(error.kind).toBe("model_loading");
    expect(error.details).toMatchObject({ model: M2, estimatedSeconds: 20.5, status: 503 });
    expect(error.message).toBe(`O modelo ${M2} está carregando no Hugging Face (cerca de 21 s). Tente novamente em instantes.`);
    expect(failed[1]).toBe(`O modelo ${M2} está carregando no Hugging Face (cerca de 21 s). Tentando o próximo modelo.`);
  });

  it("401 on every model → auth", async () => {
    fake.setModes({}, "401");
    const error = await failure(provider());
    expect(error.kind).toBe("auth");
    expect(error.message).toBe("Chave API Hugging Face inválida ou sem permissão.");
    expect(error.message).not.toContain(TOKEN);
    expect(fake.modelsRequested).toHaveLength(4);
  });

  it("otherwise the last model's failure", async () => {
    fake.setModes({ [M1!]: "401", [M2!]: "500", [M3!]: "garbage" }, "empty");
    const error = await failure(provider());
    expect(error.kind).toBe("empty");
    expect(error.message).toBe("Desculpe, não consegui gerar uma resposta.");
    expect(error.details.cause).toEqual([
      { model: M1, kind: "auth", status: 401 },
      { model: M2, kind: "retryable", status: 500 },
      { model: M3, kind: "bad_response", status: 200 },
      { model: M4, kind: "empty", status: 200 },
    ]);
  });

  it("a hung model times out after the configured time and the next one answers", async () => {
    fake.setModes({ [M1!]: "hang" }, "ok");
    const timer = new ManualTimer();
    const failed: string[] = [];
    const result = collect(provider({ timer, onModelError: (error, model) => failed.push(`${model}:${error.kind}`) }));
    await until(() => fake.requests.length === 1, "o pedido chegar ao provedor falso");
    timer.advance(TIMEOUT - 1);
    expect(timer.fired).toBe(0);
    timer.advance(1);
    const events = await result;
    expect(timer.fired).toBe(1);
    expect(failed).toEqual([`${M1}:timeout`]);
    expect(events[0]).toEqual({ type: "model", model: M2 });
    expect(fake.modelsRequested).toEqual([M1, M2]);
  });

  it("a model that timed out makes the whole list a timeout (never retried as a 5xx)", async () => {
    fake.setModes({ [M1!]: "hang", [M2!]: "hang", [M3!]: "hang" }, "500");
    const timer = new ManualTimer();
    const result = failure(provider({ timer }));
    await timeOut(timer, 3);
    const error = await result;
    expect(error.kind).toBe("timeout");
    expect(fake.modelsRequested).toEqual([M1, M2, M3, M4]);
  });

  it("every model hung → timeout with R-AI-5's text", async () => {
    fake.setModes({}, "hang");
    const timer = new ManualTimer();
    const result = failure(provider({ timer }));
    await timeOut(timer, 4);
    const error = await result;
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("Tempo limite excedido ao se conectar com a Hugging Face. Tentando serviço alternativo.");
    expect(timer.fired).toBe(4);
  });

  it("the caller's abort stops at once, without trying the next models", async () => {
    fake.setModes({}, "hang");
    // The deadline never runs out on its own: only the abort can end the wait.
    const timer = new ManualTimer();
    const controller = new AbortController();
    const result = failure(provider({ timer }), request({ signal: controller.signal }));
    await until(() => fake.requests.length === 1, "o pedido chegar ao provedor falso");
    controller.abort();
    const error = await result;
    expect(error.kind).toBe("aborted");
    expect(timer.fired).toBe(0);
    expect(fake.modelsRequested).toEqual([M1]);
  });

  it("connection refused → retryable", async () => {
    const port = await closedPort();
    const error = await failure(provider({ baseUrl: `http://127.0.0.1:${port}` }));
    expect(error.kind).toBe("retryable");
    expect(error.message).toBe("Não foi possível se conectar com a Hugging Face.");
  });

  it("refuses an empty model list", () => {
    expect(() => provider({ models: [] })).toThrow();
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
