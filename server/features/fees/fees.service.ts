import { and, eq } from "drizzle-orm";
import { DOCUMENT_CONTENT_SCHEMAS } from "#domain/documents.schema";
import { computeFees, constructionCostFromBudget, hourlyCost, type FeeTotals } from "#domain/fees/fees";
import type { FeeBasis, FeeCalculation, FeeCalculationInput, HourlyCostInput, ProjectFees, StudioFeeSettings } from "#domain/fees/fees.schema";
import { canManageMembers } from "#domain/studios";
import { assertFeesPlan } from "#server/lib/fees-plan";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { documentVersion, project, projectDocument, projectFees, studioHourlyCost } from "#server/db/schema";
import { AppError, validationError } from "#server/lib/errors";

/**
 * Fees (R-FEES-1…3, decision 090): the studio's hourly-cost figures and each project's fee
 * calculation. The arithmetic is domain/fees/fees.ts; this file reads and writes, always within
 * the active studio (another studio's project is a 404).
 */

export const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");
const onlyManagers = () => new AppError("forbidden", 403, "Só o proprietário ou um administrador do estúdio pode alterar o custo da hora.");

type HourlyRow = typeof studioHourlyCost.$inferSelect;

const NOT_SAVED: HourlyCostInput = { directMonthly: 0, indirectMonthly: 0, productiveHours: 0, taxesBps: 0, profitBps: 0 };

function settingsOf(row: HourlyRow | undefined): StudioFeeSettings {
  const figures: HourlyCostInput = row
    ? { directMonthly: row.directMonthly, indirectMonthly: row.indirectMonthly, productiveHours: row.productiveHours, taxesBps: row.taxesBps, profitBps: row.profitBps }
    : NOT_SAVED;
  return { ...figures, hourlyCost: hourlyCost(figures), updatedAt: row ? row.updatedAt.toISOString() : null };
}

async function hourlyRow(db: Db | Tx, studioId: string): Promise<HourlyRow | undefined> {
  const [row] = await db.select().from(studioHourlyCost).where(eq(studioHourlyCost.studioId, studioId));
  return row;
}

export async function getHourlyCost({ db, scope }: { db: Db; scope: StudioScope }): Promise<StudioFeeSettings> {
  return settingsOf(await hourlyRow(db, scope.studioId));
}

/** The owner's and admins' (as the studio's other settings); one row per studio, replaced on each save. */
export async function saveHourlyCost({ db, scope, input }: { db: Db; scope: StudioScope; input: HourlyCostInput }): Promise<StudioFeeSettings> {
  if (!canManageMembers(scope.role)) throw onlyManagers();
  await assertFeesPlan({ db, studioId: scope.studioId });
  const values = { ...input, updatedBy: scope.userId, updatedAt: new Date() };
  const [row] = await db
    .insert(studioHourlyCost)
    .values({ studioId: scope.studioId, ...values })
    .onConflictDoUpdate({ target: studioHourlyCost.studioId, set: values })
    .returning();
  return settingsOf(row);
}

/** The project's area and category, and its budget's construction cost (basic and detailed), or 404 outside the studio. */
async function basisOf(db: Db | Tx, studioId: string, projectId: string): Promise<FeeBasis> {
  const [p] = await db
    .select({ builtArea: project.builtArea, type: project.type })
    .from(project)
    .where(and(eq(project.id, projectId), eq(project.studioId, studioId)));
  if (!p) throw projectNotFound();
  const [budget] = await db
    .select({ id: projectDocument.id, content: documentVersion.content })
    .from(projectDocument)
    .innerJoin(documentVersion, and(eq(documentVersion.documentId, projectDocument.id), eq(documentVersion.number, projectDocument.version)))
    .where(and(eq(projectDocument.projectId, projectId), eq(projectDocument.studioId, studioId), eq(projectDocument.kind, "orcamento")));
  const content = budget ? DOCUMENT_CONTENT_SCHEMAS.orcamento.safeParse(budget.content) : null;
  return {
    builtArea: p.builtArea,
    category: p.type,
    budget: budget && content?.success ? { ...constructionCostFromBudget(content.data), documentId: budget.id } : null,
  };
}

function resultOf(input: FeeCalculationInput, figures: HourlyCostInput): FeeTotals {
  return computeFees(input, figures);
}

function calculationOf(row: typeof projectFees.$inferSelect): FeeCalculation {
  return { projectId: row.projectId, input: row.input, hourlyCost: row.hourlyCost, result: resultOf(row.input, row.hourlyCost), updatedAt: row.updatedAt.toISOString() };
}

export async function getProjectFees({ db, scope, projectId }: { db: Db; scope: StudioScope; projectId: string }): Promise<ProjectFees> {
  const basis = await basisOf(db, scope.studioId, projectId);
  const [row] = await db
    .select()
    .from(projectFees)
    .where(and(eq(projectFees.projectId, projectId), eq(projectFees.studioId, scope.studioId)));
  return { basis, hourlyCost: settingsOf(await hourlyRow(db, scope.studioId)), calculation: row ? calculationOf(row) : null };
}

/**
 * Saves the project's calculation with a copy of the studio's current hourly-cost figures, and
 * answers it with the result. The cost-of-service method needs those figures saved first.
 */
export async function saveProjectFees({ db, scope, projectId, input }: { db: Db; scope: StudioScope; projectId: string; input: FeeCalculationInput }): Promise<FeeCalculation> {
  return db.transaction(async (tx) => {
    await basisOf(tx, scope.studioId, projectId);
    await assertFeesPlan({ db: tx, studioId: scope.studioId });
    const settings = settingsOf(await hourlyRow(tx, scope.studioId));
    if (input.method === "custo-servico" && settings.hourlyCost <= 0) {
      throw validationError({ method: "Para calcular pelo custo do serviço, preencha antes o custo da hora do escritório." });
    }
    const figures: HourlyCostInput = {
      directMonthly: settings.directMonthly,
      indirectMonthly: settings.indirectMonthly,
      productiveHours: settings.productiveHours,
      taxesBps: settings.taxesBps,
      profitBps: settings.profitBps,
    };
    const total = resultOf(input, figures).total;
    const values = { method: input.method, total, input, hourlyCost: figures, updatedBy: scope.userId, updatedAt: new Date() };
    const [row] = await tx
      .insert(projectFees)
      .values({ projectId, studioId: scope.studioId, ...values })
      .onConflictDoUpdate({ target: projectFees.projectId, set: values })
      .returning();
    return calculationOf(row!);
  });
}
