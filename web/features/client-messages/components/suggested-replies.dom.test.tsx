import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { clientMessageSchema, type ClientMessage } from "#domain/messages.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { SuggestedReplies } from "./suggested-replies";

const WAIT = { timeout: 10_000 };

// A link's click must not make happy-dom leave the page (mailto:, wa.me): the app's handlers still run.
const stayOnPage = (e: MouseEvent) => e.preventDefault();
beforeEach(() => document.addEventListener("click", stayOnPage));

afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  sonner.dismiss();
  vi.restoreAllMocks();
});

const MESSAGE_ID = "5a0e7c1d-2b3c-4d5e-8f90-a1b2c3d4e5f6";

function aMessage(channel: ClientMessage["channel"], suggestions: ClientMessage["suggestions"]): ClientMessage {
  return clientMessageSchema.parse({
    id: MESSAGE_ID,
    client: { id: "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5", name: "Ana Prado", email: "ana.prado@example.com", phone: "+5511987654321" },
    project: { id: "1d2e3f4a-5b6c-4d7e-8f90-91a2b3c4d5e6", name: "Casa Prado" },
    channel,
    tone: "cordial",
    received: "Quando fica pronto o anteprojeto?",
    suggestions,
    suggestionsProvider: "offline",
    // What was answered, in both shapes the contract has had (a single reply, then a list): the
    // schema keeps the one it knows, so the fixture does not depend on which is in force.
    reply: null,
    repliedAt: null,
    replies: [],
    createdAt: "2026-11-20T12:00:00.000Z",
  });
}

/**
 * Recording what was answered: `PATCH /api/client-messages/:id` `{ reply }`, or its successor
 * `POST /api/client-messages/:id/replies` `{ text }`. Returns what was sent, as `{ id, text }`.
 */
function replyApi(message: ClientMessage) {
  const sent: { id: string; text: string }[] = [];
  const answer = (text: string) => {
    const sentAt = "2026-11-20T12:05:00.000Z";
    return HttpResponse.json({
      ...message,
      reply: text,
      repliedAt: sentAt,
      replies: [{ id: "6b1f8d2e-3c4d-4e5f-9a01-b2c3d4e5f607", channel: message.channel, text, sentAt, recordedBy: null }],
    }, { status: 201 });
  };
  server.use(
    http.patch("/api/client-messages/:id", async ({ params, request }) => {
      const { reply } = (await request.json()) as { reply: string };
      sent.push({ id: String(params.id), text: reply });
      return answer(reply);
    }),
    http.post("/api/client-messages/:id/replies", async ({ params, request }) => {
      const { text } = (await request.json()) as { text: string };
      sent.push({ id: String(params.id), text });
      return answer(text);
    }),
  );
  return sent;
}

function Harness({ initial }: { initial: ClientMessage }) {
  const [message, setMessage] = useState(initial);
  return <SuggestedReplies message={message} onChange={setMessage} />;
}

function show(message: ClientMessage) {
  return renderPage(
    <>
      <Harness initial={message} />
      <Toaster />
    </>,
    { url: "/dashboard/mensagens" },
  );
}

describe("Respostas sugeridas (R-MSG-2, R-MSG-3, R-MSG-4)", () => {
  it("e-mail: a mailto: link with the client's address, the subject and the body encoded; the click records the reply", async () => {
    const message = aMessage("email", [{ subject: "Prazo & entrega?", text: "Olá, Ana!\nAté já." }]);
    const sent = replyApi(message);
    show(message);
    const link = await screen.findByRole("link", { name: "Abrir no e-mail (sugestão 1)" }, WAIT);
    // Written out by hand: spaces as %20 (not +), "&" and "?" encoded, accents as UTF-8, CRLF line breaks.
    expect(link.getAttribute("href")).toBe("mailto:ana.prado@example.com?subject=Prazo%20%26%20entrega%3F&body=Ol%C3%A1%2C%20Ana!%0D%0AAt%C3%A9%20j%C3%A1.");

    // The link follows the edits.
    const user = userEvent.setup();
    const subject = screen.getByLabelText("Assunto da sugestão 1");
    await user.clear(subject);
    await user.type(subject, "Anteprojeto; prazo");
    expect(new URL(link.getAttribute("href")!).searchParams.get("subject")).toBe("Anteprojeto; prazo");

    await user.click(link);
    await findToast("Resposta registrada", WAIT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.id).toBe(MESSAGE_ID);
    // The log keeps the subject and the body that went out.
    expect(sent[0]!.text).toContain("Anteprojeto; prazo");
    expect(sent[0]!.text).toContain("Olá, Ana!\nAté já.");
  });

  it("WhatsApp: https://wa.me/<the phone's digits>?text=… in a new tab; the click records the reply", async () => {
    const message = aMessage("whatsapp", [
      { subject: null, text: "Olá, Ana! A entrega é 15/12 & já te aviso?\nAbraço" },
      { subject: null, text: "Oi, Ana." },
    ]);
    const sent = replyApi(message);
    show(message);
    const link = await screen.findByRole("link", { name: "Abrir no WhatsApp (sugestão 1)" }, WAIT);
    expect(link.getAttribute("href")).toBe("https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20A%20entrega%20%C3%A9%2015%2F12%20%26%20j%C3%A1%20te%20aviso%3F%0AAbra%C3%A7o");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("link", { name: "Abrir no WhatsApp (sugestão 2)" }).getAttribute("href")).toBe("https://wa.me/5511987654321?text=Oi%2C%20Ana.");
    expect(screen.queryByLabelText("Assunto da sugestão 1")).toBeNull();

    await userEvent.setup().click(link);
    await findToast("Resposta registrada", WAIT);
    expect(sent).toEqual([{ id: MESSAGE_ID, text: "Olá, Ana! A entrega é 15/12 & já te aviso?\nAbraço" }]);
  });

  it("social networks: 'Copiar texto' writes the text to the clipboard and records the reply", async () => {
    const message = aMessage("social", [{ subject: null, text: "Oi, Ana! Te chamo no privado." }]);
    const sent = replyApi(message);
    show(message);
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard on navigator.
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const button = await screen.findByRole("button", { name: "Copiar texto (sugestão 1)" }, WAIT);
    expect(screen.queryByRole("link")).toBeNull();
    // The copy is of the text as edited.
    fireEvent.change(screen.getByLabelText("Sugestão 1"), { target: { value: "Oi, Ana! Te chamo no privado hoje." } });
    await user.click(button);

    const toast = await findToast("Texto copiado", WAIT);
    expect(toast.textContent).toContain("Cole na conversa do Instagram ou do Facebook.");
    expect(writeText).toHaveBeenCalledWith("Oi, Ana! Te chamo no privado hoje.");
    await findToast("Resposta registrada", WAIT);
    expect(sent).toEqual([{ id: MESSAGE_ID, text: "Oi, Ana! Te chamo no privado hoje." }]);
  });

  it("social networks: a copy the browser refuses says so and records nothing", async () => {
    const message = aMessage("social", [{ subject: null, text: "Oi, Ana!" }]);
    const sent = replyApi(message);
    show(message);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Negado", "NotAllowedError"));
    await user.click(await screen.findByRole("button", { name: "Copiar texto (sugestão 1)" }, WAIT));
    const toast = await findToast("Não foi possível copiar o texto", WAIT);
    expect(toast.textContent).toContain("Selecione o texto e copie manualmente.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Copiar texto (sugestão 1)" })).toBeTruthy());
    expect(sent).toEqual([]);
  });

  it("names the client, the channel and the project above the replies", async () => {
    const message = aMessage("whatsapp", [{ subject: null, text: "Oi, Ana." }]);
    replyApi(message);
    show(message);
    const section = await screen.findByRole("region", { name: "Respostas sugeridas" }, WAIT);
    expect(within(section).getByText(/Para Ana Prado por WhatsApp — projeto Casa Prado\./)).toBeTruthy();
  });
});
