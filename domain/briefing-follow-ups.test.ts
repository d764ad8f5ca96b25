import { describe, expect, it } from "vitest";
import type { BriefingView } from "./briefing";
import {
  FOLLOW_UP_SYSTEM_PROMPT,
  followUpPrompt,
  normalizeQuestionText,
  OFFLINE_RULE_IDS,
  offlineFollowUps,
  parseFollowUps,
} from "./briefing-follow-ups";
import type { ClientKind } from "./addressing";
import type { FollowUp, QuestionnaireId } from "./briefing.schema";

/** Answers that fire none of the "missing basics" rules, so each case sees only its trigger. */
const BASICS: Record<string, string> = {
  orcamento: "R$ 500.000",
  prazo: "12/2026",
  estilo: "Contemporâneo",
  licencas: "Alvará e AVCB",
  "estado-instalacoes": "Tudo em bom estado",
};

const view = (questionnaire: QuestionnaireId, answers: Record<string, string> = {}, followUps: FollowUp[] = []): BriefingView => ({
  questionnaire,
  answers: { ...BASICS, ...answers },
  followUps,
});

const ids = (content: BriefingView) => offlineFollowUps(content, { max: 100 }).map((f) => f.id);

interface Case {
  rule: string;
  questionnaire: QuestionnaireId;
  trigger: Record<string, string>;
  /** Close to the trigger, but must not fire it. */
  without: Record<string, string>;
}

const CASES: Case[] = [
  { rule: "offline-acessibilidade-circulacao", questionnaire: "residencial", trigger: { idades: "45, 43 e 72 anos" }, without: { idades: "45, 43 e 12 anos", acessibilidade: "Não" } },
  { rule: "offline-acessibilidade-circulacao", questionnaire: "interiores", trigger: { acessibilidade: "Meu pai usa andador" }, without: { acessibilidade: "Nenhuma" } },
  { rule: "offline-acessibilidade-banheiro", questionnaire: "reforma", trigger: { idades: "a avó mora conosco" }, without: { idades: "40 e 38" } },
  { rule: "offline-acessibilidade-desniveis", questionnaire: "residencial", trigger: { acessibilidade: "cadeirante" }, without: { acessibilidade: "não há" } },
  { rule: "offline-comercial-rota-acessivel", questionnaire: "comercial", trigger: { "atendimento-publico": "sim" }, without: { "atendimento-publico": "não" } },
  { rule: "offline-criancas-seguranca", questionnaire: "residencial", trigger: { idades: "38, 36, 5 e 2" }, without: { idades: "2 adultos de 38 e 36 anos" } },
  { rule: "offline-criancas-seguranca", questionnaire: "interiores", trigger: { idades: "casal e um bebê de 8 meses" }, without: { idades: "casal de 30 anos" } },
  { rule: "offline-criancas-piscina", questionnaire: "residencial", trigger: { idades: "40, 7", piscina: "sim" }, without: { idades: "40, 17", piscina: "sim" } },
  { rule: "offline-comercial-alimentos", questionnaire: "comercial", trigger: { alimentos: "sim" }, without: { alimentos: "não", "produtos-servicos": "roupas femininas" } },
  { rule: "offline-comercial-alimentos", questionnaire: "comercial", trigger: { "modelo-negocio": "Uma padaria de bairro" }, without: { "modelo-negocio": "Loja de calçados" } },
  { rule: "offline-reforma-estrutura", questionnaire: "reforma", trigger: { "paredes-remover": "Abrir a cozinha para a sala" }, without: { "paredes-remover": "Não" } },
  { rule: "offline-orcamento", questionnaire: "interiores", trigger: { orcamento: "  " }, without: { orcamento: "R$ 80 mil" } },
  { rule: "offline-prazo", questionnaire: "comercial", trigger: { prazo: "" }, without: { prazo: "01/03/2026" } },
  { rule: "offline-pets-piso", questionnaire: "residencial", trigger: { pets: "2 gatos" }, without: { pets: "nenhum" } },
  { rule: "offline-pets-espaco", questionnaire: "reforma", trigger: { pets: "um cachorro grande" }, without: { pets: "Não temos" } },
  { rule: "offline-piscina-manutencao", questionnaire: "residencial", trigger: { piscina: "sim" }, without: { piscina: "não" } },
  { rule: "offline-home-office", questionnaire: "reforma", trigger: { "home-office": "sim" }, without: { "home-office": "não" } },
  { rule: "offline-banheiros-moradores", questionnaire: "residencial", trigger: { moradores: "5", suites: "1", banheiros: "0" }, without: { moradores: "5", suites: "1", banheiros: "1" } },
  { rule: "offline-reforma-condominio", questionnaire: "reforma", trigger: { "imovel-tipo": "Apartamento" }, without: { "imovel-tipo": "Casa" } },
  { rule: "offline-reforma-condominio", questionnaire: "interiores", trigger: { "condominio-regras": "Precisa aprovar com o síndico" }, without: { "condominio-regras": "Obras só em horário comercial", "imovel-tipo": "Apartamento" } },
  { rule: "offline-reforma-instalacoes", questionnaire: "reforma", trigger: { "estado-instalacoes": "" }, without: { "estado-instalacoes": "Fiação trocada em 2020" } },
  { rule: "offline-reforma-morar", questionnaire: "reforma", trigger: { "morar-durante-obra": "sim" }, without: { "morar-durante-obra": "não" } },
  { rule: "offline-levantamento-local", questionnaire: "interiores", trigger: { "desenhos-existentes": "Não" }, without: { "desenhos-existentes": "Planta da construtora" } },
  { rule: "offline-comercial-bombeiros", questionnaire: "comercial", trigger: { licencas: "" }, without: { licencas: "AVCB vigente" } },
  { rule: "offline-mobiliario-medidas", questionnaire: "interiores", trigger: { "mobiliario-existente": "Sofá e mesa de jantar" }, without: { "mobiliario-existente": "Sofá 2,20 × 0,90 m" } },
  { rule: "offline-estilo-referencias", questionnaire: "residencial", trigger: { estilo: "" }, without: { estilo: "", referencias: "https://br.pinterest.com/x" } },
];

describe("offlineFollowUps rules", () => {
  it.each(CASES)("$rule fires on its trigger ($questionnaire)", ({ rule, questionnaire, trigger }) => {
    expect(ids(view(questionnaire, trigger))).toContain(rule);
  });

  it.each(CASES)("$rule stays quiet without it ($questionnaire)", ({ rule, questionnaire, without }) => {
    expect(ids(view(questionnaire, without))).not.toContain(rule);
  });

  it("has a case for every rule", () => {
    expect(new Set(CASES.map((c) => c.rule))).toEqual(new Set(OFFLINE_RULE_IDS));
    expect(OFFLINE_RULE_IDS.length).toBeGreaterThanOrEqual(15);
  });

  it("suggests nothing for a complete, uneventful briefing", () => {
    expect(ids(view("residencial", { idades: "40 e 38", pets: "", piscina: "não" }))).toEqual([]);
  });

  it("cites ABNT NBR 9050:2020 in the accessibility reasons, naming who needs it", () => {
    const out = offlineFollowUps(view("residencial", { idades: "70" }), { max: 100 });
    const circulation = out.find((f) => f.id === "offline-acessibilidade-circulacao");
    expect(circulation?.reason).toContain("ABNT NBR 9050:2020");
    expect(circulation?.reason).toContain("0,80 m");
    expect(circulation?.reason).toContain("Há morador idoso");
  });

  it("names the counts in the bathrooms reason", () => {
    const out = offlineFollowUps(view("residencial", { moradores: "6", suites: "1", banheiros: "1" }), { max: 100 });
    expect(out.find((f) => f.id === "offline-banheiros-moradores")?.reason).toBe("6 moradores para 2 banheiros (contando as suítes).");
  });

  it("asks a commercial project about its opening date", () => {
    const out = offlineFollowUps(view("comercial", { prazo: "" }));
    expect(out.find((f) => f.id === "offline-prazo")?.text).toContain("inauguração");
  });
});

describe("offlineFollowUps selection", () => {
  const busy = view("residencial", { idades: "70, 40, 6", pets: "cão", piscina: "sim", "home-office": "sim", orcamento: "", prazo: "" });

  it("returns at most max (6 by default), in priority order, deterministically", () => {
    const all = ids(busy);
    expect(all.length).toBeGreaterThan(6);
    expect(offlineFollowUps(busy).map((f) => f.id)).toEqual(all.slice(0, 6));
    expect(offlineFollowUps(busy, { max: 2 }).map((f) => f.id)).toEqual(all.slice(0, 2));
    expect(all.indexOf("offline-acessibilidade-circulacao")).toBeLessThan(all.indexOf("offline-home-office"));
  });

  it("never repeats an accepted follow-up, by id or by the same text written differently", () => {
    const [first, second] = offlineFollowUps(busy);
    const accepted: FollowUp[] = [
      { id: first!.id, text: first!.text, reason: first!.reason, origin: "offline", answer: "" },
      { id: "ia-1", text: `  ${second!.text.toUpperCase().normalize("NFD").replace(/\p{M}/gu, "")}!! `, reason: null, origin: "ia", answer: "" },
    ];
    const again = ids({ ...busy, followUps: accepted });
    expect(again).not.toContain(first!.id);
    expect(again).not.toContain(second!.id);
    expect(again.length).toBe(ids(busy).length - 2);
  });
});

describe("normalizeQuestionText", () => {
  it("ignores case, accents, punctuation and spacing", () => {
    expect(normalizeQuestionText("  Onde ficarão os CÃES?! ")).toBe("onde ficarao os caes");
  });
});

describe("followUpPrompt", () => {
  it("names the project and holds the answers, the pending questions and the accepted follow-ups", () => {
    const prompt = followUpPrompt(
      {
        questionnaire: "residencial",
        answers: { moradores: "3" },
        followUps: [{ id: "x", text: "Onde ficam os cães?", reason: null, origin: "ia", answer: "" }],
      },
      { type: "Residencial", name: "Casa Silva" },
      "casal",
    );
    expect(prompt).toContain("Projeto: Casa Silva (tipo: Residencial).");
    // The pending questions in the client's wording (R-CLIENT-3).
    expect(prompt).toContain("- Querem um lavabo?");
    expect(prompt).toContain("- Quantas pessoas vão morar na casa? 3");
    expect(prompt).toContain("- Quantos dormitórios, contando as suítes?");
    expect(prompt).not.toMatch(/^- Quantas pessoas vão morar na casa\?$/m);
    expect(prompt).toContain("- Onde ficam os cães?");
  });

  it("asks the model for a JSON array only", () => {
    expect(FOLLOW_UP_SYSTEM_PROMPT).toContain('[{"pergunta": "...", "motivo": "..."}]');
    expect(FOLLOW_UP_SYSTEM_PROMPT).toContain("SOMENTE");
  });
});

describe("parseFollowUps", () => {
  const items = '[{"pergunta": "Haverá adega?", "motivo": "Cliente citou vinhos."}, {"pergunta": "Quantos carros?"}]';
  const expected = [
    { text: "Haverá adega?", reason: "Cliente citou vinhos." },
    { text: "Quantos carros?", reason: null },
  ];

  it("reads a bare array", () => {
    expect(parseFollowUps(items)).toEqual(expected);
  });

  it("reads an array in a ```json fence with text around it", () => {
    expect(parseFollowUps(`Claro! Seguem as perguntas:\n\`\`\`json\n${items}\n\`\`\`\nEspero ter ajudado.`)).toEqual(expected);
  });

  it("reads an array with text around and no fence, or wrapped in an object", () => {
    expect(parseFollowUps(`Perguntas: ${items} — fim.`)).toEqual(expected);
    expect(parseFollowUps(`{"perguntas": ${items}}`)).toEqual(expected);
  });

  it("tolerates English keys", () => {
    expect(parseFollowUps('[{"question": "Tem lareira?", "reason": "Clima frio"}]')).toEqual([{ text: "Tem lareira?", reason: "Clima frio" }]);
  });

  it("returns null for garbage, a non-array, or an array of nothing valid", () => {
    expect(parseFollowUps("Desculpe, não consigo ajudar.")).toBeNull();
    expect(parseFollowUps("[isto não é json]")).toBeNull();
    expect(parseFollowUps('{"pergunta": "x"}')).toBeNull();
    expect(parseFollowUps('[1, "x", {"motivo": "sem pergunta"}]')).toBeNull();
  });

  it("returns an empty list when the model suggests nothing", () => {
    expect(parseFollowUps("[]")).toEqual([]);
  });

  it("drops invalid items, repeats and accepted questions; caps count and lengths", () => {
    const long = "a".repeat(900);
    const many = Array.from({ length: 9 }, (_, i) => ({ pergunta: `Pergunta ${i}?`, motivo: long }));
    const text = JSON.stringify([
      { pergunta: "Onde ficam os CÃES?" },
      { pergunta: "Haverá adega?" },
      { pergunta: "haverá   adega" },
      { pergunta: 42 },
      { pergunta: long },
      ...many,
    ]);
    const out = parseFollowUps(text, [{ text: "Onde ficam os cães?" }])!;
    expect(out).toHaveLength(6);
    expect(out[0]).toEqual({ text: "Haverá adega?", reason: null });
    expect(out[1]!.text).toHaveLength(500);
    expect(out[1]!.text.endsWith("…")).toBe(true);
    expect(out[2]).toEqual({ text: "Pergunta 0?", reason: `${"a".repeat(499)}…` });
  });
});

describe("offline follow-ups agree with the client, like the questionnaire (R-CLIENT-3)", () => {
  const w = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, "iu");
  // "precisam funcionar" speaks of rooms and "pessoas podem estar" of people, not to the client.
  const PLURAL = w("vocês|querem|aceitam|gostam|podem informar|podem mandar|precisam do");
  const SINGULAR = w("você|quer|aceita|gosta|pode informar|pode mandar|precisa do");
  const texts = (kind: ClientKind | null) =>
    CASES.flatMap((c) => offlineFollowUps(view(c.questionnaire, c.trigger), { max: 100, kind }).filter((f) => f.id === c.rule).map((f) => `${c.rule}: ${f.text}`));

  it.each(["pessoa_feminina", "pessoa_masculina"] as const)("asks one person (%s) in the singular", (kind) => {
    expect(texts(kind).filter((t) => PLURAL.test(t))).toEqual([]);
    expect(texts(kind).some((t) => SINGULAR.test(t))).toBe(true);
  });

  it.each(["casal", "empresa"] as const)("asks a couple or a company (%s) in the plural", (kind) => {
    expect(texts(kind).filter((t) => SINGULAR.test(t))).toEqual([]);
    expect(texts(kind).some((t) => PLURAL.test(t))).toBe(true);
  });

  it("asks impersonally when the kind is unknown, and tells the model how to address the client", () => {
    expect(texts(null).filter((t) => PLURAL.test(t) || SINGULAR.test(t))).toEqual([]);
    expect(followUpPrompt(view("residencial"), { type: "residencial", name: "Casa" }, "pessoa_feminina")).toContain('"você"');
    expect(followUpPrompt(view("residencial"), { type: "residencial", name: "Casa" }, "casal")).toContain('"vocês"');
    expect(followUpPrompt(view("residencial"), { type: "residencial", name: "Casa" }, null)).toContain("impessoal");
  });
});
