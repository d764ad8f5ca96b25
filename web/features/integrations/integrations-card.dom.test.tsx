import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { apiTokenListSchema, createdApiTokenSchema, type ApiToken, type ApiTokenList } from "#domain/api-tokens.schema";
import type { StudioRole } from "#domain/studios";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { createdWebhookEndpointSchema, webhookDeliveryListSchema, webhookDeliverySchema, webhookEndpointListSchema, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointList } from "#domain/webhooks.schema";
import { IntegrationsCard } from "./integrations-card";

const HOOK_SECRET = "whsec_Qm3nB8vC1xZ6lK4jH9gF2dS7aP0oI5uY_tR-eW3qE8r";

const anEndpoint = (endpoint: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  url: "https://erp.exemplo.com.br/webhooks",
  description: "",
  events: ["projeto.etapa_alterada"],
  secretPrefix: "whsec_Ab12Cd",
  active: true,
  failingSince: null,
  disabledAt: null,
  createdAt: "2026-12-01T12:00:00.000Z",
  ...endpoint,
});

afterEach(() => {
  sonner.dismiss();
});

const SECRET = "prt_Zx9kQ2mV7bN4cL1pR8sT6wY3uE5oI0aG_hJ-dF2kL9q";

const aToken = (token: Partial<ApiToken> = {}): ApiToken => ({
  id: "5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  name: "ERP do escritório",
  scope: "leitura",
  prefix: "prt_AbCd1234",
  createdAt: "2026-11-30T13:05:00.000Z",
  createdBy: { id: "u1", name: "Maria Clara Souza" },
  lastUsedAt: null,
  revokedAt: null,
  ...token,
});

/** dd/MM/yyyy HH:mm in the test's local zone, as the card shows an instant. */
function local(iso: string) {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The card as the settings show it, with the server's list as `list` (changed by creates and revokes). */
function showCard(list: ApiTokenList, role: StudioRole = "owner", hooks: WebhookEndpointList = { endpoints: [], available: false }, deliveries: WebhookDelivery[] = []) {
  const requests: { method: string; body?: unknown; url: string }[] = [];
  let current = apiTokenListSchema.parse(list);
  let currentHooks = webhookEndpointListSchema.parse(hooks);
  server.use(
    http.get("/api/studio/webhooks", () => HttpResponse.json(currentHooks)),
    http.post("/api/studio/webhooks", async ({ request }) => {
      const body = (await request.json()) as { url: string; description: string; events: WebhookEndpoint["events"] };
      requests.push({ method: "POST", body, url: request.url });
      const endpoint = anEndpoint({ url: body.url, description: body.description, events: body.events, secretPrefix: HOOK_SECRET.slice(0, 12) });
      currentHooks = { ...currentHooks, endpoints: [endpoint, ...currentHooks.endpoints] };
      return HttpResponse.json(createdWebhookEndpointSchema.parse({ endpoint, secret: HOOK_SECRET }), { status: 201 });
    }),
    http.get("/api/studio/webhooks/:id/deliveries", () => HttpResponse.json(webhookDeliveryListSchema.parse({ deliveries }))),
    http.post("/api/studio/webhooks/:id/deliveries/:deliveryId/resend", ({ request, params }) => {
      requests.push({ method: "POST", url: request.url });
      const original = deliveries.find((d) => d.id === params.deliveryId)!;
      return HttpResponse.json(webhookDeliverySchema.parse({ ...original, id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b", status: "pendente", attempts: 0, attemptsLog: [], resentFrom: original.id }), { status: 201 });
    }),
    http.get("/api/studio/api-tokens", ({ request }) => {
      requests.push({ method: "GET", url: request.url });
      return HttpResponse.json(current);
    }),
    http.post("/api/studio/api-tokens", async ({ request }) => {
      const body = (await request.json()) as { name: string; scope: ApiToken["scope"] };
      requests.push({ method: "POST", body, url: request.url });
      const token = aToken({ id: "6c2f3d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", name: body.name, scope: body.scope, prefix: SECRET.slice(0, 12), createdAt: "2026-12-03T10:15:00.000Z" });
      current = { ...current, tokens: [token, ...current.tokens] };
      return HttpResponse.json(createdApiTokenSchema.parse({ token, secret: SECRET }), { status: 201 });
    }),
    http.delete("/api/studio/api-tokens/:id", ({ params, request }) => {
      requests.push({ method: "DELETE", url: request.url });
      current = { ...current, tokens: current.tokens.map((t) => (t.id === params.id ? { ...t, revokedAt: "2026-12-03T10:20:00.000Z" } : t)) };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  render(<Toaster />);
  const view = renderPage(<IntegrationsCard role={role} />, { routes: [{ path: "/dashboard/planos", element: <h1>Planos</h1> }] });
  return { ...view, requests };
}

const card = () => screen.findByRole("region", { name: "Integrações" });

describe("Configurações → Integrações (R-API-1)", () => {
  it("lists each token with its access, creation and last use (dd/MM/yyyy HH:mm), never its text", async () => {
    showCard({
      tokens: [aToken({ lastUsedAt: "2026-12-02T18:42:00.000Z", scope: "escrita", name: "Site" }), aToken({ id: "7d3a4e5f-6b7c-4d8e-9f0a-1b2c3d4e5f6a" })],
      allowedScopes: ["leitura", "escrita"],
    });
    const list = await within(await card()).findByRole("list");
    const [site, erp] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(site.textContent).toContain(`Site prt_AbCd1234…`);
    expect(site.textContent).toContain(`Leitura e escrita · criado em ${local("2026-11-30T13:05:00.000Z")} por Maria Clara Souza · último uso: ${local("2026-12-02T18:42:00.000Z")}`);
    expect(erp.textContent).toContain("Leitura · criado em");
    expect(erp.textContent).toContain("último uso: nunca usado");
  });

  it("creates a token with the chosen access and shows its text once, with a copy button", async () => {
    const user = userEvent.setup();
    const { requests } = showCard({ tokens: [], allowedScopes: ["leitura", "escrita"] });
    const region = await card();
    expect(await within(region).findByText("Nenhum token criado ainda.")).toBeTruthy();
    const scope = within(region).getByLabelText<HTMLSelectElement>("Acesso");
    expect([...scope.options].map((o) => o.textContent)).toEqual(["Leitura", "Leitura e escrita"]);

    await user.type(within(region).getByLabelText("Nome do token"), "Planilha de obras");
    await user.selectOptions(scope, "escrita");
    await user.click(within(region).getByRole("button", { name: "Criar token" }));

    const shown = await within(region).findByRole("status");
    expect(shown.textContent).toContain("Token “Planilha de obras” criado. Copie-o agora: ele não será mostrado de novo.");
    expect(within(shown).getByLabelText("Texto do token").textContent).toBe(SECRET);
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({ name: "Planilha de obras", scope: "escrita" });

    await user.click(within(shown).getByRole("button", { name: "Copiar token" }));
    await findToast("Token copiado.");
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // The list now has it, by its first characters only; "Já copiei" takes the text away for good.
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(1));
    await user.click(within(shown).getByRole("button", { name: "Já copiei" }));
    expect(within(region).queryByRole("status")).toBeNull();
    expect(region.textContent).not.toContain(SECRET);
    expect(region.textContent).toContain(`Planilha de obras ${SECRET.slice(0, 12)}…`);
  });

  it("revokes after confirming, and shows when", async () => {
    const user = userEvent.setup();
    const { requests } = showCard({ tokens: [aToken()], allowedScopes: ["leitura"] });
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: "Revogar o token ERP do escritório" }));
    const dialog = await screen.findByRole("dialog", { name: "Revogar token?" });
    await user.click(within(dialog).getByRole("button", { name: "Revogar" }));
    await findToast("Token “ERP do escritório” revogado.");
    expect(requests.filter((r) => r.method === "DELETE").map((r) => new URL(r.url).pathname)).toEqual(["/api/studio/api-tokens/5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e"]);
    expect(await within(region).findByText(`Revogado em ${local("2026-12-03T10:20:00.000Z")}`)).toBeTruthy();
    expect(within(region).queryByRole("button", { name: /^Revogar/ })).toBeNull();
  });

  it("on Esboço explains why there is no token and links to Planos, without a form", async () => {
    const user = userEvent.setup();
    showCard({ tokens: [], allowedScopes: [] });
    const region = await card();
    expect((await within(region).findByText(/O plano do estúdio não inclui a integração via API\./)).textContent).toContain("Projeto Avançado (leitura)");
    expect(within(region).queryByRole("button", { name: "Criar token" })).toBeNull();
    await user.click(within(region).getByRole("link", { name: "Ver os planos" }));
    expect(await screen.findByRole("heading", { name: "Planos" })).toBeTruthy();
  });

  it("is not shown to a member, who asks the server nothing", async () => {
    const { requests } = showCard({ tokens: [aToken()], allowedScopes: ["leitura"] }, "member");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Integrações" })).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe("Configurações → Integrações → Webhooks (R-HOOK-1, R-HOOK-4)", () => {
  it("on a plan without webhooks says which plan has them, without a form", async () => {
    showCard({ tokens: [], allowedScopes: ["leitura", "escrita"] });
    const region = await card();
    expect(await within(region).findByText(/Os webhooks fazem parte do plano Obra-Prima\./)).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Adicionar webhook" })).toBeNull();
  });

  it("adds an endpoint with the chosen events and shows its secret once", async () => {
    const user = userEvent.setup();
    const { requests } = showCard({ tokens: [], allowedScopes: ["leitura", "escrita", "webhooks"] }, "owner", { endpoints: [], available: true });
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: "Adicionar webhook" }));
    expect(await within(region).findByText("Escolha pelo menos um evento.")).toBeTruthy();
    await user.type(within(region).getByLabelText("URL do webhook (HTTPS)"), "https://erp.exemplo.com.br/webhooks");
    await user.click(within(region).getByRole("checkbox", { name: /Etapa do projeto alterada/ }));
    await user.click(within(region).getByRole("checkbox", { name: /Cliente cadastrado/ }));
    await user.click(within(region).getByRole("checkbox", { name: "Cobrança paga pelo cliente cobranca.paga" }));
    await user.click(within(region).getByRole("button", { name: "Adicionar webhook" }));
    const shown = await within(region).findByRole("status");
    expect(within(shown).getByLabelText("Segredo do webhook").textContent).toBe(HOOK_SECRET);
    expect(requests.find((r) => r.method === "POST" && r.url.endsWith("/webhooks"))?.body).toEqual({ url: "https://erp.exemplo.com.br/webhooks", description: "", events: ["projeto.etapa_alterada", "cliente.criado", "cobranca.paga"] });
    await user.click(within(shown).getByRole("button", { name: "Já copiei" }));
    expect(region.textContent).not.toContain(HOOK_SECRET);
    expect(await within(region).findByText("https://erp.exemplo.com.br/webhooks")).toBeTruthy();
  });

  it("lists an endpoint's deliveries with each attempt, and re-sends one", async () => {
    const user = userEvent.setup();
    const delivery: WebhookDelivery = {
      id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
      eventId: "evt_3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
      type: "projeto.etapa_alterada",
      status: "entregue",
      attempts: 2,
      nextAttemptAt: null,
      createdAt: "2026-12-02T14:00:00.000Z",
      deliveredAt: "2026-12-02T14:01:00.000Z",
      resentFrom: null,
      attemptsLog: [
        { number: 2, at: "2026-12-02T14:01:00.000Z", statusCode: 200, durationMs: 1234, responseExcerpt: "ok", error: null },
        { number: 1, at: "2026-12-02T14:00:00.000Z", statusCode: 500, durationMs: 87, responseExcerpt: "Erro interno", error: "O destino respondeu 500." },
      ],
    };
    const { requests } = showCard({ tokens: [], allowedScopes: ["leitura", "escrita", "webhooks"] }, "owner", { endpoints: [anEndpoint({ failingSince: null })], available: true }, [delivery]);
    const region = await card();
    await user.click(await within(region).findByRole("button", { name: "Entregas do webhook https://erp.exemplo.com.br/webhooks" }));
    const list = await within(region).findByRole("list", { name: "Entregas do webhook" });
    const item = within(list).getAllByRole("listitem")[0]!;
    expect(item.textContent).toContain(`Etapa do projeto alterada · Entregue · ${local("2026-12-02T14:00:00.000Z")}`);
    expect(item.textContent).toContain("2 tentativas · última: 200 em 1.234 ms");
    expect(item.textContent).toContain("HTTP 500 (87 ms) — O destino respondeu 500.");
    await user.click(within(item).getByRole("button", { name: `Reenviar o evento ${delivery.eventId}` }));
    await findToast("Entrega reenviada: o mesmo evento, com o mesmo id.");
    expect(requests.filter((r) => r.url.endsWith("/resend")).map((r) => new URL(r.url).pathname)).toEqual([`/api/studio/webhooks/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/deliveries/${delivery.id}/resend`]);
  });
});
