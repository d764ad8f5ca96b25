import type { Locator } from "@playwright/test";
import { expect, test, toast } from "./fixtures/test";
import { newUser } from "./fixtures/users";

/**
 * Whether `target` is painted on top everywhere inside its box: the element the browser finds
 * at its centre, near its four corners and at the centre of its overlap with `cover` (when their
 * boxes meet) is the target itself (or its icon and text). A modal drawer turns pointer events
 * off on everything outside it, so clicks would pass through a toast lying on top; hit-testing
 * with pointer events forced on everywhere tells what the user sees instead.
 */
async function paintedOnTop(target: Locator, cover?: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const inset = 4;
  const points = [
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    { x: box.x + inset, y: box.y + inset },
    { x: box.x + box.width - inset, y: box.y + inset },
    { x: box.x + inset, y: box.y + box.height - inset },
    { x: box.x + box.width - inset, y: box.y + box.height - inset },
  ];
  const other = cover ? await cover.boundingBox() : null;
  if (other) {
    const left = Math.max(box.x, other.x);
    const right = Math.min(box.x + box.width, other.x + other.width);
    const top = Math.max(box.y, other.y);
    const bottom = Math.min(box.y + box.height, other.y + other.height);
    if (left < right && top < bottom) points.push({ x: (left + right) / 2, y: (top + bottom) / 2 });
  }
  return target.evaluate((element, pts) => {
    const style = document.createElement("style");
    style.textContent = "*, *::before, *::after { pointer-events: auto !important; }";
    document.head.append(style);
    try {
      return pts.every(({ x, y }) => element.contains(document.elementFromPoint(x, y)));
    } finally {
      style.remove();
    }
  }, points);
}

test.describe("toast e menu no celular", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("o toast do cadastro não cobre as primeiras entradas do menu, que respondem ao toque na hora", async ({ page }) => {
    const user = newUser("gaveta", "Helena Prado Costa");
    await page.goto("/cadastro");
    await page.getByLabel("Nome completo").fill(user.name);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(user.password);
    await page.getByLabel("Li e aceito os termos de uso e a política de privacidade").check();
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");

    const welcome = toast(page, "Conta criada com sucesso!", "Bem-vindo(a) à Prancheta.");
    await expect(welcome).toBeVisible();

    await page.getByRole("button", { name: "Abrir menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole("navigation", { name: "Navegação principal" }).getByRole("link");
    const [inicio, briefing, conceito] = [links.nth(0), links.nth(1), links.nth(2)];
    await expect(inicio).toHaveText("Início");
    await expect(briefing).toHaveText("Briefing com cliente");
    await expect(conceito).toHaveText("Criação de conceito");
    // The slide-in animation has ended: the boxes are where the user sees them.
    await expect(async () => expect((await drawer.boundingBox())?.x).toBe(0)).toPass({ timeout: 2_000 });

    for (const link of [inicio, briefing, conceito]) expect(await paintedOnTop(link, welcome), await link.innerText()).toBe(true);
    // The toast was still up through those checks.
    await expect(welcome).toHaveAttribute("data-removed", "false");

    // Playwright's click waits while something else would receive it; a short timeout (the
    // toast lasts 4 s) proves the entries answer at once, not once the toast has gone.
    await inicio.click({ trial: true, timeout: 1_000 });
    await conceito.click({ trial: true, timeout: 1_000 });
    await briefing.click({ timeout: 1_000 });
    await expect(page).toHaveURL("/dashboard/briefing");
    await expect(drawer).toBeHidden();
  });
});

test.describe("toast no computador", () => {
  test("o toast do login fica abaixo do cabeçalho, sem cobrir \"Sair\"", async ({ page, account }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL("/dashboard");
    const shown = toast(page, "Login realizado com sucesso!");
    await expect(shown).toBeVisible();

    const sair = page.getByRole("button", { name: "Sair" });
    const header = (await sair.locator("xpath=ancestor::header").boundingBox())!;
    // The toast slides in (sonner's enter animation): where it rests is what counts, so its
    // position is read until it settles below the header (a busy machine stretches the slide).
    await expect.poll(async () => (await shown.boundingBox())!.y, { timeout: 10_000 }).toBeGreaterThanOrEqual(header.y + header.height);
    expect(await paintedOnTop(sair, shown)).toBe(true);
    await sair.click({ trial: true, timeout: 1_000 });
  });
});
