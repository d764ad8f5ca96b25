import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { zonedDate } from "#domain/calendar";
import { addDays } from "#domain/days";
import { parseIcs } from "#test-support/ics";
import { resetFakes, setHfMode, setOpenAiMode } from "./fixtures/ai-fakes";
import { waitForMail } from "./fixtures/mail";
import { dismissToasts, expect, test, toast } from "./fixtures/test";

test.describe("Calendário do Arquiteto", () => {
  test.beforeEach(async () => {
    // The rules' advice by event kind (no provider answers): deterministic words to look for.
    await resetFakes();
    await setOpenAiMode("401");
    await setHfMode("401");
  });
  test.afterEach(async () => {
    await resetFakes();
  });

  test("an event is stored with its advice, survives a reload, downloads as ICS, can be edited and removed", async ({ page, freshUser: _user }) => {
    // Three days ahead in São Paulo (the browser's zone, playwright.config.ts).
    const day = addDays(zonedDate(new Date(), "America/Sao_Paulo"), 3);
    await page.goto("/dashboard/calendario");
    await expect(page.getByRole("heading", { level: 1, name: "Calendário do Arquiteto" })).toBeVisible();
    await expect(page.getByText("Clique em “Adicionar evento” para agendar seu primeiro compromisso.")).toBeVisible({ timeout: 15_000 });

    // "Adicionar evento" toggles "Novo Evento"; a missing field is refused.
    await page.getByRole("button", { name: "Adicionar evento" }).click();
    const form = page.getByRole("form", { name: "Novo Evento" });
    await expect(form).toBeVisible();
    await expect(page.getByText("Adicione seu primeiro evento usando o formulário acima.")).toBeVisible();
    await expect(form.getByLabel("Notificação")).toHaveValue("1-dia");
    await form.getByRole("button", { name: "Salvar evento" }).click();
    await expect(toast(page, "Informações incompletas", "Por favor, preencha título, data e horário.")).toBeVisible();

    await form.getByLabel("Título").fill("Visita ao terreno");
    await form.getByLabel("Data").fill(day);
    await form.getByLabel("Horário").fill("14:30");
    await form.getByLabel("Notificação").selectOption("2-dias");
    await form.getByRole("button", { name: "Salvar evento" }).click();
    await expect(toast(page, "Evento adicionado com sucesso!", "Seu compromisso foi agendado no calendário.")).toBeVisible({ timeout: 30_000 });
    await expect(form).toBeHidden();

    const list = page.getByRole("list", { name: "Eventos do dia" });
    const item = list.getByRole("listitem").filter({ hasText: "Visita ao terreno" });
    await expect(item).toContainText("14:30");
    await expect(item.getByText("Dicas de preparação")).toBeVisible();
    await expect(item).toContainText("trena");
    await expect(page.getByText("1 evento agendado para este dia.")).toBeVisible();
    // The day is marked in the month (bold, underlined).
    await expect(page.locator(`td[data-day="${day}"]`)).toHaveClass(/underline/);

    // After a reload (the notice's link form: ?data=), it is still there with its advice.
    await page.goto(`/dashboard/calendario?data=${day}`);
    const again = page.getByRole("list", { name: "Eventos do dia" }).getByRole("listitem").filter({ hasText: "Visita ao terreno" });
    await expect(again).toContainText("trena", { timeout: 15_000 });

    // Its .ics: UTC time (14:30 in São Paulo is 17:30Z) and the 2-day alarm.
    const [download] = await Promise.all([page.waitForEvent("download"), again.getByRole("link", { name: "Baixar Visita ao terreno em .ics" }).click()]);
    expect(download.suggestedFilename()).toBe(`evento-${day}.ics`);
    const { events } = parseIcs(await readFile((await download.path())!, "utf8"));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ SUMMARY: "Visita ao terreno", DTSTART: `${day.replace(/-/g, "")}T173000Z`, "ALARM-TRIGGER": "-P2D" });

    // Edited: the time moves.
    await again.getByRole("button", { name: "Editar evento Visita ao terreno" }).click();
    const edit = page.getByRole("form", { name: "Editar evento" });
    await edit.getByLabel("Horário").fill("16:00");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(toast(page, "Evento atualizado")).toBeVisible();
    await expect(page.getByRole("list", { name: "Eventos do dia" }).getByRole("listitem").filter({ hasText: "Visita ao terreno" })).toContainText("16:00");

    // The private address answers without a session.
    const address = await page.getByLabel("Endereço de assinatura").inputValue();
    expect(address).toMatch(/\/api\/calendar\/feed\/[^/]+\.ics$/);
    const anonymous = await playwrightRequest.newContext();
    try {
      const res = await anonymous.get(address);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(parseIcs(await res.text()).events.map((e) => e.SUMMARY)).toContain("Visita ao terreno");
    } finally {
      await anonymous.dispose();
    }

    // Removed.
    await dismissToasts(page);
    await page.getByRole("button", { name: "Excluir evento Visita ao terreno" }).click();
    await expect(toast(page, "Evento removido", "O evento foi removido do calendário.")).toBeVisible();
    await expect(page.getByText("Nenhum evento agendado para este dia.")).toBeVisible();
  });

  test("the server's job runner delivers an event's notice: the bell counts it, Mensagens lists it, the e-mail arrives", async ({ page, freshUser: user }) => {
    test.setTimeout(90_000);
    // Forty minutes ahead in São Paulo with the 1-hour notice: its time has come, the job is due now.
    const start = new Date(Date.now() + 40 * 60_000);
    const day = zonedDate(start, "America/Sao_Paulo");
    const time = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(start);
    const res = await page.request.post("/api/calendar/events", { data: { title: "Reunião de obra urgente", date: day, time, notification: "no-dia", timeZone: "America/Sao_Paulo" } });
    expect(res.status()).toBe(201);

    // The runner polls every 5 s: the notice is written within a few polls.
    await expect
      .poll(async () => ((await (await page.request.get("/api/notifications")).json()) as { unread: number }).unread, { timeout: 30_000 })
      .toBe(1);
    await page.goto("/dashboard/mensagens");
    await expect(page.getByRole("link", { name: "Notificações: 1 não lida" })).toBeVisible({ timeout: 15_000 });
    const notices = page.getByRole("list", { name: "Notificações" });
    await expect(notices).toContainText("Evento: Reunião de obra urgente", { timeout: 15_000 });
    const mail = await waitForMail(user.email, { subject: "Evento: Reunião de obra urgente", timeout: 30_000 });
    expect(mail.text).toContain(`/dashboard/calendario?data=${day}`);

    await page.getByRole("button", { name: "Marcar todas como lidas" }).click();
    await expect(page.getByRole("link", { name: "Notificações", exact: true })).toBeVisible();
  });
});
