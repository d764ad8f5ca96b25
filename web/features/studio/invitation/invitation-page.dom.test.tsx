import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { sessionStateSchema, type Me } from "#domain/account";
import { apiErrorBodySchema } from "#domain/errors";
import { invitationPreviewSchema, type InvitationPreview } from "#domain/studios.schema";
import { SESSION_QUERY_KEY } from "#web/lib/session";
import { aMe, studioRef } from "#web/test/fixtures";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { InvitationPage } from "./invitation-page";

afterEach(() => {
  sonner.dismiss();
});

const TOKEN = "Qx7_kP2-mN4vB8cR1tY6uI0oL3aS5dF9gH2jK4lZ8xW";
const PAGE = `/convite/${TOKEN}`;
const BACK = encodeURIComponent(PAGE);
const ATELIER = studioRef("Atelier Bia", "member", "2b9e4c1a-3d5f-4a6b-8c7d-9e0f1a2b3c4d");

function invitation(changes: Partial<InvitationPreview> = {}): InvitationPreview {
  return invitationPreviewSchema.parse({
    studioName: "Atelier Bia",
    invitedByName: "Bia Lima",
    email: "caio@example.com",
    role: "member",
    expiresAt: "2026-03-08T15:00:00.000Z",
    state: "pending",
    ...changes,
  });
}

/** The link's page with `preview` (or a 404) for `session` (null: a visitor). */
function open(preview: InvitationPreview | 404, session: Me | null, url = PAGE) {
  let previews = 0;
  server.use(
    http.get("/api/session", () => HttpResponse.json(sessionStateSchema.parse({ user: session }))),
    http.get(`/api/invitations/${TOKEN}`, () => {
      previews += 1;
      return preview === 404
        ? HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "not_found", message: "Convite não encontrado." } }), { status: 404 })
        : HttpResponse.json(preview);
    }),
  );
  const signOut = vi.fn(() => Promise.resolve());
  // The toaster is mounted apart from the routes, as the app's is: accepting navigates to the
  // dashboard, and a toaster inside the invitation's route would go away with its toast.
  render(<Toaster />);
  const view = renderPage(<InvitationPage signOut={signOut} />, { url, path: "/convite/:token", routes: [{ path: "/dashboard", element: <h1>Painel</h1> }, { path: "/login", element: <h1>Entrar</h1> }] },
  );
  return { ...view, signOut, previews: () => previews };
}

describe("invitation page", () => {
  it("a visitor reads who invites to which studio and signs in or creates the account with the invited e-mail", async () => {
    open(invitation(), null);
    await screen.findByRole("heading", { name: "Convite para o estúdio Atelier Bia" });
    expect(screen.getByText("Bia Lima convidou você para o estúdio Atelier Bia como membro.")).toBeTruthy();
    expect(screen.getByText("caio@example.com")).toBeTruthy();
    const signIn = await screen.findByRole("link", { name: "Entrar para aceitar" });
    expect(signIn.getAttribute("href")).toBe(`/login?redirect=${BACK}`);
    const signUp = screen.getByRole("link", { name: "Criar conta com caio@example.com" });
    expect(signUp.getAttribute("href")).toBe(`/cadastro?redirect=${BACK}&email=caio%40example.com`);
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
  });

  it("the invited account accepts: the session becomes the answer, a toast, and the dashboard", async () => {
    const caio = aMe({ id: "u3", name: "Caio Rocha", email: "Caio@Example.com" });
    const joined = aMe({ ...caio, studio: ATELIER, studios: [caio.studio, ATELIER] });
    let accepted = 0;
    server.use(http.post(`/api/invitations/${TOKEN}/accept`, () => ((accepted += 1), HttpResponse.json(joined))));
    const { router, queryClient } = open(invitation(), caio);
    queryClient.setQueryData(["clients", "list", ""], { items: [], total: 0, page: 1, pageSize: 20 });

    await userEvent.setup().click(await screen.findByRole("button", { name: "Aceitar convite" }));

    await findToast("Você agora faz parte do estúdio Atelier Bia.");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(accepted).toBe(1);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(joined);
    // The previous studio's answers are gone: the dashboard asks the new studio's.
    expect(queryClient.getQueryData(["clients", "list", ""])).toBeUndefined();
  });

  it("a refused acceptance is a toast with the server's message, and the page asks the invitation again", async () => {
    server.use(
      http.post(`/api/invitations/${TOKEN}/accept`, () =>
        HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "conflict", message: "Este convite já foi usado." } }), { status: 409 }),
      ),
    );
    const view = open(invitation(), aMe({ email: "caio@example.com" }));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Aceitar convite" }));
    const toast = await findToast("Não foi possível aceitar o convite");
    expect(toast.textContent).toContain("Este convite já foi usado.");
    await waitFor(() => expect(view.previews()).toBe(2));
  });

  it("another account is told the invitation is for the invited e-mail and may sign out to switch", async () => {
    const { signOut, router, queryClient } = open(invitation(), aMe({ email: "maria@example.com" }));
    await screen.findByText((_, node) => node?.tagName === "P" && node.textContent === "Você entrou como maria@example.com, mas este convite é para caio@example.com. Entre com esse e-mail para aceitar.");
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();

    await userEvent.setup().click(screen.getByRole("button", { name: "Sair e entrar com outro e-mail" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?redirect=${BACK}`);
    expect(signOut).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
  });

  it("an expired invitation says so, with no way to accept", async () => {
    open(invitation({ state: "expired" }), aMe({ email: "caio@example.com" }));
    await screen.findByRole("heading", { name: "Convite expirado" });
    expect(screen.getByText("Este convite expirou em 08/03/2026. Peça um novo convite a quem convidou você.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Entrar para aceitar" })).toBeNull();
  });

  it("a used invitation says so", async () => {
    open(invitation({ state: "accepted" }), null);
    await screen.findByRole("heading", { name: "Convite já usado" });
    expect(screen.getByText("Este convite para o estúdio Atelier Bia já foi aceito: cada convite vale uma única vez.")).toBeTruthy();
  });

  it("a revoked invitation says so", async () => {
    open(invitation({ state: "revoked" }), aMe({ email: "caio@example.com" }));
    await screen.findByRole("heading", { name: "Convite cancelado" });
    expect(screen.queryByRole("button", { name: "Aceitar convite" })).toBeNull();
  });

  it("an unknown invitation is 'Convite não encontrado'", async () => {
    open(404, null);
    await screen.findByRole("heading", { name: "Convite não encontrado" });
  });

  it("a malformed link is 'Convite não encontrado' without asking the server", async () => {
    const view = open(invitation(), null, "/convite/abc");
    await screen.findByRole("heading", { name: "Convite não encontrado" });
    expect(view.previews()).toBe(0);
  });
});
