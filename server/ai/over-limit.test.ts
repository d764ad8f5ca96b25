import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarEventInputSchema } from "#domain/calendar.schema";
import { clientMessageInputSchema } from "#domain/messages.schema";
import { reminderInputSchema } from "#domain/reminders.schema";
import { createEvent } from "#server/features/calendar/calendar.service";
import { createMessage } from "#server/features/messages/messages.service";
import { createReminder } from "#server/features/reminders/reminders.service";
import { createCustomTab } from "#server/features/custom-tabs/custom-tabs.service";
import { customTabFormSchema } from "#domain/custom-tabs.schema";
import { RateLimitedError } from "#server/lib/errors";
import { hit, userLimitKey } from "#server/lib/rate-limit";
import { answeringPrimary, engineWith, trialUser } from "#server/test/ai-doubles";
import { createTestContext, type TestContext } from "#server/test/harness";
import { createClient } from "#server/features/clients/clients.service";
import { clientInputSchema } from "#domain/clients.schema";

/**
 * What saves something and only adds AI advice to it — an event, a reminder, a client's message —
 * counts the person's AI rate limit itself and answers offline over it: saved all the same, the
 * provider not asked. Under it, the provider answers (and the request counts).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const LIMIT = { max: 2, windowSeconds: 60 };

async function overLimit(userId: string) {
  for (let i = 0; i <= LIMIT.max; i++) await hit(ctx.database.db, userLimitKey("ai", userId), LIMIT.max, LIMIT.windowSeconds);
}

describe("AI advice over the person's rate limit", () => {
  it("the engine answers offline instead of a 429 when asked to, and nothing is reserved", async () => {
    const scope = await trialUser(ctx.database.db);
    await overLimit(scope.userId);
    const ai = answeringPrimary("nunca");
    const engine = engineWith([ai.provider]);
    const limit = { key: userLimitKey("ai", scope.userId), ...LIMIT };
    await expect(engine.prepare({ db: ctx.database.db, studioId: scope.studioId, allowOffline: true, rateLimit: limit })).rejects.toBeInstanceOf(RateLimitedError);
    const prepared = await engine.prepare({ db: ctx.database.db, studioId: scope.studioId, allowOffline: true, rateLimit: limit, overLimit: "offline" });
    const events = [];
    for await (const e of prepared.run({ system: "s", messages: [{ role: "user", content: "p" }] }, () => ({ text: "regras", citations: [], found: true }))) events.push(e);
    expect(events.at(-1)).toMatchObject({ type: "done", provider: "offline", text: "regras" });
    expect(ai.requests).toHaveLength(0);
  });

  it("an event, a reminder, a client's message and a custom tab are saved with offline advice, the provider untouched", async () => {
    const scope = await trialUser(ctx.database.db);
    await overLimit(scope.userId);
    const ai = answeringPrimary("Conselho da IA.");
    const deps = { db: ctx.database.db, engine: engineWith([ai.provider]), aiRateLimit: LIMIT };

    const event = await createEvent({ ...deps, scope, input: calendarEventInputSchema.parse({ title: "Reunião com Dora", date: "2098-05-10", time: "10:00", notification: "1-dia", timeZone: "America/Sao_Paulo" }) });
    expect(event).toMatchObject({ title: "Reunião com Dora", adviceProvider: "offline" });
    const reminder = await createReminder({ ...deps, scope, input: reminderInputSchema.parse({ titulo: "Protocolar alvará", data: "2098-05-11", timeZone: "America/Sao_Paulo" }) });
    expect(reminder).toMatchObject({ title: "Protocolar alvará", adviceProvider: "offline" });
    const dora = await createClient({ db: ctx.database.db, scope, input: clientInputSchema.parse({ name: "Dora Prado", phone: "(11) 98765-4321" }) });
    const message = await createMessage({ ...deps, scope, input: clientMessageInputSchema.parse({ clientId: dora.id, channel: "whatsapp", tone: "cordial", message: "Quando fica pronto o projeto?" }) });
    expect(message.suggestionsProvider).toBe("offline");
    const tab = await createCustomTab({ ...deps, scope, form: customTabFormSchema.parse({ nomeAba: "Obras", conteudo: "Fornecedores\n\nVisitas", atalhos: "https://exemplo.com.br" }) });
    expect(tab).toMatchObject({ name: "Obras", adviceProvider: "offline" });
    expect(message.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(ai.requests).toHaveLength(0);
  });

  it("under the limit the provider advises, and each request counts", async () => {
    const scope = await trialUser(ctx.database.db);
    const ai = answeringPrimary("Leve as plantas impressas.");
    const deps = { db: ctx.database.db, engine: engineWith([ai.provider]), aiRateLimit: LIMIT };
    const event = await createEvent({ ...deps, scope, input: calendarEventInputSchema.parse({ title: "Apresentação", date: "2098-06-10", time: "09:00", notification: "no-dia", timeZone: "America/Sao_Paulo" }) });
    expect(event).toMatchObject({ advice: "Leve as plantas impressas.", adviceProvider: "primary" });
    // That request counted: one more reaches the limit of 2, the next is over it.
    expect(await hit(ctx.database.db, userLimitKey("ai", scope.userId), LIMIT.max, LIMIT.windowSeconds)).toBeUndefined();
    expect(await hit(ctx.database.db, userLimitKey("ai", scope.userId), LIMIT.max, LIMIT.windowSeconds)).toBeGreaterThan(0);
  });
});
