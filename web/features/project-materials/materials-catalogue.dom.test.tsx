import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { MATERIALS } from "#domain/materials-catalogue";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { MaterialsCatalogue } from "./materials-catalogue";

afterEach(() => {
  sonner.dismiss();
});

const PROJECT = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

describe("MaterialsCatalogue", () => {
  it("searches without accents, filters, and adds a material to a project's specification", async () => {
    let sent: unknown = null;
    server.use(
      http.get("/api/projects", () => HttpResponse.json([{ id: PROJECT, name: "Casa Jequitibá", client: { id: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d", name: "Lúcia Amaral" }, type: "residencial", stage: "estudo-preliminar", status: "em-andamento", deadline: null, updatedAt: "2026-11-23T15:00:00.000Z" }])),
      http.post(`/api/projects/${PROJECT}/materials`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([], { status: 201 });
      }),
    );
    render(<Toaster />);
    renderPage(<MaterialsCatalogue />);
    const user = userEvent.setup();
    expect(screen.getByRole("status").textContent).toBe(`${MATERIALS.length} materiais encontrados`);

    await user.type(screen.getByLabelText("Buscar materiais"), "ceramica");
    const list = screen.getByRole("list", { name: "Materiais" });
    // "ceramica" finds the "Cerâmica…" entries (accents ignored).
    await waitFor(() => expect(screen.getByRole("status").textContent).not.toBe(`${MATERIALS.length} materiais encontrados`));
    const headings = within(list).getAllByRole("heading").map((h) => h.textContent ?? "");
    expect(headings.some((h) => /Cerâmica/.test(h))).toBe(true);

    await user.clear(screen.getByLabelText("Buscar materiais"));
    await user.selectOptions(screen.getByLabelText("Aplicação"), "Área molhada");
    await user.selectOptions(screen.getByLabelText("Faixa de orçamento"), "Médio");
    const expected = MATERIALS.filter((m) => m.applications.includes("area-molhada") && m.bands.includes("medio"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(`${expected.length} materiais encontrados`));

    const first = expected[0]!;
    const card = within(list).getByRole("heading", { name: first.name }).closest("li")!;
    await user.click(within(card).getByRole("button", { name: /Adicionar ao projeto/ }));
    const dialog = await screen.findByRole("dialog", { name: `Adicionar ${first.name} ao projeto` });
    await within(dialog).findByRole("option", { name: /Casa Jequitibá/ });
    await user.selectOptions(within(dialog).getByLabelText("Projeto"), PROJECT);
    await user.click(within(dialog).getByRole("button", { name: "Adicionar" }));
    await findToast("Material adicionado");
    expect(sent).toEqual({ materialId: first.id });
  });
});
