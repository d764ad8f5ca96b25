import { describe, expect, it } from "vitest";
import { suggestionInputSchema, type SuggestionInput } from "#domain/suggestions.schema";
import { offlineTriage, parseTriage, TRIAGE_SYSTEM, triagePrompt } from "./triage";

const input = (data: SuggestionInput) => suggestionInputSchema.parse(data);

describe("the triage prompt (R-SUGG-2)", () => {
  it("carries the name, type, urgency and text, and asks for feasibility, time and a reply in fixed lines", () => {
    const prompt = triagePrompt(input({ name: "Ana Souza", type: "bug", urgency: "alta", text: "O PDF do orçamento sai em branco." }));
    expect(prompt).toBe("Nome: Ana Souza\nTipo: Reportar bug\nUrgência: alta\nSugestão/feedback:\nO PDF do orçamento sai em branco.");
    expect(TRIAGE_SYSTEM).toContain("Viabilidade: <alta|média|baixa>");
    expect(TRIAGE_SYSTEM).toContain("Tempo estimado: <tempo>");
    expect(TRIAGE_SYSTEM).toContain("Resposta: <resposta>");
  });
});

describe("parseTriage", () => {
  it("reads the three lines asked for, the reply running over several lines", () => {
    expect(parseTriage("Viabilidade: média\nTempo estimado: 2 a 3 semanas\nResposta: Olá, Ana! Obrigado.\nVamos analisar.")).toEqual({
      feasibility: "média",
      estimate: "2 a 3 semanas",
      reply: "Olá, Ana! Obrigado.\nVamos analisar.",
    });
  });

  it("tolerates markdown, bullets, capitals, missing accents and text around the lines", () => {
    const text = "Segue a triagem:\n\n- **Viabilidade:** Media (depende do escopo)\n- **Tempo Estimado:** \"1 a 2 meses\"\n- **Resposta personalizada:** Olá, Bruno! Ótima ideia.";
    expect(parseTriage(text)).toEqual({ feasibility: "média", estimate: "1 a 2 meses", reply: "Olá, Bruno! Ótima ideia." });
  });

  it("reads a JSON object too", () => {
    expect(parseTriage('```json\n{"viabilidade": "ALTA", "tempo_estimado": "3 dias", "resposta": "Olá, Lia!"}\n```')).toEqual({
      feasibility: "alta",
      estimate: "3 dias",
      reply: "Olá, Lia!",
    });
  });

  it("refuses answers without all three parts, or with a feasibility outside alta/média/baixa", () => {
    expect(parseTriage("Achei a ideia ótima, deve levar umas duas semanas.")).toBeNull();
    expect(parseTriage("Viabilidade: alta\nResposta: Olá!")).toBeNull();
    expect(parseTriage("Viabilidade: altíssima\nTempo estimado: 1 dia\nResposta: Olá!")).toBeNull();
    expect(parseTriage("Viabilidade: alta\nTempo estimado: \nResposta: Olá!")).toBeNull();
    expect(parseTriage('{"viabilidade": "alta"}')).toBeNull();
    expect(parseTriage(`Viabilidade: alta\nTempo estimado: ${"x".repeat(200)}\nResposta: Olá!`)).toBeNull();
  });
});

describe("offlineTriage (rules by type, urgency and words)", () => {
  it("thanks a praise by name, with nothing to develop", () => {
    const t = offlineTriage(input({ name: "Carla Mendes", type: "elogio", text: "O chat com as normas ABNT é excelente!" }));
    expect(t.feasibility).toBe("alta");
    expect(t.estimate).toBe("Sem desenvolvimento previsto");
    expect(t.reply).toMatch(/^Olá, Carla! Muito obrigado pelo elogio/);
    expect(t.reply).toContain("O chat com as normas ABNT é excelente!");
  });

  it("estimates a bug's fix by its urgency", () => {
    const bug = (urgency: "baixa" | "média" | "alta" | "crítica") =>
      offlineTriage(input({ name: "Rui", type: "bug", urgency, text: "O botão de salvar não responde." }));
    expect(bug("crítica")).toMatchObject({ feasibility: "alta", estimate: "1 a 2 dias" });
    expect(bug("alta").estimate).toBe("2 a 5 dias");
    expect(bug("média").estimate).toBe("1 a 2 semanas");
    expect(bug("baixa").estimate).toBe("2 a 3 semanas");
    expect(bug("crítica").reply).toMatch(/^Olá, Rui! Obrigado por reportar este problema/);
    expect(bug("crítica").reply).toContain("crítica");
  });

  it("sizes an idea by what it asks for", () => {
    const idea = (text: string) => offlineTriage(input({ name: "Ana Souza", text }));
    expect(idea("Integração com o Revit para importar as plantas")).toMatchObject({ feasibility: "baixa", estimate: "2 a 3 meses" });
    expect(idea("Exportar o orçamento em planilha Excel")).toMatchObject({ feasibility: "média", estimate: "3 a 6 semanas" });
    expect(idea("Um tema escuro")).toMatchObject({ feasibility: "alta", estimate: "1 a 2 semanas" });
    expect(idea("Mais ideias de nomes")).toMatchObject({ feasibility: "média" });
    // A long description weighs more than a short one.
    expect(idea(`Um tema escuro. ${"Detalhes da proposta. ".repeat(50)}`).feasibility).toBe("média");
    const reply = idea("Exportar o orçamento em planilha Excel").reply;
    expect(reply).toMatch(/^Olá, Ana! Obrigado pela sua ideia: “Exportar o orçamento em planilha Excel”\./);
    expect(reply).toContain("urgência média");
  });

  it("quotes only the start of a long text", () => {
    const t = offlineTriage(input({ name: "Ana", text: `Sugiro ${"muitas coisas ".repeat(40)}` }));
    expect(t.reply).toMatch(/“Sugiro muitas coisas .*…”/);
    expect(t.reply.length).toBeLessThan(600);
  });
});
