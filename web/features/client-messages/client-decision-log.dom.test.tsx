import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { clientMessageSchema, clientReplyInputSchema, type ClientMessage } from "#domain/messages.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ClientDecisionLogCard } from "./client-decision-log";

/**
 * A client's page, long after a message was logged (R-MSG-4): its suggested replies open again
 * from the decision log, and an answer given outside them is recorded there.
 */

const CLIENT_ID = "7c7c7c7c-0000-4000-8000-000000000001";
const MESSAGE_ID = "7c7c7c7c-0000-4000-8000-000000000002";

function logged(changes: Partial<ClientMessage> = {}): ClientMessage {
  return clientMessageSchema.parse({
    id: MESSAGE_ID,
    client: { id: CLIENT_ID, name: "Helena Duarte", email: "helena@exemplo.com.br", phone: "+5511987654321" },
    project: { id: "7c7c7c7c-0000-4000-8000-000000000003", name: "Casa Ipê" },
    channel: "whatsapp",
    tone: "cordial",
    received: "Preciso organizar a mudança, quando a casa fica liberada?",
    suggestions: [
      { subject: null, text: "Olá, Helena! Sobre a mudança: vou confirmar com a equipe da obra." },
      { subject: null, text: "Olá, Helena! Recebi sua mensagem e já retorno." },
    ],
    suggestionsProvider: "offline",
    replies: [],
    createdAt: "2026-03-10T14:00:00.000Z",
    ...changes,
  });
}

describe("the decision log on a client's page", () => {
  it("reopens a logged message's suggestions and records a reply given by another channel", async () => {
    let current = logged();
    const recorded: unknown[] = [];
    server.use(
      http.get("/api/client-messages", () => HttpResponse.json([current])),
      http.post(`/api/client-messages/${MESSAGE_ID}/replies`, async ({ request }) => {
        const body = clientReplyInputSchema.parse(await request.json());
        recorded.push(body);
        current = logged({
          replies: [{ id: "7c7c7c7c-0000-4000-8000-000000000004", channel: body.channel ?? "whatsapp", text: body.text, sentAt: "2026-03-12T10:00:00.000Z", recordedBy: null }],
        });
        return HttpResponse.json(current, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ClientDecisionLogCard clientId={CLIENT_ID} />);

    const log = await screen.findByRole("list", { name: "Registro de decisões" });
    expect(within(log).getByText("Sem resposta registrada")).toBeTruthy();
    await user.click(within(log).getByRole("button", { name: /^Ver respostas sugeridas/ }));
    expect(((await screen.findByLabelText("Sugestão 1")) as HTMLTextAreaElement).value).toContain("Sobre a mudança");
    expect(screen.getByRole("link", { name: /Abrir no WhatsApp \(sugestão 1\)/ })).toBeTruthy();

    await user.click(within(log).getByRole("button", { name: /^Registrar resposta/ }));
    await user.type(screen.getByLabelText("Resposta enviada"), "Liguei e combinamos a mudança para 20/04.");
    await user.selectOptions(screen.getByLabelText("Canal da resposta"), "E-mail");
    await user.click(screen.getByRole("button", { name: "Salvar resposta" }));

    await waitFor(() => expect(recorded).toEqual([{ text: "Liguei e combinamos a mudança para 20/04.", channel: "email" }]));
    await waitFor(() => expect(log.textContent).toContain("Liguei e combinamos a mudança para 20/04."));
    expect(log.textContent).toContain("(por e-mail)");
    expect(screen.queryByLabelText("Resposta enviada")).toBeNull();
  });
});
