import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { projectProposalApi } from "#domain/contracts/proposals";
import { projectContractApi } from "#domain/contracts/service-contracts";
import { v1ChargesApi, v1DocumentsApi, v1ProjectsApi } from "#domain/contracts/public-api";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { studioCharge } from "#server/db/schema";
import { tokenOf } from "#server/test/api-token";
import { createTestContext, type TestContext } from "#server/test/harness";
import { person, type Person } from "#server/test/people";
import { addClient, addProject, setPlan } from "#server/test/studio";

/**
 * The fees' chain through the public API (R-API-3: "proposals, contracts and charges, when they
 * exist"): a read token follows a project's proposal, contract and charges, and the studio's
 * charges page by page with the cash view's filters; another studio's project is a 404.
 */

const FEES: FeeCalculationInput = {
  method: "valor-fixo",
  percentage: { costOrigin: "cub", constructionCost: 54_000_000, category: "residencial", complexity: "media", percentBps: 735 },
  perSquareMetre: { area: 180, pricePerM2: 15_000 },
  fixed: { amount: 3_500_000 },
  stages: [
    { stage: "estudo-preliminar", bps: 4_000, hours: 40 },
    { stage: "anteprojeto", bps: 6_000, hours: 60 },
  ],
  milestones: [
    { trigger: "assinatura", bps: 3_000 },
    { trigger: "anteprojeto", bps: 7_000 },
  ],
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function studioWithProject(name: string): Promise<Person & { projectId: string; clientId: string }> {
  const who = await person(ctx, name);
  await setPlan(ctx, who.me.id, "avancado");
  const client = await addClient(who.client, { name: "Juliana e Rafael Kowalski" });
  const p = await addProject(who.client, { name: "Casa Araucária", clientId: client.id });
  return Object.assign(who, { projectId: p.id, clientId: client.id });
}

/** A charge as creating one through Asaas leaves it (R-PAY-6); `gatewayChargeId` null: a call that never reached Asaas. */
async function charge(who: Person & { projectId: string; clientId: string }, fields: { dueDate: string; amountCents: number; status?: "pendente" | "paga"; made?: boolean }) {
  await ctx.database.db.insert(studioCharge).values({
    id: randomUUID(),
    studioId: who.me.studio.id,
    projectId: who.projectId,
    clientId: who.clientId,
    idempotencyKey: randomUUID(),
    milestone: "assinatura",
    description: `Parcela de ${fields.dueDate}`,
    amountCents: fields.amountCents,
    method: "pix",
    dueDate: fields.dueDate,
    fineBps: 200,
    interestBps: 100,
    status: fields.status ?? "pendente",
    gatewayChargeId: fields.made === false ? null : `pay_${randomUUID()}`,
  });
}

describe("proposals, contracts and charges with a read token (Projeto Avançado)", () => {
  it("follows a project from no proposal to its proposal and contract, and reads its charges", async () => {
    const ana = await studioWithProject("Ana Honorários");
    const api = await tokenOf(ctx, ana.client, "leitura");
    const id = ana.projectId;

    expect(await api.answer(v1ProjectsApi.proposal, { params: { id } })).toEqual({ documentId: null, status: null });
    expect(await api.answer(v1ProjectsApi.contract, { params: { id } })).toMatchObject({ documentId: null, acceptedProposal: null, hasFees: false });

    await ana.client.answer(feesApi.save, { params: { id }, body: FEES });
    const proposal = await ana.client.answer(projectProposalApi.generate, { params: { id } });
    const contract = await ana.client.answer(projectContractApi.generate, { params: { id } });

    const got = await api.answer(v1ProjectsApi.proposal, { params: { id } });
    expect(got.documentId).toBe(proposal.id);
    expect(got.status?.state).toBe("rascunho");
    expect((await api.answer(v1DocumentsApi.get, { params: { id: proposal.id } })).kind).toBe("proposta");
    expect(await api.answer(v1ProjectsApi.contract, { params: { id } })).toMatchObject({ documentId: contract.id, hasFees: true });

    // R$ 35.000,00 fixed: 30% at signing, 70% at the anteprojeto, in cents.
    const charges = await api.answer(v1ProjectsApi.charges, { params: { id } });
    expect(charges.milestones.map((m) => [m.trigger, m.amountCents])).toEqual([
      ["assinatura", 1_050_000],
      ["anteprojeto", 2_450_000],
    ]);
    expect(charges.charges).toEqual([]);
    await charge(ana, { dueDate: "2030-01-10", amountCents: 1_050_000 });
    expect((await api.answer(v1ProjectsApi.charges, { params: { id } })).charges.map((c) => [c.amountCents, c.status])).toEqual([[1_050_000, "pendente"]]);
  });

  it("lists the studio's charges page by page, by due date, filtered as the cash view is, never one Asaas did not make", async () => {
    const bia = await studioWithProject("Bia Financeiro");
    const api = await tokenOf(ctx, bia.client, "leitura");
    await charge(bia, { dueDate: "2030-03-10", amountCents: 300_00 });
    await charge(bia, { dueDate: "2030-01-10", amountCents: 100_00 });
    await charge(bia, { dueDate: "2030-02-10", amountCents: 200_00, status: "paga" });
    await charge(bia, { dueDate: "2030-04-10", amountCents: 400_00, made: false });

    const first = await api.answer(v1ChargesApi.list, { query: { limit: 2 } });
    expect(first.data.map((c) => c.dueDate)).toEqual(["2030-01-10", "2030-02-10"]);
    const second = await api.answer(v1ChargesApi.list, { query: { cursor: first.nextCursor! } });
    expect(second.data.map((c) => c.dueDate)).toEqual(["2030-03-10"]);
    expect(second.nextCursor).toBeNull();
    const paid = await api.answer(v1ChargesApi.list, { query: { status: "recebidas" } });
    expect(paid.data.map((c) => [c.amountCents, c.status])).toEqual([[200_00, "paga"]]);
    const bad = await api.call(v1ChargesApi.list, { query: { status: "todas-mesmo" as "todas" } });
    expect(bad.status).toBe(422);
  });

  it("another studio's project is a 404 on each, and its charges never appear", async () => {
    const caio = await studioWithProject("Caio Outro");
    await charge(caio, { dueDate: "2030-05-10", amountCents: 500_00 });
    const dani = await studioWithProject("Dani Intrusa");
    const api = await tokenOf(ctx, dani.client, "leitura");
    for (const route of [v1ProjectsApi.proposal, v1ProjectsApi.contract, v1ProjectsApi.charges]) {
      expect((await api.call(route, { params: { id: caio.projectId } })).status, route.path).toBe(404);
    }
    expect((await api.answer(v1ChargesApi.list, { query: {} })).data).toEqual([]);
  });
});
