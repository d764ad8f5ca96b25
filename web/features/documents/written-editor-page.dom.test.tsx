import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { formatGenerationStreamEvent, type GenerationStreamEvent } from "#domain/document-generation.schema";
import type { DocumentGaps } from "#domain/document-gaps.schema";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { NEEDS_AI } from "#domain/section-rewrite-rules";
import { WRITTEN_SECTIONS } from "#domain/written-documents";
import type { WrittenContent } from "#domain/written-documents.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { WrittenEditorPage } from "./written-editor-page";

/** The written editor's export check (R-DOC-5, decision 071) and its rewrites' labels (decision 072). */

afterEach(() => {
  sonner.dismiss();
  localStorage.clear();
  vi.restoreAllMocks();
});

const ID = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const PROJECT = "0b7f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
const WAIT = { timeout: 10_000 };

function memorial(version: number, author: ProjectDocument["lastVersion"]["author"] = { source: "usuario", user: { id: "u1", name: "Maria" }, provider: null, model: null }, estrutura = "Estrutura em concreto armado. Lajes maciças."): ProjectDocument {
  const content: WrittenContent = {
    sections: WRITTEN_SECTIONS.memorial.slice(0, 9).map((s) => ({ key: s.key, title: s.title, blocks: [{ type: "paragraph", content: [{ text: s.key === "estrutura" ? estrutura : `Texto de ${s.title}.` }] }] })),
  };
  return documentSchema.parse({
    id: ID,
    kind: "memorial",
    project: { id: PROJECT, name: "Casa Alves" },
    client: { id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", name: "Ana Alves" },
    version,
    lastVersion: { number: version, author, restoredFrom: null, createdAt: "2026-03-12T15:00:00.000Z" },
    createdAt: "2026-03-12T15:00:00.000Z",
    updatedAt: "2026-03-12T15:00:00.000Z",
    createdBy: { id: "u1", name: "Maria" },
    updatedBy: { id: "u1", name: "Maria" },
    content,
  });
}

const GAPS: DocumentGaps = {
  version: 3,
  summary: "2 trechos a completar e 1 seção em branco",
  gaps: [
    {
      section: { key: "identificacao", title: "Identificação", number: 1 },
      kind: "completar",
      text: "endereço do terreno",
      place: "terreno",
      links: [
        { label: "Seção 1. Identificação", href: `/dashboard/memorial/${ID}#secao-identificacao` },
        { label: "Terreno do projeto", href: `/dashboard/projetos/${PROJECT}#terreno` },
      ],
    },
    { section: { key: "identificacao", title: "Identificação", number: 1 }, kind: "completar", text: "número da ART/RRT", place: "secao", links: [{ label: "Seção 1. Identificação", href: `/dashboard/memorial/${ID}#secao-identificacao` }] },
    { section: { key: "estrutura", title: "Estrutura", number: 9 }, kind: "vazia", text: "seção em branco", place: "secao", links: [{ label: "Seção 9. Estrutura", href: `/dashboard/memorial/${ID}#secao-estrutura` }] },
  ],
};

function api(doc: ProjectDocument, gaps: DocumentGaps) {
  server.use(
    http.get(`/api/documents/${ID}`, () => HttpResponse.json(doc)),
    http.get(`/api/documents/${ID}/gaps`, () => HttpResponse.json(gaps)),
  );
}

/** Every anchor the page clicks to download, by address, instead of a navigation happy-dom cannot do. */
function downloads(): string[] {
  const hrefs: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    hrefs.push(new URL(this.href).pathname + new URL(this.href).search);
  });
  return hrefs;
}

function showEditor() {
  return renderPage(
    <>
      <WrittenEditorPage kind="memorial" autoDraft={false} debounceMs={50} />
      <Toaster />
    </>,
    {
      url: `/dashboard/memorial/${ID}`,
      path: "/dashboard/memorial/:documentId",
      routes: [{ path: "/dashboard/projetos/:projectId", element: <h1>Página do projeto</h1> }],
    },
  );
}

describe("exporting a written document (R-DOC-5)", () => {
  it("lists each gap by section with links, and downloads only after \"Exportar mesmo assim\"", async () => {
    api(memorial(3), GAPS);
    const hrefs = downloads();
    showEditor();
    await userEvent.click(await screen.findByRole("link", { name: "Baixar PDF" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "O documento ainda tem o que completar" }, WAIT);
    expect(dialog.textContent).toContain("Faltam 2 trechos a completar e 1 seção em branco.");
    const list = within(dialog).getByRole("list", { name: "O que falta completar" });
    const sections = within(list).getAllByRole("listitem").filter((li) => li.parentElement === list);
    expect(sections.map((s) => s.querySelector("p")?.textContent)).toEqual(["1. Identificação", "9. Estrutura"]);
    expect(sections[0]!.textContent).toContain("[completar: endereço do terreno]");
    expect(sections[0]!.textContent).toContain("[completar: número da ART/RRT]");
    expect(sections[1]!.textContent).toContain("Seção em branco");
    expect(within(sections[0]!).getByRole("link", { name: "Terreno do projeto" }).getAttribute("href")).toBe(`/dashboard/projetos/${PROJECT}#terreno`);
    expect(within(sections[1]!).getByRole("link", { name: "Seção 9. Estrutura" }).getAttribute("href")).toBe(`/dashboard/memorial/${ID}#secao-estrutura`);
    expect(hrefs).toEqual([]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Exportar mesmo assim" }));
    await waitFor(() => expect(hrefs).toEqual([`/api/documents/${ID}/export?format=pdf&confirmar=true`]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("a link leads to where the gap is filled; a section's link brings the section into focus", async () => {
    api(memorial(3), GAPS);
    downloads();
    const { router } = showEditor();
    await userEvent.click(await screen.findByRole("link", { name: "Baixar DOCX" }, WAIT));
    let dialog = await screen.findByRole("dialog", {}, WAIT);
    await userEvent.click(within(dialog).getByRole("link", { name: "Seção 9. Estrutura" }));
    await waitFor(() => expect(router.state.location.hash).toBe("#secao-estrutura"));
    await waitFor(() => expect(document.activeElement?.id).toBe("secao-estrutura"));
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(screen.getByRole("link", { name: "Baixar DOCX" }));
    dialog = await screen.findByRole("dialog", {}, WAIT);
    await userEvent.click(within(dialog).getByRole("link", { name: "Terreno do projeto" }));
    expect(await screen.findByRole("heading", { name: "Página do projeto" }, WAIT)).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: `/dashboard/projetos/${PROJECT}`, hash: "#terreno" });
  });

  it("one gap is said in the singular: \"Falta 1 seção em branco\"", async () => {
    api(memorial(3), { version: 3, summary: "1 seção em branco", gaps: [GAPS.gaps[2]!] });
    downloads();
    showEditor();
    await userEvent.click(await screen.findByRole("link", { name: "Baixar PDF" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "O documento ainda tem o que completar" }, WAIT);
    expect(dialog.textContent).toContain("Falta 1 seção em branco. Complete antes de enviar ao cliente");
  });

  it("a document without gaps downloads at once, without asking", async () => {
    api(memorial(3), { version: 3, summary: "", gaps: [] });
    const hrefs = downloads();
    showEditor();
    await userEvent.click(await screen.findByRole("link", { name: "Baixar DOCX" }, WAIT));
    await waitFor(() => expect(hrefs).toEqual([`/api/documents/${ID}/export?format=docx`]));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

const stream = (events: GenerationStreamEvent[]) => new HttpResponse(events.map(formatGenerationStreamEvent).join(""), { headers: { "Content-Type": "text/event-stream" } });

describe("rewriting a section without AI (decision 072)", () => {
  it("says the rules did it, in the toast and the version line", async () => {
    const rewritten = memorial(4, { source: "offline", user: null, provider: "regras", model: null }, "Estrutura em concreto armado.");
    let current = memorial(3);
    server.use(
      http.get(`/api/documents/${ID}`, () => HttpResponse.json(current)),
      http.post(`/api/documents/${ID}/sections/estrutura/rewrite`, () => {
        current = rewritten;
        return stream([
          { event: "start", data: { sections: [{ key: "estrutura", title: "Estrutura" }] } },
          { event: "section", data: { key: "estrutura", source: "offline" } },
          { event: "sectionDone", data: { key: "estrutura", blocks: [{ type: "paragraph", content: [{ text: "Estrutura em concreto armado." }] }] } },
          { event: "done", data: { document: rewritten, generatedBy: { source: "offline", provider: "regras", model: null, label: "Seção reescrita pelas regras (sem IA): mais curto. Revise antes de usar." } } },
        ]);
      }),
    );
    showEditor();
    const card = (await screen.findByRole("heading", { name: "9. Estrutura" }, WAIT)).closest("section")!;
    await userEvent.type(within(card).getByLabelText("Instrução para a IA (opcional): Estrutura"), "mais curto");
    await userEvent.click(within(card).getByRole("button", { name: /Reescrever com IA/ }));
    await findToast("Seção reescrita pelas regras (sem IA) e salva como versão 4.", WAIT);
    expect(await screen.findByText("Versão 4 · reescrita pelas regras (sem IA)", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("Seção reescrita pelas regras (sem IA): mais curto. Revise antes de usar.")).toBeTruthy();
  });

  it("an instruction that needs an AI is said as such, and the section stays", async () => {
    server.use(
      http.get(`/api/documents/${ID}`, () => HttpResponse.json(memorial(3))),
      http.post(`/api/documents/${ID}/sections/estrutura/rewrite`, () =>
        stream([
          { event: "start", data: { sections: [{ key: "estrutura", title: "Estrutura" }] } },
          { event: "section", data: { key: "estrutura", source: "offline" } },
          { event: "error", data: { code: "needs_ai", message: NEEDS_AI } },
        ]),
      ),
    );
    showEditor();
    const card = (await screen.findByRole("heading", { name: "9. Estrutura" }, WAIT)).closest("section")!;
    await userEvent.type(within(card).getByLabelText("Instrução para a IA (opcional): Estrutura"), "conceito de casa-pátio voltada para o norte");
    await userEvent.click(within(card).getByRole("button", { name: /Reescrever com IA/ }));
    await findToast(NEEDS_AI, WAIT);
    expect(screen.queryByText(/A geração não terminou/)).toBeNull();
    expect(screen.getByText("Versão 3 · escrita por Maria")).toBeTruthy();
    expect(within(card).getByRole("textbox", { name: "Estrutura" }).textContent).toContain("Lajes maciças.");
  });
});
