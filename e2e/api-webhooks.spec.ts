import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "./fixtures/env";
import { grantPlan, todayInSaoPaulo } from "./fixtures/studios";
import { expect, test, toast } from "./fixtures/test";
import type { TestUser } from "./fixtures/users";

/**
 * The public API and the outbound webhooks end to end (R-API-1…R-API-3, R-HOOK-1…R-HOOK-4;
 * decisions 097 and 101): the owner of an Obra-Prima studio makes a named token in Configurações →
 * Integrações (shown once) and copies it; a script lists and creates clients with it through
 * /api/v1 (an Idempotency-Key answering the same client twice), and the app shows the client
 * "via API: <token>". A webhook pointing to a loopback receiver started here (the e2e server runs
 * with WEBHOOKS_ALLOW_PRIVATE=1, playwright.config.ts) is subscribed to "cliente criado"; a client
 * added in the app reaches it, signed with the secret shown on screen, and the delivery is in the
 * endpoint's log. A project is listed through /api/v1 and moved to another stage by the token: the
 * stage change arrives signed too. Revoked, the token gets 401.
 */

const TOKEN_NAME = "ERP do escritório";
const API_CLIENT = "Heitor Vasconcelos Prado";
const UI_CLIENT = "Lívia Barreto Monteiro";
const SLOW = { timeout: 30_000 };
/** The job runner polls every 5 s and may be busy: a delivery can take a while on a loaded machine. */
const DELIVERY_WAIT_MS = 60_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on a loopback port: keeps every request's raw body and headers, answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("recebido");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/prancheta/eventos`, received };
}

/**
 * What a receiver does (decision 101), written here on its own rather than imported from the
 * server: split `t=…,v1=…`, HMAC-SHA256 of `${t}.${raw body}` under the secret, constant-time
 * comparison, and a timestamp no more than 5 minutes away.
 */
function signatureValid(secret: string, header: string, body: string): boolean {
  const fields = header.split(",").map((part) => part.trim().split("=", 2));
  const t = Number(fields.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  return fields.some(([k, v]) => k === "v1" && /^[0-9a-f]{64}$/.test(v ?? "") && timingSafeEqual(Buffer.from(v!, "hex"), expected));
}

test("an Obra-Prima owner's token writes through /api/v1, a signed webhook reaches a receiver, and a revoked token gets 401", async ({ page, context, freshUser }) => {
  test.setTimeout(180_000);
  const owner: TestUser = freshUser;
  expect(owner.email).toBeTruthy();
  await grantPlan(page.request, "obra-prima");
  const receiver = await startReceiver();
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    // --- Configurações → Integrações: a named token, shown once, copied.
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    await page.goto("/dashboard/configuracoes");
    const integrations = page.getByRole("region", { name: "Integrações" });
    await expect(integrations.getByRole("heading", { name: "Criar token" })).toBeVisible(SLOW);
    await integrations.getByLabel("Nome do token").fill(TOKEN_NAME);
    await integrations.getByLabel("Acesso").selectOption({ label: "Leitura, escrita e webhooks" });
    await integrations.getByRole("button", { name: "Criar token" }).click();
    await expect(integrations.getByText(`Token “${TOKEN_NAME}” criado. Copie-o agora: ele não será mostrado de novo.`)).toBeVisible(SLOW);
    const shownToken = (await integrations.getByLabel("Texto do token").textContent())?.trim() ?? "";
    expect(shownToken).toMatch(/^prt_[A-Za-z0-9_-]{20,}$/);
    await integrations.getByRole("button", { name: "Copiar token" }).click();
    await expect(toast(page, "Token copiado.")).toBeVisible();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toBe(shownToken);
    await integrations.getByRole("button", { name: "Já copiei" }).click();
    await expect(integrations.getByLabel("Texto do token")).toHaveCount(0);
    // Only its first characters stay on screen.
    await expect(integrations.getByRole("listitem").filter({ hasText: TOKEN_NAME })).toContainText(`${token.slice(0, 12)}…`);
    await expect(integrations.getByText(token)).toHaveCount(0);

    // --- /api/v1 with the token: the list (empty), then a create with an Idempotency-Key, twice.
    const bearer = { Authorization: `Bearer ${token}` };
    const empty = await api.get("/api/v1/clients", { headers: bearer });
    expect(empty.status(), await empty.text()).toBe(200);
    expect(await empty.json()).toEqual({ data: [], nextCursor: null });
    const body = { name: API_CLIENT, email: "heitor.prado@exemplo.com.br", phone: "(41) 99876-5432", kind: "pessoa_masculina" };
    const idempotency = { ...bearer, "Idempotency-Key": `e2e-${Date.now()}` };
    const created = await api.post("/api/v1/clients", { headers: idempotency, data: body });
    expect(created.status(), await created.text()).toBe(201);
    const apiClient = (await created.json()) as { id: string; name: string };
    expect(apiClient.name).toBe(API_CLIENT);
    const again = await api.post("/api/v1/clients", { headers: idempotency, data: body });
    expect(again.status(), await again.text()).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(apiClient.id);
    const listed = await api.get("/api/v1/clients", { headers: bearer });
    expect(listed.status()).toBe(200);
    const names = ((await listed.json()) as { data: { id: string; name: string }[] }).data.map((c) => c.name);
    expect(names).toEqual([API_CLIENT]);

    // The app shows the client, and who wrote it: the token, not a person (R-API-2).
    await page.goto("/dashboard/clientes");
    await expect(page.getByRole("row", { name: new RegExp(API_CLIENT) })).toBeVisible(SLOW);
    await page.goto(`/dashboard/clientes/${apiClient.id}`);
    await expect(page.getByRole("heading", { level: 1, name: API_CLIENT })).toBeVisible(SLOW);
    await expect(page.getByText(`Criado por via API: ${TOKEN_NAME} em ${todayInSaoPaulo()}`)).toBeVisible();

    // --- A webhook to the loopback receiver, subscribed to "Cliente cadastrado"; its secret shown once.
    await page.goto("/dashboard/configuracoes");
    const form = integrations.getByRole("form", { name: "Adicionar webhook" });
    await expect(form).toBeVisible(SLOW);
    await form.getByLabel("URL do webhook (HTTPS)").fill(receiver.url);
    await form.getByLabel("Descrição (opcional)").fill("Receptor do teste");
    await form.getByRole("checkbox", { name: /Cliente cadastrado/ }).check();
    await form.getByRole("checkbox", { name: /Etapa do projeto alterada/ }).check();
    await form.getByRole("button", { name: "Adicionar webhook" }).click();
    await expect(integrations.getByText("Webhook cadastrado. Copie o segredo de assinatura agora: ele não será mostrado de novo.")).toBeVisible(SLOW);
    const secret = (await integrations.getByLabel("Segredo do webhook").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    const endpointRow = integrations.getByRole("listitem").filter({ hasText: receiver.url });
    await expect(endpointRow).toContainText("Cliente cadastrado");
    await expect(endpointRow).toContainText(`${secret.slice(0, 12)}…`);

    // --- A client added in the app: the receiver gets one signed delivery.
    await page.goto("/dashboard/clientes");
    await page.getByRole("button", { name: "Adicionar cliente" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar cliente" });
    await dialog.getByLabel("Nome", { exact: true }).fill(UI_CLIENT);
    await dialog.getByLabel("E-mail", { exact: true }).fill("livia.monteiro@exemplo.com.br");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page, "Cliente adicionado")).toBeVisible(SLOW);
    await expect(page.getByRole("heading", { level: 1, name: UI_CLIENT })).toBeVisible(SLOW);
    const uiClientId = new URL(page.url()).pathname.split("/").pop();

    await expect
      .poll(() => receiver.received.length, { timeout: DELIVERY_WAIT_MS, intervals: [500, 1_000, 2_000], message: "o receptor deve receber a entrega do webhook" })
      .toBeGreaterThanOrEqual(1);
    const delivery = receiver.received[0]!;
    const signature = delivery.headers["prancheta-signature"];
    expect(typeof signature, "o cabeçalho Prancheta-Signature").toBe("string");
    expect(signatureValid(secret, signature as string, delivery.body), "assinatura verificada com o segredo mostrado na tela").toBe(true);
    // The same body under another secret, or a changed body, does not verify.
    expect(signatureValid(`${secret}x`, signature as string, delivery.body)).toBe(false);
    expect(signatureValid(secret, signature as string, delivery.body.replace(UI_CLIENT, "Outra Pessoa"))).toBe(false);
    const event = JSON.parse(delivery.body) as { id: string; type: string; created_at: string; data: { client: { id: string; name: string } } };
    expect(event.id).toMatch(/^evt_/);
    expect(event.type).toBe("cliente.criado");
    expect(event.data.client).toEqual({ id: uiClientId, name: UI_CLIENT });
    // The client created through the API before the endpoint existed sent nothing.
    expect(receiver.received.every((r) => !r.body.includes(API_CLIENT))).toBe(true);

    // --- A project of that client, listed through /api/v1 and moved to another stage by the token:
    // the receiver gets the stage change, signed the same way (R-API-1, R-HOOK-1).
    const made = await page.request.post("/api/projects", {
      headers: { Origin: BASE_URL },
      data: { name: "Casa Monteiro", clientId: uiClientId, type: "residencial", builtArea: 180, standard: "alto" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const project = (await made.json()) as { id: string };
    const projects = await api.get("/api/v1/projects", { headers: bearer });
    expect(projects.status(), await projects.text()).toBe(200);
    const listedProjects = ((await projects.json()) as { data: { id: string; name: string; stage: string }[] }).data;
    expect(listedProjects).toEqual([expect.objectContaining({ id: project.id, name: "Casa Monteiro", stage: "levantamento" })]);
    const moved = await api.post(`/api/v1/projects/${project.id}/stage`, { headers: bearer, data: { stage: "estudo-preliminar", note: "Aprovado pelo cliente." } });
    expect(moved.status(), await moved.text()).toBe(200);
    const stageDelivery = () => receiver.received.find((r) => r.body.includes('"projeto.etapa_alterada"'));
    await expect.poll(() => Boolean(stageDelivery()), { timeout: DELIVERY_WAIT_MS, intervals: [500, 1_000, 2_000], message: "o receptor deve receber a mudança de etapa" }).toBe(true);
    const stageEvent = stageDelivery()!;
    expect(signatureValid(secret, stageEvent.headers["prancheta-signature"] as string, stageEvent.body)).toBe(true);
    expect(JSON.parse(stageEvent.body)).toMatchObject({ type: "projeto.etapa_alterada", data: { project: { id: project.id, name: "Casa Monteiro" }, stage: "estudo-preliminar", previous: "levantamento" } });

    // --- The endpoint's delivery log shows it, delivered with the receiver's 200.
    await page.goto("/dashboard/configuracoes");
    await integrations.getByRole("button", { name: `Entregas do webhook ${receiver.url}` }).click();
    const log = integrations.getByRole("list", { name: "Entregas do webhook" });
    const logged = log.getByRole("listitem").filter({ hasText: event.id });
    await expect(async () => {
      await integrations.getByRole("button", { name: "Atualizar" }).click();
      await expect(logged).toContainText("Cliente cadastrado · Entregue", { timeout: 2_000 });
    }).toPass({ timeout: DELIVERY_WAIT_MS });
    await expect(logged).toContainText("1 tentativa");
    await expect(logged).toContainText("última: 200");

    // --- Revoked, the token is refused on the next request.
    await integrations.getByRole("button", { name: `Revogar o token ${TOKEN_NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revogar token?" }).or(page.getByRole("dialog", { name: "Revogar token?" }));
    await confirm.getByRole("button", { name: "Revogar" }).click();
    await expect(toast(page, `Token “${TOKEN_NAME}” revogado.`)).toBeVisible(SLOW);
    await expect(integrations.getByRole("listitem").filter({ hasText: TOKEN_NAME })).toContainText("Revogado em");
    const refused = await api.get("/api/v1/clients", { headers: bearer });
    expect(refused.status()).toBe(401);
    const refusedCreate = await api.post("/api/v1/clients", { headers: { ...bearer, "Idempotency-Key": `e2e-revogado-${Date.now()}` }, data: { ...body, name: "Não Deve Existir" } });
    expect(refusedCreate.status()).toBe(401);
  } finally {
    await api.dispose();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  }
});
