import { placeIsCity } from "#domain/city-rules";
import { PASSAGES } from "./passages";
import { notADwelling, passageById } from "./search";
import { isMunicipality, listedCityIn, municipalityIn, municipalityNamed, municipalityOf, stateOfMunicipality } from "./cities";
import { ofState, statesNamed } from "./states";
import { foldAccents } from "./text";
import type { Calculation } from "./calc/types";

/**
 * City rules: setbacks, TO/CA/TP of a zone, height limits, minimum room areas, parking ratios.
 * No national value exists, so asking for one gets "depends on that city's law" with what to
 * look up and where — never another city's number or a revoked law's.
 */
const PARAMETER =
  // "90 dias de afastamento" is time off work, not a setback.
  /(recuo|(?<!(?:dias|meses|semanas|periodo|tempo) de )afastamento(?! (?:do trabalho|medico|por doenca|(?:de|por) \d+ (?:dias|meses|semanas)))|taxa de ocupacao|\bto\b(?=\s*(?:[?.,;:!)]|$|(?:d[aeo]s?|maxim\w*|minim\w*|permitid\w*|de|e|=|\d)\b))|coeficiente de aproveitamento|coeficiente (basico|maximo|maior|minimo)|eixos? de estruturacao|outorga onerosa|\bzona (\w+ )?(mista|residencial|comercial|industrial|de uso)|\bca\b|indice de aproveitamento|gabarito|altura maxima d[aoe]s? (um |uma )?(edifica|predio|construc)|taxa de permeabilidade|\btp\b|numero (maximo )?de (pavimentos|andares)|quantos (pavimentos|andares)|distancia (minima )?entre (predios|edificios|edificacoes|blocos|torres)|rampa (de|da|para) (garagem|veiculos|carros)|lote minimo|\btestada\b|vagas? (de garagem|de estacionamento)? ?por (unidade|apartamento|apto|moradia|m2|metro)|vagas de garagem|(area|tamanho|dimens(ao|oes)) minim[oa]s? d[eo]s? (\w+ ){0,2}(dormitorio|quarto|sala|cozinha|banheiro|lavabo|comodo|compartimento|lote|apartamento|unidade habitacional|moradia|kitnet|studio))/;
/**
 * How many dwellings a building or a lot may hold (its density, the cota-parte of land per unit):
 * the zoning of the city sets it, through its CA, its density or its land share per unit. Not the
 * share of them that must be accessible or adaptable, which federal rules set (Decreto 9.451).
 */
const DENSITY =
  /densidade (demografica|habitacional|populacional|construtiva|maxima|minima|permitida|liquida|bruta)|\b(quantas|quantos|numero (maximo )?de) (unidades|apartamentos|aptos|moradias|casas|residencias|economias)( habitacionais| residenciais)? (\w+ ){0,3}(predio|edificio|edificacao|lote|terreno|condominio|empreendimento)\b/;
/** A count of dwellings asked as a limit ("pode ter", "posso fazer", "cabem"), not as a rule's threshold. */
const AS_A_LIMIT = /\b(pode|podem|posso|podemos|cabe|cabem|permit\w*|maxim[oa]s?|limite|construir|fazer|aprovar)\b/;
const NOT_DENSITY = /acessive|adaptave|adaptad|\bpcd\b|deficien|idos|decreto|\blbi\b/;
const ASKS_VALUE = /\b(qual|quais|quanto|quantos|quantas|minim[oa]s?|maxim[oa]s?|exigid[oa]s?|exige|permitid[oa]|posso|pode|preciso|obrigatori)/;
const DEFINITION = /(o que (e|sao|significa)|defini|como (se )?calcul|como funciona|formula|diferenca entre|para que serve)/;
/**
 * Federal sources that do fix such values (a programme's specification, a norm), and subjects
 * national norms, NRs or the states' fire codes set even when the question says "afastamento" or
 * "pavimentos": a septic tank's distances (NBR 7229), a building site's protection (NR-18), fire
 * safety, guards, handrails and grab bars (their "afastamento" is from the wall they are fixed
 * to) and lightning protection. A rural plot's distance to the neighbour is the Código
 * Civil's (art. 1.303), not a city zone's.
 */
const NOT_MUNICIPAL =
  // A worker's leave ("afastamento de 15 dias", "atestado") is labour law, not a setback.
  /(\binss\b|atestado|licenca medica|funcionari\w*|empregad[oa]s?\b|zona rural|area rural|\bsitio\b|\bchacara\b|\bfazenda\b|fossa|sumidouro|tanque septico|filtro anaerobio|bandeja|plataforma (principal |secundaria )?de protecao|andaime|canteiro de obras?|\bnr[- ]?\d{1,2}\b|extintor|hidrante|sprinkler|chuveiros? automatico|saidas? de emergencia|escadas? (de emergencia|enclausurada|protegida|a prova de fumaca)|incendio|bombeiros?|\bnpt\b|\bglp\b|central de gas|abrigo de gas|botij(ao|oes)|rota de fuga|guarda[- ]corpo|corrim(ao|aos|oes)\b|barras? de apoio|para[- ]raios|\bspda\b|estatuto|codigo civil|mcmv|minha casa|nbr|abnt|norma|9050|15575|pcd|deficien|idos|\bcub\b|leitos?|\buti\b|hote(l|is)|lei federal|federal|6\.?766|parcelamento|codigo florestal|\bapp\b|preservacao permanente|alvenaria estrutural|steel frame|wood frame|concreto|estrutura (de|em|metalica))/;
/**
 * The RRT a city hall asks for, asked as the thing itself ("que registro de responsabilidade técnica
 * a prefeitura pede para o habite-se?", "precisa de RRT?"): the CAU's, federal (Lei 12.378), though
 * the habite-se is the city's. Not an RRT said in passing ("em Recife, qual a taxa de ocupação? o
 * RRT já está pago"), folded.
 */
const RRT_ASKED =
  /\b(?:qual|que|quais) (?:registro|rrt)\b|\b(?:precis\w*|pede\w*|exige\w*|cobra\w*) (?:de |do |da )?(?:o |a |um |uma )?(?:rrt|registro de responsabilidade tecnica)\b|\b(?:taxa|valor) (?:d[oe]|para o) rrt\b/;

/** A zone code ("ZR-2", "ZM") or "em/na/de <Cidade>" also asks for the value there. */
const PLACE = /\bZ[A-Z]{1,4}\b|\b(em|na|no|de|da|do)\s+[A-ZÁÉÍÓÚ][a-zà-ú]+|\b(em|no|na)\s+(SP|RJ|BH|POA|BSB|DF)\b/;

/** The city passages (code "Legislação municipal…") whose title names a place in the question. */
function cityPassages(folded: string) {
  return PASSAGES.filter((p) => p.id.startsWith("zon-") && p.id !== "zon-municipal" && /: (onde|lei|codigo|plano)/i.test(foldAccents(p.title)))
    .filter((p) => {
      const place = foldAccents(p.title.split(":")[0] as string).trim();
      return place.length > 2 && folded.includes(place);
    });
}

/** The lot's size and frontage: the city sets them, above the federal floor. */
const LOT_SIZE = /lote minimo|\btestada\b|metros de frente|frente (minima )?d[eo]s? lote|(area|tamanho|dimens(ao|oes)) minim[oa]s? d[eo]s? lote/;

/**
 * What the code of works, the city's fees and its water utility set: asked of a named city (or
 * of "a prefeitura"), it is that city's rule too. Without a city a national source may answer
 * ("pé-direito mínimo pela 15575").
 */
const LOCAL_TOPIC =
  /(pe[- ]direito|\bmuros?\b|calcada|passeio publico|alvara|habite-se|marquise|beira(l|is)|edicula|(area|vao|abertura)s? de (ventilacao|iluminacao)|ventilacao (minima|natural) d|iluminacao natural|(litros|consumo) (por|per) (pessoa|morador|habitante|capita)|per capita|caixa d.?agua|reservacao|licenca (de|para) (obra|construcao|construir|reforma)|(taxa|multa|prazo|validade) (d[eo] )?(alvara|licenca|aprovacao|obra)|obra (sem|irregular)|altura maxima d[aoe]s? (um |uma )?(edificac|predio|construc|muro|imove)|largura (minima )?d[aeo]s? (rua|ruas|via|vias|sistema viario)|corredor(es)? (de|do|da|dentro d[ao]) (apartamento|casa|residencia|unidade)|metros de frente|frente (minima )?d[eo]s? lote|\b(zoneamento|uso do solo|zona residencial|zona mista)\b.{0,40}\b(permite|pode|posso|e permitido|libera)|\b(permite|pode ter|posso ter|posso abrir|e permitido)\b.{0,20}\b(comercio|loja|servicos?|industria|uso misto)\b|(area|dimens(ao|oes)|tamanho|largura|comprimento) (minim[oa] )?d[aeo]s? (um |uma )?(janela|janelas|abertura|aberturas|corredor|corredores|banheiro|cozinha|quarto|dormitorio|sala|vaga|vagas|garagem|garagens)|\bedicula\b|(obrigad[oa]s?|obrigatori[oa]s?|exig\w*|precisa[mr]?|tem que) (a )?(ter|instalar|prever)? ?(um |o )?elevador(es)?\b|\belevador(es)?\b.{0,30}\b(obrigatori\w*|a partir de (quantos|que)))/;
/**
 * The strip along highways a named city's law set ("para quanto a lei de Atibaia reduziu a faixa
 * não edificável?"): that city's rule. How far a city's law may bring it down ("até quanto pode
 * reduzir?") is Lei 6.766's, federal (decision 082), and so is the strip when no city is named.
 */
const CITY_STRIP = /(faixa nao edificavel|non aedificandi)[^?]*\b(rodovia|rodovias|estrada|br-?\d)|\b(rodovia|rodovias|estrada|br-?\d)[^?]*(faixa nao edificavel|non aedificandi)/;
const STRIP_BOUND = /\b(pode|podem|poderia|possa)\b[^?]{0,20}\breduz|\bate quant/;

/**
 * A permit's fee, the fee for examining a design for approval, or a fine for building without a
 * permit: only a city charges them, named or not.
 */
const CITY_FEE = /\b(multa|taxa|valor|custo|preco|quanto custa)\b.{0,30}\b(alvara|habite-se|licenca de obra|obra (sem|irregular|clandestina)|(exame|analise|aprovacao) (d[eo] )?projeto)/;
/**
 * The IPTU's rate or amount: each city's tax law sets it ("alíquota do IPTU residencial em bh"). Not
 * the progressive rate over time on land left empty or underused, whose bounds (doubling a year, a
 * 15% cap) the Estatuto da Cidade sets for every city; a city's own maximum rate is its law's.
 */
const CITY_TAX = /\b(aliquotas?|quanto (e|fica|custa|pago|paga))\b.{0,30}\biptu\b|\biptu\b.{0,40}\b(aliquotas?|quanto (e|fica|custa|pago|paga)|e quanto)\b/;
const NOT_CITY_TAX =
  /\b(progressiv\w*|no tempo|estatuto da cidade|isenc\w*|isent\w*|reurb|dobr\w*|subutiliz\w*|nao edificad\w*|nao utilizad\w*|nao cumpr\w* (?:a )?funcao social|compulsori\w*|15 ?%)\b/;
/** What a professional charges, or the fire brigade's (a state's) fee: not a city's charge. */
const NOT_CITY_FEE = /\b(cobrar|honorarios?|bombeiros?)\b/;

/**
 * Noise and working hours of a building site ("lei do silêncio", "obra no domingo"): set by the
 * city's law (and the condominium's rules), named or not; NBR 10151's limits are another thing.
 */
const CITY_HOURS = /\blei do silencio\b|\bhorarios? (permitidos? )?(de|para) (obra|obras|reforma|reformas|barulho)\b|\b(obra|obras|reforma|reformas)\b.{0,20}\b(domingo|domingos|sabado|sabados|feriado|feriados)\b/;

/** Words that put the question in a city's hands even without its name. */
const CITY_SIGNAL = /\b(prefeitura|municipio|municipal|codigo de obras|plano diretor|concessionaria local|minha cidade|sua cidade|nossa cidade|saae|semae|dmae|daae)\b/;

/**
 * Capitalized words that follow "em", "de"… without being a place. Whole words only: "Pelotas"
 * and "Brasilândia" are cities although "Pelo" and "Brasil" are not.
 */
const NOT_A_PLACE =
  /^(NBR|ABNT|Normas?|Leis?|Resolu\p{L}*|Instru\p{L}*|Decretos?|Portarias?|CAU|CREA|IT|Código|Codigo|Estatuto|Brasil|Corpo|Bombeiros|Sinduscon|CUB|Minha|Casa|Caixa|Plano|PCD|APP|ZEIS|IPTU|ISS|RRT|ART|DAE|SAAE|Sabesp|Procel|Inmetro|Selo|LEED|Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro|Qual|Quais|Quanto|Como|Onde|Pela|Pelo|Segundo|Conforme|Prefeitura|Câmara|Camara|Município|Municipio|Cidade|Secretaria|Habite-se|Habitação|Estado|Governo|Anvisa|Anatel|Aneel|Ibama|Iphan|Incra|Dnit|Confea|Sebrae|Senai|Receita|Minist\p{L}*|Vigil\p{L}*|Sinapi|Cetesb|Funasa|Anac|Detran|Embrapa|Fiocruz)(?![\p{L}-])/u;
/** "Prefeitura de Campinas", "Câmara Municipal de Jundiaí": the city is what follows. */
const OFFICE_OF = /^(?:Prefeitura(?: Municipal)?|C[âa]mara(?: Municipal)?|Munic[íi]pio|Cidade)\s+(?:de|do|da)\s+/u;
/**
 * States, not cities: "casa no Paraná" names no municipality, and "depende da lei do município de
 * Paraná" would be wrong Portuguese and wrong law. São Paulo and Rio de Janeiro name cities too.
 */
const STATE_ONLY =
  /^(Acre|Alagoas|Amapá|Amazonas|Bahia|Ceará|Distrito Federal|Espírito Santo|Goiás|Maranhão|Mato Grosso(?: do Sul)?|Minas Gerais|Pará|Paraíba|Paraná|Pernambuco|Piauí|Rio Grande do (?:Norte|Sul)|Rondônia|Roraima|Santa Catarina|Sergipe|Tocantins)$/u;
const CAPITALIZED = "[A-ZÁÉÍÓÚÂÊÔÃÕ][\\p{L}'-]+";
/** A law's name: "Lei do Distrato", "Lei de Uso e Ocupação do Solo", "Lei do Inquilinato". */
const LAW_NAME = new RegExp(`\\b[Ll]ei\\s+d(?:e|[oa]s?)\\s+${CAPITALIZED}(?:\\s+(?:e|d[eoa]s?)\\s+${CAPITALIZED}|\\s+${CAPITALIZED})*`, "gu");
/** A code's name: "Código de Obras", "Código de Posturas" ("de Obras de Monte Alto" is no city). */
const CODE_NAME = /\b[Cc][óo]digo\s+d[eoa]s?\s+(?:Obras|Posturas|Edifica\p{L}*|Zoneamento|Urbanismo)\b/gu;
const PLACE_NAME = new RegExp(
  `(?:^|\\s)(?:[Pp]refeitura de|[Mm]unic[ií]pio de|[Cc]idade de|[Ee]m|[Nn]a|[Nn]o|[Dd]e|[Dd]a|[Dd]o|[Pp]ra|[Pp]ara)\\s+(${CAPITALIZED}(?:\\s+(?:de|do|da|dos|das)\\s+${CAPITALIZED}|\\s+${CAPITALIZED})*)`,
  "gu",
);

/**
 * The city the question names ("em Niterói", "Em Timbó (SC), …", "prefeitura de Campinas", "Camapuã MS"), or
 * undefined: the first capitalized name after a preposition that is not a norm, a body or a month.
 * A state's two letters after it are dropped ("Camapuã MS" → "Camapuã").
 */
/** A capital named by its state's adjective: "na capital paulista" is São Paulo. */
const CAPITALS: readonly [RegExp, string][] = [
  [/\bcapital paulista\b/, "São Paulo"], [/\bcapital fluminense\b/, "Rio de Janeiro"], [/\bcapital mineira\b/, "Belo Horizonte"],
  [/\bcapital gaucha\b/, "Porto Alegre"], [/\bcapital baiana\b/, "Salvador"], [/\bcapital paranaense\b/, "Curitiba"],
  [/\bcapital catarinense\b/, "Florianópolis"], [/\bcapital pernambucana\b/, "Recife"], [/\bcapital cearense\b/, "Fortaleza"],
  [/\bcapital federal\b/, "Brasília"],
  // The nicknames a chat types for a capital ("em bh", "floripa", "sampa").
  [/\b(?:em|de|da|na|no|pra|para) bh\b/, "Belo Horizonte"], [/\bfloripa\b/, "Florianópolis"], [/\bsampa\b/, "São Paulo"],
];

export function cityNamed(question: string): string | undefined {
  const capital = CAPITALS.find(([said]) => said.test(foldAccents(question)))?.[1];
  if (capital) return capital;
  // "a Lei do Distrato", "a Lei de Uso e Ocupação do Solo": a law's name, not a city's (a listed
  // city after "lei de" is still found below).
  for (const match of question.replace(LAW_NAME, "Lei").replace(CODE_NAME, "Código").matchAll(PLACE_NAME)) {
    const name = (match[1] as string).replace(/(\s+|\s*[-/]\s*)[A-Z]{2}$/, "").replace(OFFICE_OF, "").trim();
    // Zone codes ("ZR-3", "ZEU") and acronyms are not cities.
    if (!NOT_A_PLACE.test(name) && !STATE_ONLY.test(name) && !/^[A-Z]{2,}[-\d]*$/.test(name) && name.length > 2) return name;
  }
  // Any municipality of IBGE's list (after "em", "cidade de", "município de", "prefeitura de";
  // cities.ts) when no listed city is named, or a longer name that begins with the listed one
  // ("em são josé do rio pardo" is not São José).
  const listed = listedCityIn(question);
  const anyMunicipality = municipalityIn(question);
  if (listed && anyMunicipality && anyMunicipality.length > listed.length && anyMunicipality.startsWith(listed)) return anyMunicipality;
  return listed ?? lowerCaseCityWithState(question) ?? anyMunicipality;
}

/**
 * States' letters after a space alone: not those a chat also types as words or abbreviations ("se",
 * "to", "pé", "ap", "mt", "rs", "cê"…). Any state's letters count in brackets or after a dash or a
 * slash ("(mt)", "- rs").
 */
const PLAIN_STATE_CODES = "ba|df|go|mg|pb|pr|rj|rn|ro|rr|sc|sp";
const ALL_STATE_CODES = "ac|al|ap|am|ba|ce|df|es|go|ma|mt|ms|mg|pa|pb|pr|pe|pi|rj|rn|rs|ro|rr|sc|sp|se|to";
/** "em sao sebastiao sp", "de patos de minas (mg)": a city typed in lower case, told by its state's letters. */
const LOWER_CITY_STATE = new RegExp(
  String.raw`(?:^|\s)(?:em|de|no|na|pra|para)\s+([a-z]{3,}(?:\s+(?:d[aeo]s?\s+)?[a-z]{3,}){0,3})(?:\s+(?:${PLAIN_STATE_CODES})|\s*(?:[-/]\s*|\(\s*)(?:${ALL_STATE_CODES})\)?)(?=[\s?.,;:!]|$)`,
);
/** Words a chat puts where a city would be: a possessive, a room, a verb ("no meu ap", "na sala fica"). */
const NOT_A_CITY_WORD = /^(meu|minha|meus|minhas|seu|sua|nosso|nossa|sala|casa|obra|quarto|cozinha|banheiro|apartamento|predio|lote|terreno|fica|ficar|tem|esta|praia|corrente|pra|para)$/;

/** "palma sola sc tem lei de…?": a municipality and its state's letters opening the question, no preposition before. */
const OPENING_CITY_STATE = new RegExp(String.raw`^\s*([a-z]{3,}(?:\s+(?:d[aeo]s?\s+)?[a-z']{2,}){0,3})(\s*(?:\(\s*|[-/]\s*)|\s+)(${ALL_STATE_CODES})\b`, "i");

/**
 * Opening the question, only a municipality of that state counts ("casa sp" is none), and only when
 * the letters cannot be a word: in capitals or after a bracket or a dash ("Formiga-MG", "Jales
 * (SP)"), or typed plain ("palma sola sc") as letters no chat types for another thing ("escada
 * pé-direito" is not Escada, Pernambuco; "telha se soltou", no Sergipe).
 */
function openingCity(question: string): string | undefined {
  const m = OPENING_CITY_STATE.exec(foldAccents(question));
  if (!m) return undefined;
  const [, typed, separator, letters] = m as unknown as [string, string, string, string];
  const found = municipalityOf(typed.toLowerCase(), letters);
  if (found === undefined) return undefined;
  const marked = /^[A-Z]{2}$/.test(letters) || separator.trim() !== "";
  const plain = new RegExp(`^(?:${PLAIN_STATE_CODES})$`).test(letters);
  return marked || plain ? found : undefined;
}

function lowerCaseCityWithState(question: string): string | undefined {
  const folded = foldAccents(question);
  const opening = openingCity(question);
  if (opening) return opening;
  const m = LOWER_CITY_STATE.exec(folded);
  // "habite-se", "aplica-se": a pronoun joined to its verb, not Sergipe's letters.
  if (!m || /[a-z]-se\)?$/.test(m[0])) return undefined;
  // "vagas de estacionamento montenegro (rs)": the words before a municipality's name are not part of it.
  const found = m[1] as string;
  const all = found.split(/\s+/);
  const fromMunicipality = all.findIndex((_, i) => municipalityNamed(all.slice(i).join(" ")) !== undefined);
  const name = fromMunicipality > 0 ? all.slice(fromMunicipality).join(" ") : found;
  if (name.split(/\s+/).some((w) => NOT_A_CITY_WORD.test(w))) return undefined;
  // The name as typed, accents kept, when folding kept one character per character.
  const start = m.index + m[0].indexOf(found, m[0].search(/\s/) + 1) + (found.length - name.length);
  const typed = folded.length === question.length ? question.slice(start, start + name.length) : name;
  const words = typed.split(/\s+/).map((w) => (/^d[aeo]s?$/.test(w) ? w : `${w.charAt(0).toUpperCase()}${w.slice(1)}`));
  return words.join(" ");
}

/** Whether the city hall's licence is needed: "sem licença da prefeitura", "preciso de alvará da prefeitura". */
const CITY_LICENCE = /\b(sem|precisa de|preciso de|pedir) (a )?(licenca|alvara|autorizacao) (da|na) prefeitura\b/;

/** "qual lei estadual do Ceará pune…?": a state's law is asked, not the city's, though the city is named. */
const STATE_LAW_ASKED = /\b(qual|quais|que) (lei|leis|decreto|decretos|norma|normas) estadua(l|is)\b/;

/** Cities said with the article: "do Rio de Janeiro", "do Recife", "do Guarujá" (not "de Rio Branco"). */
const WITH_ARTICLE = /^(rio de janeiro|rio grande|recife|guaruja|crato|gama|cabo de santo agostinho)$/;

/** "de Curitiba", but "do Rio de Janeiro", "do Recife": the preposition a city's name takes. */
export function ofCity(city: string): string {
  return `${WITH_ARTICLE.test(foldAccents(city).toLowerCase()) ? "do" : "de"} ${city}`;
}

/** Water per person and storage: the local utility's regulation says it, beside the code of works. */
const WATER = /(litros|consumo) (por|per)|per capita|caixa d.?agua|reservacao/;

export function municipalReply(question: string): Calculation | undefined {
  const folded = foldAccents(question);
  const urbanApp = urbanAppOfCity(question);
  if (urbanApp) return urbanApp;
  if (DEFINITION.test(folded) || NOT_MUNICIPAL.test(folded) || STATE_LAW_ASKED.test(folded) || RRT_ASKED.test(folded)) return undefined;
  const cities = cityPassages(folded);
  const named = cityNamed(question);
  const parameter = PARAMETER.test(folded) || (DENSITY.test(folded) && (/densidade/.test(folded) || AS_A_LIMIT.test(folded)) && !NOT_DENSITY.test(folded));
  // A building-code or fee topic is the city's only when a city (or its prefeitura) is named.
  const strip = named !== undefined && CITY_STRIP.test(folded) && !STRIP_BOUND.test(folded);
  // A shop's, a clinic's or an office's ceiling height has no national norm (NBR 15575 is the
  // dwellings'): it is the city's code of works, named or not.
  const nonDwellingHeight = /pe[- ]direito/.test(folded) && notADwelling(folded) && !/\b(saidas?|rotas?|escadas?|emergencia)\b/.test(folded);
  // The city hall's licence asked of a named city ("no Rio, posso fechar a varanda sem licença da
  // prefeitura?"): its own word "prefeitura" is no city signal, lest it take a síndico's question.
  const cityLicence = named !== undefined && CITY_LICENCE.test(folded);
  const local = !parameter && ((LOCAL_TOPIC.test(folded) && (named !== undefined || CITY_SIGNAL.test(folded))) || strip || (CITY_FEE.test(folded) && !NOT_CITY_FEE.test(folded)) || CITY_HOURS.test(folded) || nonDwellingHeight || cityLicence || (CITY_TAX.test(folded) && !NOT_CITY_TAX.test(folded)));
  if (!parameter && !local) return undefined;
  if (parameter && !ASKS_VALUE.test(folded) && !PLACE.test(question) && cities.length === 0) return undefined;
  // Federal rules stay federal (decision 082): the city's minimum lot sits on the national floor,
  // quoted below the city's answer, never as the city's figure.
  // The same for what a national norm bounds below: the sidewalk's free strip, the ceiling height.
  const floor = [
    ...(LOT_SIZE.test(folded) ? [passageById("lei6766-lote-minimo")] : []),
    ...(/calcada|passeio publico/.test(folded) ? [passageById("nbr9050-calcada-faixas")] : []),
    ...(/pe[- ]direito/.test(folded) && !notADwelling(folded) ? [passageById("nbr15575-pe-direito")] : []),
    // Lei 6.766's 15 m along highways, which a city's law may bring down to 5 m.
    ...(/faixa nao edificavel|non aedificandi/.test(folded) ? [passageById("lei6766-faixa-nao-edificavel")] : []),
  ];
  // Without a name after a preposition ("Curitiba: recuo na ZR-3?"), the city whose passage matched.
  const city = named ?? (cities[0] ? (cities[0].title.split(":")[0] as string).trim() : undefined);
  const where = city ? ` ${ofCity(city)}` : " onde fica o terreno";
  return {
    lines: [
      `**Depende da lei do município${where}.** Recuos, taxa de ocupação, coeficiente de aproveitamento, permeabilidade, altura, vagas, pé-direito e áreas mínimas de cômodos, muros e calçadas, alvarás e suas taxas não têm valor nacional: cada cidade os fixa, em geral por zona, e eles mudam a cada revisão da lei. A base offline não guarda o valor${city ? ` ${ofCity(city)}` : " da sua cidade"}, e o de outra cidade não vale para ela.`,
      [
        "Onde olhar:",
        "- o mapa de zoneamento, para saber a zona do lote;",
        "- o quadro de parâmetros da zona na lei de uso e ocupação do solo e no plano diretor vigentes;",
        "- o código de obras, para áreas e dimensões mínimas dos cômodos, iluminação e ventilação;",
        ...(WATER.test(folded) ? ["- o regulamento da concessionária local de água e esgoto, para o consumo por pessoa e a reservação;"] : []),
        ...(CITY_TAX.test(folded) ? ["- o código tributário do município e a planta de valores, para a alíquota e o valor venal do IPTU;"] : []),
        "- a certidão de uso do solo ou as informações básicas do lote emitidas pela prefeitura, e as restrições do loteamento ou condomínio, quando houver.",
      ].join("\n"),
    ],
    computed: [],
    passages: [...cities, passageById("zon-municipal"), ...floor],
  };
}

/** A watercourse, which a city's law may give its own strip (folded). */
const WATERCOURSE = /\b(rios?|corregos?|riachos?|ribeiro(es|ao)|cursos? d.?agua|aguas correntes|arroios?|igarapes?)\b/;
/** A watercourse's strip in an urban consolidated area (folded). */
const URBAN_APP = /\barea urbana consolidada\b[^?]*\b(app|preservacao permanente|faixa marginal|faixas marginais)\b|\b(app|preservacao permanente|faixa marginal|faixas marginais)\b[^?]*\barea urbana consolidada\b/;

/**
 * "Em área urbana consolidada de Joinville, qual a faixa de APP de um córrego?": since Lei
 * 14.285/2021 the city's law may set it, and the Código Florestal's strips hold only without one.
 * Asked of a named city, it is that city's rule; the federal delegation is quoted below, and no
 * federal figure is given as the city's (decision 082).
 */
function urbanAppOfCity(question: string): Calculation | undefined {
  const city = cityNamed(question);
  const folded = foldAccents(question);
  // What an urban consolidated area is, or a lake's strip, stays federal: Lei 14.285 lets the city
  // set only the strips along watercourses (art. 4º, I, and § 10).
  if (city === undefined || !URBAN_APP.test(folded) || DEFINITION.test(folded) || !WATERCOURSE.test(folded)) return undefined;
  return {
    lines: [
      `**Depende da lei do município ${ofCity(city)}.** Em área urbana consolidada, a lei municipal pode definir a faixa marginal dos cursos d'água (Lei 14.285/2021); a base offline não guarda a lei ${ofCity(city)}. Se o município não tiver lei própria, valem as faixas do Código Florestal, pela largura do curso d'água.`,
      "Onde olhar: o plano diretor e a lei municipal de faixas marginais ou de uso do solo, e o órgão ambiental do município.",
    ],
    computed: [],
    passages: [passageById("lei12651-app-area-urbana-consolidada")],
  };
}

/**
 * Passages that hold one city's own rule (its zoning law, its glossary, its code of works), with
 * the cities they belong to. A tool run for a lot shows them only when the lot is in one of them
 * (decision 078): Natal's way of measuring a height or São Paulo's zones are not a Curitiba lot's.
 */
export const CITY_RULE_PASSAGES: Readonly<Record<string, readonly string[]>> = {
  "zon-tp-exemplos": ["São Paulo", "Natal"],
  "zon-recuo": ["Natal"],
  "zon-gabarito": ["Natal"],
  "zon-cota-parte": ["São Paulo"],
  "zon-quota-ambiental": ["São Paulo"],
  "zon-lpuos-sp": ["São Paulo"],
  "zon-sp-quadro3": ["São Paulo"],
  "zon-sp-2004": ["São Paulo"],
  "zon-zonas": ["São Paulo"],
  "zon-zeis": ["São Paulo"],
  "zon-usos-sp": ["São Paulo"],
  "zon-varandas-sp": ["São Paulo"],
  "energia-sp-lei-solar": ["São Paulo"],
  "zon-bh": ["Belo Horizonte"],
  "zon-curitiba": ["Curitiba"],
  "zon-campinas": ["Campinas"],
  "zon-porto-alegre": ["Porto Alegre"],
};

/** True unless the passage is a city's rule and `place` (the lot's city or address) is not in it. */
export function shownForPlace(passageId: string, place: string | null | undefined): boolean {
  const cities = CITY_RULE_PASSAGES[passageId];
  return !cities || cities.some((city) => placeIsCity(place, city));
}

/** A state's own law asked: "pela lei estadual de SP", "o decreto estadual", "a lei do Amazonas" (not "a escola estadual"). */
const STATE_LAW =
  /\b(leis?|decretos?|codigos?|legislacao|normas?) estadua(l|is)\b|\b(lei|leis|decreto|decretos) (do|da|de) (acre|alagoas|amapa|amazonas|bahia|ceara|distrito federal|espirito santo|goias|maranhao|mato grosso|minas|minas gerais|paraiba|parana|pernambuco|piaui|rio grande do norte|rio grande do sul|rondonia|roraima|santa catarina|sergipe|tocantins)\b/;
/**
 * A state's fire code, its fire department, its technical instructions by number, or what they
 * rule (extinguishers, hydrants, sprinklers, alarms, emergency lighting, brigades).
 */
const STATE_FIRE_CODE =
  /\b(coscip|codigo (estadual )?de seguranca contra incendio|corpo de bombeiros|bombeiros|cbm-?[a-z]{2}|cbpmesp|instruc(ao|oes) tecnicas?|extintor(es)?|hidrantes?|sprinklers?|chuveiros? automaticos?|alarmes? de incendio|iluminacao de emergencia|brigadas? de incendio)\b|\b(it|npt|nt) ?(n[oº°.]*\s*)?\d{1,3}\b/;

/**
 * "Hotel em Aracaju: que percentual dos aposentos a lei estadual de Sergipe manda adaptar?": a
 * state's rule the base does not hold is that state's, not "depende da lei do município" (decision
 * 082). The state is the one named, or the named city's. It depends on that state's law, which the
 * answer does not claim exists ("existe lei estadual que obriga fraldário?"). A national rule named
 * (an NBR, an Anvisa RDC, the FNDE) stays national, in a state school or hospital too.
 */
export function stateRuleNotHeld(question: string): string | undefined {
  const folded = foldAccents(question).toLowerCase();
  if (NATIONAL_RULE.test(folded) || federalLawAsked(folded)) return undefined;
  // "em Joinville, a lei da cidade obriga a fixar o extintor?": the city's law is what is asked.
  if (/\blei (da|de sua|da minha|desta) cidade\b|\blei municipal\b|\bcodigo de (obras|posturas)\b/.test(folded)) return undefined;
  const fire = STATE_FIRE_CODE.test(folded);
  if (!fire && !STATE_LAW.test(folded)) return undefined;
  const city = cityNamed(question);
  const uf = statesNamed(question)[0] ?? (city ? stateOfMunicipality(city) : undefined);
  const of = (uf && ofState(uf)) ?? undefined;
  if (fire)
    return `**Depende das regras do Corpo de Bombeiros ${of ?? "do estado onde fica a obra"}** (o código estadual de segurança contra incêndio e as suas instruções técnicas), e a base offline do Prancheta não tem trecho delas para esse caso. Confira no site da corporação.`;
  return `**Depende da legislação ${of ? `do estado ${of}` : "estadual"}**, e a base offline do Prancheta não tem essa lei. Confira o texto no site da Assembleia Legislativa ou no diário oficial do estado.`;
}

/** A city at the question's start, as its subject: "Araçatuba exige vaga…?", "Curitiba permite…?". */
const LEADING_CITY = new RegExp(`^\\s*(${CAPITALIZED}(?:\\s+(?:de|do|da|dos|das)\\s+${CAPITALIZED}|\\s+${CAPITALIZED})*)\\s+(?:exige|exigem|obriga|obrigam|permite|permitem|proibe|proíbe|proibem|proíbem|tem lei|cobra|pede)\\b`, "u");

/** A question about what a rule requires, allows or bans (not an opinion or a price). */
const ASKS_A_RULE = /\b(exig\w*|obrigat\w*|obriga\w*|permit\w*|proib\w*|pode|podem|posso|precis\w*|(tem|tenho|temos|teria) que|dev[eo]m?|lei|regra|minim[oa]s?|maxim[oa]s?|quantos %|quantos por cento|percentual)\b|%/;
/**
 * What a city hall itself does, asked of it: its fees, fines, terms, papers and licences ("quanto a
 * prefeitura cobra…", "que documentos a prefeitura pede", "dispensa licenciamento?").
 */
const ASKS_THE_CITY_HALL = /\b(cobra\w*|taxas?|multas?|prazos?|pede|pedem|dispensa\w*|deixa|libera\w*|aprova\w*|alvaras?|licen(ca|cas|ciamento)|habite-se|documentos?|quanto tempo|validade|fiscaliza\w*|entreg\w*|orgao)\b/;
const FEDERAL_STANDARD =
  /\b(fnde|proinfancia|novo pac|mcmv|minha casa,? minha vida|anvisa|rdc\s?(n[oº°.]*\s*)?\d+|iphan|tcu|inmetro|lei de licitac\w*|lei de acesso a informacao|lei do inquilinato|lei de incorporac\w*|lei do distrato|lei kiss|lei brasileira de inclusao|lbi|codigo florestal|iptu progressivo)\b/;
/** A crime and its penalty: federal law (Código Penal, Lei 6.766's crimes), whoever approved what. */
const PENALTY = /\b(reclusao|detencao|crimes?|criminal\w*|prisao|preso|penal)\b/;
/** Federal laws that hand a rule to the cities: the Estatuto da Cidade, Lei 14.285's urban APP strips. */
const HANDS_TO_CITIES = new Set(["10257", "14285"]);

/**
 * "Uma prefeitura vai contratar…: que garantia a Lei 14.133 admite?": a federal law named by its
 * number answers for every city hall, not "depende da lei do município" (decision 082).
 */
function federalLawAsked(folded: string): boolean {
  if (/\blei (complementar )?municipa/.test(folded)) return false;
  // A federal programme's or agency's standard ("a creche Tipo 1 do FNDE", "a RDC 50") is the same
  // in every city; so is a crime's penalty.
  if (FEDERAL_STANDARD.test(folded) || PENALTY.test(folded)) return true;
  return [...folded.matchAll(/\blei (?:federal )?(?:n[oº°.]*\s*)?(\d{1,2}\.?\d{3})\b/g)].some((m) => !HANDS_TO_CITIES.has((m[1] as string).replace(".", "")));
}

/** A city's own laws: its code of works, master plan, zoning, organic law. */
const CITY_LAW = /\b(codigo de obras|codigo de posturas|plano diretor|lei de (uso e )?ocupacao do solo|lei de uso do solo|lei de zoneamento|lei organica|leis? municipa(l|is)|lei complementar municipal)\b/;
/**
 * A city's rules said in general ("as regras municipais de acessibilidade", "as exigências
 * municipais"): that city's, when nothing in the base answers; not enough to set aside a national
 * rule that does (a door's width by NBR 9050 in Manaus).
 */
const CITY_RULES = /\b(regras?|normas?|legislacao|exigencias?|decretos?) municipa(l|is)\b/;
/** The city hall's fees, fines and papers: what it charges, fines, licenses or asks to be filed. */
const CITY_HALL_DUES = /\b(cobra\w*|taxas?|multas?|alvaras?|licen(ca|cas|ciamento)|habite-se|documentos?|fiscaliza\w*|entreg\w*|orgao)\b/;
/** Fees and fines between private parties: a condominium's, a lease's, a contract's. */
const PRIVATE_PARTIES = /\b(condomini\w*|condomin\w*|sindic\w*|inquilin\w*|locador\w*|locatari\w*|aluguel|contrato|construtora|incorporador\w*|cliente|vizinh\w*|cau|crea|rrt|art)\b/;
/** The city hall's own papers: its licences, its approval of a project, the habite-se. */
const CITY_PAPERS = /\b(alvaras?|licen(ca|cas|ciamento) (de|para) (obra|construcao|construir|reforma|demoli\w*)|habite-se|aprovacao d[oe] projeto)\b/;
/**
 * A national rule named that leaves nothing to the city ("a NBR 9050", "o Código Civil", the CAU's
 * resolutions). Not a federal law by its number: Lei 14.285 or the Estatuto da Cidade hand rules to
 * the cities.
 */
const NATIONAL_RULE = /\b(nbr|abnt|norma de desempenho|codigo civil|cdc|codigo de defesa|resolucao|cau|crea|confea|rrt|nr[- ]?\d{1,2}|atribuic\w*|sendo (arquitet|engenheir)\w*)\b|\bart\b(?!\.)/;

/**
 * "Em São Paulo, o Código de Obras exige…?": the city's own law is what is asked, and no national
 * rule is named beside it (folded or not).
 */
export function asksCityOwnLaw(question: string): boolean {
  const folded = foldAccents(question);
  return CITY_LAW.test(folded) && !NATIONAL_RULE.test(folded) && !federalLawAsked(folded);
}

/**
 * "Araçatuba exige vaga para autista?": a rule asked of a named city that the base does not hold.
 * Cities do make such rules, so "não encontrei" alone would hide where to look; the answer says it
 * depends on that city's law and that the base does not hold it (decision 082). Undefined when
 * no city is named or the question asks no rule ("o melhor bairro de Curitiba").
 */
export function cityRuleNotHeld(question: string): string | undefined {
  const folded = foldAccents(question);
  // "Em Curitiba, a NBR 9050 exige…?", "o fiscal da prefeitura perguntou quantos lux a NBR 8995
  // pede": a national rule stays national wherever it is asked and whoever asks it (decision 082).
  // Unless the city's own law is named for it ("em Porto Alegre, a lei municipal obriga ART…?").
  const ownLawNamed = CITY_LAW.test(folded);
  if (STATE_LAW_ASKED.test(folded) || RRT_ASKED.test(folded) || (!ownLawNamed && (NATIONAL_RULE.test(folded) || federalLawAsked(folded)))) return undefined;
  const leading = LEADING_CITY.exec(question)?.[1];
  const named = cityNamed(question) ?? (leading && !NOT_A_PLACE.test(leading) && !STATE_ONLY.test(leading) ? leading : undefined);
  // A name after a bare "de" that no municipality has ("projeto de Drywall", "de Reurb") is no
  // city: the city hall's doing is then said of the city where the work is. After "em", "na", "no"
  // or "prefeitura de" it is the place the asker names ("em Chichester, na Inglaterra").
  const placed = named !== undefined && new RegExp(`\\b(em|na|no|prefeitura de|municipio de|cidade de)\\s+${foldAccents(named).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(folded);
  const city = named !== undefined && (placed || isMunicipality(named) || named === leading) ? named : undefined;
  const cityHall = CITY_SIGNAL.test(folded);
  // A city's own law named with the city ("pelo Código de Obras de Monte Mor", "o Plano Diretor de
  // Castro prevê…"): whatever is asked of it is that city's.
  const ownLaw = city !== undefined && (ownLawNamed || CITY_RULES.test(folded));
  // A fine or a fee asked in a named city, between no private parties ("a multa em Salto para quem
  // liga a chuva no esgoto"), is the city's too; a condominium's fee is not ("em Salvador, a taxa de
  // condomínio").
  const cityFee = city !== undefined && /\b(multas?|taxas?)\b/.test(folded) && !PRIVATE_PARTIES.test(folded);
  // What the city hall does, asked of a named city or of its papers ("em Porto Alegre, que documentos
  // a prefeitura pede"); with no city named, only its fees, fines and papers ("qual a multa da
  // prefeitura para…?"), not whatever it "deixa" or "libera", which a national rule may settle.
  const cityHallAsked = city !== undefined ? (cityHall || CITY_PAPERS.test(folded)) && ASKS_THE_CITY_HALL.test(folded) : cityHall && CITY_HALL_DUES.test(folded);
  if (city === undefined && !cityHallAsked) return undefined;
  if (!ownLaw && !cityFee && !cityHallAsked && !ASKS_A_RULE.test(folded)) return undefined;
  return (
    `**Depende da lei do município${city ? ` ${ofCity(city)}` : " onde fica a obra"}**, e a base offline do Prancheta não tem essa lei. ` +
    "Uma exigência como essa, quando existe, está na legislação municipal (código de obras, lei de uso e ocupação do solo ou uma lei específica): confira no site da prefeitura, na câmara municipal ou no diário oficial do município."
  );
}
