import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner } from "sonner";
import type { ClientKind } from "#domain/addressing";
import { emptyBriefing } from "#domain/briefing";
import { emptyProgramme } from "#domain/needs-program";
import type { BriefingContent } from "#domain/briefing.schema";
import { documentSchema, type ProjectDocumentOf } from "#domain/documents.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { BriefingEditorPage } from "./briefing-editor-page";

afterEach(() => {
  sonner.dismiss();
  localStorage.clear();
});

const ID = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const PROJECT = "0b7f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
const WAIT = { timeout: 5_000 };

function briefing(version: number, content: BriefingContent = emptyBriefing("residencial"), kind: ClientKind | null = "casal"): ProjectDocumentOf<"briefing"> {
  return documentSchema.parse({
    id: ID,
    kind: "briefing",
    project: { id: PROJECT, name: "Casa Alves" },
    client: { id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", name: "Ana Alves", kind },
    version,
    lastVersion: { number: version, author: { source: "usuario", user: { id: "u1", name: "Maria" }, provider: null, model: null }, restoredFrom: null, createdAt: "2026-03-12T15:00:00.000Z" },
    createdAt: "2026-03-12T15:00:00.000Z",
    updatedAt: "2026-03-12T15:00:00.000Z",
    createdBy: { id: "u1", name: "Maria" },
    updatedBy: { id: "u1", name: "Maria" },
    content,
  }) as ProjectDocumentOf<"briefing">;
}

interface Save {
  baseVersion: number;
  content: BriefingContent;
}

/** The document's API: GET answers the latest; PUT saves from the latest version, or answers 409 when `stale`. */
function documentApi(start: ProjectDocumentOf<"briefing">, { stale = false } = {}) {
  let current = start;
  const saves: Save[] = [];
  server.use(
    http.get(`/api/documents/${ID}`, () => HttpResponse.json(current)),
    http.put(`/api/documents/${ID}`, async ({ request }) => {
      const body = (await request.json()) as Save;
      saves.push(body);
      if (stale || body.baseVersion !== current.version) {
        return HttpResponse.json(
          { error: { code: "conflict", message: `Este documento foi alterado em outro lugar e agora está na versão ${current.version + 1}.` } },
          { status: 409 },
        );
      }
      current = briefing(current.version + 1, body.content);
      return HttpResponse.json(current);
    }),
  );
  return saves;
}

function showEditor() {
  return renderPage(<BriefingEditorPage debounceMs={50} />, {
    url: `/dashboard/briefing/${ID}`,
    path: "/dashboard/briefing/:documentId",
    routes: [{ path: "/dashboard/programa/:id", element: <h1>Programa</h1> }],
  });
}

describe("briefing editor (R-DOC-2)", () => {
  it("shows the project, the client, the progress and the questions by part and section", async () => {
    documentApi(briefing(3, { ...emptyBriefing("residencial"), answers: { orcamento: "R$ 600.000" } }));
    showEditor();
    expect(await screen.findByRole("heading", { level: 1, name: "Briefing: Casa Alves" }, WAIT)).toBeTruthy();
    expect(screen.getByText(/Cliente: Ana Alves/)).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progresso do briefing" }).getAttribute("aria-valuetext")).toBe("1 de 33 respondida");
    expect(screen.getByRole("heading", { level: 2, name: "Parte objetiva" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Parte subjetiva" })).toBeTruthy();
    const section = screen.getByRole("group", { name: "Orçamento e prazo" });
    expect((within(section).getByRole("textbox", { name: "Orçamento previsto (R$)" }) as HTMLInputElement).value).toBe("R$ 600.000");
    expect(within(screen.getByRole("group", { name: "Querem um lavabo?" })).getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["sim", "não"]);
    expect(screen.getByRole("combobox", { name: "Topografia do terreno" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Histórico de versões" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Baixar PDF" })).toBeTruthy();
  });

  it("words the questions for the project's client: one woman is asked in the singular (R-CLIENT-3)", async () => {
    documentApi(briefing(3, emptyBriefing("residencial"), "pessoa_feminina"));
    showEditor();
    expect(await screen.findByRole("group", { name: "Quer um lavabo?" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Do que você não gosta de jeito nenhum?" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Querem um lavabo?" })).toBeNull();
    expect(screen.queryByText(/vocês|Querem/)).toBeNull();
  });

  it("saves an answer as a new version from the version it was edited from", async () => {
    const saves = documentApi(briefing(3));
    showEditor();
    const budget = await screen.findByRole("textbox", { name: "Orçamento previsto (R$)" }, WAIT);
    await userEvent.type(budget, "R$ 700 mil");
    await userEvent.click(within(screen.getByRole("group", { name: "Querem um lavabo?" })).getByRole("radio", { name: "Sim" }));

    await screen.findByText("Todas as alterações salvas", undefined, WAIT);
    await waitFor(() => expect(saves.at(-1)?.content.answers).toEqual({ orcamento: "R$ 700 mil", lavabo: "sim" }), WAIT);
    expect(saves[0]!.baseVersion).toBe(3);
    expect(screen.getByRole("progressbar", { name: "Progresso do briefing" }).getAttribute("aria-valuetext")).toBe("2 de 33 respondidas");
  });

  it("a save refused as stale (409) asks to reload or keep this version", async () => {
    const saves = documentApi(briefing(3), { stale: true });
    showEditor();
    // One input event: keys typed after the dialog opens would go to its buttons.
    await userEvent.click(await screen.findByRole("textbox", { name: "Idades dos moradores" }, WAIT));
    await userEvent.paste("40 e 9");
    const dialog = await screen.findByRole("dialog", { name: "Este documento foi alterado em outro lugar" }, WAIT);
    expect(within(dialog).getByRole("button", { name: "Recarregar versão atual" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Manter a minha como nova versão" })).toBeTruthy();
    expect(saves).toEqual([{ baseVersion: 3, content: { questionnaire: "residencial", answers: { idades: "40 e 9" }, followUps: [] } }]);
    expect(screen.getByText("O documento foi alterado em outro lugar")).toBeTruthy();
  });

  it("offers the offline suggestions when the plan's AI is used up, and an accepted one joins the briefing", async () => {
    const saves = documentApi(briefing(3, { ...emptyBriefing("residencial"), answers: { pets: "2 cães" } }));
    const asked: unknown[] = [];
    server.use(
      http.post(`/api/documents/${ID}/follow-ups`, async ({ request }) => {
        const body = (await request.json()) as { allowOffline: boolean };
        asked.push(body);
        if (!body.allowOffline) {
          return HttpResponse.json({ error: { code: "quota_exceeded", message: "A cota de gerações de texto do plano acabou neste mês." } }, { status: 402 });
        }
        return HttpResponse.json({
          suggestions: [
            { id: "offline-pets-piso", text: "Os pets sobem em sofás e camas?", reason: "Há animais de estimação" },
            { id: "offline-pets-area", text: "Os pets precisam de uma área própria?", reason: null },
          ],
          generatedBy: { source: "offline", provider: null, model: null, label: "Sugestões offline: regras escritas sobre as respostas, sem IA." },
        });
      }),
    );
    showEditor();
    await userEvent.click(await screen.findByRole("button", { name: "Sugerir perguntas com IA" }, WAIT));
    expect((await screen.findByRole("alert", undefined, WAIT)).textContent).toContain("A cota de gerações de texto do plano acabou neste mês.");

    await userEvent.click(screen.getByRole("button", { name: "Usar sugestões offline" }));
    expect(await screen.findByText("Sugestões offline: regras escritas sobre as respostas, sem IA.", undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sugestões offline (sem IA)" })).toBeTruthy();
    expect(screen.getByText("Motivo: Há animais de estimação")).toBeTruthy();
    expect(asked).toEqual([{ allowOffline: false }, { allowOffline: true }]);

    await userEvent.click(screen.getByRole("button", { name: "Dispensar a pergunta: Os pets precisam de uma área própria?" }));
    await userEvent.click(screen.getByRole("button", { name: "Aceitar a pergunta: Os pets sobem em sofás e camas?" }));
    const accepted = await screen.findByRole("textbox", { name: "Os pets sobem em sofás e camas?" }, WAIT);
    expect(screen.queryByRole("button", { name: /Aceitar a pergunta/ })).toBeNull();
    await userEvent.type(accepted, "Sim, nos dois");

    await waitFor(
      () =>
        expect(saves.at(-1)?.content.followUps).toEqual([
          { id: "offline-pets-piso", text: "Os pets sobem em sofás e camas?", reason: "Há animais de estimação", origin: "offline", answer: "Sim, nos dois" },
        ]),
      WAIT,
    );

    await userEvent.click(screen.getByRole("button", { name: "Remover a pergunta: Os pets sobem em sofás e camas?" }));
    await waitFor(() => expect(saves.at(-1)?.content.followUps).toEqual([]), WAIT);
  });

  it("generates the needs programme and opens it, with the offline generator after a 402", async () => {
    documentApi(briefing(3));
    const asked: unknown[] = [];
    const programme = {
      ...briefing(1),
      id: "8e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b",
      kind: "programa",
      content: undefined,
    };
    server.use(
      http.get(`/api/projects/${PROJECT}/documents`, () => HttpResponse.json([])),
      http.post(`/api/projects/${PROJECT}/programme`, async ({ request }) => {
        const body = (await request.json()) as { allowOffline: boolean };
        asked.push(body);
        if (!body.allowOffline) return HttpResponse.json({ error: { code: "quota_exceeded", message: "A cota acabou." } }, { status: 402 });
        return HttpResponse.json({
          document: { ...programme, content: emptyProgramme() },
          generatedBy: { source: "offline", provider: null, model: null, label: "Gerado pelo gerador offline (sem IA)." },
        });
      }),
    );
    const { router } = showEditor();
    await userEvent.click(await screen.findByRole("button", { name: "Gerar programa de necessidades" }, WAIT));
    expect((await screen.findByRole("alert", undefined, WAIT)).textContent).toContain("A cota acabou.");
    await userEvent.click(screen.getByRole("button", { name: "Gerar com o gerador offline" }));
    await screen.findByRole("heading", { name: "Programa" }, WAIT);
    expect(router.state.location.pathname).toBe(`/dashboard/programa/${programme.id}`);
    expect(asked).toEqual([{ allowOffline: false }, { allowOffline: true }]);
  });

  it("asks before replacing the programme the project already has", async () => {
    documentApi(briefing(3));
    const asked: unknown[] = [];
    const existing = { id: "8e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b", kind: "programa", project: { id: PROJECT, name: "Casa" }, client: { id: PROJECT, name: "Cliente" }, version: 4, progress: null, updatedAt: "2026-11-23T10:00:00.000Z" };
    server.use(
      http.get(`/api/projects/${PROJECT}/documents`, () => HttpResponse.json([existing])),
      http.post(`/api/projects/${PROJECT}/programme`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ error: { code: "quota_exceeded", message: "A cota acabou." } }, { status: 402 });
      }),
    );
    showEditor();
    await userEvent.click(await screen.findByRole("button", { name: "Gerar programa de necessidades" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "Gerar o programa novamente?" }, WAIT);
    expect(dialog.textContent).toContain("versão 4");
    expect(asked).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Gerar programa de necessidades" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Gerar o programa novamente?" }, WAIT)).getByRole("button", { name: "Gerar novamente" }));
    await waitFor(() => expect(asked).toEqual([{ allowOffline: false }]), WAIT);
  });

  it("'Enviar ao cliente' shows the active link, creates a new one shown once, and revokes it", async () => {
    documentApi(briefing(3));
    let active: { createdAt: string; expiresAt: string; createdBy: { id: string; name: string } } | null = {
      createdAt: "2026-03-01T15:00:00.000Z",
      expiresAt: "2026-03-31T15:00:00.000Z",
      createdBy: { id: "u1", name: "Maria" },
    };
    let revoked = 0;
    server.use(
      http.get(`/api/documents/${ID}/client-link`, () =>
        HttpResponse.json({ active, recipient: { name: "Ana Alves", kind: null, addressForm: null, email: null, phone: null, projectName: "Casa Alves", studioName: "Lima Arquitetura" } }),
      ),
      http.post(`/api/documents/${ID}/client-link`, () => {
        active = { createdAt: "2026-03-12T15:00:00.000Z", expiresAt: "2026-04-11T15:00:00.000Z", createdBy: { id: "u1", name: "Maria" } };
        return HttpResponse.json({ ...active, url: "https://prancheta.example/briefing-cliente/abc" }, { status: 201 });
      }),
      http.delete(`/api/documents/${ID}/client-link`, () => {
        revoked += 1;
        active = null;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    showEditor();
    await userEvent.click(await screen.findByRole("button", { name: "Enviar ao cliente" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "Enviar ao cliente" });
    expect(await within(dialog).findByText("Link ativo até 31/03/2026", undefined, WAIT)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Gerar link" }));
    const url = await within(dialog).findByRole("textbox", { name: "Link para o cliente" }, WAIT);
    expect((url as HTMLInputElement).value).toBe("https://prancheta.example/briefing-cliente/abc");
    expect((url as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByText(/aparece só agora/)).toBeTruthy();
    expect(within(dialog).getByText("Link ativo até 11/04/2026")).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Revogar link" }));
    const confirm = await screen.findByRole("dialog", { name: "Revogar o link do cliente?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Revogar link" }));
    await waitFor(() => expect(revoked).toBe(1), WAIT);
    expect(await within(dialog).findByText("Nenhum link ativo.", undefined, WAIT)).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: "Link para o cliente" })).toBeNull();
  });
});
