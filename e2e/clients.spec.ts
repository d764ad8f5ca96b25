import type { Page } from "@playwright/test";
import { dismissToasts, expect, test, toast } from "./fixtures/test";

/** Fills the client dialog's fields by their labels. */
async function fillClient(page: Page, fields: Partial<Record<"Nome" | "E-mail" | "Telefone / WhatsApp" | "CPF ou CNPJ" | "Endereço" | "Observações", string>>) {
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

test.describe("Clientes e projetos", () => {
  test("add a client, find them without accents, open details, create a project, advance its stage, see it on the home board; the client cannot be deleted while it has projects", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/clientes");
    await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
    await expect(page.getByText("Nenhum cliente cadastrado ainda.")).toBeVisible();
    for (const column of ["Nome", "E-mail", "Projeto", "Ações"]) await expect(page.getByRole("columnheader", { name: column })).toBeVisible();

    // Invalid input first: field errors in pt-BR, nothing saved.
    await page.getByRole("button", { name: "Adicionar cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar cliente" });
    await fillClient(page, { Nome: "José Antônio Conceição", "E-mail": "jose@", "Telefone / WhatsApp": "123", "CPF ou CNPJ": "111.444.777-00" });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog.getByText(/^E-mail inválido/)).toBeVisible();
    await expect(dialog.getByText(/^Telefone inválido/)).toBeVisible();
    await expect(dialog.getByText(/^CPF ou CNPJ inválido/)).toBeVisible();

    await fillClient(page, { "E-mail": "jose@exemplo.com.br", "Telefone / WhatsApp": "(11) 98765-4321", "CPF ou CNPJ": "111.444.777-35" });
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Cliente adicionado")).toBeVisible();
    await expect(dialog).toBeHidden();
    // A new client opens on their own page.
    await expect(page.getByRole("heading", { level: 1, name: "José Antônio Conceição" })).toBeVisible();
    await page.goto("/dashboard/clientes");

    // Search without accents or capitals.
    await page.getByPlaceholder("Buscar clientes...").fill("jose antonio conceicao");
    const row = page.getByRole("row", { name: /José Antônio Conceição/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText("jose@exemplo.com.br");
    await page.getByPlaceholder("Buscar clientes...").fill("ninguém com esse nome");
    await expect(page.getByText("Nenhum cliente encontrado para “ninguém com esse nome”.")).toBeVisible();
    await page.getByPlaceholder("Buscar clientes...").fill("CONCEIÇÃO");
    await expect(page.getByRole("row")).toHaveCount(2); // the heading row and José's
    await row.getByRole("link", { name: /Detalhes/ }).click();

    // Details: contact data normalised and formatted, quick actions.
    await expect(page.getByRole("heading", { level: 1, name: "José Antônio Conceição" })).toBeVisible();
    await expect(page.getByText("(11) 98765-4321")).toBeVisible();
    await expect(page.getByText("111.444.777-35")).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511987654321");
    await expect(page.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute("href", "mailto:jose@exemplo.com.br");

    // A project for this client.
    await page.getByRole("button", { name: "Novo projeto" }).click();
    const projectDialog = page.getByRole("dialog", { name: "Novo projeto" });
    await projectDialog.getByLabel("Nome do projeto").fill("Casa Jardim Botânico");
    await expect(projectDialog.getByRole("combobox", { name: "Cliente" })).toHaveValue(/.+/);
    await projectDialog.getByLabel("Área do terreno (m²)").fill("abc");
    await projectDialog.getByRole("button", { name: "Criar projeto" }).click();
    await expect(projectDialog.getByText("A área do terreno deve ser um número.")).toBeVisible();
    await projectDialog.getByLabel("Área do terreno (m²)").fill("1.250,5");
    await projectDialog.getByLabel("Prazo de entrega").fill("15/03/2031");
    await projectDialog.getByLabel("UF").selectOption("RJ");
    await projectDialog.getByLabel("Cidade").fill("Rio de Janeiro");
    await projectDialog.getByRole("button", { name: "Criar projeto" }).click();
    await expect(toast(page, "Projeto criado")).toBeVisible();

    // The project page: data, land plot, stage tracker with history.
    await expect(page.getByRole("heading", { level: 1, name: "Casa Jardim Botânico" })).toBeVisible();
    await expect(page.getByText("1.250,5 m²")).toBeVisible();
    await expect(page.getByText("Rio de Janeiro / RJ")).toBeVisible();
    await expect(page.getByText("15/03/2031")).toBeVisible();
    const stages = page.getByRole("list", { name: "Etapas" });
    await expect(stages.locator('[aria-current="step"]')).toContainText("Levantamento");
    await page.getByRole("button", { name: "Avançar para Programa de necessidades" }).click();
    await expect(toast(page, "Etapa atualizada")).toBeVisible();
    await expect(stages.locator('[aria-current="step"]')).toContainText("Programa de necessidades");
    await page.getByLabel("Observação da mudança (opcional)").fill("Programa aprovado pelo cliente");
    await page.getByRole("button", { name: "Avançar para Estudo de viabilidade" }).click();
    await expect(stages.locator('[aria-current="step"]')).toContainText("Estudo de viabilidade");
    await page.getByRole("button", { name: "Voltar para Programa de necessidades" }).click();
    await expect(stages.locator('[aria-current="step"]')).toContainText("Programa de necessidades");
    const history = page.getByRole("list", { name: "Histórico de etapas" });
    await expect(history.getByRole("listitem")).toHaveCount(4);
    await expect(history.getByRole("listitem").first()).toContainText("Estudo de viabilidade → Programa de necessidades");
    await expect(history.getByRole("listitem").nth(1)).toContainText("(Programa aprovado pelo cliente)");

    // The home board shows it in its stage, and the deadline.
    await page.goto("/dashboard");
    const column = page.getByRole("list", { name: "Projetos por etapa" }).getByRole("listitem", { name: /^Programa de necessidades: 1$/ });
    await expect(column.getByRole("link", { name: /Casa Jardim Botânico/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Próximos prazos" })).toContainText("15/03/2031");

    // Deleting the client is refused while the project exists.
    await page.goto("/dashboard/clientes");
    await page.getByRole("row", { name: /José Antônio Conceição/ }).getByRole("link", { name: /Detalhes/ }).click();
    await page.getByRole("button", { name: "Excluir" }).click();
    const confirm = page.getByRole("dialog", { name: "Excluir cliente?" });
    await confirm.getByRole("button", { name: "Excluir" }).click();
    await expect(confirm.getByRole("alert")).toContainText("1 projeto");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "José Antônio Conceição" })).toBeVisible();
  });

  test("Esboço keeps one saved project: a second \"Novo projeto\" shows the plan's limit and a way to the plans", async ({ page, freshUser: _ }) => {
    // No client yet: the project form offers to add one on the spot.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Novo projeto" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo projeto" });
    await expect(dialog.getByRole("combobox", { name: "Cliente" })).toContainText("Nenhum cliente cadastrado");
    await dialog.getByRole("button", { name: "Adicionar cliente" }).click();
    await fillClient(page, { Nome: "Marina Lopes" });
    await page.getByRole("dialog", { name: "Adicionar cliente" }).getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByRole("dialog", { name: "Adicionar cliente" })).toBeHidden();
    await expect(dialog.getByRole("combobox", { name: "Cliente" })).toHaveValue(/.+/);
    await expect(dialog).toBeVisible(); // saving the client did not submit the project
    await dialog.getByLabel("Nome do projeto").fill("Primeiro projeto");
    await dialog.getByRole("button", { name: "Criar projeto" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Primeiro projeto" })).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /Primeiro projeto/ }).first()).toBeVisible();
    await page.getByRole("button", { name: "Novo projeto" }).click();
    const refusal = toast(page, "Limite do plano atingido", /Esboço permite 1 projeto salvo/);
    await expect(refusal).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Novo projeto" })).toBeHidden();
    await refusal.getByRole("button", { name: "Ver planos" }).click();
    await expect(page).toHaveURL(/\/dashboard\/planos$/);
  });

  test("edit a client (clearing a field), find a client by a project's name, then delete the project and the client", async ({ page, freshUser: _ }) => {
    await page.goto("/dashboard/clientes");
    await page.getByRole("button", { name: "Adicionar cliente" }).click();
    await fillClient(page, { Nome: "Estúdio Aurora", "E-mail": "contato@aurora.arq.br", "Telefone / WhatsApp": "(21) 3456-7890" });
    await page.getByRole("dialog").getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Estúdio Aurora" })).toBeVisible();
    // A landline: call, but no WhatsApp.
    await expect(page.getByRole("link", { name: "Ligar" })).toHaveAttribute("href", "tel:+552134567890");
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);

    // The "Cliente adicionado" toast sits over the header's buttons for a few seconds: close it first.
    await dismissToasts(page);
    await page.getByRole("button", { name: "Editar" }).click();
    const edit = page.getByRole("dialog", { name: "Editar cliente" });
    await expect(edit.getByLabel("Telefone / WhatsApp")).toHaveValue("(21) 3456-7890");
    await edit.getByLabel("E-mail").fill("");
    await edit.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Cliente atualizado")).toBeVisible();
    await expect(page.getByRole("link", { name: "Enviar e-mail" })).toHaveCount(0);
    await expect(page.getByText("(21) 3456-7890")).toBeVisible();

    await dismissToasts(page);
    await page.getByRole("button", { name: "Novo projeto" }).click();
    const projectDialog = page.getByRole("dialog", { name: "Novo projeto" });
    await projectDialog.getByLabel("Nome do projeto").fill("Pousada Girassol");
    await projectDialog.getByLabel("Prazo de entrega").fill("01032031");
    await projectDialog.getByRole("button", { name: "Criar projeto" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pousada Girassol" })).toBeVisible();
    await expect(page.getByText("01/03/2031")).toBeVisible();

    await page.goto("/dashboard/clientes");
    await page.getByPlaceholder("Buscar clientes...").fill("girassol");
    await expect(page).toHaveURL(/busca=girassol/);
    await expect(page.getByRole("row", { name: /Estúdio Aurora/ })).toContainText("Pousada Girassol");

    // Delete the project, then the client: each leaves at once for the list it belonged to.
    await page.getByRole("row", { name: /Estúdio Aurora/ }).getByRole("link", { name: /Detalhes/ }).click();
    await page.getByRole("link", { name: "Pousada Girassol" }).click();
    await page.getByRole("button", { name: "Excluir" }).click();
    await page.getByRole("dialog", { name: "Excluir projeto?" }).getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Projeto excluído")).toBeVisible({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 3_000 });

    await page.goto("/dashboard/clientes?busca=aurora");
    await page.getByRole("row", { name: /Estúdio Aurora/ }).getByRole("link", { name: /Detalhes/ }).click();
    await page.getByRole("button", { name: "Excluir" }).click();
    await page.getByRole("dialog", { name: "Excluir cliente?" }).getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Cliente excluído")).toBeVisible({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/dashboard\/clientes$/, { timeout: 3_000 });
    await expect(page.getByText("Nenhum cliente cadastrado ainda.")).toBeVisible();
  });
});
