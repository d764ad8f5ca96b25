import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { portalApi, publicPortalApi } from "#domain/contracts/portal";
import { projectContractApi } from "#domain/contracts/service-contracts";
import { chargeAccountApi, projectChargesApi } from "#domain/contracts/studio-charges";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { documentsApi } from "#domain/contracts/documents";
import { blocksToPlainText, paragraph } from "#domain/rich-text";
import type { RichBlock } from "#domain/rich-text.schema";
import { job, studioCharge } from "#server/db/schema";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, joinStudio } from "#server/test/studio";
import { startFakeAsaas, type FakeAsaas } from "#test-support/fake-asaas";
import { CHARGE_REMINDER_JOB } from "./studio-charges.service";

// R-PAY-6, R-PAY-9 (decision 100's revision of 2026-12-06): the service contract's fine, interest
// and reminders — defaulting to the charge account's, stated in its clause, locked once signed —
// are what a charge of the project gets at Asaas (the fake) once the contract is signed; before
// that, the account's, reminders on.

const CREDENTIALS_KEY = "0f".repeat(32);
let ctx: TestContext;
let fake: FakeAsaas;

beforeAll(async () => {
  fake = await startFakeAsaas();
  ctx = await createTestContext({ CREDENTIALS_KEY, STUDIO_PAYMENTS_BASE_URL: fake.baseUrl });
});

afterAll(async () => {
  await fake.close();
  await ctx.close();
});

const FEES: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "cub", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
  perSquareMetre: { area: 0, pricePerM2: 0 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "estudo-preliminar", bps: 5_000, hours: 0 },
    { stage: "anteprojeto", bps: 5_000, hours: 0 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 3_000 },
    { trigger: "estudo-preliminar", bps: 3_000 },
    { trigger: "anteprojeto", bps: 4_000 },
  ],
};

let counter = 0;
const key = () => `clique-termos-${Date.now()}-${counter++}`;
const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** A studio (its Asaas account at 1,5% and 0,8% when `connect`), a client with a CPF and a project with saved fees. */
async function studioWithProject({ connect = true }: { connect?: boolean } = {}) {
  const who = await signedInUser(ctx);
  if (connect) await who.client.answer(chargeAccountApi.save, { body: { apiKey: fake.addAccount().apiKey, fineBps: 150, interestBps: 80 } });
  const c = await addClient(who.client, { name: "Marina Duarte", kind: "pessoa_feminina", email: `marina.termos.${counter++}@example.com`, document: "529.982.247-25", address: "Rua Ipê, 10, Curitiba/PR" } as never);
  const project = await addProject(who.client, { name: "Casa Ipê", clientId: c.id } as never);
  await who.client.answer(feesApi.save, { params: { id: project.id }, body: FEES });
  return { ...who, project };
}

/** The client signs the contract's current version in the portal (R-PORTAL-3). */
async function signInPortal(s: Awaited<ReturnType<typeof studioWithProject>>, documentId: string) {
  await s.client.answer(portalApi.share, { params: { id: s.project.id }, body: { documents: [{ documentId, shared: true, forSignature: true }], confirmGaps: true } });
  const token = /\/portal\/([A-Za-z0-9_-]{43})$/.exec((await s.client.answer(portalApi.createLink, { params: { id: s.project.id } })).url)![1]!;
  const visitor = new TestClient(ctx, "203.0.113.77");
  const page = await visitor.answer(publicPortalApi.document, { params: { token, documentId } });
  await visitor.answer(publicPortalApi.sign, {
    params: { token, documentId },
    body: { fullName: "Marina Duarte", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Duarte", consent: true, pdfSha256: page.pdf.sha256 },
  });
}

const clauseOf = (doc: { content: unknown }) => {
  const sections = (doc.content as { sections: { key: string; blocks: Parameters<typeof blocksToPlainText>[0] }[] }).sections;
  return blocksToPlainText(sections.find((x) => x.key === "atraso")?.blocks ?? []);
};

const reminderJobs = (chargeId: string) => ctx.database.db.select().from(job).where(and(eq(job.kind, CHARGE_REMINDER_JOB), like(job.key, `lembrete-cobranca:${chargeId}:%`)));

describe("the contract's payment terms (R-PAY-6, R-PAY-9)", () => {
  it("start at the charge account's values (2%, 1%, on without one), are stated in the clause, and are checked in pt-BR", async () => {
    const bare = await studioWithProject({ connect: false });
    expect((await bare.client.answer(projectContractApi.get, { params: { id: bare.project.id } })).paymentTerms).toEqual({ fineBps: 200, interestBps: 100, sendReminders: true, stored: false, defaultsFrom: "padrao", signedAt: null });

    const s = await studioWithProject();
    expect((await s.client.answer(projectContractApi.get, { params: { id: s.project.id } })).paymentTerms).toEqual({ fineBps: 150, interestBps: 80, sendReminders: true, stored: false, defaultsFrom: "conta", signedAt: null });
    const before = await s.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 100, interestBps: 50, sendReminders: false } });
    expect(before.status).toBe(409);
    expect(before.error?.message).toBe("Gere o contrato antes de definir a multa, os juros e os lembretes.");
    const doc = await s.client.answer(projectContractApi.generate, { params: { id: s.project.id } });
    expect(clauseOf(doc)).toContain("multa de 1,5% sobre o valor da parcela e juros de 0,8% ao mês");
    expect(clauseOf(doc)).toContain("O CONTRATADO envia por e-mail à CONTRATANTE um lembrete de cada parcela");
    expect((await s.client.answer(projectContractApi.get, { params: { id: s.project.id } })).paymentTerms).toEqual({ fineBps: 150, interestBps: 80, sendReminders: true, stored: true, defaultsFrom: null, signedAt: null });

    // Bounds: a fine over the CDC's 2%, interest over 1% a month, a missing choice.
    const over = await s.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 250, interestBps: 100, sendReminders: true } });
    expect(over.status).toBe(422);
    expect(over.error?.fields?.fineBps).toBe("A multa pode ser no máximo 2%.");
    const interest = await s.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 200, interestBps: 120, sendReminders: true } });
    expect(interest.error?.fields?.interestBps).toBe("A taxa de juros pode ser no máximo 1%.");
    const missing = await s.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 200, interestBps: 100 } as never });
    expect(missing.error?.fields?.sendReminders).toBe("Diga se o cliente recebe os lembretes de cobrança.");

    // Saved: a new version whose clause says so, the other sections untouched.
    const saved = await s.client.answer(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 100, interestBps: 50, sendReminders: false } });
    expect(saved).toEqual({ fineBps: 100, interestBps: 50, sendReminders: false, stored: true, defaultsFrom: null, signedAt: null });
    const latest = await s.client.answer(documentsApi.get, { params: { id: doc.id } });
    expect(latest.version).toBe(doc.version + 1);
    expect(clauseOf(latest)).toContain("multa de 1% sobre o valor da parcela e juros de 0,5% ao mês");
    expect(clauseOf(latest)).toContain("O CONTRATADO não envia lembretes automáticos de cobrança à CONTRATANTE");

    // Another studio's project: 404, for reading and for writing.
    const other = await signedInUser(ctx);
    expect((await other.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 0, interestBps: 0, sendReminders: true } })).status).toBe(404);
    expect((await other.client.call(projectContractApi.get, { params: { id: s.project.id } })).status).toBe(404);
  }, 60_000);

  it("are set by the owner or an admin only, as the charge account's fine and interest: a member gets a pt-BR 403 and nothing changes", async () => {
    const s = await studioWithProject();
    const doc = await s.client.answer(projectContractApi.generate, { params: { id: s.project.id } });
    const body = { fineBps: 0, interestBps: 0, sendReminders: false };
    const member = await signedInUser(ctx);
    await joinStudio(ctx, member.userId, s.studioId, "member");
    const refused = await member.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: "forbidden", message: "Só o proprietário ou um administrador do estúdio pode definir a multa, os juros e os lembretes do contrato." });
    expect((await s.client.answer(documentsApi.get, { params: { id: doc.id } })).version).toBe(doc.version);
    expect((await s.client.answer(projectContractApi.get, { params: { id: s.project.id } })).paymentTerms).toMatchObject({ fineBps: 150, interestBps: 80, sendReminders: true });

    const admin = await signedInUser(ctx);
    await joinStudio(ctx, admin.userId, s.studioId, "admin");
    expect(await admin.client.answer(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body })).toMatchObject({ ...body, stored: true });
  }, 60_000);

  it("once signed: cannot change (409), and the project's charges take them — Asaas gets the contract's fine and interest, no reminder is scheduled", async () => {
    const s = await studioWithProject();
    await s.client.answer(projectContractApi.generate, { params: { id: s.project.id } });
    await s.client.answer(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 100, interestBps: 50, sendReminders: false } });
    const { documentId } = await s.client.answer(projectContractApi.get, { params: { id: s.project.id } });

    // Not signed yet: the account's values, reminders on.
    expect((await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } })).terms).toEqual({ fineBps: 150, interestBps: 80, sendReminders: true, source: "conta", signedAt: null });
    const early = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: inTenDays(), idempotencyKey: key() } });
    expect(early).toMatchObject({ fineBps: 150, interestBps: 80 });
    expect(fake.payments().find((p) => p.externalReference === early.id)).toMatchObject({ fine: { value: 1.5, type: "PERCENTAGE" }, interest: { value: 0.8 } });
    expect((await reminderJobs(early.id)).map((j) => j.key).sort()).toEqual([`lembrete-cobranca:${early.id}:antes`, `lembrete-cobranca:${early.id}:depois`]);

    await signInPortal(s, documentId!);
    const locked = await s.client.call(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 200, interestBps: 100, sendReminders: true } });
    expect(locked.status).toBe(409);
    expect(locked.error?.message).toMatch(/^O contrato foi assinado em \d{2}\/\d{2}\/\d{4}: a multa, os juros e os lembretes não podem mais ser alterados\.$/);
    const terms = (await s.client.answer(projectContractApi.get, { params: { id: s.project.id } })).paymentTerms;
    expect(terms).toMatchObject({ fineBps: 100, interestBps: 50, sendReminders: false, stored: true, signedAt: expect.any(String) });

    const listed = await s.client.answer(projectChargesApi.list, { params: { id: s.project.id } });
    expect(listed.terms).toEqual({ fineBps: 100, interestBps: 50, sendReminders: false, source: "contrato", signedAt: terms.signedAt });
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "estudo-preliminar", method: "boleto", dueDate: inTenDays(), idempotencyKey: key() } });
    expect(charge).toMatchObject({ fineBps: 100, interestBps: 50 });
    expect(fake.payments().find((p) => p.externalReference === charge.id)).toMatchObject({ fine: { value: 1, type: "PERCENTAGE" }, interest: { value: 0.5 } });
    const [row] = await ctx.database.db.select().from(studioCharge).where(eq(studioCharge.id, charge.id));
    expect(row).toMatchObject({ fineBps: 100, interestBps: 50, sendReminders: false });
    expect(await reminderJobs(charge.id)).toEqual([]);
  }, 120_000);

  it("the clause cannot be typed over: a save or a restore writes it from the stored terms, keeping every other edit, and the signed text is what Asaas gets", async () => {
    const s = await studioWithProject();
    const first = await s.client.answer(projectContractApi.generate, { params: { id: s.project.id } });
    await s.client.answer(projectContractApi.setPaymentTerms, { params: { id: s.project.id }, body: { fineBps: 100, interestBps: 50, sendReminders: false } });
    const current = await s.client.answer(documentsApi.get, { params: { id: first.id } });
    type Sections = { key: string; title: string; blocks: RichBlock[] }[];
    const sections = (current.content as { sections: Sections }).sections;
    const other = sections.find((x) => x.key !== "atraso")!;
    const typed = {
      ...(current.content as object),
      sections: sections.map((x) =>
        x.key === "atraso"
          ? { ...x, title: "Da multa", blocks: [paragraph("A parcela paga depois do vencimento terá multa de 0,5% e nenhum juro.")] }
          : x.key === other.key
            ? { ...x, blocks: [...x.blocks, paragraph("Trecho escrito pelo arquiteto.")] }
            : x,
      ),
    };
    const saved = await s.client.answer(documentsApi.save, { params: { id: first.id }, body: { baseVersion: current.version, content: typed } as never });
    expect(saved.version).toBe(current.version + 1);
    expect(clauseOf(saved)).toContain("multa de 1% sobre o valor da parcela e juros de 0,5% ao mês");
    expect(clauseOf(saved)).not.toContain("0,5% e nenhum juro");
    const savedSections = (saved.content as { sections: Sections }).sections;
    expect(savedSections.find((x) => x.key === "atraso")?.title).toBe("Do atraso no pagamento e dos lembretes");
    expect(blocksToPlainText(savedSections.find((x) => x.key === other.key)!.blocks)).toContain("Trecho escrito pelo arquiteto.");

    // A section removed comes back; the first version (1,5% and 0,8%) restored states today's terms.
    const removed = await s.client.answer(documentsApi.save, { params: { id: first.id }, body: { baseVersion: saved.version, content: { ...(saved.content as object), sections: savedSections.filter((x) => x.key !== "atraso") } } as never });
    expect(clauseOf(removed)).toContain("multa de 1% sobre o valor da parcela e juros de 0,5% ao mês");
    expect(clauseOf(first)).toContain("multa de 1,5%");
    const restored = await s.client.answer(documentsApi.restore, { params: { id: first.id, number: first.version } });
    expect(restored.lastVersion.restoredFrom).toBe(first.version);
    expect(clauseOf(restored)).toContain("multa de 1% sobre o valor da parcela e juros de 0,5% ao mês");
    expect(clauseOf(restored)).not.toContain("1,5%");

    // The client signs that text; the charge sends the same 1% and 0,5% to Asaas.
    await signInPortal(s, first.id);
    const charge = await s.client.answer(projectChargesApi.create, { params: { id: s.project.id }, body: { milestone: "assinatura", method: "pix", dueDate: inTenDays(), idempotencyKey: key() } });
    expect(fake.payments().find((p) => p.externalReference === charge.id)).toMatchObject({ fine: { value: 1, type: "PERCENTAGE" }, interest: { value: 0.5 } });
  }, 120_000);
});
