import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner } from "sonner";
import { documentSummarySchema, type DocumentSummary } from "#domain/documents.schema";
import { Toaster } from "sonner";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { server } from "#web/test/msw-server";
import { WrittenListPage } from "./written-list-page";

afterEach(() => {
  sonner.dismiss();
});

const OTHER_PROJECT = "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a";

function summary(id: string, project: string, client: string, version: number, updatedAt: string): DocumentSummary {
  return documentSummarySchema.parse({ id, kind: "memorial", project: { id: crypto.randomUUID(), name: project }, client: { id: crypto.randomUUID(), name: client }, version, progress: null, updatedAt });
}

function showPage(rows: DocumentSummary[]) {
  server.use(http.get("/api/documents", ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get("kind") === "memorial" ? rows : [])));
  return renderPage(
    <>
      <WrittenListPage kind="memorial" />
      <Toaster />
    </>,
    {
    url: "/dashboard/memorial",
    path: "/dashboard/memorial",
    routes: [{ path: "/dashboard/memorial/:documentId", element: <h1>Editor do memorial</h1> }],
    },
  );
}

describe("written documents' lists (R-DOC-6)", () => {
  it("says there is none yet, with the spec's texts", async () => {
    showPage([]);
    expect(screen.getByRole("heading", { level: 1, name: "Memorial Descritivo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Iniciar novo memorial" })).toBeTruthy();
    expect(await screen.findByText("Nenhum memorial descritivo criado recentemente")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Memoriais Recentes" })).toBeTruthy();
  });

  it("lists them newest first with client, last edit and versions; opening leads to the editor", async () => {
    const older = summary("5b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "Casa Alves", "Ana Alves", 1, "2026-03-02T15:00:00.000Z");
    const newer = summary("6c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", "Loja Centro", "Bruno Lima", 7, "2026-03-12T15:00:00.000Z");
    const { router } = showPage([older, newer]);
    const rows = await screen.findAllByRole("row");
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining("Loja CentroBruno Lima12/03/20267 versões"),
      expect.stringContaining("Casa AlvesAna Alves02/03/20261 versão"),
    ]);
    await userEvent.click(within(rows[1]!).getByRole("link", { name: "Abrir o memorial de Loja Centro" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/memorial/${newer.id}`));
  });

  it("deletes after a confirmation naming the project", async () => {
    const doc = summary("5b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "Casa Alves", "Ana Alves", 3, "2026-03-02T15:00:00.000Z");
    let deleted = "";
    server.use(http.delete("/api/documents/:id", ({ params }) => ((deleted = String(params.id)), new HttpResponse(null, { status: 204 }))));
    showPage([doc]);
    await userEvent.click(await screen.findByRole("button", { name: "Excluir o memorial de Casa Alves" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir o memorial de Casa Alves?" });
    expect(deleted).toBe("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await waitFor(() => expect(deleted).toBe(doc.id));
  });

  it("duplicates into another project; the server's 409 is shown", async () => {
    const doc = summary("5b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "Casa Alves", "Ana Alves", 3, "2026-03-02T15:00:00.000Z");
    server.use(
      http.get("/api/projects", () =>
        HttpResponse.json([{ id: OTHER_PROJECT, name: "Casa Beira", client: { id: crypto.randomUUID(), name: "Caio" }, type: "residencial", stage: "levantamento", status: "em-andamento", deadline: null, updatedAt: "2026-03-01T12:00:00.000Z" }]),
      ),
      http.post("/api/documents/:id/duplicate", () => HttpResponse.json({ error: { code: "conflict", message: "O projeto Casa Beira já tem um memorial descritivo." } }, { status: 409 })),
    );
    showPage([doc]);
    await userEvent.click(await screen.findByRole("button", { name: "Duplicar o memorial de Casa Alves" }));
    const dialog = await screen.findByRole("dialog", { name: "Duplicar o memorial de Casa Alves" });
    await userEvent.selectOptions(await within(dialog).findByLabelText("Projeto"), OTHER_PROJECT);
    await userEvent.click(within(dialog).getByRole("button", { name: "Duplicar" }));
    const toast = await findToast("Não foi possível duplicar", { timeout: 10_000 });
    expect(toast.textContent).toContain("O projeto Casa Beira já tem um memorial descritivo.");
  });
});
