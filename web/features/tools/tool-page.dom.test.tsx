import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast as sonner } from "sonner";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { ToolPage, type ToolResult } from "./tool-page";

afterEach(() => sonner.dismiss());

/** Runs the materials tool once with a process that answers `result`; the toast's description. */
async function runWith(result: ToolResult): Promise<string | null | undefined> {
  renderPage(
    <>
      <ToolPage toolId="materiais" process={async () => result} />
      <Toaster />
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Processar com IA" }));
  const toast = await findToast("Processamento concluído");
  return toast.querySelector("[data-description]")?.textContent;
}

describe("the tool's toast says who did the work (R-TOOL-3, decision 079)", () => {
  it("keeps the spec's words for an AI's answer", async () => {
    expect(await runWith({ text: "Porcelanato.", provider: "primary" })).toBe("Os dados foram analisados com sucesso pela IA.");
  });

  it("says the rules computed it when no AI wrote it", async () => {
    expect(await runWith({ text: "Porcelanato.", provider: "offline" })).toBe("Calculado pelas regras do Prancheta, sem IA.");
  });

  it("says plainly that the AI service is unavailable when the rules answered for it", async () => {
    expect(await runWith({ text: "Porcelanato.", provider: "offline", aiUnavailable: true })).toBe(
      "O serviço de IA está indisponível no momento. Calculado pelas regras do Prancheta, sem IA.",
    );
  });
});
