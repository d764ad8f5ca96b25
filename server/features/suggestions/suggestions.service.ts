import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { AiProviderId } from "#domain/ai.schema";
import { toSuggestion, type Suggestion, type SuggestionData } from "#domain/suggestions.schema";
import type { AiEngine } from "#server/ai/engine";
import { generateStructured } from "#server/ai/structured";
import type { StudioScope } from "#server/auth/studio-scope";
import type { Db } from "#server/db/client";
import { suggestion } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { offlineTriage, parseTriage, TRIAGE_SYSTEM, triagePrompt, type TriageText } from "./triage";

/** The newest suggestions a person sees in "Minhas sugestões". */
export const MY_SUGGESTIONS_LIMIT = 100;


const PROVIDERS: readonly string[] = ["primary", "fallback"];

/**
 * The triage by the AI chain with the server's prompt (R-SUGG-2): an answer that does not parse is
 * asked again once, then the offline rules answer. With the plan's text quota used up the offline
 * rules answer too (allowOffline): sending a suggestion is never refused for the quota.
 */
async function triage({ db, engine }: { db: Db; engine: AiEngine }, scope: StudioScope, input: SuggestionData) {
  const { value, generatedBy } = await generateStructured<TriageText>({
    db,
    engine,
    studioId: scope.studioId,
    allowOffline: true,
    system: TRIAGE_SYSTEM,
    prompt: triagePrompt(input),
    parse: parseTriage,
    offline: () => offlineTriage(input),
  });
  const provider: AiProviderId = generatedBy.provider && PROVIDERS.includes(generatedBy.provider) ? (generatedBy.provider as AiProviderId) : "offline";
  return { ...value, provider };
}

/**
 * Sends a suggestion (R-SUGG-2): stored first, with who sent it and from which studio, then
 * triaged and the triage stored with it. If the triage fails altogether (the chain or the
 * database), the suggestion stays and gets the offline triage: nothing the person wrote is lost.
 */
export async function sendSuggestion({
  db,
  engine,
  logger,
  scope,
  input,
}: {
  db: Db;
  engine: AiEngine;
  logger?: Logger;
  scope: StudioScope;
  input: SuggestionData;
}): Promise<Suggestion> {
  const id = randomUUID();
  await db.insert(suggestion).values({ id, studioId: scope.studioId, userId: scope.userId, ...input });

  let result: TriageText & { provider: AiProviderId };
  try {
    result = await triage({ db, engine }, scope, input);
  } catch (err) {
    logger?.error({ err, suggestionId: id }, "falha na triagem da sugestão; usando a triagem offline");
    result = { ...offlineTriage(input), provider: "offline" };
  }
  const [row] = await db
    .update(suggestion)
    .set({ feasibility: result.feasibility, estimate: result.estimate, reply: result.reply, triageProvider: result.provider })
    .where(eq(suggestion.id, id))
    .returning();
  return toSuggestion(row!);
}

/** The signed-in person's own suggestions in the active studio, newest first (R-SUGG-2). */
export async function listMySuggestions({ db, scope }: { db: Db; scope: StudioScope }): Promise<Suggestion[]> {
  const rows = await db
    .select()
    .from(suggestion)
    .where(and(eq(suggestion.studioId, scope.studioId), eq(suggestion.userId, scope.userId)))
    .orderBy(desc(suggestion.createdAt), desc(suggestion.id))
    .limit(MY_SUGGESTIONS_LIMIT);
  return rows.map(toSuggestion);
}
