import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { clientDetailSchema, type ClientDetail } from "#domain/clients.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ClientPage } from "./client-page";

const ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";

function showClient(changes: Partial<ClientDetail>) {
  const client = clientDetailSchema.parse({
    id: ID,
    name: "Casa Alves",
    email: null,
    phone: null,
    document: null,
    documentType: null,
    address: null,
    notes: null,
    kind: null,
    addressForm: null,
    createdAt: "2026-03-01T15:00:00.000Z",
    updatedAt: "2026-03-12T15:00:00.000Z",
    createdBy: { id: "u1", name: "Ana Souza" },
    updatedBy: { id: "u2", name: "Bia Lima" },
    projects: [],
    ...changes,
  });
  server.use(http.get(`/api/clients/${ID}`, () => HttpResponse.json(client)));
  renderPage(<ClientPage newProject={() => null} />, { url: `/dashboard/clientes/${ID}`, path: "/dashboard/clientes/:clientId" });
}

describe("client page: who did what (R-STUDIO-6)", () => {
  it("says who created the client and who edited it last, with the days", async () => {
    showClient({});
    expect(await screen.findByText("Criado por Ana Souza em 01/03/2026 · editado por Bia Lima em 12/03/2026")).toBeTruthy();
  });

  it("says Ex-membro where the name of a deleted account was (R-PROFILE-5)", async () => {
    showClient({ createdBy: null });
    await screen.findByRole("heading", { name: "Casa Alves" });
    expect(screen.getByText("Criado por Ex-membro em 01/03/2026 · editado por Bia Lima em 12/03/2026")).toBeTruthy();
  });
});
