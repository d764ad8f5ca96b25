import { expect, test, toast } from "./fixtures/test";
import { BASE_URL } from "./fixtures/env";
import { newUser, signUpViaApi } from "./fixtures/users";

const DAY = 86_400_000;

test.describe("Planos & Assinaturas", () => {
  test("mostra o fim real do teste, o plano atual e registra o upgrade uma única vez", async ({ page }) => {
    // A fresh account: its trial ends 7 days after this sign-up.
    const signedUpAt = Date.now();
    await signUpViaApi(page.request, BASE_URL, newUser("planos", "Helena Prado"));
    const me = (await (await page.request.get("/api/me")).json()) as { trialEndsAt: string; plan: string };
    expect(me.plan).toBe("esboco");
    expect(Math.abs(new Date(me.trialEndsAt).getTime() - (signedUpAt + 7 * DAY))).toBeLessThan(60_000);
    const expected = new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(new Date(me.trialEndsAt));

    // Fake timers, to check the toast's 5 s without waiting for them.
    await page.clock.install();
    await page.goto("/dashboard/planos");
    await expect(page.getByRole("heading", { name: "Planos & Assinaturas", level: 1 })).toBeVisible();
    await expect(page.getByText(`Seu plano atual é válido até ${expected}`)).toBeVisible();

    const card = (name: string) => page.getByRole("article", { name, exact: true });
    await expect(page.getByRole("article")).toHaveCount(5);
    await expect(card("Esboço").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
    await expect(card("Projeto Premium").getByText("Mais Popular", { exact: true })).toBeVisible();
    await expect(card("Legado").getByText("EM BREVE", { exact: true })).toBeVisible();
    await expect(card("Legado").getByRole("button", { name: "Em breve" })).toBeDisabled();
    await expect(card("Legado").locator('[title="Lançamento em breve"]')).toHaveCount(1);

    // The comparison table: a feature column and one per plan.
    const headers = page.getByRole("table").getByRole("columnheader");
    await expect(headers).toHaveText(["Recurso", "Esboço", "Avançado", "Premium", "Obra-Prima", "Legado"]);

    await page.getByRole("button", { name: "Fazer upgrade para o plano Projeto Premium" }).click();
    const upgraded = toast(page, "Upgrade solicitado", /plano Projeto Premium.*entrará em contato em breve/);
    await expect(upgraded).toBeVisible();
    await expect(card("Projeto Premium").getByRole("button", { name: "Upgrade solicitado" })).toBeDisabled();
    await page.clock.runFor(4_000);
    await expect(upgraded).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(upgraded).toBeHidden();

    // Stored once, and remembered after a reload.
    await page.reload();
    await expect(card("Projeto Premium").getByRole("button", { name: "Upgrade solicitado" })).toBeDisabled();
    const stored = (await (await page.request.get("/api/plans/upgrade-requests")).json()) as { plan: string }[];
    expect(stored.map((r) => r.plan)).toEqual(["premium"]);
    // Asking again through the API does not add a second request.
    const again = await page.request.post("/api/plans/upgrade-requests", {
      headers: { Origin: BASE_URL },
      data: { plan: "premium" },
    });
    expect(again.status()).toBe(200);
    expect(await (await page.request.get("/api/plans/upgrade-requests")).json()).toHaveLength(1);
  });

  test("um plano inexistente é recusado com 422 em português", async ({ page }) => {
    await signUpViaApi(page.request, BASE_URL, newUser("planos-422"));
    const res = await page.request.post("/api/plans/upgrade-requests", { data: { plan: "diamante" } });
    expect(res.status()).toBe(422);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe("Plano inválido. Escolha um dos planos da página Planos & Assinaturas.");
  });
});
