import { and, eq } from "drizzle-orm";
import { AREA_KINDS } from "#domain/budget";
import { budgetContentSchema } from "#domain/budget.schema";
import { BIM_PLAN_MESSAGE, BIM_PLANS, coveredAreaNote, modelAreaLines, modelRooms, programmeDiff, type IfcModel } from "#domain/ifc";
import type { IfcApplyResult, IfcPreview } from "#domain/ifc.schema";
import type { ifcApplyInputSchema } from "#domain/ifc.schema";
import { newRoomId } from "#domain/needs-program";
import { programmeContentSchema, type ProgrammeRoom } from "#domain/needs-program.schema";
import { planOrDefault } from "#domain/plans";
import type { z } from "#domain/zod";
import type { StudioAccess } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { project, projectDocument, studio } from "#server/db/schema";
import { appendVersion, latestContent, openDocument, parseContent, staleSave, versionAuthorOf } from "#server/features/documents/documents.service";
import { AppError, validationError } from "#server/lib/errors";

/**
 * The BIM import of a project (R-BIM-1..4, decision 098): the preview of a model read by the IFC
 * pool against the project's programme and budget, and the apply of what the architect ticked as
 * new versions of both (R-DOC-1: nothing overwritten, a stale base is a 409). Studio-scoped: a
 * project of another studio is a 404 before anything is read. A member's scope or a token's: the
 * public API reaches the same import (decision 097), and its versions say "via API: <name>".
 */

export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

/** The project is the studio's (404) and the studio's plan includes BIM (403 naming the plan). */
export async function assertIfcAllowed({ db, scope, projectId }: { db: Db; scope: StudioAccess; projectId: string }): Promise<void> {
  const [row] = await db
    .select({ plan: studio.plan })
    .from(project)
    .innerJoin(studio, eq(studio.id, project.studioId))
    .where(and(eq(project.id, projectId), eq(project.studioId, scope.studioId)));
  if (!row) throw projectNotFound();
  if (!BIM_PLANS.includes(planOrDefault(row.plan).id)) throw new AppError("forbidden", 403, BIM_PLAN_MESSAGE);
}

async function documentOf(db: Db | Tx, scope: StudioAccess, projectId: string, kind: "programa" | "orcamento") {
  const [doc] = await db
    .select({ id: projectDocument.id, version: projectDocument.version })
    .from(projectDocument)
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, scope.studioId), eq(projectDocument.kind, kind)));
  return doc ?? null;
}

/** The preview (R-BIM-3): the model, its rooms grouped, the diff against the programme, the budget's areas by kind. Nothing is stored. */
export async function previewIfc({ db, scope, projectId, fileName, model }: { db: Db; scope: StudioAccess; projectId: string; fileName: string; model: IfcModel }): Promise<IfcPreview> {
  const programmeDoc = await documentOf(db, scope, projectId, "programa");
  const programme = programmeDoc ? programmeContentSchema.safeParse(await latestContent({ db, documentId: programmeDoc.id, version: programmeDoc.version })) : null;
  const budgetDoc = await documentOf(db, scope, projectId, "orcamento");
  const budget = budgetDoc ? budgetContentSchema.safeParse(await latestContent({ db, documentId: budgetDoc.id, version: budgetDoc.version })) : null;
  const rooms = modelRooms(model);
  return {
    fileName,
    model,
    rooms,
    programme: programmeDoc ? { documentId: programmeDoc.id, version: programmeDoc.version } : null,
    changes: programmeDiff(programme?.success ? programme.data.rooms : [], rooms),
    budget: budgetDoc && budget?.success ? { documentId: budgetDoc.id, version: budgetDoc.version, areas: budget.data.areas } : null,
    areas: modelAreaLines(model, rooms),
    coveredAreaNote: coveredAreaNote(model),
  };
}

type ApplyInput = z.output<typeof ifcApplyInputSchema>;

/** Where an added or changed room's area came from, as the programme's `source` keeps it. */
const sourceOf = (fileName: string) => `Modelo IFC: ${fileName}`.slice(0, 300);

/**
 * Applies the ticked changes (R-BIM-3) in one transaction: the programme's rooms added, changed or
 * removed, and the budget's areas by kind (each kind keeps the coefficient the budget had for it,
 * else the default). Either document changed since the preview is a 409 and nothing is written.
 */
export async function applyIfc({ db, scope, projectId, input }: { db: Db; scope: StudioAccess; projectId: string; input: ApplyInput }): Promise<IfcApplyResult> {
  if (!input.programme && !input.budget) throw validationError({ programme: "Marque pelo menos uma alteração para aplicar." });
  // A project without a programme gets one (version 1, empty) to receive the rooms.
  let programmeId: string | null = null;
  if (input.programme) {
    const existing = await documentOf(db, scope, projectId, "programa");
    if (existing && input.programme.baseVersion === null) throw staleSave(existing.version);
    if (!existing && input.programme.baseVersion !== null) throw new AppError("conflict", 409, "O programa de necessidades deste projeto foi excluído depois da prévia. Envie o modelo de novo.");
    programmeId = existing?.id ?? (await openDocument({ db, scope, projectId, kind: "programa" })).document.id;
  }
  return db.transaction(async (tx) => {
    const result: IfcApplyResult = { programme: null, budget: null };
    if (input.programme && programmeId) {
      const doc = await documentOf(tx, scope, projectId, "programa");
      if (!doc || doc.id !== programmeId) throw projectNotFound();
      const content = parseContent("programa", await latestContent({ db: tx, documentId: doc.id, version: doc.version }));
      const base = input.programme.baseVersion ?? doc.version;
      const ids = new Set(content.rooms.map((r) => r.id));
      const unknown = [...input.programme.update.map((u) => u.id), ...input.programme.remove].find((id) => !ids.has(id));
      if (unknown) {
        if (base !== doc.version) throw staleSave(doc.version);
        throw validationError({ programme: "Um ambiente marcado não está no programa: envie o modelo de novo." });
      }
      const source = sourceOf(input.fileName);
      const updates = new Map(input.programme.update.map((u) => [u.id, u]));
      const removed = new Set(input.programme.remove);
      const rooms: ProgrammeRoom[] = content.rooms
        .filter((r) => !removed.has(r.id))
        .map((r) => {
          const u = updates.get(r.id);
          return u ? { ...r, quantity: u.quantity, unitArea: u.unitArea, source } : r;
        });
      for (const add of input.programme.add) rooms.push({ id: newRoomId(), sector: add.sector, name: add.name, quantity: add.quantity, unitArea: add.unitArea, notes: "", source });
      const next = parseContent("programa", { ...content, rooms });
      const version = await appendVersion({ tx, studioId: scope.studioId, documentId: doc.id, baseVersion: base, content: next, author: versionAuthorOf(scope) });
      result.programme = { documentId: doc.id, version };
    }
    if (input.budget) {
      const doc = await documentOf(tx, scope, projectId, "orcamento");
      if (!doc) throw new AppError("conflict", 409, "O orçamento deste projeto foi excluído depois da prévia. Envie o modelo de novo.");
      const content = parseContent("orcamento", await latestContent({ db: tx, documentId: doc.id, version: doc.version }));
      const coefficientOf = (kind: string) => content.areas.find((a) => a.kind === kind)?.coefficient ?? AREA_KINDS.find((k) => k.id === kind)!.coefficient;
      const areas = AREA_KINDS.flatMap((k) => {
        const line = input.budget!.areas.find((a) => a.kind === k.id);
        return line && line.area > 0 ? [{ kind: k.id, area: line.area, coefficient: coefficientOf(k.id) }] : [];
      });
      const next = parseContent("orcamento", { ...content, areas });
      const version = await appendVersion({ tx, studioId: scope.studioId, documentId: doc.id, baseVersion: input.budget.baseVersion, content: next, author: versionAuthorOf(scope) });
      result.budget = { documentId: doc.id, version };
    }
    return result;
  });
}
