import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { apiErrorBodySchema } from "#domain/errors";
import { projectInputSchema, projectPatchSchema, projectSchema, type Project, type RecordRef } from "#domain/projects.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ProjectFormDialog, type ClientField } from "./project-form-dialog";

afterEach(() => {
  sonner.dismiss();
});

const ANA: RecordRef = { id: "0b7c6f3e-4a52-4c1e-9f0a-2d6b8e1c3a57", name: "Ana" };
const BIA: RecordRef = { id: "5f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8", name: "Bia" };

/** Stands in for the clients' picker (the page passes it in): a select of two clients. */
const TestPicker: ClientField = ({ value, onChange, selectId, invalid, describedBy, ref }) => (
  <select
    ref={ref}
    id={selectId}
    aria-invalid={invalid || undefined}
    aria-describedby={describedBy}
    value={value?.id ?? ""}
    onChange={(e) => onChange([ANA, BIA].find((c) => c.id === e.target.value) ?? null)}
  >
    <option value="">Escolha o cliente</option>
    <option value={ANA.id}>Ana</option>
    <option value={BIA.id}>Bia</option>
  </select>
);

function errorOf(label: string): string | undefined {
  const control = screen.getByLabelText(label, { exact: true });
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

const toastTitles = () => [...document.querySelectorAll('[data-sonner-toast][data-removed="false"] [data-title]')].map((t) => t.textContent);

function open(props: { project?: Project; client?: RecordRef } = {}) {
  let closed = false;
  renderPage(
    <>
      <ProjectFormDialog open onOpenChange={(o) => (closed = !o)} clientField={TestPicker} {...props} />
      <Toaster />
    </>,
  );
  return { closed: () => closed };
}

const now = new Date().toISOString();
const stored = (input: unknown): Project => {
  const data = projectInputSchema.parse(input);
  return projectSchema.parse({
    ...data,
    id: crypto.randomUUID(),
    client: data.clientId === BIA.id ? BIA : ANA,
    builtArea: data.builtArea,
    updatedAt: now,
    createdAt: now,
    createdBy: { id: "u1", name: "Ana Souza" },
    updatedBy: { id: "u1", name: "Ana Souza" },
    history: [{ id: crypto.randomUUID(), stage: data.stage, previous: null, note: null, at: now }],
    documentCount: 0,
  });
};

describe("project dialog", () => {
  it("reads measures and dates as typed in Brazil, and shows the schema's messages under their fields", async () => {
    let sent: unknown;
    server.use(http.post("/api/projects", async ({ request }) => ((sent = await request.json()), HttpResponse.json(stored(sent), { status: 201 }))));
    const dialog = open();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Criar projeto" }));
    await waitFor(() => expect(errorOf("Nome do projeto")).toBe("Informe o nome do projeto."));
    expect(errorOf("Cliente")).toBe("Escolha o cliente.");

    await user.type(screen.getByLabelText("Nome do projeto"), "Casa Jardim");
    await user.selectOptions(screen.getByLabelText("Cliente"), "Bia");
    await user.type(screen.getByLabelText("Área do terreno (m²)"), "abc");
    await user.type(screen.getByLabelText("Prazo de entrega"), "31/02/2031");
    await user.click(screen.getByRole("button", { name: "Criar projeto" }));
    await waitFor(() => expect(errorOf("Área do terreno (m²)")).toBe("A área do terreno deve ser um número."));
    expect(errorOf("Prazo de entrega")).toBe("Data inválida: esse dia não existe.");
    expect(errorOf("Nome do projeto")).toBeUndefined();
    expect(errorOf("Cliente")).toBeUndefined();
    expect(sent).toBeUndefined();

    await user.clear(screen.getByLabelText("Área do terreno (m²)"));
    await user.type(screen.getByLabelText("Área do terreno (m²)"), "1.250,5");
    await user.clear(screen.getByLabelText("Prazo de entrega"));
    await user.type(screen.getByLabelText("Prazo de entrega"), "15/03/2031");
    await user.selectOptions(screen.getByLabelText("UF"), "RJ");
    await user.click(screen.getByRole("button", { name: "Criar projeto" }));
    await waitFor(() => expect(dialog.closed()).toBe(true));
    expect(sent).toMatchObject({ name: "Casa Jardim", clientId: BIA.id, deadline: "2031-03-15", landPlot: { area: 1250.5, state: "RJ", city: null } });
    expect(toastTitles()).toEqual(["Projeto criado"]);
  });

  it("puts the server's 422 fields under their inputs (the client's under the picker), and a 402 closes it with the plan's toast", async () => {
    server.use(
      http.post(
        "/api/projects",
        () =>
          HttpResponse.json(
            apiErrorBodySchema.parse({
              error: { code: "validation_error", message: "Cliente não encontrado.", fields: { clientId: "Cliente não encontrado.", "landPlot.area": "Área fora do lote." } },
            }),
            { status: 422 },
          ),
        { once: true },
      ),
      http.post("/api/projects", () =>
        HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "quota_exceeded", message: "O plano Esboço permite 1 projeto salvo." } }), { status: 402 }),
      ),
    );
    const dialog = open({ client: ANA });
    const user = userEvent.setup();
    expect(screen.getByLabelText<HTMLSelectElement>("Cliente").value).toBe(ANA.id);
    await user.type(screen.getByLabelText("Nome do projeto"), "Loft");
    await user.type(screen.getByLabelText("Área do terreno (m²)"), "90");
    await user.click(screen.getByRole("button", { name: "Criar projeto" }));
    await waitFor(() => expect(errorOf("Cliente")).toBe("Cliente não encontrado."));
    expect(errorOf("Área do terreno (m²)")).toBe("Área fora do lote.");
    expect(document.activeElement).toBe(screen.getByLabelText("Cliente"));
    expect(dialog.closed()).toBe(false);

    await user.click(screen.getByRole("button", { name: "Criar projeto" }));
    await waitFor(() => expect(dialog.closed()).toBe(true));
    expect(toastTitles()).toEqual(["Limite do plano atingido"]);
  });

  it("an edit sends only what changed", async () => {
    const project = stored({ name: "Casa", clientId: ANA.id, type: "reforma", builtArea: 120, landPlot: { city: "Recife", area: 300 } });
    let patch: unknown;
    server.use(
      http.patch("/api/projects/:id", async ({ request }) => {
        patch = projectPatchSchema.parse(await request.json());
        return HttpResponse.json(project);
      }),
    );
    const dialog = open({ project });
    const user = userEvent.setup();
    expect(screen.getByLabelText<HTMLInputElement>("Área construída prevista (m²)").value).toBe("120");
    await user.clear(screen.getByLabelText("Área construída prevista (m²)"));
    await user.type(screen.getByLabelText("Área construída prevista (m²)"), "180,5");
    await user.clear(screen.getByLabelText("Cidade"));
    await user.type(screen.getByLabelText("Cidade"), "Olinda");
    await user.selectOptions(screen.getByLabelText("Cliente"), "Bia");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(dialog.closed()).toBe(true));
    expect(patch).toEqual({ builtArea: 180.5, landPlot: { city: "Olinda" }, clientId: BIA.id });
  });

  it("has the lot's urban parameters with their units, source and day, read as typed in Brazil (R-PROJ-2)", async () => {
    const project = stored({ name: "Casa", clientId: ANA.id, type: "residencial", landPlot: { area: 300, occupancyRate: 50, parametersSource: "Lei 1/2020", parametersConsultedOn: "2025-01-10" } });
    let patch: unknown;
    server.use(
      http.patch("/api/projects/:id", async ({ request }) => {
        patch = projectPatchSchema.parse(await request.json());
        return HttpResponse.json(project);
      }),
    );
    const dialog = open({ project });
    const user = userEvent.setup();
    expect(screen.getByRole("group", { name: "Parâmetros urbanísticos" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Taxa de ocupação — TO (%)").value).toBe("50");
    expect(screen.getByLabelText<HTMLInputElement>("Fonte dos parâmetros").value).toBe("Lei 1/2020");
    expect(screen.getByLabelText<HTMLInputElement>("Consultado em").value).toBe("10/01/2025");

    await user.type(screen.getByLabelText("Coeficiente de aproveitamento — CA"), "1,5");
    await user.type(screen.getByLabelText("Taxa de permeabilidade (%)"), "150");
    await user.type(screen.getByLabelText("Recuo frontal (m)"), "5");
    await user.type(screen.getByLabelText("Recuo lateral (m)"), "1,5");
    await user.type(screen.getByLabelText("Recuo de fundos (m)"), "0");
    await user.type(screen.getByLabelText("Altura máxima (m)"), "9,5");
    await user.clear(screen.getByLabelText("Consultado em"));
    await user.type(screen.getByLabelText("Consultado em"), "15/03/2026");
    await user.clear(screen.getByLabelText("Fonte dos parâmetros"));
    await user.type(screen.getByLabelText("Fonte dos parâmetros"), "Lei Complementar 270/2019");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(errorOf("Taxa de permeabilidade (%)")).toBe("A taxa de permeabilidade parece grande demais (máximo 100)."));
    expect(patch).toBeUndefined();

    await user.clear(screen.getByLabelText("Taxa de permeabilidade (%)"));
    await user.type(screen.getByLabelText("Taxa de permeabilidade (%)"), "15");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(dialog.closed()).toBe(true));
    expect(patch).toEqual({
      landPlot: {
        floorAreaRatio: 1.5,
        permeability: 15,
        frontSetback: 5,
        sideSetback: 1.5,
        rearSetback: 0,
        maxHeight: 9.5,
        parametersSource: "Lei Complementar 270/2019",
        parametersConsultedOn: "2026-03-15",
      },
    });
  });
});
