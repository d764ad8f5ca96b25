import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentListSchema, documentSchema, versionDetailSchema, versionListSchema, type ProjectDocument } from "#domain/documents.schema";
import { projectSchema } from "#domain/projects.schema";
import { documentVersion, projectDocument } from "#server/db/schema";
import { createTestContext, signedInUser, type TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, joinStudio, read, setPlan } from "#server/test/studio";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function projectFor(client: TestClient, type: "residencial" | "comercial" | "interiores" | "reforma" = "residencial", plotArea: number | null = null) {
  const c = await addClient(client, { name: "Marina Souza" });
  return addProject(client, { name: "Casa Jardins", clientId: c.id, type, landPlot: { area: plotArea } });
}

async function open(client: TestClient, projectId: string, kind: "briefing" | "programa", status = 201): Promise<ProjectDocument> {
  const res = await client.post(`/api/projects/${projectId}/documents`, { kind });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(status);
  return read(documentSchema, res);
}

async function save(client: TestClient, doc: { id: string }, baseVersion: number, content: unknown) {
  return client.request("PUT", `/api/documents/${doc.id}`, { baseVersion, content });
}

function briefingWith(doc: ProjectDocument, answers: Record<string, string>) {
  if (doc.kind !== "briefing") throw new Error("não é briefing");
  return { ...doc.content, answers: { ...doc.content.answers, ...answers } };
}

describe("opening a project's document", () => {
  it("creates version 1 with the questionnaire of the project's type, written by the member; a second open returns the same document", async () => {
    const { client, userId } = await signedInUser(ctx);
    const project = await projectFor(client, "comercial");
    const doc = await open(client, project.id, "briefing");
    expect(doc).toMatchObject({
      kind: "briefing",
      version: 1,
      project: { id: project.id, name: "Casa Jardins" },
      client: { id: project.client.id, name: "Marina Souza" },
      content: { questionnaire: "comercial", answers: {}, followUps: [] },
      lastVersion: { number: 1, author: { source: "usuario", user: { id: userId } }, restoredFrom: null },
      createdBy: { id: userId },
    });
    const again = await open(client, project.id, "briefing", 200);
    expect(again.id).toBe(doc.id);
    expect(again.version).toBe(1);
  });

  it("a programme starts empty but already knows the lot's area", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client, "residencial", 360);
    const doc = await open(client, project.id, "programa");
    expect(doc.kind).toBe("programa");
    if (doc.kind !== "programa") return;
    expect(doc.content.rooms).toEqual([]);
    expect(doc.content.lot.area).toBe(360);
    expect(doc.content.wallFactor).toBeGreaterThan(0);
  });

  it("two opens at the same time make one document", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client);
    const [a, b] = await Promise.all([
      client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }),
      client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [da, db] = [await read(documentSchema, a), await read(documentSchema, b)];
    expect(da.id).toBe(db.id);
    const rows = await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, project.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses an unknown kind with a pt-BR 422, and another studio's project with 404", async () => {
    const { client } = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const project = await projectFor(client);
    const bad = await client.post(`/api/projects/${project.id}/documents`, { kind: "planta" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ kind: "Tipo de documento inválido." });
    const foreign = await other.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe("Projeto não encontrado.");
    expect(await ctx.database.db.select().from(projectDocument).where(eq(projectDocument.projectId, project.id))).toHaveLength(0);
  });
});

describe("saving versions", () => {
  it("every save is a new version; the document shows the latest and lists them newest first", async () => {
    const { client, userId } = await signedInUser(ctx);
    const project = await projectFor(client);
    const doc = await open(client, project.id, "briefing");
    const first = await save(client, doc, 1, briefingWith(doc, { moradores: "4" }));
    expect(first.status).toBe(200);
    const v2 = await read(documentSchema, first);
    expect(v2.version).toBe(2);
    const second = await read(documentSchema, await save(client, doc, 2, briefingWith(v2, { dormitorios: "3" })));
    expect(second.version).toBe(3);
    expect(second.kind === "briefing" && second.content.answers).toEqual({ moradores: "4", dormitorios: "3" });
    expect(second.updatedBy).toEqual({ id: userId, name: "Ana Beatriz Lima" });

    const fetched = await read(documentSchema, await client.get(`/api/documents/${doc.id}`));
    expect(fetched).toEqual(second);
    const versions = await read(versionListSchema, await client.get(`/api/documents/${doc.id}/versions`));
    expect(versions.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(versions[0]!.author).toEqual({ source: "usuario", user: { id: userId, name: "Ana Beatriz Lima" }, provider: null, model: null });
    const v1 = await read(versionDetailSchema, await client.get(`/api/documents/${doc.id}/versions/1`));
    expect(v1.content).toMatchObject({ answers: {} });
  });

  it("a save from a stale version is a pt-BR 409 and changes nothing (two tabs)", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client);
    const doc = await open(client, project.id, "briefing");
    const tabA = await save(client, doc, 1, briefingWith(doc, { moradores: "2" }));
    expect(tabA.status).toBe(200);
    const tabB = await save(client, doc, 1, briefingWith(doc, { moradores: "5" }));
    expect(tabB.status).toBe(409);
    const error = await errorOf(tabB);
    expect(error.code).toBe("conflict");
    expect(error.message).toContain("agora está na versão 2");
    const now = await read(documentSchema, await client.get(`/api/documents/${doc.id}`));
    expect(now.version).toBe(2);
    expect(now.kind === "briefing" && now.content.answers.moradores).toBe("2");
    expect(await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, doc.id))).toHaveLength(2);
  });

  it("two saves from the same base at the same moment: one version, one 409", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client);
    const doc = await open(client, project.id, "briefing");
    const results = await Promise.all([save(client, doc, 1, briefingWith(doc, { moradores: "1" })), save(client, doc, 1, briefingWith(doc, { moradores: "9" }))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, doc.id))).toHaveLength(2);
  });

  it("content is checked by the document's kind: 422 under content.… and nothing is written", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client);
    const programme = await open(client, project.id, "programa");
    const res = await save(client, programme, 1, {
      rooms: [{ id: "r1", sector: "Social", name: "", quantity: 0, unitArea: -3 }],
      wallFactor: 0.25,
      lot: {},
    });
    expect(res.status).toBe(422);
    const error = await errorOf(res);
    expect(error.fields).toMatchObject({
      "content.rooms.0.name": "Informe o nome do ambiente.",
      "content.rooms.0.quantity": "A quantidade deve ser pelo menos 1.",
      "content.rooms.0.unitArea": "A área unitária não pode ser menor que zero.",
    });
    expect((await read(documentSchema, await client.get(`/api/documents/${programme.id}`))).version).toBe(1);
    const missingBase = await client.request("PUT", `/api/documents/${programme.id}`, { content: {} });
    expect(missingBase.status).toBe(422);
    expect((await errorOf(missingBase)).fields).toMatchObject({ baseVersion: "Informe a versão de origem." });
  });
});

describe("restoring", () => {
  it("restoring version 1 makes a new latest version with its content; versions in between stay", async () => {
    const { client, userId } = await signedInUser(ctx);
    const project = await projectFor(client);
    const doc = await open(client, project.id, "briefing");
    const v2 = await read(documentSchema, await save(client, doc, 1, briefingWith(doc, { moradores: "4" })));
    await save(client, doc, 2, briefingWith(v2, { moradores: "6" }));
    const res = await client.post(`/api/documents/${doc.id}/versions/2/restore`, {});
    expect(res.status).toBe(200);
    const restored = await read(documentSchema, res);
    expect(restored.version).toBe(4);
    expect(restored.kind === "briefing" && restored.content.answers).toEqual({ moradores: "4" });
    expect(restored.lastVersion).toMatchObject({ number: 4, restoredFrom: 2, author: { source: "usuario", user: { id: userId } } });
    const versions = await read(versionListSchema, await client.get(`/api/documents/${doc.id}/versions`));
    expect(versions.map((v) => [v.number, v.restoredFrom])).toEqual([[4, 2], [3, null], [2, null], [1, null]]);
    expect((await client.post(`/api/documents/${doc.id}/versions/99/restore`, {})).status).toBe(404);
    expect((await errorOf(await client.get(`/api/documents/${doc.id}/versions/99`))).message).toBe("Versão não encontrada.");
    expect((await client.get(`/api/documents/${doc.id}/versions/abc`)).status).toBe(404);
  });
});

describe("lists", () => {
  it("the recent briefings: project, client, progress, newest first, only the studio's", async () => {
    const { client, userId } = await signedInUser(ctx);
    await setPlan(ctx, userId, "obra-prima");
    const other = await signedInUser(ctx);
    const older = await open(client, (await projectFor(client)).id, "briefing");
    const newer = await open(client, (await projectFor(client)).id, "briefing");
    await open(client, (await projectFor(client)).id, "programa");
    await open(other.client, (await projectFor(other.client)).id, "briefing");
    await save(client, older, 1, briefingWith(older, { moradores: "3", dormitorios: "2", pets: "  " }));
    const list = await read(documentListSchema, await client.get("/api/documents?kind=briefing"));
    expect(list.map((d) => d.id)).toEqual([older.id, newer.id]);
    expect(list[0]!.progress?.answered).toBe(2);
    expect(list[0]!.progress!.total).toBeGreaterThanOrEqual(20);
    expect(list[0]!.client.name).toBe("Marina Souza");
    const all = await read(documentListSchema, await client.get("/api/documents"));
    expect(all).toHaveLength(3);
    expect((await client.get("/api/documents?kind=planta")).status).toBe(422);
  });

  it("a project's documents; another studio's project is 404", async () => {
    const { client } = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const project = await projectFor(client);
    await open(client, project.id, "briefing");
    await open(client, project.id, "programa");
    const list = await read(documentListSchema, await client.get(`/api/projects/${project.id}/documents`));
    expect(list.map((d) => d.kind).sort()).toEqual(["briefing", "programa"]);
    expect((await other.client.get(`/api/projects/${project.id}/documents`)).status).toBe(404);
  });
});

describe("another studio's document is 404 on every route", () => {
  it("read, save, versions, one version, restore", async () => {
    const { client } = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const doc = await open(client, (await projectFor(client)).id, "briefing");
    const attempts = [
      await other.client.get(`/api/documents/${doc.id}`),
      await save(other.client, doc, 1, briefingWith(doc, { moradores: "1" })),
      await other.client.get(`/api/documents/${doc.id}/versions`),
      await other.client.get(`/api/documents/${doc.id}/versions/1`),
      await other.client.post(`/api/documents/${doc.id}/versions/1/restore`, {}),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Documento não encontrado.");
    }
    expect((await read(documentSchema, await client.get(`/api/documents/${doc.id}`))).version).toBe(1);
  });

  it("a member of the studio saves its documents; the version names them", async () => {
    const owner = await signedInUser(ctx);
    const member = await signedInUser(ctx);
    const doc = await open(owner.client, (await projectFor(owner.client)).id, "briefing");
    await joinStudio(ctx, member.userId, owner.studioId, "member");
    const saved = await save(member.client, doc, 1, briefingWith(doc, { moradores: "2" }));
    expect(saved.status).toBe(200);
    expect((await read(documentSchema, saved)).lastVersion.author.user).toEqual({ id: member.userId, name: "Ana Beatriz Lima" });
  });
});

describe("deleting a project with documents", () => {
  it("asks for the count first (409 naming it), then deletes the documents with their versions", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client);
    const briefing = await open(client, project.id, "briefing");
    await open(client, project.id, "programa");
    expect((await read(projectSchema, await client.get(`/api/projects/${project.id}`))).documentCount).toBe(2);

    const unconfirmed = await client.request("DELETE", `/api/projects/${project.id}`);
    expect(unconfirmed.status).toBe(409);
    expect((await errorOf(unconfirmed)).message).toBe("Este projeto tem 2 documentos. Confirme que eles serão excluídos junto com o projeto.");
    const wrong = await client.request("DELETE", `/api/projects/${project.id}?documents=1`);
    expect(wrong.status).toBe(409);
    expect((await client.get(`/api/documents/${briefing.id}`)).status).toBe(200);

    expect((await client.request("DELETE", `/api/projects/${project.id}?documents=2`)).status).toBe(204);
    expect((await client.get(`/api/documents/${briefing.id}`)).status).toBe(404);
    expect(await ctx.database.db.select().from(documentVersion).where(eq(documentVersion.documentId, briefing.id))).toHaveLength(0);
  });

  it("a project without documents is deleted as before", async () => {
    const { client } = await signedInUser(ctx);
    const project = await projectFor(client);
    expect((await client.request("DELETE", `/api/projects/${project.id}`)).status).toBe(204);
  });
});
