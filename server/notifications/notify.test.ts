import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notification } from "#server/db/schema";
import type { Mailer, MailMessage } from "#server/mail/mailer";
import { createTestContext, signedInUser, type TestContext } from "#server/test/harness";
import { notify, type NotifyInput } from "./notify";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A mailer whose deliveries wait until `open()` (an SMTP server that is slow to answer). */
function slowMailer() {
  const sent: MailMessage[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const mailer: Mailer = {
    send: () => {},
    drain: async () => {},
    deliver: async (m) => {
      await gate;
      sent.push(m);
    },
  };
  return { mailer, sent, open };
}

describe("notify (R-NOTIF-1)", () => {
  it("two runs of the same notice at once (a lease that ran out while SMTP was slow) write it and mail it once", async () => {
    const { userId, studioId } = await signedInUser(ctx);
    const { mailer, sent, open } = slowMailer();
    const input: NotifyInput = { studioId, userId, kind: "evento", title: "Evento: Vistoria", body: "Amanhã às 9:00.", link: "/dashboard/calendario", key: `teste:${userId}` };
    const deps = { db: ctx.database.db, mailer, baseUrl: "http://localhost:3000" };
    const first = notify(deps, input);
    const second = notify(deps, input);
    // The run that loses the claim returns without waiting for SMTP; the other waits on the gate.
    // (Without the claim both would wait here, and the test would time out.)
    await Promise.race([first, second]);
    open();
    const created = await Promise.all([first, second]);
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const rows = await ctx.database.db.select().from(notification).where(eq(notification.key, input.key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailedAt).not.toBeNull();
  });

  it("an e-mail SMTP refuses is given back, so the next run sends it", async () => {
    const { userId, studioId } = await signedInUser(ctx);
    const sent: MailMessage[] = [];
    let refuse = true;
    const mailer: Mailer = {
      send: () => {},
      drain: async () => {},
      deliver: async (m) => {
        if (refuse) throw new Error("SMTP fora do ar");
        sent.push(m);
      },
    };
    const deps = { db: ctx.database.db, mailer, baseUrl: "http://localhost:3000" };
    const input: NotifyInput = { studioId, userId, kind: "prazo", title: "Prazo: Casa Ipê vence amanhã", body: "…", link: "/dashboard/projetos", key: `teste-falha:${userId}` };
    await expect(notify(deps, input)).rejects.toThrow("SMTP fora do ar");
    const [row] = await ctx.database.db.select().from(notification).where(eq(notification.key, input.key));
    expect(row!.emailedAt).toBeNull();
    refuse = false;
    expect(await notify(deps, input)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(await notify(deps, input)).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
