import { CLIENT_KINDS, you, youVerb, type Addressee } from "./addressing";
import { whatsappLink } from "./br-documents";
import type { MessageChannel, ReplyTone } from "./messages";
import { CHANNEL_LABELS, REPLY_TONE_LABELS } from "./messages";
import type { SuggestedReply } from "./messages.schema";
import { plainWords } from "./text-fields";

/**
 * Suggested replies to a client's message (R-MSG-2): the facts of the project they are grounded
 * in, the AI prompt that asks a model for them, its parser, and the offline templates (per channel
 * and tone, answering the message's gist) used without a provider. Also the one-click links of
 * R-MSG-3 (mailto: and wa.me).
 */

/** What the reply may state, already formatted in pt-BR; null when unknown (never guessed). */
export interface ReplyFacts {
  /** Who the reply speaks to: every greeting, pronoun and verb agrees with them (R-CLIENT-3). */
  client: Addressee;
  studioName: string;
  projectName: string | null;
  /** The stage's label (domain/projects.ts), e.g. "Anteprojeto". */
  stage: string | null;
  /** The next delivery, dd/MM/yyyy. */
  deadline: string | null;
  /** The latest budget's total, "R$ 383.076,00". */
  budgetTotal: string | null;
}

export const REPLY_INTENTS = ["prazo", "orcamento", "reuniao", "alteracao", "pagamento"] as const;
export type ReplyIntent = (typeof REPLY_INTENTS)[number];

const INTENT_WORDS: Record<ReplyIntent, RegExp> = {
  prazo: /\b(prazos?|entregas?|entregar|entregue|quando|pronto|pronta|previsao|atrasad[oa]s?|atraso|cronograma|data)\b/,
  orcamento: /\b(orcamentos?|valor(es)?|precos?|custos?|custa|quanto|caro|cara|estimativa|investimento)\b/,
  reuniao: /\b(reuniao|reunioes|visita|visitar|encontro|marcar|agendar|conversar|ligar|ligacao|call|horario|disponibilidade)\b/,
  alteracao: /\b(alteracao|alteracoes|alterar|mudanca|mudancas|mudar|trocar|troca|modificar|modificacao|ajustes?|ajustar|revisao|revisar)\b/,
  pagamento: /\b(pagamentos?|pagar|pago|boleto|pix|parcelas?|nota fiscal|transferencia|fatura|sinal|recibo)\b/,
};

/** The gist of a client's message: the intents its words show, in a fixed order (empty: a general message). */
export function detectIntents(message: string): ReplyIntent[] {
  const words = plainWords(message);
  return REPLY_INTENTS.filter((intent) => INTENT_WORDS[intent].test(words));
}

/** "2031-03-15" → "15/03/2031"; anything else → null. */
export function formatDeadline(isoDay: string | null): string | null {
  const m = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * How a reply calls the client (R-CLIENT-3): one person by the first name, or "Sra."/"Sr." and the
 * full name when the client is addressed formally; a couple by their names; a company's team.
 */
function callName(a: Addressee): string {
  const name = a.name.trim();
  if (a.kind === "empresa") return `equipe da ${name}`;
  if (a.kind === "casal") return name;
  if (a.addressForm === "formal") return a.kind === "pessoa_feminina" ? `Sra. ${name}` : a.kind === "pessoa_masculina" ? `Sr. ${name}` : name;
  return firstName(name);
}

/** A formal letter's opening, agreeing with the client; a client of unknown kind gets no "Prezado(a)". */
function formalGreeting(a: Addressee): string {
  const name = a.name.trim();
  const title = a.addressForm === "formal";
  switch (a.kind) {
    case "pessoa_feminina":
      return `Prezada ${title ? "Sra. " : ""}${name},`;
    case "pessoa_masculina":
      return `Prezado ${title ? "Sr. " : ""}${name},`;
    case "casal":
      return `Prezados ${name},`;
    case "empresa":
      return `Prezada equipe da ${name},`;
    default:
      return `Olá, ${name},`;
  }
}
const stageText = (stage: string) => (stage === "Concluído" ? "já está concluído" : `está na etapa de ${stage.toLowerCase()}`);
const projectRef = (f: ReplyFacts) => (f.projectName ? `o projeto ${f.projectName}` : "o seu projeto");

/** A sentence per intent, from the facts (what is unknown is promised, never invented). */
function intentSentence(intent: ReplyIntent | "geral", f: ReplyFacts, channel: MessageChannel): string {
  const project = projectRef(f);
  switch (intent) {
    case "prazo":
      return f.deadline
        ? `Sobre o prazo: ${project} ${f.stage ? `${stageText(f.stage)} e ` : ""}a próxima entrega está prevista para ${f.deadline}.`
        : `Sobre o prazo: ${project}${f.stage ? ` ${stageText(f.stage)}` : " está em andamento"}; vou confirmar a data da próxima entrega e já retorno.`;
    case "orcamento":
      // A value is not written on a social network's page: it goes by a private message.
      if (channel === "social") return "Sobre valores, passo todos os detalhes por mensagem privada.";
      return f.budgetTotal
        ? `Sobre o orçamento: a estimativa mais recente de ${project} soma ${f.budgetTotal}, e posso detalhar cada etapa.`
        : `Sobre o orçamento: estou finalizando a estimativa de ${project} e envio assim que estiver pronta.`;
    case "reuniao":
      return `Podemos marcar uma reunião (ou uma visita à obra): quais dias e horários ficam melhores para ${you(f.client)}?`;
    case "alteracao":
      return `Recebi o pedido de alteração: vou avaliar o impacto no projeto${f.stage ? ` (hoje na etapa de ${f.stage.toLowerCase()})` : ""}${
        f.deadline ? ` e no prazo da próxima entrega, ${f.deadline},` : ""
      } e retorno com uma proposta.`;
    case "pagamento":
      return `Sobre o pagamento: vou conferir os dados e as datas${f.budgetTotal && channel !== "social" ? ` (o orçamento atual é de ${f.budgetTotal})` : ""} e envio tudo certinho.`;
    case "geral":
      return f.projectName && f.stage
        ? `Obrigado pela mensagem! ${project.charAt(0).toUpperCase()}${project.slice(1)} ${stageText(f.stage)}${f.deadline ? `, com a próxima entrega prevista para ${f.deadline}` : ""}.`
        : "Obrigado pela mensagem! Vou verificar e já retorno.";
  }
}

const GREETINGS: Record<ReplyTone, (a: Addressee) => string> = {
  formal: formalGreeting,
  cordial: (a) => `Olá, ${callName(a)}! Tudo bem?`,
  breve: (a) => `Olá, ${callName(a)}.`,
};

const CLOSINGS: Record<ReplyTone, string> = {
  formal: "Permaneço à disposição para quaisquer esclarecimentos.",
  cordial: "Qualquer dúvida, é só me chamar!",
  breve: "",
};

const SIGN_OFFS: Record<ReplyTone, string> = {
  formal: "Atenciosamente,",
  cordial: "Um abraço,",
  breve: "Abraços,",
};

const SUBJECTS: Record<ReplyIntent | "geral", string> = {
  prazo: "Prazo",
  orcamento: "Orçamento",
  reuniao: "Reunião",
  alteracao: "Alterações",
  pagamento: "Pagamento",
  geral: "Retorno",
};

function emailSubject(intent: ReplyIntent | "geral", f: ReplyFacts): string {
  return f.projectName ? `${SUBJECTS[intent]} — projeto ${f.projectName}` : `${SUBJECTS[intent]} da sua mensagem`;
}

/** An e-mail's body: greeting, paragraphs, closing and the studio's signature. */
function emailBody(tone: ReplyTone, f: ReplyFacts, paragraphs: string[]): string {
  const closing = CLOSINGS[tone];
  return [GREETINGS[tone](f.client), "", ...paragraphs.flatMap((p) => [p, ""]), ...(closing ? [closing, ""] : []), SIGN_OFFS[tone], f.studioName || "Equipe do escritório"].join("\n");
}

/** WhatsApp: one short conversational paragraph. */
function whatsappText(tone: ReplyTone, f: ReplyFacts, sentences: string[]): string {
  const greeting = tone === "formal" ? `Olá, ${callName(f.client)}, tudo bem?` : GREETINGS[tone](f.client);
  const closing = tone === "formal" ? "Fico à disposição." : tone === "cordial" ? "Qualquer coisa, é só chamar por aqui!" : "";
  return [greeting, ...sentences, closing].filter(Boolean).join(" ");
}

/** Social networks: very short, taking the conversation to a private channel. */
function socialText(tone: ReplyTone, f: ReplyFacts, sentence: string): string {
  const name = callName(f.client);
  const greeting = tone === "formal" ? `Olá, ${name}. Agradecemos o contato!` : tone === "cordial" ? `Oi, ${name}! Obrigado pelo contato!` : `Oi, ${name}!`;
  return [greeting, sentence, "Vamos continuar pelo direct ou pelo WhatsApp?"].filter(Boolean).join(" ");
}

/**
 * 2–3 replies for the channel and tone, from rules (no AI): the first answers every intent the
 * message shows (two at most) with the project's facts; the second answers the main one and
 * offers a conversation; the third acknowledges and promises a complete answer.
 */
export function offlineReplies(channel: MessageChannel, tone: ReplyTone, facts: ReplyFacts, message: string): SuggestedReply[] {
  const intents = detectIntents(message);
  const main: ReplyIntent | "geral" = intents[0] ?? "geral";
  const answered = intents.length > 0 ? intents.slice(0, 2).map((i) => intentSentence(i, facts, channel)) : [intentSentence("geral", facts, channel)];
  const offerTalk =
    main === "reuniao"
      ? `Se ${youVerb(facts.client, "preferir", "preferirem")}, posso ligar para combinarmos.`
      : `Se ${youVerb(facts.client, "preferir", "preferirem")}, podemos conversar por telefone ou marcar uma reunião rápida.`;
  const status = facts.projectName && facts.stage ? `Hoje ${projectRef(facts)} ${stageText(facts.stage)}.` : "";
  const acknowledge = `Recebi sua mensagem e vou verificar os detalhes com a equipe. Retorno em breve com uma resposta completa.`;

  if (channel === "email") {
    const subject = emailSubject(main, facts);
    return [
      { subject, text: emailBody(tone, facts, answered) },
      { subject, text: emailBody(tone, facts, [answered[0]!, offerTalk]) },
      { subject: `Recebemos sua mensagem${facts.projectName ? ` — projeto ${facts.projectName}` : ""}`, text: emailBody(tone, facts, [acknowledge, status].filter(Boolean)) },
    ];
  }
  if (channel === "whatsapp") {
    const first = tone === "breve" ? answered.slice(0, 1) : answered;
    return [
      { subject: null, text: whatsappText(tone, facts, first) },
      { subject: null, text: whatsappText(tone, facts, [answered[0]!, offerTalk]) },
      { subject: null, text: whatsappText(tone, facts, ["Recebi sua mensagem! Vou verificar os detalhes e já retorno.", status].filter(Boolean)) },
    ];
  }
  // Social: public or semi-public; short, and no figures beyond the stage and the date.
  const socialFact = main === "prazo" && facts.deadline ? `A próxima entrega está prevista para ${facts.deadline}.` : main === "orcamento" ? intentSentence("orcamento", facts, "social") : "";
  return [
    { subject: null, text: socialText(tone, facts, socialFact) },
    { subject: null, text: socialText(tone, facts, "Respondo com todos os detalhes por mensagem privada.") },
  ];
}

// ─── AI ──────────────────────────────────────────────────────────────────────────────────────

const CHANNEL_RULES: Record<MessageChannel, string> = {
  email:
    'E-mail: cada sugestão tem "assunto" (curto) e "texto" com saudação, 1 a 3 parágrafos, despedida e a assinatura com o nome do escritório.',
  whatsapp: 'WhatsApp: "texto" curto e conversacional (até 3 frases), sem assinatura formal; "assunto" null.',
  social:
    'Instagram/Facebook: "texto" muito curto (até 2 frases), sem valores em reais, convidando a continuar pelo direct ou pelo WhatsApp; "assunto" null.',
};

const TONE_RULES: Record<ReplyTone, string> = {
  formal: "Tom formal: tratamento respeitoso, sem gírias.",
  cordial: "Tom cordial: próximo e simpático, sem perder o profissionalismo.",
  breve: "Tom breve: direto ao ponto, poucas palavras.",
};

export const REPLY_SYSTEM_PROMPT = [
  "Você é o assistente de um escritório de arquitetura brasileiro e escreve respostas sugeridas para mensagens de clientes, em português do Brasil.",
  "Trate o cliente como indicado nos fatos e concorde com ele em gênero e número (uma mulher, um homem, um casal ou uma empresa): nada de \"Prezado(a)\" nem de \"você\" para um casal.",
  "Use somente os fatos do projeto fornecidos (etapa, próxima entrega, orçamento): nunca invente datas, valores ou compromissos. Quando um fato não for informado, diga que vai verificar e retornar.",
  'Responda SOMENTE com um objeto JSON, sem texto antes ou depois, no formato {"sugestoes":[{"assunto":"...","texto":"..."}]} com 2 ou 3 sugestões diferentes entre si.',
].join("\n");

/** The user message of the AI request: channel, tone, the facts and the client's message. */
export function replyPrompt(channel: MessageChannel, tone: ReplyTone, facts: ReplyFacts, message: string): string {
  const fact = (label: string, value: string | null) => `- ${label}: ${value ?? "não informado"}`;
  return [
    `Canal: ${CHANNEL_LABELS[channel]}. ${CHANNEL_RULES[channel]}`,
    `Tom: ${REPLY_TONE_LABELS[tone]}. ${TONE_RULES[tone]}`,
    "",
    "Fatos:",
    fact("Cliente", facts.client.name),
    fact("Quem é", CLIENT_KINDS.find((k) => k.id === facts.client.kind)?.label ?? null),
    fact("Tratamento", you(facts.client)),
    fact("Escritório (assinatura)", facts.studioName || null),
    fact("Projeto", facts.projectName),
    fact("Etapa atual", facts.stage),
    fact("Próxima entrega", facts.deadline),
    fact("Orçamento mais recente (total)", facts.budgetTotal),
    "",
    "Mensagem do cliente:",
    message.trim().slice(0, 4_000),
  ].join("\n");
}

/** The first JSON object in the answer (inside ```json fences or between the outer braces). */
function jsonIn(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  for (const body of fenced ? [fenced[1] ?? "", text] : [text]) {
    const start = body.indexOf("{");
    const end = body.lastIndexOf("}");
    if (start < 0 || end <= start) continue;
    try {
      return JSON.parse(body.slice(start, end + 1));
    } catch {
      // the next candidate
    }
  }
  return undefined;
}

/** The model's answer as 2–3 replies for the channel, or null when it cannot be used. */
export function parseReplies(text: string, channel: MessageChannel, facts: ReplyFacts): SuggestedReply[] | null {
  const value = jsonIn(text);
  const list = typeof value === "object" && value !== null && "sugestoes" in value ? (value as { sugestoes: unknown }).sugestoes : null;
  if (!Array.isArray(list)) return null;
  const replies = list.flatMap((item): SuggestedReply[] => {
    if (typeof item !== "object" || item === null) return [];
    const { assunto, texto } = item as { assunto?: unknown; texto?: unknown };
    if (typeof texto !== "string" || !texto.trim()) return [];
    const subject = channel === "email" ? (typeof assunto === "string" && assunto.trim() ? assunto.trim().slice(0, 200) : emailSubject("geral", facts)) : null;
    return [{ subject, text: texto.trim().slice(0, 4_000) }];
  });
  return replies.length >= 2 ? replies.slice(0, 3) : null;
}

// ─── One-click links (R-MSG-3) ───────────────────────────────────────────────────────────────

/** `mailto:` with the subject and body encoded (RFC 6068: %20 for spaces, %0D%0A line breaks). */
export function mailtoHref(email: string, subject: string | null, body: string): string {
  const params = [subject ? `subject=${encodeURIComponent(subject)}` : null, `body=${encodeURIComponent(body.replace(/\r?\n/g, "\r\n"))}`].filter(Boolean);
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?${params.join("&")}`;
}

/** `https://wa.me/<digits>?text=…`: the stored +55… phone's digits (no "+"), the text encoded. */
export function whatsappHref(phone: string, text: string): string {
  return `${whatsappLink(phone)}?text=${encodeURIComponent(text)}`;
}
