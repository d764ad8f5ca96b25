import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { budgetAreasFromProgramme } from "#domain/budget-areas";
import { budgetSummary, DETAILED_BUDGET_MESSAGE, DETAILED_BUDGET_PLANS, detailedParts, initialBudget } from "#domain/budget-defaults";
import type { DocumentContent } from "#domain/documents.schema";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import { programmeContentSchema } from "#domain/needs-program.schema";
import { planOrDefault } from "#domain/plans";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Tx } from "#server/db/client";
import { documentVersion, projectDocument, studio, studioCub, user } from "#server/db/schema";
import { servedCubTables } from "#server/lib/cub-tables";
import { AppError } from "#server/lib/errors";
import { budgetExport } from "#server/features/documents/export/budget-export";
import type { DocumentKindHooks } from "./types";

type Budget = DocumentContent<"orcamento">;

/**
 * A budget starts from the project's state, standard and built area, the person's preferred
 * state when the project has none (R-PROFILE-4), the CUB tables served and the programme's
 * areas by kind (R-BUDGET-1, R-BUDGET-9, R-BUDGET-10). A save checks the plan and keeps a CUB the
 * architect typed; the lists show its total.
 */
export const budgetKind: DocumentKindHooks<"orcamento"> = {
  async start({ tx, scope, projectId, project }) {
    // A token has no person, and so no preferred state.
    const [person] = scope.userId ? await tx.select({ defaultUf: user.defaultUf }).from(user).where(eq(user.id, scope.userId)) : [];
    const [programme] = await tx
      .select({ content: documentVersion.content })
      .from(projectDocument)
      .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
      .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, scope.studioId), eq(projectDocument.kind, "programa")));
    const parsed = programme ? programmeContentSchema.safeParse(programme.content) : null;
    const start = { tables: await servedCubTables(tx), areas: parsed?.success ? budgetAreasFromProgramme(parsed.data) : null };
    return initialBudget({ type: project.type, standard: project.standard, state: project.plotState, builtArea: project.builtArea }, person?.defaultUf ?? null, start);
  },
  async beforeSave({ tx, scope, content }) {
    await assertBudgetPlan(tx, scope.studioId, content);
    await keepTypedCub(tx, scope, content);
  },
  summary: (content) => ({ budget: budgetSummary(DOCUMENT_CONTENT_SCHEMAS.orcamento.parse(content)) }),
  // The scenarios read the same tables the editor showed (bundled and published, R-BUDGET-9).
  exportModel: async ({ db, document, meta }) => budgetExport(document.content, meta, document.content.scenarios ? await servedCubTables(db) : undefined),
};

/** On Esboço a budget is the simple one (R-BUDGET-7): its detailed parts are a pt-BR 403 naming the plan. */
async function assertBudgetPlan(tx: Tx, studioId: string, content: Budget): Promise<void> {
  const used = detailedParts(content);
  if (used.length === 0) return;
  const [row] = await tx.select({ plan: studio.plan }).from(studio).where(eq(studio.id, studioId));
  if (row && DETAILED_BUDGET_PLANS.includes(planOrDefault(row.plan).id)) return;
  throw new AppError("forbidden", 403, `${DETAILED_BUDGET_MESSAGE} Este orçamento usa: ${used.join(", ")}. Veja os planos em /dashboard/planos.`);
}

/** A CUB the architect typed is kept for the studio's next budgets (R-BUDGET-1); a newer save of the same one replaces it. */
async function keepTypedCub(tx: Tx, scope: StudioScope, content: Budget): Promise<void> {
  const { cub } = content;
  if (cub.origin !== "proprio") return;
  // The other finish levels typed beside it are kept too (R-BUDGET-9): the next budget's scenarios have them.
  const typed = [[cub.code, cub.value] as const, ...Object.entries(cub.levels ?? {}).filter(([code]) => code !== cub.code)].filter(([, value]) => value !== undefined && value > 0);
  for (const [code, value] of typed) {
    const row = { uf: cub.uf, month: cub.month, code, regime: cub.regime, value: value!, source: cub.source, createdBy: scope.userId, updatedAt: new Date() };
    await tx
      .insert(studioCub)
      .values({ id: randomUUID(), studioId: scope.studioId, ...row })
      .onConflictDoUpdate({ target: [studioCub.studioId, studioCub.uf, studioCub.month, studioCub.code, studioCub.regime], set: row });
  }
}
