import { zonedDate } from "#domain/calendar";
import { addDays, dayBR } from "#domain/days";
import { resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { dismissToasts, expect, test, toast } from "./fixtures/test";

test.describe("Lembretes inteligentes", () => {
  test.beforeEach(async () => {
    // The rules' advice (no provider answers): what a studio without an AI key gets.
    await resetFakes();
    await setOpenAiMode("401");
    await setHfMode("401");
  });
  test.afterEach(async () => {
    await resetFakes();
  });

  test("an overdue reminder made with 'Processar com IA' gets advice, is listed, and shows at the next login and on the home", async ({ page, freshUser: user }) => {
    // The browser's zone is São Paulo (playwright.config.ts): ten days ago there.
    const past = addDays(zonedDate(new Date(), "America/Sao_Paulo"), -10);

    await page.goto("/dashboard/lembretes");
    await expect(page.getByRole("heading", { level: 1, name: "Lembretes inteligentes" })).toBeVisible();
    await expect(page.getByText("Nenhum lembrete ainda.", { exact: false })).toBeVisible({ timeout: 15_000 });

    // Without a title and a date nothing is stored: the spec's toast, and the result card says what is missing.
    await page.getByRole("button", { name: "Processar com IA" }).click();
    await expect(toast(page, "Erro no processamento", "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Não foi possível processar" })).toContainText("Informe o título do lembrete. Informe a data do lembrete.");

    await page.getByLabel("Título").fill("Protocolar projeto legal na prefeitura");
    await page.getByLabel("Descrição").fill("Levar RRT e matrícula atualizada");
    await page.getByLabel("Data").fill(past);
    await page.getByLabel("Prioridade").selectOption("urgente");
    await page.getByRole("button", { name: "Processar com IA" }).click();
    await expect(toast(page, "Processamento concluído", /Calculado pelas regras do Prancheta, sem IA\./)).toBeVisible({ timeout: 30_000 });

    const result = page.getByTestId("tool-result");
    await expect(result).toContainText("Comece por: Protocolar projeto legal na prefeitura");
    await expect(result).toContainText(`atrasado desde ${dayBR(past)}`);
    await expect(result).toContainText("prefeitura costumam levar semanas");

    const list = page.getByRole("list", { name: "Meus lembretes" });
    const item = list.getByRole("listitem").filter({ hasText: "Protocolar projeto legal na prefeitura" });
    await expect(item).toContainText("Atrasado");
    await expect(item).toContainText(dayBR(past));
    await expect(item).toContainText("Prioridade urgente");
    await expect(item).toContainText("Levar RRT e matrícula atualizada");
    for (const name of ["Concluir", "Adiar", "Excluir"]) await expect(item.getByRole(name === "Adiar" ? "combobox" : "button", { name })).toBeVisible();
    // Created in this session: no login dialog pops up over the page.
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Sign out, sign in again: the login dialog lists it, marked overdue.
    await dismissToasts(page);
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: "Lembretes de hoje" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    const due = dialog.getByRole("listitem").filter({ hasText: "Protocolar projeto legal na prefeitura" });
    await expect(due).toContainText("Atrasado");
    await expect(due.getByRole("button", { name: "Concluir" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Ver todos os lembretes" })).toHaveAttribute("href", "/dashboard/lembretes");
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();

    // The home shows it too; a reload of the same sign-in does not open the dialog again.
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole("list", { name: "Lembretes para hoje" });
    await expect(card).toContainText("Protocolar projeto legal na prefeitura");
    await page.reload();
    await expect(page.getByRole("list", { name: "Lembretes para hoje" })).toContainText("Protocolar projeto legal na prefeitura");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Done from the home: it leaves the day's list.
    await page.getByRole("list", { name: "Lembretes para hoje" }).getByRole("button", { name: "Concluir" }).click();
    await expect(toast(page, "Lembrete concluído")).toBeVisible();
    await expect(page.getByText("Nenhum lembrete para hoje.")).toBeVisible();
  });
});
