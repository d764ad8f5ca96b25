import { idSchema } from "./ids";
import { checkedFirst } from "./bounded";
import { DOCUMENT_SECTIONS_MAX, DOCUMENT_TOO_LONG, richBlocksSchema, richSectionsTooLong } from "./rich-text.schema";
import { titleText } from "./text-fields";
import { z } from "./zod";

/**
 * The written documents' content (R-DOC-6): concept, descriptive memorial, justification and
 * presentation text are sections of rich text, each with a stable key (what "Reescrever com IA"
 * names) and its title. The sections a new draft has come from domain/written-documents.ts; the
 * architect may keep, empty or rewrite each. The references document (R-DOC-7) is a list.
 */

export const sectionKeySchema = z.string().regex(/^[a-z0-9-]{1,64}$/, "Seção inválida.");

export const writtenSectionSchema = z.object({
  key: sectionKeySchema,
  title: titleText({ missing: "Informe o título da seção.", max: 160, tooLong: "O título da seção pode ter no máximo 160 caracteres.", label: "O título da seção" }),
  blocks: richBlocksSchema,
});
export type WrittenSection = z.output<typeof writtenSectionSchema>;

export const writtenContentSchema = z
  .object({
    // At most 80 sections, and 2,000 blocks and 4,000 runs of text in all of them together,
    // counted before any is parsed (decision 067).
    sections: checkedFirst(
      z
        .array(writtenSectionSchema)
        .max(DOCUMENT_SECTIONS_MAX, `No máximo ${DOCUMENT_SECTIONS_MAX} seções.`)
        .refine((sections) => new Set(sections.map((s) => s.key)).size === sections.length, "Há seções repetidas."),
      richSectionsTooLong,
      DOCUMENT_TOO_LONG,
    ),
  })
  .meta({ id: "ConteudoEscrito", description: "Seções de texto (títulos, parágrafos, listas e tabelas) de um conceito, memorial, justificativa ou texto de apresentação." });
export type WrittenContent = z.output<typeof writtenContentSchema>;

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

export const referenceItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, "Referência inválida."),
  url: z
    .string()
    .trim()
    .max(2_000, "O endereço pode ter no máximo 2.000 caracteres.")
    .regex(HTTP_URL, "Informe um endereço que comece com http:// ou https://."),
  title: titleText({ missing: "Informe o título da referência.", max: 200, tooLong: "O título pode ter no máximo 200 caracteres.", label: "O título" }),
  note: z.string().trim().max(2_000, "A observação pode ter no máximo 2.000 caracteres.").default(""),
  /** An uploaded image (GET /api/files/{id}), checked by its bytes when it was sent. */
  imageId: z.uuid("Imagem inválida.").nullable().default(null),
  savedAt: z.iso.datetime(),
});
export type ReferenceItem = z.output<typeof referenceItemSchema>;
export type ReferenceItemInput = z.input<typeof referenceItemSchema>;

export const referencesContentSchema = z
  .object({
    /** The search words the last "Iniciar pesquisa" proposed (or the architect typed). */
    keywords: z.array(z.string().trim().min(1).max(60, "Cada palavra-chave pode ter no máximo 60 caracteres.")).max(20, "No máximo 20 palavras-chave."),
    items: z.array(referenceItemSchema).max(300, "No máximo 300 referências por projeto."),
  })
  .meta({ id: "ConteudoDasReferencias", description: "Palavras-chave da pesquisa e referências salvas do projeto." });
export type ReferencesContent = z.output<typeof referencesContentSchema>;

/**
 * What "Gerar novamente" writes (decision 075): "empty" only the sections without text, so the
 * architect's own writing stays; "all" every section (the previous text stays in the history).
 */
export const DRAFT_SCOPES = [
  { id: "empty", label: "Só as seções vazias" },
  { id: "all", label: "Tudo" },
] as const;
export type DraftScope = (typeof DRAFT_SCOPES)[number]["id"];

/** `POST /api/documents/{id}/generate`: a first draft (or a new one) of every section, or of the empty ones, from the project's data. */
export const generateDraftInputSchema = z.object({
  /** The version the editor shows: a newer one (saved elsewhere) is a 409 and nothing is generated. */
  baseVersion: z.number({ error: "Informe a versão de origem." }).int("Versão inválida.").min(1, "Versão inválida."),
  allowOffline: z.boolean().optional().default(false),
  scope: z
    .enum(["empty", "all"], { error: "Escolha o que gerar: só as seções vazias ou tudo." })
    .optional()
    .default("all")
    .describe("empty: só as seções sem texto; all: todas (padrão)."),
});
export type GenerateDraftInput = z.input<typeof generateDraftInputSchema>;

/** `POST /api/documents/{id}/sections/{key}/rewrite`: one section again, the others untouched. */
export const rewriteSectionInputSchema = z.object({
  allowOffline: z.boolean().optional().default(false),
  /** What the architect wants changed ("mais curto", "cite a NBR 15575"…). */
  instruction: z.string().trim().max(500, "A instrução pode ter no máximo 500 caracteres.").optional().default(""),
});
export type RewriteSectionInput = z.input<typeof rewriteSectionInputSchema>;

export const sectionParamsSchema = z.object({
  id: idSchema("Identificador inválido.").meta({ description: "Identificador (UUID) do documento." }),
  key: sectionKeySchema.meta({ description: "A chave da seção (por exemplo `fundacoes`)." }),
});

/** `POST /api/documents/{id}/duplicate`: a copy of the latest version into another project of the studio. */
export const duplicateDocumentInputSchema = z.object({ projectId: z.uuid("Escolha o projeto.") });

/** `POST /api/projects/{id}/references/keywords`: search words from the briefing and the concept. */
export const referenceKeywordsInputSchema = z.object({ allowOffline: z.boolean().optional().default(false) });
