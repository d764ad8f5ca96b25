import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientListSchema } from "#domain/clients.schema";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, read } from "#server/test/studio";

/**
 * The clients search's statements (decision 115): a page that is not full is the last one, so its
 * total needs no count statement; a full page, or an empty one past the first, is still counted.
 * The totals are the same either way.
 */
const statements: string[] = [];
let recording = false;
let ctx: TestContext;
let client: TestClient;

/** The names of the statements prepared, from the first request on. */
const prepared: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext({}, { onQuery: (query) => recording && statements.push(query) });
  const prepare = ctx.database.db._.session.prepareQuery.bind(ctx.database.db._.session);
  vi.spyOn(ctx.database.db._.session, "prepareQuery").mockImplementation((...args: Parameters<typeof prepare>) => {
    if (typeof args[2] === "string") prepared.push(args[2]);
    return prepare(...args);
  });
  ({ client } = await signedInUser(ctx));
  const ana = await addClient(client, { name: "Ana Souza" });
  await addClient(client, { name: "Mariana Lima" });
  await addClient(client, { name: "Joana Araújo" });
  await addClient(client, { name: "Pedro Costa" });
  await addProject(client, { name: "Casa da Ana", clientId: ana.id });
});
afterAll(async () => {
  await ctx?.close();
});

function kindOf(query: string): string {
  const q = query.replace(/\s+/g, " ").trim().toLowerCase();
  if (/^(begin|commit)\b/.test(q)) return q.split(" ")[0]!;
  if (/from "session" left join "studio_member"/.test(q)) return "sessão";
  if (q.startsWith('select count(*) from "client"')) return "contagem";
  if (q.startsWith('select "id", "name", "email", "phone" from "client"')) return "página";
  if (q.startsWith('select "id", "name", "client_id" from "project"')) return "projetos";
  return q.slice(0, 160);
}

async function search(query: string) {
  statements.length = 0;
  recording = true;
  const res = await client.get(`/api/clients?${query}`);
  recording = false;
  expect(res.status).toBe(200);
  const list = await read(clientListSchema, res);
  return { names: list.items.map((i) => i.name), total: list.total, kinds: statements.map(kindOf) };
}

describe("GET /api/clients: the total of a page that is not full comes from the page", () => {
  it("the first page, not full: no count, the total is its rows", async () => {
    expect(await search("search=ana")).toEqual({ names: ["Ana Souza", "Joana Araújo", "Mariana Lima"], total: 3, kinds: ["sessão", "página", "projetos"] });
  });

  it("a later page, not full: no count, the total is the full pages before it and its rows", async () => {
    expect(await search("search=ana&page=2&pageSize=2")).toEqual({ names: ["Mariana Lima"], total: 3, kinds: ["sessão", "página", "projetos"] });
  });

  it("nothing found on the first page: no count, total 0", async () => {
    expect(await search("search=zzz")).toEqual({ names: [], total: 0, kinds: ["sessão", "página"] });
  });

  it("a full page is counted: there may be more", async () => {
    const full = await search("search=ana&pageSize=2");
    expect(full).toMatchObject({ names: ["Ana Souza", "Joana Araújo"], total: 3 });
    expect(full.kinds.slice(0, 2)).toEqual(["sessão", "página"]);
    expect([...full.kinds.slice(2)].sort()).toEqual(["contagem", "projetos"]);
    // Exactly full, with nothing after it: counted too, and the total is the same.
    expect(await search("search=ana&pageSize=3")).toMatchObject({ total: 3 });
  });

  it("an empty page past the first is counted: the total is not the page's", async () => {
    expect(await search("search=ana&page=4&pageSize=2")).toEqual({ names: [], total: 3, kinds: ["sessão", "página", "contagem"] });
  });
});

describe("GET /api/clients: statements prepared once per database (decisions 112, 115)", () => {
  it("prepared the page, its count and its projects once each, for searches and for the whole list", async () => {
    for (const query of ["search=mari&pageSize=2", "pageSize=2", "page=2&pageSize=2"]) await search(query);
    expect(await search("search=casa")).toMatchObject({ names: ["Ana Souza"], total: 1 });
    expect(prepared.filter((name) => name.startsWith("prancheta_clients")).sort()).toEqual([
      "prancheta_clients_count",
      "prancheta_clients_count_matching",
      "prancheta_clients_page",
      "prancheta_clients_page_matching",
      "prancheta_clients_projects",
    ]);
  });
});
