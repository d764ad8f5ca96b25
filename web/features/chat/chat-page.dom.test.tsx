import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { publicConfigSchema } from "#domain/account";
import { aiStatusSchema } from "#domain/ai.schema";
import {
  chatRequestSchema,
  conversationDetailSchema,
  conversationListSchema,
  formatChatStreamEvent,
  type ChatStreamEvent,
  type ConversationDetail,
  type StoredMessage,
} from "#domain/chat.schema";
import { apiErrorBodySchema } from "#domain/errors";
import { renderPage } from "#web/test/render";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { conversationQueries } from "#web/api/chat";
import { API_KEY_STORAGE_KEY } from "#web/lib/api-key-store";
import { ChatPage } from "./chat-page";

/**
 * The chat page under StrictMode (effects run, are cleaned up and run again, as in development)
 * with the server answered by MSW: answers built with the domain schemas, the chat's stream as a
 * real text/event-stream body speaking our events. Deadlines are generous: these tests are
 * about what is shown, never about how fast.
 */

const WAIT = { timeout: 10_000 };
const at = (s: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, s)).toISOString();

function message(patch: Partial<StoredMessage> & Pick<StoredMessage, "role" | "content">): StoredMessage {
  return { id: randomUUID(), provider: patch.role === "assistant" ? "primary" : null, model: null, status: "complete", createdAt: at(0), ...patch };
}

function conversation(id: string, answer: string, status: StoredMessage["status"] = "complete"): ConversationDetail {
  return conversationDetailSchema.parse({
    id,
    title: "Pergunta guardada",
    createdAt: at(0),
    updatedAt: at(1),
    messages: [message({ role: "user", content: "Pergunta guardada" }), message({ role: "assistant", content: answer, status, createdAt: at(1) })],
  });
}

const errorBody = (code: string, text: string) => apiErrorBodySchema.parse({ error: { code, message: text } });

/** What the page asks besides the conversation: the public config, the AI status, the history. */
function baseline() {
  server.use(
    http.get("/api/public-config", () =>
      HttpResponse.json(publicConfigSchema.parse({ googleEnabled: false, ai: { browserBaseUrl: "https://ia.exemplo/v1", browserModel: "m" } })),
    ),
    http.get("/api/ai/status", () => HttpResponse.json(aiStatusSchema.parse({ primary: "ready", fallback: "off" }))),
    http.get("/api/conversations", () => HttpResponse.json(conversationListSchema.parse([]))),
    // The plan's usage near the input (text-usage-line.dom.test.tsx tests it).
    http.get("/api/session", () => HttpResponse.json({ user: aMe() })),
  );
}

/** A text/event-stream body the test writes event by event, and ends (or not). */
function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } }),
    send: (...events: ChatStreamEvent[]) => {
      for (const event of events) controller.enqueue(encoder.encode(formatChatStreamEvent(event)));
    },
    end: () => controller.close(),
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function page(url: string) {
  return renderPage(
    <>
      <ChatPage />
      <Toaster />
    </>,
    { url },
  );
}

const LIVE_TOAST = '[data-sonner-toast][data-removed="false"]';
const toastTitles = () => [...document.querySelectorAll(`${LIVE_TOAST} [data-title]`)].map((t) => t.textContent);
async function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(LIVE_TOAST)].filter((t) => t.querySelector("[data-title]")?.textContent === title);
    expect(found).toHaveLength(1);
    return found[0]!;
  }, WAIT);
}

const conversationParam = (router: ReturnType<typeof page>["router"]) => new URLSearchParams(router.state.location.search).get("conversa");

beforeEach(() => {
  window.localStorage.clear();
  // happy-dom lays nothing out; the page scrolls its last message into view.
  Element.prototype.scrollIntoView = () => {};
  baseline();
});
// Sonner keeps its toasts in module state: close the last test's before the next renders.
afterEach(() => {
  sonner.dismiss();
});

describe("the conversation in the address", () => {
  it("opens on a reload under StrictMode (the remount used to cancel the request and leave a spinner forever)", async () => {
    const id = randomUUID();
    server.use(http.get(`/api/conversations/${id}`, () => HttpResponse.json(conversation(id, "Resposta guardada"))));
    page(`/chat?conversa=${id}`);
    expect(await screen.findByText("Resposta guardada", {}, WAIT)).toBeTruthy();
    expect(screen.queryByText("Abrindo a conversa...")).toBeNull();
  });

  it("shows B when A, opened before it, fails late: A's error neither clears the address nor empties B", async () => {
    const a = randomUUID();
    const b = randomUUID();
    const releaseA = deferred();
    const answeredA = deferred();
    server.use(
      http.get(`/api/conversations/${a}`, async () => {
        await releaseA.promise;
        answeredA.resolve();
        return HttpResponse.json(errorBody("internal_error", "Erro interno."), { status: 500 });
      }),
      http.get(`/api/conversations/${b}`, () => HttpResponse.json(conversation(b, "Resposta da conversa B"))),
    );
    const { router, queryClient } = page(`/chat?conversa=${a}`);
    expect(await screen.findByText("Abrindo a conversa...", {}, WAIT)).toBeTruthy();

    await act(() => router.navigate(`/chat?conversa=${b}`));
    expect(await screen.findByText("Resposta da conversa B", {}, WAIT)).toBeTruthy();

    releaseA.resolve();
    await answeredA.promise;
    // A's failure has reached its query (where the old code acted on it); one more tick lets
    // any effect reacting to it run before we look.
    await waitFor(() => expect(queryClient.getQueryState(conversationQueries.detail(a).queryKey)?.status).toBe("error"), WAIT);
    await act(() => Promise.resolve());
    expect(conversationParam(router)).toBe(b);
    expect(screen.getByText("Resposta da conversa B")).toBeTruthy();
    expect(toastTitles()).not.toContain("Não foi possível abrir a conversa");
  });

  it("a conversation that cannot be opened: the toast, the address cleared, a new conversation", async () => {
    const id = randomUUID();
    server.use(http.get(`/api/conversations/${id}`, () => HttpResponse.json(errorBody("not_found", "Conversa não encontrada."), { status: 404 })));
    const { router } = page(`/chat?conversa=${id}`);
    const toast = await findToast("Não foi possível abrir a conversa");
    expect(within(toast).getByText("Conversa não encontrada.")).toBeTruthy();
    await waitFor(() => expect(conversationParam(router)).toBeNull(), WAIT);
    expect(await screen.findByText("Como posso ajudar no seu projeto?", {}, WAIT)).toBeTruthy();
  });

  it("after a conversation could not be opened, a question is sent and answered (it used to be dropped in silence)", async () => {
    const id = randomUUID();
    const ids = { conversationId: randomUUID(), userMessageId: randomUUID(), answerId: randomUUID() };
    const asked: unknown[] = [];
    server.use(
      http.get(`/api/conversations/${id}`, () => HttpResponse.json(errorBody("not_found", "Conversa não encontrada."), { status: 404 })),
      http.post("/api/chat", async ({ request }) => {
        asked.push(chatRequestSchema.parse(await request.json()));
        const stream = eventStream();
        stream.send(
          { event: "accepted", data: ids },
          { event: "meta", data: { conversationId: ids.conversationId, provider: "primary", model: "gpt-teste" } },
          { event: "token", data: { text: "Rampas: inclinação até 8,33 %." } },
          { event: "done", data: { messageId: ids.answerId, provider: "primary", degraded: false } },
        );
        stream.end();
        return stream.response();
      }),
    );
    const user = userEvent.setup();
    const { router } = page(`/chat?conversa=${id}`);
    await findToast("Não foi possível abrir a conversa");
    await waitFor(() => expect(conversationParam(router)).toBeNull(), WAIT);

    expect(await screen.findByText("Como posso ajudar no seu projeto?", {}, WAIT)).toBeTruthy();

    await user.type(screen.getByLabelText("Mensagem"), "Qual a inclinação máxima de uma rampa?{Enter}");
    await waitFor(() => expect(asked).toEqual([{ message: "Qual a inclinação máxima de uma rampa?" }]), WAIT);
    expect(await screen.findByText("Rampas: inclinação até 8,33 %.", {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(conversationParam(router)).toBe(ids.conversationId), WAIT);
  });
});

describe("sending", () => {
  it("streams the answer from the server's text/event-stream and puts the new conversation in the address", async () => {
    const ids = { conversationId: randomUUID(), userMessageId: randomUUID(), answerId: randomUUID() };
    const stream = eventStream();
    const asked: unknown[] = [];
    server.use(
      http.post("/api/chat", async ({ request }) => {
        asked.push(chatRequestSchema.parse(await request.json()));
        return stream.response();
      }),
    );
    const user = userEvent.setup();
    const { router } = page("/chat");
    await user.type(await screen.findByLabelText("Mensagem"), "Qual a largura mínima de uma rampa?");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));

    stream.send(
      { event: "accepted", data: ids },
      { event: "meta", data: { conversationId: ids.conversationId, provider: "primary", model: "gpt-teste" } },
      { event: "token", data: { text: "A largura mínima " } },
    );
    expect(await screen.findByText("A largura mínima", { exact: false }, WAIT)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Parar resposta" })).toBeTruthy();
    await waitFor(() => expect(conversationParam(router)).toBe(ids.conversationId), WAIT);

    stream.send({ event: "token", data: { text: "é de 1,20 m." } }, { event: "done", data: { messageId: ids.answerId, provider: "primary", degraded: false } });
    stream.end();
    expect(await screen.findByText("A largura mínima é de 1,20 m.", {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Parar resposta" })).toBeNull(), WAIT);
    expect(asked).toEqual([{ message: "Qual a largura mínima de uma rampa?" }]);
    // The address now names the conversation: it is shown as is, not fetched again.
    expect(screen.getByText("Qual a largura mínima de uma rampa?")).toBeTruthy();
  });

  it("a question sent before the public config arrived still goes with the user's key (it used to skip it)", async () => {
    const key = `sk-${"a".repeat(30)}`;
    window.localStorage.setItem(API_KEY_STORAGE_KEY, key);
    const configArrives = deferred();
    const direct: (string | null)[] = [];
    const stream = eventStream();
    server.use(
      http.get("/api/public-config", async () => {
        await configArrives.promise;
        return HttpResponse.json(publicConfigSchema.parse({ googleEnabled: false, ai: { browserBaseUrl: "https://ia.exemplo/v1", browserModel: "m" } }));
      }),
      http.post("https://ia.exemplo/v1/chat/completions", ({ request }) => {
        direct.push(request.headers.get("authorization"));
        return HttpResponse.json({ error: { message: "Incorrect API key provided" } }, { status: 401 });
      }),
      http.post("/api/chat", () => stream.response()),
    );
    const user = userEvent.setup();
    page("/chat");
    await user.type(await screen.findByLabelText("Mensagem"), "Qual a altura de um peitoril?");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    configArrives.resolve();
    // The browser's call with the key, refused: the server's chain answers and the banner says why.
    await waitFor(() => expect(direct).toEqual([`Bearer ${key}`]), WAIT);
    await waitFor(() => expect(screen.getByTestId("chat-status").getAttribute("data-state")).toBe("key-invalid"), WAIT);
    expect(screen.getByTestId("chat-status").textContent).toMatch(/Usando o serviço alternativo do Prancheta/);
    stream.end();
  });

  it("at the text quota the refusal's /dashboard/planos is a link to the plans page", async () => {
    const refusal =
      "Você usou as 10 gerações de texto com IA do plano Esboço durante o período de teste. Conheça os planos em /dashboard/planos para continuar com respostas avançadas.";
    server.use(http.post("/api/chat", () => HttpResponse.json(errorBody("quota_exceeded", refusal), { status: 402 })));
    const user = userEvent.setup();
    page("/chat");
    await user.type(await screen.findByLabelText("Mensagem"), "Pé-direito mínimo de uma sala?");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    const link = await screen.findByRole("link", { name: "/dashboard/planos" }, WAIT);
    expect(link.getAttribute("href")).toBe("/dashboard/planos");
    expect(link.closest("p")?.textContent).toBe(refusal);
    expect(screen.getByRole("button", { name: "Responder com a base offline" })).toBeTruthy();
  });

  it("keeps looking up an answer still being generated after a failed look-up (polling used to stop for good)", async () => {
    const ids = { conversationId: randomUUID(), userMessageId: randomUUID(), answerId: randomUUID() };
    const stream = eventStream();
    let lookups = 0;
    server.use(
      http.post("/api/chat", () => stream.response()),
      http.get(`/api/conversations/${ids.conversationId}`, () => {
        lookups += 1;
        if (lookups === 1) return HttpResponse.json(errorBody("internal_error", "Erro interno."), { status: 500 });
        return HttpResponse.json(
          conversationDetailSchema.parse({
            id: ids.conversationId,
            title: "Pergunta",
            createdAt: at(0),
            updatedAt: at(2),
            messages: [
              message({ id: ids.userMessageId, role: "user", content: "Pergunta" }),
              message({ id: ids.answerId, role: "assistant", content: "Parcial e final.", createdAt: at(1) }),
            ],
          }),
        );
      }),
    );
    const user = userEvent.setup();
    page("/chat");
    await user.type(await screen.findByLabelText("Mensagem"), "Pergunta");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    // The connection drops after the first words: the server goes on with the answer.
    stream.send(
      { event: "accepted", data: ids },
      { event: "meta", data: { conversationId: ids.conversationId, provider: "primary", model: "gpt-teste" } },
      { event: "token", data: { text: "Parcial" } },
    );
    stream.end();

    expect(await screen.findByText("Parcial e final.", {}, WAIT)).toBeTruthy();
    expect(lookups).toBeGreaterThanOrEqual(2);
  });

  it("a stop the server refuses: the pt-BR error as a toast, the answer goes on and can be stopped again", async () => {
    const ids = { conversationId: randomUUID(), userMessageId: randomUUID(), answerId: randomUUID() };
    const stream = eventStream();
    let stops = 0;
    server.use(
      http.post("/api/chat", () => stream.response()),
      http.post(`/api/chat/answers/${ids.answerId}/stop`, () => {
        stops += 1;
        return HttpResponse.json(errorBody("rate_limited", "Muitas solicitações à IA em pouco tempo. Aguarde 30 segundos e tente novamente."), {
          status: 429,
        });
      }),
    );
    const user = userEvent.setup();
    page("/chat");
    await user.type(await screen.findByLabelText("Mensagem"), "Pergunta longa");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    stream.send(
      { event: "accepted", data: ids },
      { event: "meta", data: { conversationId: ids.conversationId, provider: "primary", model: "gpt-teste" } },
      { event: "token", data: { text: "Começo" } },
    );
    await screen.findByText("Começo", { exact: false }, WAIT);

    await user.click(screen.getByRole("button", { name: "Parar resposta" }));
    const toast = await findToast("Não foi possível interromper a resposta");
    expect(within(toast).getByText("Muitas solicitações à IA em pouco tempo. Aguarde 30 segundos e tente novamente.")).toBeTruthy();
    // Still answering, and stop can be pressed again.
    await user.click(screen.getByRole("button", { name: "Parar resposta" }));
    await waitFor(() => expect(stops).toBe(2), WAIT);

    stream.send({ event: "token", data: { text: " e fim." } }, { event: "done", data: { messageId: ids.answerId, provider: "primary", degraded: false } });
    stream.end();
    expect(await screen.findByText("Começo e fim.", {}, WAIT)).toBeTruthy();
    expect(screen.queryByText("Resposta interrompida")).toBeNull();
  });
});
