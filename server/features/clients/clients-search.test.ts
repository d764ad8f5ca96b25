import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientListSchema, type ClientList, type ClientListQuery } from "#domain/clients.schema";
import { clientsApi } from "#domain/contracts/clients";
import { projectsApi } from "#domain/contracts/projects";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function list(client: TestClient, query: ClientListQuery = {}): Promise<ClientList> {
  return client.answer(clientsApi.list, { query });
}

async function names(client: TestClient, search: string): Promise<string[]> {
  return (await list(client, { search })).items.map((i) => i.name);
}

describe("clients search", () => {
  let client: TestClient;
  beforeAll(async () => {
    const signed = await signedInUser(ctx);
    client = signed.client;
    await setPlan(ctx, signed.userId, "premium");
    await addClient(client, { name: "José Álvaro Conceição", email: "jose@exemplo.com.br" });
    await addClient(client, { name: "Maria da Conceição" });
    await addClient(client, { name: "JOÃO PEDRO" });
    const ana = await addClient(client, { name: "Ana Souza", email: "contato@acme.com.br" });
    await addProject(client, { name: "Residência Girassol", clientId: ana.id });
    await addClient(client, { name: "Loja 100% Design" });
    await addClient(client, { name: "Loja 1000 Design" });
    await addClient(client, { name: "Rita", email: "ana_maria@exemplo.com" });
    await addClient(client, { name: "Rosa", email: "anabmaria@exemplo.com" });
    await addClient(client, { name: "Obra C:\\Projetos" });
  });

  it("ignores accents and case, in the data and in the term", async () => {
    for (const term of ["conceicao", "CONCEIÇÃO", "Conceiçao", "  conceição  "]) {
      expect(await names(client, term), term).toEqual(["José Álvaro Conceição", "Maria da Conceição"]);
    }
    expect(await names(client, "joao")).toEqual(["JOÃO PEDRO"]);
    expect(await names(client, "JOÃO pedro")).toEqual(["JOÃO PEDRO"]);
    expect(await names(client, "alvaro   conceicao")).toEqual(["José Álvaro Conceição"]);
  });

  it("matches the e-mail", async () => {
    expect(await names(client, "ACME")).toEqual(["Ana Souza"]);
    expect(await names(client, "jose@exemplo")).toEqual(["José Álvaro Conceição"]);
  });

  it("matches the names of the client's projects, and the result shows them", async () => {
    expect(await names(client, "girassol")).toEqual(["Ana Souza"]);
    expect(await names(client, "RESIDENCIA")).toEqual(["Ana Souza"]);
    const found = await list(client, { search: "giras" });
    expect(found.items[0]!.projects.map((p) => p.name)).toEqual(["Residência Girassol"]);
  });

  it("takes % and _ (and a backslash) literally", async () => {
    expect(await names(client, "100%")).toEqual(["Loja 100% Design"]);
    expect(await names(client, "%")).toEqual(["Loja 100% Design"]);
    expect(await names(client, "a_m")).toEqual(["Rita"]);
    expect(await names(client, "_")).toEqual(["Rita"]);
    expect(await names(client, "c:\\")).toEqual(["Obra C:\\Projetos"]);
    expect(await names(client, "\\")).toEqual(["Obra C:\\Projetos"]);
  });

  it("does not match across the name and the e-mail", async () => {
    // "Rita" + "ana_maria@…": a term spanning both fields is not a match.
    expect(await names(client, "rita ana")).toEqual([]);
  });

  it("finds nothing for an unknown term, with total 0", async () => {
    expect(await list(client, { search: "inexistente" })).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("follows renames: a client's name and e-mail, and a project's name", async () => {
    const signed = await signedInUser(ctx);
    const c = await addClient(signed.client, { name: "Paulo", email: "paulo@antigo.com" });
    const p = await addProject(signed.client, { name: "Casa Ipê", clientId: c.id });

    await signed.client.answer(clientsApi.update, { params: { id: c.id }, body: { name: "Paulo Émerson" } });
    expect(await names(signed.client, "emerson")).toEqual(["Paulo Émerson"]);
    expect(await names(signed.client, "antigo")).toEqual(["Paulo Émerson"]);

    await signed.client.answer(clientsApi.update, { params: { id: c.id }, body: { email: "paulo@novo.com" } });
    expect(await names(signed.client, "antigo")).toEqual([]);
    expect(await names(signed.client, "novo.com")).toEqual(["Paulo Émerson"]);

    await signed.client.answer(projectsApi.update, { params: { id: p.id }, body: { name: "Edifício Jatobá" } });
    expect(await names(signed.client, "ipe")).toEqual([]);
    expect(await names(signed.client, "jatoba")).toEqual(["Paulo Émerson"]);
  });

  it("never shows another studio's clients, even when their name or projects match", async () => {
    const other = await signedInUser(ctx);
    const c = await addClient(other.client, { name: "Conceição Girassol" });
    await addProject(other.client, { name: "Girassol 2", clientId: c.id });
    expect(await names(client, "conceicao")).toEqual(["José Álvaro Conceição", "Maria da Conceição"]);
    expect(await names(client, "girassol")).toEqual(["Ana Souza"]);
    expect(await names(other.client, "girassol")).toEqual(["Conceição Girassol"]);
    expect(await names(other.client, "acme")).toEqual([]);
  });
});

describe("clients list: order and paging", () => {
  it("orders by name with accents and case folded", async () => {
    const { client } = await signedInUser(ctx);
    for (const name of ["Érica", "bruno", "Carla", "Álvaro", "ana", "Zélia", "Ítalo"]) await addClient(client, { name });
    expect((await list(client)).items.map((i) => i.name)).toEqual(["Álvaro", "ana", "bruno", "Carla", "Érica", "Ítalo", "Zélia"]);
  });

  it("lists each client's projects newest first", async () => {
    const { client, userId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const c = await addClient(client, { name: "Cliente com projetos" });
    await addClient(client, { name: "Cliente sem projetos" });
    const first = await addProject(client, { name: "Primeiro", clientId: c.id });
    const second = await addProject(client, { name: "Segundo", clientId: c.id });
    const { items } = await list(client);
    expect(items).toEqual([
      { id: c.id, name: "Cliente com projetos", email: null, phone: null, projects: [{ id: second.id, name: "Segundo" }, { id: first.id, name: "Primeiro" }] },
      { id: expect.any(String), name: "Cliente sem projetos", email: null, phone: null, projects: [] },
    ]);
  });

  it("pages: total, later pages, past the end, and the page size bounds", async () => {
    const { client } = await signedInUser(ctx);
    const all = Array.from({ length: 45 }, (_, i) => `Cliente ${String(i + 1).padStart(2, "0")}`);
    for (const name of [...all].reverse()) await addClient(client, { name });

    const first = await list(client);
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20 });
    expect(first.items.map((i) => i.name)).toEqual(all.slice(0, 20));
    const second = await list(client, { page: 2 });
    expect(second.items.map((i) => i.name)).toEqual(all.slice(20, 40));
    const third = await list(client, { page: 3, pageSize: 20 });
    expect(third).toMatchObject({ total: 45, page: 3 });
    expect(third.items.map((i) => i.name)).toEqual(all.slice(40));
    expect(await list(client, { page: 4 })).toEqual({ items: [], total: 45, page: 4, pageSize: 20 });
    expect((await list(client, { pageSize: 100 })).items).toHaveLength(45);
    expect((await list(client, { page: 2, pageSize: 7 })).items.map((i) => i.name)).toEqual(all.slice(7, 14));
    // Empty parameters take the defaults (a form may send them).
    // An empty parameter counts as absent: sent raw, as the typed client leaves empty values out.
    expect(await read(clientListSchema, await client.get("/api/clients?search=&page=&pageSize="))).toMatchObject({ total: 45, page: 1, pageSize: 20 });

    // Paging a search: the total counts the matches only.
    const searched = await list(client, { search: "cliente 3", pageSize: 3, page: 2 });
    expect(searched).toMatchObject({ total: 10, page: 2, pageSize: 3 });
    expect(searched.items.map((i) => i.name)).toEqual(["Cliente 33", "Cliente 34", "Cliente 35"]);
    expect(await list(client, { search: "cliente 3", pageSize: 3, page: 5 })).toEqual({ items: [], total: 10, page: 5, pageSize: 3 });

    for (const [query, field, message] of [
      ["?pageSize=101", "pageSize", "No máximo 100 por página."],
      ["?pageSize=0", "pageSize", "Tamanho de página inválido."],
      ["?page=0", "page", "Página inválida."],
      ["?page=abc", "page", "Página inválida."],
      ["?page=1.5", "page", "Página inválida."],
      [`?search=${"a".repeat(121)}`, "search", "A busca pode ter no máximo 120 caracteres."],
    ] as const) {
      const res = await client.get(`/api/clients${query}`);
      expect(res.status, query).toBe(422);
      expect((await errorOf(res)).fields, query).toEqual({ [field]: message });
    }
  });
});
