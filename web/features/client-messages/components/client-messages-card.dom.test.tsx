import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { clientListSchema, type ClientListItem } from "#domain/clients.schema";
import { clientMessageSchema, type ClientMessage } from "#domain/messages.schema";
import { formatDateTime } from "#web/lib/format";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ClientMessagesCard } from "./client-messages-card";

/**
 * "Mensagens de clientes" with a studio of 150 clients: the form and the log's filter find any of
 * them by typing (the API's search), not only the first page (R-MSG-1, R-MSG-4).
 */

const client = (n: number, name = `Cliente ${String(n).padStart(3, "0")}`): ClientListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name,
  email: null,
  phone: "+5511987654321",
  projects: [],
});
// The 150th in name order: never in a first page of 50 (or 100).
const ZULEICA = client(150, "Zuleica Prado");

/** GET /api/clients as the server answers it: 150 clients, 50 a page, `search` narrowing them. */
function clientsApi() {
  const asked: URLSearchParams[] = [];
  const all = [...Array.from({ length: 149 }, (_, i) => client(i + 1)), ZULEICA];
  server.use(
    http.get("/api/clients", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const search = (params.get("search") ?? "").toLowerCase();
      const matching = all.filter((c) => c.name.toLowerCase().includes(search));
      const pageSize = Number(params.get("pageSize") ?? 20);
      return HttpResponse.json(clientListSchema.parse({ items: matching.slice(0, pageSize), total: matching.length, page: 1, pageSize }));
    }),
    http.get("/api/projects", () => HttpResponse.json([])),
  );
  return asked;
}

function messageFor(changes: Partial<ClientMessage> = {}): ClientMessage {
  return clientMessageSchema.parse({
    id: "5a5a5a5a-0000-4000-8000-000000000001",
    client: { id: ZULEICA.id, name: ZULEICA.name, email: null, phone: ZULEICA.phone },
    project: null,
    channel: "whatsapp",
    tone: "cordial",
    received: "Qual o prazo?",
    suggestions: [
      { subject: null, text: "Olá, Zuleica! Tudo bem?" },
      { subject: null, text: "Oi, Zuleica!" },
    ],
    suggestionsProvider: "offline",
    replies: [],
    createdAt: "2026-03-10T14:00:00.000Z",
    ...changes,
  });
}

describe("the client picker of client messages", () => {
  it("finds a client beyond the first page by typing, and records the message for them", async () => {
    const asked = clientsApi();
    const sent: unknown[] = [];
    server.use(
      http.get("/api/client-messages", () => HttpResponse.json([])),
      http.post("/api/client-messages", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(messageFor(), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ClientMessagesCard />);

    const select = await screen.findByLabelText("Cliente");
    expect(await within(select).findByRole("option", { name: "Cliente 001" })).toBeTruthy();
    expect(within(select).queryByRole("option", { name: "Zuleica Prado" })).toBeNull();
    expect(select.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getAllByText("Mostrando 50 de 150 clientes: digite parte do nome para encontrar os outros.").length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText("Buscar cliente"), "zule");
    await within(select).findByRole("option", { name: "Zuleica Prado" });
    expect(asked.some((p) => p.get("search") === "zule")).toBe(true);
    await user.selectOptions(select, "Zuleica Prado");
    await user.type(screen.getByLabelText("Mensagem do cliente"), "Qual o prazo?");
    await user.click(screen.getByRole("button", { name: "Registrar e sugerir respostas" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ clientId: ZULEICA.id, channel: "whatsapp", tone: "cordial", message: "Qual o prazo?" });
    expect(await screen.findByLabelText("Sugestão 1")).toBeTruthy();
  });

  it("filters the decision log by a client found by typing, and shows every reply with its time", async () => {
    clientsApi();
    const logAsked: (string | null)[] = [];
    const replies = [
      { id: "6b6b6b6b-0000-4000-8000-000000000001", channel: "whatsapp", text: "Olá, Zuleica! Tudo bem?", sentAt: "2026-03-10T14:05:00.000Z", recordedBy: { id: "u1", name: "Ana Lima" } },
      { id: "6b6b6b6b-0000-4000-8000-000000000002", channel: "email", text: "Enviei a planta por e-mail.", sentAt: "2026-03-11T09:30:00.000Z", recordedBy: null },
    ] as const;
    server.use(
      http.get("/api/client-messages", ({ request }) => {
        const clientId = new URL(request.url).searchParams.get("clientId");
        logAsked.push(clientId);
        return HttpResponse.json(clientId === ZULEICA.id ? [messageFor({ replies: [...replies] })] : []);
      }),
    );
    const user = userEvent.setup();
    renderPage(<ClientMessagesCard />);

    const filter = await screen.findByLabelText("Cliente do registro");
    expect(await screen.findByText("Nenhuma mensagem de cliente")).toBeTruthy();
    await user.type(screen.getByLabelText("Buscar cliente do registro"), "Zuleica");
    await within(filter).findByRole("option", { name: "Zuleica Prado" });
    await user.selectOptions(filter, "Zuleica Prado");

    const log = await screen.findByRole("list", { name: "Registro de decisões" });
    expect(logAsked).toContain(ZULEICA.id);
    expect(log.textContent).toContain("Perguntou: Qual o prazo?");
    const answers = within(log).getAllByText(/^Respondido em/);
    expect(answers.map((a) => a.textContent)).toEqual([
      `Respondido em ${formatDateTime(replies[0].sentAt)} (registrado por Ana Lima): `,
      `Respondido em ${formatDateTime(replies[1].sentAt)} (por e-mail): `,
    ]);
    expect(formatDateTime(replies[0].sentAt)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(log.textContent).toContain("Olá, Zuleica! Tudo bem?");
    expect(log.textContent).toContain("Enviei a planta por e-mail.");
  });
});
