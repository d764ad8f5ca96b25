import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { toolRunSchema, type ToolRun } from "#domain/tool-runs.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { ToolHistory } from "./tool-history";

/** "Histórico de análises" (issue 18, R-TOOL-6): "Copiar" with what was computed, "Apagar" after a confirmation. */

afterEach(() => {
  sonner.dismiss();
});

const RUN: ToolRun = toolRunSchema.parse({
  id: "3c9e2f1a-6b7d-4e8f-a1b2-c3d4e5f6a7b8",
  tool: "zoneamento",
  inputs: { localizacao: "Rua das Araucárias, Curitiba", areaTerreno: "360" },
  computed: {
    tables: [{ title: "Resultado", columns: ["Índice", "Valor"], rows: [["Área máxima construída (CA 2)", "720 m²"], ["Projeção máxima (TO 50%)", "180 m²"]], notes: ["Recuos informados."] }],
    warnings: ["Altura máxima não informada."],
    sources: ["Lei de zoneamento de Curitiba"],
  },
  text: "Parecer do urbanista: o lote comporta 720 m² computáveis.",
  provider: "primary",
  aiUnavailable: false,
  status: "pronta",
  project: null,
  createdAt: "2026-03-05T12:00:00.000Z",
});

/** The history answered with `runs`; DELETE answered by `remove` and counted. */
function historyApi(runs: ToolRun[], remove: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const deleted: string[] = [];
  server.use(
    http.get("/api/tools/zoneamento/runs", () => HttpResponse.json(runs)),
    http.delete("/api/tools/runs/:id", ({ params }) => {
      deleted.push(String(params.id));
      const answer = remove();
      if (answer.status === 204) runs.splice(runs.findIndex((r) => r.id === params.id), 1);
      return answer;
    }),
  );
  return deleted;
}

const open = () =>
  renderPage(
    <>
      <ToolHistory tool="zoneamento" onOpen={() => undefined} />
      <Toaster />
    </>,
  );

const row = async () => (await screen.findByRole("list", { name: "Histórico de análises" })).querySelector("li")!;

describe("Histórico de análises", () => {
  it("Copiar puts the computed tables, then the text, on the clipboard", async () => {
    historyApi([RUN]);
    const user = userEvent.setup(); // a clipboard of its own
    open();
    await user.click(within(await row()).getByRole("button", { name: /^Copiar análise/ }));
    await findToast("Análise copiada");
    expect(await navigator.clipboard.readText()).toBe(
      [
        "### Resultado",
        "| Índice | Valor |",
        "| --- | --- |",
        "| Área máxima construída (CA 2) | 720 m² |",
        "| Projeção máxima (TO 50%) | 180 m² |",
        "- Recuos informados.",
        "",
        "> Altura máxima não informada.",
        "",
        "Fontes: Lei de zoneamento de Curitiba.",
        "",
        "Parecer do urbanista: o lote comporta 720 m² computáveis.",
      ].join("\n"),
    );
  });

  it("Copiar is there for a run that computed but has no text yet", async () => {
    historyApi([{ ...RUN, text: "", status: "falhou" }]);
    const user = userEvent.setup();
    open();
    const copy = within(await row()).getByRole("button", { name: /^Copiar análise/ }) as HTMLButtonElement;
    expect(copy.disabled).toBe(false);
    await user.click(copy);
    await findToast("Análise copiada");
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith("### Resultado")).toBe(true);
    expect(copied.endsWith("Fontes: Lei de zoneamento de Curitiba.")).toBe(true);
  });

  it("Apagar asks first: Cancelar keeps the run, the dialog's Apagar análise deletes it", async () => {
    const deleted = historyApi([RUN]);
    const user = userEvent.setup();
    open();
    await user.click(within(await row()).getByRole("button", { name: /^Apagar análise/ }));
    const dialog = await screen.findByRole("dialog", { name: "Apagar análise?" });
    expect(dialog.textContent).toContain("Rua das Araucárias, Curitiba");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(within(await row()).getByRole("button", { name: /^Apagar análise/ }));
    await user.click(within(await screen.findByRole("dialog", { name: "Apagar análise?" })).getByRole("button", { name: "Apagar análise" }));
    await findToast("Análise apagada do histórico");
    expect(deleted).toEqual([RUN.id]);
    expect(await screen.findByText("Nenhuma análise feita ainda.")).toBeTruthy();
  });

  it("a delete that fails says so in a toast, and the run stays", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const deleted = historyApi([RUN], () => HttpResponse.json({ error: { code: "internal_error", message: "Erro interno." } }, { status: 500 }));
    const user = userEvent.setup();
    open();
    await user.click(within(await row()).getByRole("button", { name: /^Apagar análise/ }));
    await user.click(within(await screen.findByRole("dialog", { name: "Apagar análise?" })).getByRole("button", { name: "Apagar análise" }));
    const shown = await findToast("Não foi possível apagar a análise");
    expect(shown.textContent).toContain("Erro interno.");
    expect(deleted).toEqual([RUN.id]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(screen.getByRole("list", { name: "Histórico de análises" })).getAllByRole("listitem")).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
