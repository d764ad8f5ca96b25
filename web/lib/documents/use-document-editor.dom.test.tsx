import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { ConflictDialog } from "#web/components/documents/conflict-dialog";
import { SaveStatus } from "#web/components/documents/save-status";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { useDocument } from "./api";
import { readDraft } from "./draft-store";
import { useDocumentEditor } from "./use-document-editor";

const ID = "0f0e1d2c-3b4a-4c5d-8e6f-7a8b9c0d1e2f";

function briefing(version: number, moradores: string): ProjectDocumentOf<"briefing"> {
  return {
    id: ID,
    kind: "briefing",
    project: { id: "11111111-1111-4111-8111-111111111111", name: "Casa Jardins" },
    client: { id: "22222222-2222-4222-8222-222222222222", name: "Marina Souza", kind: "pessoa_feminina" },
    version,
    lastVersion: { number: version, author: { source: "usuario", user: null, provider: null, model: null }, restoredFrom: null, createdAt: "2026-11-23T10:00:00.000Z" },
    content: { questionnaire: "residencial", answers: { moradores }, followUps: [] },
    createdAt: "2026-11-23T10:00:00.000Z",
    updatedAt: "2026-11-23T10:00:00.000Z",
    createdBy: null,
    updatedBy: null,
  };
}

function Editor({ remote }: { remote: ProjectDocumentOf<"briefing"> }) {
  const editor = useDocumentEditor(remote, { debounceMs: 30, retryMs: 100 });
  return (
    <div>
      <label>
        Moradores
        <input value={editor.content.answers.moradores ?? ""} onChange={(e) => { const value = e.target.value; editor.update((c) => ({ ...c, answers: { ...c.answers, moradores: value } })); }} />
      </label>
      <SaveStatus status={editor.status} error={editor.error} />
      <ConflictDialog conflict={editor.conflict} onReload={editor.reload} onKeepMine={editor.keepMine} />
    </div>
  );
}

function Page() {
  const doc = useDocument(ID);
  return doc.data && doc.data.kind === "briefing" ? <Editor remote={doc.data} /> : <p>Carregando</p>;
}

/** The server's document and every PUT it received. */
function serverWith(initial: ProjectDocumentOf<"briefing">) {
  const state = { doc: initial, puts: [] as { baseVersion: number; content: { answers: Record<string, string> } }[], offline: false };
  server.use(
    http.get(`/api/documents/${ID}`, () => HttpResponse.json(state.doc)),
    http.put(`/api/documents/${ID}`, async ({ request }) => {
      if (state.offline) return HttpResponse.error();
      const body = (await request.json()) as (typeof state.puts)[number];
      state.puts.push(body);
      if (body.baseVersion !== state.doc.version) {
        return HttpResponse.json({ error: { code: "conflict", message: `Este documento foi alterado em outro lugar e agora está na versão ${state.doc.version}.` } }, { status: 409 });
      }
      state.doc = { ...briefing(state.doc.version + 1, body.content.answers.moradores ?? ""), content: body.content as never };
      return HttpResponse.json(state.doc);
    }),
  );
  return state;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const saved = () => screen.findByText("Todas as alterações salvas", {}, { timeout: 5_000 });

describe("useDocumentEditor", () => {
  it("saves a change after a pause as a new version from the version it was edited from", async () => {
    const state = serverWith(briefing(1, "2"));
    renderPage(<Page />);
    const input = await screen.findByLabelText("Moradores");
    await userEvent.type(input, "5");
    await waitFor(() => expect(state.doc.version).toBe(2), { timeout: 5_000 });
    await saved();
    expect(state.puts).toEqual([{ baseVersion: 1, content: { questionnaire: "residencial", answers: { moradores: "25" }, followUps: [] } }]);
    expect(readDraft(ID)).toBeNull();
  });

  it("keeps the change in this browser while the connection is down, and sends it when it is back", async () => {
    const state = serverWith(briefing(1, ""));
    state.offline = true;
    renderPage(<Page />);
    await userEvent.type(await screen.findByLabelText("Moradores"), "3");
    await screen.findByText(/Sem conexão: suas alterações estão guardadas neste navegador/, {}, { timeout: 5_000 });
    expect(readDraft<{ answers: Record<string, string> }>(ID)).toMatchObject({ base: 1, content: { answers: { moradores: "3" } } });
    state.offline = false;
    await saved();
    expect(state.doc.version).toBe(2);
    expect(state.doc.content.answers.moradores).toBe("3");
  });

  it("after a reload, an edit that never reached the server is back on screen and sent by itself", async () => {
    const state = serverWith(briefing(4, "2"));
    localStorage.setItem(`prancheta:rascunho:${ID}`, JSON.stringify({ base: 4, content: { questionnaire: "residencial", answers: { moradores: "7" }, followUps: [] } }));
    renderPage(<Page />);
    expect((await screen.findByLabelText<HTMLInputElement>("Moradores")).value).toBe("7");
    await waitFor(() => expect(state.doc.content.answers.moradores).toBe("7"), { timeout: 5_000 });
    expect(state.puts[0]!.baseVersion).toBe(4);
    await saved();
    expect(readDraft(ID)).toBeNull();
  });

  it("a draft made on an older version is shown and, kept, is merged on top of the latest (nothing of either is lost)", async () => {
    const latest = briefing(5, "2");
    latest.content.answers.cores = "Tons de areia";
    const state = serverWith(latest);
    localStorage.setItem(
      `prancheta:rascunho:${ID}`,
      JSON.stringify({ base: 4, baseContent: { questionnaire: "residencial", answers: { moradores: "2" }, followUps: [] }, content: { questionnaire: "residencial", answers: { moradores: "6" }, followUps: [] } }),
    );
    renderPage(<Page />);
    await screen.findByRole("dialog", { name: "Este documento foi alterado em outro lugar" }, { timeout: 5_000 });
    expect(screen.getByLabelText<HTMLInputElement>("Moradores").value).toBe("6");
    expect(state.puts).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Manter a minha como nova versão" }));
    await saved();
    expect(state.puts).toEqual([{ baseVersion: 5, content: { questionnaire: "residencial", answers: { moradores: "6", cores: "Tons de areia" }, followUps: [] } }]);
  });

  it("a stale save stops autosaving and asks; 'Manter a minha' saves it on top of the latest version", async () => {
    const state = serverWith(briefing(1, "2"));
    renderPage(<Page />);
    const input = await screen.findByLabelText("Moradores");
    // Another tab saves version 2 meanwhile.
    state.doc = briefing(2, "9");
    await userEvent.type(input, "1");
    await screen.findByRole("dialog", { name: "Este documento foi alterado em outro lugar" }, { timeout: 5_000 });
    screen.getByText(/agora está na versão 2/);
    expect(state.puts).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Manter a minha como nova versão" }));
    await saved();
    expect(state.puts.at(-1)).toMatchObject({ baseVersion: 2, content: { answers: { moradores: "21" } } });
    expect(state.doc.version).toBe(3);
  });

  it("'Recarregar versão atual' drops this tab's edit and shows the latest version", async () => {
    const state = serverWith(briefing(1, "2"));
    renderPage(<Page />);
    const input = await screen.findByLabelText("Moradores");
    state.doc = briefing(2, "9");
    await userEvent.type(input, "1");
    await screen.findByRole("dialog", { name: "Este documento foi alterado em outro lugar" }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole("button", { name: "Recarregar versão atual" }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("Moradores").value).toBe("9"));
    expect(readDraft(ID)).toBeNull();
    expect(state.doc.version).toBe(2);
  });
});
