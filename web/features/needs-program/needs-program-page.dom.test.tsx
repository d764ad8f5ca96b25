import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { documentListSchema, documentSchema, type ProjectDocumentOf } from "#domain/documents.schema";
import { apiErrorBodySchema } from "#domain/errors";
import { programmeGenerationResponseSchema } from "#domain/generation.schema";
import { WALL_FACTOR_NOTE } from "#domain/needs-program";
import type { ProgrammeContent, ProgrammeRoom } from "#domain/needs-program.schema";
import { NO_LOT_PARAMETERS, projectSchema, type LandPlot, type Project } from "#domain/projects.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { NeedsProgramPage } from "./needs-program-page";

afterEach(() => {
  sonner.dismiss();
  localStorage.clear();
});

const DOC_ID = "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";
const BRIEFING_ID = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";
const PROJECT = { id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", name: "Casa Jardim" };
const CLIENT = { id: "3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a", name: "Ana Alves" };
const NOW = "2026-03-12T15:00:00.000Z";
// A source as the offline programme writes it (the server's text; the page only shows it).
const MUNICIPAL =
  "Estimativa de prática — ajuste ao projeto. Áreas mínimas de cômodos são do código de obras de cada município, não nacionais: confira as da prefeitura do terreno.";

const room = (id: string, sector: string, name: string, quantity: number, unitArea: number, source: string | null = null): ProgrammeRoom => ({
  id,
  sector,
  name,
  quantity,
  unitArea,
  notes: "",
  source,
});

/** Useful area 41 m² (20 + 12 + 2 × 4,5), +25 % → 51,25 m² built; a 100 m² lot whose other parameters are unknown. */
const CONTENT: ProgrammeContent = {
  rooms: [room("sala", "Social", "Sala de estar", 1, 20, MUNICIPAL), room("dorm", "Íntimo", "Dormitório casal", 1, 12, "Estimativa de prática — ajuste ao projeto"), room("banho", "Íntimo", "Banheiro", 2, 4.5)],
  wallFactor: 0.25,
  lot: { area: 100, occupancyRate: null, floorAreaRatio: null, permeability: null, floors: 1 },
};

type Programme = ProjectDocumentOf<"programa">;

function programme(content: ProgrammeContent, version: number, source: "usuario" | "offline" = "usuario"): Programme {
  return documentSchema.parse({
    id: DOC_ID,
    kind: "programa",
    project: PROJECT,
    client: CLIENT,
    version,
    lastVersion: { number: version, author: { source, user: source === "usuario" ? { id: "u1", name: "Ana Souza" } : null, provider: null, model: null }, restoredFrom: null, createdAt: NOW },
    createdAt: NOW,
    updatedAt: NOW,
    createdBy: { id: "u1", name: "Ana Souza" },
    updatedBy: { id: "u1", name: "Ana Souza" },
    content,
  }) as Programme;
}

/** The project the programme belongs to: a 100 m² lot with no parameters known, no built area. */
function aProject(plot: Partial<LandPlot> = {}, builtArea: number | null = null): Project {
  return projectSchema.parse({
    id: PROJECT.id,
    name: PROJECT.name,
    client: CLIENT,
    type: "residencial",
    stage: "programa",
    status: "em-andamento",
    deadline: null,
    updatedAt: NOW,
    createdAt: NOW,
    landPlot: { address: null, city: null, state: null, area: 100, frontage: null, depth: null, zoning: null, topography: null, ...NO_LOT_PARAMETERS, ...plot },
    builtArea,
    standard: "normal",
    createdBy: null,
    updatedBy: null,
    history: [],
    documentCount: 2,
  });
}

/**
 * The documents API over one programme: GET answers the latest, PUT saves a version on top; the
 * project's GET and PATCH (its lot parameters and built area), recording each PATCH.
 */
function documentsApi(content: ProgrammeContent = CONTENT, project: Project = aProject()) {
  const state = { doc: programme(content, 3), saves: [] as { baseVersion: number; content: ProgrammeContent }[], project, patches: [] as unknown[] };
  server.use(
    http.get(`/api/projects/${PROJECT.id}`, () => HttpResponse.json(state.project)),
    http.patch(`/api/projects/${PROJECT.id}`, async ({ request }) => {
      const body = (await request.json()) as { builtArea?: number; landPlot?: Partial<LandPlot> };
      state.patches.push(body);
      state.project = projectSchema.parse({ ...state.project, builtArea: body.builtArea ?? state.project.builtArea, landPlot: { ...state.project.landPlot, ...body.landPlot } });
      return HttpResponse.json(state.project);
    }),
    http.get(`/api/documents/${DOC_ID}`, () => HttpResponse.json(state.doc)),
    http.put(`/api/documents/${DOC_ID}`, async ({ request }) => {
      const body = (await request.json()) as { baseVersion: number; content: ProgrammeContent };
      state.saves.push(body);
      state.doc = programme(body.content, state.doc.version + 1);
      return HttpResponse.json(state.doc);
    }),
    http.get(`/api/projects/${PROJECT.id}/documents`, () =>
      HttpResponse.json(
        documentListSchema.parse([{ id: BRIEFING_ID, kind: "briefing", project: PROJECT, client: CLIENT, version: 4, progress: { answered: 10, total: 20 }, updatedAt: NOW }]),
      ),
    ),
  );
  return state;
}

function showPage() {
  return renderPage(
    <>
      <NeedsProgramPage />
      <Toaster />
    </>,
    { url: `/dashboard/programa/${DOC_ID}`, path: "/dashboard/programa/:documentId" },
  );
}

/** The value beside a term of the areas or the lot check ("Área construída estimada" → "51,25 m²"). */
function valueOf(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

const rowOf = (line: number) => screen.getByLabelText(`Ambiente da linha ${line}`).closest("tr")!;
const names = () => screen.getAllByLabelText(/^Ambiente da linha \d+$/).map((input) => (input as HTMLInputElement).value);
const sectors = () => screen.getAllByRole("listitem").filter((li) => li.closest("section")?.getAttribute("aria-labelledby") === "subtotais-setor").map((li) => li.textContent);

/** Clears a field and types `text` key by key (or pastes it at once). */
async function retype(label: string, text: string, { paste = false } = {}) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (!text) return;
  if (paste) await user.paste(text);
  else await user.type(input, text);
}

describe("needs programme page (R-DOC-4)", () => {
  it("shows the project, the client, the briefing's link and the room sources, municipal ones as references", async () => {
    documentsApi();
    showPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Programa de necessidades" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Casa Jardim" }).getAttribute("href")).toBe(`/dashboard/projetos/${PROJECT.id}`);
    expect(screen.getByRole("link", { name: "Ana Alves" }).getAttribute("href")).toBe(`/dashboard/clientes/${CLIENT.id}`);
    expect((await screen.findByRole("link", { name: "Abrir o briefing do projeto" })).getAttribute("href")).toBe(`/dashboard/briefing/${BRIEFING_ID}`);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Setor", "Ambiente", "Qtd", "m² unitário", "m² total", "Observações", "Ações"]);

    expect(within(rowOf(1)).getByText("Referência municipal, não é norma nacional")).toBeTruthy();
    expect(within(rowOf(2)).getByText("Fonte: Estimativa de prática — ajuste ao projeto")).toBeTruthy();
    expect(within(rowOf(2)).queryByText("Referência municipal, não é norma nacional")).toBeNull();
    expect(within(rowOf(3)).queryByText(/Fonte:/)).toBeNull();
    expect(screen.getByText(WALL_FACTOR_NOTE)).toBeTruthy();
    expect(screen.getByText("Todas as alterações salvas")).toBeTruthy();
  });

  it("a quantity typed updates the room's m² total, the sums and the built area, and is saved; an invalid one is refused under the field", async () => {
    const api = documentsApi();
    showPage();
    await screen.findByLabelText("Qtd da linha 3");
    expect(within(rowOf(3)).getByText("9,00 m²")).toBeTruthy();
    expect(valueOf("Área útil (soma dos ambientes)")).toBe("41,00 m²");
    expect(valueOf("Área construída estimada")).toBe("51,25 m²");

    await retype("Qtd da linha 3", "2,5");
    expect(screen.getByText("A quantidade deve ser um número inteiro.")).toBeTruthy();
    expect(screen.getByLabelText("Qtd da linha 3").getAttribute("aria-invalid")).toBe("true");
    expect(valueOf("Área construída estimada")).toBe("51,25 m²");

    await retype("Qtd da linha 3", "3");
    expect(screen.queryByText("A quantidade deve ser um número inteiro.")).toBeNull();
    expect(within(rowOf(3)).getByText("13,50 m²")).toBeTruthy();
    expect(valueOf("Área útil (soma dos ambientes)")).toBe("45,50 m²");
    expect(valueOf("Área construída estimada")).toBe("56,88 m²");
    expect(sectors()).toEqual(["Social20,00 m²", "Íntimo25,50 m²"]);

    await retype("m² unitário da linha 2", "12,5");
    expect(within(rowOf(2)).getByText("12,50 m²")).toBeTruthy();
    expect((screen.getByLabelText("m² unitário da linha 2") as HTMLInputElement).value).toBe("12,5");

    await waitFor(() => expect(api.saves.at(-1)?.content.rooms.map((r) => [r.quantity, r.unitArea])).toEqual([[1, 20], [1, 12.5], [3, 4.5]]), { timeout: 10_000 });
    expect(api.saves.every((s) => s.content.rooms.every((r) => Number.isInteger(r.quantity)))).toBe(true);
    await waitFor(() => expect(screen.getByText("Todas as alterações salvas")).toBeTruthy(), { timeout: 10_000 });
  });

  it("adds, reorders and removes rooms, the totals following", async () => {
    const api = documentsApi();
    showPage();
    const user = userEvent.setup();
    await screen.findByLabelText("Ambiente da linha 1");
    expect(screen.getByRole("button", { name: "Mover a linha 1 para cima" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Mover a linha 3 para baixo" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Adicionar ambiente" }));
    expect(names()).toEqual(["Sala de estar", "Dormitório casal", "Banheiro", "Novo ambiente"]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Ambiente da linha 4")));
    await user.keyboard("Escritório");
    await retype("Setor da linha 4", "Trabalho");
    await retype("m² unitário da linha 4", "8");
    expect(valueOf("Área útil (soma dos ambientes)")).toBe("49,00 m²");
    expect(sectors()).toEqual(["Social20,00 m²", "Íntimo21,00 m²", "Trabalho8,00 m²"]);

    await user.click(screen.getByRole("button", { name: "Mover a linha 1 para baixo" }));
    expect(names()).toEqual(["Dormitório casal", "Sala de estar", "Banheiro", "Escritório"]);
    await user.click(screen.getByRole("button", { name: "Mover a linha 4 para cima" }));
    expect(names()).toEqual(["Dormitório casal", "Sala de estar", "Escritório", "Banheiro"]);
    expect(sectors()).toEqual(["Íntimo21,00 m²", "Social20,00 m²", "Trabalho8,00 m²"]);

    await user.click(screen.getByRole("button", { name: "Remover a linha 2" }));
    expect(names()).toEqual(["Dormitório casal", "Escritório", "Banheiro"]);
    expect(valueOf("Área útil (soma dos ambientes)")).toBe("29,00 m²");
    expect(valueOf("Área construída estimada")).toBe("36,25 m²");

    await waitFor(() => expect(api.saves.at(-1)?.content.rooms.map((r) => r.name)).toEqual(["Dormitório casal", "Escritório", "Banheiro"]), { timeout: 10_000 });
    expect(api.saves.at(-1)?.content.rooms[1]).toMatchObject({ sector: "Trabalho", quantity: 1, unitArea: 8, source: null });
  });

  it("the walls-and-circulation factor is typed in % and changes the built area", async () => {
    const api = documentsApi();
    showPage();
    const factor = await screen.findByLabelText("Paredes e circulação (%)");
    expect((factor as HTMLInputElement).value).toBe("25");
    await retype("Paredes e circulação (%)", "30");
    expect(valueOf("Área construída estimada")).toBe("53,30 m²");
    await retype("Paredes e circulação (%)", "12,5");
    expect(valueOf("Área construída estimada")).toBe("46,13 m²");
    expect((factor as HTMLInputElement).value).toBe("12,5");
    // Pasted at once: typed, "30" would be read on the way.
    await retype("Paredes e circulação (%)", "300", { paste: true });
    expect(screen.getByText("O fator pode ser no máximo 200 %.")).toBeTruthy();
    expect(valueOf("Área construída estimada")).toBe("46,13 m²");
    await waitFor(() => expect(api.saves.at(-1)?.content.wallFactor).toBe(0.125), { timeout: 10_000 });
  });

  it("'Cabe no lote?' reads the project's parameters, names what is missing instead of a fit, and writes edits to the project", async () => {
    const api = documentsApi();
    showPage();
    const area = await screen.findByLabelText("Área do terreno (m²)");
    await waitFor(() => expect((area as HTMLInputElement).disabled).toBe(false));
    expect((area as HTMLInputElement).value).toBe("100");
    expect(valueOf("Projeção máxima (área × TO)")).toBe("Falta a TO.");
    expect(valueOf("Área construída máxima (área × CA)")).toBe("Falta o CA.");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Ainda não dá para dizer se o programa cabe no lote: faltam a taxa de ocupação (TO), o coeficiente de aproveitamento (CA) e a taxa de permeabilidade.")).toBeTruthy();
    expect(screen.queryByText(/o programa cabe no lote\./)).toBeNull();
    expect(screen.getByText(/Fonte dos parâmetros não informada/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Fonte e demais parâmetros no projeto" }).getAttribute("href")).toBe(`/dashboard/projetos/${PROJECT.id}`);

    await retype("Taxa de ocupação — TO (%)", "40");
    expect(valueOf("Projeção máxima (área × TO)")).toBe("40,00 m²");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("A projeção estimada (51,25 m²) passa da projeção máxima permitida pela TO (40,00 m²).")).toBeTruthy();
    expect(within(alert).getByText("Para conferir o resto, faltam o coeficiente de aproveitamento (CA) e a taxa de permeabilidade.")).toBeTruthy();

    await retype("Coeficiente de aproveitamento — CA", "1");
    await retype("Taxa de permeabilidade (%)", "20");
    await retype("Pavimentos", "2");
    expect(valueOf("Projeção estimada (área construída ÷ pavimentos)")).toBe("25,63 m²");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Com a TO, o CA e a taxa de permeabilidade informados, o programa cabe no lote.")).toBeTruthy();

    // The parameters go to the project (R-PROJ-2); the floors stay in the programme.
    await userEvent.setup().click(screen.getByRole("button", { name: "Gravar no projeto" }));
    await findToast("Parâmetros gravados no projeto.");
    expect(api.patches).toEqual([{ landPlot: { occupancyRate: 40, floorAreaRatio: 1, permeability: 20 } }]);
    expect(screen.queryByRole("button", { name: "Gravar no projeto" })).toBeNull();
    await waitFor(() => expect(api.saves.at(-1)?.content.lot).toEqual({ ...CONTENT.lot, floors: 2 }), { timeout: 10_000 });
  });

  it("an older programme's own parameters stand in for the project's, and are offered to it; the project's win and show their source", async () => {
    const api = documentsApi(
      { ...CONTENT, lot: { area: 100, occupancyRate: 50, floorAreaRatio: 3, permeability: null, floors: 1 } },
      aProject({ floorAreaRatio: 0.4, parametersSource: "Lei Complementar 270/2019", parametersConsultedOn: "2026-03-15" }),
    );
    showPage();
    await screen.findByText("Fonte: Lei Complementar 270/2019, consultado em 15/03/2026.");
    expect(valueOf("Área construída máxima (área × CA)")).toBe("40,00 m²");
    expect(valueOf("Projeção máxima (área × TO)")).toBe("50,00 m²");
    expect(screen.getByText(/Guardado só neste programa, não no projeto: a TO\./)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Gravar no projeto" }));
    await findToast("Parâmetros gravados no projeto.");
    expect(api.patches).toEqual([{ landPlot: { occupancyRate: 50 } }]);
  });

  it("'Usar no projeto' writes the built area at once when the project has none", async () => {
    const api = documentsApi();
    showPage();
    const user = userEvent.setup();
    await screen.findByText(/Fonte dos parâmetros não informada/);
    await user.click(await screen.findByRole("button", { name: "Usar no projeto" }));
    await findToast("Área construída do projeto atualizada para 51,25 m².");
    expect(api.patches).toEqual([{ builtArea: 51.25 }]);
  });

  it("'Usar no projeto' asks before replacing a different built area, naming the old and the new", async () => {
    const api = documentsApi(CONTENT, aProject({}, 120));
    showPage();
    const user = userEvent.setup();
    await screen.findByText(/\(hoje 120,00 m²\)/);
    await user.click(screen.getByRole("button", { name: "Usar no projeto" }));
    let dialog = await screen.findByRole("dialog", { name: "Substituir a área construída do projeto?" });
    expect(within(dialog).getByText("A área construída prevista do projeto é 120,00 m². Ela passará a 51,25 m², a estimada por este programa.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.patches).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Usar no projeto" }));
    dialog = await screen.findByRole("dialog", { name: "Substituir a área construída do projeto?" });
    await user.click(within(dialog).getByRole("button", { name: "Substituir" }));
    await findToast("Área construída do projeto atualizada para 51,25 m².");
    expect(api.patches).toEqual([{ builtArea: 51.25 }]);
  });

  it("the downloads leave the sources page out unless asked", async () => {
    documentsApi();
    showPage();
    const pdf = await screen.findByRole("link", { name: "Baixar PDF" });
    expect(pdf.getAttribute("href")).toBe(`/api/documents/${DOC_ID}/export?format=pdf`);
    await userEvent.setup().click(screen.getByRole("checkbox", { name: "Incluir a página de fontes no arquivo" }));
    expect(pdf.getAttribute("href")).toBe(`/api/documents/${DOC_ID}/export?format=pdf&fontes=sim`);
    expect(screen.getByRole("link", { name: "Baixar DOCX" }).getAttribute("href")).toBe(`/api/documents/${DOC_ID}/export?format=docx&fontes=sim`);
  });

  it("a room's notes are shown whole, in a field that grows with them", async () => {
    const note = "Recebem até 15 convidados. Regra: estar 8 m² + 2 m² por morador (16 m²); jantar 2 m² por lugar dos moradores (8 m²) + 1,5 m² por convidado (22,5 m² para 15 convidados); total 46,5 m². Estimativa de prática.";
    documentsApi({ ...CONTENT, rooms: [{ ...CONTENT.rooms[0]!, notes: note }] });
    showPage();
    const field = await screen.findByLabelText("Observações da linha 1");
    expect(field.tagName).toBe("TEXTAREA");
    expect((field as HTMLTextAreaElement).value).toBe(note);
    expect(Number(field.getAttribute("rows"))).toBeGreaterThanOrEqual(Math.ceil(note.length / 48));
  });

  it("regenerating asks first; a 402 offers the offline generator, whose rooms and label then show", async () => {
    const api = documentsApi();
    const calls: unknown[] = [];
    const generated = programme({ ...CONTENT, rooms: [room("cozinha", "Serviço", "Cozinha", 1, 10, "Estimativa de prática — ajuste ao projeto")] }, 4, "offline");
    server.use(
      http.post(`/api/projects/${PROJECT.id}/programme`, async ({ request }) => {
        const body = (await request.json()) as { allowOffline: boolean };
        calls.push(body);
        if (!body.allowOffline) {
          return HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "quota_exceeded", message: "A cota de gerações de texto do plano acabou." } }), { status: 402 });
        }
        api.doc = generated;
        return HttpResponse.json(
          programmeGenerationResponseSchema.parse({ document: generated, generatedBy: { source: "offline", provider: null, model: null, label: "Sugestões do gerador offline (sem IA)" } }),
        );
      }),
    );
    showPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Gerar novamente a partir do briefing" }));
    const dialog = await screen.findByRole("dialog", { name: "Gerar o programa novamente?" });
    expect(within(dialog).getByText(/continua no histórico de versões/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Gerar novamente" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("A cota de gerações de texto do plano acabou.")).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "Gerar com o gerador offline" }));

    await waitFor(() => expect(names()).toEqual(["Cozinha"]), { timeout: 10_000 });
    expect(screen.getByText("Sugestões do gerador offline (sem IA)", { selector: "p" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Gerar com o gerador offline" })).toBeNull();
    expect(calls).toEqual([{ allowOffline: false }, { allowOffline: true }]);
    expect(valueOf("Área construída estimada")).toBe("12,50 m²");
  });
});
