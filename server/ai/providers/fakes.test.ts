import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeHf, startFakeHf } from "#test-support/fake-hf";
import { type FakeOpenAi, startFakeOpenAi } from "#test-support/fake-openai";

/** The fakes' wire format, read raw (the providers' tests rely on it matching the real APIs). */

let openai: FakeOpenAi;
let hf: FakeHf;

beforeAll(async () => {
  openai = await startFakeOpenAi({ text: "Olá mundo" });
  hf = await startFakeHf({ text: "Resposta" });
});
afterAll(async () => {
  await openai.close();
  await hf.close();
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("fake OpenAI", () => {
  it("streams OpenAI chunks, a stop chunk and [DONE]", async () => {
    openai.reset();
    const response = await post(`${openai.url}/v1/chat/completions`, { model: "gpt-3.5-turbo", stream: true, messages: [] });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = (await response.text()).split("\n\n").filter(Boolean);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.replace(/^data: /, "")) as Record<string, unknown>);
    expect(chunks[1]).toMatchObject({
      object: "chat.completion.chunk",
      model: "gpt-3.5-turbo",
      choices: [{ index: 0, delta: { content: "Olá " }, finish_reason: null }],
    });
    expect(chunks.at(-1)).toMatchObject({ choices: [{ delta: {}, finish_reason: "stop" }] });
  });

  it("answers plain JSON without stream, and records the request", async () => {
    openai.reset();
    const response = await fetch(`${openai.url}/chat/completions`, {
      method: "POST",
      headers: { authorization: "Bearer sk-x" },
      body: JSON.stringify({ model: "m", messages: [] }),
    });
    expect(await response.json()).toMatchObject({ model: "m", choices: [{ message: { role: "assistant", content: "Olá mundo" } }] });
    expect(openai.requests[0]).toMatchObject({ method: "POST", path: "/chat/completions", body: { model: "m" } });
    expect(openai.requests[0]!.headers.authorization).toBe("Bearer sk-x");
  });

  it("is driven over HTTP by other processes", async () => {
    openai.reset();
    expect((await post(`${openai.url}/__fake/mode`, { mode: "429-quota" })).status).toBe(200);
    expect(openai.mode).toBe("429-quota");
    const failed = await post(`${openai.url}/chat/completions`, { model: "m" });
    expect(failed.status).toBe(429);
    expect(await failed.json()).toMatchObject({ error: { code: "insufficient_quota", type: "insufficient_quota" } });
    expect(await (await fetch(`${openai.url}/__fake/requests`)).json()).toHaveLength(1);
    expect((await post(`${openai.url}/__fake/mode`, { mode: "nope" })).status).toBe(400);
    await post(`${openai.url}/__fake/reset`, {});
    expect(openai.mode).toBe("ok");
    expect(openai.requests).toHaveLength(0);
  });
});

describe("fake Hugging Face", () => {
  it("answers per model, the model id keeping its slash", async () => {
    hf.reset();
    hf.setMode("loading", "mistralai/Mistral-7B-Instruct-v0.2");
    const loading = await post(`${hf.url}/models/mistralai/Mistral-7B-Instruct-v0.2`, { inputs: "x" });
    expect(loading.status).toBe(503);
    expect(await loading.json()).toEqual({
      error: "Model mistralai/Mistral-7B-Instruct-v0.2 is currently loading",
      estimated_time: 20.5,
    });
    const ok = await post(`${hf.url}/models/google/gemma-2-2b-it`, { inputs: "x" });
    expect(await ok.json()).toEqual([{ generated_text: "Resposta" }]);
    expect(hf.modelsRequested).toEqual(["mistralai/Mistral-7B-Instruct-v0.2", "google/gemma-2-2b-it"]);
  });

  it("is driven over HTTP by other processes", async () => {
    hf.reset();
    await post(`${hf.url}/__fake/mode`, { mode: "401" });
    expect((await post(`${hf.url}/models/a/b`, { inputs: "x" })).status).toBe(401);
    await post(`${hf.url}/__fake/mode`, { mode: "ok", model: "a/b", text: "só para a/b" });
    expect(await (await post(`${hf.url}/models/a/b`, { inputs: "x" })).json()).toEqual([{ generated_text: "só para a/b" }]);
    expect((await post(`${hf.url}/models/c/d`, { inputs: "x" })).status).toBe(401);
  });
});
