import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { unreadableFormatHelp } from "#domain/topography-analysis";
import { parseZoningParameters } from "#domain/zoning-analysis";
import { NO_LOT_PARAMETERS, projectListSchema, projectSchema } from "#domain/projects.schema";
import { formatToolRunEvent, toolRunSchema, type AnalysisToolId, type ToolRun } from "#domain/tool-runs.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { AnalysisToolRoute } from "./tool";

/**
 * The analysis tools' screen (issue 18, R-TOOL-3, R-TOOL-6) with the server answered by MSW: the
 * history's "Abrir", the post-construction agenda of a reopened run, and what a failure says (the
 * spec's toast, the server's reason in the result card).
 */

afterEach(() => {
  sonner.dismiss();
  vi.restoreAllMocks();
});

const SPEC_FAILURE = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";

function aRun(tool: AnalysisToolId, patch: Partial<ToolRun> & Pick<ToolRun, "id" | "text" | "createdAt">): ToolRun {
  return toolRunSchema.parse({ tool, inputs: {}, computed: null, provider: "offline", aiUnavailable: false, status: "pronta", project: null, ...patch });
}

const RUN_A = aRun("zoneamento", {
  id: "0b6f3c1e-4a5d-4e8f-9a1b-2c3d4e5f6a70",
  inputs: { localizacao: "Lote A, Curitiba" },
  text: "Parecer do lote A.",
  createdAt: "2026-03-05T12:00:00.000Z",
});

/** GET of the tool's history (`runs`, as the server keeps them) and the projects list. */
function historyApi(tool: AnalysisToolId, runs: () => ToolRun[]) {
  server.use(
    http.get("/api/projects", () => HttpResponse.json([])),
    http.get(`/api/tools/${tool}/runs`, () => HttpResponse.json(runs())),
  );
}

const open = (tool: AnalysisToolId) =>
  renderPage(
    <>
      <AnalysisToolRoute toolId={tool} />
      <Toaster />
    </>,
    { url: `/dashboard/${tool}` },
  );

/**
 * Picks a file the way the browser does. (user-event's upload() shadows `files` on the element,
 * which happy-dom's FormData does not read: the form would send an empty file.)
 */
function chooseFile(input: HTMLElement, file: File) {
  const picked = new DataTransfer();
  picked.items.add(file);
  (input as HTMLInputElement).files = picked.files;
  fireEvent.change(input);
}

const history = () => screen.findByRole("list", { name: "Histórico de análises" });
const resultCard = () => screen.getByRole("heading", { name: "Resultados da análise" }).closest("section")!;

describe("Histórico de análises: Abrir", () => {
  it("reopens a run after a new one was processed (each Abrir shows the run again)", async () => {
    const runs = [RUN_A];
    historyApi("zoneamento", () => runs);
    const newRun = aRun("zoneamento", { id: "5d2c8a4f-1b3e-4c6d-8e9f-0a1b2c3d4e5f", inputs: { localizacao: "Lote B" }, text: "Parecer do lote B.", createdAt: "2026-03-06T12:00:00.000Z" });
    server.use(
      http.post("/api/tools/zoneamento/runs", () => {
        runs.unshift(newRun);
        const body = [
          formatToolRunEvent({ event: "start", data: { id: newRun.id, computed: null } }),
          formatToolRunEvent({ event: "token", data: { text: newRun.text } }),
          formatToolRunEvent({ event: "done", data: newRun }),
        ].join("");
        return new HttpResponse(body, { headers: { "Content-Type": "text/event-stream" } });
      }),
    );
    const user = userEvent.setup();
    open("zoneamento");

    const rowA = within(await history()).getByText("Lote A, Curitiba").closest("li")!;
    await user.click(within(rowA).getByRole("button", { name: /^Abrir análise/ }));
    expect((await screen.findByTestId("tool-result")).textContent).toContain("Parecer do lote A.");

    await user.click(screen.getByRole("button", { name: "Processar com IA" }));
    await findToast("Processamento concluído");
    expect(screen.getByTestId("tool-result").textContent).toContain("Parecer do lote B.");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Histórico de análises" })).getAllByRole("listitem")).toHaveLength(2));

    const rowAgain = within(screen.getByRole("list", { name: "Histórico de análises" })).getByText("Lote A, Curitiba").closest("li")!;
    await user.click(within(rowAgain).getByRole("button", { name: /^Abrir análise/ }));
    await waitFor(() => expect(screen.getByTestId("tool-result").textContent).toContain("Parecer do lote A."));
    expect(screen.getByTestId("tool-result").textContent).not.toContain("lote B");
  });

  it("a reopened post-construction run brings its maintenance agenda", async () => {
    const run = aRun("pos-obra", {
      id: "7e1d2c3b-4a5f-4e6d-9c8b-7a6f5e4d3c2b",
      inputs: { nomeProjeto: "Residência Silva", statusEntrega: "concluido" },
      text: "Entrega concluída: siga o manual do proprietário.",
      createdAt: "2026-03-05T12:00:00.000Z",
    });
    historyApi("pos-obra", () => [run]);
    const user = userEvent.setup();
    open("pos-obra");

    const row = within(await history()).getByText(/Residência Silva/).closest("li")!;
    expect(screen.queryByRole("button", { name: "Gerar agenda de manutenção" })).toBeNull();
    await user.click(within(row).getByRole("button", { name: /^Abrir análise/ }));
    expect((await screen.findByTestId("tool-result")).textContent).toContain("Entrega concluída");
    expect(await screen.findByRole("button", { name: "Gerar agenda de manutenção" })).toBeTruthy();
    const planned = within(screen.getByRole("list", { name: "Manutenções previstas" })).getAllByRole("listitem");
    expect(planned[0]!.textContent).toContain("Residência Silva");
    // One recurring entry per task, each with its periodicity and its responsible (decision 080).
    expect(planned.map((li) => li.textContent).join("\n")).toMatch(/Limpar e desinfetar os reservatórios.*\(semestral, a partir desta data; Empresa especializada\)/);
    // The client's file keeps the accents transliterated.
    expect(screen.getByRole("link", { name: "Baixar agenda (.ics) para o cliente" }).getAttribute("download")).toBe("manutencao-residencia-silva.ics");
    const ics = decodeURIComponent(screen.getByRole("link", { name: "Baixar agenda (.ics) para o cliente" }).getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""));
    expect(ics).toContain("RRULE:FREQ=MONTHLY;INTERVAL=6");
  });
});

describe("the zoning tool's envelope (R-TOOL-8)", () => {
  it("a reopened zoning run with the lot's sides draws its envelope; one without them draws none", async () => {
    const drawn = aRun("zoneamento", {
      id: "3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a",
      inputs: { localizacao: "Lote C", frente: "12", fundo: "30", parametros: "TO 50%, CA 1, TP 20%, recuo frontal 5 m, recuos laterais 1,5 m, gabarito 9 m" },
      text: "Parecer do lote C.",
      createdAt: "2026-03-07T12:00:00.000Z",
    });
    historyApi("zoneamento", () => [drawn, RUN_A]);
    const user = userEvent.setup();
    open("zoneamento");

    const rowC = within(await history()).getByText(/Lote C/).closest("li")!;
    await user.click(within(rowC).getByRole("button", { name: /^Abrir análise/ }));
    const plan = await screen.findByRole("img", { name: /^Planta do lote\. Lote retangular de 12,00 m de frente por 30,00 m de fundo/ });
    expect(plan.querySelectorAll("[data-setback]")).toHaveLength(3);
    expect(screen.getByRole("note").textContent).toBe("Falta informar o recuo de fundos; o desenho não supõe valor algum no lugar.");
    // The run's PDF, with the same drawing (R-DRAW-1).
    expect(screen.getByRole("link", { name: "Baixar PDF desta análise" }).getAttribute("href")).toBe("/api/tools/runs/3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a/pdf");

    const rowA = within(screen.getByRole("list", { name: "Histórico de análises" })).getByText("Lote A, Curitiba").closest("li")!;
    await user.click(within(rowA).getByRole("button", { name: /^Abrir análise/ }));
    await waitFor(() => expect(screen.getByTestId("tool-result").textContent).toContain("Parecer do lote A."));
    expect(screen.queryByRole("img", { name: /^Planta do lote/ })).toBeNull();
  });
});

describe("a failed run: the spec's toast, the server's reason in the result card", () => {
  it.each([
    { status: 500, code: "internal_error", message: "Erro interno." },
    { status: 429, code: "rate_limited", message: "Muitas solicitações à IA em pouco tempo. Aguarde 42 segundos e tente novamente." },
  ])("$status: the toast keeps the spec's words", async ({ status, code, message }) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    historyApi("zoneamento", () => []);
    server.use(http.post("/api/tools/zoneamento/runs", () => HttpResponse.json({ error: { code, message } }, { status })));
    const user = userEvent.setup();
    open("zoneamento");
    await screen.findByText("Nenhuma análise feita ainda.");

    await user.click(screen.getByRole("button", { name: "Processar com IA" }));
    const shown = await findToast("Erro no processamento");
    expect(shown.textContent).toContain(SPEC_FAILURE);
    expect(shown.textContent).not.toContain(message);
    const alert = within(resultCard()).getByRole("alert");
    expect(alert.textContent).toContain("Não foi possível processar");
    expect(alert.textContent).toContain(message);
    expect(screen.queryByTestId("tool-result")).toBeNull();
    expect((screen.getByRole("button", { name: "Processar com IA" }) as HTMLButtonElement).disabled).toBe(false);
    expect(logged).toHaveBeenCalled(); // R-TOOL-3: the error is logged to the console
  });

  it("a DWG survey: the toast says the spec's words, the result card how to export the points", async () => {
    const help = unreadableFormatHelp("planta.dwg")!;
    expect(help).toContain("DWG");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    historyApi("topografia", () => []);
    let uploads = 0;
    server.use(
      http.post("/api/tools/topografia/levantamento", () => {
        uploads++;
        return HttpResponse.json({ error: { code: "validation_error", message: help, fields: { file: help } } }, { status: 422 });
      }),
    );
    const user = userEvent.setup();
    open("topografia");
    await screen.findByText("Nenhuma análise feita ainda.");

    chooseFile(screen.getByLabelText("Arquivo de pontos (CSV ou TXT, opcional)"), new File(["AC1032 desenho"], "planta.dwg", { type: "application/acad" }));
    await user.click(screen.getByRole("button", { name: "Processar com IA" }));
    const shown = await findToast("Erro no processamento");
    expect(shown.textContent).toContain(SPEC_FAILURE);
    expect(within(resultCard()).getByRole("alert").textContent).toContain(help);
    expect(uploads).toBe(1);

    // The next submission clears the reason with the result (R-TOOL-3).
    let answer!: (response: Response) => void;
    server.use(http.post("/api/tools/topografia/levantamento", () => new Promise<Response>((resolve) => (answer = resolve))));
    await user.click(screen.getByRole("button", { name: "Processar com IA" }));
    expect(await screen.findByRole("button", { name: "Processando..." })).toBeTruthy();
    expect(within(resultCard()).queryByRole("alert")).toBeNull();
    await waitFor(() => expect(answer).toBeTypeOf("function"));
    answer(HttpResponse.json({ error: { code: "validation_error", message: help, fields: { file: help } } }, { status: 422 }));
    expect(await screen.findByRole("button", { name: "Processar com IA" })).toBeTruthy();
  });
});

const PROJECT_NOW = "2026-03-12T15:00:00.000Z";
const PROJECT_CLIENT = { id: "3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a", name: "Ana Alves" };
const PROJECT_ID = "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";

const project = projectSchema.parse({
  id: PROJECT_ID,
  name: "Casa Jardim",
  client: PROJECT_CLIENT,
  type: "residencial",
  stage: "programa",
  status: "em-andamento",
  deadline: null,
  updatedAt: PROJECT_NOW,
  createdAt: PROJECT_NOW,
  landPlot: {
    address: "Rua das Flores, 10",
    city: "Curitiba",
    state: "PR",
    area: 360,
    frontage: 12,
    depth: 30,
    zoning: "ZR-2",
    topography: null,
    ...NO_LOT_PARAMETERS,
    occupancyRate: 50,
    floorAreaRatio: 1,
    permeability: 25,
    frontSetback: 5,
    sideSetback: 1.5,
    maxHeight: 10,
    parametersSource: "Lei 15.511/2019",
    parametersConsultedOn: "2026-03-15",
  },
  builtArea: null,
  standard: "normal",
  createdBy: null,
  updatedBy: null,
  history: [],
  documentCount: 0,
});

describe("the zoning tool's project field (R-PROJ-2)", () => {
  it("fills the parameters from the project, as text the tool reads back to the same values", async () => {
    server.use(
      http.get("/api/projects", () =>
        HttpResponse.json(projectListSchema.parse([{ id: PROJECT_ID, name: "Casa Jardim", client: PROJECT_CLIENT, type: "residencial", stage: "programa", status: "em-andamento", deadline: null, updatedAt: PROJECT_NOW }])),
      ),
      http.get(`/api/projects/${PROJECT_ID}`, () => HttpResponse.json(project)),
      http.get("/api/tools/zoneamento/runs", () => HttpResponse.json([])),
    );
    renderPage(<AnalysisToolRoute toolId="zoneamento" />);
    const user = userEvent.setup();
    const select = await screen.findByLabelText("Projeto (opcional)");
    await screen.findByRole("option", { name: "Casa Jardim — Ana Alves" });
    await user.selectOptions(select, PROJECT_ID);

    const parametros = screen.getByLabelText<HTMLTextAreaElement>("Parâmetros específicos (opcional)");
    await waitFor(() => expect(parametros.value).not.toBe(""));
    expect(parametros.value).toBe("Zoneamento: ZR-2; TO 50%, CA 1, TP 25%, recuo frontal 5 m, recuo lateral 1,5 m, gabarito 10 m");
    expect(parseZoningParameters(parametros.value)).toEqual({ to: 0.5, ca: 1, tp: 0.25, front: 5, side: 1.5, heightLimit: 10, unread: [] });
    expect(screen.getByLabelText<HTMLInputElement>("Área do terreno (m²)").value).toBe("360");
  });
});
