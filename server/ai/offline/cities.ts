import { MUNICIPALITIES_BY_STATE } from "./municipalities";
import { isBaseWord } from "./vocabulary";
import { foldAccents } from "./text";

/**
 * Brazil's state capitals and its larger municipalities (IBGE's list of municipalities, those of
 * about 250 thousand people or more, and a few smaller ones architects often name), as they are
 * written. A question typed in lower case ("em goiania", "pra sao paulo") still names its city:
 * the capitalised pattern in municipal.ts cannot see it (decision 082).
 */
const CITIES = [
  // State capitals.
  "Aracaju", "Belém", "Belo Horizonte", "Boa Vista", "Brasília", "Campo Grande", "Cuiabá", "Curitiba", "Florianópolis",
  "Fortaleza", "Goiânia", "João Pessoa", "Macapá", "Maceió", "Manaus", "Natal", "Palmas", "Porto Alegre", "Porto Velho",
  "Recife", "Rio Branco", "Rio de Janeiro", "Salvador", "São Luís", "São Paulo", "Teresina", "Vitória",
  // Larger municipalities.
  "Guarulhos", "Campinas", "São Gonçalo", "Duque de Caxias", "Nova Iguaçu", "São Bernardo do Campo", "Santo André",
  "Osasco", "Jaboatão dos Guararapes", "São José dos Campos", "Ribeirão Preto", "Uberlândia", "Sorocaba", "Contagem",
  "Feira de Santana", "Joinville", "Juiz de Fora", "Londrina", "Aparecida de Goiânia", "Ananindeua", "Serra",
  "Niterói", "Caxias do Sul", "Campos dos Goytacazes", "Vila Velha", "Mauá", "São João de Meriti", "Santos",
  "Mogi das Cruzes", "Betim", "Diadema", "Jundiaí", "Campina Grande", "Maringá", "Montes Claros", "Piracicaba",
  "Carapicuíba", "Olinda", "Cariacica", "Bauru", "Anápolis", "Itaquaquecetuba", "São Vicente", "Vitória da Conquista",
  "Caruaru", "Caucaia", "Blumenau", "Franca", "Ponta Grossa", "Petrolina", "Canoas", "Pelotas", "Uberaba",
  "Paulista", "Ribeirão das Neves", "Cascavel", "Praia Grande", "Guarujá", "Taubaté", "Limeira", "Petrópolis",
  "Santarém", "Camaçari", "Mossoró", "Suzano", "Palhoça", "São José do Rio Preto", "Governador Valadares",
  "Gravataí", "Foz do Iguaçu", "Volta Redonda", "Várzea Grande", "Juazeiro do Norte", "Ipatinga", "Sete Lagoas",
  "Imperatriz", "Itajaí", "Chapecó", "Marabá", "São José", "Sumaré", "Barueri", "Embu das Artes", "Taboão da Serra",
  "Novo Hamburgo", "Viamão", "São Leopoldo", "Santa Maria", "Presidente Prudente", "Araraquara", "São Carlos",
  "Americana", "Indaiatuba", "Cotia", "Hortolândia", "Jacareí", "Arapiraca", "Parauapebas", "Dourados",
  "Rio Verde", "Criciúma", "Balneário Camboriú", "Lauro de Freitas", "Itabuna", "Juazeiro", "Cabo Frio", "Macaé",
  "Angra dos Reis", "Nova Friburgo", "Teresópolis", "Araçatuba", "Marília", "Guarapuava", "Colombo",
  "São José dos Pinhais", "Toledo", "Atibaia", "Bragança Paulista", "Itu", "Valinhos", "Vinhedo", "Sobral",
];

const FOLDED = CITIES.map((name) => ({ name, folded: foldAccents(name).toLowerCase() })).sort((a, b) => b.folded.length - a.folded.length);

/** The words that put a city in a question: "em goiania", "pra sao paulo", "prefeitura de santos". */
const BEFORE = /(?:^|[\s,(])(?:prefeitura de|municipio de|cidade de|em|na|no|de|da|do|pra|para)\s+$/;

/** Names that are also common words ("na serra", "no natal", "palmas"): only "em …" or "cidade de …" makes them a city. */
const AMBIGUOUS = new Set(["Serra", "Natal", "Paulista", "Palmas", "Vitória", "Franca", "Colombo", "Toledo", "Americana", "Santos", "São José", "Juazeiro", "Itu"]);
const BEFORE_AMBIGUOUS = /(?:^|[\s,(])(?:prefeitura de|municipio de|cidade de|em)\s+$/;

/** A city of the list the question names after a preposition, in any case and with or without accents. */
export function listedCityIn(question: string): string | undefined {
  const folded = foldAccents(question).toLowerCase();
  for (const { name, folded: city } of FOLDED) {
    const re = new RegExp(`(?<![a-z])${city.replace(/ /g, "\\s+")}(?![a-z])`, "g");
    const before = AMBIGUOUS.has(name) ? BEFORE_AMBIGUOUS : BEFORE;
    for (const m of folded.matchAll(re)) {
      if (before.test(folded.slice(0, m.index))) return name;
      // "Volta Redonda: comércio pode…?": opening the question and set off by a colon or a comma
      // (not "Canoas de madeira…", "Contagem de pavimentos…").
      if (/^\s*$/.test(folded.slice(0, m.index)) && !AMBIGUOUS.has(name) && /^\s*[:,]/.test(folded.slice(m.index + m[0].length))) return name;
    }
  }
  return undefined;
}

/** The states' names: "em mato grosso" is the state, though a municipality of Paraíba has its name. */
const STATE_NAMES = new Set(
  ["acre", "alagoas", "amapa", "amazonas", "bahia", "ceara", "distrito federal", "espirito santo", "goias", "maranhao", "mato grosso", "mato grosso do sul", "minas gerais", "para", "paraiba", "parana", "pernambuco", "piaui", "rio de janeiro", "rio grande do norte", "rio grande do sul", "rondonia", "roraima", "santa catarina", "sao paulo", "sergipe", "tocantins"],
);

/**
 * A municipality of IBGE's list by its folded name: the name as written, whether it is made of
 * ordinary words ("Água Fria", marked "~" in the list, or a word of the base's vocabulary), and
 * every state that has a municipality so named, with its name as that state writes it.
 */
interface Municipality {
  name: string;
  ordinary: boolean;
  states: { uf: string; name: string }[];
}

let municipalities: Map<string, Municipality> | undefined;

/** Every municipality of IBGE's list by its folded name, built once. */
function municipalitiesByName(): Map<string, Municipality> {
  if (!municipalities) {
    municipalities = new Map();
    for (const [uf, names] of Object.entries(MUNICIPALITIES_BY_STATE)) {
      for (const marked of names.split("|")) {
        const name = marked.replace(/^~/, "");
        const folded = foldAccents(name).toLowerCase();
        const states = [...(municipalities.get(folded)?.states ?? []), { uf, name }];
        // When two states share a name, the last one listed gives it (as written and as ordinary).
        municipalities.set(folded, { name, ordinary: marked.startsWith("~") || isBaseWord(foldAccents(name)), states });
      }
    }
  }
  return municipalities;
}

/** A municipality by its folded name, but not a state's ("em mato grosso" is the state, though Paraíba has a Mato Grosso). */
const municipalityNotState = (folded: string) => (STATE_NAMES.has(folded) ? undefined : municipalitiesByName().get(folded));

/** Builds the municipalities' map now, beside the index (decision 066): 0,1 s of a first question's CPU otherwise. */
export function warmUpMunicipalities(): void {
  municipalitiesByName();
}

/** The state (its letters) of a municipality of IBGE's list, by its name as written; undefined when two states share it. */
export function stateOfMunicipality(name: string): string | undefined {
  const states = municipalitiesByName().get(foldAccents(name).toLowerCase())?.states ?? [];
  return states.length === 1 ? states[0]!.uf : undefined;
}

/** Whether a name is a municipality's (IBGE's list or the larger cities'): "Drywall" and "Reurb" are none. */
export function isMunicipality(name: string): boolean {
  const folded = foldAccents(name).toLowerCase();
  return municipalitiesByName().has(folded) || FOLDED.some((c) => c.folded === folded);
}

/** The municipality of a state (its letters, any case) with this folded, lower-case name: "palma sola", "sc" → Palma Sola. */
export function municipalityOf(folded: string, uf: string): string | undefined {
  return municipalitiesByName().get(folded)?.states.find((m) => m.uf === uf.toUpperCase())?.name;
}

/** The municipality of IBGE's list with this folded, lower-case name ("montenegro" → "Montenegro"), if any. */
export function municipalityNamed(folded: string): string | undefined {
  return municipalityNotState(folded)?.name;
}

/** What puts a municipality in a question: "em jales"; "cidade de …" even for one of ordinary words. */
const BEFORE_MUNICIPALITY = /(?:^|[\s,(])(prefeitura de|municipio de|cidade de|em)\s+([a-z' -]+)/g;

/**
 * A municipality of IBGE's list named in any case ("calçada em caraguatatuba"), the longest name
 * that fits (up to five words: "são josé do rio pardo"). After "em", only a name that is no
 * ordinary word ("escada em caracol", "deck em ipê", "teste em água fria" are not cities) or one of
 * three words or more; after "cidade de", "município de" or "prefeitura de", any.
 */
export function municipalityIn(question: string): string | undefined {
  const folded = foldAccents(question).toLowerCase().replace(/\bd\s?(?=oeste\b)/g, "d'");
  for (const m of folded.matchAll(BEFORE_MUNICIPALITY)) {
    const strong = m[1] !== "em";
    const words = (m[2] as string).trim().split(/\s+/).slice(0, 5);
    for (let n = words.length; n >= 1; n--) {
      const found = municipalityNotState(words.slice(0, n).join(" "));
      // Three words or more name a place whatever they are made of ("santa bárbara d'oeste").
      if (found !== undefined && (strong || !found.ordinary || n >= 3)) return found.name;
    }
  }
  return undefined;
}
