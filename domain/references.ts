import { isAnswered } from "./briefing";
import type { ProjectFacts } from "./project-facts";
import { CONSTRUCTION_STANDARDS, PROJECT_TYPES, type ConstructionStandard, type ProjectType } from "./projects";
import type { RichBlock } from "./rich-text.schema";
import { plainWords } from "./text-fields";

/**
 * Reference research (R-DOC-7): the search words "Iniciar pesquisa" proposes from the briefing
 * and the concept — through the AI (the prompt and the parser here) or offline (a vocabulary of
 * styles, materials, colours and feelings read from the answers) — and the searches they open
 * on the visual platforms. Links only: nothing is fetched or scraped from those sites.
 */

export type SearchSite = "archdaily" | "pinterest" | "behance" | "imagens";

export interface SearchLink {
  site: SearchSite;
  label: string;
  url: string;
}

const SEARCHES: { site: SearchSite; label: string; url: (q: string) => string }[] = [
  { site: "archdaily", label: "Pesquisar no ArchDaily", url: (q) => `https://www.archdaily.com.br/search/br/all?q=${q}` },
  { site: "pinterest", label: "Pesquisar no Pinterest", url: (q) => `https://br.pinterest.com/search/pins/?q=${q}` },
  { site: "behance", label: "Pesquisar no Behance", url: (q) => `https://www.behance.net/search/projects?search=${q}` },
  { site: "imagens", label: "Pesquisar imagens", url: (q) => `https://www.google.com/search?tbm=isch&q=${q}` },
];

/** One search per platform with every word (blank ones left out), URL-encoded. */
export function referenceSearchLinks(keywords: readonly string[]): SearchLink[] {
  const q = encodeURIComponent(
    keywords
      .map((k) => k.trim().replace(/\s+/g, " "))
      .filter(Boolean)
      .join(" "),
  );
  return SEARCHES.map((s) => ({ site: s.site, label: s.label, url: s.url(q) }));
}

/** The proposal: 5 to 10 words (the schema stores up to 20, the architect may add). */
export const KEYWORDS_MIN = 5;
export const KEYWORDS_MAX = 10;
const KEYWORD_CHARS = 60;

// ——— offline ———

/** What a search starts from for each kind of project, then what fills a sparse briefing. */
const TYPE_TERMS: Record<ProjectType, [string, ...string[]]> = {
  residencial: ["casa", "arquitetura", "fachada", "sala integrada", "área gourmet"],
  comercial: ["espaço comercial", "arquitetura", "fachada comercial", "interiores comerciais", "vitrine"],
  misto: ["edifício de uso misto", "arquitetura", "fachada", "térreo comercial", "edifício residencial"],
  industrial: ["galpão industrial", "arquitetura", "fachada industrial", "estrutura metálica", "galpão"],
  institucional: ["edifício institucional", "arquitetura", "fachada", "espaço público", "pátio"],
  interiores: ["design de interiores", "arquitetura", "decoração", "marcenaria", "iluminação"],
  reforma: ["reforma", "arquitetura", "interiores", "retrofit", "antes e depois"],
};

const STANDARD_TERMS: Record<ConstructionStandard, string | null> = { alto: "alto padrão", normal: null, baixo: "baixo custo" };

/**
 * Words worth searching for, as they are written in a search, and the pattern that finds them in
 * an answer (on plainWords' text: no accents, lower case). More specific ones come first, so
 * "concreto aparente" is taken before "concreto".
 */
const VOCABULARY: [term: string, pattern: RegExp][] = [
  // styles
  ["contemporâneo", /\bcontempor/],
  ["modernista", /\bmodernis/],
  ["moderno", /\bmodern[oa]s?\b/],
  ["minimalista", /\bminimalis/],
  ["rústico", /\brustic/],
  ["industrial", /\bindustria(l|is)\b/],
  ["neoclássico", /\bneoclassic/],
  ["clássico", /\bclassic/],
  ["escandinavo", /\bescandinav/],
  ["japandi", /\bjapandi\b/],
  ["wabi-sabi", /\bwabi ?sabi\b/],
  ["boho", /\bboho\b/],
  ["tropical", /\btropica(l|is)\b/],
  ["colonial", /\bcolonia(l|is)\b/],
  ["mediterrâneo", /\bmediterrane/],
  ["brutalista", /\bbrutalis/],
  ["art déco", /\bart ?deco\b/],
  ["retrô", /\bretro\b/],
  ["vintage", /\bvintage\b/],
  ["provençal", /\bprovenca/],
  ["praiano", /\bpraian/],
  ["biofílico", /\bbiofilic/],
  // materials and textures
  ["concreto aparente", /\bconcreto aparente\b/],
  ["concreto", /\bconcreto\b/],
  ["cimento queimado", /\bcimento queimado\b/],
  ["madeira", /\bmadeiras?\b/],
  ["tijolo aparente", /\btijol/],
  ["pedra natural", /\bpedras?\b/],
  ["palhinha", /\bpalhinha\b/],
  ["palha", /\bpalha\b/],
  ["aço corten", /\b(aco )?corten\b/],
  ["metal", /\bmeta(l|is|lico|lica)\b/],
  ["vidro", /\bvidros?\b/],
  ["mármore", /\bmarmore/],
  ["granito", /\bgranito/],
  ["granilite", /\bgranilite\b/],
  ["bambu", /\bbambu/],
  ["cerâmica", /\bceramic/],
  ["terracota", /\bterracota\b/],
  ["ladrilho hidráulico", /\bladrilho/],
  ["cobogó", /\bcobogo/],
  ["linho", /\blinho\b/],
  ["couro", /\bcouro\b/],
  ["jardim vertical", /\bjardim vertical\b/],
  // colours
  ["tons terrosos", /\bterros[oa]s?\b/],
  ["tons neutros", /\bneutr[oa]s?\b/],
  ["tons pastel", /\bpaste(l|is)\b/],
  ["off-white", /\boff ?white\b/],
  ["branco", /\bbranc[oa]s?\b/],
  ["preto", /\bpret[oa]s?\b/],
  ["cinza", /\bcinzas?\b/],
  ["bege", /\bbeges?\b/],
  ["verde", /\bverdes?\b/],
  ["azul", /\bazu(l|is)\b/],
  ["amarelo", /\bamarel/],
  ["vermelho", /\bvermelh/],
  ["rosa", /\brosas?\b/],
  ["dourado", /\bdourad/],
  ["marrom", /\bmarro(m|ns)\b/],
  ["caramelo", /\bcaramelo\b/],
  // feelings
  ["aconchegante", /\baconcheg/],
  ["acolhedor", /\bacolhe/],
  ["luz natural", /\b(luz natural|iluminacao natural|claridade|bem iluminad)/],
  ["ambientes integrados", /\bintegra(d|c)/],
  ["ambientes amplos", /\b(amplitude|amplos?|amplas?)\b/],
  ["pé-direito duplo", /\bpe direito (duplo|alto)\b/],
];

/**
 * The feminine of the vocabulary's adjectives (written in the masculine): the words are searched
 * together, so after "casa" or "sala comercial" a style reads "casa contemporânea", never "casa
 * contemporâneo" (R-CLIENT-3). Invariable ones ("minimalista", "industrial") are not listed.
 */
const FEMININE: Record<string, string> = {
  contemporâneo: "contemporânea",
  moderno: "moderna",
  rústico: "rústica",
  neoclássico: "neoclássica",
  clássico: "clássica",
  escandinavo: "escandinava",
  mediterrâneo: "mediterrânea",
  praiano: "praiana",
  biofílico: "biofílica",
  acolhedor: "acolhedora",
};
/** The search's head nouns that are feminine (the others — apartamento, galpão, edifício… — take the masculine). */
const FEMININE_HEADS = new Set(["casa", "sala comercial", "reforma"]);

/** A word that turns the rest of its clause into something to avoid ("nada de preto", "sem dourado"). */
const DENIAL = /\b(nao|sem|nada|nem|nunca|evitar|evito|odeio|detesto)\b/;

/**
 * The vocabulary's words in a text, in the order they appear, leaving out those a denial comes
 * before in the same clause ("madeira, sem exageros, e branco" keeps both words).
 */
function termsIn(text: string): string[] {
  const found: { term: string; at: number }[] = [];
  text.split(/[,.;:!?()\n]+/).forEach((clause, index) => {
    const plain = plainWords(clause);
    // A word taken is blanked, so that "concreto aparente" is not also "concreto".
    let rest = plain;
    for (const [term, pattern] of VOCABULARY) {
      const m = pattern.exec(rest);
      if (!m) continue;
      rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
      if (!DENIAL.test(plain.slice(0, m.index))) found.push({ term, at: index * 100_000 + m.index });
    }
  });
  return found.sort((a, b) => a.at - b.at).map((f) => f.term);
}

/** The plain text of rich blocks (paragraphs, list items, table cells). */
export function blocksText(blocks: readonly RichBlock[]): string {
  const runs = (inlines: readonly { text: string }[]) => inlines.map((i) => i.text).join("");
  return blocks
    .map((b) =>
      b.type === "heading" || b.type === "paragraph"
        ? runs(b.content)
        : b.type === "table"
          ? b.rows.map((row) => row.map(runs).join(" ")).join("\n")
          : b.items.map(runs).join("\n"),
    )
    .join("\n");
}

/** The briefing answers that say what the project should look and feel like. */
const TASTE_ANSWERS = ["estilo", "materiais", "cores", "sensacoes", "experiencia-cliente"];
/** The property's kind (interiores, reforma), searched as such ("apartamento"). */
const PROPERTY_TERMS: Record<string, string> = { casa: "casa", apartamento: "apartamento", "sala comercial": "sala comercial" };

/** The concept's sections, the palette first (that is where materials and colours are written). */
function conceptTexts(facts: ProjectFacts): string[] {
  const sections = facts.concept?.sections ?? [];
  const ordered = [...sections.filter((s) => s.key === "paleta"), ...sections.filter((s) => s.key !== "paleta")];
  return ordered.map((s) => blocksText(s.blocks));
}

/** Adds words not yet in the list (compared without accents and case), up to the maximum. */
function addUnique(list: string[], words: readonly (string | null | undefined)[]): void {
  for (const word of words) {
    if (!word || list.length >= KEYWORDS_MAX) continue;
    const key = plainWords(word);
    if (key !== "" && !list.some((w) => plainWords(w) === key)) list.push(word);
  }
}

/**
 * Search words without AI: the kind of project, its standard, then the styles, materials, colours
 * and feelings the briefing's answers and the concept's text mention, in that order; filled from
 * the kind of project when the briefing says little. 5 to 10 words, never empty.
 */
export function offlineKeywords(facts: ProjectFacts): string[] {
  const [typeTerm, ...fillers] = TYPE_TERMS[facts.project.type];
  const answers = facts.briefing?.answers ?? {};
  const property = PROPERTY_TERMS[plainWords(answers["imovel-tipo"] ?? "")];
  const words: string[] = [];
  addUnique(words, [typeTerm, property, STANDARD_TERMS[facts.project.standard]]);
  const texts = [...TASTE_ANSWERS.map((id) => answers[id] ?? ""), ...conceptTexts(facts)].filter(isAnswered);
  const feminine = FEMININE_HEADS.has(property ?? typeTerm);
  for (const text of texts) addUnique(words, termsIn(text).map((term) => (feminine ? (FEMININE[term] ?? term) : term)));
  for (const filler of fillers) if (words.length < KEYWORDS_MIN) addUnique(words, [filler]);
  return words;
}

// ——— AI ———

export const KEYWORDS_SYSTEM_PROMPT = [
  "Você é um arquiteto brasileiro ajudando a pesquisar referências visuais para um projeto.",
  `A partir do briefing e do conceito, proponha de ${KEYWORDS_MIN} a ${KEYWORDS_MAX} palavras-chave curtas (de 1 a 3 palavras cada) em português do Brasil para buscar imagens e projetos no ArchDaily, no Pinterest, no Behance e numa busca de imagens.`,
  "Cubra o tipo de edificação, o estilo, os materiais, as texturas, as cores e as sensações que o cliente pediu; respeite o que ele disse não gostar.",
  "Não inclua nomes de pessoas, endereços, valores nem dados do cliente.",
  'Responda SOMENTE com um array JSON de textos, sem nenhum texto antes ou depois, por exemplo ["casa contemporânea", "madeira", "concreto aparente"].',
].join(" ");

/** The concept's and the answers' text sent to the model, at most each. */
const PROMPT_CHARS = 4_000;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const oneLine = (text: string) => text.trim().replace(/\s*\n\s*/g, " / ");
const labelOf = (list: readonly { id: string; label: string }[], id: string) => list.find((x) => x.id === id)?.label ?? id;

/** The answers that matter for the look of the project, with what the client does not want. */
const PROMPT_ANSWERS: [id: string, label: string][] = [
  ["imovel-tipo", "Tipo de imóvel"],
  ["ambientes-desejados", "Ambientes"],
  ["estilo", "Estilo"],
  ["cores", "Cores"],
  ["materiais", "Texturas e materiais"],
  ["sensacoes", "Sensações"],
  ["experiencia-cliente", "Experiência do cliente"],
  ["nao-gosta", "Não gosta"],
];

/** The user message: the project (no client data), the taste answers and the concept's text. */
export function keywordsPrompt(facts: ProjectFacts): string {
  const answers = facts.briefing?.answers ?? {};
  const given = PROMPT_ANSWERS.filter(([id]) => isAnswered(answers[id])).map(([id, label]) => `- ${label}: ${clip(oneLine(answers[id]!), 600)}`);
  const concept = (facts.concept?.sections ?? [])
    .map((s) => ({ title: s.title, text: oneLine(blocksText(s.blocks)) }))
    .filter((s) => s.text !== "")
    .map((s) => `- ${s.title}: ${s.text}`);
  return [
    `Tipo de projeto: ${labelOf(PROJECT_TYPES, facts.project.type)}`,
    `Padrão de construção: ${labelOf(CONSTRUCTION_STANDARDS, facts.project.standard)}`,
    "",
    "Respostas do briefing:",
    given.length > 0 ? given.join("\n") : "(sem respostas sobre gosto e estilo)",
    "",
    "Conceito:",
    concept.length > 0 ? clip(concept.join("\n"), PROMPT_CHARS) : "(ainda sem conceito)",
    "",
    `Proponha de ${KEYWORDS_MIN} a ${KEYWORDS_MAX} palavras-chave. Responda somente com o array JSON.`,
  ].join("\n");
}

/** The array in an answer: inside ```json fences, or between the outer brackets; an object's list too. */
function listIn(text: string): unknown[] | undefined {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  for (const body of fenced ? [fenced[1] ?? "", text] : [text]) {
    for (const [open, close] of [["[", "]"], ["{", "}"]] as const) {
      const start = body.indexOf(open);
      const end = body.lastIndexOf(close);
      if (start < 0 || end <= start) continue;
      try {
        const value: unknown = JSON.parse(body.slice(start, end + 1));
        if (Array.isArray(value)) return value;
        if (value && typeof value === "object") {
          const o = value as Record<string, unknown>;
          const list = o["palavras-chave"] ?? o.palavras ?? o.palavrasChave ?? o.keywords;
          if (Array.isArray(list)) return list;
        }
      } catch {
        // try the next candidate
      }
    }
  }
  return undefined;
}

/** A word as a search takes it: no bullet, quotes or end punctuation, single spaces. */
function cleanWord(raw: string): string {
  return raw
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")
    .replace(/^["'“”‘’`]+|["'“”‘’`.;,]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Up to 4 words and 60 characters, not a sentence introducing the list ("Aqui estão:"). */
const looksLikeKeyword = (word: string) => word !== "" && word.length <= KEYWORD_CHARS && word.split(" ").length <= 4 && !word.endsWith(":");

/**
 * The model's words: a JSON array (```json fences, text around it, or {"palavras": [...]}
 * tolerated), or else a list of lines (bullets, numbers) or of commas. Long phrases and repeats
 * (compared without accents and case) are dropped; at most KEYWORDS_MAX. null when nothing
 * usable is found — and for a list that is not a JSON array, fewer than 3 words is taken for
 * prose, not a list ("Desculpe, não posso ajudar.").
 */
export function parseKeywords(text: string): string[] | null {
  const list = listIn(text);
  const fromJson = list !== undefined;
  let candidates: string[];
  if (fromJson) candidates = list.filter((v): v is string => typeof v === "string");
  else {
    const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    candidates = lines.length === 1 ? lines[0]!.split(/[,;]/) : lines;
  }
  const words: string[] = [];
  addUnique(words, candidates.map(cleanWord).filter(looksLikeKeyword));
  if (words.length === 0 || (!fromJson && words.length < 3)) return null;
  return words;
}
