import type { GenericToolId } from "#domain/tool-inputs";
import type { OfflineAnswer } from "#server/ai/types";
import { bdiCalculation } from "./calc/bdi";
import { cubAvailability, cubCalculation, sinapiCalculation } from "./calc/cub";
import { handrailLengthCalculation } from "./calc/handrail";
import { monthIn, monthLabel } from "./calc/cub-months";
import { drainDropCalculation } from "./calc/drain";
import { gutterDropCalculation } from "./calc/gutter-drop";
import { boringCountCalculation } from "./calc/borings";
import { feeTaxRateCalculation } from "./calc/fee-tax-rate";
import { lotCountCalculation } from "./calc/lot-count";
import { serviceLifeYearCalculation } from "./calc/service-life-year";
import { professionalPayCalculation } from "./calc/professional-pay";
import { appStripCalculation } from "./calc/app-strip";
import { iptuProgressiveCalculation } from "./calc/iptu-progressive";
import { lightingCalculation } from "./calc/lighting";
import { roadStripCalculation } from "./calc/road-strip";
import { luminousFluxCalculation } from "./calc/luminous-flux";
import { outletLoadCalculation } from "./calc/outlets";
import { outletCountCalculation } from "./calc/outlet-count";
import { exitPopulationCalculation } from "./calc/exit-population";
import { parkingCalculation } from "./calc/parking";
import { rampCalculation } from "./calc/ramp";
import { rainFlowCalculation } from "./calc/rain";
import { blondelStepCalculation, stairCalculation, stairRunCalculation } from "./calc/stair";
import { staticPressureCalculation } from "./calc/static-pressure";
import { distratoCalculation, lateDeliveryCalculation } from "./calc/distrato";
import { currentCalculation } from "./calc/current";
import { reservedUnitsCalculation } from "./calc/reserved-units";
import { windowSetbackCalculation } from "./calc/window-setback";
import { condominiumFineCalculation } from "./calc/condominium-fine";
import { condominiumQuorumCalculation } from "./calc/condominium-quorum";
import { outdoorAirCalculation } from "./calc/outdoor-air";
import { venueSeatsCalculation } from "./calc/venue-seats";
import { fioBCalculation } from "./calc/fio-b";
import { ridgeHeightCalculation, tileCountCalculation } from "./calc/roof";
import type { Calculation } from "./calc/types";
import { waterReserveCalculation } from "./calc/water";
import { zoningCalculation } from "./calc/zoning";
import { withoutCase } from "./context";
import { bullet, finish, NO_SUCH_RULE, NOT_FOUND, OFFLINE_HEADER, notFound, notYetPublished, noSuchRule, RULES_HEADER, unique, type DetailedAnswer } from "./compose";
import { figuresIn, statesFact } from "./figures";
import { questionParts } from "./parts";
import { PASSAGES } from "./passages";
import { asksCityOwnLaw, CITY_RULE_PASSAGES, cityNamed, cityRuleNotHeld, municipalReply, ofCity, stateRuleNotHeld } from "./municipal";
import { lawNumbers, lawsByName, searchAbout } from "./search";
import { purposeTerms, statesUnit, subjectOf } from "./subject";
import { foldAccents, formOf, sentencesOf, terms, withoutThousandsDots } from "./text";
import type { Passage } from "./types";
import { materialsAnswer } from "./tools/materials";
import { customAreaAnswer, reminderAnswer } from "./tools/organizer";
import { postConstructionAnswer } from "./tools/post-construction";
import { topographyAnswer } from "./tools/site";
import { sustainabilityAnswer } from "./tools/sustainability";
import { zoningAnswer } from "./tools/zoning";

const NO_SUCH_FIGURE =
  "Não conheço norma ou lei com esse requisito, com esse valor: a base offline do Prancheta não tem trecho que o estabeleça. Se ele vier de um contrato, de um código municipal ou do manual de um fabricante, confira no próprio documento.";

/** What a part the base does not hold gets, beside the parts it answers. */
const NOT_FOUND_PART = "não encontrei isso na base offline do Prancheta.";

const CHECK_EDITION = "Confira sempre a edição vigente da norma e os dados do seu município antes de aplicar.";

/** Quoted passages in the chat: fewer, right ones beat many loose ones. */
const CHAT_PASSAGES = 2;

/**
 * Property prices, rents, interest, a car's taxes and rules, a sale's transfer tax (ITBI) and the FGTS share words with the base
 * ("m²", "preço", "imóvel", "extintor", "reforma") but are not architecture: the base has nothing
 * true to say about them.
 */
const OFF_TOPIC =
  /\b(pressao (arterial|\d{1,2} por \d{1,2})|placar|copa do mundo|final da copa|selecao brasileira|eliminou o brasil|aluguel|alugar|ipva|itbi|imposto de renda|irpf|(no|do|pro|pelo) ir(?! e vir)|juros|financiamento imobiliario|telefone|whatsapp|horario de (funcionamento|atendimento)|endereco (d[aoe]|para)|pontos na (carteira|cnh)|fgts|carteira assinada|detran|multa de transito|pdv|frente de caixa|erp|software de (?:vendas|caixa))\b|\b(extintor|oleo|pneus?|cnh|licenciamento|ipva)\b[^.?]{0,30}\b(carro|carros|veiculo|veiculos|automovel|automoveis|moto)\b|\b(carro|veiculo|automovel)\b[^.?]{0,30}\b(extintor|pneus?|oleo)\b|\b(a|para) venda\b|^(?!.*\b(reurb|regulariza\w*|legitima\w*|emolument\w*|isen\w*)).*\b(taxa|taxas|custo|custos|valor|preco)s? d[eoa]s? (registro|escritura)\b[^?]{0,60}\b(compra|compre|comprar|venda|vender)\b|\bvenda de (apartamento|imove|casa)|ocupacao (dos |de )?(leitos|uti|hote)|\b(onde|como)\b.{0,20}\b(tiro|tirar|faco|fazer|emito|emitir|solicito|solicitar|peco|pedir|renovo|renovar|consigo|conseguir)\b.{0,30}\b(carteirinha|credencial|cartao)\b/;

/** A question that presumes a rule: "qual NBR obriga…", "existe lei que proíbe…". */
const PRESUMED_RULE = /\b(nbr|norma|lei|resolucao|abnt)\b.{0,60}\b(obriga|obrigam|exige|exigem|proibe|proibem|determina|manda|impoe|torna obrigatori)/;
/**
 * "tomada USB é obrigatória por qual NBR?", "é obrigatório ter rampa em casa pela NBR 9050?": a
 * rule asked about, which a passage must state as a requirement. Its figures describe the case
 * ("varanda com desnível de 2 m"), so they are not checked as a premise.
 */
const ASKS_RULE = /\b(obrigatori\w*|exigid\w*|proibid\w*)\b.{0,60}\b(por|pela|pelo|em|de|segundo|conforme|na|no)\s+(qual|que|quais|alguma|algum|a|o)?\s*(nbr|norma|lei|resolucao|abnt)\b/;
/** "O que a NBR 8160 exige nos ralos…?": what a named rule requires is asked, no requirement presumed. */
const ASKS_WHAT_IT_REQUIRES = /\bo que (?:a |o )?(?:nbr|norma|lei|resolucao|abnt)\b[^?]{0,40}\b(?:exige|exigem|obriga|determina|manda|pede)\b/;
const presumesRule = (question: string) =>
  !ASKS_WHAT_IT_REQUIRES.test(foldAccents(question)) && (PRESUMED_RULE.test(foldAccents(question)) || ASKS_RULE.test(foldAccents(question)));

/**
 * "qual lei federal define o recuo de 5 m?": a rule presumed with its figure. The figure is the
 * premise: the passage quoted first must state it (see unsupportedPremise).
 */
const PRESUMED_FIGURE = /\b(qual|que|quais)\b.{0,15}\b(nbr|norma|lei|resolucao|decreto)\b.{0,40}\b(define|definem|estabelece|estabelecem|fixa|fixam)\b/;

/**
 * A question that asserts a rule and asks to confirm it: "…, né?", "é verdade que…", "qual item
 * da NBR 5410 proíbe…". Its figure is the premise, not an input.
 */
const ASSERTS_PREMISE =
  /\b(ne|certo|correto|confere|nao e|isso mesmo)\s*\?|\b(e verdade|verdade que|e isso mesmo)\b|\bqual (o )?(item|artigo|paragrafo|trecho)\b.{0,60}\b(proib|obrig|permit|exig|autoriz|libera)|\b(nbr|norma|lei|resolucao)\b.{0,40}\b(permite|permitem|autoriza|admite|libera)\b/;

/**
 * The premise's figures (with a unit) the passage quoted first does not state: "a NBR 9050 exige
 * rampa com 20%, né?" against the passage's 8,33 %. Empty when the question asserts nothing.
 */
function unsupportedPremise(question: string, lead: Passage | undefined): string[] {
  const folded = foldAccents(question);
  if (!ASSERTS_PREMISE.test(folded) && !PRESUMED_RULE.test(folded) && !PRESUMED_FIGURE.test(folded)) return [];
  const figures = figuresIn(question).filter((f) => f.unit !== "" && !/^(19|20)\d\d$/.test(String(f.value)));
  const text = lead ? `${lead.title} ${lead.text}` : "";
  const withUnit = figures.filter((f) => !statesFact(text, `${String(f.value).replace(".", ",")} ${unitLabel(f.unit)}`)).map((f) => `${f.value} ${f.unit}`);
  return [...withUnit, ...premiseCounts(folded).filter((n) => !statesCount(text, n))];
}

/**
 * Counts a premise asserts ("exige 10 tomadas", "2 saídas"): a number before a word that is no
 * unit, not a norm's or a law's number, nor a year.
 */
function premiseCounts(folded: string): string[] {
  return [...folded.matchAll(/(?<![\d.,])(\d{1,3}(?:,\d+)?)\s+([a-z]{3,})/g)]
    .filter((m) => !/\b(nbr|lei|it|resolucao|decreto|parte|item|art|artigo|n|no|numero)\s*$/.test(folded.slice(0, m.index)))
    .filter((m) => figuresIn(`${m[1]} ${m[2]}`)[0]?.unit === "")
    .map((m) => m[1] as string);
}

/** Numbers a passage may spell out ("duas barras", "um ponto"). */
const SPELLED: Record<string, string> = {
  "1": "um|uma", "2": "dois|duas", "3": "tres", "4": "quatro", "5": "cinco", "6": "seis", "7": "sete", "8": "oito", "9": "nove", "10": "dez",
};

/** Whether a passage states the bare number `n` (not as part of a longer number), in digits or spelled out. */
function statesCount(text: string, n: string): boolean {
  const folded = foldAccents(text);
  const spelled = SPELLED[n];
  return new RegExp(`(?<![\\d.,])${n.replace(",", "\\,")}(?![\\d]|,\\d)`).test(folded) || (spelled !== undefined && new RegExp(`\\b(${spelled})\\b`).test(folded));
}

/**
 * Greetings, thanks, "por favor" and laughter ("kkk", "rs") name nothing and are no part of the
 * question; left in, they are words to match ("obrigado" shares its stem with "obrigatório").
 */
const COURTESY =
  /(^|[\s,.;:!?(])((?<!(?:^|\s)(?:[ée]|s[ãa]o|est[áa]|est[ãa]o|estou|ser|seja|sejam|fica|ficam|foi|foram|sou|somos)\s)(?:muito )?obrigad[oa]s?(?!\s+(?:a|à|ao|aos|às)(?=$|[\s,.;:!?)]))|obg|brigad[oa]|valeu|vlw|grat[oa]|agradeco|desde ja|por favor|pfv|pf|abracos?|abs|bom dia|boa tarde|boa noite|ola|oi|tudo bem|tudo bom|k{3,}|(?:rs){1,4}|(?:ha){2,}|(?:he){2,}|(?:hue){2,})(?=$|[\s,.;:!?)])/giu;

/**
 * What the asker tells the answerer to do, as an exam or a hurried chat writes it: "assinale a
 * alternativa correta", "(responda de forma objetiva)", "justifique", "cite a fonte". It names
 * nothing asked; left in, "alternativa", "correta" and "objetiva" are words to match.
 */
const INSTRUCTION =
  /(^|[\s,.;:!?(])((?:assinale|marque|indique|escolha)\s+(?:a|as)\s+(?:alternativas?|opc(?:ao|oes)|respostas?|afirmativas?)\s+(?:corretas?|certas?|verdadeiras?|incorretas?|falsas?)|(?:me\s+)?(?:responda|responde|resposta|explique|explica)\s+(?:de\s+(?:forma|modo|maneira)\s+)?(?:bem\s+)?(?:objetiva(?:mente)?|resumida(?:mente)?|curta|curto|rapida(?:mente)?|rapido|direta(?:mente)?|direto|simples|em\s+poucas\s+palavras)|seja\s+(?:objetiv[oa]|diret[oa]|breve)|em\s+poucas\s+palavras|justifique(?:\s+(?:a|sua)\s+resposta)?|(?:cite|citando|informe|indique|com)\s+(?:a|as)\s+fontes?)(?=$|[\s,.;:!?)])/giu;

/**
 * Removes each match's second group, cutting by the folded text's positions on the question as
 * typed when folding kept its length. `kept`: a match to leave, read as it was typed.
 */
function cutMatches(asked: string, pattern: RegExp, kept: (typed: string, before: string) => boolean = () => false): string {
  const folded = foldAccents(asked);
  const question = folded.length === asked.length ? asked : folded;
  let out = "";
  let from = 0;
  for (const m of folded.matchAll(pattern)) {
    const start = (m.index ?? 0) + (m[1] ?? "").length;
    if (kept(question.slice(start, start + (m[2] ?? "").length), question.slice(0, start))) continue;
    out += question.slice(from, start);
    from = start + (m[2] ?? "").length;
  }
  return out + question.slice(from);
}

function withoutCourtesy(asked: string): string {
  // "Montenegro (RS)", "Gramado-RS": in capitals after a city's name, Rio Grande do Sul's letters,
  // not a laugh. Elsewhere ("no RS", ", RS") they are cut as before: a state named there is not
  // what is asked, and its letters would be read as a word of it.
  let cleaned = cutMatches(cutMatches(asked, COURTESY, (typed, before) => typed === "RS" && /\p{Lu}[\p{L}'-]*\s*(?:\(|[-–]\s*)$/u.test(before)), INSTRUCTION)
    // An instruction in brackets leaves them empty: "(responda de forma objetiva)".
    .replace(/\(\s*\)/g, " ")
    .replace(/^[\s,.;:!]+/, "")
    .replace(/[\s,;:]+([?.!]?)\s*$/, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
  // "me tira uma dúvida, …", "você sabe me dizer…": the asking, before what is asked.
  for (let preamble = PREAMBLE.exec(foldAccents(cleaned)); preamble; preamble = PREAMBLE.exec(foldAccents(cleaned))) {
    cleaned = cleaned.slice(preamble[0].length).trim();
  }
  // "to com um cliente aqui e ele quer saber: …", "fiquei na dúvida: …": who asks and why.
  const asking = ASKING_CLAUSE.exec(foldAccents(cleaned));
  if (asking && cleaned.length - asking[0].length >= 10) cleaned = cleaned.slice(asking[0].length).trim();
  // "Segundo a norma, …", "de acordo com a ABNT: …": the same, before what is asked.
  const lead = LEADING_CONTEXT.exec(foldAccents(cleaned));
  if (lead) cleaned = cleaned.slice(lead[0].length).trim();
  // "… hoje em dia?", "… de acordo com a norma?": where the asker stands, after what is asked.
  // Not of a value published each month: "o CUB de hoje" asks the latest one.
  const tail = /\bcub\b/.test(foldAccents(cleaned)) ? null : TRAILING_CONTEXT.exec(foldAccents(cleaned));
  if (tail) cleaned = `${cleaned.slice(0, tail.index).trimEnd()}${cleaned.slice(tail.index + tail[0].length)}`;
  // A question that is only courtesy ("obrigado!") stays as it was: there is nothing else to answer.
  return /[a-z0-9]/i.test(foldAccents(cleaned)) ? cleaned : asked;
}

const TRAILING_CONTEXT = /[\s,]*\b(?:hoje em dia|nos dias de hoje|nos dias atuais|atualmente|hoje|(?:de acordo com|segundo|conforme|pela|pelas|na|nas|da|das|pelo que diz)\s+(?:(?:a|as)\s+)?(?:norma|normas|abnt)(?:\s+(?:tecnica|tecnicas|brasileira|brasileiras|vigente|vigentes|da abnt))?)(?=\s*[?.!]*\s*$)/;

/**
 * A clause before a colon (or a comma) that only says someone wants to know: "to com um cliente
 * aqui e ele quer saber:", "estou projetando uma casa e fiquei na dúvida:". Short, with no
 * question mark, and ending in the asking itself.
 */
const ASKING_CLAUSE =
  /^[^?:;]{0,90}\b(?:quer|querem|queria|quero|queriam|gostaria de|preciso|precisava|pediu pra|pediu para|me pediu pra|me pediu para)\s+saber\s*[:,]\s*|^[^?:;]{0,90}\b(?:fiquei|fiquei na|estou na|to na|tô na|tenho uma|bateu uma|surgiu uma|me veio uma|com uma)\s*duvida\s*[:,]\s*/;

/** "Segundo a norma, …": the norms in general, not one named ("pela NBR 9077, …" stays). */
const LEADING_CONTEXT =
  /^(?:segundo|de acordo com|conforme|pela|pelas|pelo que diz|na|nas)\s+(?:a|as)?\s*(?:norma|normas|abnt|legislacao)(?:\s+(?:brasileira|brasileiras|tecnica|tecnicas|vigente|vigentes|da abnt))?\s*[,:]\s*/;

const PREAMBLE =
  /^(?:me (?:tira|tire) uma duvida|(?:uma|so uma|tenho uma|outra) duvida|duvida rapida|pergunta rapida|(?:uma|so uma|outra) pergunta|me (?:diz|diga|fala|fale|ajuda|ajude|explica|explique)(?: uma coisa| ai| aqui)?|(?:voce|vc|voces|vcs) (?:sabe|sabem)(?: me dizer| dizer| me informar| informar)?(?: se)?|(?:sabe|sabem) me (?:dizer|informar)(?: se)?|(?:voce |vc |voces |vcs )?(?:pode|podem|poderia|poderiam|consegue|conseguem) me (?:dizer|informar|explicar|responder)(?: se)?|alguem sabe(?: se)?|gostaria de saber(?: se)?|queria saber(?: se)?|quero saber(?: se)?|preciso saber(?: se)?|pessoal|galera)(?=[\s,:;!?.-]|$)[\s,:;!.-]*/;

/** A question typed all in capitals reads as one in lower case ("QUAL A ALTURA DO CORRIMÃO?" names no city). */
function withoutShouting(question: string): string {
  const letters = question.replace(/[^\p{L}]/gu, "");
  const upper = letters.replace(/[^\p{Lu}]/gu, "");
  return letters.length >= 12 && upper.length / letters.length > 0.7 ? question.toLowerCase() : question;
}

/**
 * Shorthand typed in a chat, spelled out as the passages write it: "altura min" is "altura
 * mínima" ("30 min" stays minutes), "max" is "máximo", "apto" an apartment, "wc" a bathroom,
 * "qts" quantos, "n" não.
 */
const SHORTHAND: readonly [RegExp, string][] = [
  [/(?<![\d.,]\s?)\bmin\b\.?(?!\s*\))/giu, "mínimo"],
  [/\bmax\b\.?/giu, "máximo"],
  // The plural stays plural: "700 aptos" are 700 apartments, which a count reads.
  [/\baptos\b\.?/giu, "apartamentos"],
  [/\bapto\b\.?/giu, "apartamento"],
  [/\bwc\b/giu, "banheiro"],
  [/\b(qts|qtos|qnts)\b/giu, "quantos"],
  [/\b(qtas|qntas)\b/giu, "quantas"],
  [/\b(qto|qnto|qnt)\b/giu, "quanto"],
  [/\b(tb|tbm)\b/giu, "também"],
  [/\bvc\b/giu, "você"],
  [/\bhj\b/giu, "hoje"],
  [/\bmsm\b/giu, "mesmo"],
  // A lone "n" between words is "não" ("R1-N" and "n°" are not).
  [/(?<=\s)n(?=\s)/gu, "não"],
];

function expandShorthand(question: string): string {
  return SHORTHAND.reduce((text, [pattern, full]) => text.replace(pattern, full), question);
}

/** "…, né?", "é verdade que…": the asking of a confirmation, which names nothing. */
function withoutConfirmationTag(question: string): string {
  return question
    .replace(/,?\s*\b(né|ne|certo|correto|confere|não é|nao e|isso mesmo)\s*\?/giu, "?")
    .replace(/\b(é|e) verdade que\b|\bverdade que\b/giu, "");
}

/** How statesFact reads a unit back (figures.ts keeps base units: "m", "m2", "%"…). */
function unitLabel(unit: string): string {
  return unit === "brl" ? "" : unit;
}

/**
 * "qual a NBR 99999 de telhados verdes?": a norm number no passage names is not one the base
 * knows, and the base does not answer it from another norm as if it were that one.
 */
function unknownNorm(question: string): string | undefined {
  const folded = foldAccents(question);
  const numbers = [...folded.matchAll(/\bnbr\s*(?:iso\s*(?:\/\s*cie\s*)?)?(\d{1,2}\.?\d{3})(?!\d)/g)].map((m) => (m[1] as string).replace(".", ""));
  if (numbers.length === 0) return undefined;
  const known = (n: string) => PASSAGES.some((p) => withoutThousandsDots(`${p.code} ${p.title} ${p.text}`).includes(n));
  const missing = numbers.find((n) => !known(n));
  if (!missing) return undefined;
  return `A base offline do Prancheta não tem a NBR ${missing}, e não a conheço: não tenho trecho dela nem sei se existe com esse número. Confira o número e o título no catálogo da ABNT antes de citá-la.`;
}

/**
 * "O que a Resolução CAU/BR nº 999 mudou…?": a council's resolution by a number no passage names is
 * not one the base knows; another resolution's rule would read as that one's (decision 082).
 */
function unknownResolution(question: string): string | undefined {
  const m = /\bresolucao (?:do )?(cau\/br|cau|conama|contran|conmetro|cgiee)\s*(?:n[o.º]*\s*)?(\d[\d.]*)/.exec(foldAccents(question).replace(/º/g, "o"));
  if (!m) return undefined;
  const body = (m[1] as string).toUpperCase().replace("CAU", "CAU/BR").replace("CAU/BR/BR", "CAU/BR");
  const number = (m[2] as string).replace(/\.(?=\d)/g, "").replace(/\.$/, "");
  // Named as a resolution, its number right after the word ("Resolução CAU/BR nº 91", "Resolução 307").
  const named = new RegExp(`\\bresolu[a-z]*\\b[^.;\\d]{0,30}${number}\\b`);
  const known = PASSAGES.some((p) => named.test(withoutThousandsDots(foldAccents(`${p.code} ${p.title} ${p.item ?? ""} ${p.text}`))));
  if (known) return undefined;
  return `A base offline do Prancheta não tem a Resolução ${body} nº ${number}, e não a conheço: não tenho trecho dela nem sei se existe com esse número. Confira no site do órgão que a teria publicado antes de citá-la.`;
}

/**
 * "projeto básico e executivo na Lei 14.133, qual a diferença?": a law the question asks about by
 * its number, which no passage names, is not one the base holds; another law's rule would read as
 * that one's (decision 082). Only when it is the one rule named: a norm or another law beside it
 * may hold the answer.
 */
function lawNotHeld(question: string): string | undefined {
  const folded = foldAccents(question);
  // "a lei de segurança de piscinas, a 14.327": the law named, then its number set off by a comma.
  // The number ends the apposition ("…, a 14.327?", "…, a 14.327, diz…"): "pela lei do parcelamento,
  // 2.437 m² de gleba…" gives an area, not a law.
  const apposed = [...folded.matchAll(/\blei\b[^,?.;:]{3,60},\s*(?:a\s+)?(?:lei\s+)?(?:n[o.]*\s*)?(\d{1,2}\.\d{3})(?:\/\d{2,4})?(?=\s*[,?;:)!]|\s*$|\s+(?:e|que|de (?:19|20)\d\d|diz|exige|preve|obriga)\b)/g)].map((m) => (m[1] as string).replace(".", ""));
  const laws = [...new Set([...lawNumbers(folded, "lei"), ...apposed])].filter((n) => /^\d{4,5}$/.test(n));
  if (laws.length !== 1 || /\b(nbr|abnt|norma|decreto|resolucao|codigo|estatuto|\bit\b|npt)\b/.test(folded)) return undefined;
  // A state's or a city's law is published by its own legislature, not the Planalto.
  const level = /\blei (estadual|municipal)\b/.exec(folded)?.[1];
  const [number] = laws as [string];
  const known = PASSAGES.some((p) => new RegExp(`\\b${number}\\b`).test(withoutThousandsDots(`${p.code} ${p.title} ${p.item ?? ""} ${p.text} ${p.topics.join(" ")}`)));
  if (known) return undefined;
  const shown = number.length > 3 ? `${number.slice(0, -3)}.${number.slice(-3)}` : number;
  if (level === "estadual") return `A base offline do Prancheta não tem trechos da Lei estadual ${shown}: não respondo por ela a partir de outras regras. Confira o texto no site da Assembleia Legislativa do estado.`;
  if (level === "municipal") return `A base offline do Prancheta não tem trechos da Lei municipal ${shown}: não respondo por ela a partir de outras regras. Confira o texto no site da Câmara Municipal ou da prefeitura.`;
  return `A base offline do Prancheta não tem trechos da Lei ${shown}: não respondo por ela a partir de outras regras. Confira o texto da lei no site do Planalto.`;
}

/** "PL 976/23", "PL nº 4.108/2015", "projeto de lei 2.345/2021" (folded): a bill, its number and year. */
const BILL = /\b(?:pl|projeto de lei)\s*(?:n[o.]*\s*)?(\d{1,2}\.\d{3}|\d{1,4})\s*\/\s*(\d{4}|\d{2})\b/;

/** A bill without its number, told by where it stands in Congress (folded). */
const UNNUMBERED_BILL =
  /\b(?:camara|senado|comissao)(?: dos deputados| federal)? (?:ja )?aprov\w*|\baprovad[oa]s? (?:na|pela|em) (?:camara|comissao|senado)\b|\bprojeto de lei\b(?!\s*(?:n[o.]*\s*)?\d)|\bem tramitacao\b/;

/**
 * Besides the laws search.ts knows by name (lawsByName: the LBI, the Códigos…), a law in force
 * named otherwise ("o Senado aprovou a reforma tributária", an estatuto) or a city's own law, whose
 * bill is the city council's: not a federal bill the base does not follow (folded).
 */
const OTHER_LAW_IN_FORCE =
  /\b(estatuto d[aoe]s? \w+|codigo de obras|reforma tributaria|lei complementar|plano diretor|municipa(l|is)|camara municipal|vereador\w*)\b/;
const lawInForceNamed = (folded: string) => lawsByName(folded).length > 0 || OTHER_LAW_IN_FORCE.test(folded);

/** What is asked of a bill: whether it became law, passes, or what it will set (folded). */
const BILL_ASKED =
  /\b(?:virou|virar|vira|virara|ja e) lei\b|\bva[io] ter que\b|\bcomo (?:o \w+ )?preve\b|\ba partir de quando\b|\bquando (?:entra|vai entrar|passa a valer|comeca a valer|vai valer)\b|\b(?:foi|ja foi|sera|for|forem) (?:aprovad|sancionad|votad|promulgad|publicad)\w*|\btramit\w*|\bpassou\b|\bvai (?:valer|mudar|obrigar|exigir|fixar)\b|\bo que (?:o|esse|este) (?:pl|projeto)\b/;

/**
 * "O PL 976/23 já virou lei? Qual será o prazo?": the base follows no bill through Congress. It
 * cannot say whether one became law, and what a law not yet published will set has no text to
 * quote; another rule's passage would read as the bill's (decision 082). Only when the bill is
 * what is asked: a bill named beside a law or a norm in force ("a Lei 13.146 veio do PL 7.699/2006;
 * o que ela diz…?") leaves the question to them, and a bill a passage names to the search.
 */
function billNotHeld(question: string): string | undefined {
  const folded = foldAccents(question);
  const match = BILL.exec(folded);
  if (!BILL_ASKED.test(folded) || /\bnbr\b/.test(folded) || lawNumbers(folded, "lei").length > 0) return undefined;
  // "a reserva de 10% das vagas que a Câmara aprovou em comissão": a bill told by where it stands.
  if (!match)
    return UNNUMBERED_BILL.test(folded) && !lawInForceNamed(folded) && cityNamed(question) === undefined
      ? "A base offline do Prancheta não acompanha projetos de lei: não sabe se esse projeto já virou lei, e o que uma lei ainda não publicada vai fixar não tem texto que a base possa citar. Confira a tramitação no site da Câmara dos Deputados ou do Senado Federal e, se ele virou lei, o texto no site do Planalto."
      : undefined;
  const number = match[1] as string;
  const digits = number.replace(".", "");
  if (PASSAGES.some((p) => new RegExp(`\\bPL\\s*(?:n[º.o]*\\s*)?${digits}\\b`, "i").test(withoutThousandsDots(`${p.title} ${p.text}`)))) return undefined;
  // The bill as the question wrote it: a year or a dot added would be a figure it did not give.
  return `A base offline do Prancheta não acompanha projetos de lei: não sabe se o PL ${number}/${match[2] as string} já virou lei, e o que uma lei ainda não publicada vai fixar não tem texto que a base possa citar. Confira a tramitação no site da Câmara dos Deputados ou do Senado Federal e, se ele virou lei, o texto no site do Planalto.`;
}

/**
 * "A Lei 6.766 foi revogada em 2019, qual lei substituiu?": a revocation presumed of a law or norm
 * the base holds, which none of its passages records (the NBR 9077 ones say it was replaced in
 * 2025, and that question is answered). The base does not answer with the law's own rules as if
 * they confirmed it, nor invent a successor: it says what it does not record (decision 082).
 */
function unrecordedRevocation(question: string): { text: string; nearby: Passage[] } | undefined {
  const folded = foldAccents(question);
  if (!PRESUMES_REVOCATION.test(folded)) return undefined;
  const match = /\b(lei|decreto|nbr)\s*(?:(?:federal|estadual|municipal|complementar)\s+)?(?:n[o.]*\s*)?(\d{1,2}\.?\d{3})(?!\d|\.\d)(\s*(?::|de|edicao de|versao de)\s*(?:19|20)\d\d)?/.exec(folded);
  if (!match) return undefined;
  // "a NBR 9050 de 2015 foi substituída pela de 2020?": one edition by the next, for the search
  // (and its edition checks) to answer. "normas substituídas pela NBR 15575": that norm replaced others.
  if (match[3] || /\bpel[ao]s?\s+(?:(?:abnt|a|o)\s+)?$/.test(folded.slice(0, match.index))) return undefined;
  const number = (match[2] as string).replace(".", "");
  const named = new RegExp(`\\b${number}\\b`);
  const ofIt = PASSAGES.filter((p) => named.test(withoutThousandsDots(`${p.code} ${p.title}`)));
  if (ofIt.length === 0 || ofIt.some((p) => STATES_REVOCATION.test(foldAccents(`${p.title} ${p.text}`)))) return undefined;
  const kind = match[1] as "lei" | "decreto" | "nbr";
  const shown = kind === "nbr" ? number : (match[2] as string);
  // A law or decree is revoked; a norm is cancelled by the ABNT.
  const say = {
    lei: { name: `a Lei ${shown}`, ended: "revogada ou substituída", it: "a", where: "no site do Planalto" },
    decreto: { name: `o Decreto ${shown}`, ended: "revogado ou substituído", it: "o", where: "no site do Planalto" },
    nbr: { name: `a NBR ${shown}`, ended: "cancelada ou substituída", it: "a", where: "no catálogo da ABNT" },
  }[kind];
  return {
    text: `A base offline do Prancheta não registra que ${say.name} tenha sido ${say.ended}: os trechos que ela guarda ${say.it} tratam como em vigor. Confira a situação atual ${say.where} antes de seguir a premissa.`,
    nearby: ofIt.slice(0, 2),
  };
}
/**
 * "…segundo o Trata Brasil?", "…segundo a PNAD?": a figure asked of a source that no passage
 * cites or names. Another source's figure on the same subject would read as that source's; the
 * answer is "não encontrei" (decision 082). Norms, laws and their kin are left to the checks
 * that know them (unknownNorm, the search).
 */
function sourceNotHeld(question: string): boolean {
  const match = /\b(?:segundo|de acordo com)\s+(?:(?:o|a|os|as)\s+)?([a-z0-9][a-z0-9/-]*(?:\s+(?!(?:de|do|da|dos|das|e|em|no|na|para|pra|que|qual|quais|quanto|quantos)\b)[a-z0-9][a-z0-9/-]*){0,2})/.exec(foldAccents(question));
  const name = match?.[1];
  if (!name || GENERIC_SOURCE.test(name) || /^\d/.test(name)) return false;
  return !new RegExp(`\\b${name.replace(/[/-]/g, "\\$&")}\\b`).test(citedText());
}
/** Sources named in general, or norms and laws by kind: not a name to look up. */
const GENERIC_SOURCE =
  /^(normas?|nbr|abnt|leis?|legislacao|decretos?|resolucao|portaria|it|npt|nr|instrucao|codigo|regras?|regulamento|tabelas?|prefeitura|municipio|bombeiros|corpo|plano|estatuto|constituicao|cdc|cc|codigo civil|especialistas?|arquitetos?|engenheiros?|fabricantes?|manual|site|o que|quem|isso|ela|ele|eles|elas)\b/;
let cited: string | undefined;
/** Every passage's code, title, text and source, folded once. */
function citedText(): string {
  cited ??= foldAccents(PASSAGES.map((p) => `${p.code} ${p.title} ${p.text} ${p.source}`).join("\n"));
  return cited;
}

/** "foi revogada", "já foi substituída", "foi cancelada": a revocation presumed. */
const PRESUMES_REVOCATION = /\b(foi|ja foi|foram|ja foram|esta|estao) (revogad[ao]s?|cancelad[ao]s?|substituid[ao]s?|extint[ao]s?)\b/;
const STATES_REVOCATION = /\b(revogad\w*|substituid\w*|cancelad\w*|substitui\w*)\b/;

/**
 * "o que mudou na NBR 9050 de 2024?": an edition year (past or current) that no passage of that
 * norm names is not one the base knows, and the base does not answer from another edition as if
 * it were that one. A year to come is left to the "not published yet" answer.
 */
function unknownEdition(question: string, now: Date): { text: string; nearby: Passage[] } | undefined {
  const folded = foldAccents(question);
  const match = /\bnbr\s*(?:iso\s*(?:\/\s*cie\s*)?)?(\d{1,2}\.?\d{3})(?:-\d{1,2})?\s*(?::|de|do ano de|edicao de|versao de|da edicao de)\s*((?:19|20)\d\d)\b/.exec(folded);
  if (!match) return undefined;
  const number = (match[1] as string).replace(".", "");
  const year = match[2] as string;
  if (Number(year) > now.getUTCFullYear()) return undefined;
  const ofNorm = PASSAGES.filter((p) => withoutThousandsDots(p.code).includes(number));
  if (ofNorm.length === 0 || ofNorm.some((p) => `${p.code} ${p.title} ${p.text}`.includes(year))) return undefined;
  // The passages that say which edition is in force, named as what the base holds nearby.
  const editions = ofNorm.filter((p) => /\b(edicao|vigente|vigor|versao|revisao)\b/.test(foldAccents(`${p.title}`)));
  return {
    text: `A base offline do Prancheta não conhece edição de ${year} da NBR ${number}: nenhum trecho dela cita esse ano. Confira no catálogo da ABNT qual é a edição em vigor antes de citá-la.`,
    nearby: editions.slice(0, 2),
  };
}

/** "o que mudou na NBR 9050 edição 2029?": an edition of a year still to come has no text to quote. */
function editionToCome(question: string, now: Date): string | undefined {
  // "a nova 15575 de 2028": a norm named by its number alone, as architects say it.
  const folded = foldAccents(question).replace(/\b(nova|novo|a|da|na)\s+(\d{4,5})\b(?=\s*(?::|de|edicao|versao)\s*(?:19|20)\d\d)/g, "$1 nbr $2");
  const match = /\bnbr\s*(?:iso\s*(?:\/\s*cie\s*)?)?(\d{1,2}\.?\d{3})(?:-\d{1,2})?\s*(?::|de|(?:n?a\s+|da\s+)?(?:edicao|versao)(?:\s+de)?)\s*((?:19|20)\d\d)\b/.exec(folded);
  // The other order: "a edição de 2028 da NBR 15575", "a edição brasileira de 2027 da NBR ISO/CIE 8995-1".
  const before = /\b(?:edicao|versao|revisao)\s+(?:(?:brasileira|nacional|nova|revisada)\s+)?(?:de\s+)?((?:19|20)\d\d)\s+d[ao]\s+(?:abnt\s+)?nbr\s*(?:iso\s*(?:\/\s*cie\s*)?)?(\d{1,2}\.?\d{3})\b/.exec(folded);
  const [number, year] = match ? [match[1] as string, match[2] as string] : before ? [before[2] as string, before[1] as string] : [];
  if (!number || !year || Number(year) <= now.getUTCFullYear()) return undefined;
  const digits = number.replace(".", "");
  // The norm as it is named: "NBR ISO/CIE 8995-1", not "NBR 8995".
  const named = new RegExp(String.raw`\bnbr\s*(iso\s*(\/\s*cie\s*)?)?${number.replace(".", "\\.")}(-\d{1,2})?`).exec(folded);
  const norm = `NBR ${named?.[1] ? (named[2] ? "ISO/CIE " : "ISO ") : ""}${digits}${named?.[3] ?? ""}`;
  // A norm no passage names may not exist at all: "use a edição em vigor" would say it does.
  const held = PASSAGES.some((p) => withoutThousandsDots(p.code).includes(digits));
  if (!held)
    return `A base offline do Prancheta não tem a ${norm} nem sabe se ela existe com esse número; de todo modo, uma edição de ${year} ainda não foi publicada. Confira o número, o título e a edição em vigor no catálogo da ABNT.`;
  return `A edição de ${year} da ${norm} ainda não foi publicada, e a base offline do Prancheta não faz previsões: use a edição em vigor e confira no catálogo da ABNT quando uma nova sair.`;
}

/** "quando sai a nova NBR 9050?", "a nova NBR 5410 já saiu?": an edition to come. */
const NEXT_EDITION = /\b(nova|novo|proxima|revisao da|atualizacao da)\s+(edicao d[ao]\s+|versao d[ao]\s+|revisao d[ao]\s+|atualizacao d[ao]\s+)?(abnt\s+)?nbr\s*(\d{1,2}\.?\d{3})\b/;
const WHEN = /\b(quando|sai|saira|sair|vai sair|entra em vigor|vai entrar|vai valer|passa a valer|comeca a valer|sera publicad\w*|sera lancad\w*)\b/;
/** "quando foi publicada a nova NBR 16401?", "o que mudou…": an edition already out, for the search to answer. */
const PAST_EDITION = /\b(foi|foram|ja foi) (publicad|lancad)\w*|\b(saiu|mudou|mudaram|publicou|lancou)\b/;

/**
 * The base does not foretell an edition; it quotes what it holds on the edition in force (its
 * passages on the norm's edition, revision or validity), or says it has nothing on it.
 */
function futureEdition(question: string): DetailedAnswer | undefined {
  const folded = foldAccents(question);
  const match = NEXT_EDITION.exec(folded);
  // "a próxima edição da NBR 16280 muda o quê?": the next one is to come, whatever is asked of it;
  // "a próxima revisão já saiu?" too (a new one "que saiu" is the one in force, for the search).
  const next = match?.[1] === "proxima";
  if (!match || !(WHEN.test(folded) || next) || (!next && PAST_EDITION.test(folded))) return undefined;
  const number = (match[4] as string).replace(".", "");
  const editions = PASSAGES.filter(
    (p) => withoutThousandsDots(p.code).includes(number) && /\b(edicao|vigente|vigor|revisao|nova|mudou|versao)\b/.test(foldAccents(p.title)),
  ).slice(0, CHAT_PASSAGES);
  if (editions.length === 0)
    return noSuchRule(`A próxima edição da NBR ${number} ainda não foi publicada, e a base offline do Prancheta não faz previsões: use a edição em vigor e confira no catálogo da ABNT quando uma nova sair.`);
  const head = `**Nova edição da NBR ${number}: a base offline do Prancheta não faz previsões.** Uma edição que ainda não foi publicada não tem data que a base possa dar; o que ela tem sobre a edição em vigor está abaixo. Confira no catálogo da ABNT.`;
  const detail = finish([head, editions.map(bullet).join("\n"), CHECK_EDITION], editions);
  return { ...detail, lead: head };
}

/** A question that asks whether something is banned. */
const ASKS_BAN = /\b(proib\w*|vedad\w*|veda)\b/;
/** "…proíbe X, né?", "qual item proíbe X?": a ban asserted, not merely asked about. */
function assertsBan(question: string): boolean {
  const folded = foldAccents(question);
  return ASKS_BAN.test(folded) && ASSERTS_PREMISE.test(folded);
}

/**
 * "a NBR 6118 dispensa cobrimento em laje de casa térrea, né?": an exemption asserted. It is
 * confirmed only by a passage that states one; a rule nearby that exempts nothing is named, not
 * quoted as if it agreed.
 */
const ASSERTS_EXEMPTION = /\b(dispensa\w*|dispensad\w*|isenta\w*|isent[ao]s?|desobriga\w*|nao (precisa|precisam|exige|exigem|obriga|obrigam)\b)/;
const STATES_EXEMPTION =
  /\b(dispens\w*|isent\w*|desobrig\w*|facultativ\w*|opcion\w*|nao (e|sao) obrigatori\w*|nao se aplica\w*|nao precisa\w*|nao exige\w*|sem necessidade|exceto|exceca\w*|excecoes)\b/;
function assertsExemption(question: string): boolean {
  const folded = foldAccents(question);
  return ASSERTS_EXEMPTION.test(folded) && ASSERTS_PREMISE.test(folded);
}

/**
 * "qual lei federal define o tamanho mínimo da vaga?": a rule presumed and asked for its figure,
 * which the question does not give. The measure named after the verb says the figure's unit; the
 * passage quoted first must state one of it (a passage on parking shares, in %, is not that rule).
 */
function presumedMeasureUnit(question: string): string | undefined {
  const folded = foldAccents(question);
  const match = PRESUMED_FIGURE.exec(folded);
  if (!match || figuresIn(question).some((f) => f.unit !== "")) return undefined;
  return subjectOf(`qual ${folded.slice(match.index + match[0].length)}`).unit;
}

/** A passage that states a ban. */
const STATES_BAN = /\b(proib\w*|vedad\w*|veda|nunca)\b|\bnao (pode|podem|deve|devem|se admite|se permite|e permitid\w*|sao permitid\w*|e admitid\w*|sao admitid\w*|e aceit\w*|sao aceit\w*)\b/;

/** "qual norma proibiu…", "que lei veda…": a ban presumed (folded). */
const BAN_PRESUMED = /\b(proibiu|proibe|proibem|vedou|veda|vedam|baniu)\b/;
/** What a passage says when it allows the thing, not negated ("não permite" is a ban): folded. */
const ALLOWS = /(?<!\b(?:nao|nunca|nem)\s(?:\p{L}+\s)?)\b(admite|admitem|permite|permitem|aceita|aceitam|e permitid[oa]|sao permitid[oa]s|pode ser usad[oa]|podem ser usad[oa]s)\b/u;
const NO_SUCH_BAN =
  "Não conheço norma ou lei que proíba isso. A norma da base offline do Prancheta sobre o assunto, listada abaixo, o admite: confira o texto dela antes de decidir.";

/**
 * Whether a sentence of the passage that names every asked term allows it, and none bans it. A
 * question with no subject term, or with a figure ("vidro temperado de 6 mm", "acima de 30%"),
 * is left to the other checks: the passage may allow the thing and still ban that case.
 */
function refutesBan(question: string, passage: Passage, asked: readonly string[]): boolean {
  if (asked.length === 0 || figuresIn(question).some((f) => f.unit !== "")) return false;
  const names = (sentence: string) => asked.every((t) => terms(sentence).some((w) => formOf(w, t)));
  const sentences = sentencesOf(foldAccents(passage.text)).filter(names);
  return sentences.some((s) => ALLOWS.test(s)) && !sentences.some((s) => STATES_BAN.test(s.replace(ALLOWS, " ")) && !ALLOWS.test(s));
}

/** A passage that states a requirement (what must, at least or at most, be done). */
const STATES_REQUIREMENT =
  /\b(deve|devem|obriga\w*|exig\w*|minim[oa]s?|maxim[oa]s?|pelo menos|no maximo|pede|pedem|precisa\w*|limita\w*|fixa|proib\w*|vedad\w*|nao (pode|podem)|sujeit[oa]s?|requer\w*|necessari[oa]s?)\b/;

/** "qual vai ser a taxa de RRT em 2028?": a value of a year still to come. */
function asksFutureValue(question: string, now: Date): boolean {
  const folded = foldAccents(question);
  // "quantos reais por kWh vai custar…": a price asked by its amount too.
  if (!/\b(quanto|quantos reais|qual|quais|valor|taxa|preco|custo|vai custar|custara)\b/.test(folded)) return false;
  // "qual vai ser o CUB de janeiro?": a value asked in the future tense, with no past year.
  const pastYear = (folded.match(/\b(19|20)\d\d\b/g) ?? []).some((year) => Number(year) <= now.getUTCFullYear());
  if (!pastYear && /\b(vai ser|sera|vai ficar|vai custar|vai subir|vai aumentar)\b/.test(folded) && /\b(cub|anuidade|taxa|reajuste|indice|incc|valor|preco|custo|salario)\b/.test(folded))
    return true;
  // "o CUB do mês que vem", "a anuidade do próximo ano": a period to come without its year.
  if (/\b(ano que vem|mes que vem|proximo (ano|mes|exercicio|reajuste)|proxima (anuidade|tabela|revisao da tabela))\b/.test(folded)) return true;
  // "o limite que a lei vai fixar quando for sancionada": a value of a law still to pass.
  if (/\bquando (for|forem) (sancionad|aprovad|votad|regulamentad)\w*/.test(folded)) return true;
  // "quando o PL 413/2025 virar lei, qual será…": the same, said as a bill becoming law.
  if (/\bquando\b[^?]{0,40}\b(virar lei|virarem lei|for convertid\w* em lei)\b/.test(folded) && /\b(sera|vai ser|vai|serao)\b/.test(folded)) return true;
  // "qual vai ser o próximo prazo, depois de dezembro de 2024…": a new value to come, whatever past
  // year it is counted from.
  // Only what a rule-maker will set: "qual será o novo limite de altura do espelho?" of a case asks the norm's.
  if (/\b(vai ser|sera|vai dar|vai fixar|vao dar)\b/.test(folded) && /\b(proxim[oa]|nov[oa]) (prazo|percentual|limite|teto|valor|indice)\b/.test(folded) && /\b(governo|lei|decreto|aneel|conselho|cau|crea|ministerio|resolucao|pl|projeto de lei)\b/.test(folded)) return true;
  return (folded.match(/\b20\d\d\b/g) ?? []).some((year) => Number(year) > now.getUTCFullYear());
}

/**
 * "NBR 15575-7": a part the base does not hold, of a norm it cites by its parts, is not quoted as
 * if it were another part. Answers the honest note, naming the parts the base does hold.
 */
function unknownNormPart(question: string): { text: string; nearby: Passage[] } | undefined {
  // "a parte 2 da NBR 9050" names the same part as "NBR 9050-2".
  const folded = foldAccents(question).replace(/\bparte\s*(\d{1,2})\s+d[ao]\s+(?:abnt\s+)?nbr\s*(\d{1,2})\.?(\d{3})\b/gi, "nbr $2$3-$1");
  const match = /\bnbr\s*(\d{4,5})\s*-\s*(\d{1,2})\b/i.exec(folded);
  if (!match) return undefined;
  const [, number, part] = match;
  const codes = PASSAGES.map((p) => p.code.replace(/\s|\./g, ""));
  // Only a norm the base cites by its parts tells which parts exist: "NBR 16401:2008" is cited
  // whole although it has three.
  const parts = new Set(codes.flatMap((c) => [...c.matchAll(new RegExp(`NBR${number}-(\\d{1,2})`, "g"))].map((m) => m[1] as string)));
  if (parts.size === 0) {
    const whole = unknownPartOfWhole(number as string, part as string, codes);
    return whole === undefined ? undefined : { text: whole, nearby: [] };
  }
  if (parts.has(part as string)) return undefined;
  const held = [...parts].sort().map((p) => `${number}-${p}`);
  const list = held.length === 1 ? `só a parte ${held[0]}` : `as partes ${held.slice(0, -1).join(", ")} e ${held.at(-1)}`;
  // One passage of each part held, listed below as what the base has nearby.
  const nearby = held.flatMap((h) => PASSAGES.find((p) => p.code.replace(/\s|\./g, "").includes(`NBR${h}`)) ?? []);
  return { text: `A base offline do Prancheta não tem a NBR ${number}-${part}: da NBR ${number}, tem ${list}. Confira o número e a parte no catálogo da ABNT.`, nearby };
}

/**
 * "NBR 9077-2" of a norm the base cites whole ("ABNT NBR 9077:1993"): a part no passage names is
 * not answered from the whole norm's passages as if it were that part, when no passage names any
 * part of it ("NBR 16401-3" in the 16401 passages' text leaves the 16401's parts to the search).
 */
function unknownPartOfWhole(number: string, part: string, codes: string[]): string | undefined {
  if (!codes.some((c) => new RegExp(`NBR${number}(?![\\d-])`).test(c))) return undefined;
  const named = new Set(
    PASSAGES.flatMap((p) => [...`${p.title} ${p.text}`.matchAll(new RegExp(`\\bNBR\\s*${number}-(\\d{1,2})\\b`, "g"))].map((m) => m[1] as string)),
  );
  // A norm whose parts some passage names (the NBR 15575's) has parts the base holds under the
  // whole norm's code: its passages may still answer, unless the part asked comes after every
  // part they name ("a parte 7 da NBR 15575": no passage knows one).
  if (named.size > 0) {
    if (Number(part) <= Math.max(...[...named].map(Number))) return undefined;
    return `A base offline do Prancheta não tem a NBR ${number}-${part}: nenhum trecho dela cita essa parte. Confira o número e a parte no catálogo da ABNT.`;
  }
  return `A base offline do Prancheta não tem a NBR ${number}-${part}: da NBR ${number}, tem só trechos da norma inteira, sem divisão em partes. Confira o número e a parte no catálogo da ABNT.`;
}

/** Rules worked out on the question's numbers, in the order they are tried. */
const CALCULATIONS: ((question: string) => Calculation | undefined)[] = [
  cubCalculation,
  sinapiCalculation,
  handrailLengthCalculation,
  rampCalculation,
  stairCalculation,
  stairRunCalculation,
  blondelStepCalculation,
  parkingCalculation,
  lightingCalculation,
  luminousFluxCalculation,
  outletLoadCalculation,
  outletCountCalculation,
  exitPopulationCalculation,
  drainDropCalculation,
  gutterDropCalculation,
  boringCountCalculation,
  lotCountCalculation,
  serviceLifeYearCalculation,
  feeTaxRateCalculation,
  rainFlowCalculation,
  bdiCalculation,
  zoningCalculation,
  waterReserveCalculation,
  staticPressureCalculation,
  distratoCalculation,
  lateDeliveryCalculation,
  currentCalculation,
  professionalPayCalculation,
  reservedUnitsCalculation,
  windowSetbackCalculation,
  condominiumFineCalculation,
  condominiumQuorumCalculation,
  outdoorAirCalculation,
  venueSeatsCalculation,
  appStripCalculation,
  roadStripCalculation,
  iptuProgressiveCalculation,
  fioBCalculation,
  ridgeHeightCalculation,
  tileCountCalculation,
];

/** A calculation or an honest note, then its passages quoted. */
function reply(r: Calculation): DetailedAnswer {
  const head = r.lines.join("\n\n");
  // A calculation that quotes no passage (a roof's geometry) says so in its header.
  const detail = r.passages.length
    ? finish([head, r.passages.map(bullet).join("\n"), CHECK_EDITION], r.passages, r.computed)
    : finish([head], [], r.computed, undefined, RULES_HEADER);
  return { ...detail, lead: `${head}\n${r.passages[0] ? bullet(r.passages[0]) : ""}` };
}

/**
 * The chat's offline answer, with the passages it quotes: off-topic questions get "não encontrei";
 * a CUB month the base cannot give says so; arithmetic on a rule is worked out; a city's own rule
 * says it depends on that city's law; anything else is the passages that answer it. `now` decides
 * which CUB months are still in the future.
 */
export function answerOfflineDetailed(asked: string, now: Date = new Date()): DetailedAnswer {
  const question = expandShorthand(withoutCourtesy(withoutShouting(asked)));
  const whole = answerAsked(question, now);
  // "Quem eliminou o Brasil na Copa de 2022 e em que fase foi?": the parts of a question off the
  // base's topic, naming nothing of a building or a rule, are off it too ("em que fase foi?" is not
  // BIM's phases). One that does ("…e a do telefone público?", a stadium's seats) is read by part.
  const parts = offTopic(question) && !BUILDING_OR_RULE.test(foldAccents(question)) ? [] : questionParts(question);
  const answer = parts.length < 2 ? whole : answerInParts(parts, whole, now);
  if (!answer.general) return answer;
  return { ...answer, answer: { ...answer.answer, text: answer.answer.text.replace(`${OFFLINE_HEADER}\n\n`, `${OFFLINE_HEADER}\n\n${GENERAL_RULE}\n\n`) } };
}

/**
 * A plain "não encontrei" or "não conheço norma com esse requisito": what the case's words may have
 * caused. Not "depende da lei do município": a city named in the case may well set the rule, and a
 * federal passage quoted without it would read as that city's answer.
 */
const isNotFound = (a: DetailedAnswer) =>
  !a.answer.found && [NOT_FOUND, NO_SUCH_RULE, NO_SUCH_FIGURE].some((text) => a.answer.text.startsWith(text));

/** Said above passages that answer the question without the case it described. */
const GENERAL_RULE =
  "_Regra geral: a base offline não tem trecho próprio para o caso descrito no começo da pergunta. Confira se ele muda a exigência._";

/**
 * One question (or one part of one). "casa térrea de 200 m², qual a altura do corrimão?": when
 * the whole finds nothing, the question asked after the case it describes (context.ts), marked
 * `general`: it answers the general rule, not the case.
 */
function answerAsked(question: string, now: Date): DetailedAnswer {
  const whole = answerOne(question, now);
  if (offTopic(question)) return whole;
  const cuts = withoutCase(question);
  // "no meu projeto de reforma, de que cor é o fio neutro?": a passage found on the case's words
  // ("reforma") that names nothing the question asks after it is about the case, not the question.
  const missesAsked = quotesPassages(whole) && cuts.length > 0 && !namesSubjectOf(whole.passages[0], cuts.at(-1) as string);
  if (!missesAsked && (whole.answer.found || !isNotFound(whole))) return whole;
  for (const asked of cuts) {
    const answer = answerOne(asked, now);
    if (answer.answer.found) return { ...answer, general: true };
  }
  // Nothing answers the question itself: what was found is named as nearby, not quoted as the answer.
  return missesAsked ? notFound(whole.passages) : whole;
}

/** Whether a passage names one of the subject words of `asked` (a prefix of four letters or more counts, as in the index). */
function namesSubjectOf(passage: Passage | undefined, asked: string): boolean {
  if (!passage) return false;
  const said = new Set(terms(`${passage.title} ${passage.topics.join(" ")} ${passage.text}`));
  const wanted = subjectOf(asked).terms;
  return wanted.length === 0 || wanted.some((t) => said.has(t) || [...said].some((w) => (t.length >= 4 && w.startsWith(t)) || (w.length >= 4 && t.startsWith(w))));
}

/** An answer that quotes passages (not a calculation, a city's rule or an honest note). */
const quotesPassages = (a: DetailedAnswer) => a.answer.found && a.computed.length === 0 && a.lead.startsWith("- _");

/**
 * A question that asks several things gets a passage for each part, in the question's order, and
 * "não encontrei" for a part the base does not hold (R-AI-8, decision 082): quoting the best
 * passage for the whole would answer the first part and lose the others. The whole question's
 * answer stands when it is not passages (a calculation, an honest note on a rule that does not
 * exist). A passage the whole question's search would add below the lead and that answers no
 * part ("pé-direito de acessos de fuga" under "pé-direito da sala e do banheiro") is left out.
 */
function answerInParts(parts: string[], whole: DetailedAnswer, now: Date): DetailedAnswer {
  if (whole.answer.found ? !quotesPassages(whole) : !whole.answer.text.startsWith(NOT_FOUND)) return whole;
  const asked = parts.map((part) => answerAsked(part, now));
  // "Quais vacinas um filhote precisa tomar no primeiro ano e em que ordem?": when the first part
  // finds nothing, a later one of a single new subject word ("em que ordem?") is of that first
  // thing, not a question the base answers on its own ("ordem" of a floor's curing). Not one that
  // names a norm ("qual a seção mínima da 5410?") or the first part's thing again ("o registro
  // vale onde?" after "sem novo registro").
  const firstTerms = subjectOf(parts[0] as string).terms;
  const fragment = (i: number) => {
    if (i === 0 || asked[0]?.answer.found) return false;
    // A short part only ("em que ordem?"): one carried over from the first ("qual a inclinação… e da
    // calha?" → "qual a inclinação da calha?") names its own thing.
    const own = subjectOf(parts[i] as string).terms;
    const short = (parts[i] as string).split(/\s+/).length <= 3;
    return short && own.length <= 1 && !own.some((t) => firstTerms.includes(t)) && !/\d{4}/.test(parts[i] as string);
  };
  const answers = asked.map((a, i) => (a.answer.found && fragment(i) ? notFound() : a));
  if (answers.some((a) => a.answer.found && !quotesPassages(a))) return whole;
  if (!answers.some((a) => a.answer.found)) return whole;
  const passages = answers.flatMap((a) => a.passages.slice(0, 1));
  const missing = parts.filter((_, i) => !answers[i]?.answer.found).map((part) => `- Sobre “${part}”: ${NOT_FOUND_PART}`);
  const general = answers.some((a) => a.answer.found && a.general);
  return { ...finish([unique(passages).map(bullet).join("\n"), missing.join("\n"), CHECK_EDITION], passages), leads: passages.map(bullet), ...(general ? { general } : {}) };
}

/** Another country's rules, named by the country or by its code ("pela ADA", "nos EUA", "Eurocode"), folded. */
const FOREIGN_CODE =
  /\b(ada|adaag|international building code|ibc 20\d\d|eurocode|eurocodigo|rgeu|regulamento geral das? (edificacoes|construcao|construcoes) urbanas?|approved documents?)\b/;
/**
 * Countries, regions with rules of their own and cities abroad that no Brazilian city is named after
 * ("na Catalunha", "no Maine", "o código de Chicago").
 */
const COUNTRY = /\b(eua|estados unidos|uniao europeia|europa|portugal|reino unido|inglaterra|canada|argentina|chile|mexico|alemanha|franca|espanha|italia|japao|china|australia|catalunha|galiza|galicia|andaluzia|pais basco|madri|madrid|baviera|quebec|ontario|texas|maine|chicago|miami|nova york|nova iorque|new york|los angeles|londres|paris|lisboa|toronto|toquio|dubai|buenos aires)\b/;
/** What a rule says: a requirement, a limit, a count, a permission, a measure ("qual a altura da sanita…"). */
const ASKS_A_RULE_ABROAD = /\b(norma\w*|regras?|lei|leis|decretos?|regulament\w*|regul[ae]\w*|codigo|exig\w*|obrigat\w*|minim\w*|maxim\w*|quant[oa]s|permit\w*|pode|posso|precis\w*|vagas?|rampas?|acessive(l|is)|licenca|alvara|alturas?|larguras?|dimens\w*|medidas?|distancias?|inclinac\w*)\b/;
/**
 * A Brazilian rule named beside a foreign one ("pela NBR 9050? a ADA permite…"), or an equivalence
 * asked. A law or decree by its Brazilian number; "qual decreto aprovou o código da Catalunha?" is
 * that region's.
 */
const BRAZILIAN = /\b(brasil\w*|nbr|abnt|lbi|nr[- ]?\d+|lei \d|decreto \d|cbm\w*|equival\w*)\b/;

/**
 * "estacionamento nos EUA com 1.300 vagas: quantas acessíveis pela ADA?", "Em Portugal, …": the
 * base holds Brazilian norms and laws; another country's rule is not answered with Brazil's
 * (R-AI-8). A country is found where a city would be ("Em Portugal"); a city named abroad ("em
 * Chichester, na Inglaterra") is answered as a city.
 */
function foreignRules(question: string): string | undefined {
  const folded = foldAccents(question).toLowerCase();
  // "qual a capital da Austrália?" asks no rule: it is off topic, not another country's rule.
  if (BRAZILIAN.test(folded) || !ASKS_A_RULE_ABROAD.test(folded)) return undefined;
  const city = cityNamed(question);
  const countryAsCity = city !== undefined && COUNTRY.test(foldAccents(city).toLowerCase());
  if (!FOREIGN_CODE.test(folded) && !(COUNTRY.test(folded) && (city === undefined || countryAsCity))) return undefined;
  return "A base offline do Prancheta guarda normas e leis brasileiras; as regras de outro país (ou de um código estrangeiro como a ADA, o IBC ou os Eurocódigos) não estão nela, e as brasileiras não valem para lá. Confira no texto oficial daquele país.";
}

/** Words of a building, a work or a rule: a question that has them is the base's, in some part. */
const BUILDING_OR_RULE =
  /\b(nbr|abnt|normas?|leis?|decreto|projeto|obras?|reforma|estadio|arena|quadra|edific\w*|predio|casa|apartamento|condomini\w*|sindico|banheiro|rampa|escadas?|saidas?|lugares|assentos|acessib\w*|calcada|balcao|telefone publico|tomada|interfone)\b/;

/**
 * Renting a unit's garage space out, to someone from outside the building or to another condômino,
 * is the condominium's rule (its convention, the Código Civil's art. 1.331, § 1º), not a lease's:
 * "alugar" there is no tenancy question. Renting a flat that has a space, or a space elsewhere,
 * still is.
 */
const CONDOMINIUM_RENT = /\b(?:alugar|aluguel d[ae]|alugando)\s+(?:(?:a|uma|sua|minha|meu|seu|essa|esta)\s+)?vagas?\b|\bvagas?\b[^?.]{0,30}\b(?:alugad[oa]s?|para alugar|pra alugar)\b/;
const offTopic = (question: string) => {
  const folded = foldAccents(question);
  if (/\bcub\b/i.test(question)) return false;
  // The space itself rented in a condominium, to outsiders or to another condômino; not a space
  // outside the building ("uma vaga de garagem fora do prédio"), a lease like any other.
  const garageToOutsiders =
    CONDOMINIUM_RENT.test(folded) && !/\bfora d[oa] (predio|condominio|edificio)\b/.test(folded.replace(/\bde fora d[oa]\b/g, " ")) && /\b(condomin\w*|convencao|predio|edificio|sindico|assembleia)\b/.test(folded);
  return OFF_TOPIC.test(garageToOutsiders ? folded.replace(/\b(alugar|aluguel|alugad[oa]s?|alugando)\b/g, " ") : folded);
};

/**
 * "A NBR 16747 fixa multa de R$ 10.000…? Como recorrer dessa multa da ABNT?": a fine presumed of an
 * ABNT norm, named by its number as the one that fixes it, or of the ABNT itself (folded). Not a
 * fine a law, a city, a fire brigade or a condominium sets ("a norma da prefeitura prevê multa",
 * "conforme a NBR 16280, qual a multa do condomínio").
 */
const FINE_OF_A_NORM =
  /\b(?:abnt\s+)?nbr\s*\d[\d.]*(?:-\d+)?(?::\d{4})?\s+(?:fixa|preve|aplica|cobra|estabelece|impoe|determina)\w*\b[^?.;]{0,20}\bmultas?\b|\bmultas? (?:da|aplicada pela|cobrada pela) abnt\b|\babnt (?:aplica|cobra|multa|multou|vai multar|pode multar)\b/;
const NO_FINE_IN_NORMS =
  "A ABNT não aplica multas, e uma norma técnica não fixa multa: ela diz como fazer, e a obrigação de segui-la e a sanção por não segui-la vêm de uma lei, do código de obras do município, da convenção do condomínio ou de um contrato. Confira no documento que cobra a multa qual regra ele invoca e qual o prazo para recorrer.";

/** One question (or one part of one), answered as described for answerOfflineDetailed. */
function answerOne(question: string, now: Date): DetailedAnswer {
  if (offTopic(question)) return notFound();
  const abroad = foreignRules(question);
  if (abroad) return noSuchRule(abroad);
  if (FINE_OF_A_NORM.test(foldAccents(question).toLowerCase())) return noSuchRule(NO_FINE_IN_NORMS);
  const special = cubAvailability(question, now) ?? withFutureWage(firstCalculation(question), question, now) ?? municipalReply(question);
  if (special) return reply(special);
  // "já saiu a NBR 10339 de 2027?": an edition of a year to come is not out, whether or not the
  // base holds the norm.
  const future = editionToCome(question, now);
  if (future) return noSuchRule(future);
  const missingPart = unknownNormPart(question);
  if (missingPart) return noSuchRule(missingPart.text, missingPart.nearby);
  const missingNorm = unknownNorm(question) ?? unknownResolution(question);
  if (missingNorm) return noSuchRule(missingNorm);
  const revocation = unrecordedRevocation(question);
  if (revocation) return noSuchRule(revocation.text, revocation.nearby);
  if (sourceNotHeld(question)) return notFound();
  const missingEdition = unknownEdition(question, now);
  if (missingEdition) return noSuchRule(missingEdition.text, missingEdition.nearby);
  if (asksFutureValue(question, now)) return notYetPublished();
  const bill = billNotHeld(question);
  if (bill) return noSuchRule(bill);
  // After a value to come is said as such: "quanto vai valer em 2028 … da Lei 14.133?" is not yet
  // published, whether or not the base holds that law.
  const missingLaw = lawNotHeld(question);
  if (missingLaw) return noSuchRule(missingLaw);
  const nextEdition = futureEdition(question);
  if (nextEdition) return nextEdition;
  const { found, hits, nearby, unknown, subject } = searchAbout(withoutConfirmationTag(question), CHAT_PASSAGES);
  // "Qual NBR obriga tomada USB em todo cômodo?": a rule presumed about something no passage
  // knows is not the nearest rule, and the base does not pretend it is (decision 082).
  // A city named: the rule presumed may well be that city's, which the base does not hold; saying
  // no such rule exists would be a claim the base cannot make (decision 082).
  // Nothing found for a rule asked of a city or its city hall: that city's law is where it is; of
  // a state, its law or its fire code (before the city's: "lei estadual", a hotel in Aracaju).
  const localRule = stateRuleNotHeld(question) ?? cityRuleNotHeld(question);
  const notFoundHere = (nearby: Passage[]) => (localRule ? noSuchRule(localRule, nearby) : notFound(nearby));
  // The whole subject of the asking itself: a case told before it and closed by a colon or a full
  // stop ("Gleba cortada por um córrego: qual a faixa non aedificandi que a Lei 6.766 exige?") is
  // context the rule need not name, nor the base know ("cortada"). So is a case told after the
  // question ("…a norma exige guarda-corpo? Meu cliente vai fazer um mezanino de tábuas."): the
  // asking is the last part that ends in a question mark.
  const parts = question.split(/(?<=[:.?!])\s+/);
  const asking = new Set(terms([...parts].reverse().find((p) => /\?\s*$/.test(p)) ?? parts.at(-1) ?? question));
  if (presumesRule(question) && (unknown.some((t) => asking.has(t)) || !found)) return localRule ? noSuchRule(localRule) : noSuchRule();
  // "O que a NBR 9050 exige de piso tátil em escada?": what a rule requires of a thing is answered
  // by a passage on the whole thing ("piso tátil", not the stair's "piso"), else not found (no
  // claim that no rule exists: the base may hold it elsewhere). The purpose given is not the thing.
  if (found && ASKS_WHAT_IT_REQUIRES.test(foldAccents(question))) {
    const purposes = purposeTerms(question);
    const thing = subject.terms.filter((t) => asking.has(t) && !purposes.has(t));
    if (thing.length > 0 && !hits.some((h) => thing.every((t) => h.matched.includes(t)))) return notFoundHere(hits.map((h) => h.passage));
  }
  // "Qual NBR obriga ar-condicionado em todo quarto?": a passage on the subject that requires
  // nothing ("a NBR 16655 trata da instalação…") does not confirm the rule presumed.
  // A passage that requires something else ("nível mínimo obrigatório") and shares one word with
  // the subject ("ar" of "ar-condicionado") does not confirm it either: it must match the whole subject.
  const askedTerms = subject.terms.filter((t) => asking.has(t));
  const requiresSubject = (h: (typeof hits)[number]) =>
    STATES_REQUIREMENT.test(foldAccents(`${h.passage.title} ${h.passage.text}`)) && (askedTerms.length > 0 ? askedTerms : subject.terms).every((t) => h.matched.includes(t));
  if (presumesRule(question) && !hits.some(requiresSubject)) return noSuchRule(localRule ?? NO_SUCH_RULE, hits.map((h) => h.passage));
  // "qual norma proibiu vidro temperado em box?": a ban presumed of what the passage on it allows,
  // in the sentence that names it ("só admite vidro de segurança: o temperado…"), is refuted, not
  // confirmed by quoting the rule (decision 082).
  if (BAN_PRESUMED.test(foldAccents(question)) && hits[0] && refutesBan(question, hits[0].passage, askedTerms.length > 0 ? askedTerms : subject.terms))
    return noSuchRule(NO_SUCH_BAN, hits.map((h) => h.passage));
  if (!found) return notFoundHere(nearby.map((h) => h.passage));
  // One city's figure ("recuo frontal de 5 m" in São Paulo's old zoning) is not the answer to a
  // question that does not name that city (decision 078): it is named as nearby, not quoted.
  const otherCity = (h: (typeof hits)[number]) => !ofNamedCity(question, h.passage.id);
  if ((subject.unit !== undefined || subject.counted || figuresIn(question).some((f) => f.unit !== "")) && hits.length > 0 && otherCity(hits[0]!))
    return notFoundHere(hits.map((h) => h.passage));
  // Nor is it the answer for another city the question names ("…é obrigatório em Campinas?" is not
  // answered by São Paulo's law): that city's own law is what is asked.
  if (hits.length > 0 && otherCity(hits[0]!) && cityNamed(question) !== undefined)
    return notFoundHere(hits.map((h) => h.passage));
  // "Em São Paulo, o Código de Obras exige medição individualizada…?": what a named city's own law
  // says is answered by a passage of that law; a national rule nearby is named, not quoted as it.
  if (hits[0] && localRule && asksCityOwnLaw(question) && CITY_RULE_PASSAGES[hits[0].passage.id] === undefined)
    return notFoundHere(hits.map((h) => h.passage));
  // "a NBR 9050 exige rampa com 20%, né?": a premise whose figure the answer does not state is
  // not confirmed by quoting the rule nearby (decision 082); that rule is named, without figures.
  if (unsupportedPremise(question, hits[0]?.passage).length > 0) return noSuchRule(NO_SUCH_FIGURE, hits.map((h) => h.passage));
  // "a NBR 15575 proíbe piso laminado na cozinha?": a ban is confirmed only by a passage that
  // states one; a rule nearby that bans nothing is named, not quoted.
  if (assertsBan(question) && !hits.some((h) => STATES_BAN.test(foldAccents(`${h.passage.title} ${h.passage.text}`))))
    return noSuchRule(localRule ?? NO_SUCH_RULE, hits.map((h) => h.passage));
  if (assertsExemption(question) && !hits.some((h) => STATES_EXEMPTION.test(foldAccents(`${h.passage.title} ${h.passage.text}`))))
    return noSuchRule(localRule ?? NO_SUCH_RULE, hits.map((h) => h.passage));
  const presumedUnit = presumedMeasureUnit(question);
  if (presumedUnit !== undefined && !(hits[0] && statesUnit(hits[0].passage, presumedUnit))) return noSuchRule(localRule ?? NO_SUCH_RULE, hits.map((h) => h.passage));
  // Below the answer, no city's own rule the question does not name either (decision 078): Porto
  // Alegre's code under a dormitory's ventilation would read as part of the answer.
  const passages = sameMonth(question, hits.filter((h, i) => i === 0 || ofNamedCity(question, h.passage.id)).map((h) => h.passage));
  const delegated = cityDelegated(question, passages[0]);
  // "a partir de qual tamanho de cilindro…?": an amount is asked, and a passage on the subject that
  // states no figure with a unit (what the norm covers) does not answer it (decision 082), unless
  // it says the city sets it ("a partir de que tamanho precisa de EIV em Curitiba?").
  if (!delegated && ASKS_AMOUNT.test(foldAccents(question)) && passages[0] && !figuresIn(`${passages[0].title} ${passages[0].text}`).some((f) => f.unit !== ""))
    return notFoundHere(passages);
  return finish([delegated, passages.map(bullet).join("\n"), CHECK_EDITION], passages);
}

/** An amount asked by a word that names no unit ("tamanho", "capacidade", "valor"). */
const ASKS_AMOUNT = /\b(qual|quais|a partir de qual|a partir de que|ate qual|ate que|de que) (e |sao )?(o |a |os |as )?(tamanho|tamanhos|capacidade|capacidades|volume|peso|valor|valores|dimensao|dimensoes|medida|medidas)\b/;

/** A federal passage that leaves the point to the city's law ("é a lei municipal que define…"). */
const LEAVES_TO_CITY = /(?:^|\s)(e|é) (a )?lei municipal que|\blei municipal (define|diz|fixa|estabelece|decide)|\bcada (municipio|município|cidade) (define|fixa|estabelece|decide)/i;

/**
 * "em Curitiba, a partir de que tamanho precisa de EIV?": the federal rule quoted says the city's
 * law decides, and the base does not hold Curitiba's; the answer says so first (decision 082).
 */
function cityDelegated(question: string, lead: Passage | undefined): string {
  const city = cityNamed(question);
  if (!city || !lead || CITY_RULE_PASSAGES[lead.id] || !LEAVES_TO_CITY.test(lead.text)) return "";
  return `**Depende da lei do município ${ofCity(city)}**, que a base offline do Prancheta não tem: a regra federal abaixo deixa esse ponto para a lei municipal. Confira na prefeitura, na câmara municipal ou no diário oficial do município.`;
}

/** Short names a question uses for a city. */
const CITY_ALIASES: Readonly<Record<string, string[]>> = { "São Paulo": ["sp", "paulistano", "paulistana"], "Belo Horizonte": ["bh"], "Porto Alegre": ["poa"] };

/** Whether a passage is of no one city's rule, or of a city the question names. */
function ofNamedCity(question: string, passageId: string): boolean {
  const cities = CITY_RULE_PASSAGES[passageId];
  if (!cities) return true;
  const folded = ` ${foldAccents(question).replace(/[^a-z0-9]+/g, " ")} `;
  return cities.some((city) => [foldAccents(city), ...(CITY_ALIASES[city] ?? [])].some((name) => folded.includes(` ${name} `)));
}

const DATED = /\((jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\/\d{4}/;

/** A question about one month shows no value of another month below it. */
function sameMonth(question: string, passages: Passage[]): Passage[] {
  const { month } = monthIn(question);
  if (!month) return passages;
  const label = monthLabel(month);
  return passages.filter((p, i) => i === 0 || !DATED.test(p.code) || p.code.includes(label));
}

/**
 * "qual será o piso do arquiteto para 8 horas em 2027?": the law fixes the multiple of the minimum
 * wage, and a year to come's minimum wage is not out yet; the calculation says so.
 */
function withFutureWage(calculation: Calculation | undefined, question: string, now: Date): Calculation | undefined {
  if (calculation?.passages[0]?.id !== "lei4950a-salario-minimo-profissional") return calculation;
  const year = (foldAccents(question).match(/\b20\d\d\b/g) ?? []).map(Number).find((y) => y > now.getUTCFullYear());
  if (year === undefined) return calculation;
  return { ...calculation, lines: [...calculation.lines, `O salário mínimo de ${year} ainda não foi publicado: o valor em reais sai quando ele for fixado.`] };
}

function firstCalculation(question: string): Calculation | undefined {
  for (const calculate of CALCULATIONS) {
    const result = calculate(question);
    if (result) return result;
  }
  return undefined;
}

/** Answers a chat question from the offline knowledge base, never inventing a figure. */
export function answerOffline(question: string): OfflineAnswer {
  return answerOfflineDetailed(question).answer;
}

const TOOLS: Record<GenericToolId, (inputs: Record<string, string>) => DetailedAnswer> = {
  zoneamento: zoningAnswer,
  materiais: materialsAnswer,
  sustentabilidade: sustainabilityAnswer,
  topografia: topographyAnswer,
  "pos-obra": postConstructionAnswer,
  lembretes: reminderAnswer,
  "area-personalizada": customAreaAnswer,
};

export function answerToolOfflineDetailed(tool: GenericToolId, inputs: Record<string, string>): DetailedAnswer {
  return TOOLS[tool](inputs);
}

/** A generic tool's offline answer, built from its inputs and the base's passages. */
export function answerToolOffline(tool: GenericToolId, inputs: Record<string, string>): OfflineAnswer {
  return answerToolOfflineDetailed(tool, inputs).answer;
}
