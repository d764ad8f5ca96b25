import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { adminUpgradeRequestSchema, type AdminUpgradeRequest } from "#domain/studios.schema";
import type { AdminSuggestion } from "#domain/suggestions.schema";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { AdminPage } from "./admin-page";

afterEach(() => {
  sonner.dismiss();
});

const request = (studio: string, plan: AdminUpgradeRequest["plan"], by: string): AdminUpgradeRequest =>
  adminUpgradeRequestSchema.parse({
    id: crypto.randomUUID(),
    plan,
    status: "pending",
    createdAt: "2026-03-05T15:00:00.000Z",
    studio: { id: crypto.randomUUID(), name: studio, plan: "esboco", members: 1 },
    requestedBy: { name: by, email: `${by.split(" ")[0]!.toLowerCase()}@example.com` },
    owner: { name: by, email: `${by.split(" ")[0]!.toLowerCase()}@example.com` },
    grantedAt: null,
    grantedBy: null,
  });

/** The pending list as the server keeps it: a grant takes the request out; the suggestions as given. */
function adminApi(pending: AdminUpgradeRequest[], suggestions: AdminSuggestion[] = []) {
  const granted: string[] = [];
  server.use(
    http.get("/api/admin/suggestions", () => HttpResponse.json(suggestions)),
    http.get("/api/admin/cub-tables", () => HttpResponse.json([])),
    http.get("/api/admin/upgrade-requests", () => HttpResponse.json(pending.filter((r) => !granted.includes(r.id)))),
    http.post("/api/admin/upgrade-requests/:id/grant", ({ params }) => {
      granted.push(String(params.id));
      const r = pending.find((p) => p.id === params.id)!;
      return HttpResponse.json({ ...r, status: "granted", grantedAt: new Date().toISOString(), grantedBy: { id: "u9", name: "Equipe" } });
    }),
    // Granting may change the admin's own studio: the session is asked again.
    http.get("/api/session", () => HttpResponse.json({ user: null })),
  );
  return granted;
}

function open() {
  return renderPage(
    <>
      <AdminPage />
      <Toaster />
    </>,
    { url: "/dashboard/admin", path: "/dashboard/admin" },
  );
}

describe("admin page: pending plan requests", () => {
  it("lists each request with the studio, the plans, who asked, the owner and the day", async () => {
    adminApi([request("Estúdio Clara", "premium", "Maria Clara Souza")]);
    open();
    const row = (await screen.findByText("Estúdio Clara")).closest("tr")!;
    const cells = within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      "Estúdio Clara1 membro",
      "Esboço → Projeto Premium",
      "Maria Clara Souzamaria@example.com",
      "Maria Clara Souzamaria@example.com",
      "05/03/2026",
    ]);
  });

  it("granting asks first, POSTs the grant, toasts and takes the row out", async () => {
    const clara = request("Estúdio Clara", "premium", "Maria Clara Souza");
    const bia = request("Atelier Bia", "avancado", "Bia Lima");
    const granted = adminApi([clara, bia]);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Liberar Projeto Premium para Estúdio Clara" }));
    const dialog = await screen.findByRole("dialog", { name: "Liberar o plano Projeto Premium para Estúdio Clara?" });
    expect(granted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Liberar plano" }));

    await findToast("Plano Projeto Premium liberado para Estúdio Clara.");
    expect(granted).toEqual([clara.id]);
    await waitFor(() => expect(screen.queryByText("Estúdio Clara")).toBeNull());
    expect(screen.getByText("Atelier Bia")).toBeTruthy();
  });

  it("says when nothing is pending", async () => {
    adminApi([]);
    open();
    expect(await screen.findByText("Nenhum pedido de plano pendente.")).toBeTruthy();
  });
});

describe("admin page: suggestions (R-SUGG-3)", () => {
  const suggestion: AdminSuggestion = {
    id: "8f7a3c8e-1f7b-4f4e-9a1c-2b3c4d5e6f70",
    name: "Ana",
    type: "bug",
    urgency: "crítica",
    text: "O PDF do orçamento sai em branco.",
    createdAt: "2026-03-05T15:00:00.000Z",
    triage: { feasibility: "alta", estimate: "1 a 2 dias", reply: "Olá, Ana! Obrigado por reportar este problema.", provider: "offline" },
    sender: { name: "Ana Souza", email: "ana@example.com" },
    studio: { id: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b", name: "Souza Arquitetura" },
  };

  it("lists each suggestion with the day, who sent it and from which studio, type, urgency, text and triage", async () => {
    adminApi([], [suggestion, { ...suggestion, id: "2b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b", triage: null, sender: null, studio: null }]);
    open();
    const section = screen.getByRole("region", { name: "Sugestões" });
    await waitFor(() => expect(within(section).getAllByRole("row")).toHaveLength(3)); // the heading row and two
    const row = within(section).getAllByRole("row")[1]!;
    const cells = within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual([
      "05/03/2026",
      "AnaAna Souza · ana@example.comSouza Arquitetura",
      "Reportar bugUrgência crítica",
      "O PDF do orçamento sai em branco.",
      "Viabilidade: AltaTempo estimado: 1 a 2 diasResposta: Olá, Ana! Obrigado por reportar este problema.Triagem pelas regras offline",
    ]);
    const orphan = within(section).getAllByRole("row")[2]!;
    expect(orphan.textContent).toContain("Conta excluída");
    expect(orphan.textContent).toContain("Estúdio excluído");
    expect(orphan.textContent).toContain("Triagem pendente");
  });

  it("says when there are none", async () => {
    adminApi([]);
    open();
    expect(await screen.findByText("Nenhuma sugestão recebida.")).toBeTruthy();
  });
});

describe("admin page: CUB tables (R-BUDGET-9)", () => {
  it("previews a pasted table with the errors per line, publishes it once clean, and lists it with who and when", async () => {
    adminApi([]);
    const published: unknown[] = [];
    const table = { uf: "PR", month: "2026-10", regime: "desonerado", entity: "Sinduscon-PR", source: "https://sinduscon-pr.com.br/cub", values: { "R1-B": 2010.5, "R1-N": 2450.2, "R1-A": 3010.8 } };
    const sent: string[] = [];
    server.use(
      http.get("/api/admin/cub-tables", () => HttpResponse.json(published)),
      http.post("/api/admin/cub-tables/preview", async ({ request: req }) => {
        const { text } = (await req.json()) as { text: string };
        const bad = text.includes("R9-N");
        return HttpResponse.json({
          errors: bad ? [{ line: 6, message: "Linha 6: o código “R9-N” não é um projeto-padrão da NBR 12721." }] : [],
          notices: ["A tabela não traz RP1Q, PIS, GI: quem usar esses códigos informa o valor."],
          rows: [{ code: "R1-N", value: 2450.2, line: 5, previous: 2400, change: 0.0209 }],
          previous: { month: "2026-09", source: "https://sinduscon-pr.com.br/cub-09" },
          table: bad ? null : table,
          replaces: null,
        });
      }),
      http.post("/api/admin/cub-tables", async ({ request: req }) => {
        sent.push(((await req.json()) as { text: string }).text);
        const row = { id: crypto.randomUUID(), ...table, publishedAt: "2026-11-03T13:00:00.000Z", publishedBy: { id: "u1", name: "Equipe Prancheta" }, replacedAt: null };
        published.push(row);
        return HttpResponse.json(row, { status: 201 });
      }),
    );
    open();
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Tabelas do CUB" });
    expect(await within(card).findByText("Nenhuma tabela publicada ainda: os estúdios usam só as tabelas incluídas no produto.")).toBeTruthy();
    const box = within(card).getByLabelText("Tabela do CUB (texto ou CSV)");
    await user.click(box);
    await user.paste("UF: PR\nMês: 2026-10\nRegime: Desonerado\nFonte: https://sinduscon-pr.com.br/cub\nR1-N; 2.450,20\nR9-N; 2.100,00");
    const publish = within(card).getByRole("button", { name: "Publicar para todos os estúdios" });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(card).getByRole("button", { name: "Pré-visualizar" }));
    const alert = await within(card).findByRole("alert");
    expect(within(alert).getByText("1 erro: corrija-o para publicar.")).toBeTruthy();
    expect(within(alert).getByText("Linha 6: o código “R9-N” não é um projeto-padrão da NBR 12721.")).toBeTruthy();
    expect((publish as HTMLButtonElement).disabled).toBe(true);

    await user.clear(box);
    await user.paste("UF: PR\nMês: 2026-10\nRegime: Desonerado\nFonte: https://sinduscon-pr.com.br/cub\nR1-N; 2.450,20");
    await user.click(within(card).getByRole("button", { name: "Pré-visualizar" }));
    expect(await within(card).findByText("Tabela de PR, out/2026 (Desonerado, Sinduscon-PR) pronta para publicar.")).toBeTruthy();
    const values = within(card).getByRole("table", { name: "Valores lidos" });
    expect(within(values).getAllByRole("row")[1]!.textContent!.replace(/\u00a0/g, " ")).toBe("5R1-N Residência unifamiliar padrão normalR$ 2.450,20R$ 2.400,00+2,1%");
    await user.click(publish);
    await findToast("Tabela publicada");
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(within(card).getByRole("cell", { name: "PR, out/2026" })).toBeTruthy());
    expect(within(card).getByRole("cell", { name: /Equipe Prancheta/ })).toBeTruthy();
    expect(within(card).getByRole("cell", { name: "Em vigor" })).toBeTruthy();
  });
});
