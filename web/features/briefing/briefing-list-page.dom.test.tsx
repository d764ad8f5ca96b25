import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner } from "sonner";
import { documentSchema, documentSummarySchema, type DocumentSummary } from "#domain/documents.schema";
import { projectSummarySchema } from "#domain/projects.schema";
import { emptyBriefing } from "#domain/briefing";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { BriefingListPage } from "./briefing-list-page";

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "0b7f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";
const CLIENT = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

function summary(id: string, project: string, client: string, answered: number, updatedAt: string): DocumentSummary {
  return documentSummarySchema.parse({
    id,
    kind: "briefing",
    project: { id: crypto.randomUUID(), name: project },
    client: { id: crypto.randomUUID(), name: client },
    version: 2,
    progress: { answered, total: 30 },
    updatedAt,
  });
}

function listApi(rows: DocumentSummary[]) {
  server.use(http.get("/api/documents", ({ request }) => (new URL(request.url).searchParams.get("kind") === "briefing" ? HttpResponse.json(rows) : HttpResponse.json([]))));
}

function showPage() {
  return renderPage(<BriefingListPage />, {
    url: "/dashboard/briefing",
    path: "/dashboard/briefing",
    routes: [
      { path: "/dashboard/briefing/:documentId", element: <h1>Editor do briefing</h1> },
      { path: "/dashboard", element: <h1>Início</h1> },
    ],
  });
}

describe("briefing list (R-PAGE-1)", () => {
  it("says there is no briefing yet", async () => {
    listApi([]);
    showPage();
    expect(screen.getByRole("heading", { level: 1, name: "Briefing com cliente" })).toBeTruthy();
    expect(await screen.findByText("Nenhum briefing criado recentemente")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Briefings Recentes" })).toBeTruthy();
  });

  it("lists briefings newest first with client, progress and date, each opening the editor", async () => {
    const older = summary("5b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "Casa Alves", "Ana Alves", 12, "2026-03-02T15:00:00.000Z");
    const newer = summary("6c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", "Loja Centro", "Bruno Lima", 1, "2026-03-12T15:00:00.000Z");
    listApi([older, newer]);
    const { router } = showPage();

    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual(["Loja Centro", "Casa Alves"]);
    expect(within(rows[0]!).getByText("Bruno Lima")).toBeTruthy();
    expect(within(rows[0]!).getByText("1 de 30 respondida")).toBeTruthy();
    expect(within(rows[0]!).getByText("12/03/2026")).toBeTruthy();
    const bar = within(rows[1]!).getByRole("progressbar", { name: "Progresso do briefing de Casa Alves" });
    expect(bar.getAttribute("aria-valuenow")).toBe("12");
    expect(bar.getAttribute("aria-valuemax")).toBe("30");
    expect(within(rows[1]!).getByText("12 de 30 respondidas")).toBeTruthy();

    await userEvent.click(within(rows[1]!).getByRole("link", { name: "Abrir o briefing de Casa Alves" }));
    await screen.findByRole("heading", { name: "Editor do briefing" });
    expect(router.state.location.pathname).toBe(`/dashboard/briefing/${older.id}`);
  });

  it("'Criar novo briefing' opens the chosen project's briefing", async () => {
    listApi([]);
    server.use(
      http.get("/api/projects", () =>
        HttpResponse.json([
          projectSummarySchema.parse({
            id: PROJECT,
            name: "Casa Alves",
            client: { id: CLIENT, name: "Ana Alves" },
            type: "residencial",
            stage: "levantamento",
            status: "em-andamento",
            deadline: null,
            updatedAt: "2026-03-01T15:00:00.000Z",
          }),
        ]),
      ),
    );
    const created = documentSchema.parse({
      id: "7d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
      kind: "briefing",
      project: { id: PROJECT, name: "Casa Alves" },
      client: { id: CLIENT, name: "Ana Alves", kind: null },
      version: 1,
      lastVersion: { number: 1, author: { source: "usuario", user: { id: "u1", name: "Maria" }, provider: null, model: null }, restoredFrom: null, createdAt: "2026-03-12T15:00:00.000Z" },
      createdAt: "2026-03-12T15:00:00.000Z",
      updatedAt: "2026-03-12T15:00:00.000Z",
      createdBy: { id: "u1", name: "Maria" },
      updatedBy: { id: "u1", name: "Maria" },
      content: emptyBriefing("residencial"),
    });
    const posted: unknown[] = [];
    server.use(
      http.post(`/api/projects/${PROJECT}/documents`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { router } = showPage();
    await screen.findByText("Nenhum briefing criado recentemente");

    await userEvent.click(screen.getByRole("button", { name: "Criar novo briefing" }));
    const dialog = await screen.findByRole("dialog", { name: "Criar novo briefing" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar briefing" }));
    expect(within(dialog).getByText("Escolha o projeto.")).toBeTruthy();

    await userEvent.selectOptions(await within(dialog).findByRole("combobox", { name: "Projeto" }), "Casa Alves — Ana Alves");
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar briefing" }));
    await screen.findByRole("heading", { name: "Editor do briefing" });
    expect(posted).toEqual([{ kind: "briefing" }]);
    expect(router.state.location.pathname).toBe(`/dashboard/briefing/${created.id}`);
  });

  it("without projects, offers to create one first", async () => {
    listApi([]);
    server.use(http.get("/api/projects", () => HttpResponse.json([])));
    const { router } = showPage();
    await screen.findByText("Nenhum briefing criado recentemente");
    await userEvent.click(screen.getByRole("button", { name: "Criar novo briefing" }));
    const dialog = await screen.findByRole("dialog", { name: "Criar novo briefing" });
    await userEvent.click(await within(dialog).findByRole("link", { name: "Criar projeto" }));
    await screen.findByRole("heading", { name: "Início" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
