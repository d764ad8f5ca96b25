import { describe, expect, it } from "vitest";
import {
  answerText,
  briefingAsText,
  questionAndAnswer,
  briefingProgress,
  emptyBriefing,
  progressLabel,
  questionnaireFor,
  questionnaireForProjectType,
  QUESTIONNAIRES,
  type QuestionInput,
} from "./briefing";
import { briefingContentSchema, QUESTIONNAIRE_IDS, questionIdSchema, type FollowUp } from "./briefing.schema";
import { CLIENT_KIND_IDS, type ClientKind } from "./addressing";
import { PROJECT_TYPE_IDS } from "./projects";

const HOME_IDS: Record<string, QuestionInput> = {
  moradores: "number",
  idades: "text",
  dormitorios: "number",
  suites: "number",
  banheiros: "number",
  lavabo: "yesno",
  "home-office": "yesno",
  "vagas-garagem": "number",
  "area-servico": "yesno",
  "area-gourmet": "yesno",
  piscina: "yesno",
  pets: "text",
  acessibilidade: "long",
  orcamento: "text",
  prazo: "text",
  estilo: "long",
  "ambientes-desejados": "long",
};

/** Ids other code reads (the offline needs-programme generator), with their input kinds. */
const REQUIRED: Record<string, Record<string, QuestionInput>> = {
  residencial: HOME_IDS,
  reforma: HOME_IDS,
  comercial: {
    funcionarios: "number",
    "atendimento-publico": "yesno",
    estoque: "yesno",
    copa: "yesno",
    banheiros: "number",
    "vagas-garagem": "number",
    acessibilidade: "long",
    orcamento: "text",
    prazo: "text",
    estilo: "long",
    "ambientes-desejados": "long",
  },
  interiores: {
    moradores: "number",
    idades: "text",
    pets: "text",
    acessibilidade: "long",
    orcamento: "text",
    prazo: "text",
    estilo: "long",
    "ambientes-desejados": "long",
    "mobiliario-existente": "long",
  },
};

describe.each(QUESTIONNAIRE_IDS)("questionnaire %s", (id) => {
  const q = QUESTIONNAIRES[id];
  const ids = q.questions.map((x) => x.id);

  it("is keyed by its own id and has a label and description", () => {
    expect(q.id).toBe(id);
    expect(q.label).not.toBe("");
    expect(q.description).not.toBe("");
  });

  it("has between 24 and 34 questions with unique slug ids", () => {
    expect(q.questions.length).toBeGreaterThanOrEqual(24);
    expect(q.questions.length).toBeLessThanOrEqual(34);
    expect(new Set(ids).size).toBe(ids.length);
    for (const x of ids) expect(questionIdSchema.safeParse(x).success, x).toBe(true);
  });

  it("has the ids other code reads, with their input kinds", () => {
    for (const [qid, input] of Object.entries(REQUIRED[id]!)) {
      expect(q.questions.find((x) => x.id === qid)?.input, qid).toBe(input);
    }
  });

  it("has both parts, objective first, and options only on choices", () => {
    const parts = q.questions.map((x) => x.part);
    expect(parts).toContain("objetiva");
    expect(parts).toContain("subjetiva");
    expect(parts.indexOf("subjetiva")).toBeGreaterThan(parts.lastIndexOf("objetiva"));
    for (const x of q.questions) {
      expect(x.label.trim(), x.id).not.toBe("");
      expect(x.section.trim(), x.id).not.toBe("");
      if (x.input === "choice") expect(x.options?.length ?? 0, x.id).toBeGreaterThanOrEqual(2);
      else expect(x.options, x.id).toBeUndefined();
    }
  });

  it("keeps each section's questions together", () => {
    const order = q.questions.map((x) => x.section).filter((s, i, all) => s !== all[i - 1]);
    expect(new Set(order).size).toBe(order.length);
  });
});

describe("questionnaireForProjectType", () => {
  it("maps every project type to a questionnaire", () => {
    expect(Object.fromEntries(PROJECT_TYPE_IDS.map((t) => [t, questionnaireForProjectType(t)]))).toEqual({
      residencial: "residencial",
      comercial: "comercial",
      misto: "comercial",
      industrial: "comercial",
      institucional: "comercial",
      interiores: "interiores",
      reforma: "reforma",
    });
  });
});

const followUp = (text: string, answer: string): FollowUp => ({ id: `f-${text.length}`, text, reason: null, origin: "arquiteto", answer });

describe("briefingProgress", () => {
  const total = QUESTIONNAIRES.residencial.questions.length;

  it("starts at zero of all the questionnaire's questions", () => {
    expect(briefingProgress(emptyBriefing("residencial"))).toEqual({ answered: 0, total });
  });

  it("counts non-blank answers to the questionnaire's questions only", () => {
    const content = { ...emptyBriefing("residencial"), answers: { moradores: "3", estilo: "  ", pets: "\n", orcamento: " R$ 1 ", "extra-1": "x" } };
    expect(briefingProgress(content)).toEqual({ answered: 2, total });
  });

  it("adds the accepted follow-ups to the total, and the answered ones to the count", () => {
    const content = {
      ...emptyBriefing("comercial"),
      answers: { funcionarios: "5" },
      followUps: [followUp("Haverá cozinha?", "sim"), followUp("Quantos turnos?", "  ")],
    };
    expect(briefingProgress(content)).toEqual({ answered: 2, total: QUESTIONNAIRES.comercial.questions.length + 2 });
  });

  it("reads a form's state with no follow-ups yet", () => {
    expect(briefingProgress({ questionnaire: "interiores", answers: { estilo: "moderno" } }).answered).toBe(1);
  });
});

describe("progressLabel", () => {
  it("uses the singular only for one", () => {
    expect(progressLabel({ answered: 0, total: 30 })).toBe("0 de 30 respondidas");
    expect(progressLabel({ answered: 1, total: 30 })).toBe("1 de 30 respondida");
    expect(progressLabel({ answered: 12, total: 30 })).toBe("12 de 30 respondidas");
  });
});

describe("emptyBriefing", () => {
  it("is a valid stored briefing with no answers", () => {
    const empty = emptyBriefing("reforma");
    expect(briefingContentSchema.parse(empty)).toEqual(empty);
    expect(empty).toEqual({ questionnaire: "reforma", answers: {}, followUps: [] });
  });
});

describe("answerText and questionAndAnswer (R-CLIENT-3)", () => {
  it("capitalises a yes/no answer and never writes a question mark before a colon", () => {
    expect(answerText({ input: "yesno" }, " sim ")).toBe("Sim");
    expect(answerText({ input: "yesno" }, "NAO")).toBe("Não");
    expect(answerText({ input: "text" }, " sim, dois ")).toBe("sim, dois");
    expect(questionAndAnswer("Quer piscina?", "Sim")).toBe("Quer piscina? Sim");
    expect(questionAndAnswer("Orçamento previsto (R$)", "R$ 600.000")).toBe("Orçamento previsto (R$): R$ 600.000");
  });
});

describe("briefingAsText", () => {
  it("lists answered questions by section with follow-ups, skipping unanswered ones", () => {
    const text = briefingAsText(
      {
        questionnaire: "residencial",
        answers: { moradores: "4", estilo: "Moderno,\n  com madeira", dormitorios: " ", piscina: "não" },
        followUps: [followUp("Onde ficam os cães?", "No quintal"), followUp("Quer adega?", "")],
      },
      "casal",
    );
    expect(text).toBe(
      [
        "Questionário: Residencial",
        "## Quem vai usar",
        "- Quantas pessoas vão morar na casa? 4",
        "## Ambientes",
        "- Querem piscina? Não",
        "## Gosto e estilo",
        "- Como vocês descreveriam o estilo que desejam? Moderno, / com madeira",
        "## Perguntas complementares",
        "- Onde ficam os cães? No quintal",
      ].join("\n"),
    );
  });

  it("is just the heading for an empty briefing", () => {
    expect(briefingAsText(emptyBriefing("comercial"), null)).toBe("Questionário: Comercial");
  });
});

describe("questionnaireFor: the questions agree with the client (R-CLIENT-3)", () => {
  // Words that only fit one way of speaking to the client: spoken to several people ("vocês",
  // "Querem …?", "digam"), to one person ("você", "Quer …?", "diga"), or to someone at all.
  const w = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, "iu");
  const PLURAL_MARKERS = [
    w("vocês"),
    /^(?:Querem|Precisam|Pensam|Pretendem|Vão|Desejam|Gostam|Moram) /u,
    w("querem|pensam|pretendem|gostam|desejam|tiveram|recebem|descreveriam|souberem|onde moram"),
    w("digam|listem|mandem|deixem|informem"),
  ];
  const SINGULAR_MARKERS = [
    w("você"),
    /^(?:Quer|Precisa|Pensa|Pretende|Vai|Deseja|Gosta|Mora) /u,
    w("pensa|pretende|mora|gosta|deseja|teve|recebe|descreveria|souber"),
    w("diga|liste|mande|deixe|informe"),
  ];
  const texts = (kind: ClientKind | null) =>
    Object.values(QUESTIONNAIRES).flatMap(({ id }) =>
      questionnaireFor(id, kind).questions.flatMap((q) => [q.label, q.help ?? "", q.placeholder ?? ""].filter(Boolean).map((text) => `${id}/${q.id}: ${text}`)),
    );
  const offending = (kind: ClientKind | null, markers: RegExp[]) => texts(kind).filter((t) => markers.some((m) => m.test(t.slice(t.indexOf(": ") + 2))));

  it.each(["pessoa_feminina", "pessoa_masculina"] as const)("speaks to one person (%s) as você, never in the plural", (kind) => {
    expect(offending(kind, PLURAL_MARKERS)).toEqual([]);
    const lavabo = questionnaireFor("residencial", kind).questions.find((q) => q.id === "lavabo")!;
    expect(lavabo.label).toBe("Quer um lavabo?");
    expect(questionnaireFor("residencial", kind).questions.find((q) => q.id === "nao-gosta")!.label).toBe("Do que você não gosta de jeito nenhum?");
  });

  it.each(["casal", "empresa"] as const)("speaks to a couple or a company's people (%s) as vocês, never in the singular", (kind) => {
    expect(offending(kind, SINGULAR_MARKERS)).toEqual([]);
    expect(questionnaireFor("residencial", kind).questions.find((q) => q.id === "lavabo")!.label).toBe("Querem um lavabo?");
  });

  it("speaks impersonally when the client's kind is unknown", () => {
    expect(offending(null, [...PLURAL_MARKERS, ...SINGULAR_MARKERS])).toEqual([]);
    expect(questionnaireFor("residencial", null)).toBe(QUESTIONNAIRES.residencial);
  });

  it("words differently, never asks differently: same ids, inputs, sections and options for every kind", () => {
    const shape = (kind: ClientKind | null) =>
      Object.values(QUESTIONNAIRES).map(({ id }) => questionnaireFor(id, kind).questions.map(({ id: qid, input, part, section, options }) => ({ qid, input, part, section, options })));
    for (const kind of CLIENT_KIND_IDS) expect(shape(kind)).toEqual(shape(null));
    // Each kind reads differently from the impersonal wording somewhere.
    for (const kind of CLIENT_KIND_IDS) expect(texts(kind)).not.toEqual(texts(null));
  });
});
