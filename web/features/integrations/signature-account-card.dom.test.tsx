import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { signatureAccountSchema, type SignatureAccount, type SignatureAccountInput } from "#domain/provider-signature.schema";
import type { StudioRole } from "#domain/studios";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { findToast } from "#web/test/toasts";
import { SignatureAccountCard } from "./signature-account-card";

/** R-CONTRACT-7: the owner or an admin connects the studio's ZapSign token in Configurações; the others cannot. */

afterEach(() => {
  sonner.dismiss();
});

const TOKEN = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b9f7e";
const REFUSED = "A ZapSign recusou este token: confira se copiou o token inteiro (Configurações → Integração → Token de API, na ZapSign).";
const WAIT = { timeout: 10_000 };

const account = (over: Partial<SignatureAccount> = {}): SignatureAccount =>
  signatureAccountSchema.parse({ available: true, connected: false, provider: "zapsign", providerLabel: "ZapSign", apiTokenHint: null, connectedAt: null, ...over });

/** dd/MM/yyyy in the test's local zone, as the card shows a day. */
function localDay(iso: string) {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
}

function showCard(start: SignatureAccount, role: StudioRole = "owner", { refuse = false } = {}) {
  const requests: { method: string; body?: unknown }[] = [];
  let current = start;
  server.use(
    http.get("/api/studio/signature-account", () => {
      requests.push({ method: "GET" });
      return role === "member" ? HttpResponse.json({ error: { code: "forbidden", message: "Só o proprietário ou um administrador do estúdio pode conectar a ZapSign." } }, { status: 403 }) : HttpResponse.json(current);
    }),
    http.put("/api/studio/signature-account", async ({ request }) => {
      const body = (await request.json()) as SignatureAccountInput;
      requests.push({ method: "PUT", body });
      if (refuse) return HttpResponse.json({ error: { code: "validation_error", message: "Dados inválidos.", fields: { apiToken: REFUSED } } }, { status: 422 });
      current = account({ connected: true, apiTokenHint: body.apiToken.slice(-4), connectedAt: "2026-12-03T14:00:00.000Z" });
      return HttpResponse.json(current);
    }),
    http.delete("/api/studio/signature-account", () => {
      requests.push({ method: "DELETE" });
      current = account();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  render(<Toaster />);
  renderPage(<SignatureAccountCard role={role} />);
  return { requests };
}

const card = () => screen.findByRole("region", { name: "Assinatura eletrônica (ZapSign)" });

describe("Configurações → Assinatura eletrônica (ZapSign) (R-CONTRACT-7)", () => {
  it("puts ZapSign's refusal of the token under the field, in pt-BR", async () => {
    const user = userEvent.setup();
    const { requests } = showCard(account(), "owner", { refuse: true });
    const region = await card();
    expect((await within(region).findByText("Não conectada.", {}, WAIT)).tagName).toBe("STRONG");
    const field = within(region).getByLabelText("Token de API da ZapSign");
    expect(field.getAttribute("type")).toBe("password");

    await user.type(field, TOKEN);
    await user.click(within(region).getByRole("button", { name: "Conectar a ZapSign" }));

    expect(await within(region).findByText(REFUSED, {}, WAIT)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(within(region).getByText(REFUSED).id);
    expect(requests.filter((r) => r.method === "PUT")).toEqual([{ method: "PUT", body: { apiToken: TOKEN } }]);
  });

  it("refuses a token too short before asking the server", async () => {
    const user = userEvent.setup();
    const { requests } = showCard(account());
    const region = await card();
    await user.type(await within(region).findByLabelText("Token de API da ZapSign", {}, WAIT), "curto");
    await user.click(within(region).getByRole("button", { name: "Conectar a ZapSign" }));
    expect(await within(region).findByText(/^Token de API da ZapSign inválido: copie-o inteiro/, {}, WAIT)).toBeTruthy();
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("connects, shows since when and the token's end, and disconnects only after confirming", async () => {
    const user = userEvent.setup();
    const { requests } = showCard(account());
    const region = await card();
    await user.type(await within(region).findByLabelText("Token de API da ZapSign", {}, WAIT), TOKEN);
    await user.click(within(region).getByRole("button", { name: "Conectar a ZapSign" }));

    await findToast("ZapSign conectada");
    await waitFor(() => expect(region.textContent).toContain(`Conectada com o token terminado em ••••9f7e, desde ${localDay("2026-12-03T14:00:00.000Z")}.`), WAIT);
    expect(within(region).queryByLabelText("Token de API da ZapSign")).toBeNull();
    expect(region.textContent).not.toContain(TOKEN);

    await user.click(within(region).getByRole("button", { name: "Desconectar a ZapSign" }));
    const dialog = await screen.findByRole("dialog", { name: "Desconectar a ZapSign?" }, WAIT);
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(requests.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(region).getByRole("button", { name: "Desconectar a ZapSign" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Desconectar a ZapSign?" }, WAIT)).getByRole("button", { name: "Desconectar" }));
    await findToast("ZapSign desconectada");
    expect(await within(region).findByLabelText("Token de API da ZapSign", {}, WAIT)).toBeTruthy();
    expect(requests.filter((r) => r.method === "DELETE")).toHaveLength(1);
  });

  it("a member sees who manages it, with no form and no request the server would refuse", async () => {
    const { requests } = showCard(account({ connected: true, apiTokenHint: "9f7e", connectedAt: "2026-12-03T14:00:00.000Z" }), "member");
    const region = await card();
    expect(region.textContent).toContain("Só o proprietário ou um administrador do estúdio conecta e desconecta a conta ZapSign.");
    expect(within(region).queryByRole("textbox")).toBeNull();
    expect(within(region).queryByLabelText("Token de API da ZapSign")).toBeNull();
    expect(within(region).queryByRole("button")).toBeNull();
    expect(requests).toEqual([]);
  });

  it("says so when the server cannot keep the token", async () => {
    showCard(account({ available: false }));
    const region = await card();
    expect((await within(region).findByRole("alert", {}, WAIT)).textContent).toBe("A conexão com a ZapSign não está disponível neste servidor. Fale com o suporte da Prancheta.");
    expect(within(region).queryByLabelText("Token de API da ZapSign")).toBeNull();
  });
});
