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

/**
 * What a client's message may ask or say, in the order a reply answers them: a complaint first,
 * then the deadline and a house move (often asked together), the price, a meeting, a change to
 * the project, an approval, a payment, a document, and thanks last.
 */
export const REPLY_INTENTS = ["reclamacao", "prazo", "mudanca", "orcamento", "reuniao", "alteracao", "aprovacao", "pagamento", "documentos", "agradecimento"] as const;
export type ReplyIntent = (typeof REPLY_INTENTS)[number];

/** Rooms, elements and drawings a change is about: "mudança na planta", "mudar a cor". */
const DESIGN_NOUN = "(?:projeto|planta|layout|fachada|cozinha|banheiro|sala|quarto|closet|varanda|cor|cores|posicao|lugar|piso|revestimento|acabamento|materia(?:l|is)|janela|porta|parede|forro|iluminacao|marcenaria|ambiente)";
/** Documents a client asks for by name, whatever the verb. */
const DOCUMENT_NOUN = "(?:pdf|dwg|art|rrt|alvara|copias?|nota fiscal|notas fiscais|recibos?|arquivos?|documentos?|documentacao|habite se|memorial|memoriais)";
/** Documents only when asked to be sent ("me manda a planta"; not "mudança na planta"). */
const SENT_NOUN = `(?:${DOCUMENT_NOUN}|plantas?|projetos?|contratos?|desenhos?|pranchas?|layout|detalhamentos?)`;
const SEND_VERB = "(?:mand(?:ar|a|e)|envi(?:ar|a|e|o)|reenvi(?:ar|a|e)|encaminh(?:ar|a|e)|passar|solicito|preciso|pediu|pediram|emit(?:ir|e|em))";

/**
 * Each intent's signs, read on the message without accents and in lower case, one sentence at a
 * clause at a time (`^` is a clause's start). "Mudança" is a house move unless it is about the design
 * ("uma mudança na planta"); "mudar" is a change unless it is the client moving ("nos mudar").
 */
const INTENT_SIGNS: Record<ReplyIntent, RegExp> = {
  reclamacao:
    /\b(insatisfeit[oa]s?|decepcionad[oa]s?|chatead[oa]s?|irritad[oa]s?|frustrad[oa]s?|absurdo|horrivel|pessim[oa]|errad[oa]s?|reclama(r|cao)|infelizmente|esperava mais|nao ficou|ninguem (me )?(da|deu|responde)|sem (resposta|retorno)|nao tive (resposta|retorno)|parad[oa] ha|atrasad[oa]s?|era pra ter|era para ter|veio (tudo )?diferente|diferente do (que|combinado)|defeito|estragou|quebrou|infiltracao|vazamento|rachadura|descaso)\b/,
  prazo:
    /\b(prazos?|entregas?|entregue|quando|prontos?|prontas?|previsao|previst[oa]|atrasad[oa]s?|atraso|atrasa|cronograma|datas?|quanto tempo|da tempo|termina(m|r|ndo)?|terminou|liberad[oa]|ate (segunda|terca|quarta|quinta|sexta|sabado|domingo|amanha|la|o fim|o final|dia \d+|\d+))\b/,
  mudanca: new RegExp(
    `\\b((nos|me|se|gente) mudar|mudarmos|mudaremos|mudar (para|pra|pro)( (a|o))? (casa|apartamento|apto|ap|imovel|nov[oa])|caminhao (da|de) mudanca|empresa de mudanca|(?<!(uma|alguma|essa|esta|pequena) )mudanca(?! (n[oa]s?|d[oa]s?|de|em) ${DESIGN_NOUN}))\\b`,
  ),
  orcamento:
    /\b(orcamentos?|valor(es)?|precos?|custos?|custa|custar|custaria|caro|cara|estimativa|investimento|encarec\w*|barat[oa]s?|quanto (custa|vai|fica|sai|e|cobra|cobram|seria|muda))\b/,
  reuniao:
    /\b(reuniao|reunioes|visita|visitar|marcar|agendar|conversar|uma conversa|ligar|me liga|ligacao|call|video|meet|zoom|horario|disponibilidade|(se|nos|te) encontrar|um encontro|medir|medicao|vir (aqui|ver|conhecer|na obra))\b/,
  alteracao: new RegExp(
    `\\b(alteracao|alteracoes|alterar|modificar|modificacao|ajustes?|ajustar|revisao|revisar|trocar|troca|substituir|aumentar|diminuir|incluir|acrescentar|remover|tirar|colocar|nao quer(o|emos)? mais|vai virar|em vez de|ao inves de|mudar (o|a|os|as|de lugar|de posicao)|(uma|alguma|essa|esta|pequena) mudanca|mudancas? (n[oa]s?|d[oa]s?|de|em) ${DESIGN_NOUN})\\b`,
  ),
  aprovacao:
    /(^aprovad[oa]s?\b|\b(aprovamos|aprovo|aprovei|(esta|ta|fica|estao|foi|foram) aprovad[oa]s?|pode(m|mos)? (seguir|fechar|dar andamento|prosseguir)|de acordo|fechado|fechamos|tudo certo com)\b)/,
  pagamento:
    /\b(pagamentos?|pagar|pago|paguei|boletos?|pix|parcelas?|nota fiscal|transferencia|transferi|depositei|deposito|fatura|sinal|recibo|comprovante|cartao|dinheiro|em \d+ vezes)\b/,
  documentos: new RegExp(`\\b(${DOCUMENT_NOUN}|${SEND_VERB}( (me|nos))?( (o|a|os|as|um|uma|d[oa]s?))? ${SENT_NOUN}|envio d[oa]s? ${SENT_NOUN})\\b`),
  agradecimento: /\b(obrigad\w*|agradeco|agradecemos|agradecer|valeu|grat[oa]|gratidao)\b/,
};

/** The gist of a client's message: the intents its words show, in a fixed order (empty: a general message). */
export function detectIntents(message: string): ReplyIntent[] {
  const clauses = message.split(/[.!?;,\n]+/).map(plainWords).filter(Boolean);
  return REPLY_INTENTS.filter((intent) =>
    clauses.some((clause) => {
      if (!INTENT_SIGNS[intent].test(clause)) return false;
      // "O valor da parcela": in a clause about paying, a value is the payment's, not a price asked.
      if (intent === "orcamento" && INTENT_SIGNS.pagamento.test(clause)) return INTENT_SIGNS.orcamento.test(clause.replace(/\bvalor(es)?\b/g, ""));
      return true;
    }),
  );
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
/** "de" before the project: "do projeto Casa Jequitibá", "do seu projeto" (never "de o projeto"). */
const ofProject = (f: ReplyFacts) => `d${projectRef(f)}`;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * Who speaks in a reply, kept the same from greeting to sign-off: the studio ("nós") in the formal
 * register, the architect ("eu") in the cordial and brief ones. A formal reply that thanked in the
 * studio's name ("Agradecemos") and then promised in the architect's ("passo") read as two people.
 */
interface Voice {
  received: string;
  will: string;
  can: string;
  am: string;
  send: string;
  answer: string;
  pass: string;
  registered: string;
  follow: string;
  sorry: string;
  want: string;
  thank: string;
  remain: string;
}

const I: Voice = {
  received: "Recebi",
  will: "vou",
  can: "posso",
  am: "estou",
  send: "envio",
  answer: "retorno",
  pass: "passo",
  registered: "Registrei",
  follow: "sigo",
  sorry: "Sinto muito",
  want: "quero",
  thank: "Agradeço",
  remain: "Fico",
};

const WE: Voice = {
  received: "Recebemos",
  will: "vamos",
  can: "podemos",
  am: "estamos",
  send: "enviamos",
  answer: "retornamos",
  pass: "passamos",
  registered: "Registramos",
  follow: "seguimos",
  sorry: "Sentimos muito",
  want: "queremos",
  thank: "Agradecemos",
  remain: "Ficamos",
};

const VOICES: Record<ReplyTone, Voice> = { formal: WE, cordial: I, breve: I };

/** A sentence per intent, from the facts (what is unknown is promised, never invented). */
function intentSentence(intent: ReplyIntent | "geral", f: ReplyFacts, channel: MessageChannel, v: Voice): string {
  const project = projectRef(f);
  const client = you(f.client);
  switch (intent) {
    case "prazo":
      return f.deadline
        ? `Sobre o prazo: ${project} ${f.stage ? `${stageText(f.stage)} e ` : ""}a próxima entrega está prevista para ${f.deadline}.`
        : `Sobre o prazo: ${project}${f.stage ? ` ${stageText(f.stage)}` : " está em andamento"}; ${v.will} confirmar a data da próxima entrega e já ${v.answer}.`;
    case "orcamento":
      // A value is not written on a social network's page: it goes by a private message.
      if (channel === "social") return `Sobre valores, ${v.pass} todos os detalhes por mensagem privada.`;
      return f.budgetTotal
        ? `Sobre o orçamento: a estimativa mais recente ${ofProject(f)} soma ${f.budgetTotal}, e ${v.can} detalhar cada etapa.`
        : `Sobre o orçamento: ${v.am} finalizando a estimativa ${ofProject(f)} e ${v.send} assim que estiver pronta.`;
    case "reuniao":
      return `Podemos marcar uma reunião (ou uma visita à obra): quais dias e horários ficam melhores para ${client}?`;
    case "alteracao":
      return `${v.received} o pedido de alteração: ${v.will} avaliar o impacto no projeto${f.stage ? ` (hoje na etapa de ${f.stage.toLowerCase()})` : ""}${
        f.deadline ? ` e no prazo da próxima entrega, ${f.deadline},` : ""
      } e ${v.answer} com uma proposta.`;
    case "pagamento":
      return `Sobre o pagamento: ${v.will} conferir os dados e as datas${f.budgetTotal && channel !== "social" ? ` (o orçamento atual é de ${f.budgetTotal})` : ""} e ${v.send} as informações em seguida.`;
    case "reclamacao":
      return `${v.sorry} pelo transtorno: ${v.will} verificar com a equipe o que aconteceu e ${v.answer} o quanto antes com uma solução.`;
    case "aprovacao":
      return `${v.registered} a aprovação e ${v.follow} com a próxima etapa ${ofProject(f)}.`;
    case "mudanca":
      return `Sobre a mudança: ${v.will} confirmar com a equipe da obra a partir de quando o imóvel pode recebê-la e ${v.answer} com a data.`;
    case "documentos":
      return `Sobre os documentos: ${v.will} separar o que ${client} ${youVerb(f.client, "pediu", "pediram")} e ${v.send} em seguida.`;
    case "agradecimento":
      return `${v.thank} a mensagem, é um prazer acompanhar ${project}.`;
    case "geral":
      return f.projectName && f.stage
        ? `${v.thank} a mensagem! ${capitalized(project)} ${stageText(f.stage)}${f.deadline ? `, com a próxima entrega prevista para ${f.deadline}` : ""}.`
        : `${v.thank} a mensagem! ${capitalized(v.will)} verificar e já ${v.answer}.`;
  }
}

const GREETINGS: Record<ReplyTone, (a: Addressee) => string> = {
  formal: formalGreeting,
  cordial: (a) => `Olá, ${callName(a)}! Tudo bem?`,
  breve: (a) => `Olá, ${callName(a)}.`,
};

const CLOSINGS: Record<ReplyTone, string> = {
  formal: "Permanecemos à disposição para quaisquer esclarecimentos.",
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
  reclamacao: "Sua mensagem",
  aprovacao: "Aprovação",
  mudanca: "Mudança",
  documentos: "Documentos",
  agradecimento: "Retorno",
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
  const greeting = tone === "formal" ? `Olá, ${callName(f.client)}.` : GREETINGS[tone](f.client);
  const closing = tone === "formal" ? `${WE.remain} à disposição.` : tone === "cordial" ? "Qualquer coisa, é só chamar por aqui!" : "";
  return [greeting, ...sentences, closing].filter(Boolean).join(" ");
}

/** Social networks: very short, taking the conversation to a private channel. */
function socialText(tone: ReplyTone, f: ReplyFacts, sentence: string): string {
  const name = callName(f.client);
  const greeting = tone === "formal" ? `Olá, ${name}. ${WE.thank} o contato!` : tone === "cordial" ? `Oi, ${name}! Que bom receber sua mensagem!` : `Oi, ${name}!`;
  return [greeting, sentence, "Vamos continuar pelo direct ou pelo WhatsApp?"].filter(Boolean).join(" ");
}

/**
 * 2–3 replies for the channel and tone, from rules (no AI): the first answers every intent the
 * message shows (two at most) with the project's facts; the second answers the main one and
 * offers a conversation; the third acknowledges and promises a complete answer. One voice per
 * tone throughout (see Voice).
 */
export function offlineReplies(channel: MessageChannel, tone: ReplyTone, facts: ReplyFacts, message: string): SuggestedReply[] {
  const v = VOICES[tone];
  const intents = detectIntents(message);
  const main: ReplyIntent | "geral" = intents[0] ?? "geral";
  const answered = intents.length > 0 ? intents.slice(0, 2).map((i) => intentSentence(i, facts, channel, v)) : [intentSentence("geral", facts, channel, v)];
  const prefer = youVerb(facts.client, "preferir", "preferirem");
  const offerTalk =
    main === "reuniao"
      ? `Se ${prefer}, ${v.can} ligar para combinarmos.`
      : `Se ${prefer}, podemos conversar por telefone ou marcar uma reunião rápida.`;
  const status = facts.projectName && facts.stage ? `Hoje ${projectRef(facts)} ${stageText(facts.stage)}.` : "";
  const acknowledge = `${v.received} sua mensagem e ${v.will} verificar os detalhes com a equipe. ${capitalized(v.answer)} em breve com uma resposta completa.`;

  if (channel === "email") {
    const subject = emailSubject(main, facts);
    return [
      { subject, text: emailBody(tone, facts, answered) },
      { subject, text: emailBody(tone, facts, [answered[0]!, offerTalk]) },
      { subject: `${tone === "formal" ? "Recebemos" : "Recebi"} sua mensagem${facts.projectName ? ` — projeto ${facts.projectName}` : ""}`, text: emailBody(tone, facts, [acknowledge, status].filter(Boolean)) },
    ];
  }
  if (channel === "whatsapp") {
    const first = tone === "breve" ? answered.slice(0, 1) : answered;
    return [
      { subject: null, text: whatsappText(tone, facts, first) },
      { subject: null, text: whatsappText(tone, facts, [answered[0]!, offerTalk]) },
      { subject: null, text: whatsappText(tone, facts, [`${v.received} sua mensagem! ${capitalized(v.will)} verificar os detalhes e já ${v.answer}.`, status].filter(Boolean)) },
    ];
  }
  // Social: public or semi-public; short, and no figures beyond the stage and the date. A meeting
  // or a complaint is answered there too (the meeting's days are asked; the complaint is owned).
  const socialFact =
    main === "prazo" && facts.deadline
      ? `A próxima entrega está prevista para ${facts.deadline}.`
      : main === "orcamento" || main === "reuniao" || main === "reclamacao"
        ? intentSentence(main, facts, "social", v)
        : intents.includes("reuniao")
          ? intentSentence("reuniao", facts, "social", v)
          : "";
  return [
    { subject: null, text: socialText(tone, facts, socialFact) },
    { subject: null, text: socialText(tone, facts, `${v.answer === "retorno" ? "Respondo" : "Respondemos"} com todos os detalhes por mensagem privada.`) },
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
