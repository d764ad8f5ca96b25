import { BASE_URL } from "./fixtures/env";
import { expect, test, toast } from "./fixtures/test";

/** R-MSG-1 to R-MSG-4: record a client's message, open the suggested WhatsApp reply, find it in the decision log. */

/** A day `days` from today, as the API takes it and as the replies print it. */
function dayFromToday(days: number): { iso: string; br: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, br: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` };
}

test.describe("Mensagens", () => {
  test("records a client's message, suggests replies with the project's deadline, opens WhatsApp with the text and keeps the exchange in the client's log", async ({ page, context, freshUser: _ }) => {
    const deadline = dayFromToday(60);
    const headers = { Origin: BASE_URL };
    const created = await page.request.post("/api/clients", { headers, data: { name: "Helena Duarte", email: "helena@exemplo.com.br", phone: "(21) 99876-5432" } });
    expect(created.status(), await created.text()).toBe(201);
    const clientId = ((await created.json()) as { id: string }).id;
    const project = await page.request.post("/api/projects", {
      headers,
      data: { name: "Casa Itaipava", clientId, type: "residencial", standard: "normal", deadline: deadline.iso },
    });
    expect(project.status(), await project.text()).toBe(201);

    await page.goto("/dashboard/mensagens");
    await expect(page.getByRole("heading", { level: 1, name: "Mensagens" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Central de Mensagens" })).toBeVisible();
    await expect(page.getByText("Nenhuma mensagem recebida ainda")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Notificações/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Mensagens de clientes" })).toBeVisible();
    await expect(page.getByText("Nenhuma mensagem de cliente")).toBeVisible();

    // Nothing chosen: pt-BR field messages.
    await page.getByRole("button", { name: "Registrar e sugerir respostas" }).click();
    await expect(page.getByLabel("Cliente", { exact: true })).toHaveAccessibleDescription(/Escolha o cliente\./);
    await expect(page.getByLabel("Mensagem do cliente")).toHaveAccessibleDescription(/Cole a mensagem do cliente\./);

    await page.getByLabel("Cliente", { exact: true }).selectOption({ label: "Helena Duarte" });
    // The client's only project is chosen for her.
    await expect(page.getByLabel("Projeto", { exact: true })).toHaveValue(((await project.json()) as { id: string }).id);
    await page.getByLabel("Canal", { exact: true }).selectOption({ label: "WhatsApp" });
    await page.getByLabel("Tom da resposta").selectOption({ label: "Cordial" });
    await page.getByLabel("Mensagem do cliente").fill("Oi! Qual o prazo de entrega do projeto?");
    await page.getByRole("button", { name: "Registrar e sugerir respostas" }).click();
    await expect(toast(page, "Mensagem registrada")).toBeVisible({ timeout: 15_000 });

    // The suggestions, grounded in the project: its stage and its deadline.
    const first = page.getByLabel("Sugestão 1", { exact: true });
    await expect(first).toHaveValue(new RegExp(deadline.br));
    await expect(first).toHaveValue(/etapa de levantamento/);
    await expect(page.getByLabel("Sugestão 2", { exact: true })).toBeVisible();
    // An edit goes into the link.
    await first.fill(`${await first.inputValue()} Até breve!`);
    const text = await first.inputValue();
    const link = page.getByRole("link", { name: "Abrir no WhatsApp (sugestão 1)" });
    await expect(link).toHaveAttribute("href", `https://wa.me/5521998765432?text=${encodeURIComponent(text)}`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    // No internet here: WhatsApp's page is answered locally.
    await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "ok" }));
    const popup = context.waitForEvent("page");
    await link.click();
    const opened = await popup;
    expect(opened.url()).toBe(`https://wa.me/5521998765432?text=${encodeURIComponent(text)}`);
    await opened.close();
    await expect(toast(page, "Resposta registrada")).toBeVisible();

    // After a reload: the latest activity and the client's decision log.
    await page.reload();
    await expect(page.getByRole("list", { name: "Atividade recente" })).toContainText("Helena Duarte");
    await page.getByLabel("Cliente do registro").selectOption({ label: "Helena Duarte" });
    const log = page.getByRole("list", { name: "Registro de decisões" });
    await expect(log).toContainText("Perguntou: Oi! Qual o prazo de entrega do projeto?");
    await expect(log).toContainText("Até breve!");
    await expect(log).toContainText(/Respondido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(log).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · WhatsApp · Casa Itaipava/);

    // And on the client's page.
    await page.goto(`/dashboard/clientes/${clientId}`);
    await expect(page.getByRole("heading", { name: "Mensagens e respostas" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Registro de decisões" })).toContainText("Oi! Qual o prazo de entrega do projeto?");
  });
});
