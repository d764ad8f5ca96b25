import { openAiRequests, resetFakes, setOpenAiMode } from "./fixtures/ai-fakes";
import { BASE_URL } from "./fixtures/env";
import { dismissToasts, expect, pathOf, test, toast } from "./fixtures/test";

/** R-TAB-1..R-TAB-4: the custom tab, from the tool form to the sidebar and back after a reload. */

const ADVICE = "Agrupe os atalhos por tema e deixe os contatos da obra no primeiro bloco.";

test.beforeEach(async () => {
  await resetFakes();
});
test.afterEach(async () => {
  await resetFakes();
});

test("create a tab with the tool form, see the AI's advice, open it from the sidebar, reorder a block, save, and find it after a reload", async ({ page, freshUser: _ }) => {
  await setOpenAiMode("ok", { text: ADVICE });
  const name = `Obra Silva ${Date.now().toString(36)}`;

  await page.goto("/dashboard/area-personalizada");
  await expect(page.getByRole("heading", { level: 1, name: "Área personalizada" })).toBeVisible();
  await expect(page.getByText("Você ainda não criou nenhuma aba.")).toBeVisible();

  // A shortcut that is not http(s) is refused, naming its line; nothing is created.
  await page.getByLabel("Nome da aba").fill(name);
  await page.getByLabel("Conteúdo").fill("Contatos da obra\nMestre João (11) 99999-0000\n\nPrazos\nAprovação em março");
  await page.getByLabel("Atalhos (URLs, um por linha)").fill("https://www.abnt.org.br\nftp://arquivos.exemplo.com");
  await page.getByRole("button", { name: "Processar com IA" }).click();
  await expect(toast(page, "Erro no processamento", "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Não foi possível processar" })).toContainText("Linha 2: “ftp://arquivos.exemplo.com” não é um endereço http ou https.");
  await expect(page.getByText("Você ainda não criou nenhuma aba.")).toBeVisible();

  await page.getByLabel("Atalhos (URLs, um por linha)").fill("https://www.abnt.org.br\n\nhttps://www.archdaily.com.br/br");
  await page.getByLabel("Notas").fill("Levar amostras na sexta");
  await page.getByRole("button", { name: "Processar com IA" }).click();
  await expect(toast(page, "Processamento concluído")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tool-result")).toContainText(ADVICE);
  await expect(page.getByRole("link", { name: "Abrir aba" })).toHaveAttribute("href", /^\/dashboard\/abas\/[0-9a-f-]{36}$/);
  // The server wrote the prompt: a role, and the inputs as "id: value" lines.
  const sent = (await openAiRequests()).at(-1)!.body as { messages: { role: string; content: string }[] };
  expect(sent.messages[0]).toMatchObject({ role: "system", content: expect.stringContaining("arquiteto") });
  expect(sent.messages.at(-1)!.content).toContain(`nomeAba: ${name}\n`);
  // "Minhas abas" lists it.
  await expect(page.getByRole("main").getByRole("list", { name: "Minhas abas" }).getByText(name)).toBeVisible();

  // The sidebar lists the tab under its name; open it from there.
  const sidebarLink = page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name });
  await expect(sidebarLink).toBeVisible();
  await sidebarLink.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(pathOf(page)).toMatch(/^\/dashboard\/abas\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Título do bloco 1")).toHaveValue("Contatos da obra");
  await expect(page.getByLabel("Texto do bloco 1")).toHaveValue("Mestre João (11) 99999-0000");
  await expect(page.getByLabel("Título do bloco 2")).toHaveValue("Prazos");
  await expect(page.getByLabel("Notas")).toHaveValue("Levar amostras na sexta");
  const abnt = page.getByRole("link", { name: "abnt.org.br" });
  await expect(abnt).toHaveAttribute("href", "https://www.abnt.org.br");
  await expect(abnt).toHaveAttribute("target", "_blank");
  await expect(abnt).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: "archdaily.com.br" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText(ADVICE)).toBeVisible();

  // Reorder: "Prazos" goes first; save.
  await page.getByRole("button", { name: "Mover para baixo (bloco 1)" }).click();
  await expect(page.getByLabel("Título do bloco 1")).toHaveValue("Prazos");
  await expect(page.getByLabel("Título do bloco 2")).toHaveValue("Contatos da obra");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Alterações salvas")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByLabel("Título do bloco 1")).toHaveValue("Prazos");
  await expect(page.getByLabel("Texto do bloco 1")).toHaveValue("Aprovação em março");
  await expect(page.getByLabel("Título do bloco 2")).toHaveValue("Contatos da obra");
});

test("an invalid link on the tab's page is refused under its field; a deleted tab leaves the sidebar and shows not found", async ({ page, freshUser: _ }) => {
  const name = `Fornecedores ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/custom-tabs", {
    headers: { Origin: BASE_URL },
    data: { nomeAba: name, conteudo: "Marmoraria\nLigar para o Paulo", atalhos: "https://www.exemplo.com.br" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/dashboard/abas/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Adicionar atalho" }).click();
  await page.getByLabel("Endereço do atalho 2").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(toast(page, "Confira os campos destacados")).toBeVisible();
  await expect(page.getByLabel("Endereço do atalho 2")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("“javascript:alert(1)” não é um endereço http ou https.").first()).toBeVisible();

  // Delete it: gone from the sidebar, and its address is not found. The error toast sits over
  // the page's header buttons until closed, as a user would close it.
  await dismissToasts(page);
  await page.getByRole("button", { name: "Excluir aba" }).click();
  await page.getByRole("dialog", { name: "Excluir aba" }).getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, "Aba excluída")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Área personalizada" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name })).toHaveCount(0);
  await page.goto(`/dashboard/abas/${id}`);
  await expect(page.getByText("Aba não encontrada.")).toBeVisible();
});
