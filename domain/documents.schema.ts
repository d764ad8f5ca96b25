import { CLIENT_KIND_IDS } from "./addressing";
import { briefingContentSchema } from "./briefing.schema";
import { budgetContentSchema } from "./budget.schema";
import { idSchema } from "./ids";
import { DOCUMENT_TOO_LONG, isObject, richSectionsTooLong } from "./rich-text.schema";
import { DOCUMENT_KIND_IDS, VERSION_SOURCE_IDS, type DocumentKind } from "./documents";
import { programmeContentSchema } from "./needs-program.schema";
import { proposalContentSchema } from "./proposals/proposal.schema";
import { contractContentSchema } from "./service-contract/contract.schema";
import { recordRefSchema } from "./projects.schema";
import { authorshipFields, personRefSchema } from "./studios.schema";
import { referencesContentSchema, writtenContentSchema } from "./written-documents.schema";
import { z } from "./zod";

/**
 * The documents API's contract (R-DOC-1): one document per kind per project, its content typed by
 * its kind, every save a numbered version. A new kind adds its content schema to
 * DOCUMENT_CONTENT_SCHEMAS and its id to DOCUMENT_KINDS; routes, versions, the stale-save check
 * and export then work for it unchanged.
 */

export const DOCUMENT_CONTENT_SCHEMAS = {
  briefing: briefingContentSchema,
  programa: programmeContentSchema,
  conceito: writtenContentSchema,
  referencias: referencesContentSchema,
  memorial: writtenContentSchema,
  justificativa: writtenContentSchema,
  apresentacao: writtenContentSchema,
  orcamento: budgetContentSchema,
  proposta: proposalContentSchema,
  contrato: contractContentSchema,
} as const satisfies Record<DocumentKind, z.ZodType>;

export type DocumentContent<K extends DocumentKind = DocumentKind> = z.output<(typeof DOCUMENT_CONTENT_SCHEMAS)[K]>;

export const documentKindSchema = z.enum(DOCUMENT_KIND_IDS, { error: "Tipo de documento inválido." });

/** Who or what wrote a version. */
export const versionAuthorSchema = z
  .object({
    source: z.enum(VERSION_SOURCE_IDS),
    /** The member, when source is "usuario" (null once the account is gone). */
    user: personRefSchema.nullable(),
    /** The AI provider and model, when source is "ia"; "regras" when source is "offline" and the rules rewrote a section (decision 072). */
    provider: z.string().nullable(),
    model: z.string().nullable(),
  })
  .meta({ id: "AutorDaVersao", description: "Quem escreveu a versão: pessoa do estúdio, IA (provedor e modelo), gerador offline ou o cliente pelo link." });
export type VersionAuthor = z.output<typeof versionAuthorSchema>;

export const versionSummarySchema = z
  .object({
    number: z.number().int().min(1),
    author: versionAuthorSchema,
    /** Set when this version restored an earlier one. */
    restoredFrom: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "VersaoDoDocumento", description: "Uma versão salva de um documento." });
export type VersionSummary = z.output<typeof versionSummarySchema>;

const documentBase = {
  id: z.uuid(),
  project: recordRefSchema,
  client: recordRefSchema,
  /** The latest version's number: send it back as `baseVersion` when saving. */
  version: z.number().int().min(1),
  lastVersion: versionSummarySchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  ...authorshipFields,
};

/** A briefing's client, with the kind its questions are worded for (R-CLIENT-3). */
export const briefingClientSchema = recordRefSchema
  .extend({ kind: z.enum(CLIENT_KIND_IDS).nullable().describe("pessoa_feminina, pessoa_masculina, casal ou empresa; null se ainda não informado") })
  .meta({ id: "ClienteDoBriefing", description: "O cliente do briefing: as perguntas concordam com ele (uma pessoa, um casal, uma empresa)." });

/** A document with its latest content, typed by kind. */
export const documentSchema = z
  .discriminatedUnion("kind", [
    z.object({ ...documentBase, kind: z.literal("briefing"), client: briefingClientSchema, content: briefingContentSchema }),
    z.object({ ...documentBase, kind: z.literal("programa"), content: programmeContentSchema }),
    z.object({ ...documentBase, kind: z.literal("conceito"), content: writtenContentSchema }),
    z.object({ ...documentBase, kind: z.literal("referencias"), content: referencesContentSchema }),
    z.object({ ...documentBase, kind: z.literal("memorial"), content: writtenContentSchema }),
    z.object({ ...documentBase, kind: z.literal("justificativa"), content: writtenContentSchema }),
    z.object({ ...documentBase, kind: z.literal("apresentacao"), content: writtenContentSchema }),
    z.object({ ...documentBase, kind: z.literal("orcamento"), content: budgetContentSchema }),
    z.object({ ...documentBase, kind: z.literal("proposta"), content: proposalContentSchema }),
    z.object({ ...documentBase, kind: z.literal("contrato"), content: contractContentSchema }),
  ])
  // `type` beside `oneOf`: the reference at /api/docs (Scalar) refuses a schema that is only a oneOf.
  .meta({ id: "Documento", description: "Um documento do projeto com o conteúdo da versão mais recente.", type: "object" });
export type ProjectDocument = z.output<typeof documentSchema>;
export type ProjectDocumentOf<K extends DocumentKind> = Extract<ProjectDocument, { kind: K }>;

/** A row of the recent documents lists ("Briefings Recentes"). */
export const documentSummarySchema = z
  .object({
    id: z.uuid(),
    kind: documentKindSchema,
    project: recordRefSchema,
    client: recordRefSchema,
    /** The latest version's number, which is also how many versions it has (none is ever removed). */
    version: z.number().int().min(1),
    /** Briefing: questions answered out of the total; null for other kinds. */
    progress: z.object({ answered: z.number().int(), total: z.number().int() }).nullable(),
    /**
     * Budget: its design code and finish, total and price per m² in cents, and whether that total
     * is the CUB's basic cost (nothing outside the CUB, no BDI; decision 068); null for other kinds.
     */
    budget: z
      .object({ code: z.string(), finish: z.string().nullable(), total: z.number().int(), perM2: z.number().int().nullable(), basic: z.boolean().default(false) })
      .nullable()
      .default(null),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "ResumoDoDocumento", description: "Um documento como as listas de recentes o mostram." });
export type DocumentSummary = z.output<typeof documentSummarySchema>;
export const documentListSchema = z.array(documentSummarySchema);

/** `GET /api/documents?kind=`: the studio's documents of a kind (all kinds without it), newest first. */
export const documentListQuerySchema = z.object({ kind: documentKindSchema.optional() });

/** `POST /api/projects/:id/documents`: opens the project's document of that kind, creating it at version 1. */
export const createDocumentInputSchema = z.object({ kind: documentKindSchema });

/**
 * `PUT /api/documents/:id`: the whole new content, and the version it was edited from. A
 * `baseVersion` that is no longer the latest is a 409 (another tab, member or the client saved
 * in between); nothing is overwritten.
 */
export const saveDocumentInputSchema = z.object({
  baseVersion: z.number({ error: "Informe a versão de origem." }).int("Versão inválida.").min(1, "Versão inválida."),
  // The kind's own schema checks the content once the document is read; a written document over
  // the size limits is refused here already, before any query (decision 067).
  content: z.unknown().superRefine((content, ctx) => {
    if (isObject(content) && richSectionsTooLong(content.sections)) ctx.addIssue({ code: "custom", message: DOCUMENT_TOO_LONG, path: ["sections"] });
  }),
});
export type SaveDocumentInput = z.input<typeof saveDocumentInputSchema>;

export const versionListSchema = z.array(versionSummarySchema);

/** `GET /api/documents/:id/versions/:number`: one version with its content. */
export const versionDetailSchema = versionSummarySchema
  .extend({ kind: documentKindSchema, content: z.unknown().meta({ description: "O conteúdo dessa versão, no formato do tipo do documento." }) })
  .meta({ id: "VersaoComConteudo", description: "Uma versão com o conteúdo dela." });
export type VersionDetail = z.output<typeof versionDetailSchema>;

/** `/api/documents/{id}/versions/{number}`: a malformed id or number is the document's 404. */
export const versionParamsSchema = z.object({
  id: idSchema("Identificador inválido.").meta({ description: "Identificador (UUID) do documento." }),
  number: z.coerce.number().int().min(1).max(1_000_000).meta({ description: "Número da versão." }),
});

/**
 * `GET /api/documents/:id/export?format=&confirmar=`: PDF unless `docx` is asked for. A document
 * with gaps (GET …/gaps) is exported only with `confirmar=1`, after the person saw them (R-DOC-5).
 */
export const exportQuerySchema = z.object({
  format: z.enum(["pdf", "docx"], { error: "Formato inválido: use pdf ou docx." }).optional().default("pdf"),
  confirmar: z
    .enum(["1", "0", "true", "false"], { error: "Use confirmar=1 para exportar mesmo com trechos a completar." })
    .optional()
    .transform((v) => v === "1" || v === "true")
    .meta({ description: "1: exporta mesmo com trechos a completar ou seções em branco (a pessoa já viu a lista)." }),
  /**
   * The needs programme's page of sources (R-DOC-5): the architect's working reference, left out
   * of the file a client receives unless asked ("sim").
   */
  fontes: z
    .enum(["sim", "nao"], { error: "Use fontes=sim ou fontes=nao." })
    .optional()
    .default("nao")
    .describe("Programa de necessidades: \"sim\" inclui a página das fontes das áreas de referência."),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;
