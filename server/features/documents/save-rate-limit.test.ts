import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSchema } from "#domain/documents.schema";
import { customTabsApi } from "#domain/contracts/custom-tabs";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";

/**
 * Editor saves are limited per person (SAVE_RATE_LIMIT_MAX a minute, decision 067): documents and
 * custom tabs (created or saved) count together, the 429 comes before the body is read, and other
 * people and reads are not affected.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SAVE_RATE_LIMIT_MAX: "4" });
});
afterAll(async () => ctx?.close());

describe("the saves' rate limit", () => {
  it("answers the person's 5th save in the minute with a pt-BR 429 and Retry-After, before reading the body", async () => {
    const { client } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Ana" });
    const project = await addProject(client, { name: "Casa", clientId: c.id });
    const doc = await read(documentSchema, await client.post(`/api/projects/${project.id}/documents`, { kind: "memorial" }));
    // Creating a tab is a save (a 512 KB form): the first.
    const tab = await client.answer(customTabsApi.create, { body: { nomeAba: "Obra" } });

    // A malformed id is its 404 and counts nothing.
    expect((await client.request("PUT", "/api/documents/nao-e-um-id", { baseVersion: 1, content: {} })).status).toBe(404);
    const first = await client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: doc.version, content: doc.content });
    expect(first.status, await first.clone().text()).toBe(200);
    // An invalid body counts too: its cost was paid.
    expect((await client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: "x" })).status).toBe(422);
    expect((await client.request("PUT", `/api/custom-tabs/${tab.id}`, { name: "Obra", blocks: [], links: [] })).status).toBe(200);

    for (const res of [
      await client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: 2, content: doc.content }),
      await client.request("PUT", `/api/custom-tabs/${tab.id}`, { name: "Obra", blocks: [], links: [] }),
      await client.post("/api/custom-tabs", { nomeAba: "Outra" }),
      // Refused before the body: even one that is not valid JSON for the route.
      await client.request("PUT", `/api/documents/${randomUUID()}`, { baseVersion: false }),
    ]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await errorOf(res)).message).toMatch(/^Muitos salvamentos em pouco tempo\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);
    }
    // Reading is not a save.
    expect((await client.get(`/api/documents/${doc.id}`)).status).toBe(200);
    // Another person saves as usual.
    const other = await signedInUser(ctx);
    const oc = await addClient(other.client, { name: "Bia" });
    const op = await addProject(other.client, { name: "Loja", clientId: oc.id });
    const od = await read(documentSchema, await other.client.post(`/api/projects/${op.id}/documents`, { kind: "memorial" }));
    expect((await other.client.request("PUT", `/api/documents/${od.id}`, { baseVersion: od.version, content: od.content })).status).toBe(200);
  });
});
