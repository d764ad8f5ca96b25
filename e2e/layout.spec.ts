import { expect, test } from "./fixtures/test";

/** R-NAV-3 (docs/requirements.md), sidebar entries in order — copied from there on purpose, not imported from domain/, so the test checks the code against the requirement. */
const SIDEBAR_PATHS = [
  "/dashboard",
  "/dashboard/briefing",
  "/dashboard/conceito",
  "/dashboard/referencias",
  "/dashboard/orcamentos",
  "/dashboard/imagens",
  "/dashboard/apresentacoes",
  "/dashboard/chat",
  "/dashboard/clientes",
  "/dashboard/sugestoes",
  "/dashboard/calendario",
  "/dashboard/lembretes",
  "/dashboard/area-personalizada",
  "/dashboard/zoneamento",
  "/dashboard/topografia",
  "/dashboard/materiais",
  "/dashboard/pos-obra",
  "/dashboard/sustentabilidade",
  "/dashboard/configuracoes",
];

/** R-NAV-2, the 23 children of /dashboard. */
const DASHBOARD_CHILDREN = [
  "",
  "briefing",
  "conceito",
  "referencias",
  "orcamentos",
  "imagens",
  "apresentacoes",
  "chat",
  "clientes",
  "mensagens",
  "configuracoes",
  "memorial",
  "justificativa",
  "planos",
  "sugestoes",
  "calendario",
  "lembretes",
  "area-personalizada",
  "zoneamento",
  "topografia",
  "materiais",
  "pos-obra",
  "sustentabilidade",
];

test.describe("painel no celular (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a gaveta abre pelo cabeçalho e fecha pelo fundo, pelo botão e ao escolher um item", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Olá, .+!$/ })).toBeVisible();

    const nav = page.locator('nav[aria-label="Navegação principal"]');
    await expect(nav).toBeHidden();
    const drawer = page.getByRole("dialog");
    const open = page.getByRole("button", { name: "Abrir menu" });

    // Overlay click (on the part of the overlay the panel does not cover).
    await open.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("navigation", { name: "Navegação principal" })).toBeVisible();
    await page.getByTestId("drawer-overlay").click({ position: { x: 370, y: 420 } });
    await expect(drawer).toBeHidden();

    // Close button.
    await open.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Fechar menu" }).click();
    await expect(drawer).toBeHidden();

    // Choosing an item navigates and closes the drawer.
    await open.click();
    await drawer.getByRole("link", { name: "Clientes" }).click();
    await expect(page).toHaveURL("/dashboard/clientes");
    await expect(drawer).toBeHidden();
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
  });
});

test.describe("painel no desktop (1280×800)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a barra lateral mostra as 19 entradas na ordem de R-NAV-3", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Navegação principal" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();

    const links = nav.getByRole("link");
    await expect(links).toHaveCount(19);
    await expect(links.first()).toHaveText("Início");
    await expect(links.last()).toHaveText("Configurações");
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(hrefs).toEqual(SIDEBAR_PATHS);

    // The current page is marked in the navigation.
    await expect(links.first()).toHaveAttribute("aria-current", "page");
  });

  test("o início mostra a saudação e 16 ferramentas com “Acessar”", async ({ page, signIn }) => {
    const user = await signIn();
    await page.goto("/dashboard");
    const firstName = user.name.split(" ")[0]!;
    await expect(page.getByRole("heading", { name: `Olá, ${firstName}!` })).toBeVisible();
    const accessLinks = page.getByRole("main").getByRole("link", { name: /Acessar/ });
    await expect(accessLinks).toHaveCount(16);
    // Every tool card leads somewhere inside the dashboard.
    const hrefs = await accessLinks.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
    for (const href of hrefs) expect(href).toMatch(/^\/dashboard\/[a-z-]+$/);
  });

  test("cada uma das 23 rotas do painel abre sem cair na página 404", async ({ page, signIn }) => {
    await signIn();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const child of DASHBOARD_CHILDREN) {
      const path = child ? `/dashboard/${child}` : "/dashboard";
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      const main = page.locator("main#conteudo");
      await expect(main.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByText("Oops! Page not found"), path).toHaveCount(0);
    }
    expect(errors, "erros no console ou exceções nas páginas do painel").toEqual([]);
  });
});

test("um caminho desconhecido mostra a página 404", async ({ page }) => {
  await page.goto("/nao-existe");
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL("/");

  // Inside /dashboard too: an unknown child is not a blank dashboard.
  await page.goto("/dashboard/nao-existe");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});
