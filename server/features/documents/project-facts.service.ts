import { and, asc, eq } from "drizzle-orm";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import type { ProjectFacts } from "#domain/project-facts";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { client, documentVersion, project as projectTable, projectDocument, projectMaterial, studio, studioMember, user } from "#server/db/schema";
import { MATERIAL_CATEGORIES, MATERIALS } from "#domain/materials-catalogue";
import { cityOfAddress } from "#domain/profile";
import { AppError } from "#server/lib/errors";
import { landPlot } from "#server/lib/land-plot";

/**
 * Everything the studio has stored about a project, for a written document's draft and the
 * references' keywords (R-DOC-6, R-DOC-7): the project and its plot (404 for another studio's),
 * the studio's and the asking member's names, the studio's CAU and responsible architect (its
 * owner) and city, and the latest briefing, programme, concept and references of the project.
 */
export async function loadProjectFacts({ db, scope, projectId, now = new Date() }: { db: Db; scope: StudioScope; projectId: string; now?: Date }): Promise<ProjectFacts> {
  const [project] = await db
    .select({ p: projectTable, clientName: client.name, clientKind: client.kind, clientAddressForm: client.addressForm })
    .from(projectTable)
    .innerJoin(client, eq(client.id, projectTable.clientId))
    .where(and(eq(projectTable.id, projectId), eq(projectTable.studioId, scope.studioId)));
  if (!project) throw new AppError("not_found", 404, "Projeto não encontrado.");
  const { p } = project;
  const [names] = await db
    .select({ studioName: studio.name, cau: studio.cau, studioAddress: studio.address, legalName: studio.legalName, cnpj: studio.cnpj, authorName: user.name })
    .from(studio)
    .leftJoin(user, eq(user.id, scope.userId))
    .where(eq(studio.id, scope.studioId));
  // The architect who answers for the studio's work is its owner (decision 074): the studio's
  // CAU in Configurações is theirs (or the firm's, "PJ…").
  const [owner] = await db
    .select({ name: user.name })
    .from(studioMember)
    .innerJoin(user, eq(user.id, studioMember.userId))
    .where(and(eq(studioMember.studioId, scope.studioId), eq(studioMember.role, "owner")));
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
    project: { name: p.name, type: p.type, standard: p.standard, stage: p.stage, builtArea: p.builtArea, deadline: p.deadline, rrtNumber: p.rrtNumber },
    client: { name: project.clientName, kind: project.clientKind, addressForm: project.clientAddressForm },
    landPlot: landPlot(p),
    studio: {
      name: names?.studioName ?? "",
      cau: names?.cau ?? null,
      responsibleArchitect: owner?.name.trim() || null,
      city: names?.studioAddress ? cityOfAddress(names.studioAddress) : null,
      legalName: names?.legalName?.trim() || null,
      cnpj: names?.cnpj ?? null,
    },
    // The studio's day in Brazil (the closing block's date), not UTC's.
    today: new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo" }).format(now),
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
