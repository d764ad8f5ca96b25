import { BASE_URL } from "./fixtures/env";
import { expect, test, toast } from "./fixtures/test";

/**
 * R-MSG-1 to R-MSG-4: record a client's message (the client found by typing), open the suggested
 * WhatsApp replies, find both in the decision log.
 */

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

    // The client is found by typing (any of the studio's clients, not only a first page).
    await page.getByLabel("Buscar cliente", { exact: true }).fill("hele");
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

    // A second suggestion sent as well: kept beside the first, not in its place.
    const second = page.getByRole("link", { name: "Abrir no WhatsApp (sugestão 2)" });
    const secondText = await page.getByLabel("Sugestão 2", { exact: true }).inputValue();
    const recorded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/replies"));
    const popup2 = context.waitForEvent("page");
    await second.click();
    await (await popup2).close();
    expect((await recorded).status()).toBe(201);

    // After a reload: the latest activity and the client's decision log.
    await page.reload();
    await expect(page.getByRole("list", { name: "Atividade recente" })).toContainText("Helena Duarte");
    await page.getByLabel("Buscar cliente do registro").fill("Helena");
    await page.getByLabel("Cliente do registro", { exact: true }).selectOption({ label: "Helena Duarte" });
    const log = page.getByRole("list", { name: "Registro de decisões" });
    await expect(log).toContainText("Perguntou: Oi! Qual o prazo de entrega do projeto?");
    // Both replies, in the order sent, each with its time.
    const replies = log.getByRole("list", { name: /^Respostas à mensagem de / }).getByRole("listitem");
    await expect(replies).toHaveCount(2);
    await expect(replies.nth(0)).toContainText(/^Respondido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(replies.nth(0)).toContainText("Até breve!");
    await expect(replies.nth(1)).toContainText(/^Respondido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(replies.nth(1)).toContainText(secondText.slice(0, 40));
    await expect(log).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · WhatsApp · Casa Itaipava/);

    // And on the client's page.
    await page.goto(`/dashboard/clientes/${clientId}`);
    await expect(page.getByRole("heading", { name: "Mensagens e respostas" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Registro de decisões" })).toContainText("Oi! Qual o prazo de entrega do projeto?");
  });

  test("a logged message's suggestions reopen from the client's page, and a reply given by phone is recorded there", async ({ page, freshUser: _ }) => {
    const headers = { Origin: BASE_URL };
    const created = await page.request.post("/api/clients", { headers, data: { name: "Otávio Reis", phone: "(21) 99876-1234" } });
    expect(created.status(), await created.text()).toBe(201);
    const clientId = ((await created.json()) as { id: string }).id;
    const logged = await page.request.post("/api/client-messages", {
      headers,
      data: { clientId, channel: "whatsapp", tone: "cordial", message: "Oi! Preciso organizar a mudança, quando a casa vai estar liberada?" },
    });
    expect(logged.status(), await logged.text()).toBe(201);

    // Later, from the client's page: the suggestions again, read as a house move.
    await page.goto(`/dashboard/clientes/${clientId}`);
    const log = page.getByRole("list", { name: "Registro de decisões" });
    await expect(log).toContainText("Sem resposta registrada");
    await log.getByRole("button", { name: /^Ver respostas sugeridas/ }).click();
    const first = page.getByLabel("Sugestão 1", { exact: true });
    await expect(first).toHaveValue(/Sobre a mudança/);
    await expect(first).not.toHaveValue(/pedido de alteração/);
    await expect(page.getByRole("link", { name: "Abrir no WhatsApp (sugestão 1)" })).toBeVisible();

    await log.getByRole("button", { name: /^Registrar resposta/ }).click();
    await page.getByLabel("Resposta enviada").fill("Liguei para o Otávio: a casa fica liberada no dia 20.");
    await page.getByLabel("Canal da resposta").selectOption({ label: "E-mail" });
    await page.getByRole("button", { name: "Salvar resposta" }).click();
    await expect(toast(page, "Resposta registrada")).toBeVisible();
    await page.reload();
    const replies = page.getByRole("list", { name: /^Respostas à mensagem de / }).getByRole("listitem");
    await expect(replies).toHaveCount(1);
    await expect(replies.first()).toContainText(/^Respondido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(por e-mail/);
    await expect(replies.first()).toContainText("a casa fica liberada no dia 20.");
  });
});
