import { plainWords } from "./text-fields";
import { briefingAsText, inVoice, isAnswered, questionnaireFor, says, voiceOf, type BriefingView, type Words } from "./briefing";
import type { QuestionnaireId } from "./briefing.schema";
import { z } from "./zod";
import { plural, type ClientKind } from "./addressing";

/**
 * Follow-up questions for a briefing: written rules that work offline, and the prompt and parser
 * for the AI path. Figures cited in reasons come from shared/domain-facts/nbr.json:
 *  - ABNT NBR 9050:2020 (doors ≥ 0,80 m free width; 360° turn in a Ø 1,50 m circle; grab bars
 *    ≥ 0,80 m long at 0,75 m, ≥ 150 kg; ≥ 5% accessible toilets, at least one per sex; level
 *    changes over 20 mm count as a step): the norm's own text (ABNT catalogue);
 *    casadaacessibilidade.com.br/como-instalar-barra-de-apoio
 *  - ABNT NBR 14718:2019 (guard-rail ≥ 1,10 m; gaps ≤ 0,11 m): vidros.inf.br/mercado-negocios/as-mudancas-na-norma-de-guarda-corpos/
 *  - ABNT NBR 16280:2020 (renovation plan with ART/RRT, risk analysis, approved by the síndico):
 *    vip.com.vc/engenharia-diagnostica/normas-tecnicas/nbr-16280
 *  - ABNT NBR ISO/CIE 8995-1:2013 (lighting of work places), Corpo de Bombeiros AVCB/CLCB (IT-11).
 */

export interface OfflineFollowUp {
  id: string;
  text: string;
  reason: string;
}

export interface SuggestedFollowUp {
  text: string;
  reason: string | null;
}

/** How questions are compared (an accepted one is never suggested again, reworded or not). */
export const normalizeQuestionText = plainWords;

const NEGATIVE =
  /^(nao|nenhum|nenhuma|nada|sem|n a)( (ha|tem|temos|possui|possuimos|se aplica|nenhum|nenhuma|animal|animais|pet|pets|necessidade|necessidades|especial|especiais))*$/;

/** A numeral followed by one of these counts people, not years ("2 adultos"). */
const COUNTING_NOUN = /^(adult|crianc|pessoa|filh|morador|idos|bebe|jove|adolesc|net|casal|irma|gemeo)/;

/** Ages read from free text ("42, 40, 9 e 4 anos", "bebê de 8 meses"): a heuristic. */
function agesIn(text: string): number[] {
  const ages: number[] = [];
  for (const m of normalizeQuestionText(text).matchAll(/(\d+) ?([a-z]*)/g)) {
    const n = Number(m[1]);
    const word = m[2] ?? "";
    if (COUNTING_NOUN.test(word)) continue;
    if (word.startsWith("mes")) ages.push(0);
    else if (n <= 120) ages.push(n);
  }
  return ages;
}

interface Facts {
  questionnaire: QuestionnaireId;
  get(id: string): string;
  /** Answered with something other than a plain "no". */
  given(id: string): boolean;
  yes(id: string): boolean;
  no(id: string): boolean;
  count(id: string): number | null;
  elderly: boolean;
  children: boolean;
  accessibility: boolean;
}

function factsOf(content: BriefingView): Facts {
  const get = (id: string) => (content.answers[id] ?? "").trim();
  const norm = (id: string) => normalizeQuestionText(get(id));
  const no = (id: string) => isAnswered(get(id)) && NEGATIVE.test(norm(id));
  const given = (id: string) => isAnswered(get(id)) && norm(id) !== "" && !no(id);
  const ages = agesIn(get("idades"));
  const people = normalizeQuestionText(`${get("idades")} ${get("rotina")}`);
  return {
    questionnaire: content.questionnaire,
    get,
    given,
    no,
    yes: (id) => /^(sim|s|yes)\b/.test(norm(id)),
    count: (id) => {
      const m = /\d+/.exec(get(id));
      return m ? Number(m[0]) : null;
    },
    elderly: ages.some((a) => a >= 60) || /\b(idos[oa]s?|avo|avos|terceira idade)\b/.test(normalizeQuestionText(get("idades"))),
    children: ages.some((a) => a < 12) || /\b(criancas?|bebes?|recem nascidos?|gestante|gravida)\b/.test(people),
    accessibility: given("acessibilidade"),
  };
}

interface Rule {
  id: string;
  applies(f: Facts): boolean;
  /** Addressed to the client as the questionnaire is (R-CLIENT-3): `says(impersonal, você, vocês)` where a verb asks them. */
  text: Words | ((f: Facts) => Words);
  reason: string | ((f: Facts) => string);
}

const needsAccess = (f: Facts) => f.elderly || f.accessibility;
const accessWho = (f: Facts) => (f.elderly ? "Há morador idoso" : "Há necessidade de acessibilidade");
const existingProperty = (f: Facts) => f.questionnaire !== "residencial";
const FOOD = /\b(restaurante|lanchonete|padaria|cafeteria|cafe|bar|confeitaria|pizzaria|hamburgueria|sorveteria|buffet|acougue|emporio|alimentos?|alimentacao|refeicoes)\b/;

/** In priority order: safety and the law first, then the basics, then comfort. */
const RULES: Rule[] = [
  {
    id: "offline-acessibilidade-circulacao",
    applies: needsAccess,
    text: "Alguém usa ou pode vir a usar cadeira de rodas ou andador? Podemos prever portas com vão livre de pelo menos 80 cm e espaço de giro de 1,50 m de diâmetro nos ambientes principais?",
    reason: (f) =>
      `${accessWho(f)}. ABNT NBR 9050:2020: porta com vão livre mínimo de 0,80 m; giro de 360° da cadeira de rodas num círculo de 1,50 m de diâmetro.`,
  },
  {
    id: "offline-acessibilidade-banheiro",
    applies: needsAccess,
    text: "Os banheiros devem ter barras de apoio, box sem degrau e espaço para manobrar uma cadeira de rodas?",
    reason: (f) =>
      `${accessWho(f)}. ABNT NBR 9050:2020: barras de apoio horizontais com pelo menos 0,80 m, a 0,75 m do piso, que suportem pelo menos 150 kg.`,
  },
  {
    id: "offline-comercial-rota-acessivel",
    applies: (f) => f.questionnaire === "comercial" && f.yes("atendimento-publico"),
    text: "Como o público vai chegar da calçada ao atendimento sem degraus, e onde cabe um sanitário acessível?",
    reason:
      "Atendimento ao público. ABNT NBR 9050:2020: rota acessível e sanitários acessíveis (ao menos 5% das peças, no mínimo um por sexo); desnível acima de 20 mm conta como degrau.",
  },
  {
    id: "offline-criancas-seguranca",
    applies: (f) => f.children,
    text: says(
      "Que proteções prever para as crianças: telas em janelas e sacadas, guarda-corpos, travas em armários e tomadas?",
      "Que proteções quer para as crianças: telas em janelas e sacadas, guarda-corpos, travas em armários e tomadas?",
      "Que proteções querem para as crianças: telas em janelas e sacadas, guarda-corpos, travas em armários e tomadas?",
    ),
    reason: "Há crianças entre os moradores. ABNT NBR 14718:2019: guarda-corpo com pelo menos 1,10 m de altura e vãos de no máximo 11 cm.",
  },
  {
    id: "offline-criancas-piscina",
    applies: (f) => f.children && f.yes("piscina"),
    text: "Como isolar a piscina das crianças: cerca com portão de trava, capa de proteção ou alarme?",
    reason: "Há crianças e a família quer piscina.",
  },
  {
    id: "offline-comercial-alimentos",
    applies: (f) =>
      f.questionnaire === "comercial" &&
      (f.yes("alimentos") || FOOD.test(normalizeQuestionText(`${f.get("produtos-servicos")} ${f.get("modelo-negocio")}`))),
    text: "Que alimentos serão preparados ou manipulados no local? A vigilância sanitária já indicou exigências (cozinha, vestiários, lavatórios, depósito de lixo)?",
    reason: "O negócio lida com alimentos: a licença sanitária tem regras próprias do município ou do estado.",
  },
  {
    id: "offline-reforma-estrutura",
    applies: (f) => f.questionnaire === "reforma" && f.given("paredes-remover"),
    text: "Há projeto estrutural do imóvel para confirmar se as paredes a remover são estruturais? Alguma tem pilar, viga ou tubulação embutida?",
    reason:
      "Remover paredes pode atingir a estrutura e as instalações. ABNT NBR 16280:2020: toda reforma exige plano com responsável técnico (ART/RRT) e análise de riscos.",
  },
  {
    id: "offline-orcamento",
    applies: (f) => !isAnswered(f.get("orcamento")),
    text: "Qual é o orçamento disponível, mesmo que seja uma faixa? Ele inclui projeto, móveis e decoração?",
    reason: "O orçamento ainda não foi informado; ele define o padrão de acabamento e o tamanho do programa.",
  },
  {
    id: "offline-prazo",
    applies: (f) => !isAnswered(f.get("prazo")),
    text: (f) =>
      f.questionnaire === "comercial"
        ? says(
            "Para quando o espaço precisa estar pronto? A inauguração tem data fixa (fim de contrato, campanha, temporada)?",
            "Para quando precisa do espaço pronto? A inauguração tem data fixa (fim de contrato, campanha, temporada)?",
            "Para quando precisam do espaço pronto? A inauguração tem data fixa (fim de contrato, campanha, temporada)?",
          )
        : says(
            "Para quando o imóvel precisa estar pronto? É uma data fixa (fim do aluguel, nascimento, início das aulas)?",
            "Para quando precisa do imóvel pronto? É uma data fixa (fim do aluguel, nascimento, início das aulas)?",
            "Para quando precisam do imóvel pronto? É uma data fixa (fim do aluguel, nascimento, início das aulas)?",
          ),
    reason: "A data desejada ainda não foi informada; ela define o cronograma do projeto e da obra.",
  },
  {
    id: "offline-pets-piso",
    applies: (f) => f.given("pets"),
    text: says(
      "Que pisos e tecidos servem para os animais: resistentes a arranhões, fáceis de limpar e pouco escorregadios?",
      "Que pisos e tecidos aceita pensando nos animais: resistentes a arranhões, fáceis de limpar e pouco escorregadios?",
      "Que pisos e tecidos aceitam pensando nos animais: resistentes a arranhões, fáceis de limpar e pouco escorregadios?",
    ),
    reason: "Há animais de estimação: pisos, estofados e cortinas sofrem com unhas, pelos e sujeira.",
  },
  {
    id: "offline-pets-espaco",
    applies: (f) => f.given("pets"),
    text: "Onde os animais vão ficar de dia e à noite, e onde ficam comida, água, banho e área de necessidades?",
    reason: "Há animais de estimação: o projeto precisa prever o espaço deles.",
  },
  {
    id: "offline-piscina-manutencao",
    applies: (f) => f.yes("piscina"),
    text: says(
      "Quem vai cuidar da piscina? Ela terá aquecimento? Onde ficam a casa de máquinas e os produtos de limpeza?",
      "Quem vai cuidar da piscina? Quer aquecimento? Onde ficam a casa de máquinas e os produtos de limpeza?",
      "Quem vai cuidar da piscina? Querem aquecimento? Onde ficam a casa de máquinas e os produtos de limpeza?",
    ),
    reason: "Piscina pedida: casa de máquinas, acesso para manutenção e segurança no entorno.",
  },
  {
    id: "offline-home-office",
    applies: (f) => f.yes("home-office"),
    text: "Quantas pessoas trabalham em casa, em que horários, e fazem videochamadas? O escritório precisa de isolamento acústico, porta que feche e boa luz natural na mesa?",
    reason: "Home office pedido: ruído e iluminação da área de trabalho (referência: ABNT NBR ISO/CIE 8995-1:2013, iluminação de ambientes de trabalho).",
  },
  {
    id: "offline-banheiros-moradores",
    applies: (f) => {
      const people = f.count("moradores");
      const baths = bathroomsOf(f);
      return people !== null && baths !== null && people >= 4 && baths * 3 <= people;
    },
    text: "Os banheiros previstos dão conta do horário de pico (de manhã)? Vale prever mais um banheiro ou uma bancada com pia fora dele?",
    reason: (f) => {
      const baths = bathroomsOf(f) ?? 0;
      return `${f.count("moradores")} moradores para ${plural(baths, "banheiro", "banheiros")} (contando as suítes).`;
    },
  },
  {
    id: "offline-reforma-condominio",
    applies: (f) =>
      (f.questionnaire === "reforma" || f.questionnaire === "interiores") &&
      (normalizeQuestionText(f.get("imovel-tipo")) === "apartamento" || f.given("condominio-regras")) &&
      !/\bhorarios?\b/.test(normalizeQuestionText(f.get("condominio-regras"))),
    text: "Quais são os horários permitidos para obra no condomínio e o que o síndico pede antes de começar?",
    reason: "Obra em condomínio. ABNT NBR 16280:2020: o plano de reforma, com ART/RRT, é analisado e aprovado pelo síndico antes do início.",
  },
  {
    id: "offline-reforma-instalacoes",
    applies: (f) => f.questionnaire === "reforma" && !isAnswered(f.get("estado-instalacoes")),
    text: "Quando a parte elétrica, a hidráulica e o gás foram trocados pela última vez? Há vazamentos, infiltrações ou disjuntores que desarmam?",
    reason: "O estado das instalações existentes ainda não foi informado; em reforma ele pesa no custo e no prazo.",
  },
  {
    id: "offline-reforma-morar",
    applies: (f) => f.questionnaire === "reforma" && f.yes("morar-durante-obra"),
    text: says(
      "Quais ambientes precisam funcionar o tempo todo durante a obra (banheiro, cozinha, um quarto)? A obra pode ser feita em etapas?",
      "Quais ambientes precisam funcionar o tempo todo durante a obra (banheiro, cozinha, um quarto)? Aceita fazer a obra em etapas?",
      "Quais ambientes precisam funcionar o tempo todo durante a obra (banheiro, cozinha, um quarto)? Aceitam fazer a obra em etapas?",
    ),
    reason: "Vão morar no imóvel durante a obra: o cronograma precisa ser feito em etapas.",
  },
  {
    id: "offline-levantamento-local",
    applies: (f) => existingProperty(f) && f.no("desenhos-existentes"),
    text: "Podemos marcar uma visita para medir o imóvel e registrar portas, janelas e pontos elétricos e hidráulicos?",
    reason: "Não há plantas do imóvel: o projeto começa pelo levantamento no local.",
  },
  {
    id: "offline-comercial-bombeiros",
    applies: (f) => f.questionnaire === "comercial" && !isAnswered(f.get("licencas")),
    text: "O imóvel já tem AVCB ou CLCB do Corpo de Bombeiros? Quantas pessoas podem estar no local ao mesmo tempo?",
    reason: "Saídas de emergência e licença do Corpo de Bombeiros (AVCB/CLCB) seguem as instruções técnicas de cada estado e dependem da lotação.",
  },
  {
    id: "offline-acessibilidade-desniveis",
    applies: needsAccess,
    text: "Há degraus ou desníveis na entrada ou entre os ambientes? Podemos trocá-los por rampas ou nivelar os pisos?",
    reason: (f) => `${accessWho(f)}. ABNT NBR 9050:2020: desnível acima de 20 mm é tratado como degrau; rampas têm inclinação máxima definida na norma.`,
  },
  {
    id: "offline-mobiliario-medidas",
    applies: (f) => f.given("mobiliario-existente") && !/\d/.test(f.get("mobiliario-existente")),
    text: says(
      "Quais são as medidas (largura × profundidade × altura) dos móveis que serão mantidos?",
      "Pode informar as medidas (largura × profundidade × altura) dos móveis que serão mantidos?",
      "Podem informar as medidas (largura × profundidade × altura) dos móveis que serão mantidos?",
    ),
    reason: "Os móveis a manter foram listados sem medidas; sem elas o leiaute pode não caber.",
  },
  {
    id: "offline-estilo-referencias",
    applies: (f) => !isAnswered(f.get("estilo")) && !isAnswered(f.get("referencias")),
    text: says(
      "Há imagens de referência (pasta do Pinterest, fotos, perfis) de ambientes que agradam e que não agradam?",
      "Pode mandar imagens de referência (pasta do Pinterest, fotos, perfis) de ambientes de que gosta e de que não gosta?",
      "Podem mandar imagens de referência (pasta do Pinterest, fotos, perfis) de ambientes de que gostam e de que não gostam?",
    ),
    reason: "O estilo ainda não foi descrito; imagens evitam mal-entendidos.",
  },
];

/** Bathrooms beyond the suites plus the suites' own; null when neither was answered. */
function bathroomsOf(f: Facts): number | null {
  const extra = f.count("banheiros");
  const suites = f.count("suites");
  return extra === null && suites === null ? null : (extra ?? 0) + (suites ?? 0);
}

/** The ids of every offline rule, in priority order (tests and the UI's keys use them). */
export const OFFLINE_RULE_IDS: readonly string[] = RULES.map((r) => r.id);

const resolve = <T>(value: T | ((f: Facts) => T), f: Facts): T => (typeof value === "function" ? (value as (f: Facts) => T)(f) : value);

/**
 * Follow-ups the written rules suggest from the answers so far, highest priority first, leaving
 * out any already accepted (same id, or the same question once normalized), worded for the
 * client's kind like the questionnaire (R-CLIENT-3).
 */
export function offlineFollowUps(content: BriefingView, { max = 6, kind = null }: { max?: number; kind?: ClientKind | null } = {}): OfflineFollowUp[] {
  const voice = voiceOf(kind);
  const accepted = content.followUps ?? [];
  const acceptedIds = new Set(accepted.map((a) => a.id));
  const acceptedTexts = new Set(accepted.map((a) => normalizeQuestionText(a.text)));
  const f = factsOf(content);
  const out: OfflineFollowUp[] = [];
  for (const rule of RULES) {
    if (out.length >= max) break;
    if (acceptedIds.has(rule.id) || !rule.applies(f)) continue;
    const text = inVoice(resolve(rule.text, f), voice);
    if (acceptedTexts.has(normalizeQuestionText(text))) continue;
    out.push({ id: rule.id, text, reason: resolve(rule.reason, f) });
  }
  return out;
}

// ——— AI path ———

export const AI_MAX_FOLLOW_UPS = 6;
/** As long as the stored follow-up allows (briefing.schema.ts). */
const MAX_TEXT = 500;
/** The briefing text sent to the model, at most (answers can be long). */
const PROMPT_BRIEFING_CHARS = 12_000;

export const FOLLOW_UP_SYSTEM_PROMPT = [
  "Você é um arquiteto brasileiro experiente conduzindo o briefing de um projeto com o cliente.",
  `A partir das respostas já dadas, sugira até ${AI_MAX_FOLLOW_UPS} perguntas complementares que ajudem a completar o programa de necessidades: pontos que as respostas levantam e ainda não estão claros (segurança, acessibilidade, rotina, conforto, instalações, legislação, orçamento e prazo).`,
  "Escreva as perguntas em português do Brasil, dirigidas ao cliente, claras e curtas (no máximo 300 caracteres cada).",
  "Para cada pergunta, dê o motivo em uma frase; quando o motivo depender de uma norma, cite a norma ABNT com número e ano (por exemplo, ABNT NBR 9050:2020).",
  "Não invente números nem normas. Não repita perguntas já respondidas, já aceitas ou ainda pendentes no questionário.",
  'Responda SOMENTE com um array JSON, sem nenhum texto antes ou depois, no formato [{"pergunta": "...", "motivo": "..."}].',
].join(" ");

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** How the model is told to address the client, as the questionnaire does (R-CLIENT-3). */
const ADDRESS = {
  singular: "Dirija as perguntas ao cliente como \"você\" (uma pessoa), com os verbos no singular.",
  plural: "Dirija as perguntas ao cliente como \"vocês\" (um casal ou uma empresa), com os verbos no plural.",
  neutra: "Escreva as perguntas de forma impessoal, sem \"você\" nem \"vocês\": não sabemos se o cliente é uma pessoa, um casal ou uma empresa.",
} as const;

/** The user message for the model: the project, the answers, and what not to ask again. */
export function followUpPrompt(content: BriefingView, projectSummary: { type: string; name: string }, kind: ClientKind | null): string {
  const questionnaire = questionnaireFor(content.questionnaire, kind);
  const pending = questionnaire.questions.filter((q) => !isAnswered(content.answers[q.id])).map((q) => `- ${q.label}`);
  const accepted = (content.followUps ?? []).map((f) => `- ${f.text.trim()}`);
  return [
    `Projeto: ${projectSummary.name} (tipo: ${projectSummary.type}).`,
    "",
    "Respostas do briefing até agora:",
    clip(briefingAsText(content, kind), PROMPT_BRIEFING_CHARS),
    "",
    "Perguntas do questionário ainda sem resposta (não as repita):",
    pending.length > 0 ? pending.join("\n") : "(nenhuma)",
    "",
    "Perguntas complementares já aceitas (não as repita):",
    accepted.length > 0 ? accepted.join("\n") : "(nenhuma)",
    "",
    ADDRESS[voiceOf(kind)],
    `Sugira até ${AI_MAX_FOLLOW_UPS} perguntas complementares. Responda somente com o array JSON.`,
  ].join("\n");
}

const oneLine = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() : v);

/** One suggestion; English keys tolerated (models slip into them). */
const suggestionSchema = z.preprocess(
  (v) => {
    if (!v || typeof v !== "object") return v;
    const o = v as Record<string, unknown>;
    return { pergunta: oneLine(o.pergunta ?? o.question ?? o.texto), motivo: oneLine(o.motivo ?? o.reason ?? o.justificativa) };
  },
  z.object({ pergunta: z.string().min(1), motivo: z.string().nullish() }),
);

function jsonArrayIn(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  for (const body of fenced ? [fenced[1] ?? "", text] : [text]) {
    const start = body.indexOf("[");
    const end = body.lastIndexOf("]");
    if (start < 0 || end <= start) continue;
    try {
      return JSON.parse(body.slice(start, end + 1));
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/**
 * The model's suggestions: the JSON array found in its answer (```json fences and text around
 * it tolerated), invalid items dropped, lengths capped, at most AI_MAX_FOLLOW_UPS, without
 * repeats of each other or of `accepted`. null when no array parses or no item is valid; [] when
 * the model answered an empty array.
 */
export function parseFollowUps(text: string, accepted: readonly { text: string }[] = []): SuggestedFollowUp[] | null {
  const parsed = jsonArrayIn(text);
  if (!Array.isArray(parsed)) return null;
  const seen = new Set(accepted.map((a) => normalizeQuestionText(a.text)));
  const out: SuggestedFollowUp[] = [];
  let valid = 0;
  for (const item of parsed) {
    const r = suggestionSchema.safeParse(item);
    if (!r.success) continue;
    valid++;
    const key = normalizeQuestionText(r.data.pergunta);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    if (out.length < AI_MAX_FOLLOW_UPS) {
      out.push({ text: clip(r.data.pergunta, MAX_TEXT), reason: r.data.motivo ? clip(r.data.motivo, MAX_TEXT) : null });
    }
  }
  return parsed.length > 0 && valid === 0 ? null : out;
}
