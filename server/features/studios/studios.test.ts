import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientsApi } from "#domain/contracts/clients";
import { projectsApi } from "#domain/contracts/projects";
import { meApi, sessionApi } from "#domain/contracts/account";
import { invitationsApi, studioApi } from "#domain/contracts/studio";
import { invitationPreviewSchema } from "#domain/studios.schema";
import { client, studio, studioInvitation, studioMember } from "#server/db/schema";
import { createTestContext, type TestContext } from "#server/test/harness";
import { addClient, errorOf, read, setPlan } from "#server/test/studio";
import { join, person, studioOf, tokenFor } from "#server/test/people";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe("a personal studio at sign-up (R-STUDIO-1)", () => {
  it("is named after the person, on the trial, with them as owner and the session working in it", async () => {
    const ana = await person(ctx, "Ana Souza");
    expect(ana.me.studio).toMatchObject({ name: "Ana Souza", role: "owner" });
    expect(ana.me.studios).toEqual([ana.me.studio]);
    expect(ana.me.plan).toBe("esboco");
    const team = await studioOf(ana);
    expect(team).toMatchObject({ id: ana.me.studio.id, name: "Ana Souza", role: "owner", plan: "esboco", seats: { used: 1, limit: 1 }, invitations: [] });
    expect(team.members).toEqual([expect.objectContaining({ name: "Ana Souza", email: ana.email, role: "owner" })]);
  });

  it("can be renamed by its owner; the name is checked", async () => {
    const ana = await person(ctx);
    const bad = await ana.client.patch("/api/studio", { name: "  " });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ name: "Informe o nome do estúdio." });
    const res = await ana.client.patch("/api/studio", { name: "Souza Arquitetura" });
    expect(res.status).toBe(200);
    expect((await ana.client.answer(meApi.get)).studio.name).toBe("Souza Arquitetura");
  });
});

describe("invitations (R-STUDIO-2)", () => {
  it("sends a pt-BR e-mail with a link whose page shows the studio, and the invited person joins by accepting", async () => {
    const ana = await person(ctx, "Ana Souza");
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx, "Bruno Lima");
    const res = await ana.client.post("/api/studio/invitations", { email: bruno.email.toUpperCase(), role: "member" });
    expect(res.status).toBe(201);
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toBe(bruno.email);
    expect(mail.subject).toBe("Prancheta: convite para o estúdio Ana Souza");
    expect(mail.text).toContain("Ana Souza convidou você para participar do estúdio Ana Souza na Prancheta, como membro.");
    expect(mail.text).toMatch(/vale até \d{2}\/\d{2}\/\d{4} e só pode ser usado uma vez/);

    const token = tokenFor(ctx, bruno.email);
    const preview = await read(invitationPreviewSchema, await bruno.client.get(`/api/invitations/${token}`));
    expect(preview).toMatchObject({ studioName: "Ana Souza", invitedByName: "Ana Souza", email: bruno.email, role: "member", state: "pending" });

    const accepted = await bruno.client.call(invitationsApi.accept, { params: { token } });
    expect(accepted.status).toBe(200);
    const me = accepted.data!;
    expect(me.studio).toEqual({ id: ana.me.studio.id, name: "Ana Souza", role: "member" });
    expect(me.studios.map((s) => s.name).sort()).toEqual(["Ana Souza", "Bruno Lima"]);
    expect(me.plan).toBe("premium");
    const team = await studioOf(ana);
    expect(team.members.map((m) => [m.name, m.role])).toEqual([["Ana Souza", "owner"], ["Bruno Lima", "member"]]);
    expect(team.seats).toEqual({ used: 2, limit: 5 });
  });

  it("works once: a second accept is refused and adds nobody", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    const again = await bruno.client.post(`/api/invitations/${tokenFor(ctx, bruno.email)}/accept`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("Este convite já foi usado.");
    const members = await ctx.database.db.select().from(studioMember).where(eq(studioMember.studioId, ana.me.studio.id));
    expect(members).toHaveLength(2);
  });

  it("is accepted only by the account with the invited e-mail", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    const carla = await person(ctx);
    await ana.client.post("/api/studio/invitations", { email: bruno.email, role: "member" });
    const res = await carla.client.post(`/api/invitations/${tokenFor(ctx, bruno.email)}/accept`);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(`Este convite foi enviado para ${bruno.email}. Entre com esse e-mail para aceitá-lo.`);
    expect((await bruno.client.post(`/api/invitations/${tokenFor(ctx, bruno.email)}/accept`)).status).toBe(200);
  });

  it("expires after 7 days: the link says so, accepting is refused, and the seat is free again", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    const invited = await ana.client.answer(studioApi.invite, { body: { email: bruno.email, role: "admin" } });
    expect(new Date(invited.expiresAt).getTime() - new Date(invited.createdAt).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect((await studioOf(ana)).seats.used).toBe(2);
    // Time moves in the row, not in the test.
    await ctx.database.db.update(studioInvitation).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(studioInvitation.id, invited.id));
    const token = tokenFor(ctx, bruno.email);
    expect((await read(invitationPreviewSchema, await bruno.client.get(`/api/invitations/${token}`))).state).toBe("expired");
    const res = await bruno.client.post(`/api/invitations/${token}/accept`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("Este convite expirou. Peça um novo a quem convidou você.");
    const team = await studioOf(ana);
    expect(team.seats.used).toBe(1);
    expect(team.invitations).toEqual([]);
    // A new invitation to the same e-mail is allowed.
    expect((await ana.client.post("/api/studio/invitations", { email: bruno.email, role: "admin" })).status).toBe(201);
  });

  it("can be revoked: the link stops working", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    const invited = await ana.client.answer(studioApi.invite, { body: { email: bruno.email, role: "member" } });
    expect((await studioOf(ana)).invitations.map((i) => i.email)).toEqual([bruno.email]);
    expect((await ana.client.delete(`/api/studio/invitations/${invited.id}`)).status).toBe(204);
    expect((await ana.client.delete(`/api/studio/invitations/${invited.id}`)).status).toBe(404);
    const res = await bruno.client.post(`/api/invitations/${tokenFor(ctx, bruno.email)}/accept`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("Este convite foi cancelado por quem convidou você.");
  });

  it("refuses a member, a pending e-mail again, a bad e-mail and an unknown token", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    const member = await ana.client.post("/api/studio/invitations", { email: bruno.email, role: "member" });
    expect(member.status).toBe(409);
    expect((await errorOf(member)).message).toBe("Esta pessoa já faz parte do estúdio.");
    expect((await ana.client.post("/api/studio/invitations", { email: "nova@exemplo.com.br", role: "member" })).status).toBe(201);
    const twice = await ana.client.post("/api/studio/invitations", { email: "nova@exemplo.com.br", role: "member" });
    expect(twice.status).toBe(409);
    const bad = await ana.client.post("/api/studio/invitations", { email: "nao-e-email", role: "owner" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ email: "Informe um e-mail válido.", role: "Escolha o papel: Administrador ou Membro." });
    expect((await bruno.client.get(`/api/invitations/${"a".repeat(43)}`)).status).toBe(404);
  });
});

describe("seats per plan (R-STUDIO-3)", () => {
  it("on Esboço (1 user) an invitation is a pt-BR 402 naming the plan and the plans page", async () => {
    const ana = await person(ctx);
    const res = await ana.client.post("/api/studio/invitations", { email: "colega@exemplo.com.br", role: "member" });
    expect(res.status).toBe(402);
    expect((await errorOf(res)).message).toBe(
      "O plano Esboço permite 1 usuário no estúdio, contando os convites pendentes. Para convidar mais pessoas, faça upgrade em Planos & Assinaturas (/dashboard/planos).",
    );
    expect(await ctx.database.db.select().from(studioInvitation).where(eq(studioInvitation.studioId, ana.me.studio.id))).toEqual([]);
  });

  it("counts members plus pending invitations: Projeto Premium's fifth seat goes, the sixth is refused", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    for (const n of [1, 2, 3]) expect((await ana.client.post("/api/studio/invitations", { email: `p${n}@exemplo.com.br`, role: "member" })).status).toBe(201);
    const sixth = await ana.client.post("/api/studio/invitations", { email: "p4@exemplo.com.br", role: "member" });
    expect(sixth.status).toBe(402);
    expect((await errorOf(sixth)).message).toContain("O plano Projeto Premium permite até 5 usuários no estúdio");
  });

  it("two invitations racing for the last seat: one wins, the other is a 402", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    for (const n of [1, 2, 3]) expect((await ana.client.post("/api/studio/invitations", { email: `r${n}@exemplo.com.br`, role: "member" })).status).toBe(201);
    const statuses = await Promise.all(["x@exemplo.com.br", "y@exemplo.com.br"].map(async (email) => (await ana.client.post("/api/studio/invitations", { email, role: "member" })).status));
    expect(statuses.sort()).toEqual([201, 402]);
    expect((await studioOf(ana)).seats).toEqual({ used: 5, limit: 5 });
  });

  it("at most 30 invitations an hour per person: each one is an e-mail from us", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "obra-prima");
    for (let n = 0; n < 30; n++) {
      const invited = await ana.client.answer(studioApi.invite, { body: { email: `lote${n}@exemplo.com.br`, role: "member" } });
      expect((await ana.client.delete(`/api/studio/invitations/${invited.id}`)).status).toBe(204);
    }
    const res = await ana.client.post("/api/studio/invitations", { email: "mais-um@exemplo.com.br", role: "member" });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toMatch(/^Muitos convites enviados em pouco tempo\. Aguarde \d+ (segundos?|minutos?|horas?) e tente novamente\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("Obra-Prima has no seat limit", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "obra-prima");
    for (const n of [1, 2, 3, 4, 5, 6]) expect((await ana.client.post("/api/studio/invitations", { email: `o${n}@exemplo.com.br`, role: "member" })).status).toBe(201);
    expect((await studioOf(ana)).seats).toEqual({ used: 7, limit: null });
  });
});

describe("roles (R-STUDIO-2)", () => {
  it("a member works on the studio's data but cannot invite, remove, rename, change the plan or delete", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    const carla = await person(ctx);
    await join(ctx, ana, bruno);
    await join(ctx, ana, carla);
    const carlaMember = (await studioOf(ana)).members.find((m) => m.email === carla.email)!;
    expect((await studioOf(bruno)).invitations).toEqual([]);
    for (const res of [
      await bruno.client.post("/api/studio/invitations", { email: "z@exemplo.com.br", role: "member" }),
      await bruno.client.delete(`/api/studio/members/${carlaMember.id}`),
      await bruno.client.patch("/api/studio", { name: "Outro" }),
      await bruno.client.post("/api/plans/upgrade-requests", { plan: "obra-prima" }),
      await bruno.client.delete("/api/studio"),
    ]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toMatch(/^Só o proprietário/);
    }
    expect((await addClient(bruno.client, { name: "Cliente do Bruno" })).createdBy?.id).toBe(bruno.me.id);
  });

  it("an admin invites and removes members, but not the owner nor another admin; only the owner changes roles", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const [bruno, carla, davi] = [await person(ctx), await person(ctx), await person(ctx)];
    await join(ctx, ana, bruno, "admin");
    await join(ctx, ana, carla, "admin");
    await join(ctx, bruno, davi, "member");
    const members = (await studioOf(ana)).members;
    const id = (p: { email: string }) => members.find((m) => m.email === p.email)!.id;
    expect((await bruno.client.delete(`/api/studio/members/${id(ana)}`)).status).toBe(403);
    expect((await bruno.client.delete(`/api/studio/members/${id(carla)}`)).status).toBe(403);
    expect((await bruno.client.patch(`/api/studio/members/${id(davi)}`, { role: "admin" })).status).toBe(403);
    // Nor by inviting: making an admin is the owner's choice.
    const adminInvite = await bruno.client.post("/api/studio/invitations", { email: "novo-admin@exemplo.com.br", role: "admin" });
    expect(adminInvite.status).toBe(403);
    expect((await errorOf(adminInvite)).message).toBe("Só o proprietário do estúdio pode convidar administradores.");
    const promoted = await ana.client.call(studioApi.changeRole, { params: { id: id(davi) }, body: { role: "admin" } });
    expect(promoted.status).toBe(200);
    expect(promoted.data?.role).toBe("admin");
    expect((await ana.client.patch(`/api/studio/members/${id(davi)}`, { role: "member" })).status).toBe(200);
    expect((await bruno.client.delete(`/api/studio/members/${id(davi)}`)).status).toBe(204);
    expect((await ana.client.delete(`/api/studio/members/${id(ana)}`)).status).toBe(409);
  });

  it("a member leaves; the owner cannot until they transfer ownership, then the new owner has the plan", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    const carla = await person(ctx);
    await join(ctx, ana, bruno);
    await join(ctx, ana, carla);
    expect((await carla.client.post("/api/studio/leave")).status).toBe(204);
    expect((await carla.client.answer(meApi.get)).studio).toEqual(carla.me.studio);

    const ownerLeaves = await ana.client.post("/api/studio/leave");
    expect(ownerLeaves.status).toBe(409);
    expect((await errorOf(ownerLeaves)).message).toBe("Você é o proprietário deste estúdio. Transfira a propriedade para outro membro antes de sair.");
    const brunoId = (await studioOf(ana)).members.find((m) => m.email === bruno.email)!.id;
    const transferred = await ana.client.post("/api/studio/transfer", { memberId: brunoId });
    expect(transferred.status).toBe(200);
    expect((await studioOf(ana)).members.map((m) => [m.email, m.role])).toEqual([[bruno.email, "owner"], [ana.email, "admin"]]);
    expect((await bruno.client.post("/api/plans/upgrade-requests", { plan: "obra-prima" })).status).toBe(201);
    // Ana is now an admin of what was her only studio: she stays (everyone keeps one).
    expect((await ana.client.post("/api/studio/leave")).status).toBe(409);
  });
});

describe("removal and switching (R-STUDIO-5)", () => {
  it("a removed member is refused on their very next request, and their session falls back to their own studio", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    const shared = await addClient(ana.client, { name: "Cliente Compartilhado" });
    expect((await bruno.client.get(`/api/clients/${shared.id}`)).status).toBe(200);

    const brunoId = (await studioOf(ana)).members.find((m) => m.email === bruno.email)!.id;
    expect((await ana.client.delete(`/api/studio/members/${brunoId}`)).status).toBe(204);
    const after = await bruno.client.get(`/api/clients/${shared.id}`);
    expect(after.status).toBe(404);
    expect((await errorOf(after)).message).toBe("Cliente não encontrado.");
    const me = await bruno.client.answer(meApi.get);
    expect(me.studio).toEqual(bruno.me.studio);
    expect(me.studios).toEqual([bruno.me.studio]);
  });

  it("switches the active studio in one session only; a studio the person is not in is a 404", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    const anas = await addClient(ana.client, { name: "Cliente da Ana" });
    await addClient(bruno.client, { name: "Cliente no estúdio da Ana" });

    const back = await bruno.client.call(sessionApi.switchStudio, { body: { studioId: bruno.me.studio.id } });
    expect(back.status).toBe(200);
    expect(back.data?.studio).toEqual(bruno.me.studio);
    expect((await bruno.client.get(`/api/clients/${anas.id}`)).status).toBe(404);
    const list = await bruno.client.answer(clientsApi.list);
    expect(list.items.map((c) => c.name)).toEqual([]);

    const other = await person(ctx);
    const refused = await bruno.client.request("PUT", "/api/session/studio", { studioId: other.me.studio.id });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe("Estúdio não encontrado.");
  });

  it("a page still showing the studio another tab switched away from is refused (409), and nothing is written", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    // Another tab of Bruno's session goes back to his own studio.
    await bruno.client.request("PUT", "/api/session/studio", { studioId: bruno.me.studio.id });
    const stale = await bruno.client.request("POST", "/api/clients", { name: "Cliente para o estúdio da Ana" }, { "x-prancheta-studio": ana.me.studio.id });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toEqual({
      code: "studio_changed",
      message: "O estúdio ativo mudou em outra aba. Mostramos agora o estúdio atual: confira e repita o que estava fazendo.",
    });
    expect(await ctx.database.db.select().from(client).where(eq(client.name, "Cliente para o estúdio da Ana"))).toEqual([]);
    // The page showing the current studio, or an API client that says nothing, goes through.
    expect((await bruno.client.request("POST", "/api/clients", { name: "Cliente certo" }, { "x-prancheta-studio": bruno.me.studio.id })).status).toBe(201);
    expect((await bruno.client.post("/api/clients", { name: "Cliente pela API" })).status).toBe(201);
  });

  it("deleting a studio deletes its work; its members fall back to another studio of theirs", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    const c = await addClient(ana.client, { name: "Some com o estúdio" });
    await ana.client.post("/api/projects", { name: "Casa", clientId: c.id, type: "residencial" });

    // Her only studio: refused (a new one would come with the trial's allowance unused).
    const only = await ana.client.delete("/api/studio");
    expect(only.status).toBe(409);
    expect((await errorOf(only)).message).toBe(
      "Este é o seu único estúdio, por isso não pode ser excluído. Você pode renomeá-lo ou excluir os clientes e projetos que não quer manter.",
    );
    const carla = await person(ctx);
    await setPlan(ctx, carla.me.id, "premium");
    await join(ctx, carla, ana);
    await ana.client.request("PUT", "/api/session/studio", { studioId: ana.me.studio.id });

    expect((await ana.client.delete("/api/studio")).status).toBe(204);
    expect(await ctx.database.db.select().from(studio).where(eq(studio.id, ana.me.studio.id))).toEqual([]);
    expect((await bruno.client.answer(meApi.get)).studio).toEqual(bruno.me.studio);
    expect((await ana.client.answer(meApi.get)).studio).toEqual({ ...carla.me.studio, role: "member" });
  });

  it("a member cannot leave their only studio", async () => {
    const ana = await person(ctx);
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx);
    await join(ctx, ana, bruno);
    // Bruno hands his own studio to Ana and leaves it: Ana's is now his only one.
    await setPlan(ctx, bruno.me.id, "premium");
    await bruno.client.request("PUT", "/api/session/studio", { studioId: bruno.me.studio.id });
    await join(ctx, bruno, ana);
    const anaInBruno = (await studioOf(bruno)).members.find((m) => m.email === ana.email)!.id;
    expect((await bruno.client.post("/api/studio/transfer", { memberId: anaInBruno })).status).toBe(200);
    expect((await bruno.client.post("/api/studio/leave")).status).toBe(204);
    const res = await bruno.client.post("/api/studio/leave");
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("Este é o seu único estúdio: não é possível sair dele.");
  });
});

describe("who did what (R-STUDIO-6)", () => {
  it("records who created and last changed a client and a project, and keeps the name after removal", async () => {
    const ana = await person(ctx, "Ana Souza");
    await setPlan(ctx, ana.me.id, "premium");
    const bruno = await person(ctx, "Bruno Lima");
    await join(ctx, ana, bruno);
    const c = await addClient(ana.client, { name: "Maria" });
    expect(c.createdBy).toEqual({ id: ana.me.id, name: "Ana Souza" });
    const edited = await bruno.client.answer(clientsApi.update, { params: { id: c.id }, body: { notes: "Prefere tons claros" } });
    expect(edited.createdBy).toEqual({ id: ana.me.id, name: "Ana Souza" });
    expect(edited.updatedBy).toEqual({ id: bruno.me.id, name: "Bruno Lima" });
    const project = await bruno.client.answer(projectsApi.create, { body: { name: "Casa", clientId: c.id, type: "residencial" } });
    expect(project.createdBy).toEqual({ id: bruno.me.id, name: "Bruno Lima" });

    const brunoId = (await studioOf(ana)).members.find((m) => m.email === bruno.email)!.id;
    await ana.client.delete(`/api/studio/members/${brunoId}`);
    const seen = await ana.client.answer(clientsApi.get, { params: { id: c.id } });
    expect(seen.updatedBy).toEqual({ id: bruno.me.id, name: "Bruno Lima" });
  });
});
