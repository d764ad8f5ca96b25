import { describe, expect, it } from "vitest";
import { defaultBackoffMs, runChain, type ChainEvent } from "./chain";
import { Cooldown } from "./cooldown";
import { ProviderError, type Provider, type StreamEvent } from "#lib/ai-client/types";
import type { OfflineAnswer } from "./types";

/** A provider double (AI providers are outside services): scripted outcomes, one per call. */
function scripted(id: "primary" | "fallback", outcomes: (string[] | ProviderError | { tokens: string[]; then: ProviderError })[]) {
  let calls = 0;
  const provider: Provider & { calls: () => number } = {
    id,
    displayName: id === "primary" ? "OpenAI" : "Hugging Face",
    calls: () => calls,
    async *stream(): AsyncIterable<StreamEvent> {
      const outcome = outcomes[Math.min(calls, outcomes.length - 1)]!;
      calls++;
      yield { type: "model", model: `${id}-model` };
      if (outcome instanceof ProviderError) throw outcome;
      if (Array.isArray(outcome)) {
        for (const text of outcome) yield { type: "token", text };
        return;
      }
      for (const text of outcome.tokens) yield { type: "token", text };
      throw outcome.then;
    },
  };
  return provider;
}

const offline = (): OfflineAnswer => ({
  text: "**Resposta da base offline**\n\nTrecho.\n\n",
  citations: ["ABNT NBR 9050:2020"],
  found: true,
});

async function collect(gen: AsyncGenerator<ChainEvent>) {
  const events: ChainEvent[] = [];
  for await (const e of gen) events.push(e);
  return events;
}

const request = { system: "sys", messages: [{ role: "user" as const, content: "oi" }] };

function setup(providers: Provider[], now = () => 0) {
  const sleeps: number[] = [];
  const cooldown = new Cooldown(30_000, now);
  const run = () =>
    collect(runChain(request, { providers, cooldown, offline, sleep: async (ms) => void sleeps.push(ms) }));
  return { run, sleeps, cooldown };
}

describe("runChain", () => {
  it("streams the primary's answer and says which provider and model produced it", async () => {
    const { run } = setup([scripted("primary", [["Olá", ", arquiteta"]])]);
    expect(await run()).toEqual([
      { type: "start", provider: "primary", model: "primary-model", displayName: "OpenAI" },
      { type: "token", text: "Olá" },
      { type: "token", text: ", arquiteta" },
      { type: "done", provider: "primary", model: "primary-model", text: "Olá, arquiteta", degraded: false },
    ]);
  });

  it("fails over on an invalid key without retrying, with the provider's message", async () => {
    const primary = scripted("primary", [new ProviderError("auth", "Chave API OpenAI inválida.")]);
    const fallback = scripted("fallback", [["Resposta"]]);
    const { run, sleeps } = setup([primary, fallback]);
    const events = await run();
    expect(primary.calls()).toBe(1);
    expect(sleeps).toEqual([]);
    expect(events[0]).toEqual({ type: "notice", provider: "primary", kind: "auth", message: "Chave API OpenAI inválida." });
    expect(events.at(-1)).toMatchObject({ type: "done", provider: "fallback", text: "Resposta" });
  });

  it("retries retryable errors twice with growing backoff, then moves on", async () => {
    const primary = scripted("primary", [new ProviderError("retryable", "Erro 500")]);
    const fallback = scripted("fallback", [["ok"]]);
    const { run, sleeps } = setup([primary, fallback]);
    const events = await run();
    expect(primary.calls()).toBe(3);
    expect(sleeps).toEqual([500, 1000]);
    expect(events.filter((e) => e.type === "notice")).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: "done", provider: "fallback" });
  });

  it("keeps the provider when a retry succeeds", async () => {
    const primary = scripted("primary", [new ProviderError("retryable", "503"), ["enfim"]]);
    const { run, sleeps } = setup([primary]);
    expect((await run()).at(-1)).toMatchObject({ type: "done", provider: "primary", text: "enfim" });
    expect(sleeps).toEqual([500]);
  });

  it("caps the backoff at 8 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(defaultBackoffMs)).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("skips a failed provider during its cooldown and tries it again afterwards", async () => {
    let now = 0;
    const primary = scripted("primary", [new ProviderError("timeout", "Tempo limite"), ["de volta"]]);
    const { run } = setup([primary], () => now);
    expect((await run()).at(-1)).toMatchObject({ type: "done", provider: "offline", degraded: true });
    expect(primary.calls()).toBe(1);
    now = 29_999;
    // Skipped without a notice: the offline answer still stands in for it (R-CHAT-5).
    const skipped = await run();
    expect(skipped.some((e) => e.type === "notice")).toBe(false);
    expect(skipped.at(-1)).toMatchObject({ type: "done", provider: "offline", degraded: true });
    expect(primary.calls()).toBe(1);
    now = 30_000;
    expect((await run()).at(-1)).toMatchObject({ type: "done", provider: "primary", text: "de volta", degraded: false });
  });

  it("counts the cooldowns from the end of a chain that outlasted them", async () => {
    let now = 0;
    const slowFailure = (id: "primary" | "fallback", at: number): Provider => ({
      id,
      displayName: id,
      // eslint-disable-next-line require-yield -- fails before its first event, after "hanging" until `at`
      async *stream() {
        now = at;
        throw new ProviderError("timeout", "Tempo limite");
      },
    });
    const primary = slowFailure("primary", 30_000);
    const fallback = slowFailure("fallback", 110_000);
    const { run, cooldown } = setup([primary, fallback], () => now);
    expect((await run()).at(-1)).toMatchObject({ provider: "offline" });
    now = 110_000 + 29_000;
    expect(cooldown.isCooling("primary")).toBe(true);
    expect(cooldown.isCooling("fallback")).toBe(true);
  });

  it("answers from the offline base when every provider fails, labelled as offline", async () => {
    const { run } = setup([
      scripted("primary", [new ProviderError("quota", "Limite de cota da OpenAI excedido. Tentando serviço alternativo.")]),
      scripted("fallback", [new ProviderError("model_loading", "O modelo está carregando.")]),
    ]);
    const events = await run();
    expect(events.filter((e) => e.type === "notice").map((e) => (e as { kind: string }).kind)).toEqual(["quota", "model_loading"]);
    expect(events.find((e) => e.type === "start")).toMatchObject({ provider: "offline", displayName: "Base offline" });
    expect(events.at(-1)).toMatchObject({ type: "done", provider: "offline", text: offline().text, degraded: true });
  });

  it("with no provider the offline answer is the normal one; with every one left out as cooling, degraded", async () => {
    const none = await collect(runChain(request, { providers: [], cooldown: new Cooldown(0), offline }));
    expect(none.at(-1)).toMatchObject({ type: "done", provider: "offline", degraded: false });
    const down = await collect(runChain(request, { providers: [], cooldown: new Cooldown(0), offline, providersDown: true }));
    expect(down.at(-1)).toMatchObject({ type: "done", provider: "offline", degraded: true });
  });

  it("never fails over once tokens reached the caller", async () => {
    const fallback = scripted("fallback", [["não deveria"]]);
    const { run } = setup([
      scripted("primary", [{ tokens: ["Parte"], then: new ProviderError("retryable", "Conexão perdida.") }]),
      fallback,
    ]);
    const events = await run();
    expect(events.at(-1)).toEqual({ type: "failed", provider: "primary", model: "primary-model", text: "Parte", message: "Conexão perdida." });
    expect(fallback.calls()).toBe(0);
  });

  it("treats an empty answer as a failure without cooling the provider down", async () => {
    const primary = scripted("primary", [[""], ["agora sim"]]);
    const { run, cooldown } = setup([primary]);
    expect((await run()).at(-1)).toMatchObject({ provider: "offline" });
    expect(cooldown.isCooling("primary")).toBe(false);
    expect((await run()).at(-1)).toMatchObject({ provider: "primary", text: "agora sim" });
  });

  it("does not cool a provider down for a refusal about this one request (4xx)", async () => {
    const primary = scripted("primary", [new ProviderError("bad_response", "A OpenAI recusou a requisição (HTTP 400).", { status: 400 }), ["ok"]]);
    const { run, cooldown } = setup([primary]);
    expect((await run()).at(-1)).toMatchObject({ provider: "offline" });
    expect(cooldown.isCooling("primary")).toBe(false);
    const garbage = scripted("fallback", [new ProviderError("bad_response", "formato inesperado", { status: 200 })]);
    const second = setup([garbage]);
    await second.run();
    expect(second.cooldown.isCooling("fallback")).toBe(true);
  });

  it("stops when the caller aborts", async () => {
    const { run } = setup([scripted("primary", [new ProviderError("aborted", "cancelado")])]);
    expect(await run()).toEqual([]);
  });

  it("ends quietly, with no offline answer, when the caller aborts during a retry's backoff", async () => {
    const controller = new AbortController();
    const primary = scripted("primary", [new ProviderError("retryable", "Serviço indisponível.")]);
    const sleep = async (_ms: number, signal?: AbortSignal) => {
      controller.abort();
      if (signal?.aborted) throw new ProviderError("aborted", "cancelado");
    };
    const events = await collect(
      runChain({ ...request, signal: controller.signal }, { providers: [primary], cooldown: new Cooldown(0), offline, sleep }),
    );
    expect(events).toEqual([]);
    expect(primary.calls()).toBe(1);
  });

  it("gives no offline answer to a caller that has already stopped", async () => {
    const controller = new AbortController();
    controller.abort();
    const events = await collect(runChain({ ...request, signal: controller.signal }, { providers: [], cooldown: new Cooldown(0), offline }));
    expect(events).toEqual([]);
  });
});
