import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectSchema } from "#domain/projects.schema";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, read } from "#server/test/studio";

/**
 * PATCH /api/projects/:id's statements (decision 115): a patch that neither sets the status nor
 * moves the project to another client is one update and the project read as GET reads it, with no
 * transaction; a patch that does either still reads the row locked first, in a transaction.
 */
const statements: string[] = [];
let recording = false;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({}, { onQuery: (query) => recording && statements.push(query) });
});
afterAll(async () => {
  await ctx?.close();
});

function kindOf(query: string): string {
  const q = query.replace(/\s+/g, " ").trim().toLowerCase();
  if (/^(begin|commit)\b/.test(q)) return q.split(" ")[0]!;
  if (/from "session" left join "studio_member"/.test(q)) return "sessão";
  if (/^select .* from "project" .* for no key update$/.test(q)) return "trava do projeto";
  if (/^select "id" from "client" .* for key share$/.test(q)) return "trava do cliente";
  if (q.startsWith('update "project" set')) return q.endsWith('returning "id"') ? "alteração (returning id)" : "alteração";
  if (/^select "project"\."id", .* from "project" inner join "client"/.test(q)) return "leitura do projeto";
  return q.slice(0, 160);
}

/** A new studio (the trial plan allows one project) with one project of one client. */
async function studioWithProject() {
  const { client } = await signedInUser(ctx);
  const c = await addClient(client, { name: "Cliente" });
  return { client, clientId: c.id, created: await addProject(client, { name: "Casa", clientId: c.id }) };
}

async function patch(client: TestClient, id: string, body: Record<string, unknown>) {
  statements.length = 0;
  recording = true;
  const res = await client.patch(`/api/projects/${id}`, body);
  recording = false;
  return { res, kinds: statements.map(kindOf).filter((k) => k !== "begin" && k !== "commit"), begun: statements.some((s) => /^\s*begin/i.test(s)) };
}

describe("PATCH /api/projects/:id", () => {
  it("without status or client: one update and the read, no lock, and the answer is what GET reads", async () => {
    const { client, created } = await studioWithProject();
    const { res, kinds, begun } = await patch(client, created.id, { builtArea: 123.5, name: "Casa Nova" });
    expect(res.status).toBe(200);
    expect(kinds).toEqual(["sessão", "alteração (returning id)", "leitura do projeto"]);
    expect(begun).toBe(false);
    const answered = await read(projectSchema, res);
    expect(answered).toMatchObject({ name: "Casa Nova", builtArea: 123.5, stage: "levantamento" });
    expect(await read(projectSchema, await client.get(`/api/projects/${created.id}`))).toEqual(answered);
  });

  it("another studio's project or an unknown id: 404, nothing changed", async () => {
    const { client, created } = await studioWithProject();
    const other = await signedInUser(ctx);
    const foreign = await other.client.patch(`/api/projects/${created.id}`, { builtArea: 1 });
    expect(foreign.status).toBe(404);
    expect((await other.client.patch(`/api/projects/00000000-0000-4000-8000-000000000000`, { builtArea: 1 })).status).toBe(404);
    expect((await read(projectSchema, await client.get(`/api/projects/${created.id}`))).builtArea).toBeNull();
  });

  it("with a status or another client: the row read locked first, in a transaction", async () => {
    const { client, created } = await studioWithProject();
    const d = await addClient(client, { name: "Outro cliente" });
    const status = await patch(client, created.id, { status: "pausado" });
    expect(status.res.status).toBe(200);
    expect(status.kinds).toEqual(["sessão", "trava do projeto", "alteração", "leitura do projeto"]);
    const moved = await patch(client, created.id, { clientId: d.id });
    expect(moved.res.status).toBe(200);
    expect(moved.kinds).toEqual(["sessão", "trava do projeto", "trava do cliente", "alteração", "leitura do projeto"]);
    expect(await read(projectSchema, moved.res)).toMatchObject({ status: "pausado", client: { id: d.id } });
  });
});
