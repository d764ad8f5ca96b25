import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeletionPreviewSchema } from "#domain/profile.schema";
import { meApi } from "#domain/contracts/account";
import { filesApi } from "#domain/contracts/files";
import { profileApi } from "#domain/contracts/profile";
import { createTestContext, PASSWORD, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, joinStudio, read } from "#server/test/studio";
import { rowsMentioning as scanRows } from "#server/test/db-scan";
import { signInCountersOf } from "#server/auth/sign-in-throttle";
import { rateLimit } from "#server/db/schema";

/** R-PROFILE-1, -2, -5 over HTTP: e-mail change, password change, data export, account deletion. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function emailOf(who: Architect): Promise<string> {
  return (await who.client.answer(meApi.get)).email;
}

async function signIn(email: string, password = PASSWORD): Promise<TestClient> {
  const client = new TestClient(ctx);
  const res = await client.post("/api/auth/sign-in/email", { email, password });
  expect(res.status, `sign in as ${email}`).toBe(200);
  return client;
}

const linkToken = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;

describe("PUT /api/account/password", () => {
  it("refuses a wrong current password and sign-up's rules, then changes it and signs every other session out", async () => {
    const ana = await signedInUser(ctx);
    const email = await emailOf(ana);
    const laptop = await signIn(email);
    expect((await laptop.get("/api/me")).status).toBe(200);

    const wrong = await ana.client.request("PUT", "/api/account/password", { currentPassword: "errada-123", newPassword: "nova-senha-456", confirmPassword: "nova-senha-456" });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toEqual({ currentPassword: "Senha atual incorreta." });
    const short = await ana.client.request("PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "curta", confirmPassword: "curta" });
    expect((await errorOf(short)).fields).toMatchObject({ newPassword: "A senha precisa ter pelo menos 8 caracteres." });
    const mismatch = await ana.client.request("PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "nova-senha-456", confirmPassword: "outra-senha-456" });
    expect((await errorOf(mismatch)).fields).toMatchObject({ confirmPassword: "As senhas não conferem." });
    // Nothing changed so far: the laptop is still in.
    expect((await laptop.get("/api/me")).status).toBe(200);

    const ok = await ana.client.request("PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "nova-senha-456", confirmPassword: "nova-senha-456" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ endedSessions: 1 });
    expect((await ana.client.get("/api/me")).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    await signIn(email, "nova-senha-456");
  });
});

describe("POST /api/account/email", () => {
  it("needs the password, sends a link to the new address, keeps the old e-mail until it is opened", async () => {
    const ana = await signedInUser(ctx);
    const oldEmail = await emailOf(ana);
    const newEmail = `nova-${Date.now()}@exemplo.com.br`;
    const wrong = await ana.client.post("/api/account/email", { newEmail, currentPassword: "errada-123" });
    expect((await errorOf(wrong)).fields).toEqual({ currentPassword: "Senha atual incorreta." });

    const res = await ana.client.post("/api/account/email", { newEmail: ` ${newEmail.toUpperCase()} `, currentPassword: PASSWORD });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ pendingEmail: newEmail });
    const mail = ctx.mails.findLast((m) => m.to === newEmail)!;
    expect(mail.subject).toBe("Prancheta: confirme seu novo e-mail");
    expect(mail.text).toContain(oldEmail);
    const profile = await ana.client.answer(profileApi.get);
    expect(profile.user).toMatchObject({ email: oldEmail, pendingEmail: newEmail });
    // Until the link is opened, the old address is the one that signs in.
    await signIn(oldEmail);

    const token = linkToken(mail.text);
    expect((await new TestClient(ctx).post("/api/account/email/confirm", { token: "nao-existe" })).status).toBe(404);
    const confirmed = await new TestClient(ctx).post("/api/account/email/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ email: newEmail });
    expect(await emailOf(ana)).toBe(newEmail);
    await signIn(newEmail);
    expect((await new TestClient(ctx).post("/api/auth/sign-in/email", { email: oldEmail, password: PASSWORD })).status).toBe(401);
    // The link is spent.
    expect((await new TestClient(ctx).post("/api/account/email/confirm", { token })).status).toBe(404);
  });

  it("tells the old address, and a password change cancels the pending link", async () => {
    const ana = await signedInUser(ctx);
    const oldEmail = await emailOf(ana);
    const newEmail = `ladrao-${Date.now()}@exemplo.com.br`;
    expect((await ana.client.post("/api/account/email", { newEmail, currentPassword: PASSWORD })).status).toBe(202);
    const notice = ctx.mails.findLast((m) => m.to === oldEmail)!;
    expect(notice.subject).toBe("Prancheta: pedido de troca do seu e-mail de login");
    expect(notice.text).toContain(newEmail);
    const token = linkToken(ctx.mails.findLast((m) => m.to === newEmail)!.text);
    expect((await ana.client.request("PUT", "/api/account/password", { currentPassword: PASSWORD, newPassword: "outra-senha-789", confirmPassword: "outra-senha-789" })).status).toBe(200);
    expect((await new TestClient(ctx).post("/api/account/email/confirm", { token })).status).toBe(404);
    expect(await emailOf(ana)).toBe(oldEmail);
  });

  it("refuses the same e-mail and another account's", async () => {
    const ana = await signedInUser(ctx);
    const bia = await signedInUser(ctx);
    const same = await ana.client.post("/api/account/email", { newEmail: await emailOf(ana), currentPassword: PASSWORD });
    expect((await errorOf(same)).fields).toEqual({ newEmail: "Este já é o seu e-mail." });
    const taken = await ana.client.post("/api/account/email", { newEmail: await emailOf(bia), currentPassword: PASSWORD });
    expect((await errorOf(taken)).fields).toEqual({ newEmail: "Este e-mail já é usado por outra conta." });
  });
});

async function uploadImage(who: Architect): Promise<string> {
  const png = new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } }).png().toBuffer());
  const form = new FormData();
  form.set("file", new File([png], "planta.png", { type: "image/png" }));
  return (await who.client.answer(filesApi.upload, { body: form })).id;
}

describe("GET /api/account/export", () => {
  it("gives a ZIP with the account's data as JSON and the uploaded files, without passwords or tokens", async () => {
    const ana = await signedInUser(ctx);
    const client = await addClient(ana.client, { name: "José Ávila" });
    await addProject(ana.client, { name: "Casa Ipê", clientId: client.id });
    const fileId = await uploadImage(ana);
    await ana.client.post("/api/studio/invitations", { email: "convidado@exemplo.com.br", role: "member" });

    const res = await ana.client.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/prancheta-meus-dados-\d{4}-\d{2}-\d{2}\.zip/);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = strFromU8(zip["dados.json"]!);
    const data = JSON.parse(json) as { conta: { email: string }; estudios: { papel: string; dados: { clientes: { name: string }[]; projetos: { name: string }[]; arquivos: { id: string; arquivoNoZip: string }[] } }[] };
    expect(data.conta.email).toBe(await emailOf(ana));
    const [studio] = data.estudios;
    expect(studio!.papel).toBe("owner");
    expect(studio!.dados.clientes.map((c) => c.name)).toEqual(["José Ávila"]);
    expect(studio!.dados.projetos.map((p) => p.name)).toEqual(["Casa Ipê"]);
    const file = studio!.dados.arquivos.find((f) => f.id === fileId)!;
    expect(file.arquivoNoZip).toBe(`arquivos/${fileId}-planta.png`);
    expect((await sharp(zip[file.arquivoNoZip]!).metadata()).format).toBe("png");
    for (const secret of ['"password"', '"token"', '"tokenHash"', '"storageKey"', "scrypt", PASSWORD]) expect(json).not.toContain(secret);
  });
});

const rowsMentioning = (values: string[]) => scanRows(ctx.database.db, values);

describe("POST /api/account/delete", { timeout: 120_000 }, () => {
  it("asks the password, then deletes the account, its studio, its data and its files, leaving nothing behind", async () => {
    const ana = await signedInUser(ctx);
    const email = await emailOf(ana);
    const client = await addClient(ana.client, { name: "Cliente da Ana" });
    await addProject(ana.client, { name: "Projeto da Ana", clientId: client.id });
    await uploadImage(ana);
    await ana.client.post("/api/account/email", { newEmail: `pendente-${Date.now()}@exemplo.com.br`, currentPassword: PASSWORD });
    // A studio of someone else where Ana works: she leaves it, it stays.
    const bia = await signedInUser(ctx);
    await joinStudio(ctx, ana.userId, bia.studioId, "member");
    const uploads = join(ctx.config.dataDir, "uploads");
    const filesBefore = await readdir(uploads);

    const preview = await read(accountDeletionPreviewSchema, await ana.client.get("/api/account/deletion"));
    expect(preview.studios).toEqual([{ id: ana.studioId, name: expect.any(String), projects: 1, files: 1 }]);
    expect(preview.blocking).toEqual([]);
    expect(preview.memberships.map((m) => m.id)).toEqual([bia.studioId]);

    const wrong = await ana.client.post("/api/account/delete", { password: "errada-123" });
    expect(wrong.status).toBe(422);
    expect((await ana.client.get("/api/me")).status).toBe(200);

    const res = await ana.client.post("/api/account/delete", { password: PASSWORD });
    expect(res.status).toBe(204);
    expect((await ana.client.get("/api/me")).status).toBe(401);
    expect((await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    expect(await rowsMentioning([ana.userId, ana.studioId, email, "Cliente da Ana", "Projeto da Ana"])).toEqual([]);
    // The sweep does find what is there (it is not vacuous): Bia's rows are.
    expect(await rowsMentioning([bia.userId])).toEqual(expect.arrayContaining(["user.id (1)", "studio_member.user_id (1)", "session.user_id (1)"]));
    expect((await readdir(uploads)).length).toBe(filesBefore.length - 1);
    expect((await bia.client.get("/api/studio")).status).toBe(200);
  });

  it("forgets the e-mail's sign-in counters, the strangers' one and each known device's", async () => {
    const ana = await signedInUser(ctx);
    const email = await emailOf(ana);
    // Signing up made this browser a known device: its failure counts on its own counter.
    expect((await ana.client.post("/api/auth/sign-in/email", { email, password: "errada-123" })).status).toBe(401);
    expect((await new TestClient(ctx).post("/api/auth/sign-in/email", { email, password: "errada-123" })).status).toBe(401);
    const counters = () => ctx.database.db.select({ key: rateLimit.key }).from(rateLimit).where(signInCountersOf(email));
    // The strangers' counter, the device's, and the device's per-IP one (decision 064).
    expect(await counters()).toHaveLength(3);

    expect((await ana.client.post("/api/account/delete", { password: PASSWORD })).status).toBe(204);
    expect(await counters()).toEqual([]);
  });

  it("is refused (409) while the person owns a studio with other members", async () => {
    const ana = await signedInUser(ctx);
    const bia = await signedInUser(ctx);
    await joinStudio(ctx, bia.userId, ana.studioId, "member");
    const preview = await read(accountDeletionPreviewSchema, await ana.client.get("/api/account/deletion"));
    expect(preview.blocking).toEqual([{ id: ana.studioId, name: expect.any(String), members: 2 }]);
    const res = await ana.client.post("/api/account/delete", { password: PASSWORD });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/^Antes de excluir sua conta, transfira a propriedade do estúdio “.+”/);
    expect((await ana.client.get("/api/me")).status).toBe(200);
  });
});
