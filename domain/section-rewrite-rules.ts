import { greeting, plural, you, type Addressee, type AddressForm } from "./addressing";
import { formatArea, programmeTotals } from "./needs-program";
import type { ProjectFacts } from "./project-facts";
import { CONSTRUCTION_STANDARDS, PROJECT_STAGES, PROJECT_TYPES } from "./projects";
import type { Inline, Inlines, RichBlock } from "./rich-text.schema";
import { blocksToPlainText, bullets, subheading } from "./rich-text";

/**
 * "Reescrever com IA" without a provider (R-DOC-6, decision 072): what rules can do honestly is
 * done by rules and labelled so — shorter, longer with the project's own facts, a bulleted list,
 * more formal, addressed to the client — and anything else is refused in words, with nothing
 * saved. Rules never invent: a longer text only gains facts the project stores.
 */

export const REWRITE_RULES = [
  { id: "encurtar", label: "mais curto" },
  { id: "detalhar", label: "mais longo, com os dados do projeto" },
  { id: "topicos", label: "em tópicos" },
  { id: "formal", label: "mais formal" },
  { id: "cliente", label: "dirigido ao cliente" },
] as const;
export type RewriteRule = (typeof REWRITE_RULES)[number]["id"];

/** Who wrote a rules rewrite: the label of its toast, of its version and of the editor's notice. */
export const RULES_LABEL = "reescrita pelas regras (sem IA)";
/** The version row's `provider` for a rules rewrite (its source is "offline"). */
export const RULES_PROVIDER = "regras";

export const NEEDS_AI =
  "Esta instrução precisa de um provedor de IA, e nenhum está disponível agora. Sem IA, a reescrita só deixa o texto mais curto, mais longo com os dados do projeto, em tópicos, mais formal ou dirigido ao cliente. Nada foi salvo.";

export function unchangedByRules(rules: readonly RewriteRule[]): string {
  const labels = rules.map((r) => `“${REWRITE_RULES.find((x) => x.id === r)!.label}”`).join(" e ");
  return `Sem IA, ${labels} não muda nada nesta seção: nada foi salvo.`;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();

/** Each rule's words in an instruction (folded: no accents, lower case). */
const PATTERNS: Record<RewriteRule, RegExp[]> = {
  encurtar: [/\bmais (curt|objetiv|concis|enxut|sucint)[oa]s?\b/g, /\b(encurt|resum|reduz|enxug|sintetiz|abrevi)\w*/g, /\bmenor(es)?\b/g],
  detalhar: [/\bmais (long|complet|detalhad|extens)[oa]s?\b/g, /\b(detalh|ampli|expand|aprofund|desenvolv|alongu?)\w*/g, /\b(com |use |usando |inclua |incluir |acrescente )?(os )?dados do projeto\b/g],
  topicos: [/\b(em )?(topicos|itens|marcadores|bullets?)\b/g, /\b(em |como |numa |uma )?lista\b/g],
  formal: [/\bmais formal\b/g, /\b(tom |linguagem )?formal\b/g],
  cliente: [/\b(dirigid|direcionad|voltad|enderecad)[oa] (ao|a|para o|para a) client[ea]s?\b/g, /\b(falando|falar|fale) (com|para) o client[ea]s?\b/g, /\b(para|ao|a) (o )?client[ea]s?\b/g, /\bem segunda pessoa\b/g, /\blinguagem simples\b/g],
};

/** Words that carry no request of their own ("deixe o texto mais curto, por favor"). */
const FILLER = new Set(
  "deixe deixar deixa torne tornar torna transforme transformar transforma coloque colocar coloca passe passar organize organizar reorganize faca fazer faz escreva escrever reescreva reescrever reescrita refaca refazer o a os as um uma uns umas de do da dos das em no na nos nas e com por para pra pelo pela ao aos que este esta esse essa isso isto texto secao paragrafo paragrafos favor mais bem pouco muito tom linguagem forma modo jeito maneira versao ficar fique seja ser use usando usar so apenas tambem".split(" "),
);

/**
 * The rules an instruction asks for, in the order they are applied, or null when it asks for
 * something only an AI can write (any word left that is not a rule's or a filler). An empty
 * instruction asks for no rule: the offline generator writes the section again.
 */
export function rulesFor(instruction: string): RewriteRule[] | null {
  let rest = fold(instruction);
  // "menos formal", "informal": the opposite of a rule is not that rule.
  if (/\b(informal|menos formal|coloquial)\b/.test(rest)) return null;
  const found: RewriteRule[] = [];
  for (const { id } of REWRITE_RULES) {
    for (const pattern of PATTERNS[id]) {
      const next = rest.replace(pattern, " ");
      if (next !== rest && !found.includes(id)) found.push(id);
      rest = next;
    }
  }
  const left = rest.split(/[^a-z0-9]+/).filter((w) => w && !FILLER.has(w));
  if (left.length > 0) return null;
  return found;
}

const join = (content: Inlines) => content.map((i) => i.text).join("");

/** Sentences of a paragraph: an end mark followed by a space ends one ("1.234,56" does not). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const asParagraph = (text: string): RichBlock => ({ type: "paragraph", content: [{ text: text.trim() }] });

function shorter(blocks: RichBlock[]): RichBlock[] {
  return blocks.map((block) => {
    if (block.type === "paragraph") {
      const sentences = sentencesOf(join(block.content));
      return sentences.length > 1 ? asParagraph(sentences.slice(0, Math.ceil(sentences.length / 2)).join(" ")) : block;
    }
    if ((block.type === "bulletList" || block.type === "orderedList") && block.items.length > 3) return { ...block, items: block.items.slice(0, 3) };
    return block;
  });
}

const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.label ?? id;
const brDay = (iso: string) => iso.split("-").reverse().join("/");

/** The project's facts as lines, each with the words that say it is already in a text. */
export function factLines(f: ProjectFacts): { line: string; marks: string[] }[] {
  const lot = f.landPlot;
  const place = [lot.address, [lot.city, lot.state].filter(Boolean).join("/")].filter(Boolean).join(", ");
  const rooms = f.programme?.rooms ?? [];
  const built = f.project.builtArea ?? (rooms.length > 0 && f.programme ? programmeTotals(f.programme).builtArea : null);
  const out: { line: string; marks: string[] }[] = [
    { line: `Projeto ${label(PROJECT_TYPES, f.project.type).toLowerCase()} de padrão ${label(CONSTRUCTION_STANDARDS, f.project.standard).toLowerCase()}, na etapa de ${label(PROJECT_STAGES, f.project.stage).toLowerCase()}.`, marks: [`etapa de ${label(PROJECT_STAGES, f.project.stage).toLowerCase()}`] },
    { line: `Cliente: ${f.client.name}.`, marks: [f.client.name] },
  ];
  if (place) out.push({ line: `Terreno: ${place}.`, marks: [lot.address ?? place] });
  if (lot.area !== null) out.push({ line: `Área do terreno: ${formatArea(lot.area)}.`, marks: [formatArea(lot.area)] });
  if (lot.frontage !== null && lot.depth !== null) out.push({ line: `Frente e fundo do terreno: ${formatArea(lot.frontage).replace(" m²", " m")} × ${formatArea(lot.depth).replace(" m²", " m")}.`, marks: ["frente e fundo"] });
  if (lot.zoning) out.push({ line: `Zoneamento: ${lot.zoning}.`, marks: [lot.zoning] });
  if (lot.topography) out.push({ line: `Topografia: ${lot.topography}.`, marks: [lot.topography] });
  // The lot's urban parameters, with the law they were read from when the project says (R-PROJ-2).
  const pct = (n: number) => `${new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 }).format(n)} %`;
  const m = (n: number) => `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} m`;
  const limits = [
    lot.occupancyRate !== null ? `taxa de ocupação máxima de ${pct(lot.occupancyRate)}` : null,
    lot.floorAreaRatio !== null ? `coeficiente de aproveitamento de ${new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 }).format(lot.floorAreaRatio)}` : null,
    lot.permeability !== null ? `taxa de permeabilidade mínima de ${pct(lot.permeability)}` : null,
    lot.frontSetback !== null ? `recuo frontal de ${m(lot.frontSetback)}` : null,
    lot.sideSetback !== null ? `recuo lateral de ${m(lot.sideSetback)}` : null,
    lot.rearSetback !== null ? `recuo de fundos de ${m(lot.rearSetback)}` : null,
    lot.maxHeight !== null ? `altura máxima de ${m(lot.maxHeight)}` : null,
  ].filter((x): x is string => x !== null);
  if (limits.length > 0) out.push({ line: `Parâmetros do lote${lot.parametersSource ? ` (${lot.parametersSource})` : ""}: ${limits.join(", ")}.`, marks: ["parâmetros do lote"] });
  if (built !== null) out.push({ line: `Área construída${f.project.builtArea === null ? " estimada pelo programa de necessidades" : " prevista"}: ${formatArea(built)}.`, marks: [formatArea(built)] });
  if (rooms.length > 0) {
    const names = rooms.slice(0, 8).map((r) => r.name.trim()).filter(Boolean);
    out.push({ line: `Programa de necessidades: ${plural(rooms.length, "ambiente", "ambientes")} (${names.join(", ")}${rooms.length > names.length ? "…" : ""}).`, marks: ["programa de necessidades"] });
  }
  if (f.project.deadline) out.push({ line: `Prazo de entrega: ${brDay(f.project.deadline)}.`, marks: [brDay(f.project.deadline)] });
  if (f.materials.length > 0) out.push({ line: `Materiais especificados: ${f.materials.slice(0, 8).map((m) => m.name).join(", ")}.`, marks: ["materiais especificados"] });
  return out;
}

export const FACTS_HEADING = "Dados do projeto";

function longer(blocks: RichBlock[], facts: ProjectFacts): RichBlock[] {
  const text = fold(blocksToPlainText(blocks));
  const missing = factLines(facts).filter((f) => !f.marks.some((m) => text.includes(fold(m))));
  if (missing.length === 0) return blocks;
  return [...blocks, subheading(FACTS_HEADING), bullets(missing.map((f) => f.line))];
}

function asList(blocks: RichBlock[]): RichBlock[] {
  const out: RichBlock[] = [];
  for (const block of blocks) {
    if (block.type !== "paragraph") {
      out.push(block);
      continue;
    }
    const items = sentencesOf(join(block.content)).map((s): Inlines => [{ text: s }]);
    if (items.length === 0) continue;
    const last = out.at(-1);
    if (last?.type === "bulletList") last.items.push(...items);
    else out.push({ type: "bulletList", items });
  }
  return out;
}

/** Replaces words in every run, keeping bold and italic; a capital at a replaced word's start stays. */
function replaceInRuns(blocks: RichBlock[], replacements: [RegExp, string | ((match: string) => string)][]): RichBlock[] {
  const fix = (text: string) =>
    replacements.reduce(
      (t, [pattern, by]) =>
        t.replace(pattern, (match) => {
          const out = typeof by === "string" ? by : by(match);
          return match[0] && match[0] !== match[0].toLowerCase() ? out.charAt(0).toUpperCase() + out.slice(1) : out;
        }),
      text,
    );
  const runs = (content: Inlines): Inlines => content.map((i): Inline => ({ ...i, text: fix(i.text) })).filter((i) => i.text.length > 0);
  return blocks.map((block) => {
    switch (block.type) {
      case "heading":
      case "paragraph":
        return { ...block, content: runs(block.content) };
      case "bulletList":
      case "orderedList":
        return { ...block, items: block.items.map(runs) };
      case "table":
        return { ...block, rows: block.rows.map((row) => row.map(runs)) };
    }
  });
}

/** The client as addressing.ts wants them (R-CLIENT-3), formally when the rule asks for it. */
function addresseeOf(facts: ProjectFacts, form?: AddressForm): Addressee {
  return { ...facts.client, addressForm: form ?? facts.client.addressForm ?? null };
}

const w = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, "giu");

function formal(blocks: RichBlock[], facts: ProjectFacts): RichBlock[] {
  const sir = you(addresseeOf(facts, "formal"));
  return replaceInRuns(blocks, [
    [w("pras"), "para as"],
    [w("pros"), "para os"],
    [w("pra"), "para"],
    [w("pro"), "para o"],
    [w("tá"), "está"],
    [w("tô"), "estou"],
    [w("vc|você"), sir],
    [w("vcs|vocês"), "os senhores"],
    [/,?\s*né(?=[\s.,!?]|$)/giu, ""],
    [w("bacana|legalzinho"), "adequado"],
    [w("super"), "muito"],
    [w("coisas"), "elementos"],
    [w("coisa"), "elemento"],
    [/!+/g, "."],
  ]);
}

function toClient(blocks: RichBlock[], facts: ProjectFacts): RichBlock[] {
  const client = addresseeOf(facts);
  const them = you(client);
  const replaced = replaceInRuns(blocks, [
    [w("d[oa]s? client[ea]s?|d[oa] empresa contratante"), `de ${them}`],
    [w("aos? client[ea]s?|às? client[ea]s?|à empresa contratante"), `a ${them}`],
    [w("pel[oa]s? client[ea]s?|pela empresa contratante"), `por ${them}`],
    [w("[oa]s? client[ea]s?|a empresa contratante"), them],
  ]);
  const hello = greeting(client);
  const first = replaced[0];
  const greeted = first?.type === "paragraph" && join(first.content).trim().startsWith(hello);
  return greeted ? replaced : [{ type: "paragraph", content: [{ text: hello }] }, ...replaced];
}

/** The section rewritten by the rules, in order; equal to `blocks` when they change nothing. */
export function rewriteByRules(rules: readonly RewriteRule[], blocks: RichBlock[], facts: ProjectFacts): RichBlock[] {
  return rules.reduce<RichBlock[]>((current, rule) => {
    switch (rule) {
      case "encurtar":
        return shorter(current);
      case "detalhar":
        return longer(current, facts);
      case "topicos":
        return asList(current);
      case "formal":
        return formal(current, facts);
      case "cliente":
        return toClient(current, facts);
    }
  }, structuredClone(blocks));
}

/** Key order and absent marks do not make two contents different. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== false)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Whether two contents (sections, blocks) say the same: a new version of it would be empty. */
export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
