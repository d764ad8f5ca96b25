import { expect } from "vitest";
import type { Me } from "#domain/account";
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
  const me = (await (await client.get("/api/me")).json()) as Me;
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
  const invited = await inviter.client.post("/api/studio/invitations", { email: invitee.email, role });
  expect(invited.status, JSON.stringify(await invited.clone().json())).toBe(201);
  const accepted = await invitee.client.post(`/api/invitations/${tokenFor(ctx, invitee.email)}/accept`);
  expect(accepted.status, JSON.stringify(await accepted.clone().json())).toBe(200);
  return (await accepted.json()) as Me;
}
