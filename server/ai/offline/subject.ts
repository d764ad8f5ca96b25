import { figuresIn } from "./figures";
import { foldAccents, terms, WEAK_TERMS } from "./text";
import { withoutStateNames } from "./states";
import type { Passage } from "./types";

/**
 * What a question is about, read before any passage is quoted (R-AI-8, decision 082): the
 * thing asked (its subject words, the first of them its head) and, when it asks for a quantity,
 * the unit of the answer. A passage that shares only the question's measure words ("altura",
 * "mínima") or its context ("acessível", "residencial") is about something else, and a passage
 * with no figure of the unit asked cannot answer "qual a altura…".
 */
export interface Subject {
  /** The subject's processed terms, in the question's order (no measure, ask or weak words). */
  terms: string[];
  /**
   * What the question is about: its first subject word and the one its complement names
   * ("trocador de fraldas", "espelho no lavatório", "tubo de queda"). A passage must match each.
   */
  head: string[];
  /** The unit a figure of the answer must have ("m", "m2", "%", "lux"…; "brl|%" for either), when one is asked. */
  unit?: string;
  /**
   * "quantas saídas…", "quantos pontos…": a count of the head is asked, and no unit. The passage
   * must count that thing ("2 saídas", "três pontos"), not state other figures near its name.
   */
  counted?: boolean;
  /** The length asked, by its measure word ("altura", "largura"…), when the unit is a length. */
  measure?: string;
  /**
   * "quem define a VUP?", "quem assina o laudo?": a person or a party is asked. The passage must
   * name one (incorporador, projetista, síndico, a council…), not only say what the rule is.
   */
  who?: boolean;
  /**
   * Words the passage must name, however much else of the question it matches: what a tax relief
   * is asked for ("redução … na locação de imóveis": another activity's relief does not answer),
   * and a validity asked ("qual a validade do alvará?": a passage on the thing, or another thing's
   * days, that states no validity does not answer).
   */
  mustName?: string[];
  /**
   * Words that narrow the thing asked and that the passage must name too: an adjective right
   * after the head ("iluminação *natural*", "telha *cerâmica*", "fossa *séptica*") and the far end
   * of a distance ("distância entre o reservatório e *a fossa*"). A passage on the head alone is
   * about another kind of it, or about one end only.
   */
  bound?: string[];
  /**
   * The far end of a distance ("…entre a fossa e *a piscina*"), with its alternative ("até a
   * entrada *ou o elevador*"): the passage must give the distance to one of them, a figure in the
   * same sentence, not name it in another rule.
   */
  ends?: string[];
  /**
   * Hyphenated names the passage must say as such ("guarda-corpo", "corta-fogo"): "Corpo de
   * Bombeiros" names no "guarda-corpo". Folded patterns, plural and a space for the hyphen allowed.
   */
  compounds?: RegExp[];
}

/** Words that say which quantity is asked, and its unit (folded prefixes, checked in order). */
const MEASURES: readonly [RegExp, string][] = [
  // "de quantos m²?", "quantos metros?": the unit named after "quantos" is the one asked.
  [/\bquant[oa]s?\s+(m2|metros? quadrados?)\b/, "m2"],
  [/\bquant[oa]s?\s+(metros?|centimetros?|cm|milimetros?|mm)\b(?! quadrados?| cubicos?)/, "m"],
  [/\b(iluminancia|iluminamento|lux)\b/, "lux"],
  [/\b(ruido|decibeis|decibel|db)\b|isolamento acustico|nivel de pressao sonora/, "db"],
  [/\btemperatura\b/, "c"],
  // A fire rating or a duration in minutes ("tempo de resistência ao fogo", "TRRF da porta").
  [/\b(trrf|tempo requerido de resistencia|quantos minutos)\b|\btempo (minimo |de )?(de )?resistencia\b|\bresistencia ao fogo\b/, "min"],
  // A warranty is counted in years; a public contract's guarantee is not: asked as a share
  // ("qual percentual de garantia"), by its kinds ("quantas modalidades de garantia", "seguro-
  // garantia", "caução"), or as the contract's in a procurement ("garantia contratual" in a
  // licitação, an edital, a public work, Lei 14.133). A private job's "garantia do contrato" is years.
  [/\b(vida util|quantos anos|durabilidade)\b|^(?![^?]*(?:\bgarantia\b[^?.]{0,50}\b(?:percentual|porcentagem|por cento)\b|\b(?:percentual|porcentagem)\b[^?.]{0,30}\bgarantia\b|\bquant[oa]s (?!anos)\w+ de garantia\b|\bmodalidades? de garantia\b|\bseguro[- ]garantia\b|\bcaucao\b|\bfianca bancaria\b|\bgarantia (?:contratual|do contrato|de execucao)\b(?=[^?]*\b(?:licitac\w*|edital|obras? publicas?|14\.?133|administracao publica|licitante)\b)|\b(?:licitac\w*|edital|obras? publicas?|14\.?133|administracao publica|licitante)\b[^?]*\bgarantia (?:contratual|do contrato|de execucao)\b)).*\bgarantia\b/, "anos"],
  // A deadline asked ("qual o prazo para registrar o RRT?", "em quanto tempo…"): a duration.
  [/\b(qual|quais) (e |era |sera )?(o |os )?prazos?\b|^\s*(o )?prazos? (para|pra|de|do|da)\b|\b(em )?quanto tempo\b|\bquantos (dias|meses)\b|\bprazo (maximo|minimo|legal)\b|\b(qual|quais) (e |sera )?(a )?validade\b/, "dias|meses|semanas|anos|h"],
  // "até que soma de potências dos aparelhos…", "qual a potência do chuveiro": watts (or volt-amperes).
  [/\b(soma|total) de potencias\b|\bpotencias? (nomina(l|is)|instalada|maxima|minima|total)\b/, "w|va"],
  // "quantas horas de treinamento…": a duration in hours, whatever length word follows ("trabalho em altura").
  [/\bquant[oa]s (horas|hrs?)\b/, "h"],
  [/\b(inclinacao|caimento|declividade|porcentagem|percentual)\b|por cento|\bquant[oa]s?\s*%/, "%"],
  [/\b(qual|quala|quanto)\b[^?]*\barea (minima|maxima|util|necessaria|exigida)|\barea (minima|maxima) d/, "m2"],
  // A fine is an amount or a share of what was due ("multa de 300% do valor do RRT"): either unit answers.
  // "qual a multa máxima, em anuidades…": a fine counted in annuities or fees is no amount in reais.
  [/^(?!.*\bem (?:anuidades|salarios|contribuicoes|cotas)\b).*(?:\b(qual|quais|quanto) (e |era |foi |sera |vai ser )?(o |a )?(valor (d[ao] )?)?multa\b|\bmulta de quanto\b)/, "brl|%"],
  // A pay or a fee asked ("qual o salário médio", "quanto é a anuidade"): an amount in reais, not
  // a rule stated in other terms ("6 salários mínimos" answers the professional minimum, asked as such).
  [/\b(qual|quais|quanto) (e |era |foi |sera |vai ser |ganha |recebe )?(o |a |os |as )?(salario|salarios|honorario|honorarios|anuidade|remuneracao|mensalidade|piso salarial)\b(?! minimo profissional)|\bquanto (ganha|recebe)\b/, "brl"],
  // A strength asked ("resistência à compressão do bloco", "fck mínimo"): a figure in MPa.
  [/\bresistencia (minima |caracteristica )?(a )?compressao\b|\bfck\b|\b(qual|quanto) (e )?(a )?resistencia (minima |caracteristica )?(d[eoa]s?|del[ea]s?)\b/, "kpa"],
  // A money amount asked ("quanto custa", "qual o valor da taxa"), not a rate ("taxa de ocupação").
  [/\bquanto (custa|custou|sai|fica|vale|cobra|cobrar)\b|\b(qual|quais) (e |era |foi |sera |vai ser )?(o |a )?(valor|preco|custo|taxa|multa)\b(?! de (ocupacao|permeabilidade|agressividade))(?! (?:minimo |maximo )?d[aeo]s? (?:modulo|coeficiente|fator|indice|iluminancia|transmitancia|resistencia|pressao|vazao|potencia|carga|fck|u\b))(?![^?]*\bem (?:anuidades|salarios|contribuicoes|cotas)\b)/, "brl"],
  // A volume asked ("volume mínimo da fossa", "capacidade do reservatório em litros"): m³ or litres.
  [/\bvolume (util |total )?(minimo|maximo|necessario|exigido|util|total)\b|\b(qual|quanto) (e |o |a )?(o )?volume\b|\bcapacidade (minima|maxima) (d[eoa]|em)\b/, "m3|l"],
  // A size asked as a limit ("tamanho mínimo da vaga", "dimensões mínimas do quarto"): a length or an area.
  [/\b(tamanho|dimensao|dimensoes|medidas?) (minim|maxim)\w*/, "m|m2"],
  [/\b(altura|largura|comprimento|profundidade|distancia|espessura|diametro|raio|vao|pe[- ]direito|cobrimento|recuo|afastamento|desnivel)\b/, "m"],
];

/** A definition, or the norm that rules a subject ("iluminância em escritório: qual norma?"): no figure is asked. */
// "qual anexo da NBR 15575-1 deixou de valer?" asks which part of a text, named, not a figure.
const DEFINITION = /\b(o que (e|sao|significa)|para que serve|defin|diferenca entre|como (se )?calcul)|\b(qual|que|quais) (e )?(a |as |o |os )?(norma|normas|nbr|lei|anexo|anexos|tabela|capitulo|artigo)\b(?! (de |da |do )?\d)/;

/** Words that ask or measure rather than name the subject (folded). */
const ASK_WORDS =
  "altura largura comprimento profundidade distancia espessura diametro raio vao cobrimento inclinacao caimento tempo " +
  "declividade porcentagem percentual taxa lux iluminancia ruido decibeis temperatura vida util garantia anos " +
  "durabilidade ideal recomendado recomendada recomendados exigido exigida exigidos obrigatorio obrigatoria " +
  "necessario necessaria permitido permitida admissivel admitido usar uso fica ficar considerado considerada passa " +
  "segundo conforme quantidade numero tipo limite pelo menos livre total area cento versao edicao vigente " +
  "nova novo atual revisada revisao substituiu substituida calcular calcula calculo fazer faz usar colocar " +
  "instalar construir saber mudou muda mudar mudanca significa significado definir definicao existe obriga " +
  "exige proibe determina considera diferenca milimetros milimetro centimetros centimetro metros metro ano anos " +
  "mes meses dia dias vez vezes dois duas tres quatro cinco seis cima baixo frente fundo lado meio vigor saiu " +
  "sigla emenda publicada publicou lancada divulgar divulgado semestralmente mensalmente longitudinal transversal " +
  "vale valer vigente vem veio agora entrou entra entrar lugar partir espaco recente ultima mais dentro fora acima abaixo embaixo debaixo junto perto antes depois volta redor margem margens beira entorno conta contam " +
  "atingir atinge alcancar alcanca lei leis resolucao resolucoes decreto npt federal federais estadual estaduais nacional " +
  "trata tratam tratar aborda abordam regulamenta regulamentam face faces topo " +
  // The verbs of "qual lei criou o RRT?": what a rule does, not what it is about.
  "criou cria criar criado criada instituiu institui instituido instituida rege regem regula regulam regulou " +
  "disciplina dispoe estabelece estabeleceu estipula estipulava estipulam estipulou antiga antigo anterior tornou torna tornam tornar tornaram obrigou " +
  "fixa fixam fixou preve preveem previu " +
  // "diâmetro nominal mínimo dos ralos": a kind of measure, not the thing measured.
  "nominal " +
  // Chat words that ask or situate, not name: "tô numa reforma e não cabe… a norma aceita nesse caso?".
  "to ta tou tava aceita aceitam aceitar aceito tolera toleram tolerar admite admitem cabe cabem caber nesse nessa neste nesta caso " +
  // "como chama a etiqueta…?" asks a name: the thing named is the subject, not the asking.
  "chama chamam chamado chamada chamados chamadas " +
  // "qual anexo deixou de valer?": what happened to the thing, not the thing.
  "deixou deixaram " +
  // "qual edição devo usar como referência?": what the answer is for, not what it is about.
  "referencia referencias desde " +
  // "que artigo do Código Civil dá ao vizinho…?": the reference asked, not the thing the rule is about.
  "artigo artigos inciso incisos paragrafo paragrafos alinea " +
  // "a faixa que tenho que respeitar", "o recuo a cumprir": what the asker must do with the rule, not what it is about.
  "respeitar respeita respeitam respeite cumprir cumpre cumprem obedecer obedece atender atende atendem seguir segue seguem " +
  // "a quantos metros dela", "a mais próxima": a pronoun and a nearness point back, they name nothing.
  "dela dele delas deles nela nele nelas neles proxima proximo proximas proximos " +
  // "o trecho do ramal": a stretch of the thing, which the thing names.
  "trecho trechos " +
  // "registrar em algum órgão", "qual órgão aprova…": the body asked or where, not the thing.
  "orgao orgaos " +
  // "a distância máxima a percorrer": the travel asked, not a thing.
  "percorrer percorrida percorrido " +
  // "o que diz a resolução…": what a rule says is asked, not a thing.
  "diz dizem dizer fala falam " +
  // "a lei sancionada em dezembro de 2000 que traz as normas gerais…", "pode pegar quantos anos de
  // reclusão?": when a rule came and what it brings or a sentence gives, not what it is about.
  "traz trazem trouxe sancionada sancionado sancionou promulgada promulgado pega pegar pegam pegou " +
  "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro " +
  // "quem tem a obrigação de elaborar o manual?": a duty asked of someone, as "obriga" is.
  "obrigacao obrigacoes " +
  // "…isso está errado? Em que situação?": the case asked after, as "nesse caso" is, names nothing.
  "situacao situacoes hipotese hipoteses circunstancia circunstancias";

const ASK_TERMS: ReadonlySet<string> = new Set(terms(ASK_WORDS));
/** A word that asks or situates ("entrou em vigor", "em que ano", "mínima"), not one that names. */
export const isAskTerm = (t: string) => ASK_TERMS.has(t);

const isSubjectTerm = (t: string) => !WEAK_TERMS.has(t) && !ASK_TERMS.has(t) && !/^\d/.test(t);

/** Words that join a noun to its complement ("trocador de fraldas", "espelho no lavatório"). */
const LINK = /^(de|do|da|dos|das|no|na|nos|nas)$/;

/** Words that open the thing asked: "quantos degraus", "quantas tomadas". */
const COUNTING = /^(quantos|quantas)$/;
const QUESTION_WORD = /^(qual|quais|quanto|quanta|quantos|quantas)$/;
/**
 * The quantities a head follows ("altura do corrimão", "número de vagas"). A verb or an adjective
 * that asks ("considera", "exige", "mínima") is not one: the word after it is the predicate
 * ("considera indispensável"), not the thing asked.
 */
const MEASURE_TERMS: ReadonlySet<string> = new Set(
  terms(
    "altura largura comprimento profundidade distancia espessura diametro raio vao cobrimento inclinacao caimento " +
      "declividade porcentagem percentual taxa lux iluminancia ruido decibeis temperatura vida garantia durabilidade " +
      "quantidade numero tipo limite area versao edicao tempo",
  ),
);
/**
 * Properties a head follows too, though they stay subject words ("resistência à compressão *do
 * bloco*", "vazão *do chuveiro*", "potência *do chuveiro*"): the thing asked is what has them.
 */
const PROPERTY_TERMS: ReadonlySet<string> = new Set(
  // "validade do alvará", "prazo de validade do RRT": what lasts is asked, not its lasting.
  terms("resistencia compressao tracao vazao potencia pressao capacidade volume tamanho dimensao dimensoes medida medidas peso validade"),
);
const isAnchor = (word: string, term: string | undefined) =>
  COUNTING.test(word) || (term !== undefined && ((ASK_TERMS.has(term) && MEASURE_TERMS.has(term)) || PROPERTY_TERMS.has(term)));

/**
 * Rooms and buildings: where the thing asked is, not what it is ("a porta do banheiro" is asked
 * of a door). As a complement they are context, not part of the head.
 */
const PLACES: ReadonlySet<string> = new Set(
  terms(
    "banheiro banheiros sanitario sanitarios cozinha quarto quartos dormitorio dormitorios sala salas escritorio " +
      "garagem varanda lavanderia corredor apartamento apartamentos edificio edificios sobrado residencia escola " +
      "hospital loja terreno lote imovel restaurante restaurantes lanchonete lanchonetes padaria clinica clinicas " +
      "consultorio consultorios supermercado supermercados mercado mercados shopping shoppings sitio sitios chacara chacaras fazenda fazendas",
  ),
);

/**
 * The rooms and buildings a question says the thing asked is in ("em banheiro e corredor", "na
 * cozinha"): a locative, not a complement ("a porta do banheiro" asks of a door, wherever).
 */
export function placesIn(question: string): string[] {
  const folded = foldAccents(question);
  const said = [...folded.matchAll(/\b(?:em|no|na|nos|nas|num|numa)\s+(?:(?:o|a|os|as|um|uma)\s+)?([a-z]+)(?:\s+(?:e|ou)\s+(?:(?:o|a|os|as|no|na|nos|nas|em)\s+)?([a-z]+))?/g)];
  return [...new Set(said.flatMap((m) => [m[1], m[2]]).filter((w): w is string => w !== undefined).flatMap((w) => terms(w)).filter((t) => PLACES.has(t)))];
}

/** Whom the thing serves: "acessível", "PCD" qualify a door or a ramp; they are not its subject. */
const QUALIFIERS: ReadonlySet<string> = new Set(terms("acessivel acessiveis pcd pne deficiencia deficiente cadeirante cadeirantes adaptado adaptada adaptados adaptadas"));

/**
 * The head word at `i` and, when a preposition follows it, its complement's term: "tubo de
 * queda", "espelho no lavatório". Not a place, and not after an article ("laje de um
 * reservatório" is a slab, wherever it is).
 */
function withComplement(words: string[], i: number, term: string): string[] {
  let j = i + 1;
  if (!LINK.test(words[j] ?? "")) return [term];
  j++;
  const [complement] = terms(words[j] ?? "");
  // A complement that is the head again ("telhado de telha de fibrocimento") passes the question
  // on to its own complement: the kind asked is the last one.
  if (complement === term) return withComplement(words, j, term);
  return complement !== undefined && isSubjectTerm(complement) && complement !== term && !PLACES.has(complement) ? [term, complement] : [term];
}

/**
 * The head's terms. After a measure or a count ("altura do corrimão", "diâmetro mínimo do tubo
 * de queda", "quantas tomadas"), the first subject word that follows; otherwise the first subject
 * word the base knows (`known`: an unknown word there is as often a verb as a subject). Then its
 * complement, when a preposition follows it.
 */
function headOf(folded: string, known: ReadonlySet<string>): string[] {
  const words = folded.replace(WHATEVER, " ").match(/[a-z0-9]+/g) ?? [];
  const termAt = (i: number) => terms(words[i] as string)[0];
  // The measure asked is the one after the question word ("com diâmetro nominal 100, qual a
  // declividade mínima?" asks for a slope), else the first one.
  // "quanto de desnível", "quanta água": an amount of the noun that follows, as "quantos" counts one.
  // "área urbana consolidada", "área rural" name a kind of land, not an area measured.
  const anchorAt = (i: number) =>
    (isAnchor(words[i] as string, termAt(i)) && !(/^areas?$/.test(words[i] as string) && (LAND_KINDS.test(words[i + 1] ?? "") || (words[i + 1] === "de" && AREA_KINDS.test(words[i + 2] ?? ""))))) ||
    words[i] === "quanta" ||
    (words[i] === "quanto" && words[i + 1] === "de");
  const verbAt = (i: number) => isVerbAfterModal(words, i);
  const asked = words.findIndex((w) => QUESTION_WORD.test(w));
  const from = asked >= 0 && words.slice(asked).some((_, k) => anchorAt(asked + k)) ? asked : 0;
  for (let i = from; i < words.length; i++) {
    if (!anchorAt(i)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 5); j++) {
      // "com qual diâmetro eu desenho na planta": who acts opens another clause; the thing measured
      // was named before the measure.
      if (SUBJECT_PRONOUNS.test(words[j] as string)) break;
      const term = termAt(j);
      // "a que altura do piso o vidro…": the floor is where the height is measured from.
      // "do piso acabado": the level's own adjective is the level too.
      const level =
        (j === i + 2 && /^d[oa]$/.test(words[i + 1] as string) && LEVELS.has(words[j] as string)) ||
        (j === i + 3 && LEVELS.has(words[i + 2] as string) && /^(acabad[oa]|brut[oa]|final|pronto)$/.test(words[j] as string));
      // "quanto tempo o comprador tem pra reclamar…": who has the time, not what it is about.
      const actor = ACTORS.test(words[j] as string) && ACTOR_VERB.test(words[j + 1] ?? "");
      // "quanto tempo sem energia": what the thing is without is its condition.
      const without = words[j - 1] === "sem";
      if (term !== undefined && isSubjectTerm(term) && !PROPERTY_TERMS.has(term) && !verbAt(j) && !level && !actor && !without) return withComplement(words, j, term);
    }
  }
  // A place ("lote", "terreno", "banheiro") is where the thing is: the head only when nothing else is named.
  // The city hall is who approves or charges ("depois que a prefeitura aprova o desmembramento, em
  // quanto tempo…"), not what is asked: the next word the base knows is.
  // Not "na Prefeitura de Sorocaba", which names where the rule is asked.
  const actingCityHall = (i: number) => CITY_HALL.test(words[i] as string) && !LINK.test(words[i + 1] ?? "");
  // "Tem um vizinho no prédio que faz festa toda semana. Qual o quórum…?": a case told in sentences
  // before the question is its scene; the thing asked is named in the question, if it names one.
  const lastStop = Math.max(folded.lastIndexOf(". "), folded.lastIndexOf("! "));
  // Only a question that asks for something by name or a way ("qual…", "quanto…", "como
  // impermeabilizar?"): "Vou construir uma piscina no quintal. Precisa de alvará?" asks of the case.
  const asksByName = /\b(qual|quais|quanto|quanta|quantos|quantas|como)\b/.test(folded.slice(lastStop + 1));
  const asking = lastStop > 0 && asksByName && /\?\s*$/.test(folded) ? (folded.slice(0, lastStop).replace(WHATEVER, " ").match(/[a-z0-9]+/g) ?? []).length : 0;
  for (const start of asking > 0 ? [asking, 0] : [0])
  for (const place of [false, true]) {
    for (let i = start; i < words.length; i++) {
      const term = termAt(i);
      if (term !== undefined && isSubjectTerm(term) && known.has(term) && PLACES.has(term) === place && !verbAt(i) && !actingCityHall(i)) return withComplement(words, i, term);
    }
  }
  return [];
}

const CITY_HALL = /^prefeituras?$/;

/** People a rule gives a right or a duty to (folded). */
const ACTORS = /^(compradore?s?|clientes?|moradore?s?|proprietarios?|donos?|inquilinos?|locatarios?|sindicos?|condominos?|consumidore?s?|vizinhos?|contratantes?|construtora?s?|incorporadora?s?)$/;
/** The verb that makes one of them the actor of the question ("o comprador *tem*", "o síndico *pode*"). */
const ACTOR_VERB = /^(tem|tinha|tera|teria|pode|podia|deve|devia|precisa|consegue|vai)$/;

/** An infinitive after a modal: "tem que aguentar", "precisa suportar", "deve resistir" (folded). */
const DUTY_VERB = /\b(?:tem que|tenho que|temos que|teria que|precisa|precisam|preciso|precisamos|deve|devem|devo|devemos|consegue)\s+([a-z]+(?:ar|er|ir))\b/g;
/**
 * A purpose: "pra encaixar a cadeira", "para passar", and with who does it between ("para a
 * cadeira de rodas encaixar") (folded).
 */
const PURPOSE_VERB = /\b(?:pra|para)\s+(?:(?:o|a|os|as)\s+[a-z]+(?:\s+de\s+[a-z]+)?\s+)?([a-z]+(?:ar|er|ir))\b/g;

/** What a thing becomes or counts as: "passa a ser trabalho em altura", "é considerado subsolo". */
const BECOMES = /(?<!\bque )\b(?:passa a ser|passam a ser|e considerad[oa]|sao considerad[oa]s|e classificad[oa] como|se torna|vira)\s+(?!(?:obrigatori|exigid|necessari|permitid|proibid|vedad|dispensad|isent)\w*)([^?.,;:]+)/;

/** The levels a height is measured from ("altura do piso", "do chão"), folded. */
const LEVELS = new Set(["piso", "chao", "solo"]);

/**
 * Who brought the question ("Síndico perguntou desde quando…", "o cliente quer saber se…"): the
 * asker, not the thing asked.
 */
const ASKER = /^\s*(?:(?:o|a|meu|minha|um|uma|nosso|nossa)\s+)?[a-z]+\s+(?:me\s+|nos\s+)?(?:perguntou|pergunta|quer saber|queria saber|questionou)\b/;

/** What follows "área de" when it names a kind of place ("áreas de risco", "área de lazer"), not a measure (folded). */
const AREA_KINDS = /^(risco|riscos|preservacao|protecao|lazer)$/;

/** What follows "área" when it names a kind of land ("área urbana consolidada"), not a measure (folded). */
const LAND_KINDS = /^(urbanas?|rura(l|is)|consolidadas?|verdes?|comu(m|ns)|publicas?|institucionais|institucional|contaminadas?|rurais)$/;

/** Words after which an infinitive is what someone must, can or will do ("devo prever", "vou conferir"). */
const MODALS = /^(devo|deve|devem|devemos|preciso|precisa|precisam|posso|pode|podem|vou|vai|vamos|quero|queria|tenho|temos)$/;
const HAVE_TO = /^(tem|tenho|temos|tinha|teria|tenha)$/;
const PRONOUNS = /^(ele|ela|eles|elas|voce|voces|eu|nos)$/;
/** Who acts, before the verb (folded); not "nos", which is as often "in the" ("nos banheiros"). */
const SUBJECT_PRONOUNS = /^(eu|voce|voces|vc|ele|ela|eles|elas|gente)$/;
/** A past tense, third person ("comprou", "pediu"), folded; "sou", "vou", "estou" are too short or kept. */
const PAST_VERB = /^[a-z]{3,}(ou|iu)$/;

/**
 * "qual potência mínima devo prever…", "tem que refazer a inspeção": a verb after a modal is what
 * someone does, not the head of the thing asked. It stays a subject word: "quero abrir uma janela"
 * is about opening one.
 */
function isVerbAfterModal(words: readonly string[], i: number): boolean {
  // "com qual diâmetro eu desenho", "o eletricista comprou um DR": a word right after the one who
  // acts is a verb in any tense, and a past "-ou"/"-iu" is one wherever it stands.
  if (i > 0 && SUBJECT_PRONOUNS.test(words[i - 1] as string)) return true;
  if (PAST_VERB.test(words[i] as string)) return true;
  // An infinitive ends in -ar, -er or -ir ("precisa elevador" names a lift: -or is a noun's).
  if (i === 0 || !/(ar|er|ir)$/.test(words[i] as string)) return false;
  const before = words[i - 1] as string;
  // "se ele trabalhar mais de 6 horas": a verb after the one who does it.
  return MODALS.test(before) || PRONOUNS.test(before) || (before === "que" && i > 1 && HAVE_TO.test(words[i - 2] as string));
}

/**
 * "…, independente do tamanho do espelho d'água?": what the answer holds whatever it is, not the
 * thing asked; its measure word ("tamanho") must not make its noun the head (headOf).
 */
const WHATEVER = /\b(?:independente(?:mente)?|nao importa|seja qual for|qualquer que seja)\b[^,;:?]*/g;

/** Nouns that end like a gerund. */
const NOT_GERUNDS = new Set(["comando", "quando", "adendo", "remendo", "dividendo"]);

/**
 * When something happened ("em que data a lei foi revogada?", "desde que data…"): the asking's
 * words, as "em que ano" is, not the thing asked. "qual a data de divulgação do CUB?" may ask a
 * day of every month, not a year, and stays as it is (folded).
 */
export const DATE_ASKED = /\b(?:em|desde|a partir de) (?:que|qual) data\b|\bqual (?:e |foi )?a data da (?:lei|decreto)\b/;

/**
 * Words that are never the thing asked, whatever their stem shares with a noun: an adverb
 * ("especificamente" is not "especificação") and a verb in the first person of the past ("me
 * formei agora", "comprei um lote"), which tells the case (folded).
 */
// "independentemente" is kept: WHATEVER reads it ("independentemente do comprimento").
const NOT_A_THING = /\b(?:(?!independentemente\b)[a-z]{3,}mente|(?!(?:volei|hoquei|joquei|ponei)\b)[a-z]{3,}ei)\b/g;

/** The terms of the verbs a question gives as a purpose ("para impedir a volta dos gases"). */
export function purposeTerms(question: string): Set<string> {
  return new Set(terms([...foldAccents(question).matchAll(PURPOSE_VERB)].map((m) => m[1] as string).join(" ")));
}

/** `known`: the terms some passage of the base matched (see headOf). */
/** People a measure is given for ("pra adulto", "para uma criança"), folded. */
const PEOPLE = "adult[oa]s?|criancas?|idos[oa]s?|cadeirantes?|pessoas?|obes[oa]s?|pcds?|deficientes?|bebes?|homens?|mulher(?:es)?|menin[oa]s?|alunos?|usuari[oa]s?";
const FOR_PEOPLE = new RegExp(String.raw`\b(?:pra|para|pro|pros|pras)\s+(?:(?:o|a|os|as|um|uma)\s+)?(?:${PEOPLE})\b`, "g");

/**
 * Whether a question names a thing of its own, besides whom it is for: "Qual a medida pra adulto?"
 * after a told case names none (the grab bar is in the case), and on its own it would be a measure
 * of anything ("adultos" in a classroom's lighting).
 */
export function namesAThing(question: string): boolean {
  return subjectOf(foldAccents(question).replace(FOR_PEOPLE, " ")).terms.length > 0;
}

export function subjectOf(question: string, known: ReadonlySet<string> = new Set()): Subject {
  const folded = foldAccents(question).replace(ASKER, " ").replace(DATE_ASKED, " ").replace(NOT_A_THING, " ");
  // "O que é recuo frontal?" asks for a definition, not a figure.
  const unit = DEFINITION.test(folded) ? undefined : MEASURES.find(([pattern]) => pattern.test(folded))?.[1];
  // Where the thing is and whom it serves qualify the subject; they do not make it.
  // A gerund says what someone is doing ("janela *olhando* pro quintal"), never the thing asked.
  // A name the base does not know, capitalised inside the sentence ("a Joana perguntou", "no
  // projeto da Casa Ipê", "no Itaim"), is a person, a project or a place: context, not the
  // thing asked, and it must not weigh as the rarest subject word.
  const names = new Set(
    terms(
      [...question.matchAll(/(?<=[\p{L}\d,;]\s+)(\p{Lu}[\p{Ll}\p{M}'-]+)/gu)]
        .map((m) => m[1] as string)
        .filter((w) => !terms(w).some((t) => known.has(t)))
        .join(" "),
    ),
  );
  const gerunds = new Set(terms((folded.match(/\b[a-z]+(ando|endo|indo)\b/g) ?? []).filter((w) => !NOT_GERUNDS.has(w)).join(" ")));
  // "tem que aguentar", "precisa suportar": what the thing must do, in a verb the base never uses,
  // is the asking's, not a rare subject word that outweighs the thing itself.
  const unknownDuties = new Set(terms([...folded.matchAll(DUTY_VERB)].map((m) => m[1] as string).join(" ")).filter((t) => !known.has(t)));
  const asked = terms(folded).filter((t) => isSubjectTerm(t) && !PLACES.has(t) && !QUALIFIERS.has(t) && !gerunds.has(t) && !names.has(t) && !unknownDuties.has(t));
  // "no Paraná, qual a NPT que manda ter central de gás?": the state is where, not what.
  // "a partir de que altura a pintura passa a ser trabalho em altura?": what it becomes is asked.
  // Not in a relative clause that describes the thing asked ("rampa que é considerada acessível"),
  // nor before an adjective ("passa a ser obrigatório", "se torna aparente").
  const becomes = BECOMES.exec(folded)?.[1];
  const becomesNoun = becomes !== undefined && !ADJECTIVE.test(becomes.split(/\s+/)[0] as string);
  const becomesHead = becomesNoun ? headOf(becomes, known) : [];
  const head = becomesHead.length > 0 ? becomesHead : headOf(withoutLawNames(withoutStateNames(folded)), known);
  // "lavatório…: altura livre embaixo da cuba pra encaixar a cadeira": what the thing asked is for,
  // in a verb the base never uses, is the asking's too. Only after the thing is named: in "qual o
  // torque pra parafusar a barra?" the verb comes first and is part of what is asked.
  const headAt = head.length > 0 ? folded.search(new RegExp(`\\b${head[0]}`)) : -1;
  const purposes = [...folded.matchAll(PURPOSE_VERB)].filter((m) => headAt >= 0 && (m.index ?? 0) > headAt);
  const unknownPurposes = new Set(terms(purposes.map((m) => m[1] as string).join(" ")).filter((t) => !known.has(t)));
  const subject = asked.filter((t) => !unknownPurposes.has(t));
  const countedWord = /\b(quantos|quantas)\s+([a-z]+)/.exec(folded)?.[2];
  // "qual o número máximo de andares…" counts the floors as "quantos andares" does.
  const numberOf = /\bnumero (?:maximo |minimo )?de ([a-z]+)/.exec(folded)?.[1];
  const countsNumberOf = unit === undefined && numberOf !== undefined && !COUNTED_UNITS.test(numberOf) && terms(numberOf)[0] === head[0];
  const counted = countsNumberOf || (unit === undefined && countedWord !== undefined && !COUNTED_UNITS.test(countedWord) && terms(countedWord)[0] === head[0]);
  const measure = unit === "m" ? Object.keys(LENGTHS).find((m) => new RegExp(`\\b${m}\\b`).test(folded)) : undefined;
  const who = unit === undefined && WHO.test(folded);
  const ends = distanceEnd(folded, head);
  const bound = [...new Set([...headModifier(folded, head), ...ends.slice(0, 1), ...fineFor(folded, head, subject)])];
  const mustName = [...reliefFor(folded, head, subject), ...(VALIDITY_ASKED.test(folded) ? terms("validade") : [])];
  const compounds = compoundsOf(folded);
  return {
    terms: [...new Set(subject)],
    head,
    unit,
    ...(counted ? { counted } : {}),
    ...(measure ? { measure } : {}),
    ...(who ? { who } : {}),
    ...(bound.length ? { bound } : {}),
    ...(mustName.length ? { mustName } : {}),
    ...(ends.length ? { ends } : {}),
    ...(compounds.length ? { compounds } : {}),
  };
}

/**
 * A federal code named as where the rule is ("que artigo do Código Civil dá ao vizinho…", "pelo
 * Código Florestal, a APP…"), or the profession's code of ethics ("qual regra do Código de Ética
 * manda repudiar o plágio?"): the text to look in, never the thing asked (folded).
 */
const LAW_NAME = /\b(?:codigo (?:civil|florestal|de defesa do consumidor|de etica(?: e disciplina)?(?: do cau(?:\/br)?)?)|estatuto da (?:cidade|pessoa com deficiencia|pessoa idosa|idoso)|lei brasileira de inclusao)\b/g;
const withoutLawNames = (folded: string) => folded.replace(LAW_NAME, " ");

/** Endings of pt-BR adjectives that name a kind ("natural", "cerâmica", "séptica", "laminado", "flexível"). */
const ADJECTIVE = /(al|ais|ar|ares|ic[oa]s?|iv[oa]s?|os[oa]s?|ori[oa]s?|ad[oa]s?|ente|entes|ante|antes|vel|veis|e[oa]s?|fri[oa]s?|quentes?)$/;

/** Words after a head that are no kind of it: verbs and the asking ("rampa *precisa*", "escada *tem*"). */
const NOT_A_KIND = new Set(terms("precisa precisam deve devem pode podem tem tenho ter esta estao estar ficar usado usada chamado chamada minimo minima maximo maxima ideal exigido exigida"));

/** What a device runs on, after "a" (folded): "aquecedor a gás", "fogão a lenha". */
const FUELS = new Set(["gas", "lenha", "oleo", "diesel", "vapor", "carvao", "alcool", "etanol", "pellet", "pellets", "querosene"]);

/**
 * The adjective right after the head word ("iluminação natural", "telha cerâmica"): the kind of
 * the thing asked. Not a place, a qualifier ("acessível") or a measure word.
 */
function headModifier(folded: string, head: string[]): string[] {
  const first = head[0];
  if (first === undefined) return [];
  const words = folded.match(/[a-z0-9]+/g) ?? [];
  // Every time the head is said: "telhado de telha cerâmica" names the kind after its second
  // mention ("telha" and "telhado" share a stem).
  const kinds: string[] = [];
  words.forEach((w, i) => {
    if (terms(w)[0] !== first) return;
    // What it runs on is its kind too ("aquecedor a gás", "fogão a lenha"): a passage that lists
    // "aquecedores" among other things is not about a gas heater.
    const fuel = words[i + 1] === "a" && FUELS.has(words[i + 2] ?? "") ? terms(words[i + 2] as string)[0] : undefined;
    if (fuel !== undefined && !kinds.includes(fuel)) kinds.push(fuel);
    // Up to two in a row: "registro profissional provisório".
    for (const next of words.slice(i + 1, i + 3)) {
      if (!ADJECTIVE.test(next)) break;
      const [term] = terms(next);
      if (term === undefined || !isSubjectTerm(term) || PLACES.has(term) || QUALIFIERS.has(term) || NOT_A_KIND.has(term) || head.includes(term)) break;
      if (!kinds.includes(term)) kinds.push(term);
    }
  });
  return kinds;
}

/**
 * What a fine is for ("multa por descumprir a lei de Blondel numa escada", "multa pelo atraso"):
 * its first subject word after "por" / "pelo", past the verb of the breach. A passage on another
 * fine (a condômino's) does not answer it.
 */
function fineFor(folded: string, head: string[], subject: readonly string[]): string[] {
  if (head[0] !== "mult") return [];
  const after = /\bmultas?\b[^?.;]*?\b(?:por|pelo|pela|pelos|pelas)\s+([^?.;]+)/.exec(folded)?.[1];
  if (after === undefined) return [];
  for (const word of after.split(/\s+/)) {
    if (/(ar|er|ir)$/.test(word)) continue;
    const [term] = terms(word);
    if (term !== undefined && subject.includes(term)) return [term];
  }
  return [];
}

/** A validity asked as the thing's measure: "qual a validade do…", "prazo de validade" (folded). */
const VALIDITY_ASKED = /\b(qual|quais) (e |sera )?(a )?validade\b|\bprazo de validade\b/;

/** A tax relief's heads: "redução", "isenção", "desconto" (processed terms). */
const RELIEF_HEADS = new Set(terms("reducao isencao desconto"));

/**
 * What a tax relief is for ("redução das alíquotas … *na locação* de imóveis", "isenção *para* a
 * reforma"): the first subject word after "na", "no", "para" or "sobre", past the head. A passage on
 * another activity's relief (the professions') does not answer it.
 */
function reliefFor(folded: string, head: string[], subject: readonly string[]): string[] {
  if (!RELIEF_HEADS.has(head[0] ?? "")) return [];
  const after = /\b(?:reducao|reducoes|isencao|isencoes|desconto|descontos)\b[^?.;]*?\b(?:na|no|nas|nos|para|sobre)\s+([^?.;]+)/.exec(folded)?.[1];
  if (after === undefined) return [];
  for (const word of after.split(/\s+/)) {
    if (/(ar|er|ir)$/.test(word)) continue;
    const [term] = terms(word);
    // "redução nas alíquotas": the head's own complement, no activity.
    if (term !== undefined && subject.includes(term)) return head.includes(term) ? [] : [term];
  }
  return [];
}

/**
 * The far end of a distance ("distância entre o reservatório *e a fossa*", "do sumidouro *ao
 * poço*"): its first subject word after the joining word.
 */
function distanceEnd(folded: string, head: string[]): string[] {
  const match = /\b(distancia|afastamento)\b[^?]*?\b(entre|d[eoa]s?)\s+([^?]*?)\s(e|ao|aos|a|as|ate|para)\s+((?:[a-z]+\s+){0,3}[a-z]+)([^?,;]*)/.exec(folded);
  if (!match) return [];
  const first = (words: string) => {
    for (const word of words.split(/\s+/)) {
      const [term] = terms(word);
      if (term !== undefined && isSubjectTerm(term) && !QUALIFIERS.has(term)) return term;
    }
    return undefined;
  };
  const end = first(match[5] as string);
  if (end === undefined || head.includes(end)) return [];
  // "até a entrada do prédio ou o elevador": the alternative end, after "ou".
  const alternative = /\bou\s+((?:[a-z]+\s+){0,2}[a-z]+)/.exec(`${match[5] as string}${match[6] as string}`)?.[1];
  const other = alternative ? first(alternative) : undefined;
  return other && other !== end && !head.includes(other) ? [end, other] : [end];
}

/** Hyphenated names in the question ("guarda-corpo", "corta-fogo"), as patterns a passage must match. */
function compoundsOf(folded: string): RegExp[] {
  return [...folded.matchAll(/\b([a-z]{2,})-([a-z]{2,})\b/g)].map((m) => new RegExp(`\\b${m[1]}s?[- ]?${m[2]}`));
}

/** A question that asks who does or decides something (not "vale para quem tem…", which asks of a condition). */
const WHO =
  /\bquem (e|sao|seria|define|definem|deve|devem|pode|podem|precisa|assina|assinam|paga|pagam|faz|fazem|aprova|emite|responde|fiscaliza|elabora|registra|contrata|autoriza|determina|estabelece|fixa|decide|cuida|arca|garante|indica|escolhe)\b|\bde quem (e|sao|fica|ficam)\b|\b(e|sao|fica|ficam) de quem\b|\ba quem (pertence|pertencem|cabe)\b|\b(qual|que) (e )?(o |a )?(orgao|entidade|instituicao|conselho)\b/;

/** Parties a rule gives a duty or a power to (folded): what a "quem…?" question is answered by. */
const PARTIES =
  /\b(incorporad|construtor|projetist|arquitet|engenheir|responsavel tecnico|profission|proprietari|sindic|condomin|usuari|morador|contratant|contratad|fabricant|fornecedor|loteador|comprador|adquirent|prefeitura|municip|poder publico|orgao|orgaos|conselho|corpo de bombeiros|empresa|empreendedor|administrador|gestor)|\b(cau|crea)\b/;

/** Whether a passage names a party that does, decides or answers for something. */
export function namesParty(passage: Passage): boolean {
  return PARTIES.test(foldAccents(`${passage.title} ${passage.text}`));
}

/**
 * The length a measure word asks for, and how a passage says it (folded): a height is "altura",
 * "alto", "acima do piso"…; a width is "largura", "vão livre", "faixa livre"… A passage whose
 * length figures measure something else ("1 ponto a cada 3,5 m de perímetro" for "altura da
 * bancada") does not answer.
 */
const LENGTHS: Record<string, RegExp> = {
  altura: /\b(altura|alturas|alto|alta|altos|altas|acima d[oa]|do piso|pe[- ]direito|eixo|h ?=)/,
  largura: /\b(largura|larguras|larg[oa]s?|vao|vaos|livre|passagem|faixa)/,
  comprimento: /\b(comprimento|comprimentos|extensao|longo|longa|projecao|prolongamento|prolongar)/,
  profundidade: /\b(profundidade|profundidades|profund[oa]s?|fundo|piso)/,
  espessura: /\b(espessura|espessuras|espess[oa]s?|grossura)/,
  diametro: /\b(diametro|diametros|dn|bitola|secao|ø)/,
};

/** Measure nouns a title may list as what its passage measures. */
const TITLE_MEASURES = /\b(altura|largura|comprimento|profundidade|espessura|diametro|distancia|afastamento)s?\b/g;

/** Words that say a length measures something other than a height, a width…: "a cada 3,5 m de perímetro". */
const OTHER_LENGTH = /\b(perimetro|area|raio|percurso|espacamento|intervalo)\b/;

/**
 * Whether a passage may state a length of the kind `measure` asks: its title or keywords name
 * that measure, or some clause with a length names it or names no measure at all ("corrimão a
 * 0,92 m"). A passage whose every length is said to be another measure ("1 ponto a cada 3,5 m de
 * perímetro… sobre a bancada" for "altura da bancada", "largura mínima de 1,50 m" for "altura do
 * meio-fio") does not answer.
 */
export function measuresAsked(passage: Passage, measure: string | undefined): boolean {
  const says = measure ? LENGTHS[measure] : undefined;
  if (!says) return true;
  if (says.test(foldAccents(`${passage.title} ${passage.topics.join(" ")}`))) return true;
  const others = Object.entries(LENGTHS).filter(([m]) => m !== measure).map(([, re]) => re);
  // A title that lists its measures, none of them the one asked ("Tubo ventilador: altura acima
  // da cobertura e distância de janelas" for "qual o diâmetro do tubo ventilador?"), says what
  // its lengths are. One measure named ("onde vai e qual a largura") leaves room for others.
  if (new Set(foldAccents(passage.title).match(TITLE_MEASURES) ?? []).size >= 2) return false;
  const clauses = [passage.title, ...passage.text.split(/(?<=[.!?])\s+|;\s*/)].map(foldAccents);
  return clauses.some((c) => figuresIn(c).some((f) => f.unit === "m") && (says.test(c) || !(OTHER_LENGTH.test(c) || others.some((re) => re.test(c)))));
}

/** Numbers spelled out, as a count is written ("duas saídas", "três pontos"); "um", "uma" are articles as often. */
const SPELLED = /^(dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte)$/;

/** Words before a number that make it a name, not a count: "NBR 9050", "item 6.8", "art. 47", "classe I", "R1". */
const NOT_A_COUNT_BEFORE = /^(nbr|it|nr|iso|lei|item|itens|art|arts|artigo|tabela|anexo|parte|classe|zona|emenda|decreto|resolucao|portaria|r|pp|pis|de|em)$/;

/** What "quantos" asks when the word after it is a unit or a time ("quantos litros", "quantas horas"): not a count of things. */
const COUNTED_UNITS = /^(litros?|horas?|metros?|centimetros?|milimetros?|minutos?|segundos?|dias?|semanas?|meses|anos?|vezes|graus?|reais|pessoas?|porcento|ma|va|kva|w|watts?|kw|lux|db|decibeis|kg|quilos?|mm|cm|m|m2|m3)$/;

/** Things a count is stated of under another name: a "quarto" is counted as "dormitórios". */
const COUNT_SYNONYMS: ReadonlyMap<string, string[]> = new Map(
  [["quarto", "dormitorio"], ["dormitorio", "quarto"], ["andar", "pavimento"], ["pavimento", "andar"], ["banheiro", "sanitario"], ["sanitario", "banheiro"], ["unidade", "UHC"], ["apartamento", "unidade"]].map(([a, b]) => [terms(a as string)[0] as string, terms(b as string)]),
);

/**
 * Whether a passage counts the thing `head` names: a whole number (below 1.000, in digits, not a
 * norm's, an item's or a year's, or spelled out) with a word of that term among the three words
 * after it ("2 tomadas", "duas saídas", "1 ponto de tomada"), "pelo menos um", or a share of it
 * ("5% de cada peça sanitária"). "1,10 m (duas unidades de passagem)" for
 * "quantas saídas?" counts something else. "quantas unidades Hunter…" is counted in UHC (NBR 8160).
 */
export function countsHead(passage: Passage, head: string): boolean {
  // A date's day and month are no count ("publicadas em 06/10/2025 pedem unidade…").
  const said = foldAccents(`${passage.title}. ${passage.text}`).replace(/\b\d{1,2}\/\d{1,2}(\/\d{2,4})?\b/g, " ");
  const words = said.match(/[a-z]+|\d+(?:[.,]\d+)?|%/g) ?? [];
  const names = [head, ...(COUNT_SYNONYMS.get(head) ?? [])];
  const isHead = (w: string | undefined) => w !== undefined && /^[a-z]/.test(w) && namesAny(w, names);
  return words.some((w, i) => {
    // A share of the thing ("5% das vagas", "5% de cada peça sanitária").
    if (w === "%") return words.slice(i + 1, i + 5).some(isHead);
    // "pelo menos um", "no mínimo uma": a count, where "um" alone is an article.
    if (/^(um|uma)$/.test(w) && /^(menos|minimo)$/.test(words[i - 1] ?? "")) return true;
    if (!SPELLED.test(w)) {
      if (!/^\d+$/.test(w) || Number(w) >= 1000) return false;
      const before = words[i - 1];
      if (before !== undefined && NOT_A_COUNT_BEFORE.test(before)) return false;
    }
    // A measure is no count: "(DN 40 mm); banheira…" counts no bathrooms.
    // (Counted units, "3 degraus", "2 vagas", still count.)
    if (/^\d/.test(w) && words[i + 1] !== undefined && /^(?!vagas|degraus|patamares|segmentos)[a-z0-9/]+$/.test(figuresIn(`${w} ${words[i + 1]}`)[0]?.unit ?? "")) return false;
    // The thing counted follows its number, with no other number between ("10 2025 pedem unidade" is none).
    const after = words.slice(i + 1, i + 4);
    const at = after.findIndex(isHead);
    return at >= 0 && !after.slice(0, at).some((w) => /^\d/.test(w));
  });
}

/**
 * A passage's clauses: its title, then its text cut at semicolons and after each sentence. A
 * clause that ends a sentence may leave its figure to the next ("A NBR 8160 trata do tubo de
 * queda. Seu diâmetro…"); one cut at a semicolon is an item of a list, and the next item is another
 * thing's.
 */
function clausesOf(passage: Passage): { text: string; sentenceEnd: boolean }[] {
  const sentences = passage.text.split(/(?<=[.!?])\s+/);
  return sentences.flatMap((sentence) => sentence.split(/;\s*/).map((text, i, parts) => ({ text, sentenceEnd: i === parts.length - 1 })));
}

/** Whether a clause names one of the subject's terms (as the index matches them: a prefix counts). */
function namesAny(clause: string, subject: readonly string[]): boolean {
  return terms(clause).some((t) => subject.some((h) => t === h || (h.length >= 4 && t.startsWith(h)) || (t.length >= 4 && h.startsWith(t))));
}

/**
 * Whether the passage states a figure of `unit` about the subject: in a clause that names one of
 * its terms, or in the sentence right after one ("…ART/RRT, alvará e habite-se de 1 a 3%; sondagem…
 * R$ 4.000" states no amount for the RRT). A passage whose title names the subject is about it
 * throughout, and one whose text never names it (it matched through its topics, a synonym) is
 * judged as a whole: any figure of the unit counts.
 */
export function statesUnitAbout(passage: Passage, unit: string | undefined, subject: readonly string[]): boolean {
  if (!unit || subject.length === 0) return statesUnit(passage, unit);
  const clauses = clausesOf(passage);
  const naming = clauses.flatMap((c, i) => (namesAny(c.text, subject) ? [i] : []));
  if (naming.length === 0) return statesUnit(passage, unit);
  // A title that names the subject vouches for the whole text only when it names nothing else:
  // "válvula de descarga, enchimento e abertura da caixa d'água" lists three things, and the
  // opening's 0,60 m is not the valve's.
  if (namesAny(passage.title, subject) && !/,|\s(e|ou)\s/.test(passage.title)) return statesUnit(passage, unit);
  const hasUnit = (i: number) => i < clauses.length && figuresIn(clauses[i]!.text).some((f) => ofUnit(f.unit, unit));
  return naming.some((i) => hasUnit(i) || (clauses[i]!.sentenceEnd && hasUnit(i + 1)));
}

/** Whether a passage states a figure of `unit` (any figure when none is asked). */
export function statesUnit(passage: Passage, unit: string | undefined): boolean {
  if (!unit) return true;
  return figuresIn(`${passage.title} ${passage.text}`).some((f) => ofUnit(f.unit, unit));
}

/** Whether a figure's unit is the one asked; "brl|%" asks for either. */
function ofUnit(figure: string, asked: string): boolean {
  return asked.split("|").includes(figure);
}
