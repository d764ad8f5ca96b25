import { z } from "./zod";
import { aiProviderIdSchema } from "./ai.schema";
import {
  CUSTOM_TAB_BLOCK_TEXT_MAX,
  CUSTOM_TAB_BLOCK_TITLE_MAX,
  CUSTOM_TAB_BLOCKS_MAX,
  CUSTOM_TAB_CONTENT_MAX,
  CUSTOM_TAB_LINK_LABEL_MAX,
  CUSTOM_TAB_LINK_URL_MAX,
  CUSTOM_TAB_LINKS_MAX,
  CUSTOM_TAB_NAME_MAX,
  CUSTOM_TAB_NOTES_MAX,
  CUSTOM_TAB_SHORTCUTS_MAX,
  isWebUrl,
  notWebUrlMessage,
} from "./custom-tabs";
import { idSchema } from "./ids";
import { nameText, optionalText, optionalTitleText } from "./text-fields";

/**
 * The custom tabs API's contract (`/api/custom-tabs`, R-TAB-1..R-TAB-4): the tool form that
 * creates a tab, the tab as it is edited (PUT) and as the routes answer it.
 */

const fmt = (n: number) => n.toLocaleString("pt-BR");

export const customTabNameSchema = nameText({ missing: "Dê um nome à aba.", max: CUSTOM_TAB_NAME_MAX, tooLong: `O nome da aba pode ter no máximo ${CUSTOM_TAB_NAME_MAX} caracteres.` });

/** R-TAB-2: an http:// or https:// address, or the message naming what was typed. */
export const linkUrlSchema = z
  .string({ error: "Informe o endereço do atalho." })
  .trim()
  .min(1, "Informe o endereço do atalho.")
  .max(CUSTOM_TAB_LINK_URL_MAX, `O endereço pode ter no máximo ${fmt(CUSTOM_TAB_LINK_URL_MAX)} caracteres.`)
  .superRefine((value, ctx) => {
    if (!isWebUrl(value)) ctx.addIssue({ code: "custom", message: notWebUrlMessage(value) });
  });

export const customTabBlockInputSchema = z
  .object({
    /** An existing block's id; a new block has none (the server gives it one). */
    id: idSchema("Bloco inválido.").optional(),
    title: optionalTitleText(CUSTOM_TAB_BLOCK_TITLE_MAX, "O título do bloco"),
    text: z
      .string({ error: "O texto do bloco deve ser um texto." })
      .trim()
      .max(CUSTOM_TAB_BLOCK_TEXT_MAX, `O texto do bloco pode ter no máximo ${fmt(CUSTOM_TAB_BLOCK_TEXT_MAX)} caracteres.`)
      .optional()
      .default(""),
  })
  .superRefine((block, ctx) => {
    if (!block.title && !block.text) ctx.addIssue({ code: "custom", path: ["text"], message: "Escreva um título ou um texto no bloco (ou remova-o)." });
  });

export const customTabLinkInputSchema = z.object({
  url: linkUrlSchema,
  label: optionalTitleText(CUSTOM_TAB_LINK_LABEL_MAX, "O nome do atalho"),
});

/** `PUT /api/custom-tabs/:id`: the whole tab, blocks in their new order. */
export const customTabInputSchema = z.object({
  name: customTabNameSchema,
  blocks: z
    .array(customTabBlockInputSchema, { error: "Os blocos devem ser uma lista." })
    .max(CUSTOM_TAB_BLOCKS_MAX, `A aba pode ter no máximo ${CUSTOM_TAB_BLOCKS_MAX} blocos.`)
    .superRefine((blocks, ctx) => {
      const ids = blocks.map((b) => b.id).filter(Boolean);
      if (new Set(ids).size < ids.length) ctx.addIssue({ code: "custom", message: "Há blocos repetidos." });
    }),
  links: z
    .array(customTabLinkInputSchema, { error: "Os atalhos devem ser uma lista." })
    .max(CUSTOM_TAB_LINKS_MAX, `A aba pode ter no máximo ${CUSTOM_TAB_LINKS_MAX} atalhos.`),
  notes: optionalText(CUSTOM_TAB_NOTES_MAX, "As notas"),
});
export type CustomTabInput = z.input<typeof customTabInputSchema>;
export type CustomTabInputData = z.output<typeof customTabInputSchema>;

/** `POST /api/custom-tabs`: the tool form's inputs (R-TOOL-2), split and checked by customTabFromForm. */
export const customTabFormSchema = z.object({
  nomeAba: z.string({ error: "Dê um nome à aba." }).max(CUSTOM_TAB_NAME_MAX * 4, `O nome da aba pode ter no máximo ${CUSTOM_TAB_NAME_MAX} caracteres.`).optional(),
  conteudo: z.string({ error: "O conteúdo deve ser um texto." }).max(CUSTOM_TAB_CONTENT_MAX, `O conteúdo pode ter no máximo ${fmt(CUSTOM_TAB_CONTENT_MAX)} caracteres.`).optional(),
  atalhos: z.string({ error: "Os atalhos devem ser um texto." }).max(CUSTOM_TAB_SHORTCUTS_MAX, `Os atalhos podem ter no máximo ${fmt(CUSTOM_TAB_SHORTCUTS_MAX)} caracteres.`).optional(),
  notas: z.string({ error: "As notas devem ser um texto." }).max(CUSTOM_TAB_NOTES_MAX * 2, `As notas podem ter no máximo ${fmt(CUSTOM_TAB_NOTES_MAX)} caracteres.`).optional(),
});
export type CustomTabFormInput = z.input<typeof customTabFormSchema>;

// ─── Responses ───────────────────────────────────────────────────────────────────────────────

export const customTabBlockSchema = z.object({ id: z.string(), title: z.string().nullable(), text: z.string() });
export type CustomTabBlock = z.infer<typeof customTabBlockSchema>;

export const customTabLinkSchema = z.object({ url: z.string(), label: z.string().nullable() });
export type CustomTabLink = z.infer<typeof customTabLinkSchema>;

export const customTabSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    blocks: z.array(customTabBlockSchema),
    links: z.array(customTabLinkSchema),
    notes: z.string().nullable(),
    position: z.number().int(),
    /** How the AI (or the rules, `adviceProvider: "offline"`) suggests organising the tab, in markdown. */
    advice: z.string().nullable(),
    adviceProvider: aiProviderIdSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AbaPersonalizada", description: "Uma aba pessoal: blocos de conteúdo em ordem, atalhos (só http/https) e notas." });
export type CustomTab = z.infer<typeof customTabSchema>;

export const customTabSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  blockCount: z.number().int(),
  linkCount: z.number().int(),
  updatedAt: z.string(),
});
export type CustomTabSummary = z.infer<typeof customTabSummarySchema>;

export const customTabListSchema = z
  .object({ tabs: z.array(customTabSummarySchema) })
  .meta({ id: "AbasPersonalizadas", description: "As abas da pessoa no estúdio, na ordem do menu lateral." });
export type CustomTabList = z.infer<typeof customTabListSchema>;
