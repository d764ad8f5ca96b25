import { and, asc, eq } from "drizzle-orm";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import type { ProjectFacts } from "#domain/project-facts";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, documentVersion, project as projectTable, projectDocument, projectMaterial, studio, user } from "#server/db/schema";
import { MATERIAL_CATEGORIES, MATERIALS } from "#domain/materials-catalogue";
import { AppError } from "#server/lib/errors";
import { landPlot } from "#server/lib/land-plot";

/**
 * Everything the studio has stored about a project, for a written document's draft and the
 * references' keywords (R-DOC-6, R-DOC-7): the project and its plot (404 for another studio's),
 * the studio's and the asking member's names, and the latest briefing, programme, concept and
 * references of the project.
 */
export async function loadProjectFacts({ db, scope, projectId }: { db: Db; scope: StudioScope; projectId: string }): Promise<ProjectFacts> {
  const [project] = await db
    .select({ p: projectTable, clientName: client.name, clientKind: client.kind, clientAddressForm: client.addressForm })
    .from(projectTable)
    .innerJoin(client, eq(client.id, projectTable.clientId))
    .where(and(eq(projectTable.id, projectId), eq(projectTable.studioId, scope.studioId)));
  if (!project) throw new AppError("not_found", 404, "Projeto não encontrado.");
  const { p } = project;
  const [names] = await db
    .select({ studioName: studio.name, authorName: user.name })
    .from(studio)
    .leftJoin(user, eq(user.id, scope.userId))
    .where(eq(studio.id, scope.studioId));
  const documents = await db
    .select({ kind: projectDocument.kind, content: documentVersion.content })
    .from(projectDocument)
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, scope.studioId)));
  const latest = <K extends "briefing" | "programa" | "conceito" | "referencias">(kind: K) => {
    const row = documents.find((d) => d.kind === kind);
    return row ? DOCUMENT_CONTENT_SCHEMAS[kind].parse(row.content) : null;
  };
  return {
    project: { name: p.name, type: p.type, standard: p.standard, stage: p.stage, builtArea: p.builtArea, deadline: p.deadline },
    client: { name: project.clientName, kind: project.clientKind, addressForm: project.clientAddressForm },
    landPlot: landPlot(p),
    studio: { name: names?.studioName ?? "" },
    author: { name: names?.authorName ?? "" },
    briefing: latest("briefing") as ProjectFacts["briefing"],
    programme: latest("programa") as ProjectFacts["programme"],
    concept: latest("conceito") as ProjectFacts["concept"],
    budget: (() => {
      const row = documents.find((d) => d.kind === "orcamento");
      return row ? DOCUMENT_CONTENT_SCHEMAS.orcamento.parse(row.content) : null;
    })(),
    references: (latest("referencias") as { items: ProjectFacts["references"] } | null)?.items ?? [],
    materials: (await db.select().from(projectMaterial).where(and(eq(projectMaterial.projectId, projectId), eq(projectMaterial.studioId, scope.studioId))).orderBy(asc(projectMaterial.createdAt))).flatMap((r) => {
      const m = MATERIALS.find((x) => x.id === r.materialId);
      return m ? [{ name: m.name, category: MATERIAL_CATEGORIES.find((c) => c.id === m.category)?.label ?? m.category, norm: m.norm, note: r.note }] : [];
    }),
  };
}
