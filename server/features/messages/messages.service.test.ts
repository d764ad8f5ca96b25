import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "#server/db/schema";
import { answeringPrimary, engineWith, trialUser, usedGenerations } from "#server/test/ai-doubles";
import { createTestContext, type TestContext } from "#server/test/harness";
import { createMessage } from "./messages.service";

/** R-MSG-2's AI path: the server's prompt with the facts, the model's JSON, and the quota. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

async function aClient(studioId: string) {
  const id = randomUUID();
  await ctx.database.db.insert(client).values({ id, studioId, name: "Marina Alves", nameKey: "marina alves", searchKey: "marina alves" });
  return id;
}

describe("suggested replies by the AI", () => {
  it("sends the server's prompt with the facts and stores the model's replies and provider", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db);
    const clientId = await aClient(scope.studioId);
    const { provider, requests } = answeringPrimary('{"sugestoes":[{"assunto":"Prazo","texto":"Olá, Marina! A entrega é logo."},{"texto":"Oi, Marina!"}]}');
    const created = await createMessage({ db, engine: engineWith([provider]), scope, input: { clientId, projectId: null, channel: "email", tone: "formal", message: "Qual o prazo?" } });
    expect(created.suggestionsProvider).toBe("primary");
    expect(created.suggestions).toEqual([
      { subject: "Prazo", text: "Olá, Marina! A entrega é logo." },
      { subject: "Retorno da sua mensagem", text: "Oi, Marina!" },
    ]);
    expect(requests[0]!.system).toContain("nunca invente");
    expect(requests[0]!.messages[0]!.content).toContain("Cliente: Marina Alves");
    expect(requests[0]!.messages[0]!.content).toContain("Qual o prazo?");
    expect(await usedGenerations(db, scope.studioId)).toBe(1);
  });

  it("falls back to the offline templates when the quota is used up, without a 402", async () => {
    const db = ctx.database.db;
    const scope = await trialUser(db, 10);
    const clientId = await aClient(scope.studioId);
    const { provider, requests } = answeringPrimary('{"sugestoes":[{"texto":"a"},{"texto":"b"}]}');
    const created = await createMessage({ db, engine: engineWith([provider]), scope, input: { clientId, projectId: null, channel: "whatsapp", tone: "cordial", message: "Qual o prazo?" } });
    expect(created.suggestionsProvider).toBe("offline");
    expect(created.suggestions[0]!.text).toContain("Marina");
    expect(requests).toEqual([]);
  });
});
