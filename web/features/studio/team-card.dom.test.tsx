import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import type { Me } from "#domain/account";
import { apiErrorBodySchema } from "#domain/errors";
import { invitationInputSchema, invitationSchema, memberSchema, studioSchema, type Member, type Studio } from "#domain/studios.schema";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { aMe, studioRef } from "#web/test/fixtures";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast, toastTitles } from "#web/test/toasts";
import { TeamCard } from "./team-card";

afterEach(() => {
  sonner.dismiss();
});

const STUDIO_ID = "7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f";
const SINCE = "2026-01-10T15:00:00.000Z";

const member = (userId: string, name: string, email: string, role: Member["role"]): Member =>
  memberSchema.parse({ id: crypto.randomUUID(), userId, name, email, role, since: SINCE });

const MARIA = member("u1", "Maria Clara Souza", "maria@example.com", "owner");
const BIA = member("u2", "Bia Lima", "bia@example.com", "member");
const CAIO = member("u3", "Caio Rocha", "caio@example.com", "admin");

/** Clara's studio on Projeto Premium, seen by `role` (Maria is the owner; as `member` the viewer is Bia). */
function studio(role: Studio["role"], changes: Partial<Studio> = {}): Studio {
  return studioSchema.parse({
    id: STUDIO_ID,
    name: "Estúdio Clara",
    role,
    plan: "premium",
    trialEndsAt: "2026-06-20T15:00:00.000Z",
    seats: { used: 4, limit: 5 },
    members: [MARIA, BIA, CAIO],
    invitations:
      role === "member"
        ? []
        : [
            invitationSchema.parse({
              id: crypto.randomUUID(),
              email: "davi@example.com",
              role: "member",
              invitedBy: { id: "u1", name: "Maria Clara Souza" },
              createdAt: "2026-03-01T15:00:00.000Z",
              expiresAt: "2026-03-08T15:00:00.000Z",
            }),
          ],
    ...changes,
  });
}

/** GET /api/studio answering `answer`; returns how many times it was asked. */
function studioApi(answer: () => Studio) {
  const asked = { count: 0 };
  server.use(http.get("/api/studio", () => ((asked.count += 1), HttpResponse.json(answer()))));
  return asked;
}

function showCard(me: Me) {
  const enterStudio = vi.fn<DashboardContext["enterStudio"]>(() => Promise.resolve(me));
  const context: DashboardContext = { me, enterStudio };
  const view = renderPage(
    <>
      <TeamCard />
      <Toaster />
    </>,
    {
      url: "/dashboard/configuracoes",
      path: "/dashboard/configuracoes",
      outletContext: context,
      routes: [{ path: "/dashboard/planos", element: <h1>Planos</h1> }],
    },
  );
  return { ...view, enterStudio };
}

// Each also belongs to another studio: nobody leaves or deletes their only one.
const owner = aMe({ studio: studioRef("Estúdio Clara", "owner", STUDIO_ID), studios: [studioRef("Ateliê Norte", "member")] });
const plainMember = aMe({
  id: "u2",
  name: "Bia Lima",
  email: "bia@example.com",
  studio: studioRef("Estúdio Clara", "member", STUDIO_ID),
  studios: [studioRef("Bia Lima", "owner")],
});

describe("settings → Equipe", () => {
  it("offers neither leaving nor deleting someone's only studio, and an admin invites members only", async () => {
    studioApi(() => studio("admin"));
    showCard(aMe({ id: "u3", name: "Caio Rocha", email: "caio@example.com", studio: studioRef("Estúdio Clara", "admin", STUDIO_ID) }));
    const card = await screen.findByRole("region", { name: "Equipe" });
    await within(card).findByText("Este é o seu único estúdio: ele não pode ser excluído nem deixado. Você pode renomeá-lo e convidar a sua equipe.");
    expect(within(card).queryByRole("button", { name: "Sair do estúdio" })).toBeNull();
    const roles = within(card).getByRole<HTMLSelectElement>("combobox", { name: "Papel" });
    expect([...roles.options].map((o) => o.text)).toEqual(["Membro"]);
  });

  it("shows the seats, the team with roles and since when, and the pending invitations", async () => {
    studioApi(() => studio("owner"));
    showCard(owner);
    const card = await screen.findByRole("region", { name: "Equipe" });
    await within(card).findByText("4 de 5 usuários");
    const rows = within(card).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual([
      "Maria Clara Souza (você)maria@example.com",
      "Bia Limabia@example.com",
      "Caio Rochacaio@example.com",
    ]);
    expect(within(rows[0]!).getByText("Proprietário")).toBeTruthy();
    expect(within(rows[0]!).getByText("Desde 10/01/2026")).toBeTruthy();
    // The owner changes the others' roles, hands the studio over or removes them; not their own row.
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Papel de Bia Lima" }).value).toBe("member");
    expect(screen.getByRole("button", { name: "Transferir propriedade para Caio Rocha" })).toBeTruthy();
    expect(within(rows[0]!).queryAllByRole("button")).toEqual([]);
    expect(screen.getByText("davi@example.com")).toBeTruthy();
    expect(screen.getByText("Membro · Expira em 08/03/2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancelar convite para davi@example.com" })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nome do estúdio").value).toBe("Estúdio Clara");
    expect(screen.getByRole("button", { name: "Excluir estúdio" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sair do estúdio" })).toBeNull();
  });

  it("invites by e-mail with a role, says so in a toast and shows the studio again", async () => {
    const asked = studioApi(() => studio("owner"));
    let sent: unknown;
    server.use(
      http.post("/api/studio/invitations", async ({ request }) => {
        sent = invitationInputSchema.parse(await request.json());
        return HttpResponse.json(
          invitationSchema.parse({
            id: crypto.randomUUID(),
            email: "eva@example.com",
            role: "admin",
            invitedBy: { id: "u1", name: "Maria Clara Souza" },
            createdAt: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          }),
          { status: 201 },
        );
      }),
    );
    showCard(owner);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail do convidado"), " Eva@Example.com ");
    await user.selectOptions(screen.getByLabelText("Papel"), "Administrador");
    await user.click(screen.getByRole("button", { name: "Convidar" }));

    await findToast("Convite enviado para eva@example.com.");
    expect(sent).toEqual({ email: "eva@example.com", role: "admin" });
    expect(screen.getByLabelText<HTMLInputElement>("E-mail do convidado").value).toBe("");
    await waitFor(() => expect(asked.count).toBe(2));
  });

  it("a 402 (every seat taken) is a toast with the server's message and a way to the plans", async () => {
    studioApi(() => studio("owner", { seats: { used: 5, limit: 5 } }));
    const message = "O plano Projeto Premium permite até 5 usuários (membros e convites pendentes). Para convidar mais, veja /dashboard/planos.";
    server.use(
      http.post("/api/studio/invitations", () =>
        HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "quota_exceeded", message } }), { status: 402 }),
      ),
    );
    const { router } = showCard(owner);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-mail do convidado"), "eva@example.com");
    await user.click(screen.getByRole("button", { name: "Convidar" }));

    const toast = await findToast("Limite de usuários do plano atingido");
    expect(within(toast).getByText(message)).toBeTruthy();
    await user.click(within(toast).getByRole("button", { name: "Ver planos" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/planos"));
  });

  it("a plain member sees the team but no invite form, no invitations and no actions, and may leave", async () => {
    studioApi(() => studio("member"));
    showCard(plainMember);
    await screen.findByText("Caio Rocha");
    expect(screen.queryByLabelText("E-mail do convidado")).toBeNull();
    expect(screen.queryByRole("button", { name: "Convidar" })).toBeNull();
    expect(screen.queryByText("Convites pendentes")).toBeNull();
    expect(screen.queryByLabelText("Nome do estúdio")).toBeNull();
    expect(screen.queryAllByRole("combobox")).toEqual([]);
    expect(screen.queryByRole("button", { name: /^Remover/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Excluir estúdio" })).toBeNull();
    expect(screen.getByRole("button", { name: "Sair do estúdio" })).toBeTruthy();
  });

  it("an admin removes plain members only", async () => {
    studioApi(() => studio("admin"));
    showCard(aMe({ id: "u3", name: "Caio Rocha", email: "caio@example.com", studio: studioRef("Estúdio Clara", "admin", STUDIO_ID) }));
    await screen.findByRole("button", { name: "Remover Bia Lima" });
    expect(screen.queryByRole("button", { name: "Remover Maria Clara Souza" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Transferir/ })).toBeNull();
    expect(screen.queryAllByRole("combobox", { name: /^Papel de/ })).toEqual([]);
    expect(screen.getByLabelText("E-mail do convidado")).toBeTruthy();
  });

  it("removing asks first, then DELETEs the membership, toasts and shows the studio again", async () => {
    let team = [MARIA, BIA, CAIO];
    const asked = studioApi(() => studio("owner", { members: team }));
    const deleted: string[] = [];
    server.use(
      http.delete("/api/studio/members/:id", ({ params }) => {
        deleted.push(String(params.id));
        team = team.filter((m) => m.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    showCard(owner);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remover Bia Lima" }));
    const dialog = await screen.findByRole("dialog", { name: "Remover Bia Lima do estúdio?" });
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Remover" }));

    await findToast("Bia Lima não faz mais parte do estúdio.");
    expect(deleted).toEqual([BIA.id]);
    await waitFor(() => expect(screen.queryByText("Bia Lima")).toBeNull());
    expect(asked.count).toBe(2);
  });

  it("a refused removal stays in the dialog with the server's message", async () => {
    studioApi(() => studio("owner"));
    server.use(
      http.delete("/api/studio/members/:id", () =>
        HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "forbidden", message: "Só o proprietário remove administradores." } }), { status: 403 }),
      ),
    );
    showCard(owner);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remover Caio Rocha" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Remover" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty("textContent", "Só o proprietário remove administradores.");
    expect(toastTitles()).toEqual([]);
  });

  it("the owner changes a role with the member's select (PATCH with the membership id)", async () => {
    let team = [MARIA, BIA, CAIO];
    studioApi(() => studio("owner", { members: team }));
    let patched: unknown;
    server.use(
      http.patch("/api/studio/members/:id", async ({ params, request }) => {
        patched = { id: params.id, ...(await request.json() as object) };
        team = team.map((m) => (m.id === params.id ? { ...m, role: "admin" } : m));
        return HttpResponse.json(team.find((m) => m.id === params.id));
      }),
    );
    showCard(owner);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Papel de Bia Lima" }), "Administrador");
    await findToast("Bia Lima agora é Administrador.");
    expect(patched).toEqual({ id: BIA.id, role: "admin" });
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Papel de Bia Lima" }).value).toBe("admin");
  });

  it("leaving asks first, then the layout takes the session to the next studio", async () => {
    studioApi(() => studio("member"));
    let left = 0;
    server.use(http.post("/api/studio/leave", () => ((left += 1), new HttpResponse(null, { status: 204 }))));
    const { enterStudio } = showCard(plainMember);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sair do estúdio" }));
    const dialog = await screen.findByRole("dialog", { name: "Sair do estúdio Estúdio Clara?" });
    await user.click(within(dialog).getByRole("button", { name: "Sair do estúdio" }));
    await findToast("Você saiu do estúdio Estúdio Clara.");
    expect(left).toBe(1);
    expect(enterStudio).toHaveBeenCalledWith();
  });

  it("deleting the studio says it deletes every client and project, then DELETEs it", async () => {
    studioApi(() => studio("owner"));
    let deleted = 0;
    server.use(http.delete("/api/studio", () => ((deleted += 1), new HttpResponse(null, { status: 204 }))));
    const { enterStudio } = showCard(owner);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Excluir estúdio" }));
    const dialog = await screen.findByRole("dialog", { name: "Excluir o estúdio Estúdio Clara?" });
    expect(dialog.textContent).toContain("Todos os clientes e projetos do estúdio Estúdio Clara serão excluídos");
    await user.click(within(dialog).getByRole("button", { name: "Excluir estúdio" }));
    await findToast("Estúdio Estúdio Clara excluído.");
    expect(deleted).toBe(1);
    expect(enterStudio).toHaveBeenCalledOnce();
  });
});
