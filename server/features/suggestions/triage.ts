import { plainWords } from "#domain/text-fields";
import { SUGGESTION_TYPE_LABELS, type Feasibility, type SuggestionType, type SuggestionUrgency } from "#domain/suggestions";
import { TRIAGE_ESTIMATE_MAX, TRIAGE_REPLY_MAX, type SuggestionData } from "#domain/suggestions.schema";

/** What a triage says, before we know who wrote it (R-SUGG-2). */
export interface TriageText {
  feasibility: Feasibility;
  estimate: string;
  reply: string;
}

/**
 * The server's prompt for the triage (R-SUGG-2): the name, type, urgency and text go
 * in; feasibility, estimated development time and a personalised reply come back in three fixed
 * lines that `parseTriage` reads. Never taken from the browser.
 */
export const TRIAGE_SYSTEM = [
  "Você faz a triagem das sugestões, relatos de bug e elogios enviados pelos usuários da Prancheta, uma plataforma web com IA para escritórios de arquitetura no Brasil.",
  "Para cada mensagem: classifique a viabilidade de desenvolvimento (alta, média ou baixa), estime o tempo de desenvolvimento em linguagem simples (por exemplo \"2 a 3 semanas\"; para um elogio sem nada a desenvolver, \"Sem desenvolvimento previsto\") e escreva uma resposta personalizada, em português do Brasil, dirigida à pessoa pelo primeiro nome, cordial, em no máximo 4 frases, sem prometer prazos nem funcionalidades.",
  "Responda exatamente neste formato, sem mais nada:",
  "Viabilidade: <alta|média|baixa>",
  "Tempo estimado: <tempo>",
  "Resposta: <resposta>",
].join("\n");

export function triagePrompt(input: SuggestionData): string {
  return [
    `Nome: ${input.name}`,
    `Tipo: ${SUGGESTION_TYPE_LABELS[input.type]}`,
    `Urgência: ${input.urgency}`,
    "Sugestão/feedback:",
    input.text,
  ].join("\n");
}

const FEASIBILITY_BY_WORD: Record<string, Feasibility> = { alta: "alta", media: "média", baixa: "baixa" };

function feasibilityOf(value: unknown): Feasibility | null {
  if (typeof value !== "string") return null;
  const word = plainWords(value).split(" ")[0] ?? "";
  return FEASIBILITY_BY_WORD[word] ?? null;
}

/** A field's value without markdown emphasis, quotes or surrounding blanks. */
const clean = (value: string) =>
  value
    .replace(/\*\*|__/g, "")
    .trim()
    .replace(/^["“']+|["”']+$/g, "")
    .trim();

function fromParts(feasibility: unknown, estimate: unknown, reply: unknown): TriageText | null {
  const f = feasibilityOf(feasibility);
  if (!f || typeof estimate !== "string" || typeof reply !== "string") return null;
  const e = clean(estimate);
  const r = clean(reply);
  if (!e || !r || e.length > TRIAGE_ESTIMATE_MAX || r.length > TRIAGE_REPLY_MAX) return null;
  return { feasibility: f, estimate: e, reply: r };
}

function parseJson(text: string): TriageText | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  let data: unknown;
  try {
    data = JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  // Keys compared without accents, case or separators: "tempo_estimado", "Tempo estimado"…
  const byKey = new Map(Object.entries(data).map(([k, v]) => [plainWords(k).replace(/ /g, ""), v as unknown]));
  const pick = (...keys: string[]) => keys.map((k) => byKey.get(k)).find((v) => v !== undefined);
  return fromParts(
    pick("viabilidade", "feasibility"),
    pick("tempoestimado", "tempo", "estimativa", "estimate"),
    pick("resposta", "reply", "respostapersonalizada"),
  );
}

const LABEL = /^\s*(?:[-*#>]+\s*)?(?:\*\*|__)?\s*(viabilidade|tempo estimado|tempo de desenvolvimento|estimativa|resposta(?: personalizada)?)\s*(?:\*\*|__)?\s*:\s*(?:\*\*|__)?(.*)$/i;

/**
 * Reads the model's answer: the three labelled lines asked for (the reply may run over several
 * lines; markdown bold, bullets and accents tolerated), or a JSON object with those fields.
 * Anything else is null: the caller asks again once, then uses the offline triage.
 */
export function parseTriage(text: string): TriageText | null {
  const fields: Record<string, string[]> = {};
  let current: string | null = null;
  for (const line of text.replace(/\r/g, "").split("\n")) {
    const match = LABEL.exec(line);
    if (match) {
      const label = plainWords(match[1]!);
      current = label.startsWith("viabilidade") ? "feasibility" : label.startsWith("resposta") ? "reply" : "estimate";
      fields[current] = [match[2] ?? ""];
    } else if (current === "reply") {
      fields.reply!.push(line);
    }
  }
  if (fields.feasibility && fields.estimate && fields.reply) {
    return fromParts(fields.feasibility.join(" "), fields.estimate.join(" "), fields.reply.join("\n"));
  }
  return parseJson(text);
}

// --- The offline triage: rules by type, urgency and keywords (no provider, or none usable). ---

/** Words (without accents) that signal the size of an idea's work. */
const LARGE = [
  "integracao", "integrar", "bim", "revit", "autocad", "dwg", "ifc", "sketchup", "3d", "realidade virtual", "realidade aumentada",
  "aplicativo", "app", "celular", "mobile", "android", "iphone", "ios", "offline", "pagamento", "nota fiscal", "marketplace",
  "multi idioma", "idiomas", "ingles", "espanhol", "maquete", "renderizacao", "render", "assinatura digital", "erp", "sincronizar",
];
const MEDIUM = [
  "relatorio", "exportar", "importar", "pdf", "planilha", "excel", "notificacao", "notificacoes", "calendario", "agenda",
  "email", "e mail", "whatsapp", "filtro", "filtros", "grafico", "graficos", "painel", "dashboard", "modelo", "modelos",
  "template", "permissao", "permissoes", "historico", "busca", "pesquisa", "orcamento", "cronograma", "anexo", "upload",
];
const SMALL = [
  "cor", "cores", "texto", "botao", "tema", "escuro", "atalho", "atalhos", "ordenar", "ordem", "rotulo", "icone", "fonte",
  "campo", "layout", "tamanho", "tooltip", "mensagem", "titulo", "link", "menu", "posicao", "alinhamento", "contraste",
];

const hasAny = (words: string, list: readonly string[]) => list.some((w) => ` ${words} `.includes(` ${w} `));

type Size = "small" | "medium" | "large";

function ideaSize(text: string): Size {
  const words = plainWords(text);
  let size: Size = hasAny(words, LARGE) ? "large" : hasAny(words, MEDIUM) ? "medium" : hasAny(words, SMALL) ? "small" : "medium";
  // A long description usually means more than one change.
  if (text.length > 800 && size !== "large") size = size === "small" ? "medium" : "large";
  return size;
}

const IDEA: Record<Size, { feasibility: Feasibility; estimate: string }> = {
  small: { feasibility: "alta", estimate: "1 a 2 semanas" },
  medium: { feasibility: "média", estimate: "3 a 6 semanas" },
  large: { feasibility: "baixa", estimate: "2 a 3 meses" },
};

const BUG_ESTIMATE: Record<SuggestionUrgency, string> = {
  crítica: "1 a 2 dias",
  alta: "2 a 5 dias",
  média: "1 a 2 semanas",
  baixa: "2 a 3 semanas",
};

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The start of the text, to show the person we read what they wrote. */
function excerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length <= 90 ? oneLine : `${oneLine.slice(0, 87).trimEnd()}…`;
}

const URGENCY_NOTE: Record<SuggestionUrgency, string> = {
  crítica: "Como você marcou a urgência como crítica, ela vai direto para o topo da nossa fila.",
  alta: "Você marcou a urgência como alta, e isso pesa na nossa priorização.",
  média: "Ela entra na nossa fila com urgência média.",
  baixa: "Ela entra na nossa lista de melhorias com urgência baixa.",
};

function replyFor(input: SuggestionData, size: Size): string {
  const name = firstName(input.name);
  const quoted = `“${excerpt(input.text)}”`;
  const type: SuggestionType = input.type;
  if (type === "elogio") {
    return `Olá, ${name}! Muito obrigado pelo elogio: ${quoted}. Mensagens assim mostram à nossa equipe o que está funcionando e o que devemos manter. Se tiver outras ideias para a Prancheta, é só mandar.`;
  }
  if (type === "bug") {
    const urgent = input.urgency === "crítica" || input.urgency === "alta";
    return [
      `Olá, ${name}! Obrigado por reportar este problema: ${quoted}.`,
      URGENCY_NOTE[input.urgency],
      urgent
        ? "Vamos reproduzir o erro e corrigi-lo o quanto antes; se puder, conte-nos em qual página ele aconteceu e o que você fez antes dele."
        : "Vamos reproduzir o erro e incluir a correção numa das próximas versões.",
      "Se o problema mudar ou se repetir, responda por aqui.",
    ].join(" ");
  }
  const sizeNote: Record<Size, string> = {
    small: "À primeira vista é uma mudança pontual, das que costumamos encaixar rapidamente.",
    medium: "À primeira vista é uma funcionalidade de porte médio, que precisa ser desenhada com cuidado.",
    large: "À primeira vista é um projeto grande, que envolve integração ou novas plataformas, e será avaliado no nosso planejamento.",
  };
  return [`Olá, ${name}! Obrigado pela sua ideia: ${quoted}.`, sizeNote[size], URGENCY_NOTE[input.urgency], "Vamos analisá-la e entraremos em contato se precisarmos de mais detalhes."].join(" ");
}

/**
 * The rule-based triage (R-SUGG-2), when no provider answers usably: a praise needs no
 * development; a bug is feasible and its estimate follows the urgency; an idea is sized by its
 * words (integrations and new platforms large, reports and exports medium, labels and colours
 * small) and by its length. The reply names the person and echoes what they wrote.
 */
export function offlineTriage(input: SuggestionData): TriageText {
  if (input.type === "elogio") {
    return { feasibility: "alta", estimate: "Sem desenvolvimento previsto", reply: replyFor(input, "small") };
  }
  if (input.type === "bug") {
    return { feasibility: "alta", estimate: BUG_ESTIMATE[input.urgency], reply: replyFor(input, "medium") };
  }
  const size = ideaSize(input.text);
  return { ...IDEA[size], reply: replyFor(input, size) };
}
