import { expect } from "vitest";
import type { Me } from "#domain/account";
import { meApi } from "#domain/contracts/account";
import { invitationsApi, studioApi } from "#domain/contracts/studio";
import { studioSchema, type Studio } from "#domain/studios.schema";
import { signUp, TestClient, type TestContext } from "#server/test/harness";
import { read } from "#server/test/studio";

/** People for the studios tests (a signed-in client, their e-mail and Me), and invitations followed from the mail outbox. */

export interface Person {
  client: TestClient;
  email: string;
  me: Me;
}

export async function person(ctx: TestContext, name = "Ana Souza"): Promise<Person> {
  const client = new TestClient(ctx);
  const { email } = await signUp(client, { name });
  const me = await client.answer(meApi.get);
  return { client, email, me };
}

export async function studioOf(p: Person): Promise<Studio> {
  const res = await p.client.get("/api/studio");
  expect(res.status).toBe(200);
  return read(studioSchema, res);
}

/** The token of the last invitation e-mail sent to `email`. */
export function tokenFor(ctx: TestContext, email: string): string {
  const mail = [...ctx.mails].reverse().find((m) => m.to === email && m.subject.includes("convite"));
  if (!mail) throw new Error(`nenhum convite enviado para ${email}`);
  const match = /\/convite\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`link do convite não encontrado em: ${mail.text}`);
  return match[1]!;
}

/** `inviter` invites `invitee` and `invitee` accepts: returns the invitee's Me afterwards. */
export async function join(ctx: TestContext, inviter: Person, invitee: Person, role: "admin" | "member" = "member"): Promise<Me> {
  const invited = await inviter.client.call(studioApi.invite, { body: { email: invitee.email, role } });
  expect(invited.status, JSON.stringify(invited.error)).toBe(201);
  return invitee.client.answer(invitationsApi.accept, { params: { token: tokenFor(ctx, invitee.email) } });
}
