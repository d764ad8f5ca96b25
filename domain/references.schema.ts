import { documentSchema } from "./documents.schema";
import { generatedBySchema } from "./generation.schema";
import { idSchema } from "./ids";
import { recordRefSchema } from "./projects.schema";
import { referenceItemSchema } from "./written-documents.schema";
import { z } from "./zod";

/**
 * The references API (R-DOC-7). The project's references document (kind "referencias") holds the
 * search words and the saved references; these are the routes around it: the words proposed
 * from the briefing and the concept, one reference added or removed under the document's lock
 * (its image checked to be the studio's), and every saved reference of the studio.
 */

export const searchLinkSchema = z.object({
  site: z.enum(["archdaily", "pinterest", "behance", "imagens"]),
  label: z.string(),
  url: z.url(),
});

/** `POST /api/projects/{id}/references/keywords`: the words, saved as a new version of the project's references. */
export const referenceKeywordsResponseSchema = z
  .object({
    document: documentSchema,
    keywords: z.array(z.string()),
    links: z.array(searchLinkSchema),
    generatedBy: generatedBySchema,
  })
  .meta({ id: "PalavrasChaveDaPesquisa", description: "Palavras-chave para pesquisar referências, as buscas nas plataformas e quem as propôs." });
export type ReferenceKeywordsResponse = z.output<typeof referenceKeywordsResponseSchema>;

/** `POST /api/projects/{id}/references`: a reference saved to the project (the server gives its id and date). */
export const addReferenceInputSchema = referenceItemSchema.pick({ url: true, title: true, note: true, imageId: true });
export type AddReferenceInput = z.input<typeof addReferenceInputSchema>;

/** `DELETE /api/documents/{id}/references/{itemId}`. */
export const referenceParamsSchema = z.object({
  id: idSchema("Identificador inválido.").meta({ description: "Identificador (UUID) do documento de referências." }),
  itemId: referenceItemSchema.shape.id.meta({ description: "Identificador da referência." }),
});

/** A row of "Referências salvas": the reference with its document, project and client. */
export const savedReferenceSchema = referenceItemSchema
  .extend({ documentId: z.uuid(), project: recordRefSchema, client: recordRefSchema })
  .meta({ id: "ReferenciaSalva", description: "Uma referência salva num projeto do estúdio." });
export type SavedReference = z.output<typeof savedReferenceSchema>;
export const savedReferenceListSchema = z.array(savedReferenceSchema);
