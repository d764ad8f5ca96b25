import type { Addressee } from "./addressing";

/**
 * What a sentence the product writes must never contain (R-CLIENT-3): doubled or clashing
 * punctuation (`..`, `,,`, `.".`, `?:`, `:.`), "(a)"/"(s)" markers instead of agreement, "1"
 * before a plural noun, a value's id where its label belongs ("contemporaneo" for
 * "Contemporâneo"), and words that disagree with the client the text is for (a couple answered
 * with "responde" or "você", a woman called "o cliente"). Templates' tests run every text they
 * render through `findTextIssues`; it is deliberately a list of known faults, not a grammar.
 */

export type TextIssueKind = "pontuacao" | "marcador" | "contagem" | "slug" | "concordancia";

export interface TextIssue {
  kind: TextIssueKind;
  /** The faulty characters, as found. */
  found: string;
  /** Up to 30 characters either side, to find it in the text. */
  excerpt: string;
}

export interface TextCheck {
  /** The client the text speaks to or about: agreement is checked against them. */
  addressee?: Addressee;
  /** Ids of values that have a label (see `slugsOf`): none may appear as a word. */
  slugs?: readonly string[];
}

type Rule = { kind: TextIssueKind; pattern: RegExp };

const PUNCTUATION: Rule[] = [
  // ".." that is not part of an ellipsis "..." (nor of a longer run the ellipsis rule allows).
  { kind: "pontuacao", pattern: /(?<!\.)\.\.(?!\.)/g },
  { kind: "pontuacao", pattern: /,,|;;|::|\?\?(?!\?)/g },
  // A sentence's full stop repeated after a closing quote: `norte.".` ("(etc.)." is fine).
  { kind: "pontuacao", pattern: /[.!?]["”»]\./g },
  { kind: "pontuacao", pattern: /\?:|:\.|,\.|;\.|:,|\.;|,;/g },
];

/** "Prezado(a)", "o(a)", "referência(s)", "aluno(as)": a marker instead of agreeing. */
const MARKERS: Rule = { kind: "marcador", pattern: /\p{L}\((?:a|o|as|os|s|es|is|ns)\)(?!\p{L})/giu };

/** Words ending in -s that are singular (or invariable) and may follow "1". */
const SINGULAR_IN_S = new Set([
  "mês", "país", "gás", "lápis", "ônibus", "vírus", "atlas", "tênis", "pires", "óculos", "bônus", "ônus", "cais", "mais", "menos", "dos", "das", "os", "as", "às", "vez",
  "pés", "bis", "campus", "status", "marquês", "freguês", "português", "inglês", "francês", "através", "após", "depois", "antes", "pelos", "pelas", "nos", "nas",
]);

/** "1 referências", "1 ambientes": the count says one, the noun says many. */
function countIssues(text: string): { found: string; at: number }[] {
  const out: { found: string; at: number }[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\d.,/-])1 (\p{L}+s)(?!\p{L})/gu)) {
    const word = m[1]!.toLowerCase();
    if (!SINGULAR_IN_S.has(word)) out.push({ found: m[0], at: m.index });
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const word = (w: string, flags = "gu") => new RegExp(`(?<![\\p{L}\\d_-])${w}(?![\\p{L}\\d_-])`, flags);

/** Third-person singular verbs said of a client in templates: for a couple they must be plural. */
export const SINGULAR_CLIENT_VERBS = [
  "responde", "contou", "disse", "pediu", "quer", "deseja", "prefere", "gosta", "escolheu", "informou", "mora", "precisa", "recebe", "acessa", "abre", "preenche", "sonha", "valoriza", "busca", "procura", "espera",
] as const;

/** Words that disagree with the client the text is for (R-CLIENT-3). */
function agreementRules(a: Addressee): RegExp[] {
  const rules: RegExp[] = [];
  const name = a.name.trim();
  switch (a.kind) {
    case "pessoa_feminina":
      rules.push(word("Prezado"), word("Sr\\."), word("o cliente", "giu"), word("vocês", "giu"));
      break;
    case "pessoa_masculina":
      rules.push(word("Prezada"), word("Sra\\."), word("a cliente", "giu"), word("vocês", "giu"));
      break;
    case "casal":
      rules.push(word("você", "giu"), word("Prezad[oa]"), word("[oa] cliente", "giu"), word("[oa] senhora?", "giu"));
      if (name) rules.push(word(`${escape(name)},? (?:nos |me |já |ainda )?(?:${SINGULAR_CLIENT_VERBS.join("|")})`));
      break;
    case "empresa":
      // "Prezada equipe da …" agrees with "equipe"; a bare "Prezado"/"Prezada" speaks to one person.
      rules.push(word("você", "giu"), word("Prezad[oa](?! equipe)"), word("[oa] senhora?", "giu"));
      break;
    default:
      break;
  }
  return rules;
}

const squeeze = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Ids (of `{ id, label }` lists) a reader would see as slugs: an id with "_", or the label written
 * without its accents, spaces or hyphens ("contemporaneo", "projeto-legal", "semiarido"). An id
 * that is a word of its own ("programa" for "Programa de necessidades") is not one.
 */
export function slugsOf(...lists: readonly (readonly { id: string; label: string }[])[]): string[] {
  const ids = lists
    .flat()
    .filter((x) => x.id !== x.label.toLowerCase() && (x.id.includes("_") || squeeze(x.id) === squeeze(x.label)))
    .map((x) => x.id);
  return [...new Set(ids)];
}

function excerpt(text: string, at: number, length: number): string {
  return text.slice(Math.max(0, at - 30), at + length + 30).replace(/\s+/g, " ");
}

/** Every known fault in a text, in order of kind then position; empty when the text is clean. */
export function findTextIssues(text: string, check: TextCheck = {}): TextIssue[] {
  const issues: TextIssue[] = [];
  const add = (kind: TextIssueKind, found: string, at: number) => issues.push({ kind, found, excerpt: excerpt(text, at, found.length) });
  for (const rule of [...PUNCTUATION, MARKERS]) for (const m of text.matchAll(rule.pattern)) add(rule.kind, m[0], m.index);
  for (const c of countIssues(text)) add("contagem", c.found, c.at);
  for (const slug of check.slugs ?? []) for (const m of text.matchAll(word(escape(slug)))) add("slug", m[0], m.index);
  if (check.addressee) for (const rule of agreementRules(check.addressee)) for (const m of text.matchAll(rule)) add("concordancia", m[0], m.index);
  return issues;
}

/** One line per issue, for a test's failure message. */
export function describeIssues(issues: readonly TextIssue[]): string {
  return issues.map((i) => `${i.kind}: «${i.found}» em «…${i.excerpt}…»`).join("\n");
}
