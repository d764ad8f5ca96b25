import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { Bell, FileText, Plus, Search } from "lucide-react";
import { COMING_SOON } from "./coming-soon-button";
import { PlaceholderPage, type PlaceholderPageConfig } from "./placeholder-page";

const config: PlaceholderPageConfig = {
  title: "Relatórios de obra",
  description: "Registre visitas e entregas.",
  icon: FileText,
  action: { label: "Novo relatório", icon: Plus },
  blocks: [
    { kind: "start", title: "Comece por aqui", description: "A IA resume a visita.", action: { label: "Resumir visita", icon: Search } },
    { kind: "table", title: "Relatórios", columns: ["Obra", "Data"], emptyText: "Nenhum relatório criado" },
    {
      kind: "columns",
      blocks: [
        { kind: "empty", title: "Avisos", icon: Bell, emptyText: "Nenhum aviso" },
        { kind: "empty", title: () => "Hoje", description: "Nada para hoje.", emptyText: "Dia livre", tall: true },
      ],
    },
    {
      kind: "cards",
      id: "modelos",
      title: "Modelos",
      cards: [{ id: "curto", title: "Curto", description: "Uma página.", swatch: "bg-amber-100" }],
    },
  ],
};

describe("PlaceholderPage", () => {
  it("draws the screen from its config: title, texts, empty states, table, cards", () => {
    render(<PlaceholderPage config={config} />);
    expect(screen.getByRole("heading", { level: 1, name: "Relatórios de obra" })).toBeTruthy();
    expect(screen.getByText("Registre visitas e entregas.")).toBeTruthy();
    expect(screen.getByText("A IA resume a visita.")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Obra", "Data"]);
    expect(screen.getByRole("cell").textContent).toBe("Nenhum relatório criado");
    for (const text of ["Nenhum aviso", "Hoje", "Nada para hoje.", "Dia livre"]) expect(screen.getByText(text)).toBeTruthy();
    const templates = screen.getByRole("region", { name: "Modelos" });
    expect(within(templates).getByRole("heading", { level: 3, name: "Curto" })).toBeTruthy();
  });

  it("shows its buttons disabled, by their label, described as coming soon", () => {
    render(<PlaceholderPage config={config} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Novo relatório", "Resumir visita"]);
    for (const name of ["Novo relatório", "Resumir visita"]) {
      const button = screen.getByRole("button", { name, description: COMING_SOON });
      expect(button.hasAttribute("disabled")).toBe(true);
    }
  });
});
