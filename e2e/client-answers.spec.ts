import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "./fixtures/env";
import { waitForMail } from "./fixtures/mail";
import { expect, test, toast } from "./fixtures/test";
import { newUser, signInViaApi, signUpViaApi, uniqueEmail } from "./fixtures/users";

/**
 * R-DOC-8 and R-NOTIF-2 end to end: the link goes to the client by WhatsApp (its address) and by
 * the app's e-mail (through the SMTP catcher, from the studio); the client answers on a phone;
 * the server's job runner tells the architect, in the app and by e-mail.
 */

const STUDIO = "Helena Duarte Prado"; // a new account's studio is named after it
const CLIENT = "Lúcia Ferraz Moreira";

test("the link goes by WhatsApp and e-mail; the client's answers reach the architect as a notice and an e-mail", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const user = newUser("respostas", STUDIO);
  const clientEmail = uniqueEmail("cliente");
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  let briefingId: string;
  try {
    await signUpViaApi(api, BASE_URL, user);
    const client = await api.post("/api/clients", { data: { name: CLIENT, email: clientEmail, phone: "(21) 99876-5432" } });
    expect(client.status(), await client.text()).toBe(201);
    const project = await api.post("/api/projects", { data: { name: "Casa da Serra", clientId: ((await client.json()) as { id: string }).id, type: "residencial", standard: "normal" } });
    expect(project.status(), await project.text()).toBe(201);
    const briefing = await api.post(`/api/projects/${((await project.json()) as { id: string }).id}/documents`, { data: { kind: "briefing" } });
    expect(briefing.status(), await briefing.text()).toBe(201);
    briefingId = ((await briefing.json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }

  await signInViaApi(page, BASE_URL, user);
  await page.goto(`/dashboard/briefing/${briefingId}`);
  await page.getByRole("button", { name: "Enviar ao cliente" }).click();
  const send = page.getByRole("dialog", { name: "Enviar ao cliente" });
  await expect(send).toContainText(`pelo WhatsApp ((21) 99876-5432), por e-mail (${clientEmail}) ou copiando o link.`);
  await send.getByRole("button", { name: "Gerar link" }).click();
  const clientLink = await send.getByLabel("Link para o cliente").inputValue();
  const whatsapp = send.getByRole("link", { name: "Enviar pelo WhatsApp" });
  const href = (await whatsapp.getAttribute("href"))!;
  expect(href.startsWith("https://wa.me/5521998765432?text=")).toBe(true);
  expect(new URL(href).searchParams.get("text")).toContain(`Olá, Lúcia,\n\n${STUDIO} preparou o briefing do projeto Casa da Serra`);
  expect(new URL(href).searchParams.get("text")).toContain(`\n${clientLink}\n`);

  await send.getByRole("button", { name: "Enviar por e-mail" }).click();
  await expect(toast(page, "E-mail enviado", `O link foi enviado para ${clientEmail}, em nome de ${STUDIO}.`)).toBeVisible();
  const invitation = await waitForMail(clientEmail, { subject: `${STUDIO}: briefing do projeto Casa da Serra`, timeout: 20_000 });
  expect(invitation.from).toContain(`${STUDIO} via Prancheta`);
  expect(invitation.text).toContain(`Responder o briefing: ${clientLink}`);
  // Fits the phone's 390 px with the three ways shown.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press("Escape");

  // The client, on a phone, opens the link from the e-mail and types.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  try {
    const visitor = await phone.newPage();
    await visitor.goto(clientLink);
    const colours = visitor.getByLabel("Que cores são bem-vindas em casa?");
    await colours.pressSequentially("Verde-musgo e areia", { delay: 60 });
    await expect(visitor.getByRole("status").filter({ hasText: /^Salvo$/ })).toBeVisible({ timeout: 15_000 });
    await visitor.getByLabel("Que texturas e materiais agradam?").fill("Madeira e pedra");
    await expect(visitor.getByRole("status").filter({ hasText: /^Salvo$/ })).toBeVisible({ timeout: 15_000 });
  } finally {
    await phone.close();
  }

  // The runner polls every 5 s: one notice for the session, however many saves it took.
  const title = `${CLIENT} está respondendo o briefing`;
  await expect
    .poll(async () => ((await (await page.request.get("/api/notifications")).json()) as { items: { title: string }[] }).items.filter((n) => n.title === title).length, { timeout: 30_000 })
    .toBe(1);
  await page.goto("/dashboard/mensagens");
  await expect(page.getByRole("list", { name: "Notificações" }).getByRole("link", { name: title })).toHaveAttribute("href", `/dashboard/briefing/${briefingId}`);
  const notice = await waitForMail(user.email, { subject: title, timeout: 30_000 });
  expect(notice.text).toContain(`/dashboard/briefing/${briefingId}`);
});
