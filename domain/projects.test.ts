import { describe, expect, it } from "vitest";
import { parseDayBR, parseDecimalBR, PROJECT_STAGES, stageIndex } from "./projects";
import { projectFormSchema, projectInputSchema, projectPatchSchema } from "./projects.schema";

const CLIENT_ID = "0b7c6f3e-4a52-4c1e-9f0a-2d6b8e1c3a57";

describe("project stages", () => {
  it("follow the order of Brazilian practice, ending with works, after-works and done", () => {
    expect(PROJECT_STAGES.map((s) => s.label)).toEqual([
      "Levantamento",
      "Programa de necessidades",
      "Estudo de viabilidade",
      "Estudo preliminar",
      "Anteprojeto",
      "Projeto legal",
      "Projeto executivo",
      "Obra",
      "Pós-obra",
      "Concluído",
    ]);
    expect(stageIndex("anteprojeto")).toBe(4);
  });
});

describe("projectInputSchema", () => {
  it("fills defaults: first stage, normal standard, in progress, empty land plot", () => {
    const data = projectInputSchema.parse({ name: "Casa Alto da Lapa", clientId: CLIENT_ID, type: "residencial" });
    expect(data).toMatchObject({ stage: "levantamento", standard: "normal", status: "em-andamento", deadline: null, builtArea: null });
    expect(data.landPlot).toMatchObject({ area: null, state: null });
  });

  it("checks measures, UF and dates with pt-BR messages", () => {
    const result = projectInputSchema.safeParse({
      name: "X",
      clientId: CLIENT_ID,
      type: "galpão",
      landPlot: { area: -5, state: "XX" },
      deadline: "2025-02-30",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages.type).toBe("Escolha o tipo do projeto.");
    expect(messages["landPlot.area"]).toBe("A área do terreno deve ser maior que zero.");
    expect(messages["landPlot.state"]).toBe("UF inválida.");
    expect(messages.deadline).toBe("Data inválida: esse dia não existe.");
  });

  it("PATCH cannot change the stage (it has its own history)", () => {
    expect(projectPatchSchema.parse({ stage: "obra", name: "Novo nome" })).toEqual({ name: "Novo nome" });
  });
});

describe("parseDecimalBR", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1234,5", 1234.5],
    ["1234.5", 1234.5],
    ["1.234", 1234],
    ["450", 450],
    ["", null],
  ])("%s → %s", (text, value) => {
    expect(parseDecimalBR(text)).toBe(value);
  });
  it("is NaN for text that is not a number", () => {
    expect(parseDecimalBR("12a")).toBeNaN();
  });
});

describe("parseDayBR", () => {
  it("turns dd/mm/aaaa into the API's day, and leaves the rest for the schema to refuse", () => {
    expect(parseDayBR("15/03/2031")).toBe("2031-03-15");
    expect(parseDayBR("5/3/2031")).toBe("2031-03-05");
    expect(parseDayBR("15032031")).toBe("2031-03-15");
    expect(parseDayBR("15-03-2031")).toBe("2031-03-15");
    expect(parseDayBR("")).toBeNull();
    expect(parseDayBR("2031-13-01")).toBe("2031-13-01");
    expect(projectInputSchema.safeParse({ name: "x", clientId: CLIENT_ID, type: "reforma", deadline: parseDayBR("31/02/2031") }).success).toBe(false);
  });
});

describe("deadline and measures", () => {
  const deadlineError = (deadline: string) =>
    projectInputSchema.safeParse({ name: "x", clientId: CLIENT_ID, type: "reforma", deadline }).error?.issues.map((i) => i.message);
  it("a text that is not a date gets one clear message; years outside 1900–2099 are refused", () => {
    expect(deadlineError("15-03-2031")).toEqual(["Data inválida (use dd/mm/aaaa, entre 1900 e 2099)."]);
    expect(deadlineError("0031-03-15")).toEqual(["Data inválida (use dd/mm/aaaa, entre 1900 e 2099)."]);
    expect(deadlineError("2031-03-15")).toBeUndefined();
  });
  it("measures below 0,01 are refused (they would not survive the form's formatting)", () => {
    expect(projectInputSchema.safeParse({ name: "x", clientId: CLIENT_ID, type: "reforma", builtArea: 1e-7 }).success).toBe(false);
  });
});

describe("projectFormSchema", () => {
  const form = {
    name: " Casa Alto da Lapa ",
    clientId: CLIENT_ID,
    type: "residencial",
    stage: "levantamento",
    status: "em-andamento",
    standard: "normal",
    deadline: "15/03/2031",
    builtArea: "1.250,5",
    landPlot: {
      address: "",
      city: "São Paulo",
      state: "",
      area: "360",
      frontage: "12",
      depth: "30",
      zoning: "",
      topography: " ",
      occupancyRate: "50",
      floorAreaRatio: "1,2",
      permeability: "",
      frontSetback: "5",
      sideSetback: "0",
      rearSetback: "",
      maxHeight: "",
      parametersSource: " Lei municipal ",
      parametersConsultedOn: "20/11/2026",
    },
  };

  it("reads the inputs' text as the API's values", () => {
    expect(projectFormSchema.parse(form)).toEqual({
      name: "Casa Alto da Lapa",
      clientId: CLIENT_ID,
      type: "residencial",
      stage: "levantamento",
      status: "em-andamento",
      standard: "normal",
      deadline: "2031-03-15",
      builtArea: 1250.5,
      landPlot: {
        address: null,
        city: "São Paulo",
        state: null,
        area: 360,
        frontage: 12,
        depth: 30,
        zoning: null,
        topography: null,
        occupancyRate: 50,
        floorAreaRatio: 1.2,
        permeability: null,
        frontSetback: 5,
        sideSetback: 0,
        rearSetback: null,
        maxHeight: null,
        parametersSource: "Lei municipal",
        parametersConsultedOn: "2026-11-20",
      },
    });
  });

  it("refuses with the API's messages, under the same paths", () => {
    const result = projectFormSchema.safeParse({ ...form, clientId: "", deadline: "31/02/2031", landPlot: { ...form.landPlot, area: "abc", state: "XX" } });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({
      clientId: "Escolha o cliente.",
      deadline: "Data inválida: esse dia não existe.",
      "landPlot.area": "A área do terreno deve ser um número.",
      "landPlot.state": "UF inválida.",
    });
  });
});

describe("status and stage", () => {
  it("'concluido' is the last stage's: a new project cannot be concluded at another stage", () => {
    const base = { name: "x", clientId: CLIENT_ID, type: "reforma" } as const;
    const refused = projectInputSchema.safeParse({ ...base, status: "concluido", stage: "obra" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["status", "Para concluir o projeto, avance-o até a etapa Concluído."]]);
    expect(projectInputSchema.safeParse({ ...base, status: "concluido", stage: "concluido" }).success).toBe(true);
    expect(projectInputSchema.safeParse({ ...base, stage: "concluido" }).success).toBe(true);
  });
});
