import { randomUUID } from "node:crypto";
import { and, asc, count, eq, max } from "drizzle-orm";
import type { AiProviderId } from "#domain/ai.schema";
import {
  CUSTOM_TAB_SYSTEM_PROMPT,
  CUSTOM_TABS_PER_PERSON,
  customTabFromForm,
  customTabPrompt,
  offlineCustomTabAdvice,
  type CustomTabData,
  type CustomTabForm,
} from "#domain/custom-tabs";
import {
  customTabBlockSchema,
  customTabLinkSchema,
  type CustomTab,
  type CustomTabInputData,
  type CustomTabList,
} from "#domain/custom-tabs.schema";
import type { AiEngine } from "#server/ai/engine";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { customTab, studioMember } from "#server/db/schema";
import { AppError, validationError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { personAiLimit } from "#server/lib/rate-limit";

type Row = typeof customTab.$inferSelect;

export const customTabNotFound = () => new AppError("not_found", 404, "Aba não encontrada.");

export const tooManyTabs = () =>
  new AppError("conflict", 409, `Você já tem ${CUSTOM_TABS_PER_PERSON} abas neste estúdio, o máximo: exclua uma para criar outra.`);

const blocksOf = (value: unknown) => customTabBlockSchema.array().catch([]).parse(value);
const linksOf = (value: unknown) => customTabLinkSchema.array().catch([]).parse(value);

function toApi(row: Row): CustomTab {
  return {
    id: row.id,
    name: row.name,
    blocks: blocksOf(row.blocks),
    links: linksOf(row.links),
    notes: row.notes,
    position: row.position,
    advice: row.advice,
    adviceProvider: row.adviceProvider,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A tab is personal (R-TAB-1): the person's own, in the active studio — anything else is not found. */
const own = (scope: StudioScope, id: string) =>
  and(eq(customTab.id, id), eq(customTab.studioId, scope.studioId), eq(customTab.userId, scope.userId));
const mine = (scope: StudioScope) => and(eq(customTab.studioId, scope.studioId), eq(customTab.userId, scope.userId));

/** The person's tabs in the active studio, in the sidebar's order (R-TAB-3). */
export async function listCustomTabs({ db, scope }: { db: Db; scope: StudioScope }): Promise<CustomTabList> {
  const rows = await db.select().from(customTab).where(mine(scope)).orderBy(asc(customTab.position), asc(customTab.createdAt));
  return {
    tabs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      position: row.position,
      blockCount: blocksOf(row.blocks).length,
      linkCount: linksOf(row.links).length,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function getCustomTab({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<CustomTab> {
  const [row] = await db.select().from(customTab).where(own(scope, id)).limit(1);
  if (!row) throw customTabNotFound();
  return toApi(row);
}

async function tabCount(db: Pick<Db, "select">, scope: StudioScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customTab).where(mine(scope));
  return row?.n ?? 0;
}

/**
 * How to organise the tab (R-TAB-4): the server's prompt through the AI chain — free rules when no
 * provider answers, the quota is used up (allowOffline) or a provider fails midway. Never throws:
 * the tab is saved whatever happens to the advice.
 */
async function writeAdvice(
  { db, engine, logger, aiRateLimit }: TabDeps,
  { scope, form, data, signal }: { scope: StudioScope; form: CustomTabForm; data: CustomTabData; signal?: AbortSignal },
): Promise<{ text: string; provider: AiProviderId }> {
  const offline = () => ({ text: offlineCustomTabAdvice(data), citations: [], found: true });
  try {
    // Over the person's AI limit the rules answer: the tab is saved whatever happens to the advice.
    const prepared = await engine.prepare({ db, studioId: scope.studioId, allowOffline: true, rateLimit: personAiLimit(scope.userId, aiRateLimit), overLimit: "offline" });
    const request = { system: CUSTOM_TAB_SYSTEM_PROMPT, messages: [{ role: "user" as const, content: customTabPrompt(form) }], signal };
    for await (const event of prepared.run(request, offline)) {
      if (event.type === "done" && event.text.trim()) return { text: event.text, provider: event.provider };
      if (event.type === "done" || event.type === "failed") break;
    }
  } catch (err) {
    logger?.warn({ err, studioId: scope.studioId }, "a IA não sugeriu a organização da aba; usadas as regras offline");
  }
  return { text: offline().text, provider: "offline" };
}

/**
 * A tab from the tool form (R-TAB-1): checked and split first (422 per input), refused past the
 * cap (409), then the advice, then saved at the end of the person's list. The cap is counted again
 * under a lock on the person's membership, so two forms sent at once cannot pass it together.
 */
/** aiRateLimit: counted by the advice itself (over it, the rules advise). */
type TabDeps = { db: Db; engine: AiEngine; logger?: Logger | undefined; aiRateLimit?: { max: number; windowSeconds: number } | undefined };

export async function createCustomTab({ scope, form, signal, ...deps }: TabDeps & { scope: StudioScope; form: CustomTabForm; signal?: AbortSignal }): Promise<CustomTab> {
  const { db } = deps;
  const parsed = customTabFromForm(form);
  if ("errors" in parsed) throw validationError(parsed.errors);
  const { data } = parsed;
  if ((await tabCount(db, scope)) >= CUSTOM_TABS_PER_PERSON) throw tooManyTabs();
  const advice = await writeAdvice(deps, { scope, form, data, signal });
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: studioMember.id })
      .from(studioMember)
      .where(and(eq(studioMember.studioId, scope.studioId), eq(studioMember.userId, scope.userId)))
      .for("update");
    if ((await tabCount(tx, scope)) >= CUSTOM_TABS_PER_PERSON) throw tooManyTabs();
    const [last] = await tx.select({ position: max(customTab.position) }).from(customTab).where(mine(scope));
    const [inserted] = await tx
      .insert(customTab)
      .values({
        id: randomUUID(),
        studioId: scope.studioId,
        userId: scope.userId,
        name: data.name,
        blocks: data.blocks.map((b) => ({ id: randomUUID(), title: b.title, text: b.text })),
        links: data.links,
        notes: data.notes,
        position: (last?.position ?? -1) + 1,
        advice: advice.text,
        adviceProvider: advice.provider,
      })
      .returning();
    return inserted!;
  });
  return toApi(row);
}

/**
 * The whole tab replaced (R-TAB-1): its name, its blocks in the order sent (a block keeps its id;
 * a new one, or one with an id the tab never had, gets a new id), its links and notes.
 */
export async function updateCustomTab({ db, scope, id, input }: { db: Db; scope: StudioScope; id: string; input: CustomTabInputData }): Promise<CustomTab> {
  const [current] = await db.select({ blocks: customTab.blocks }).from(customTab).where(own(scope, id)).limit(1);
  if (!current) throw customTabNotFound();
  const known = new Set(blocksOf(current.blocks).map((b) => b.id));
  const [row] = await db
    .update(customTab)
    .set({
      name: input.name,
      blocks: input.blocks.map((b) => ({ id: b.id && known.has(b.id) ? b.id : randomUUID(), title: b.title, text: b.text })),
      links: input.links.map((l) => ({ url: l.url, label: l.label })),
      notes: input.notes,
      updatedAt: new Date(),
    })
    .where(own(scope, id))
    .returning();
  if (!row) throw customTabNotFound();
  return toApi(row);
}

export async function deleteCustomTab({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const deleted = await db.delete(customTab).where(own(scope, id)).returning({ id: customTab.id });
  if (deleted.length === 0) throw customTabNotFound();
}
