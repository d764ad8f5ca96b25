import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { z } from "#domain/zod";
import type { ProjectDocument } from "#domain/documents.schema";
import { proposalContentSchema, type ProposalContent } from "#domain/proposals/proposal.schema";
import { aProjectDocument } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { ProjectDocumentGate, SectionedDocumentShell, useSectionedEditor } from "./sectioned-document-page";

/**
 * The sectioned document page's shell (decision 105), shared by the proposal (R-PROP-2) and the
 * contract (R-CONTRACT-2): the project's document read through its state, the header, "Salvar
 * versão", the history with each version's sections, the export buttons and the sections editor.
 */

afterEach(() => {
  sonner.dismiss();
  localStorage.clear();
});

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const ID = "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
const WAIT = { timeout: 10_000 };

const content = (validUntil: string, first: string): ProposalContent => ({
  validUntil,
  sections: [
    { key: "apresentacao", title: "Apresentação", blocks: [{ type: "paragraph", content: [{ text: first }] }] },
    { key: "honorarios", title: "Honorários e forma de pagamento", blocks: [{ type: "paragraph", content: [{ text: "Honorários: R$ 35.000,00 (valor fixo)." }] }] },
  ],
});

const stateSchema = z.object({ documentId: z.string().nullable() });
type State = z.output<typeof stateSchema>;

function Editor({ remote }: { remote: ProjectDocument }) {
  const { editor, sections, setSection } = useSectionedEditor(remote, 50);
  return (
    <SectionedDocumentShell
      remote={remote}
      editor={editor}
      sections={sections}
      onSectionChange={setSection}
      back={{ to: "/dashboard/projetos", label: "Projetos" }}
      title={`Documento: ${remote.project.name}`}
      badge={<span>Selo</span>}
      related={{ to: `/dashboard/projetos/${PROJECT}`, label: "Ver projeto" }}
      notes={<p>Nota da página.</p>}
      leadingActions={<button type="button">Ação da página</button>}
      previewSchema={proposalContentSchema}
      previewLead={(c) => <p>Válida até {c.validUntil}</p>}
    >
      <p>Depois das seções.</p>
    </SectionedDocumentShell>
  );
}

function Page({ kind }: { kind: ProjectDocument["kind"] }) {
  const state = useQuery({ queryKey: ["state"], queryFn: async () => stateSchema.parse(await (await fetch(`/api/state`)).json()) });
  return (
    <ProjectDocumentGate<State, typeof kind>
      state={state}
      documentId={(s) => s.documentId}
      kind={kind}
      loadingLabel="Carregando o documento"
      wrongKind="Este documento não é do tipo esperado."
      empty={() => <p>Nenhum documento ainda.</p>}
    >
      {(doc) => <Editor key={doc.id} remote={doc} />}
    </ProjectDocumentGate>
  );
}

function show({ documentId = ID as string | null, kind = "proposta" as ProjectDocument["kind"] } = {}) {
  const saves: unknown[] = [];
  let doc = aProjectDocument({ id: ID, kind: "proposta", version: 2, content: content("2027-01-02", "Olá, Juliana") });
  server.use(
    http.get("/api/state", () => HttpResponse.json({ documentId })),
    http.get(`/api/documents/${ID}`, () => HttpResponse.json(doc)),
    http.put(`/api/documents/${ID}`, async ({ request }) => {
      const body = (await request.json()) as { baseVersion: number; content: ProposalContent };
      saves.push(body);
      doc = aProjectDocument({ id: ID, kind: "proposta", version: body.baseVersion + 1, content: body.content });
      return HttpResponse.json(doc);
    }),
    http.get(`/api/documents/${ID}/versions`, () =>
      HttpResponse.json([2, 1].map((number) => ({ number, author: { source: "usuario", user: { id: "u1", name: "Ana" }, provider: null, model: null }, restoredFrom: null, createdAt: "2026-12-03T15:00:00.000Z" }))),
    ),
    http.get(`/api/documents/${ID}/versions/1`, () =>
      HttpResponse.json({ kind: "proposta", number: 1, author: { source: "usuario", user: { id: "u1", name: "Ana" }, provider: null, model: null }, restoredFrom: null, createdAt: "2026-12-03T15:00:00.000Z", content: content("2026-12-20", "Primeira versão") }),
    ),
  );
  render(<Toaster />);
  renderPage(<Page kind={kind} />);
  return saves;
}

describe("Página de documento por seções", () => {
  it("shows the header, the page's own parts and each section as an editable region, with the export links", async () => {
    show();
    expect(await screen.findByRole("heading", { level: 1, name: "Documento: Casa Araucária" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Projetos" }).getAttribute("href")).toBe("/dashboard/projetos");
    expect(screen.getByText("Cliente: Juliana e Rafael Kowalski")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver projeto" }).getAttribute("href")).toBe(`/dashboard/projetos/${PROJECT}`);
    expect(screen.getByText(/^Versão 2 · /)).toBeTruthy();
    expect(screen.getByText("Selo")).toBeTruthy();
    expect(screen.getByText("Nota da página.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ação da página" })).toBeTruthy();
    expect(screen.getByText("Depois das seções.")).toBeTruthy();
    const first = screen.getByRole("region", { name: "1. Apresentação" });
    expect(first.id).toBe("secao-apresentacao");
    expect(screen.getByRole("region", { name: "2. Honorários e forma de pagamento" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Baixar PDF" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Baixar DOCX" })).toBeTruthy();
  });

  it("\"Salvar versão\" saves what is pending (nothing, here: no empty version) and says so", async () => {
    const user = userEvent.setup();
    const saves = show();
    await user.click(await screen.findByRole("button", { name: "Salvar versão" }, WAIT));
    expect(await screen.findByText("Versão salva.", {}, WAIT)).toBeTruthy();
    expect(saves).toEqual([]);
    expect(screen.getByText(/^Versão 2 · /)).toBeTruthy();
  });

  it("previews an older version's sections, with the page's lead, in the history", async () => {
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole("button", { name: "Histórico de versões" }, WAIT));
    const dialog = await screen.findByRole("dialog", { name: "Histórico de versões" });
    await user.click(await within(dialog).findByRole("button", { name: "Ver versão 1" }));
    expect(await within(dialog).findByText("Primeira versão", {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText("Válida até 2026-12-20")).toBeTruthy();
    expect(within(dialog).getByText("1. Apresentação")).toBeTruthy();
  });

  it("shows the page's empty state with no document", async () => {
    show({ documentId: null });
    expect(await screen.findByText("Nenhum documento ainda.", {}, WAIT)).toBeTruthy();
  });

  it("refuses a document of another kind", async () => {
    show({ kind: "contrato" });
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).toBe("Este documento não é do tipo esperado.");
  });
});
