import type { Page } from "@playwright/test";
import { expect, pathOf, test } from "./fixtures/test";

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Console errors and page exceptions (a failed hydration shows up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}

const planCards = (page: Page) => page.locator("#pricing li[data-plan]");

/** All the cards' boxes in one go: the page may still be scrolling smoothly to #pricing. */
function cardBoxes(page: Page) {
  return planCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const { x, y, width } = card.getBoundingClientRect();
      return { x, y, width };
    }),
  );
}

test.describe("landing no desktop (1280×800)", () => {
  test.use({ viewport: DESKTOP });

  test("chega pré-renderizada, hidrata sem erros e sem carregar o roteador nem o painel", async ({ page, request }) => {
    // The HTML of `/` already carries the content; other paths get the bare shell.
    const html = await (await request.get("/")).text();
    expect(html).toContain("IA a serviço da arquitetura");
    expect(html).toContain('id="pricing"');
    expect(await (await request.get("/login")).text()).not.toContain("IA a serviço da arquitetura");

    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: "IA a serviço da arquitetura" })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/landing-page-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(router|dashboard|app-services|auth-card|chunk-)/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("os links do cabeçalho levam às seções #features, #pricing e #about", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Seções" });
    for (const [name, id] of [
      ["Funcionalidades", "features"],
      ["Planos", "pricing"],
      ["Sobre", "about"],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      // Not hidden under the sticky header: the section's heading is on screen.
      await expect(page.locator(`#${id} h2`).first()).toBeInViewport();
    }
  });

  test("os planos formam uma grade de 5 colunas lado a lado, sem controles de carrossel", async ({ page }) => {
    await page.goto("/#pricing");
    const cards = planCards(page);
    await expect(cards).toHaveCount(5);
    const boxes = await cardBoxes(page);
    for (let i = 1; i < 5; i++) {
      expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThanOrEqual(1);
      expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
    }
    expect(boxes[4]!.x + boxes[4]!.width).toBeLessThanOrEqual(DESKTOP.width);
    await expect(page.getByRole("button", { name: "Próximo plano" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Plano anterior" })).toBeHidden();
  });

  test("Premium é o “Mais Popular”; Legado está desabilitado, com “EM BREVE” e a dica “Lançamento em breve”", async ({ page }) => {
    await page.goto("/#pricing");
    const premium = page.getByRole("article", { name: "Projeto Premium" });
    await expect(premium.getByText("Mais Popular", { exact: true })).toBeVisible();
    await expect(page.getByText("Mais Popular", { exact: true })).toHaveCount(1);

    const legado = page.getByRole("article", { name: "Legado" });
    await expect(legado.getByText("EM BREVE", { exact: true })).toBeVisible();
    const button = legado.getByRole("button", { name: "Em breve" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription("Lançamento em breve");
    await expect(legado.locator('[title="Lançamento em breve"]')).toContainText("Em breve");
    await expect(legado.getByRole("link")).toHaveCount(0);

    // Every available plan's button leads to sign-up.
    for (const name of ["Esboço", "Projeto Avançado", "Projeto Premium", "Obra-Prima"]) {
      await expect(page.getByRole("article", { name }).getByRole("link")).toHaveAttribute("href", "/cadastro");
    }
  });

  test("“Comece Grátis” e “Testar por 7 dias grátis” levam ao cadastro", async ({ page }) => {
    await page.goto("/");
    const starts = page.getByRole("link", { name: "Comece Grátis", exact: true });
    expect(await starts.count()).toBeGreaterThanOrEqual(2); // header and closing call to action
    for (const link of await starts.all()) await expect(link).toHaveAttribute("href", "/cadastro");

    await page.getByRole("banner").getByRole("link", { name: "Comece Grátis" }).click();
    await expect(page).toHaveURL("/cadastro");
    await expect(page.getByLabel("Nome completo")).toBeVisible();

    await page.goto("/");
    await page.getByRole("link", { name: "Testar por 7 dias grátis" }).click();
    await expect(page).toHaveURL("/cadastro");
    await expect(page.getByLabel("Nome completo")).toBeVisible();

    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true }).click();
    expect(pathOf(page)).toBe("/login");
  });

  test("todo link da página leva a algum lugar: âncora existente, mailto:, tel: ou página que responde 200", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto("/");
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(20);
    const checked = new Set<string>();
    for (const href of hrefs) {
      if (checked.has(href)) continue;
      checked.add(href);
      if (href.startsWith("#")) {
        expect(href.length, "âncora vazia").toBeGreaterThan(1);
        await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
      } else if (href.startsWith("mailto:")) {
        expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+(\?.*)?$/);
      } else if (href.startsWith("tel:")) {
        expect(href).toMatch(/^tel:\+\d{10,13}$/);
      } else {
        const url = new URL(href, baseURL);
        expect(url.origin, `${href} sai do site`).toBe(new URL(baseURL!).origin);
        const response = await request.get(url.toString());
        expect(response.status(), href).toBe(200);
      }
    }
    // The footer: contact, support and the platform links.
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.getByRole("link", { name: "Suporte", exact: true })).toHaveAttribute("href", /^mailto:.*subject=/);
    await expect(page.locator('a[href*="blog"], a[href*="tutoria"]')).toHaveCount(0);
  });

  test("a FAQ tem ao menos 8 perguntas que abrem e fecham", async ({ page }) => {
    await page.goto("/#faq");
    const items = page.locator("#faq details");
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    const first = items.first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("SEO: lang pt-BR, descrição, Open Graph, robots.txt e favicon", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page).toHaveTitle(/Prancheta/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    for (const property of ["og:title", "og:description", "og:type", "og:locale"]) {
      await expect(page.locator(`meta[property="${property}"]`), property).toHaveAttribute("content", /.+/);
    }
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*/m);

    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    const favicon = await request.get(icon!);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toBe("image/svg+xml");
  });

  test("as 16 ferramentas têm imagem própria, com tamanho e carregamento preguiçoso", async ({ page, request }) => {
    await page.goto("/#features");
    const images = page.locator("#features img");
    await expect(images).toHaveCount(16);
    const sources = new Set<string>();
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "240");
      await expect(image).toHaveAttribute("height", "150");
      sources.add((await image.getAttribute("src"))!);
    }
    expect(sources.size).toBe(16);
    for (const src of sources) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toBe("image/svg+xml");
    }
  });
});

test.describe("landing no celular (390×844)", () => {
  test.use({ viewport: MOBILE });

  test("o menu abre pelo botão, fecha pelo botão, pelo Esc e ao escolher um item", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Seções" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    const menu = page.locator("#menu-movel");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Fechar menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const name of ["Funcionalidades", "Planos", "Sobre", "Entrar"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Entrar", exact: true })).toHaveAttribute("href", "/login");
    await close.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Planos", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/#pricing");
    await expect(page.locator("#pricing h2")).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test("os planos são um carrossel: um cartão por vez, com setas e indicadores", async ({ page }) => {
    await page.goto("/");
    const cards = planCards(page);
    await expect(cards).toHaveCount(5);
    const next = page.getByRole("button", { name: "Próximo plano" });
    const prev = page.getByRole("button", { name: "Plano anterior" });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled(); // hydrated: embla is running
    await expect(prev).toBeDisabled();

    // About one card visible, the next one peeking at the edge.
    const [first, second] = (await cardBoxes(page)) as [{ x: number; y: number; width: number }, { x: number; y: number; width: number }];
    expect(first.width).toBeGreaterThan(MOBILE.width * 0.7);
    expect(first.width).toBeLessThan(MOBILE.width);
    expect(first.x).toBeGreaterThanOrEqual(0);
    expect(second.x).toBeGreaterThan(MOBILE.width * 0.75);
    expect(Math.abs(second.y - first.y)).toBeLessThanOrEqual(1);
    await expect(page.getByRole("button", { name: "Ir para o plano Esboço" })).toHaveAttribute("aria-current", "true");

    await next.click();
    await expect(page.getByRole("button", { name: "Ir para o plano Projeto Avançado" })).toHaveAttribute("aria-current", "true");
    await expect(prev).toBeEnabled();
    await expect
      .poll(async () => (await cardBoxes(page))[1]!.x, { message: "o segundo cartão assume o lugar do primeiro" })
      .toBeLessThan(first.x + 20);
    expect((await cardBoxes(page))[0]!.x).toBeLessThan(0);

    // The dots jump to a plan; the last one disables "next".
    await page.getByRole("button", { name: "Ir para o plano Legado" }).click();
    await expect(page.getByRole("button", { name: "Ir para o plano Legado" })).toHaveAttribute("aria-current", "true");
    await expect(next).toBeDisabled();
    await expect(page.getByRole("article", { name: "Legado" }).getByRole("button", { name: "Em breve" })).toBeInViewport();

    await prev.click();
    await expect(page.getByRole("button", { name: "Ir para o plano Obra-Prima" })).toHaveAttribute("aria-current", "true");
  });
});
