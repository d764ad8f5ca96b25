import { describe, expect, it } from "vitest";
import { GENERIC_TOOL_IDS } from "#domain/tool-inputs";
import { answerToolOffline, answerToolOfflineDetailed } from "./answer";
import { inventedFigures } from "./testing";
import { parseZoningParams } from "./tools/zoning";

const OFFLINE = /^\*\*Resposta da base offline\*\* \(sem IA generativa\)/;

describe("parseZoningParams", () => {
  it.each([
    ["TO 60%", { to: 0.6 }],
    ["taxa de ocupação de 0,5", { to: 0.5 }],
    ["TO: 70", { to: 0.7 }],
    ["CA 1,5", { ca: 1.5 }],
    ["coeficiente de aproveitamento 2", { ca: 2 }],
    ["CA básico 1 e máximo 4", { caBasico: 1, caMaximo: 4 }],
    ["CA bás. 1; CA máx. 2,5", { caBasico: 1, caMaximo: 2.5 }],
    ["TP 15%", { tp: 0.15 }],
    ["Taxa de permeabilidade mínima de 0,3", { tp: 0.3 }],
    ["TO 50%, CA 1, TP 30%, recuo frontal 5 m", { to: 0.5, ca: 1, tp: 0.3 }],
    ["recuos de 5 m e gabarito de 10 m", {}],
  ])("%s", (text, expected) => {
    expect(parseZoningParams(text)).toEqual(expected);
  });
});

describe("answerToolOffline: zoneamento", () => {
  it("computes the projection and buildable area from TO and CA × lot area", () => {
    const inputs = { localizacao: "Campinas, SP", tipoProjeto: "residencial", areaTerreno: "360", parametros: "TO 60%, CA 1,5" };
    const a = answerToolOffline("zoneamento", inputs);
    expect(a.text).toMatch(OFFLINE);
    expect(a.text).toContain("**216 m²**");
    expect(a.text).toContain("**540 m²**");
    expect(a.text).toContain("Campinas, SP");
    expect(a.text).toMatch(/plano diretor/);
    expect(a.citations).toContain("ArchDaily Brasil — TO, CA e TP");
    expect(a.citations).toContain("Estatuto da Cidade — Lei 10.257/2001");
  });

  it("reads pt-BR numbers with thousands and decimals, and TP", () => {
    const inputs = { localizacao: "Natal", areaTerreno: "1.250,5 m²", parametros: "taxa de ocupação 0,6; CA básico 1 e máximo 2,5; TP 15%" };
    const a = answerToolOffline("zoneamento", inputs);
    expect(a.text).toContain("**750,3 m²**");
    expect(a.text).toContain("**1.250,5 m²**");
    expect(a.text).toContain("**3.126,25 m²**");
    expect(a.text).toContain("**1.875,75 m²**");
    expect(a.text).toContain("**187,58 m²**");
  });

  it("without parameters, says what to look up and gives the formulas", () => {
    const a = answerToolOffline("zoneamento", { localizacao: "Recife", areaTerreno: "450", parametros: "" });
    expect(a.text).toContain("Não encontrei TO, CA ou TP");
    expect(a.text).toContain("TO × 450 m²");
    expect(a.text).toContain("Recife");
  });

  it("without the lot area, asks for it", () => {
    const a = answerToolOffline("zoneamento", { localizacao: "Recife", parametros: "TO 60%" });
    expect(a.text).toContain("Informe a área do terreno");
  });
});

describe("answerToolOffline: other tools", () => {
  it("materiais: the product's budget band, labelled as a reference, plus norms", () => {
    const a = answerToolOffline("materiais", { tipoObra: "residencial", estilo: "moderno", orcamento: "medio", areasEspecificas: "banheiros e varanda" });
    expect(a.text).toContain("R$ 1.500 a R$ 3.000/m²");
    expect(a.text).toMatch(/não são cotações de mercado/);
    expect(a.citations).toContain("ABNT NBR 15575:2013");
    expect(a.citations).toContain("ABNT NBR 9575:2010");
    expect(a.citations).toContain("ABNT NBR 14718:2019");
    // Recommendations from the catalogue, for the wet areas the architect named.
    expect(a.text).toContain("**Do banco de materiais da Prancheta:**");
    expect(a.text).toMatch(/área molhada|areas? molhadas?/i);
  });

  it.each([
    ["agua", "ABNT NBR 15527:2019"],
    ["energia", "PBE Edifica / Procel Edifica — Inmetro e Eletrobras"],
    ["confortotermico", "ABNT NBR 15220-3:2005"],
    ["biodiversidade", "ArchDaily Brasil — TO, CA e TP"],
  ])("sustentabilidade: intenção %s → %s", (intencaoPrioritaria, citation) => {
    const a = answerToolOffline("sustentabilidade", { tipoObra: "residencialunifamiliar", clima: "tropical", orcamento: "moderado", intencaoPrioritaria });
    expect(a.citations).toContain(citation);
    expect(a.citations).toContain("Selo Casa Azul — CAIXA");
    expect(a.text).toContain("tropical");
  });

  it("writes each choice's name, never its value (R-CLIENT-3)", () => {
    const green = answerToolOffline("sustentabilidade", { tipoObra: "residencialunifamiliar", clima: "semiarido", orcamento: "semrestrição", intencaoPrioritaria: "confortotermico" }).text;
    expect(green).toContain("**Obra:** Residencial unifamiliar · **clima:** Semiárido · **orçamento:** Sem restrição · **prioridade:** Conforto térmico.");
    expect(green).toContain("**Clima semiárido:**");
    const materials = answerToolOffline("materiais", { tipoObra: "hotelaria", estilo: "contemporaneo", orcamento: "medio" }).text;
    expect(materials).toContain("**Obra:** Hotelaria · **estilo:** Contemporâneo · **orçamento:** Médio (R$ 1.500 a R$ 3.000/m²).");
    expect(answerToolOffline("pos-obra", { statusEntrega: "naoiniciado" }).text).toContain("**status:** Não iniciado");
    expect(answerToolOffline("zoneamento", { tipoProjeto: "institucional" }).text).toContain("· uso institucional.");
  });

  it("pos-obra: a checklist with the inputs filled in", () => {
    const a = answerToolOffline("pos-obra", {
      nomeProjeto: "Residência Silva",
      pendencias: "Trocar rodapé da sala\n- Regular portas",
      statusEntrega: "finalizando",
      responsaveis: "marceneiro",
      dataPrevisao: "2025-07-10",
    });
    expect(a.text).toContain("Residência Silva");
    expect(a.text).toContain("Finalizando");
    expect(a.text).toContain("10/07/2025");
    expect(a.text).toContain("- [ ] Trocar rodapé da sala");
    expect(a.text).toContain("- [ ] Regular portas");
    expect(a.citations).toContain("ABNT NBR 14037:2011");
  });

  it("area-personalizada: keeps valid shortcuts and flags the others", () => {
    const a = answerToolOffline("area-personalizada", { nomeAba: "Obra Silva", atalhos: "https://abnt.org.br\nabnt", conteudo: "normas de acessibilidade" });
    expect(a.text).toContain("<https://abnt.org.br>");
    expect(a.text).toMatch(/Atalhos a corrigir[^\n]*\n- abnt/);
  });

  it("lembretes and topografia: structured, labelled answers", () => {
    const r = answerToolOffline("lembretes", { titulo: "Protocolar projeto legal na prefeitura", data: "2025-08-01", prioridade: "alta" });
    expect(r.text).toMatch(OFFLINE);
    expect(r.text).toContain("01/08/2025");
    const t = answerToolOffline("topografia", { areaTotal: "1200", localizacao: "Petrópolis", descricaoTerreno: "terreno em declive com fossa", arquivo: "DWG" });
    expect(t.text).toContain("1.200 m²");
    expect(t.text).toMatch(/não lê o arquivo/);
  });

  it("every tool answers offline, found, with no invented figures", () => {
    const inputs: Record<string, string> = {
      localizacao: "Belo Horizonte",
      areaTerreno: "480,75",
      parametros: "TO 0,7 CA 2,4 TP 20%",
      areaTotal: "1.500",
      descricaoTerreno: "declive acentuado, esgoto com fossa séptica",
      orcamento: "alto",
      tipoObra: "comercial",
      intencaoPrioritaria: "abrangente",
      titulo: "Revisar memorial descritivo",
      descricao: "conferir normas adotadas",
      data: "2025-09-30",
      conteudo: "CUB de São Paulo",
      pendencias: "pintura",
      dataPrevisao: "2025-12-01",
    };
    for (const tool of GENERIC_TOOL_IDS) {
      const detail = answerToolOfflineDetailed(tool, inputs);
      expect(detail.answer.text, tool).toMatch(OFFLINE);
      expect(detail.answer.found, tool).toBe(true);
      expect(inventedFigures(detail, inputs), tool).toEqual([]);
    }
  });
});
