import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientSchema } from "#domain/clients.schema";
import { clientMessagesApi } from "#domain/contracts/client-messages";
import { filesApi } from "#domain/contracts/files";
import { conversation, generatedImage, message, notification, storedFile, toolRun } from "#server/db/schema";
import { rowsMentioning } from "#server/test/db-scan";
import { createTestContext, PASSWORD, type TestClient, type TestContext } from "#server/test/harness";
import { join, person, type Person } from "#server/test/people";
import { addClient, addProject, read, setPlan } from "#server/test/studio";
import { exportReadme, OWNED_STUDIO_SECTIONS, PERSON_SECTIONS, PERSONAL_IN_STUDIO_SECTIONS } from "./data-export.service";

/**
 * R-PROFILE-5 end to end: a person who typed one marker into every field they can fill finds it
 * in every key of their export, and after deleting the account no table holds it anywhere; the
 * studio of someone else where they worked keeps its work, shown as "Ex-membro"'s.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** Lower case and digits only: e-mails are stored lower-cased, and the marker must survive that. */
const M = `zq${randomUUID().replaceAll("-", "").slice(0, 10)}`;

/** A raw request the test only needs to succeed (its answer is not read: the export is). */
async function ok(res: Promise<Response>, status = [200, 201]): Promise<void> {
  const r = await res;
  expect(status, `${r.url} ${await r.text()}`).toContain(r.status);
}

async function useStudio(client: TestClient, studioId: string) {
  await ok(client.request("PUT", "/api/session/studio", { studioId }));
}

async function png(name: string, client: TestClient): Promise<string> {
  const bytes = new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: "#884422" } }).png().toBuffer());
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: "image/png" }));
  return (await client.answer(filesApi.upload, { body: form })).id;
}

type Dump = Record<string, unknown> & { estudios: { id: string; papel: string; meus: Record<string, unknown[]>; dados?: Record<string, unknown[]> }[] };

let ana: Person;
let bia: Person;
let anaStudio: string;
let imageFileId: string;
let clientInBia: string;

describe("a person's data, exported whole and deleted whole (R-PROFILE-5)", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    const db = ctx.database.db;
    bia = await person(ctx, "Bia Costa");
    ana = await person(ctx, `Ana ${M}`);
    anaStudio = ana.me.studio.id;
    await setPlan(ctx, ana.me.id, "premium");
    await setPlan(ctx, bia.me.id, "premium");
    const client = ana.client;
    await ok(client.request("POST", "/api/account/email", { newEmail: `${M}-novo@exemplo.com.br`, currentPassword: PASSWORD }), [202]);
    await ok(client.request("PUT", "/api/profile", { name: `Ana ${M}`, studio: { name: `Estúdio ${M}`, publicEmail: `${M}@exemplo.com.br`, address: `Rua ${M}, 10`, website: `www.${M}.com.br`, instagram: `@${M}`, brandColor: "#1f4e79" } }));

    // Her own studio: everything a person can fill.
    const c = await addClient(client, { name: `Cliente ${M}`, email: `${M}-cliente@exemplo.com.br` });
    const p = await addProject(client, { name: `Projeto ${M}`, clientId: c.id });
    await ok(client.post("/api/calendar/events", { title: `Evento ${M}`, date: "2031-05-10", time: "10:00", projectId: p.id }));
    await ok(client.get("/api/calendar/subscription"));
    await ok(client.post("/api/reminders", { titulo: `Lembrete ${M}`, descricao: `Detalhe ${M}`, data: "2031-05-11" }));
    await ok(client.post("/api/custom-tabs", { nomeAba: `Aba ${M}`, conteudo: `Bloco ${M}`, atalhos: `https://${M}.example.com`, notas: `Notas ${M}` }));
    const msg = await client.answer(clientMessagesApi.create, { body: { clientId: c.id, projectId: p.id, channel: "whatsapp", tone: "cordial", message: `Pergunta ${M}` } });
    await ok(client.post(`/api/client-messages/${msg.id}/replies`, { text: `Resposta ${M}` }));
    await ok(client.post("/api/suggestions", { name: `Ana ${M}`, text: `Sugestão ${M}` }));
    await ok(client.post("/api/studio/invitations", { email: `${M}-colega@exemplo.com.br`, role: "member" }));
    imageFileId = await png(`${M}.png`, client);
    // What jobs and AI providers write (no provider in tests): stored as they would be.
    const userId = ana.me.id;
    await db.update(storedFile).set({ purpose: "imagem-gerada" }).where(eq(storedFile.id, imageFileId));
    await db.insert(generatedImage).values({ id: randomUUID(), studioId: anaStudio, createdBy: userId, prompt: `Fachada ${M}`, fileId: imageFileId, model: "teste", size: "1024x1024" });
    await db.insert(toolRun).values({ id: randomUUID(), studioId: anaStudio, createdBy: userId, tool: "zoneamento", inputs: { nota: M }, text: `Análise ${M}`, status: "pronta" });
    const conv = randomUUID();
    await db.insert(conversation).values({ id: conv, userId, title: `Conversa ${M}` });
    await db.insert(message).values({ id: randomUUID(), conversationId: conv, role: "user", content: `Pergunta ao assistente ${M}` });
    await db.insert(notification).values({ id: randomUUID(), studioId: anaStudio, userId, kind: "lembrete", title: `Aviso ${M}`, body: `Texto ${M}`, key: `teste:${M}` });

    // Bia's studio, where Ana is a member: her own reminder there is hers; the client she
    // records there is the studio's work.
    await join(ctx, bia, ana, "member");
    await ok(client.post("/api/reminders", { titulo: `Lembrete no estúdio da Bia ${M}`, data: "2031-06-01" }));
    clientInBia = (await addClient(client, { name: "Cliente registrado pela Ana" })).id;
    await useStudio(client, anaStudio);
  });

  it("exports every key of every section, the marker in what the person wrote, the files and the key to them", async () => {
    const res = await ana.client.get("/api/account/export");
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(strFromU8(zip["LEIA-ME.txt"]!)).toBe(exportReadme());
    const data = JSON.parse(strFromU8(zip["dados.json"]!)) as Dump;
    const has = (value: unknown) => JSON.stringify(value ?? null).includes(M);

    for (const s of PERSON_SECTIONS) expect(Object.keys(data), s.key).toContain(s.key);
    for (const key of ["conta", "trocaDeEmailPendente", "conversas", "mensagensDasConversas", "sugestoes"]) expect(has(data[key]), key).toBe(true);

    const own = data.estudios.find((s) => s.id === anaStudio)!;
    expect(own.papel).toBe("owner");
    for (const s of OWNED_STUDIO_SECTIONS) expect(own.dados?.[s.key], s.key).toEqual(expect.any(Array));
    for (const key of ["estudio", "convites", "clientes", "projetos", "eventosDaAgenda", "mensagensDeClientes", "respostasAClientes", "execucoesDeFerramentas", "imagensGeradas", "arquivos"]) {
      expect(has(own.dados![key]), key).toBe(true);
    }
    for (const s of PERSONAL_IN_STUDIO_SECTIONS) expect(own.meus[s.key], s.key).toEqual(expect.any(Array));
    for (const key of ["lembretes", "abasPersonalizadas", "notificacoes"]) expect(has(own.meus[key]), key).toBe(true);
    expect(own.meus.assinaturaDaAgenda).toHaveLength(1);

    // Bia's studio: Ana's own reminder there, none of the studio's work.
    const other = data.estudios.find((s) => s.papel !== "owner")!;
    expect(other.dados).toBeUndefined();
    expect(has(other.meus.lembretes)).toBe(true);
    expect(JSON.stringify(other)).not.toContain("Cliente registrado pela Ana");

    // The generated image's PNG is in the ZIP, where its file's row says.
    const image = (own.dados!.imagensGeradas as { fileId: string }[])[0]!;
    const file = (own.dados!.arquivos as { id: string; arquivoNoZip: string }[]).find((f) => f.id === image.fileId)!;
    expect((await sharp(zip[file.arquivoNoZip]!).metadata()).format).toBe("png");
    const json = strFromU8(zip["dados.json"]!);
    for (const secret of ['"password"', '"token"', '"tokenHash"', '"storageKey"', '"nonce"']) expect(json).not.toContain(secret);
  });

  it("writes dados.json row by row: the whole export is never stringified at once on the request thread (decision 066)", async () => {
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const res = await ana.client.get("/api/account/export");
      expect(res.status).toBe(200);
      const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const data = JSON.parse(strFromU8(zip["dados.json"]!)) as Dump;
      expect(data.estudios.length).toBeGreaterThan(0);
      const wholes = stringify.mock.calls.filter(([value]) => value !== null && typeof value === "object" && ("estudios" in value || "dados" in value));
      expect(wholes).toEqual([]);
    } finally {
      stringify.mockRestore();
    }
  });

  it("deletes every row holding what the person typed, and the other studio keeps its work as Ex-membro's", async () => {
    const db = ctx.database.db;
    // Not vacuous: the scan finds the marker where the person wrote it.
    expect(await rowsMentioning(db, [M])).toEqual(
      expect.arrayContaining(["suggestion.name (1)", "suggestion.text (1)", "studio_invitation.email (1)", "reminder.title (2)", "custom_tab.name (1)", "client_message_reply.text (1)", "user.name (1)"]),
    );
    // Bia's invitation that brought Ana in holds her e-mail.
    expect(await rowsMentioning(db, [ana.email])).toEqual(expect.arrayContaining(["studio_invitation.email (1)", "user.email (1)"]));
    const res = await ana.client.post("/api/account/delete", { password: PASSWORD });
    expect(res.status).toBe(204);
    expect(await rowsMentioning(db, [M, ana.me.id, ana.email])).toEqual([]);

    // Bia's studio keeps the client Ana recorded; who created it is no one's name any more.
    const kept = await read(clientSchema, await bia.client.get(`/api/clients/${clientInBia}`));
    expect(kept.name).toBe("Cliente registrado pela Ana");
    expect(kept.createdBy).toBeNull();
    expect(kept.updatedBy).toBeNull();
  });
});
