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
import { IntegrationsCard } from "./integrations-card";

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
function showCard(list: ApiTokenList, role: StudioRole = "owner") {
  const requests: { method: string; body?: unknown; url: string }[] = [];
  let current = apiTokenListSchema.parse(list);
  server.use(
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
