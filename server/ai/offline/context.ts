import { namesAThing } from "./subject";
import { foldAccents } from "./text";

/**
 * The case a question describes before it asks (R-AI-8, decision 082): "casa térrea de 200 m²,
 * qual a altura do corrimão?", "tenho um cliente com um sobrado em Curitiba, qual o recuo…?".
 * The words of the case are read as the thing asked ("térrea" is rarer in the base than
 * "corrimão") and the question finds nothing. When the whole question finds nothing, the question
 * as asked after the case is answered instead, said to be the general rule (see answer.ts).
 */

/**
 * Where a clause ends: a comma, semicolon, colon or full stop followed by a space (a decimal comma
 * is not one: "1,20 m"), or a dash between spaces.
 */
const CLAUSE_END = /[,;:.](?=\s)|\s[-–—](?=\s)/g;

/**
 * A colon or a dash names the topic the question is about ("rampa em curva: qual o raio
 * mínimo?", "planta carnívora: posso regar…?"), and a clause that names a norm or a law says
 * where the answer must come from ("pela NBR 9077, …"): neither is a case to leave out.
 */
const TOPIC_END = /^(:|\s[-–—])$/;
const NAMES_RULE = /\b(nbr|abnt|norma|normas|lei|leis|decreto|resolucao|instrucao tecnica|it|nr|codigo)\b|\b\d{4,5}\b/;

/** Words that ask: a clause holding one is part of the question, not the case it describes. */
const ASKS =
  /\?|\b(qual|quais|quanto|quanta|quantos|quantas|como|onde|quando|porque|pode|podem|posso|preciso|precisa|precisam|devo|deve|devem|existe|existem|o que|em que|ate quant[oa]s?|a partir de|e obrigatori[oa]s?|sao obrigatori[oa]s?|tem que|tenho que|vale|serve|cabe|e permitid[oa])\b/;

/**
 * A case describes the project: the building, the room or the lot ("casa térrea de 200 m²", "numa
 * reforma de apartamento", "lote de 12x30"). A clause that names none describes the thing asked
 * itself ("rampa externa com risco de escorregar, o piso…") or a situation the answer depends on
 * ("o cliente pagou… e quer desistir"): cutting it would answer another question.
 */
const PROJECT =
  /\b(projeto|projetos|casa|casas|terrea|sobrado|sobrados|predio|predios|edificio|edificios|edificacao|apartamento|apartamentos|apto|residencia|residencial|condominio|escola|creche|hospital|clinica|consultorio|loja|lojas|galpao|restaurante|hotel|pousada|igreja|escritorio|terreno|lote|gleba|imovel|reforma|retrofit|obra|kitnet|studio|cobertura|chacara|sitio|fazenda|quarto|sala|cozinha|banheiro|lavabo|varanda|garagem|area de lazer)\b/;

/** An exam's given: "Sabendo que…", "Considerando que…", "Tendo em vista que…". */
const GIVEN = /^\s*(?:sabendo|considerando|tendo em vista|dado|levando em conta|supondo|admitindo|assumindo)\s+que\b/;
/** A condition: "E se o empreendimento não tiver patrimônio de afetação, …", "Caso a obra pare, …". */
const CONDITION = /^\s*(?:e\s+)?(?:se|caso)\s+(?!e\b|for\b|sao\b)/;
const NUMBERED_RULE = /\b(nbr|nr|it|lei|decreto|resolucao)\s*(?:n[o.]?\s*)?\d/;

/** An asking in the past tense: what the case told came to ("qual foi a multa", "quanto foram os danos"). */
const ASKS_OF_EVENT = /\b(qual|quais|quanto|quanta|quantos|quantas|quem|quando) (foi|foram)\b/;

/**
 * A demonstrative that stands for what the case names ("dessa rede", "desse sistema", "esse
 * laudo", "disso"), not a set phrase that keeps the general rule ("nesse caso", "desse jeito",
 * "dessa forma"). Not "esta", which folds "está".
 */
const POINTS_BACK = /\b(disso|nisso|(?:dess|dest|ness|nest|ess|aquel)[ae]s? (?!(?:caso|casos|jeito|forma|maneira|modo|tipo|situacao|vez)\b)[a-z]+)\b/;

/** A question left once the case is cut needs at least this many words to stand alone. */
const MIN_WORDS = 3;

/**
 * The question without the case described before it, longest first: each cut leaves out one
 * more leading clause, and only clauses that ask nothing, name no rule and end in no topic mark
 * are cut. Empty when the question opens
 * by asking, or when what is left names no subject of its own ("rampa em curva: qual o raio
 * mínimo?" asks of the ramp its first clause names).
 */
export function withoutCase(question: string): string[] {
  const folded = foldAccents(question);
  const cuts: string[] = [];
  for (const end of folded.matchAll(CLAUSE_END)) {
    const at = (end.index ?? 0) + end[0].length;
    const before = folded.slice(0, at);
    if (TOPIC_END.test(end[0])) break;
    // "Sabendo que o projeto deve seguir as normas da ABNT, …": a given, whatever it says, unless
    // it names one norm or law by its number.
    if (GIVEN.test(folded) || CONDITION.test(folded)) {
      if (NUMBERED_RULE.test(before)) break;
      // A condition is its first clause: what follows it asks ("Se eu reformar o banheiro, preciso de
      // RRT, ou basta a ART?" is not cut before "ou basta").
      if (!GIVEN.test(folded) && ASKS.test(before)) break;
    } else {
      if (ASKS.test(before) || NAMES_RULE.test(before)) break;
      if (!PROJECT.test(before)) continue;
    }
    const rest = question.slice(at).trim();
    // "…, qual foi a multa fixada na liminar?": the past asks of the event told, not a general rule.
    if (ASKS_OF_EVENT.test(foldAccents(rest))) break;
    // "quero refazer o gás do apto. qual norma trata dessa rede?": what is left points back at the case.
    if (POINTS_BACK.test(foldAccents(rest))) break;
    // A norm named by its number is a subject of its own ("qual a edição vigente da NBR 6118?").
    if (rest.split(/\s+/).length < MIN_WORDS || (!namesAThing(rest) && !NUMBERED_RULE.test(foldAccents(rest)))) continue;
    cuts.push(`${rest.charAt(0).toUpperCase()}${rest.slice(1)}`);
  }
  return cuts;
}
