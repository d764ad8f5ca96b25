import { plural } from "#domain/addressing";
import { passageById } from "#server/ai/offline/search";
import type { Passage } from "#server/ai/offline/types";
import { countBefore, fold } from "./quantities";
import type { Calculation } from "./types";

/** The units a building's owners vote by ("45 unidades", "48 aptos", "60 apartamentos", "33 salas"). */
const UNITS = "unidades|apartamentos|aptos?|aps?|apes|salas|lojas|condominos|proprietarios|casas|lotes";
/**
 * A count of votes asked: "quantos votos", "quantos condôminos precisam votar a favor", "qual o
 * quórum". Not "quantas unidades precisam ser adaptadas" or "quantas pessoas cabem": other counts.
 */
const VOTES_ASKED = /\bquant[oa]s\s+votos?\b|\bquant[oa]s\s+(condominos?|proprietarios?|moradores)\b[^?.;]{0,40}\b(vot\w*|aprov\w*|a favor|concord\w*|assin\w*|apoi\w*)\b|\bnumero (minimo )?de votos\b|\bquorum\b/;
/**
 * Matters whose vote is no count of all the units, or no vote at all: electing or removing the
 * síndico (a majority of those present), a late payment's fine (the law's 2%, art. 1.336), undoing a
 * fine, expelling a condômino (the Código Civil provides none).
 */
const NOT_COUNTED = /\b(?:eleg\w*|eleica\w*|destitu\w*)\b[^?.;]{0,20}\bsindico\b|\b(atraso|atrasad\w*|atrasou|atrasar|inadimpl\w*|boleto|anular|cancelar|expuls\w*)\b/;
/** A change of the convention itself asked ("incluir na convenção", "alterar a convenção"). */
const CONVENTION_CHANGED = /\b(alter\w*|mud\w*|modific\w*|incluir|colocar|por|inserir|reform\w*|aprov\w*|votar)\b[^?.;]{0,30}\bconvencao\b|\bconvencao\b[^?.;]{0,20}\b(alterad\w*|mudad\w*|nova)\b/;

interface Matter {
  /** How the matter is asked (folded). */
  asked: RegExp;
  /** The share of votes, over all the units or over the others (the fined condômino does not vote). */
  share: (units: number) => number;
  /** How the lead says the share ("dois terços (2/3) de 48"). */
  says: (units: number) => string;
  article: string;
  passage: string;
}

const twoThirds = (n: number) => Math.ceil((2 * n) / 3 - 1e-9);

/**
 * The matters the Código Civil sets a quorum of condôminos for, the stricter first: a fine for
 * repeated breaches is voted by three quarters of the others (art. 1.337); a change of the
 * convention or of the building's use (a retrofit from offices to flats) by two thirds (art. 1.351,
 * Lei 14.405/2022); a work of mere embellishment by two thirds, a useful one by a majority (art.
 * 1.341). Others (electing or removing the síndico: a majority of those present) are no count of
 * units, and are not worked out.
 */
const MATTERS: readonly Matter[] = [
  {
    asked: /\b1\.?337\b|\b(antissocia(l|is)|anti-socia(l|is)|reiterad\w*|descumpre\w*)\b[^?]*\b(multa\w*|penalidade|puni\w*)\b|\b(multa\w*|penalidade|puni\w*)\b[^?]*\b(antissocia(l|is)|anti-socia(l|is)|reiterad\w*|descumpre\w*)\b/,
    share: (n) => Math.ceil((3 * (n - 1)) / 4 - 1e-9),
    says: (n) => `três quartos (3/4) dos condôminos restantes, ${n} − 1 = ${n - 1}`,
    article: "art. 1.337",
    passage: "cc-condomino-antissocial-multa",
  },
  {
    asked: /\b(1\.?351|destinacao|mudar o uso|mudanca de uso|mudar de uso|trocar o uso|retrofit|virar residencial|virar comercial|de comercial para residencial|de residencial para comercial)\b/,
    share: twoThirds,
    says: (n) => `dois terços (2/3) dos votos dos condôminos, de ${n}`,
    article: "art. 1.351",
    passage: "cc-mudanca-destinacao-dois-tercos",
  },
  {
    asked: /\b(voluptuari\w*|embelezamento|paisagismo|decorac\w*|recreio)\b/,
    share: twoThirds,
    says: (n) => `dois terços (2/3) dos condôminos, de ${n}, para obra voluptuária`,
    article: "art. 1.341, I",
    passage: "cc1341-obras-condominio-quorum",
  },
  {
    asked: /\b(obras? (util|uteis)|benfeitorias? (util|uteis))\b/,
    share: (n) => Math.floor(n / 2) + 1,
    says: (n) => `a maioria dos condôminos, mais da metade de ${n}, para obra útil`,
    article: "art. 1.341, II",
    passage: "cc1341-obras-condominio-quorum",
  },
];

/**
 * "Prédio com 48 apartamentos quer alterar a convenção: quantos votos precisa?" — the Código Civil's
 * quorum worked out on the units, with equal ideal fractions (one vote per unit; the votes follow
 * the ideal fractions unless the convention says otherwise, art. 1.352, parágrafo único) (R-AI-8).
 */
export function condominiumQuorumCalculation(question: string): Calculation | undefined {
  const folded = fold(question);
  if (!VOTES_ASKED.test(folded) || !/\b(condomini\w*|predio|edificio|assembleia|convencao|sindico)\b/.test(folded)) return undefined;
  const units = countBefore(folded, UNITS);
  if (units === undefined || units < 3 || units > 5_000) return undefined;
  // A fine's amount, or a late payment's, is another calculation; units counted per block or tower
  // ("2 blocos de 40 apartamentos cada") are not the building's.
  if (/\br\$/.test(folded) || NOT_COUNTED.test(folded) || /\b(blocos?|torres?)\b[^?.;]{0,40}\bcada\b/.test(folded)) return undefined;
  // Changing the convention is art. 1.351's, whatever the change brings in (a fine for noise).
  const matter = CONVENTION_CHANGED.test(folded) ? MATTERS[1] : MATTERS.find((m) => m.asked.test(folded));
  if (matter === undefined) return undefined;
  const votes = matter.share(units);
  const passage: Passage = passageById(matter.passage);
  return {
    lines: [
      `**Cálculo (Código Civil, ${matter.article}):** ${matter.says(units)}: **${plural(votes, "voto", "votos")}** no mínimo, arredondando para cima. ` +
        "Pelo Código Civil, os votos seguem as frações ideais, salvo disposição diversa da convenção: a conta vale para frações iguais, um voto por unidade; com frações diferentes, some as frações dos que votam a favor.",
    ],
    computed: [String(units), String(units - 1), String(votes), "2/3", "3/4"],
    passages: [passage],
  };
}
