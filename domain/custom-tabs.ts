import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacters, hiddenCharacterMessage } from "./text-fields";
import { RULES_DONE_TEXT } from "./result-origin";
import { plural } from "./addressing";

/**
 * A person's own tabs (R-TAB-1..R-TAB-4): the limits, the one rule for a link (http or https,
 * R-TAB-2), how the tool form's free text becomes blocks and links, the AI's prompt, and the
 * advice written by rules when no provider answers. Pure: the server and the web both use it.
 */

export const CUSTOM_TAB_NAME_MAX = 60;
export const CUSTOM_TAB_BLOCKS_MAX = 30;
export const CUSTOM_TAB_BLOCK_TITLE_MAX = 120;
export const CUSTOM_TAB_BLOCK_TEXT_MAX = 5_000;
export const CUSTOM_TAB_LINKS_MAX = 30;
export const CUSTOM_TAB_LINK_URL_MAX = 2_000;
export const CUSTOM_TAB_LINK_LABEL_MAX = 120;
export const CUSTOM_TAB_NOTES_MAX = 5_000;
/** The form's free text for the blocks (before it is split). */
export const CUSTOM_TAB_CONTENT_MAX = 50_000;
/** The form's free text for the links (one per line). */
export const CUSTOM_TAB_SHORTCUTS_MAX = 40_000;
/** How many tabs one person may have in one studio (R-TAB-1). */
export const CUSTOM_TABS_PER_PERSON = 20;

/** A first line up to this long, not ending a sentence, is the block's title. */
const TITLE_LINE_MAX = 60;

export interface CustomTabBlockData {
  title: string | null;
  text: string;
}

export interface CustomTabLinkData {
  url: string;
  label: string | null;
}

/** What a tab holds (blocks without their ids: the server gives them). */
export interface CustomTabData {
  name: string;
  blocks: CustomTabBlockData[];
  links: CustomTabLinkData[];
  notes: string | null;
}

/** The tool form's inputs (R-TOOL-2), as the browser sends them. */
export interface CustomTabForm {
  nomeAba?: string | undefined;
  conteudo?: string | undefined;
  atalhos?: string | undefined;
  notas?: string | undefined;
}

const fmt = (n: number) => n.toLocaleString("pt-BR");

/** A value quoted in a message, cut when long (a pasted paragraph is not repeated whole). */
export function quoted(value: string): string {
  const v = value.trim();
  return `“${v.length > 60 ? `${v.slice(0, 57)}…` : v}”`;
}

/**
 * R-TAB-2: a link is an absolute http:// or https:// address with a host and no spaces.
 * `javascript:`, `data:`, `ftp:`, `mailto:` and addresses without a scheme are refused.
 */
export function isWebUrl(value: string): boolean {
  const v = value.trim();
  if (!/^https?:\/\//i.test(v) || /\s/.test(v) || v.length > CUSTOM_TAB_LINK_URL_MAX) return false;
  try {
    const url = new URL(v);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The message for a refused link (R-TAB-2). */
export function notWebUrlMessage(value: string): string {
  return `${quoted(value)} não é um endereço http ou https.`;
}

/** The host a link is shown by ("www." dropped): the default label of a shortcut. */
export function linkHost(url: string): string {
  try {
    return new URL(url.trim()).hostname.replace(/^www\./i, "").toLowerCase();
  } catch {
    return url.trim();
  }
}

/** What a link shows: its label, or its host. */
export const linkText = (link: CustomTabLinkData) => link.label?.trim() || linkHost(link.url);

/**
 * The form's "Conteúdo" as blocks (R-TAB-1): a blank line starts a new block. A block of several
 * lines whose first line is short (up to 60 characters) and does not end a sentence (".", "!",
 * "?", ",", ";") takes that line as its title, a trailing ":" dropped; otherwise it has no title.
 */
export function blocksFromText(text: string): CustomTabBlockData[] {
  const chunks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.replace(/^\s*\n|\s+$/g, ""))
    .filter((chunk) => chunk.trim() !== "");
  return chunks.map((chunk) => {
    const lines = chunk.split("\n");
    // A tab pasted between words of the title line is a space, as the title shows it.
    const first = lines[0]!.replace(/\s+/g, " ").trim();
    const rest = lines.slice(1).join("\n").trim();
    if (rest && first.length <= TITLE_LINE_MAX && !/[.!?,;]$/.test(first)) {
      return { title: first.replace(/\s*:$/, "") || null, text: rest };
    }
    return { title: null, text: chunk.trim() };
  });
}

/**
 * The form's "Atalhos" as links (R-TAB-2): one address per line, blank lines ignored, the same
 * address once; each labelled by its host. A line that is not an http(s) address is an error
 * naming its line number (counted as the text area shows it).
 */
export function linksFromText(text: string): { links: CustomTabLinkData[]; errors: string[] } {
  const links: CustomTabLinkData[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!line) return;
      if (!isWebUrl(line)) {
        errors.push(`Linha ${index + 1}: ${notWebUrlMessage(line)}`);
        return;
      }
      if (seen.has(line)) return;
      seen.add(line);
      links.push({ url: line, label: linkHost(line) });
    });
  return { links, errors };
}

/**
 * The tool form (nomeAba, conteudo, atalhos, notas) as a tab, or the problems per input (keys are
 * the inputs' ids, as a 422's `fields`). Every rule of the tab's own schema is checked here too.
 */
export function customTabFromForm(form: CustomTabForm): { data: CustomTabData } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = (form.nomeAba ?? "").trim();
  if (!name) errors.nomeAba = "Dê um nome à aba.";
  else if (name.length > CUSTOM_TAB_NAME_MAX) errors.nomeAba = `O nome da aba pode ter no máximo ${CUSTOM_TAB_NAME_MAX} caracteres.`;
  else if (hasHiddenCharacters(name)) errors.nomeAba = HIDDEN_CHARACTER_MESSAGE;

  const content = form.conteudo ?? "";
  const blocks = content.length > CUSTOM_TAB_CONTENT_MAX ? [] : blocksFromText(content);
  if (content.length > CUSTOM_TAB_CONTENT_MAX) errors.conteudo = `O conteúdo pode ter no máximo ${fmt(CUSTOM_TAB_CONTENT_MAX)} caracteres.`;
  else if (blocks.length > CUSTOM_TAB_BLOCKS_MAX)
    errors.conteudo = `O conteúdo tem ${blocks.length} blocos; o máximo é ${CUSTOM_TAB_BLOCKS_MAX}. Junte alguns (os blocos são separados por linhas em branco).`;
  else {
    const long = blocks.findIndex((b) => b.text.length > CUSTOM_TAB_BLOCK_TEXT_MAX);
    const hidden = blocks.findIndex((b) => b.title !== null && hasHiddenCharacters(b.title));
    if (long >= 0) errors.conteudo = `O bloco ${long + 1} passa de ${fmt(CUSTOM_TAB_BLOCK_TEXT_MAX)} caracteres: separe-o com uma linha em branco.`;
    else if (hidden >= 0) errors.conteudo = hiddenCharacterMessage(`O título do bloco ${hidden + 1}`);
  }

  const shortcuts = form.atalhos ?? "";
  const parsed = shortcuts.length > CUSTOM_TAB_SHORTCUTS_MAX ? { links: [], errors: [`Os atalhos podem ter no máximo ${fmt(CUSTOM_TAB_SHORTCUTS_MAX)} caracteres.`] } : linksFromText(shortcuts);
  if (parsed.errors.length) errors.atalhos = parsed.errors.join(" ");
  else if (parsed.links.length > CUSTOM_TAB_LINKS_MAX) errors.atalhos = `São ${parsed.links.length} atalhos; o máximo é ${CUSTOM_TAB_LINKS_MAX}.`;

  const notes = (form.notas ?? "").trim();
  if (notes.length > CUSTOM_TAB_NOTES_MAX) errors.notas = `As notas podem ter no máximo ${fmt(CUSTOM_TAB_NOTES_MAX)} caracteres.`;

  if (Object.keys(errors).length) return { errors };
  return { data: { name, blocks, links: parsed.links, notes: notes || null } };
}

// ─── The AI's advice (R-TAB-4) ───────────────────────────────────────────────────────────────

/** The system prompt (R-TOOL-4: a role), owned by the server. */
export const CUSTOM_TAB_SYSTEM_PROMPT =
  "Você é um arquiteto experiente e muito organizado que ajuda colegas de escritório a montar um painel pessoal de trabalho. " +
  "Responda em português do Brasil, em tópicos curtos e práticos: como agrupar e ordenar os blocos de informação, " +
  "que títulos dar a eles, como organizar os links por tema e o que vale guardar nas notas. Não invente links nem dados.";

/** Longest value of one input in the prompt (the prompt stays within the AI helper's 8.000 characters). */
const PROMPT_VALUE_MAX = 1_800;

/** The prompt (R-TOOL-4): each filled input as an "id: value" line, then the request. */
export function customTabPrompt(form: CustomTabForm): string {
  const lines = (["nomeAba", "conteudo", "atalhos", "notas"] as const)
    .map((id) => [id, (form[id] ?? "").trim()] as const)
    .filter(([, value]) => value)
    .map(([id, value]) => `${id}: ${value.length > PROMPT_VALUE_MAX ? `${value.slice(0, PROMPT_VALUE_MAX)}…` : value}`);
  return `${lines.join("\n")}\n\nFaça uma análise detalhada desta aba personalizada e sugira como organizá-la: a ordem e os títulos dos blocos, os grupos de links e o uso das notas.`;
}

/** Themes a link's host suggests (the first that matches names its group). */
const THEMES: readonly { test: RegExp; name: string }[] = [
  { test: /(^|\.)gov\.br$|prefeitura|\.sp\.gov|\.rj\.gov|cau(br)?\.|crea-/, name: "Prefeitura e órgãos públicos" },
  { test: /abnt|normas|target\.com\.br/, name: "Normas técnicas" },
  { test: /archdaily|dezeen|pinterest|behance|houzz|instagram|designboom|casavogue|archello/, name: "Referências e inspiração" },
  { test: /drive\.google|dropbox|onedrive|sharepoint|box\.com|wetransfer/, name: "Arquivos na nuvem" },
  { test: /maps\.google|google\.[a-z.]+\/maps|openstreetmap|earth\.google/, name: "Mapas e terrenos" },
  { test: /leroymerlin|tigre|deca|portobello|eliane|suvinil|duratex|tokstok|etna|telhanorte/, name: "Fornecedores e materiais" },
];

function themeOf(url: string): string | null {
  const host = linkHost(url);
  const full = url.toLowerCase();
  return THEMES.find((t) => t.test.test(host) || t.test.test(full))?.name ?? null;
}

/** A block's title suggested from its first words (up to six, without the last punctuation). */
export function suggestedTitle(text: string): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ").slice(0, 6).join(" ");
  const clean = words.replace(/[.,;:!?…]+$/, "");
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

const LONG_BLOCK = 800;
const MANY_BLOCKS = 8;
const MANY_LINKS = 8;
const LONG_NOTES = 1_200;

/**
 * The advice written by rules (no provider configured, quota used up, a provider failing): links
 * grouped by theme and by site, titles suggested for untitled blocks, long blocks and notes
 * pointed out. Markdown in pt-BR that says it was written without AI.
 */
export function offlineCustomTabAdvice(tab: CustomTabData): string {
  const out: string[] = [`**Sugestões para organizar a aba “${tab.name}”**`];

  // Blocks.
  const blockTips: string[] = [];
  if (tab.blocks.length === 0) {
    blockTips.push("- A aba ainda não tem blocos de conteúdo: escreva o que quer ter sempre à mão (contatos da obra, dados do terreno, prazos), separando os assuntos com uma linha em branco.");
  } else {
    blockTips.push(`- ${plural(tab.blocks.length, "bloco", "blocos")} de conteúdo. Coloque no alto o que você consulta todos os dias; use "Mover para cima" e "Mover para baixo" para reordenar.`);
    tab.blocks.forEach((block, i) => {
      if (!block.title) blockTips.push(`- Bloco ${i + 1} está sem título: que tal “${suggestedTitle(block.text)}”?`);
      if (block.text.length > LONG_BLOCK) blockTips.push(`- Bloco ${i + 1}${block.title ? ` (“${block.title}”)` : ""} é longo (${fmt(block.text.length)} caracteres): divida-o em blocos menores, um assunto por bloco.`);
    });
    if (tab.blocks.length > MANY_BLOCKS) blockTips.push(`- Com ${tab.blocks.length} blocos, vale separar em duas abas por assunto (por exemplo, uma por obra).`);
    const titles = tab.blocks.map((b) => b.title?.toLowerCase()).filter(Boolean);
    if (new Set(titles).size < titles.length) blockTips.push("- Há blocos com o mesmo título: junte-os ou dê nomes que os diferenciem.");
  }
  out.push(`**Blocos**\n${blockTips.join("\n")}`);

  // Links.
  if (tab.links.length === 0) {
    out.push("**Atalhos**\n- Nenhum atalho ainda: acrescente os sites que você abre com frequência (prefeitura, normas, fornecedores, a pasta do projeto na nuvem), um por linha.");
  } else {
    const groups = new Map<string, string[]>();
    for (const link of tab.links) {
      const group = themeOf(link.url) ?? linkHost(link.url);
      groups.set(group, [...(groups.get(group) ?? []), linkText(link)]);
    }
    const linkTips = [`- ${plural(tab.links.length, "atalho", "atalhos")}, em ${plural(groups.size, "grupo", "grupos")}:`];
    for (const [group, labels] of [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0], "pt-BR"))) {
      linkTips.push(`  - **${group}** (${labels.length}): ${[...new Set(labels)].join(", ")}`);
    }
    const sameSite = [...groups].filter(([, labels]) => labels.length > 1).map(([g]) => g);
    if (sameSite.length) linkTips.push(`- Vários atalhos em ${sameSite.map((g) => `“${g}”`).join(", ")}: dê a cada um um nome que diga a página (por exemplo, “Consulta de alvará”).`);
    const insecure = tab.links.filter((l) => /^http:\/\//i.test(l.url));
    if (insecure.length) linkTips.push(`- ${plural(insecure.length, "atalho usa", "atalhos usam")} http:// sem o “s”: se o site tiver a versão https://, prefira-a (${insecure.map((l) => linkHost(l.url)).join(", ")}).`);
    if (tab.links.length > MANY_LINKS) linkTips.push("- Com muitos atalhos, deixe os mais usados no início da lista.");
    out.push(`**Atalhos**\n${linkTips.join("\n")}`);
  }

  // Notes and name.
  const other: string[] = [];
  if (!tab.notes) other.push("- Use as notas para pendências e lembretes rápidos; o que for consulta permanente fica melhor em um bloco.");
  else if (tab.notes.length > LONG_NOTES) other.push(`- As notas estão longas (${fmt(tab.notes.length)} caracteres): passe o que for permanente para um bloco com título.`);
  else other.push("- Revise as notas de tempos em tempos e apague o que já foi resolvido.");
  if (tab.name.length > 30) other.push(`- O nome tem ${tab.name.length} caracteres e aparece no menu lateral: um nome curto fica mais fácil de achar.`);
  out.push(`**Notas**\n${other.join("\n")}`);

  // Who did the work, and no advice the person cannot follow (decision 079).
  out.push(`_${RULES_DONE_TEXT}_`);
  return out.join("\n\n");
}
