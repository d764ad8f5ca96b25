import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "#domain/clients.schema";
import { clientsApi } from "#domain/contracts/clients";
import { projectsApi } from "#domain/contracts/projects";
import { client as clientTable, project, projectStageChange, studio, user } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, joinStudio, setPlan } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The studio's clients: they belong to the studio, not to the member who wrote them. */
async function clientRows(studioId: string) {
  return ctx.database.db.select().from(clientTable).where(eq(clientTable.studioId, studioId));
}

describe("clients: session", () => {
  it("answers 401 on every route without a session", async () => {
    const anonymous = new TestClient(ctx);
    const { client } = await signedInUser(ctx);
    const own = await addClient(client, { name: "Cliente Real" });
    const params = { id: own.id };
    const calls = [
      anonymous.call(clientsApi.list),
      anonymous.call(clientsApi.create, { body: { name: "X" } }),
      anonymous.call(clientsApi.get, { params }),
      anonymous.call(clientsApi.update, { params, body: { name: "Y" } }),
      anonymous.call(clientsApi.remove, { params }),
    ];
    for (const { status, error } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(error?.message).toBe("Faça login para continuar.");
    }
    expect((await client.answer(clientsApi.get, { params })).name).toBe("Cliente Real");
  });
});

describe("clients: create and read", () => {
  it("stores a client with phone, CPF and e-mail normalised and who wrote it, and reads it back with no projects", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    // The contract declares 201 alone: any other status fails the call.
    const created = await client.answer(clientsApi.create, {
      body: {
        name: "  José Álvaro Conceição ",
        email: " Jose.Alvaro@Exemplo.com.BR ",
        phone: "(11) 98765-4321",
        document: "529.982.247-25",
        address: "Rua das Flores, 123 — São Paulo/SP",
        notes: "",
      },
    });
    expect(created).toMatchObject({
      name: "José Álvaro Conceição",
      email: "jose.alvaro@exemplo.com.br",
      phone: "+5511987654321",
      document: "52998224725",
      documentType: "cpf",
      address: "Rua das Flores, 123 — São Paulo/SP",
      notes: null,
      createdBy: { id: userId, name: "Ana Beatriz Lima" },
      updatedBy: { id: userId, name: "Ana Beatriz Lima" },
    });
    expect(created.createdAt).toBe(created.updatedAt);

    const detail = await client.answer(clientsApi.get, { params: { id: created.id } });
    expect(detail).toEqual({ ...created, projects: [] });

    const [row] = await clientRows(studioId);
    expect(row).toMatchObject({
      nameKey: "jose alvaro conceicao",
      searchKey: "jose alvaro conceicao\njose.alvaro@exemplo.com.br",
      createdBy: userId,
      updatedBy: userId,
    });
  });

  it("accepts the usual phone formats and CNPJs, numeric and alphanumeric", async () => {
    const { client } = await signedInUser(ctx);
    const cases: [Record<string, string>, Partial<Client>][] = [
      [{ phone: "+55 21 3456-7890" }, { phone: "+552134567890" }],
      [{ phone: "011 98765-4321" }, { phone: "+5511987654321" }],
      [{ phone: "5511987654321" }, { phone: "+5511987654321" }],
      [{ document: "11.222.333/0001-81" }, { document: "11222333000181", documentType: "cnpj" }],
      [{ document: "12.abc.345/01de-35" }, { document: "12ABC34501DE35", documentType: "cnpj" }],
      [{ document: "11144477735" }, { document: "11144477735", documentType: "cpf" }],
    ];
    for (const [fields, expected] of cases) {
      const created = await addClient(client, { name: "Cliente", ...fields });
      expect(created, JSON.stringify(fields)).toMatchObject(expected);
    }
  });

  it("refuses invalid fields with pt-BR messages per field and stores nothing", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const res = await client.post("/api/clients", { name: " ", email: "ana@", phone: "123", document: "111.111.111-11" });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.code).toBe("validation_error");
    expect(error.fields).toEqual({
      name: "Informe o nome do cliente.",
      email: "E-mail inválido. Confira o endereço, ex.: nome@exemplo.com.br",
      phone: "Telefone inválido. Use DDD e número, ex.: (11) 98765-4321.",
      document: "CPF ou CNPJ inválido: confira os números e os dígitos verificadores.",
    });

    const refused: [Record<string, unknown>, string][] = [
      [{ document: "529.982.247-24" }, "document"], // CPF, wrong check digit
      [{ document: "11.222.333/0001-82" }, "document"], // CNPJ, wrong check digit
      [{ document: "12.ABC.345/01DE-36" }, "document"], // alphanumeric CNPJ, wrong check digit
      [{ phone: "(10) 98765-4321" }, "phone"], // no such area code
      [{ phone: "(11) 88765-4321" }, "phone"], // 9 digits but not a mobile
      [{ phone: "+1 415 555 0100" }, "phone"], // not Brazilian
      [{ email: "ana@@exemplo.com" }, "email"],
      [{ name: "x".repeat(121) }, "name"],
    ];
    for (const [fields, field] of refused) {
      const r = await client.post("/api/clients", { name: "Cliente", ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys((await errorOf(r)).fields ?? {}), JSON.stringify(fields)).toEqual([field]);
    }

    const notJson = await client.post("/api/clients", "{name:");
    expect(notJson.status).toBe(422);
    expect((await errorOf(notJson)).message).toBe("O corpo da requisição deve ser um JSON válido.");
    expect(await clientRows(studioId)).toHaveLength(0);
  });

  it("shows the client's projects, newest updated first, as project summaries", async () => {
    const { client, userId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const ana = await addClient(client, { name: "Ana" });
    const first = await addProject(client, { name: "Casa de Praia", clientId: ana.id, deadline: "2027-05-10" });
    const second = await addProject(client, { name: "Reforma do Apartamento", clientId: ana.id, type: "reforma" });
    // Editing the first makes it the most recently updated.
    await client.answer(projectsApi.update, { params: { id: first.id }, body: { name: "Casa de Praia II" } });

    const detail = await client.answer(clientsApi.get, { params: { id: ana.id } });
    expect(detail.projects.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(detail.projects[0]).toEqual({
      id: first.id,
      name: "Casa de Praia II",
      client: { id: ana.id, name: "Ana" },
      type: "residencial",
      stage: "levantamento",
      status: "em-andamento",
      deadline: "2027-05-10",
      updatedAt: expect.any(String),
    });
  });
});

describe("clients: update", () => {
  it("changes only the fields given, clears a field with an empty value, and validates", async () => {
    const { client } = await signedInUser(ctx);
    const created = await addClient(client, { name: "Beatriz Nogueira", email: "bia@exemplo.com", phone: "11987654321", document: "52998224725" });
    await new Promise((r) => setTimeout(r, 5));

    const updated = await client.answer(clientsApi.update, { params: { id: created.id }, body: { phone: "(21) 99876-5432", email: "" } });
    expect(updated).toMatchObject({ name: "Beatriz Nogueira", email: null, phone: "+5521998765432", document: "52998224725", documentType: "cpf" });
    expect(updated.createdAt).toBe(created.createdAt);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());

    for (const [body, field, message] of [
      [{ document: "123" }, "document", "CPF ou CNPJ inválido: confira os números e os dígitos verificadores."],
      [{ name: "" }, "name", "Informe o nome do cliente."],
      [{ phone: "abc" }, "phone", "Telefone inválido. Use DDD e número, ex.: (11) 98765-4321."],
    ] as const) {
      const r = await client.patch(`/api/clients/${created.id}`, body);
      expect(r.status).toBe(422);
      expect((await errorOf(r)).fields).toEqual({ [field]: message });
    }
    const after = await client.answer(clientsApi.get, { params: { id: created.id } });
    expect(after).toMatchObject({ name: "Beatriz Nogueira", phone: "+5521998765432", document: "52998224725" });
  });

  it("keeps who the client is and how to address them, which templates agree with (R-CLIENT-3)", async () => {
    const { client } = await signedInUser(ctx);
    const created = await addClient(client, { name: "Ricardo e Juliana Kowalski" });
    expect(created).toMatchObject({ kind: null, addressForm: null });

    const params = { id: created.id };
    expect(await client.answer(clientsApi.update, { params, body: { kind: "casal", addressForm: "formal" } })).toMatchObject({ kind: "casal", addressForm: "formal" });
    // The form's "Não informado" clears it.
    expect(await client.answer(clientsApi.update, { params, body: { addressForm: "" } })).toMatchObject({ kind: "casal", addressForm: null });

    const bad = await client.patch(`/api/clients/${created.id}`, { kind: "grupo" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ kind: "Escolha quem é o cliente: pessoa, casal ou empresa." });
  });
});

describe("clients: delete", () => {
  it("deletes a client without projects", async () => {
    const { client, studioId } = await signedInUser(ctx);
    const created = await addClient(client, { name: "Carlos" });
    const params = { id: created.id };
    const { status, res } = await client.call(clientsApi.remove, { params });
    expect(status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await client.call(clientsApi.get, { params })).status).toBe(404);
    expect(await clientRows(studioId)).toHaveLength(0);
    expect((await client.call(clientsApi.remove, { params })).status).toBe(404);
  });

  it("refuses, with 409 and a clear message, a client that still has projects, and deletes nothing", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    const dora = await addClient(client, { name: "Dora" });
    const elias = await addClient(client, { name: "Elias" });
    const p1 = await addProject(client, { name: "Casa 1", clientId: dora.id });
    const p2 = await addProject(client, { name: "Casa 2", clientId: dora.id });

    const res = await client.call(clientsApi.remove, { params: { id: dora.id } });
    expect(res.status).toBe(409);
    expect(res.error).toEqual({
      code: "conflict",
      message: "Este cliente tem 2 projetos. Mova-os para outro cliente ou exclua-os antes de excluir o cliente.",
    });
    expect(await clientRows(studioId)).toHaveLength(2);
    expect(await ctx.database.db.select().from(project).where(eq(project.clientId, dora.id))).toHaveLength(2);

    // Move one away: the message counts what is left.
    await client.answer(projectsApi.update, { params: { id: p1.id }, body: { clientId: elias.id } });
    const again = await client.call(clientsApi.remove, { params: { id: dora.id } });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe("Este cliente tem 1 projeto. Mova-o para outro cliente ou exclua-o antes de excluir o cliente.");

    // Remove the other: now it goes.
    expect((await client.call(projectsApi.remove, { params: { id: p2.id } })).status).toBe(204);
    expect((await client.call(clientsApi.remove, { params: { id: dora.id } })).status).toBe(204);
    expect((await clientRows(studioId)).map((r) => r.name)).toEqual(["Elias"]);
  });

  it("a delete racing a new project for the same client ends cleanly either way (never a 500)", async () => {
    const { client, userId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "premium");
    for (let i = 0; i < 8; i++) {
      const c = await addClient(client, { name: `Corrida ${i}` });
      const [deleted, created] = await Promise.all([
        client.call(clientsApi.remove, { params: { id: c.id } }),
        client.call(projectsApi.create, { body: { name: "Casa", type: "residencial", clientId: c.id } }),
      ]);
      // Either the project came first (the client keeps it) or the delete did (no client to use).
      expect([[409, 201], [204, 422]]).toContainEqual([deleted.status, created.status]);
    }
  });

  it("the database refuses too (RESTRICT); deleting the account that wrote them keeps them, deleting the studio removes clients, projects and history", async () => {
    const { client, userId, studioId } = await signedInUser(ctx);
    const c = await addClient(client, { name: "Fernanda" });
    const p = await addProject(client, { name: "Loft", clientId: c.id });
    await expect(ctx.database.db.delete(clientTable).where(eq(clientTable.id, c.id))).rejects.toThrow();

    // The work is the studio's: the author's account going leaves it, without their name.
    await ctx.database.db.delete(user).where(eq(user.id, userId));
    expect(await clientRows(studioId)).toMatchObject([{ id: c.id, createdBy: null, updatedBy: null }]);
    expect(await ctx.database.db.select().from(project).where(eq(project.id, p.id))).toMatchObject([{ createdBy: null, updatedBy: null }]);
    expect(await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, p.id))).toMatchObject([{ changedBy: null }]);

    await ctx.database.db.delete(studio).where(eq(studio.id, studioId));
    expect(await clientRows(studioId)).toHaveLength(0);
    expect(await ctx.database.db.select().from(project).where(eq(project.id, p.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(projectStageChange).where(eq(projectStageChange.projectId, p.id))).toHaveLength(0);
  });
});

describe("clients: another studio's data", () => {
  it("is 404 on every route by id, absent from lists, and left untouched", async () => {
    const a = await signedInUser(ctx);
    const b = await signedInUser(ctx);
    const mine = await addClient(a.client, { name: "Gabriela Reis", email: "gabi@exemplo.com" });
    await addProject(a.client, { name: "Casa Gabriela", clientId: mine.id });
    await addClient(b.client, { name: "Helena" });

    const params = { id: mine.id };
    for (const res of [
      await b.client.call(clientsApi.get, { params }),
      await b.client.call(clientsApi.update, { params, body: { name: "Roubado" } }),
      await b.client.call(clientsApi.remove, { params }),
      await b.client.call(clientsApi.get, { params: { id: "nao-existe" } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.error).toEqual({ code: "not_found", message: "Cliente não encontrado." });
    }
    // 404 even though it has projects: B's studio learns nothing about A's client.
    const listB = await b.client.answer(clientsApi.list);
    expect(listB.items.map((i) => i.name)).toEqual(["Helena"]);
    expect(listB.total).toBe(1);
    for (const search of ["gabriela", "gabi@", "casa"]) {
      expect((await b.client.answer(clientsApi.list, { query: { search } })).total).toBe(0);
    }

    const after = await a.client.answer(clientsApi.get, { params });
    expect(after).toMatchObject({ name: "Gabriela Reis", email: "gabi@exemplo.com" });
    expect(after.projects).toHaveLength(1);
  });
});

describe("clients: the studio's, shared by its members", () => {
  it("a colleague working in the studio reads and edits its client; the answer names who created it and who changed it last", async () => {
    const owner = await signedInUser(ctx);
    const colleague = await signedInUser(ctx);
    await ctx.database.db.update(user).set({ name: "Bruno Costa" }).where(eq(user.id, colleague.userId));
    await joinStudio(ctx, colleague.userId, owner.studioId, "member");
    const created = await addClient(owner.client, { name: "Ingrid" });

    const list = await colleague.client.answer(clientsApi.list);
    expect(list.items.map((i) => i.id)).toEqual([created.id]);
    const params = { id: created.id };
    const edited = await colleague.client.answer(clientsApi.update, { params, body: { phone: "(11) 98765-4321" } });
    expect(edited).toMatchObject({
      createdBy: { id: owner.userId, name: "Ana Beatriz Lima" },
      updatedBy: { id: colleague.userId, name: "Bruno Costa" },
    });
    expect(await owner.client.answer(clientsApi.get, { params })).toMatchObject({
      phone: "+5511987654321",
      updatedBy: { id: colleague.userId, name: "Bruno Costa" },
    });
    expect(await clientRows(owner.studioId)).toHaveLength(1);
    expect(await clientRows(colleague.studioId)).toHaveLength(0);
  });
});
