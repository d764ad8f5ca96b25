import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { Suggestion } from "#domain/suggestions.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { SuggestionsPage } from "./suggestions-page";

afterEach(() => {
  sonner.dismiss();
});

const OLD: Suggestion = {
  id: "8f7a3c8e-1f7b-4f4e-9a1c-2b3c4d5e6f70",
  name: "Ana Souza",
  type: "bug",
  urgency: "crítica",
  text: "O PDF do orçamento sai em branco.",
  createdAt: "2026-03-05T15:00:00.000Z",
  triage: { feasibility: "alta", estimate: "1 a 2 dias", reply: "Olá, Ana! Obrigado por reportar este problema.", provider: "offline" },
};

/** The server as it behaves: stores what is sent and answers with the triage; the list follows. */
function suggestionsApi(initial: Suggestion[], { fail = false } = {}) {
  const stored = [...initial];
  const sent: unknown[] = [];
  server.use(
    http.get("/api/suggestions", () => HttpResponse.json(stored)),
    http.post("/api/suggestions", async ({ request }) => {
      const body = (await request.json()) as { name: string; type: Suggestion["type"]; urgency: Suggestion["urgency"]; text: string };
      sent.push(body);
      await delay(50);
      if (fail) return HttpResponse.json({ error: { code: "internal_error", message: "Erro interno." } }, { status: 500 });
      const suggestion: Suggestion = {
        ...body,
        id: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b",
        createdAt: "2026-03-06T12:00:00.000Z",
        triage: { feasibility: "média", estimate: "3 a 6 semanas", reply: `Olá, ${body.name.split(" ")[0]}! Obrigado pela sua ideia.`, provider: "primary" },
      };
      stored.unshift(suggestion);
      return HttpResponse.json(suggestion, { status: 201 });
    }),
  );
  return sent;
}

function open() {
  return renderPage(
    <>
      <SuggestionsPage />
      <Toaster />
    </>,
    { url: "/dashboard/sugestoes" },
  );
}

describe("Sugestões (R-SUGG-1, R-SUGG-2)", () => {
  it("lists my suggestions with date, type, urgency, text and triage", async () => {
    suggestionsApi([OLD]);
    open();
    const item = await screen.findByRole("article", { name: "Sugestão de 05/03/2026" });
    expect(within(item).getByText("Reportar bug")).toBeTruthy();
    expect(within(item).getByText("Urgência crítica")).toBeTruthy();
    expect(within(item).getByText("O PDF do orçamento sai em branco.")).toBeTruthy();
    expect(within(item).getByText("1 a 2 dias")).toBeTruthy();
    expect(within(item).getByText("Olá, Ana! Obrigado por reportar este problema.")).toBeTruthy();
    expect(within(item).getByText("Triagem automática (regras, sem IA).")).toBeTruthy();
  });

  it("says when nothing was sent yet", async () => {
    suggestionsApi([]);
    open();
    expect(await screen.findByText("Você ainda não enviou nenhuma sugestão.")).toBeTruthy();
  });

  it("does not send without the name and the text, and says so under the fields", async () => {
    const sent = suggestionsApi([]);
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Enviar sugestão" }));
    expect(await screen.findByText("Informe o seu nome.")).toBeTruthy();
    expect(screen.getByText("Escreva a sua sugestão ou feedback.")).toBeTruthy();
    expect(screen.getByLabelText("Seu nome").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("sends, shows 'Enviando...' while busy, toasts, resets the form and shows the triage", async () => {
    const sent = suggestionsApi([OLD]);
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Seu nome"), "Bruno Lima");
    await user.click(screen.getByRole("radio", { name: "Reportar bug" }));
    await user.selectOptions(screen.getByLabelText("Urgência"), "Alta");
    await user.type(screen.getByLabelText("Sua sugestão/feedback"), "Exportar em Excel.");
    expect((screen.getByLabelText("Urgência") as HTMLSelectElement).value).toBe("alta");
    await user.click(screen.getByRole("button", { name: "Enviar sugestão" }));
    const busy = await screen.findByRole("button", { name: "Enviando..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    const toast = await findToast("Sugestão enviada com sucesso!");
    expect(toast.textContent).toContain("Nossa equipe analisará sua ideia e entrará em contato se necessário.");
    expect(sent).toEqual([{ name: "Bruno Lima", type: "bug", urgency: "alta", text: "Exportar em Excel." }]);

    const analysis = screen.getByRole("region", { name: "Análise da sua sugestão" });
    expect(within(analysis).getByText("Média")).toBeTruthy();
    expect(within(analysis).getByText("3 a 6 semanas")).toBeTruthy();
    expect(within(analysis).getByText("Olá, Bruno! Obrigado pela sua ideia.")).toBeTruthy();
    expect(within(analysis).getByText("Triagem feita pela IA.")).toBeTruthy();

    // The form is back to its start: name and text empty, Nova ideia, média.
    expect((screen.getByLabelText("Seu nome") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Sua sugestão/feedback") as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByRole("radio", { name: "Nova ideia" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Urgência") as HTMLSelectElement).value).toBe("média");
    expect(screen.getByRole("button", { name: "Enviar sugestão" })).toBeTruthy();

    // And it heads "Minhas sugestões".
    const list = screen.getByRole("region", { name: "Minhas sugestões" });
    await waitFor(() => expect(within(list).getAllByRole("article").map((a) => a.getAttribute("aria-label"))).toEqual(["Sugestão de 06/03/2026", "Sugestão de 05/03/2026"]));
  });

  it("says the sending failed, keeping what was written", async () => {
    suggestionsApi([], { fail: true });
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Seu nome"), "Bruno");
    await user.type(screen.getByLabelText("Sua sugestão/feedback"), "Uma ideia.");
    await user.click(screen.getByRole("button", { name: "Enviar sugestão" }));
    const toast = await findToast("Erro ao enviar sugestão");
    expect(toast.textContent).toContain("Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.");
    expect((screen.getByLabelText("Sua sugestão/feedback") as HTMLTextAreaElement).value).toBe("Uma ideia.");
    expect(screen.queryByRole("region", { name: "Análise da sua sugestão" })).toBeNull();
  });
});
