import { expect as baseExpect, test, toast } from "./fixtures/test";
import { signInAsAdmin } from "./fixtures/studios";

// Two browser contexts on a loaded machine: generous waits, no fixed sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe("Sugestões (R-SUGG-1, R-SUGG-2, R-SUGG-3)", () => {
  test("envia uma sugestão, lê a triagem e a encontra em 'Minhas sugestões' depois de recarregar; o admin a vê na página de administração", async ({
    page,
    browser,
    freshUser,
  }) => {
    test.setTimeout(120_000);
    // Unique per run: the admin's list holds every studio's suggestions.
    const text = `Exportar o orçamento em planilha Excel (${freshUser.email}).`;

    await page.goto("/dashboard/sugestoes");
    await expect(page.getByRole("heading", { level: 1, name: "Sugestões de melhoria" })).toBeVisible();
    await expect(page.getByText("Você ainda não enviou nenhuma sugestão.")).toBeVisible();

    // Name and text are required: messages under the fields, nothing sent.
    await page.getByRole("button", { name: "Enviar sugestão" }).click();
    await expect(page.getByText("Informe o seu nome.")).toBeVisible();
    await expect(page.getByText("Escreva a sua sugestão ou feedback.")).toBeVisible();

    await page.getByLabel("Seu nome").fill("Renata Oliveira");
    await page.getByRole("radio", { name: "Nova ideia" }).check();
    await page.getByLabel("Urgência").selectOption("alta");
    await page.getByLabel("Sua sugestão/feedback").fill(text);
    await page.getByRole("button", { name: "Enviar sugestão" }).click();
    await expect(toast(page, "Sugestão enviada com sucesso!", "Nossa equipe analisará sua ideia e entrará em contato se necessário.")).toBeVisible();

    // The triage of what was just sent (offline in e2e: no provider configured).
    const analysis = page.getByRole("region", { name: "Análise da sua sugestão" });
    await expect(analysis).toBeVisible();
    await expect(analysis.getByText("Viabilidade", { exact: true })).toBeVisible();
    await expect(analysis.getByText("Média", { exact: true })).toBeVisible();
    await expect(analysis.getByText("3 a 6 semanas")).toBeVisible();
    await expect(analysis.getByText(/^Olá, Renata! Obrigado pela sua ideia/)).toBeVisible();

    // The form is back to its start.
    await expect(page.getByLabel("Seu nome")).toHaveValue("");
    await expect(page.getByLabel("Sua sugestão/feedback")).toHaveValue("");
    await expect(page.getByLabel("Urgência")).toHaveValue("média");
    await expect(page.getByRole("radio", { name: "Nova ideia" })).toBeChecked();

    // Kept: after a reload it is in "Minhas sugestões" with its date and triage.
    await page.reload();
    const mine = page.getByRole("region", { name: "Minhas sugestões" });
    const item = mine.getByRole("article").filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(item).toContainText("Nova ideia");
    await expect(item).toContainText("Urgência alta");
    await expect(item).toContainText("3 a 6 semanas");
    await expect(item).toContainText("Olá, Renata!");

    // Not for her: the team's list is a 404.
    expect((await page.request.get("/api/admin/suggestions")).status()).toBe(404);

    // The team reads it on the admin page.
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto("/dashboard/admin");
      await expect(admin.getByRole("heading", { level: 1, name: "Administração" })).toBeVisible();
      const section = admin.getByRole("region", { name: "Sugestões" });
      const row = section.getByRole("row").filter({ hasText: text });
      await expect(row).toBeVisible();
      await expect(row).toContainText("Renata Oliveira");
      await expect(row).toContainText(freshUser.email);
      await expect(row).toContainText("Nova ideia");
      await expect(row).toContainText("Urgência alta");
      await expect(row).toContainText("Viabilidade: Média");
      await expect(row).toContainText("Tempo estimado: 3 a 6 semanas");
      await expect(row).toContainText("Resposta: Olá, Renata!");
    } finally {
      await adminContext.close();
    }
  });
});
