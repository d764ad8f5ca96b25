import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { RouteObject } from "react-router";
import { MATERIALS } from "#domain/materials-catalogue";
import { isAdminOnly } from "#web/lib/navigation";
import { routes } from "#web/app/router";
import { resetFakes } from "./fixtures/ai-fakes";
import { watchCsp } from "./fixtures/csp";
import { BASE_URL } from "./fixtures/env";
import { ADMIN, signInAsAdmin } from "./fixtures/studios";
import { expect, test } from "./fixtures/test";
import { newUser, signInViaApi, signUpViaApi, type TestUser } from "./fixtures/users";

/**
 * Every dashboard screen fits a 390 × 844 phone (R-NAV-1): with a studio full of long texts, no
 * page, and no drawer or dialog a phone user opens, makes the document scroll sideways. The pages
 * come from the app's own route tree (web/app/router.tsx), so a new route is opened here without
 * anyone listing it; a route with an id fails until RECORD_PATHS says which record to open.
 */

const PHONE = { width: 390, height: 844 };

// Long, real-looking texts: names and messages wrap; addresses and links have no spaces at all.
const CLIENT = "Maria Aparecida dos Santos Figueiredo de Albuquerque Cavalcanti Wanderley Brandão";
const CLIENT_EMAIL = "maria.aparecida.figueiredo.albuquerque.cavalcanti@escritorio-de-arquitetura-exemplo.com.br";
const PROJECT = "Residência Unifamiliar Figueiredo-Albuquerque — Condomínio Reserva das Paineiras";
const LINK = "https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-plantas-e-cortes-revisados";
const MESSAGE = `Boa tarde! Segue a pasta com as plantas revisadas pelo engenheiro estrutural: ${LINK} — conseguem confirmar até sexta-feira se a alteração da escada (que agora fica encostada na parede da cozinha) muda o prazo de entrega do projeto executivo? Obrigada!`;
const TAB = "Fornecedores-e-contatos-da-obra-Figueiredo-Albuquerque-2026";

/** The app's dashboard routes, as web/app/router.tsx declares them ("" is the home). */
function dashboardRoutes(): { path: string; adminOnly: boolean }[] {
  const dashboard = routes[0]?.children?.find((r: RouteObject) => r.path === "dashboard");
  if (!dashboard?.children) throw new Error("Rota /dashboard não encontrada em web/app/router.tsx");
  return dashboard.children.map((r) => ({ path: r.index ? "" : (r.path ?? ""), adminOnly: isAdminOnly(r.handle) }));
}

interface Studio {
  user: TestUser;
  clientId: string;
  projectId: string;
  documents: Record<string, string>;
  tabId: string;
}

/** Which record each route with an id opens. A new route with an id needs a line here. */
const RECORD_PATHS: Record<string, (s: Studio) => string> = {
  "clientes/:clientId": (s) => `clientes/${s.clientId}`,
  "projetos/:projectId": (s) => `projetos/${s.projectId}`,
  "projetos/:projectId/honorarios": (s) => `projetos/${s.projectId}/honorarios`,
  "projetos/:projectId/proposta": (s) => `projetos/${s.projectId}/proposta`,
  "projetos/:projectId/contrato": (s) => `projetos/${s.projectId}/contrato`,
  "briefing/:documentId": (s) => `briefing/${s.documents.briefing}`,
  "programa/:documentId": (s) => `programa/${s.documents.programa}`,
  "conceito/:documentId": (s) => `conceito/${s.documents.conceito}`,
  "memorial/:documentId": (s) => `memorial/${s.documents.memorial}`,
  "justificativa/:documentId": (s) => `justificativa/${s.documents.justificativa}`,
  "apresentacoes/:documentId": (s) => `apresentacoes/${s.documents.apresentacao}`,
  "orcamentos/:documentId": (s) => `orcamentos/${s.documents.orcamento}`,
  "abas/:tabId": (s) => `abas/${s.tabId}`,
};

/** The dialogs a phone user opens on a page, by the button that opens them. */
const DIALOGS: Record<string, string[]> = {
  clientes: ["Adicionar cliente"],
  "clientes/:clientId": ["Editar"],
  "projetos/:projectId": ["Editar"],
};

async function created(api: APIRequestContext, path: string, data: unknown, method: "post" | "put" = "post"): Promise<Record<string, unknown>> {
  const response = await api[method](path, { data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  const type = response.headers()["content-type"] ?? "";
  return type.includes("application/json") ? ((await response.json()) as Record<string, unknown>) : {};
}

/** A day from today in the browser's São Paulo, "aaaa-mm-dd". */
function isoDay(daysFromToday: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(Date.now() + daysFromToday * 86_400_000);
}

const paragraph = (text: string) => ({ type: "paragraph", content: [{ text }] });

/** A studio with something in every screen: made through the API by a new account on Projeto Avançado. */
async function fillStudio(): Promise<Studio> {
  const user = newUser("celular", "Joana Figueiredo de Albuquerque Cavalcanti");
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  try {
    await signUpViaApi(api, BASE_URL, user);
    // Projeto Avançado (detailed budget, images), granted by the Prancheta team.
    const asked = await created(api, "/api/plans/upgrade-requests", { plan: "avancado" });
    const signUp = await admin.post("/api/auth/sign-up/email", { data: { name: ADMIN.name, email: ADMIN.email, password: ADMIN.password, acceptTerms: true } });
    if (signUp.status() !== 200) expect((await admin.post("/api/auth/sign-in/email", { data: { email: ADMIN.email, password: ADMIN.password } })).status()).toBe(200);
    await created(admin, `/api/admin/upgrade-requests/${String(asked.id)}/grant`, {});

    const client = await created(api, "/api/clients", {
      name: CLIENT,
      email: CLIENT_EMAIL,
      phone: "(21) 99876-5432",
      address: "Rua Desembargador Alfredo Pinto de Vasconcellos Figueiredo, 1234, apartamento 1502, bloco B",
      notes: `Prefere contato por WhatsApp depois das 18h. Pasta do levantamento: ${LINK}`,
    });
    const clientId = String(client.id);
    const project = await created(api, "/api/projects", {
      name: PROJECT,
      clientId,
      type: "residencial",
      standard: "alto",
      builtArea: 320,
      deadline: isoDay(60),
      landPlot: { address: "Alameda das Paineiras Floridas, lote 17, quadra C", city: "Petrópolis", state: "RJ", area: 720, frontage: 18, depth: 40, zoning: "ZR-2", topography: "Aclive suave" },
    });
    const projectId = String(project.id);

    const documents: Record<string, string> = {};
    for (const kind of ["briefing", "programa", "conceito", "memorial", "justificativa", "apresentacao", "orcamento", "referencias"]) {
      const doc = await created(api, `/api/projects/${projectId}/documents`, { kind });
      documents[kind] = String(doc.id);
      if (kind === "conceito" || kind === "memorial" || kind === "justificativa" || kind === "apresentacao") {
        // Written: text in every section (an empty one would start an AI draft) and a wide table.
        const content = doc.content as { sections: { key: string; title: string; blocks: unknown[] }[] };
        const sections = content.sections.map((section, i) => ({
          ...section,
          blocks:
            i === 0
              ? [
                  paragraph(`${MESSAGE} ${CLIENT_EMAIL}`),
                  {
                    type: "table",
                    header: true,
                    rows: [
                      ["Ambiente", "Área (m²)", "Revestimento de piso", "Revestimento de parede", "Observações"].map((t) => [{ text: t }]),
                      ["Suíte principal", "24,50", "Porcelanato acetinado 120×120", "Pintura acrílica fosca", LINK].map((t) => [{ text: t }]),
                    ],
                  },
                ]
              : [paragraph("Texto da seção escrito pelo escritório, com as decisões combinadas com a cliente.")],
        }));
        await created(api, `/api/documents/${documents[kind]}`, { baseVersion: doc.version, content: { sections } }, "put");
      }
      if (kind === "programa") {
        const content = doc.content as Record<string, unknown>;
        await created(
          api,
          `/api/documents/${documents[kind]}`,
          {
            baseVersion: doc.version,
            content: {
              ...content,
              rooms: [
                { id: "suite", sector: "Íntimo", name: "Suíte principal com closet e banheiro compartilhado", quantity: 1, unitArea: 24.5, notes: LINK, source: null },
                { id: "sala", sector: "Social", name: "Sala de estar e jantar integradas", quantity: 1, unitArea: 42, notes: "", source: null },
              ],
            },
          },
          "put",
        );
      }
    }
    // Fees (R-FEES-1…3): the studio's hourly cost and a calculation by the cost of the service, every stage and a payment at signing.
    await created(api, "/api/studio/hourly-cost", { directMonthly: 1_850_000, indirectMonthly: 725_000, productiveHours: 132.5, taxesBps: 1_133, profitBps: 2_500 }, "put");
    const stages = ["levantamento", "programa", "viabilidade", "estudo-preliminar", "anteprojeto", "projeto-legal", "projeto-executivo"];
    await created(
      api,
      `/api/projects/${projectId}/fees`,
      {
        method: "custo-servico",
        percentage: { costOrigin: "informado", constructionCost: 12_345_678_900, category: "residencial", complexity: "alta", percentBps: 1_234 },
        perSquareMetre: { area: 320, pricePerM2: 18_750 },
        fixed: { amount: 98_765_432 },
        stages: stages.map((stage, i) => ({ stage, bps: i === 0 ? 1_432 : 1_428, hours: 123.25 })),
        milestones: [{ trigger: "assinatura", bps: 2_000 }, ...stages.slice(1).map((trigger, i) => ({ trigger, bps: i === 0 ? 1_340 : 1_332 }))],
      },
      "put",
    );
    await created(api, `/api/projects/${projectId}/references`, { url: LINK, title: "Casa Figueiredo-Albuquerque: pátio interno com cobogós e jardim vertical", note: MESSAGE });
    for (const material of MATERIALS.slice(0, 3)) {
      await created(api, `/api/projects/${projectId}/materials`, { materialId: material.id, note: `Conferir com o fornecedor: ${LINK}` });
    }

    const message = await created(api, "/api/client-messages", { clientId, projectId, channel: "whatsapp", tone: "cordial", message: MESSAGE });
    await created(api, `/api/client-messages/${String(message.id)}/replies`, { text: `Olá, Maria! Recebemos a pasta (${LINK}) e vamos conferir a escada ainda hoje. Até sexta confirmamos o prazo.` });
    await created(api, `/api/client-messages/${String(message.id)}/replies`, { text: "Prazo confirmado: a mudança da escada não altera a entrega do projeto executivo.", channel: "email" });

    for (const days of [0, 1, 3]) {
      await created(api, "/api/calendar/events", { title: "Reunião de obra na Residência Figueiredo-Albuquerque: revisão da escada e das esquadrias", date: isoDay(days), time: "09:30", projectId, timeZone: "America/Sao_Paulo" });
      await created(api, "/api/reminders", { titulo: `Enviar a ${CLIENT} a revisão das plantas`, descricao: MESSAGE, data: isoDay(days), prioridade: days === 0 ? "urgente" : "media", timeZone: "America/Sao_Paulo" });
    }
    const tab = await created(api, "/api/custom-tabs", { nomeAba: TAB, conteudo: `Marmoraria\n${MESSAGE}`, atalhos: LINK, notas: CLIENT_EMAIL });
    await created(api, "/api/suggestions", { name: user.name, text: MESSAGE });
    await created(api, "/api/presentations", { projectId, title: PROJECT, template: "minimalista", content: {} });
    await created(api, "/api/images", { prompt: `Fachada da ${PROJECT} ao entardecer, com cobogós e jardim vertical` });
    await created(api, "/api/tools/pos-obra/runs", { inputs: { nomeProjeto: PROJECT, pendencias: `Trocar rodapé da sala; ${LINK}`, statusEntrega: "finalizando", responsaveis: CLIENT }, projectId, allowOffline: true });
    await created(api, "/api/chat", { message: `Qual a largura mínima de uma escada residencial? ${LINK}` });

    return { user, clientId, projectId, documents, tabId: String(tab.id) };
  } finally {
    await api.dispose();
    await admin.dispose();
  }
}

/** What does not fit: a sentence for the report and the elements to look at. */
interface Overflow {
  summary: string;
  /** The outermost and the innermost elements (or text) that reach furthest right. */
  offenders: string[];
}

/**
 * What does not fit the screen, in this order: an open dialog or drawer (fixed boxes do not widen
 * the document, so they are measured on their own), the document scrolling sideways, or an element
 * of <main> reaching past the page's margin (a button sticking out of its card, cut text).
 */
async function overflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(async () => {
    // A drawer or dialog is measured where it stops, not while it slides in (spinners never end).
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const root = document.documentElement;
    const limit = root.clientWidth;

    const describe = (el: Element, box: { right: number; width: number }) => {
      const id = el.id ? `#${el.id}` : "";
      const classes = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 8).join(".")}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
      return `${el.tagName.toLowerCase()}${id}${classes} (${Math.round(box.width)} px, até ${Math.round(box.right)} px) “${text}”`;
    };
    // Boxes inside a scroll (or clipping) container do not widen what holds it, unless they are
    // positioned out of it: an absolute box (an sr-only text) is clipped by its containing block.
    const clipped = (node: Node, top: Element) => {
      const outOfFlow = (style: CSSStyleDeclaration) => style.position === "absolute" || style.position === "fixed";
      let escaping = node instanceof Element && outOfFlow(getComputedStyle(node));
      for (let p = node.parentElement; p && p !== top; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (escaping && style.position === "static") continue;
        escaping = false;
        if (style.overflowX !== "visible") return true;
        if (outOfFlow(style)) escaping = true;
      }
      return false;
    };
    // Elements, and text that overflows its element (an unbreakable address), past `edge`.
    const sticking = (top: Element, edge: number) => {
      const found: { el: Element; right: number; width: number }[] = [];
      for (const el of top.querySelectorAll("*")) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > edge + 0.5 && !clipped(el, top)) found.push({ el, right: box.right, width: box.width });
      }
      const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || !node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.right > edge + 0.5 && !clipped(node, top)) found.push({ el: node.parentElement, right: box.right, width: box.width });
      }
      if (found.length === 0) return [];
      const furthest = Math.max(...found.map((f) => f.right));
      const outer = found[0]!;
      const inner = found.filter((f) => f.right >= furthest - 0.5).at(-1)!;
      return [...new Set([describe(outer.el, outer), describe(inner.el, inner)])];
    };

    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      const box = dialog.getBoundingClientRect();
      if (box.left < -0.5 || box.right > limit + 0.5 || dialog.scrollWidth > dialog.clientWidth + 1) {
        const name = dialog.getAttribute("aria-label") ?? document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent ?? "";
        return { summary: `o diálogo “${name}” vai de ${Math.round(box.left)} a ${Math.round(box.right)} px (conteúdo de ${dialog.scrollWidth} px) numa tela de ${limit} px`, offenders: sticking(dialog, Math.min(limit, box.right)) };
      }
    }
    if (root.scrollWidth > limit) {
      return { summary: `a página tem ${root.scrollWidth} px de largura numa tela de ${limit} px`, offenders: sticking(document.body, limit) };
    }
    const main = document.querySelector("main#conteudo");
    if (!main) return null;
    const margin = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
    const past = sticking(main, margin);
    return past.length ? { summary: `o conteúdo passa da margem da página (${Math.round(margin)} px)`, offenders: past } : null;
  });
}

/** Waits for the page's heading and for every spinner to go (the data is on screen). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("main#conteudo").getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".animate-spin")).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test.describe("painel no celular (390×844) com dados", () => {
  test.use({ viewport: PHONE });

  test("cada página do painel, seus diálogos e a gaveta cabem na tela", async ({ page, browser }) => {
    test.setTimeout(300_000);
    await resetFakes();
    const studio = await fillStudio();
    // Every page opened below, with its data and dialogs, also records no CSP violation.
    const csp = await watchCsp(page);
    await signInViaApi(page, BASE_URL, studio.user);

    const problems: string[] = [];
    const check = async (what: string, on: Page = page) => {
      const found = await overflow(on);
      if (found) problems.push(`${what}: ${found.summary} — ${found.offenders.join(" ⟶ ") || "(elemento não encontrado)"}`);
    };

    const pages = dashboardRoutes();
    const missing = pages.filter((r) => r.path.includes(":") && !RECORD_PATHS[r.path]).map((r) => r.path);
    expect(missing, "rotas com id sem registro em RECORD_PATHS").toEqual([]);

    let first = true;
    for (const route of pages.filter((r) => !r.adminOnly)) {
      const path = `/dashboard${route.path ? `/${RECORD_PATHS[route.path]?.(studio) ?? route.path}` : ""}`;
      await page.goto(path);
      if (first) {
        // R-REM-4: today's reminders, once per sign-in, over the first page.
        const reminders = page.getByRole("dialog");
        await expect(reminders).toBeVisible({ timeout: 20_000 });
        await check(`${path} com os lembretes do dia abertos`);
        await page.keyboard.press("Escape");
        await expect(reminders).toBeHidden();
        first = false;
      }
      await settled(page);
      await check(path);
      for (const opener of DIALOGS[route.path] ?? []) {
        await page.getByRole("main").getByRole("button", { name: opener, exact: true }).first().click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await check(`${path} com “${opener}” aberto`);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    }

    // The drawer, with the long custom tab's name in it.
    await page.goto("/dashboard");
    await settled(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: TAB })).toBeVisible();
    await check("/dashboard com a gaveta aberta");

    // The client's briefing page (R-DOC-3), opened from its link on the client's phone.
    const link = await page.request.post(`/api/documents/${studio.documents.briefing}/client-link`, { headers: { Origin: BASE_URL } });
    expect(link.status(), await link.text()).toBe(201);
    const { url } = (await link.json()) as { url: string };
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await check("/briefing-cliente/[token]");

    // The Prancheta team's page, in its own signed-in context.
    const adminContext = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    try {
      const adminPage = await adminContext.newPage();
      const adminCsp = await watchCsp(adminPage);
      await signInAsAdmin(adminPage);
      for (const route of pages.filter((r) => r.adminOnly)) {
        await adminPage.goto(`/dashboard/${route.path}`);
        await settled(adminPage);
        await check(`/dashboard/${route.path}`, adminPage);
      }
      csp.push(...adminCsp);
    } finally {
      await adminContext.close();
    }

    expect(problems, "páginas mais largas que o celular").toEqual([]);
    expect(csp, "violações da CSP").toEqual([]);
  });
});
