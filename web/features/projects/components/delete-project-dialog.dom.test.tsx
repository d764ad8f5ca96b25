import { afterEach, describe, expect, it } from "vitest";
import { NO_LOT_PARAMETERS } from "#domain/projects.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { DocumentKind } from "#domain/documents";
import { documentListSchema } from "#domain/documents.schema";
import { apiErrorBodySchema } from "#domain/errors";
import { projectSchema, type LandPlot, type Project } from "#domain/projects.schema";
import { renderPage } from "#web/test/render";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { ProjectPage } from "#web/features/projects/project-page";

afterEach(() => {
  sonner.dismiss();
});

const ID = "4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b";
const CLIENT = { id: "5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c", name: "Ana Alves" };
const NOW = "2026-03-12T15:00:00.000Z";

function aProject(documentCount: number, parameters: Partial<LandPlot> = {}): Project {
  return projectSchema.parse({
    id: ID,
    name: "Casa Jardim",
    client: CLIENT,
    type: "residencial",
    stage: "programa",
    status: "em-andamento",
    deadline: null,
    updatedAt: NOW,
    createdAt: NOW,
    landPlot: { address: null, city: null, state: null, area: 300, frontage: null, depth: null, zoning: null, topography: null, ...NO_LOT_PARAMETERS, ...parameters },
    builtArea: null,
    standard: "normal",
    createdBy: null,
    updatedBy: null,
    history: [],
    documentCount,
  });
}

const documentList = (kinds: DocumentKind[]) =>
  documentListSchema.parse(
    kinds.map((kind) => ({ id: crypto.randomUUID(), kind, project: { id: ID, name: "Casa Jardim" }, client: CLIENT, version: 1, progress: null, updatedAt: NOW })),
  );

/** The project's API with `kinds` as its documents (changeable mid-test); DELETE answers `del`, recording the `documents` asked. */
function projectApi(kinds: DocumentKind[], del: (documents: string | null) => Response) {
  const state = { kinds, deletes: [] as (string | null)[] };
  server.use(
    http.get(`/api/projects/${ID}`, () => HttpResponse.json(aProject(state.kinds.length))),
    http.get(`/api/projects/${ID}/documents`, () => HttpResponse.json(documentList(state.kinds))),
    http.get(`/api/projects/${ID}/materials`, () => HttpResponse.json([{ materialId: "porcelanato-acetinado", name: "Porcelanato acetinado", category: "pisos", norm: null, note: "Sala", addedAt: "2026-11-23T15:00:00.000Z" }])),
    http.delete(`/api/projects/${ID}`, ({ request }) => {
      const documents = new URL(request.url).searchParams.get("documents");
      state.deletes.push(documents);
      return del(documents);
    }),
  );
  return state;
}

/** The project's page; home (where a deletion goes) has its own toaster, the page's leaves with it. */
function showProject() {
  const home = (
    <>
      <h1>Início</h1>
      <Toaster />
    </>
  );
  return renderPage(
    <>
      <ProjectPage clientField={() => null} />
      <Toaster />
    </>,
    {
      url: `/dashboard/projetos/${ID}`,
      path: "/dashboard/projetos/:projectId",
      routes: [{ path: "/dashboard", element: home }],
      // The page's BIM card reads the plan from the dashboard's signed-in user.
      outletContext: { me: aMe(), enterStudio: async () => null },
    },
  );
}

async function openDelete() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Excluir" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Excluir projeto?" }) };
}

describe("the project page", () => {
  it("shows the lot's urban parameters with their source and the day it was read (R-PROJ-2)", async () => {
    projectApi([], () => new HttpResponse(null, { status: 204 }));
    server.use(
      http.get(`/api/projects/${ID}`, () =>
        HttpResponse.json(aProject(0, { occupancyRate: 60, floorAreaRatio: 1.5, frontSetback: 5, parametersSource: "Lei Complementar 270/2019", parametersConsultedOn: "2026-03-15" })),
      ),
    );
    showProject();
    const section = await screen.findByRole("region", { name: "Parâmetros urbanísticos" });
    const value = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(value("Taxa de ocupação — TO")).toBe("60 %");
    expect(value("Coeficiente de aproveitamento — CA")).toBe("1,5");
    expect(value("Recuo frontal")).toBe("5 m");
    expect(value("Taxa de permeabilidade")).toBe("—");
    expect(within(section).getByText("Fonte: Lei Complementar 270/2019, consultado em 15/03/2026.")).toBeTruthy();
  });
});

describe("project deletion names its documents (R-DOC-1)", () => {
  it("the project page lists its specification of materials, to remove one", async () => {
    projectApi([], () => new HttpResponse(null, { status: 204 }));
    showProject();
    const card = await screen.findByRole("region", { name: "Especificação de materiais" });
    expect(await within(card).findByText("Porcelanato acetinado")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Remover Porcelanato acetinado da especificação" })).toBeTruthy();
  });

  it("says which documents go, sends their count and goes home", async () => {
    const api = projectApi(["programa", "briefing"], () => new HttpResponse(null, { status: 204 }));
    showProject();
    const { user, dialog } = await openDelete();
    await within(dialog).findByText(
      "“Casa Jardim” e o histórico de etapas serão excluídos. Os 2 documentos do projeto (briefing, programa de necessidades) também serão excluídos. Isso não pode ser desfeito.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await screen.findByRole("heading", { name: "Início" });
    await findToast("Projeto excluído");
    expect(api.deletes).toEqual(["2"]);
  });

  it("a project without documents says nothing of them and sends 0", async () => {
    const api = projectApi([], () => new HttpResponse(null, { status: 204 }));
    showProject();
    const { user, dialog } = await openDelete();
    expect(within(dialog).getByText("“Casa Jardim” e o histórico de etapas serão excluídos. Isso não pode ser desfeito.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await screen.findByRole("heading", { name: "Início" });
    expect(api.deletes).toEqual(["0"]);
  });

  it("a 409 (a document was written meanwhile) shows the server's message, reads the project again and the next try names the new count", async () => {
    const message = "Este projeto tem 2 documentos. Confirme que eles serão excluídos junto com o projeto.";
    const api = projectApi(["briefing"], (documents) =>
      documents === "2" ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "conflict", message } }), { status: 409 }),
    );
    showProject();
    const { user, dialog } = await openDelete();
    await within(dialog).findByText(/O documento do projeto \(briefing\) também será excluído\./);

    api.kinds = ["briefing", "programa"];
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
    await within(dialog).findByText(/Os 2 documentos do projeto \(briefing, programa de necessidades\) também serão excluídos\./, undefined, { timeout: 5_000 });
    expect(screen.queryByRole("heading", { name: "Início" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    await screen.findByRole("heading", { name: "Início" });
    await waitFor(() => expect(api.deletes).toEqual(["1", "2"]));
  });
});
