import { and, eq } from "drizzle-orm";
import type { ProjectFacts } from "#domain/project-facts";
import { blocksToPlainText } from "#domain/rich-text";
import { offlineDraft } from "#server/ai/offline/written-documents";
import { writtenContentSchema, type WrittenContent } from "#domain/written-documents.schema";
import type { Db } from "#server/db/client";
import { documentVersion, projectDocument } from "#server/db/schema";

/** A written document's text as plain paragraphs, one per block, separated by blank lines. */
export function writtenAsText(content: WrittenContent): string {
  return content.sections
    .map((section) =>
      section.blocks
        .map((block) => blocksToPlainText([block]).trim())
        .filter(Boolean)
        .join("\n\n"),
    )
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The presentation's text when it has none of its own: the project's "Texto de apresentação"
 * (written with AI or offline in its editor), else an offline draft from what the project holds.
 */
export async function projectPresentationText(db: Db, studioId: string, projectId: string, facts: ProjectFacts): Promise<{ source: "documento" | "offline"; documentId: string | null; text: string }> {
  const [row] = await db
    .select({ id: projectDocument.id, content: documentVersion.content })
    .from(projectDocument)
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, studioId), eq(projectDocument.kind, "apresentacao")));
  if (row) {
    const text = writtenAsText(writtenContentSchema.parse(row.content));
    if (text) return { source: "documento", documentId: row.id, text };
  }
  return { source: "offline", documentId: row?.id ?? null, text: writtenAsText(offlineDraft("apresentacao", facts)) };
}
