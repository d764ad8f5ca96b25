import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_API_SCOPE } from "#domain/api-tokens";
import { CONTACT } from "#domain/contact";
import { COMING_SOON_CELL, COMPARISON_ROWS, PLANS } from "#domain/plans";
import { createTestContext, type TestContext } from "./test/harness";

/**
 * R-PLAN-6: the plans sell only what exists. Every line of a plan card that is not marked "Em
 * breve", and every row of the comparison table that says a plan includes something, names here
 * the routes of the app that do it; the test fails on a line with neither (a feature added to
 * the catalogue and not built, or a route removed from under a feature). `mailto:` is the support
 * address the site shows.
 */
const TEXT_AI = ["POST /api/chat", "POST /api/documents/:id/generate"];
const IMAGES = ["POST /api/images"];
const PROJECTS = ["POST /api/projects"];
const SEATS = ["POST /api/studio/invitations"];
const BUDGETS = ["POST /api/projects/:id/documents", "PUT /api/documents/:id"];
const API_READ = ["GET /api/v1/clients", "GET /api/v1/projects", "GET /api/v1/documents/:id", "GET /api/v1/budgets", "GET /api/v1/calendar/events"];
const API_WRITE = ["POST /api/v1/clients", "POST /api/v1/projects", "POST /api/v1/projects/:id/stage", "POST /api/v1/calendar/events"];
const WEBHOOKS = ["POST /api/studio/webhooks", "GET /api/studio/webhooks/:id/deliveries"];
const IFC = ["POST /api/projects/:id/ifc", "POST /api/projects/:id/ifc/apply", "POST /api/v1/projects/:id/ifc", "POST /api/v1/projects/:id/ifc/apply"];
const EMAIL = [`mailto:${CONTACT.supportEmail}`];

const FEATURE_EVIDENCE: Record<string, string[]> = {
  "10 gerações de texto com IA": TEXT_AI,
  "100 gerações de texto por mês": TEXT_AI,
  "Gerações de texto ilimitadas": TEXT_AI,
  "Textos e imagens ilimitados": [...TEXT_AI, ...IMAGES],
  "50 gerações de imagem por mês": IMAGES,
  "100 gerações de imagem por mês": IMAGES,
  "1 projeto salvo": PROJECTS,
  "Até 20 projetos": PROJECTS,
  "Projetos ilimitados": PROJECTS,
  "Até 5 usuários": SEATS,
  "Usuários e projetos ilimitados": [...SEATS, ...PROJECTS],
  "Orçamento simples": BUDGETS,
  "Orçamentos detalhados e memorial descritivo": BUDGETS,
  "Programa de necessidades inteligente": ["POST /api/projects/:id/programme"],
  "API de leitura: clientes, projetos, documentos, orçamentos e agenda": API_READ,
  "API de leitura e escrita: cadastra clientes, projetos e eventos da agenda e muda a etapa dos projetos": [...API_READ, ...API_WRITE],
  "API de leitura e escrita com webhooks assinados dos eventos do estúdio": [...API_READ, ...API_WRITE, ...WEBHOOKS],
  "Importação de modelos BIM (IFC) para as áreas do projeto, no app e pela API": IFC,
  "Suporte por e-mail": EMAIL,
};

const ROW_EVIDENCE: Record<string, string[]> = {
  "Gerações de texto com IA por mês": TEXT_AI,
  "Gerações de imagem por mês": IMAGES,
  "Projetos salvos": PROJECTS,
  Usuários: SEATS,
  Orçamento: BUDGETS,
  "Memorial descritivo": BUDGETS,
  "Programa de necessidades inteligente": ["POST /api/projects/:id/programme"],
  "Cálculo de honorários": ["PUT /api/projects/:id/fees"],
  "Proposta de serviços e contrato": ["POST /api/projects/:id/proposal", "POST /api/projects/:id/contract"],
  "Cobranças aos clientes (Pix, boleto ou link)": ["POST /api/projects/:id/charges"],
  "Portal do cliente com assinatura eletrônica": ["POST /api/projects/:id/portal/link", "POST /api/public/portal/:token/documents/:documentId/signature"],
  "Integração via API": [...API_READ, ...API_WRITE, ...WEBHOOKS],
  "Importação BIM (IFC)": IFC,
  "Suporte por e-mail": EMAIL,
};

let ctx: TestContext;
let routes: Set<string>;
beforeAll(async () => {
  ctx = await createTestContext();
  routes = new Set(ctx.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
});
afterAll(async () => ctx?.close());

function unbacked(evidence: string[] | undefined): string[] {
  if (!evidence || evidence.length === 0) return ["(nenhuma rota)"];
  return evidence.filter((e) => (e.startsWith("mailto:") ? e !== `mailto:${CONTACT.supportEmail}` || !CONTACT.supportEmail : !routes.has(e)));
}

/** A cell that says a plan includes something (not "—", not "Em breve", not Legado's "A definir"). */
const claims = (v: string | boolean) => v === true || (typeof v === "string" && !v.startsWith(COMING_SOON_CELL) && v !== "A definir");

describe("the plans sell only what exists (R-PLAN-6)", () => {
  it("every card line without “Em breve” is done by routes the app has", () => {
    const problems = PLANS.flatMap((plan) => plan.features.filter((f) => !f.soon).flatMap((f) => unbacked(FEATURE_EVIDENCE[f.text]).map((e) => `${plan.name}: “${f.text}” → ${e}`)));
    expect(problems).toEqual([]);
  });

  it("every comparison cell that includes something is done by routes the app has", () => {
    const problems = COMPARISON_ROWS.filter((row) => Object.values(row.values).some(claims)).flatMap((row) => unbacked(ROW_EVIDENCE[row.feature]).map((e) => `“${row.feature}” → ${e}`));
    expect(problems).toEqual([]);
  });

  it("what is not built is “Em breve” on the cards and in the table, never included", () => {
    const soonTexts = PLANS.flatMap((p) => p.features.filter((f) => f.soon).map((f) => f.text));
    expect(soonTexts).toEqual(expect.arrayContaining(["Maquetes ilimitadas", "IA personalizada com o seu acervo", "Maquetes 3D", "Consultoria", "Consultoria dedicada"]));
    for (const row of COMPARISON_ROWS.filter((r) => ["Maquetes", "IA personalizada", "Consultoria", "Suporte por chat ou WhatsApp"].includes(r.feature))) {
      for (const [plan, value] of Object.entries(row.values)) expect(claims(value), `${row.feature} · ${plan}: ${String(value)}`).toBe(false);
    }
  });

  it("each plan's API line says what its token access allows (decision 097), webhooks only where they are sold", () => {
    for (const plan of PLANS) {
      const api = plan.features.filter((f) => !f.soon && f.text.startsWith("API "));
      const scope = PLAN_API_SCOPE[plan.id];
      expect(api.length, plan.name).toBe(scope ? 1 : 0);
      if (!scope) continue;
      expect(api[0]!.text.includes("escrita"), plan.name).toBe(scope !== "leitura");
      expect(api[0]!.text.includes("webhooks"), plan.name).toBe(scope === "webhooks");
    }
  });
});
