import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feesApi } from "#domain/contracts/fees";
import { portalApi, publicPortalApi } from "#domain/contracts/portal";
import { projectProposalApi, proposalStateApi } from "#domain/contracts/proposals";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import type { FeeCalculationInput } from "#domain/fees/fees.schema";
import { notification, portalLink, portalSignature } from "#server/db/schema";
import { pdfPageTexts } from "#server/export/testing";
import { createTestContext, signedInUser, TestClient, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read, setPlan } from "#server/test/studio";

/**
 * R-PORTAL-1…4 over HTTP (decision 095): the link's security (hashed, revocable, expiring, 404
 * before the body, per-IP limit), the client's view, stage approvals with their log, the simple
 * electronic signature (hash of exactly the bytes served, invalid after a change, certificate
 * page), and the studio's notices.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const tokenOf = (url: string) => /\/portal\/([A-Za-z0-9_-]{43})$/.exec(url)![1]!;
/** The client's browser: no account, its own IP and user agent. */
const visitor = (ip = "203.0.113.7") => new TestClient(ctx, ip);

async function projectWith(architect: Architect, name = "Casa Ipê") {
  const c = await addClient(architect.client, { name: "Marina Souza" });
  const project = await addProject(architect.client, { name, clientId: c.id });
  return project;
}

async function openDocument(architect: Architect, projectId: string, kind: "briefing" | "programa" = "briefing"): Promise<ProjectDocument> {
  const res = await architect.client.post(`/api/projects/${projectId}/documents`, { kind });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return read(documentSchema, res);
}

/** A new version of a briefing (an answer changed). */
async function changeBriefing(architect: Architect, doc: ProjectDocument, answer: string): Promise<void> {
  const current = await read(documentSchema, await architect.client.get(`/api/documents/${doc.id}`));
  const content = { ...(current.content as Record<string, unknown>), answers: { ...((current.content as { answers: Record<string, string> }).answers ?? {}), moradores: answer } };
  const res = await architect.client.request("PUT", `/api/documents/${doc.id}`, { baseVersion: current.version, content });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function portalFor(architect: Architect, projectId: string): Promise<string> {
  const link = await architect.client.answer(portalApi.createLink, { params: { id: projectId } });
  return tokenOf(link.url);
}

describe("the portal link (R-PORTAL-1)", () => {
  it("opens the project's portal with only its hash stored, and a new link or a revocation closes the old one", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana);
    const created = await ana.client.answer(portalApi.createLink, { params: { id: project.id } });
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/portal\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.url);
    const [row] = await ctx.database.db.select().from(portalLink).where(eq(portalLink.projectId, project.id));
    expect(row!.tokenHash).toBe(sha256(new TextEncoder().encode(token)));
    expect(JSON.stringify(row)).not.toContain(token);

    const view = await visitor().answer(publicPortalApi.get, { params: { token } });
    expect(view.project).toMatchObject({ name: "Casa Ipê", clientName: "Marina Souza", stage: project.stage });
    expect(view.project.nextStage).not.toBeNull();
    expect(view.payments).toBeNull();
    expect((await ana.client.answer(portalApi.get, { params: { id: project.id } })).link).not.toBeNull();

    const second = tokenOf((await ana.client.answer(portalApi.createLink, { params: { id: project.id } })).url);
    const old = await visitor().call(publicPortalApi.get, { params: { token } });
    expect(old.status).toBe(404);
    expect(old.error?.message).toMatch(/cancelado/);
    expect((await ana.client.call(portalApi.revokeLink, { params: { id: project.id } })).status).toBe(204);
    expect((await visitor().call(publicPortalApi.get, { params: { token: second } })).status).toBe(404);
    expect((await ana.client.answer(portalApi.get, { params: { id: project.id } })).link).toBeNull();
  });

  it("is a 404 for an unknown, malformed or expired token, and for a write before its body is read", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana);
    const token = await portalFor(ana, project.id);
    expect((await visitor().call(publicPortalApi.get, { params: { token: "a".repeat(43) } })).status).toBe(404);
    expect((await visitor().call(publicPortalApi.get, { params: { token: "curto" } })).status).toBe(404);
    // A body that is not even JSON: the unknown link answers first.
    const unread = await visitor().request("POST", `/api/public/portal/${"b".repeat(43)}/documents/00000000-0000-4000-8000-000000000000/signature`, "{não é json");
    expect(unread.status).toBe(404);
    expect((await errorOf(unread)).message).toMatch(/Portal não encontrado/);

    await ctx.database.db.update(portalLink).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(portalLink.projectId, project.id));
    const expired = await visitor().call(publicPortalApi.get, { params: { token } });
    expect(expired.status).toBe(404);
    expect(expired.error?.message).toMatch(/expirou em \d{2}\/\d{2}\/\d{4}/);
  });

  it("shows the saved fees' payment schedule in cents that add up to the total", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "premium");
    const project = await projectWith(ana);
    const input: FeeCalculationInput = {
      method: "valor-fixo",
      percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
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
    await ana.client.answer(feesApi.save, { params: { id: project.id }, body: input });
    const token = await portalFor(ana, project.id);
    const view = await visitor().answer(publicPortalApi.get, { params: { token } });
    expect(view.payments).toEqual({
      total: 3_500_000,
      milestones: [
        { label: "Na assinatura do contrato", bps: 3_000, amount: 1_050_000 },
        { label: "Na entrega: Estudo preliminar", bps: 3_000, amount: 1_050_000 },
        { label: "Na entrega: Anteprojeto", bps: 4_000, amount: 1_400_000 },
      ],
    });
  });

  it("reaches only the documents shared in its own project: another project's, another studio's or an unshared one are a 404", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "premium");
    const casa = await projectWith(ana, "Casa Ipê");
    const loja = await projectWith(ana, "Loja Centro");
    const own = await openDocument(ana, casa.id);
    const otherProject = await openDocument(ana, loja.id);
    await ana.client.answer(portalApi.share, { params: { id: loja.id }, body: { documents: [{ documentId: otherProject.id, shared: true, forSignature: true }] } });
    const bruno = await signedInUser(ctx);
    const brunoProject = await projectWith(bruno, "Casa do Bruno");
    const otherStudio = await openDocument(bruno, brunoProject.id);
    await bruno.client.answer(portalApi.share, { params: { id: brunoProject.id }, body: { documents: [{ documentId: otherStudio.id, shared: true, forSignature: true }] } });

    const token = await portalFor(ana, casa.id);
    const client = visitor();
    for (const documentId of [own.id, otherProject.id, otherStudio.id]) {
      const page = await client.call(publicPortalApi.document, { params: { token, documentId } });
      expect(page.status, documentId).toBe(404);
      expect((await client.call(publicPortalApi.documentPdf, { params: { token, documentId } })).status).toBe(404);
      const sign = await client.call(publicPortalApi.sign, {
        params: { token, documentId },
        body: { fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true, pdfSha256: "0".repeat(64) },
      });
      expect(sign.status, documentId).toBe(404);
    }
    // The studio cannot share another studio's document in its own project either.
    const shared = await ana.client.call(portalApi.share, { params: { id: casa.id }, body: { documents: [{ documentId: otherStudio.id, shared: true, forSignature: false }] } });
    expect(shared.status).toBe(422);
    expect((await visitor().answer(publicPortalApi.get, { params: { token } })).documents).toEqual([]);
  });

  it("limits each IP's requests", async () => {
    const limited = await createTestContext({ PUBLIC_FORM_RATE_LIMIT_MAX: "3" });
    try {
      const ana = await signedInUser(limited);
      const project = await addProject(ana.client, { name: "Casa Ipê", clientId: (await addClient(ana.client, { name: "Marina Souza" })).id });
      const token = tokenOf((await ana.client.answer(portalApi.createLink, { params: { id: project.id } })).url);
      const client = new TestClient(limited, "198.51.100.9");
      for (let i = 0; i < 3; i++) expect((await client.call(publicPortalApi.get, { params: { token } })).status).toBe(200);
      const fourth = await client.call(publicPortalApi.get, { params: { token } });
      expect(fourth.status).toBe(429);
      expect(fourth.error?.code).toBe("rate_limited");
      // Unknown tokens count too: guessing is limited the same way.
      expect((await client.call(publicPortalApi.get, { params: { token: "c".repeat(43) } })).status).toBe(429);
      expect((await new TestClient(limited, "198.51.100.10").call(publicPortalApi.get, { params: { token } })).status).toBe(200);
    } finally {
      await limited.close();
    }
    // A second test context is migrated here: generous on a busy machine (decision 036).
  }, 120_000);
});

describe("stage approvals (R-PORTAL-2)", () => {
  it("records the client's decision with who, when, IP, user agent and versions; a later version needs a new approval", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "premium");
    const project = await projectWith(ana);
    const doc = await openDocument(ana, project.id);
    const token = await portalFor(ana, project.id);
    const afterDelivery = await ana.client.answer(portalApi.deliver, { params: { id: project.id }, body: { stage: "estudo-preliminar", documentIds: [doc.id] } });
    const delivery = afterDelivery.deliveries[0]!;
    expect(delivery).toMatchObject({ stage: "estudo-preliminar", status: "aguardando", documents: [{ documentId: doc.id, version: doc.version, kind: "briefing" }] });
    expect(afterDelivery.documents.find((d) => d.id === doc.id)?.shared).toBe(true);

    const client = visitor("203.0.113.20");
    const view = await client.answer(publicPortalApi.get, { params: { token } });
    expect(view.deliveries[0]).toMatchObject({ id: delivery.id, stageLabel: "Estudo preliminar", status: "aguardando" });

    const noComment = await client.call(publicPortalApi.decide, { params: { token, deliveryId: delivery.id }, body: { decision: "alteracoes", name: "Marina Souza" } });
    expect(noComment.status).toBe(422);
    expect(noComment.error?.fields?.comment).toBe("Diga quais alterações você pede.");

    const res = await client.request("POST", `/api/public/portal/${token}/deliveries/${delivery.id}/decision`, { decision: "aprovada", name: "Marina Souza" }, { "user-agent": "Mozilla/5.0 (iPhone) Safari" });
    expect(res.status, await res.clone().text()).toBe(201);
    let portal = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    expect(portal.deliveries[0]!.status).toBe("aprovada");
    expect(portal.deliveries[0]!.decisions).toEqual([
      expect.objectContaining({ decision: "aprovada", name: "Marina Souza", comment: null, ip: "203.0.113.20", userAgent: "Mozilla/5.0 (iPhone) Safari", documents: [{ documentId: doc.id, version: doc.version }] }),
    ]);

    await changeBriefing(ana, doc, "4");
    portal = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    expect(portal.deliveries[0]!.status).toBe("aprovacao-pendente");
    expect((await client.answer(publicPortalApi.get, { params: { token } })).deliveries[0]!.status).toBe("aprovacao-pendente");

    await client.answer(publicPortalApi.decide, { params: { token, deliveryId: delivery.id }, body: { decision: "alteracoes", name: "Marina Souza", comment: "Trocar o piso da sala." } });
    portal = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    expect(portal.deliveries[0]!.status).toBe("alteracoes");
    expect(portal.deliveries[0]!.decisions.map((d) => [d.decision, d.comment, d.documents[0]!.version])).toEqual([
      ["alteracoes", "Trocar o piso da sala.", doc.version + 1],
      ["aprovada", null, doc.version],
    ]);
    // Another project's delivery through this link is a 404.
    const other = await projectWith(ana, "Outra");
    const otherDoc = await openDocument(ana, other.id);
    const otherDelivery = (await ana.client.answer(portalApi.deliver, { params: { id: other.id }, body: { stage: "anteprojeto", documentIds: [otherDoc.id] } })).deliveries[0]!;
    expect((await client.call(publicPortalApi.decide, { params: { token, deliveryId: otherDelivery.id }, body: { decision: "aprovada", name: "Marina Souza" } })).status).toBe(404);
  });
});

describe("the simple electronic signature (R-PORTAL-3)", () => {
  it("hashes exactly the PDF bytes served, appends a certificate page, and stops holding once the document changes", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana);
    const doc = await openDocument(ana, project.id);
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: false, forSignature: true }] } });
    const token = await portalFor(ana, project.id);
    const client = visitor("203.0.113.30");

    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    expect(page).toMatchObject({ forSignature: true, signature: null, version: doc.version });
    expect(page.blocks.length).toBeGreaterThan(0);
    const pdfRes = await client.request("GET", `/api/public/portal/${token}/documents/${doc.id}/pdf`);
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    const shown = new Uint8Array(await pdfRes.arrayBuffer());
    expect(sha256(shown)).toBe(page.pdf.sha256);
    // The same version answers the same bytes again.
    const again = new Uint8Array(await (await client.request("GET", `/api/public/portal/${token}/documents/${doc.id}/pdf`)).arrayBuffer());
    expect(sha256(again)).toBe(page.pdf.sha256);

    const body = { fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true as const, pdfSha256: page.pdf.sha256 };
    const badCpf = await client.call(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: { ...body, cpf: "123.456.789-00" } });
    expect(badCpf.status).toBe(422);
    expect(badCpf.error?.fields?.cpf).toMatch(/CPF inválido/);
    const noConsent = await client.request("POST", `/api/public/portal/${token}/documents/${doc.id}/signature`, { ...body, consent: false });
    expect(noConsent.status).toBe(422);
    const wrongHash = await client.call(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: { ...body, pdfSha256: "f".repeat(64) } });
    expect(wrongHash.status).toBe(409);

    const signed = await client.answer(publicPortalApi.sign, { params: { token, documentId: doc.id }, body });
    expect(signed).toMatchObject({ fullName: "Marina Souza", version: doc.version, pdfSha256: sha256(shown) });
    const [row] = await ctx.database.db.select().from(portalSignature).where(eq(portalSignature.documentId, doc.id));
    expect(row).toMatchObject({ cpf: "52998224725", pdfSha256: sha256(shown), ip: "203.0.113.30", version: doc.version });

    let portal = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    const signature = portal.documents.find((d) => d.id === doc.id)!.signatures[0]!;
    expect(signature).toMatchObject({ fullName: "Marina Souza", cpfMasked: "***.982.247-**", valid: true });

    const download = await ana.client.request("GET", `/api/projects/${project.id}/portal/signatures/${signature.id}/pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment/);
    const signedPdf = new Uint8Array(await download.arrayBuffer());
    expect(sha256(signedPdf)).toBe(row!.signedPdfSha256);
    const pages = await pdfPageTexts(signedPdf);
    const certificate = pages.at(-1)!.replace(/\s+/g, " ");
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(certificate).toContain("Certificado de assinatura eletrônica");
    expect(certificate).toContain("Lei nº 14.063/2020");
    expect(certificate).toContain("Marina Souza");
    expect(certificate).toContain("***.982.247-**");
    expect(certificate).not.toContain("529.982.247-25");
    expect(certificate.replace(/\s/g, "")).toContain(sha256(shown));
    expect(certificate).toContain("Trilha de auditoria");
    expect(certificate).toContain("Abriu o PDF");
    // Another studio's signature id through this project, or this one through another studio: 404.
    const bruno = await signedInUser(ctx);
    expect((await bruno.client.request("GET", `/api/projects/${project.id}/portal/signatures/${signature.id}/pdf`)).status).toBe(404);

    await changeBriefing(ana, doc, "5");
    portal = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    expect(portal.documents.find((d) => d.id === doc.id)!.signatures[0]!.valid).toBe(false);
    const newPage = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    expect(newPage.signature).toMatchObject({ valid: false, version: doc.version });
    expect(newPage.pdf.sha256).not.toBe(page.pdf.sha256);
    // The old hash no longer signs: the document changed under it.
    expect((await client.call(publicPortalApi.sign, { params: { token, documentId: doc.id }, body })).status).toBe(409);
  }, 120_000);

  it("refuses a shared document that was not sent for signature", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana);
    const doc = await openDocument(ana, project.id);
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: false }] } });
    const token = await portalFor(ana, project.id);
    const page = await visitor().answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    const res = await visitor().call(publicPortalApi.sign, {
      params: { token, documentId: doc.id },
      body: { fullName: "Marina Souza", cpf: "52998224725", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true, pdfSha256: page.pdf.sha256 },
    });
    expect(res.status).toBe(422);
  }, 60_000);
});

describe("a proposal signed in the portal (R-PORTAL-3, R-PROP-4)", () => {
  const FIXED: FeeCalculationInput = {
    method: "valor-fixo",
    percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
    perSquareMetre: { area: 0, pricePerM2: 0 },
    fixed: { amount: 3_500_000 },
    stages: [
      { stage: "estudo-preliminar", bps: 5_000, hours: 0 },
      { stage: "anteprojeto", bps: 5_000, hours: 0 },
    ],
    milestones: [
      { trigger: "assinatura", bps: 5_000 },
      { trigger: "anteprojeto", bps: 5_000 },
    ],
  };

  /** A project with its fees saved and its proposal generated, shared for signature. */
  async function proposalForSignature(architect: Architect) {
    await setPlan(ctx, architect.userId, "avancado");
    const project = await projectWith(architect, "Casa Araucária");
    await architect.client.answer(feesApi.save, { params: { id: project.id }, body: FIXED });
    const doc = await architect.client.answer(projectProposalApi.generate, { params: { id: project.id } });
    await architect.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }], confirmGaps: true } });
    return { project, doc, token: await portalFor(architect, project.id) };
  }
  const signer = (pdfSha256: string) => ({ fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true as const, pdfSha256 });
  const stateOf = async (architect: Architect, projectId: string) => (await architect.client.answer(projectProposalApi.get, { params: { id: projectId } })).status!;

  it("is seen when the client opens it and accepted when the client signs it, by the signer's name", async () => {
    const ana = await signedInUser(ctx);
    const { project, doc, token } = await proposalForSignature(ana);
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: doc.version } });
    const client = visitor("203.0.113.41");
    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    expect((await stateOf(ana, project.id)).state).toBe("vista");
    // Opening it again records nothing more.
    await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    expect((await stateOf(ana, project.id)).history).toHaveLength(2);

    await client.answer(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: signer(page.pdf.sha256) });
    const status = await stateOf(ana, project.id);
    expect(status).toMatchObject({ state: "aceita", label: "Aceita", version: doc.version });
    expect(status.history[0]).toMatchObject({ state: "aceita", version: doc.version, actor: { kind: "cliente", name: "Marina Souza" } });
  }, 120_000);

  it("refuses the signature of a proposal not yet sent, with the client's reason and nothing stored", async () => {
    const ana = await signedInUser(ctx);
    const { project, doc, token } = await proposalForSignature(ana);
    const client = visitor("203.0.113.42");
    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    // A rascunho opened in the portal stays rascunho.
    expect((await stateOf(ana, project.id)).state).toBe("rascunho");
    const res = await client.call(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: signer(page.pdf.sha256) });
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe("Esta proposta ainda não foi enviada pelo escritório. Peça ao seu arquiteto que a envie e assine depois.");
    expect(await ctx.database.db.select({ id: portalSignature.id }).from(portalSignature).where(eq(portalSignature.documentId, doc.id))).toEqual([]);
    expect((await stateOf(ana, project.id)).state).toBe("rascunho");
  }, 120_000);
});

describe("a version saved while the client signs (R-PORTAL-5)", () => {
  const FEES: FeeCalculationInput = {
    method: "valor-fixo",
    percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
    perSquareMetre: { area: 0, pricePerM2: 0 },
    fixed: { amount: 2_000_000 },
    stages: [{ stage: "estudo-preliminar", bps: 10_000, hours: 0 }],
    milestones: [{ trigger: "assinatura", bps: 10_000 }],
  };
  const CLIENT_MESSAGE = "O escritório salvou uma nova versão deste documento enquanto você assinava, e a sua assinatura não foi registrada. Abra o documento de novo, confira a versão atual e assine.";
  const signer = (pdfSha256: string) => ({ fullName: "Marina Souza", cpf: "529.982.247-25", email: "marina@exemplo.com.br", signature: "Marina Souza", consent: true as const, pdfSha256 });

  /**
   * The race made certain: the studio's save runs after the server checked the PDF's hash and just
   * before the signature's transaction opens (the app uses this database object; the next
   * transaction it opens runs `race` first, once).
   */
  function raceBeforeNextTransaction(race: () => Promise<void>) {
    const db = ctx.database.db;
    const original = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<typeof original>) => {
      db.transaction = original;
      await race();
      return original(...args);
    }) as typeof original;
    return () => {
      db.transaction = original;
    };
  }

  it("a proposal regenerated under the client's signature: the client's message, no signature, no acceptance", async () => {
    const ana = await signedInUser(ctx);
    await setPlan(ctx, ana.userId, "avancado");
    const project = await projectWith(ana, "Casa Jatobá");
    await ana.client.answer(feesApi.save, { params: { id: project.id }, body: FEES });
    const doc = await ana.client.answer(projectProposalApi.generate, { params: { id: project.id } });
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }], confirmGaps: true } });
    const token = await portalFor(ana, project.id);
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: doc.version } });
    const client = visitor("203.0.113.51");
    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });

    const restore = raceBeforeNextTransaction(async () => {
      await ana.client.answer(projectProposalApi.generate, { params: { id: project.id } });
    });
    try {
      const res = await client.call(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: signer(page.pdf.sha256) });
      expect(res.status).toBe(409);
      expect(res.error?.message).toBe(CLIENT_MESSAGE);
      // Not the editors' message about tabs and colleagues.
      expect(res.error?.message).not.toMatch(/outra aba|outra pessoa do estúdio|salve a sua/);
    } finally {
      restore();
    }
    expect(await ctx.database.db.select({ id: portalSignature.id }).from(portalSignature).where(eq(portalSignature.documentId, doc.id))).toEqual([]);
    const status = (await ana.client.answer(projectProposalApi.get, { params: { id: project.id } })).status!;
    expect(status).toMatchObject({ version: doc.version + 1, state: "rascunho" });
    // Opened again, the current version signs once the studio sends it.
    await ana.client.answer(proposalStateApi.transition, { params: { id: doc.id }, body: { action: "enviar", version: doc.version + 1 } });
    const fresh = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });
    expect(fresh.version).toBe(doc.version + 1);
    expect((await client.answer(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: signer(fresh.pdf.sha256) })).version).toBe(doc.version + 1);
  }, 120_000);

  it("a briefing saved under the client's signature is not signed in its old version", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana, "Casa Peroba");
    const doc = await openDocument(ana, project.id);
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }], confirmGaps: true } });
    const token = await portalFor(ana, project.id);
    const client = visitor("203.0.113.52");
    const page = await client.answer(publicPortalApi.document, { params: { token, documentId: doc.id } });

    const restore = raceBeforeNextTransaction(() => changeBriefing(ana, doc, "4"));
    try {
      const res = await client.call(publicPortalApi.sign, { params: { token, documentId: doc.id }, body: signer(page.pdf.sha256) });
      expect(res.status).toBe(409);
      expect(res.error?.message).toBe(CLIENT_MESSAGE);
    } finally {
      restore();
    }
    expect(await ctx.database.db.select({ id: portalSignature.id }).from(portalSignature).where(eq(portalSignature.documentId, doc.id))).toEqual([]);
  }, 120_000);
});

describe("the studio's notices (R-PORTAL-4)", () => {
  it("notifies and mails every member when the client opens the portal and decides, once per visit", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana);
    const doc = await openDocument(ana, project.id);
    const token = await portalFor(ana, project.id);
    const delivery = (await ana.client.answer(portalApi.deliver, { params: { id: project.id }, body: { stage: "anteprojeto", documentIds: [doc.id] } })).deliveries[0]!;
    const client = visitor();
    await client.answer(publicPortalApi.get, { params: { token } });
    await client.answer(publicPortalApi.get, { params: { token } });
    await client.answer(publicPortalApi.decide, { params: { token, deliveryId: delivery.id }, body: { decision: "aprovada", name: "Marina Souza" } });
    const mailsBefore = ctx.mails.length;
    const runner = ctx.jobRunner(() => new Date(Date.now() + 1000));
    for (let n = await runner.runDue(); n > 0; n = await runner.runDue());
    const notices = await ctx.database.db.select().from(notification).where(eq(notification.userId, ana.userId));
    const titles = notices.filter((n) => n.kind === "portal").map((n) => n.title).sort();
    expect(titles).toEqual(["Marina Souza aprovou a etapa Anteprojeto", "Marina Souza abriu o portal"].sort());
    expect(notices.find((n) => n.kind === "portal")!.link).toBe(`/dashboard/projetos/${project.id}#portal`);
    expect(ctx.mails.length - mailsBefore).toBeGreaterThanOrEqual(2);
  });
});

describe("a document with gaps reaches the client only when confirmed (R-PORTAL-6)", () => {
  /** A proposal generated from a fixed fee: it still has "[completar: …]" (the CAU number, the deadlines…). */
  async function proposalWithGaps(architect: Architect) {
    await setPlan(ctx, architect.userId, "avancado");
    const project = await projectWith(architect, "Casa Jatobá");
    await architect.client.answer(feesApi.save, {
      params: { id: project.id },
      body: {
        method: "valor-fixo",
        percentage: { costOrigin: "informado", constructionCost: 0, category: "residencial", complexity: "media", percentBps: 0 },
        perSquareMetre: { area: 0, pricePerM2: 0 },
        fixed: { amount: 2_000_000 },
        stages: [{ stage: "estudo-preliminar", bps: 10_000, hours: 0 }],
        milestones: [{ trigger: "assinatura", bps: 10_000 }],
      },
    });
    const doc = await architect.client.answer(projectProposalApi.generate, { params: { id: project.id } });
    return { project, doc };
  }
  const sharedIn = async (architect: Architect, projectId: string, documentId: string) =>
    (await architect.client.answer(portalApi.get, { params: { id: projectId } })).documents.find((d) => d.id === documentId)!;

  it("refuses to share it unasked with a 409 naming the gaps, and shares it once confirmed", async () => {
    const ana = await signedInUser(ctx);
    const { project, doc } = await proposalWithGaps(ana);
    const refused = await ana.client.call(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }] } });
    expect(refused.res.status).toBe(409);
    const error = await errorOf(refused.res);
    expect(error.code).toBe("document_has_gaps");
    expect(error.message).toMatch(/^O documento "Proposta de serviços" \(versão 1\) ainda tem \d+ trechos a completar \(1\. Apresentação: /);
    expect(error.message).toContain("confirme o envio mesmo assim");
    // Nothing half-written: the client still sees nothing.
    expect(await sharedIn(ana, project.id, doc.id)).toMatchObject({ shared: false, forSignature: false });

    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: true }], confirmGaps: true } });
    expect(await sharedIn(ana, project.id, doc.id)).toMatchObject({ shared: true, forSignature: true });
    // Already in front of the client: changing its marks, or unsharing it, asks nothing again.
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: false }] } });
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: false, forSignature: false }] } });
    expect(await sharedIn(ana, project.id, doc.id)).toMatchObject({ shared: false, forSignature: false });
  }, 120_000);

  it("shares a document without gaps at once", async () => {
    const ana = await signedInUser(ctx);
    const project = await projectWith(ana);
    const doc = await openDocument(ana, project.id);
    await ana.client.answer(portalApi.share, { params: { id: project.id }, body: { documents: [{ documentId: doc.id, shared: true, forSignature: false }] } });
    expect(await sharedIn(ana, project.id, doc.id)).toMatchObject({ shared: true });
  }, 60_000);

  it("asks the same before a delivery, and stores no delivery when refused", async () => {
    const ana = await signedInUser(ctx);
    const { project, doc } = await proposalWithGaps(ana);
    const refused = await ana.client.call(portalApi.deliver, { params: { id: project.id }, body: { stage: "estudo-preliminar", documentIds: [doc.id] } });
    expect(refused.res.status).toBe(409);
    expect((await errorOf(refused.res)).code).toBe("document_has_gaps");
    const before = await ana.client.answer(portalApi.get, { params: { id: project.id } });
    expect(before.deliveries).toHaveLength(0);
    expect(before.documents.find((d) => d.id === doc.id)!.shared).toBe(false);

    const after = await ana.client.answer(portalApi.deliver, { params: { id: project.id }, body: { stage: "estudo-preliminar", documentIds: [doc.id], confirmGaps: true } });
    expect(after.deliveries).toHaveLength(1);
    expect(after.documents.find((d) => d.id === doc.id)!.shared).toBe(true);
  }, 120_000);
});
