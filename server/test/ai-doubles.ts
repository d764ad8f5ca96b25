import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AiConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { aiUsage, user } from "#server/db/schema";
import { createPersonalStudio } from "#server/auth/personal-studio";
import { memberScope, type StudioScope } from "#server/auth/studio-scope";
import { ProviderError, type CompletionRequest, type Provider, type StreamEvent } from "#lib/ai-client/types";
import { createAiEngine } from "#server/ai/engine";

/**
 * Test doubles for the services that run the AI chain without HTTP (chat, AI helper): a scripted
 * primary provider (AI providers are outside services; their protocol is tested against the fakes
 * in test-support/), an engine over it, and a trial user with their personal studio inserted
 * directly; and the count of a studio's generations, which the HTTP tests read too. Test code, so it lives beside the harness,
 * not in server/ai/ with the code that ships.
 */

/**
 * One script for every call: tokens then done; a ProviderError before the first token; tokens
 * then a ProviderError; or tokens then a wait until the caller aborts (`hang`).
 */
export type Script = string[] | ProviderError | { tokens: string[]; then: ProviderError } | { tokens: string[]; hang: true };

export function scriptedPrimary(script: Script): Provider {
  return {
    id: "primary",
    displayName: "OpenAI",
    async *stream({ signal }): AsyncIterable<StreamEvent> {
      if (script instanceof ProviderError) throw script;
      yield { type: "model", model: "modelo-teste" };
      const tokens = Array.isArray(script) ? script : script.tokens;
      for (const text of tokens) yield { type: "token", text };
      if ("then" in script) throw script.then;
      if ("hang" in script) {
        await new Promise<void>((resolve) => {
          if (signal?.aborted) resolve();
          signal?.addEventListener("abort", () => resolve(), { once: true });
        });
        throw new ProviderError("aborted", "A solicitação foi cancelada.");
      }
    },
  };
}

/**
 * A primary that answers `answers[n]` on its n-th call (the last one from then on), recording the
 * requests: for the structured generations, whose retries must see the next answer.
 */
export function answeringPrimary(...answers: string[]): { provider: Provider; requests: CompletionRequest[] } {
  const requests: CompletionRequest[] = [];
  const provider: Provider = {
    id: "primary",
    displayName: "OpenAI",
    async *stream(request) {
      requests.push(request);
      yield { type: "model", model: "modelo-teste" };
      yield { type: "token", text: answers[Math.min(requests.length - 1, answers.length - 1)]! };
    },
  };
  return { provider, requests };
}

const AI_CONFIG: AiConfig = {
  primary: undefined,
  fallback: undefined,
  cooldownMs: 0,
  browserBaseUrl: "https://api.openai.com/v1",
  browserModel: "gpt-3.5-turbo",
  rateLimitMax: 20,
};

/** `cooldownMs`: how long a failed provider is skipped (0 by default: never). */
export const engineWith = (providers: Provider[], { cooldownMs = 0 }: { cooldownMs?: number } = {}) =>
  createAiEngine({ ...AI_CONFIG, cooldownMs }, { providers });

/**
 * A user who owns their personal studio, on the trial (10 text generations), `used` of them
 * already spent; returns their scope there, as the services take it.
 */
export async function trialUser(db: Db, used = 0): Promise<StudioScope> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: "Lia", email: `${id}@exemplo.com.br` });
  const { studioId } = await createPersonalStudio(db, { userId: id, name: "Lia", trialEndsAt: new Date(Date.now() + 86_400_000) });
  if (used) await db.insert(aiUsage).values({ studioId, period: "trial", count: used });
  const scope = await memberScope(db, id, studioId);
  if (!scope) throw new Error("o estúdio pessoal não tem a pessoa como membro");
  return scope;
}

/** The text generations charged to the studio (shared by its members), over every period. */
export async function usedGenerations(db: Db, studioId: string): Promise<number> {
  return (await db.select().from(aiUsage).where(eq(aiUsage.studioId, studioId))).reduce((n, r) => n + r.count, 0);
}
