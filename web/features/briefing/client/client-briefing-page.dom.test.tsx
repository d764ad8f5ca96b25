import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { ClientKind } from "#domain/addressing";
import { emptyBriefing } from "#domain/briefing";
import { publicBriefingSchema, type PublicBriefing, type PublicBriefingSave } from "#domain/client-briefing.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ClientBriefingPage } from "./client-briefing-page";

afterEach(() => {
  localStorage.clear();
});

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
const URL_ = `/api/public/briefings/${TOKEN}`;
const WAIT = { timeout: 5_000 };

function aBriefing(changes: Partial<PublicBriefing["content"]> = {}, clientKind: ClientKind | null = "casal"): PublicBriefing {
  return publicBriefingSchema.parse({
    studioName: "Estúdio Clara",
    clientKind,
    content: { ...emptyBriefing("residencial"), answers: { orcamento: "R$ 600.000" }, ...changes },
    version: 4,
    expiresAt: "2026-04-11T15:00:00.000Z",
  });
}

/** GET answers `briefing`; PUT records the bodies and answers with `put` (a saved version by default). */
function publicApi(briefing: PublicBriefing, put: () => Response = () => HttpResponse.json({ version: 5, savedAt: "2026-03-12T15:00:00.000Z" })) {
  const saves: PublicBriefingSave[] = [];
  server.use(
    http.get(URL_, () => HttpResponse.json(briefing)),
    http.put(URL_, async ({ request }) => {
      saves.push((await request.json()) as PublicBriefingSave);
      return put();
    }),
  );
  return saves;
}

function showPage() {
  return renderPage(<ClientBriefingPage debounceMs={50} />, { url: `/briefing-cliente/${TOKEN}`, path: "/briefing-cliente/:token" });
}

describe("the client's briefing page (R-DOC-3)", () => {
  it("shows who asks, the progress and the questionnaire, and nothing of the app", async () => {
    publicApi(aBriefing({ followUps: [{ id: "offline-pets", text: "Os pets sobem nos sofás?", reason: "Há animais", origin: "offline", answer: "" }] }));
    showPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Estúdio Clara pede que vocês respondam este briefing" }, WAIT)).toBeTruthy();
    expect(screen.getByText(/até 11\/04\/2026/)).toBeTruthy();
    expect(screen.getByText("1 de 34 respondida")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Orçamento previsto (R$)" }) as HTMLInputElement).value).toBe("R$ 600.000");
    expect(screen.getByRole("group", { name: "Querem um lavabo?" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Os pets sobem nos sofás?" })).toBeTruthy();
    expect(screen.getByText("Suas respostas são salvas automaticamente.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("speaks to the client as the link's answer says they are: one man, a company, or unknown (R-CLIENT-3)", async () => {
    publicApi(aBriefing({}, "pessoa_masculina"));
    const { unmount } = showPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Estúdio Clara pede que você responda este briefing" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("group", { name: "Quer um lavabo?" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "O que incomoda onde você mora hoje?" })).toBeTruthy();
    expect(screen.queryByText(/vocês|Querem|respondam/)).toBeNull();
    unmount();

    publicApi(aBriefing({}, "empresa"));
    const company = showPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Estúdio Clara pede que vocês respondam este briefing" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("group", { name: "Querem um lavabo?" })).toBeTruthy();
    expect(screen.getByText(/Terminaram\? Podem fechar a página/)).toBeTruthy();
    company.unmount();

    publicApi(aBriefing({}, null));
    showPage();
    expect(await screen.findByRole("group", { name: "Deve haver um lavabo?" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "O que não agrada de jeito nenhum?" })).toBeTruthy();
  });

  it("sends only the changed answers, and says when they are saved", async () => {
    const saves = publicApi(aBriefing({ followUps: [{ id: "offline-pets", text: "Os pets sobem nos sofás?", reason: null, origin: "offline", answer: "" }] }));
    showPage();
    await userEvent.click(within(await screen.findByRole("group", { name: "Querem um lavabo?" }, WAIT)).getByRole("radio", { name: "Sim" }));
    await userEvent.click(screen.getByRole("textbox", { name: "Os pets sobem nos sofás?" }));
    await userEvent.paste("Só no da sala");

    await screen.findByText("Salvo", undefined, WAIT);
    await waitFor(() => {
      const sent = saves.reduce<{ answers: Record<string, string>; followUpAnswers: Record<string, string> }>(
        (all, s) => ({ answers: { ...all.answers, ...s.answers }, followUpAnswers: { ...all.followUpAnswers, ...s.followUpAnswers } }),
        { answers: {}, followUpAnswers: {} },
      );
      expect(sent).toEqual({ answers: { lavabo: "sim" }, followUpAnswers: { "offline-pets": "Só no da sala" } });
    }, WAIT);
    expect(screen.getByText("3 de 34 respondidas")).toBeTruthy();
    expect(localStorage.length).toBe(0);
  });

  it("without a connection keeps the answers on the device, and a reload sends them", async () => {
    const offline = publicApi(aBriefing(), () => HttpResponse.error());
    const first = showPage();
    await userEvent.click(await screen.findByRole("textbox", { name: "Idades dos moradores" }, WAIT));
    await userEvent.paste("42 e 9 anos");
    await screen.findByText("Sem conexão — suas respostas estão guardadas neste aparelho", undefined, WAIT);
    expect(offline.length).toBeGreaterThan(0);
    first.unmount();

    const saves = publicApi(aBriefing());
    showPage();
    expect(((await screen.findByRole("textbox", { name: "Idades dos moradores" }, WAIT)) as HTMLInputElement).value).toBe("42 e 9 anos");
    await screen.findByText("Salvo", undefined, WAIT);
    expect(saves.at(-1)).toEqual({ answers: { idades: "42 e 9 anos" }, followUpAnswers: {} });
  });

  it("a cancelled or expired link shows the server's message", async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json(
          { error: { code: "invalid_token", message: "Este link de briefing expirou em 11/04/2026. Peça um novo link ao seu arquiteto." } },
          { status: 404 },
        ),
      ),
    );
    showPage();
    expect(await screen.findByRole("heading", { name: "Este link não está disponível" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Este link de briefing expirou em 11/04/2026. Peça um novo link ao seu arquiteto.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
