import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { useQuery } from "@tanstack/react-query";
import { Outlet, type RouteObject } from "react-router";
import { toast as sonner, Toaster } from "sonner";
import { sessionStateSchema, type Me } from "#domain/account";
import { switchStudioSchema } from "#domain/studios.schema";
import { z } from "#domain/zod";
import { request } from "#web/lib/api";
import { ADMIN_ONLY } from "#web/lib/navigation";
import { aMe, studioRef } from "#web/test/fixtures";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { findToast } from "#web/test/toasts";
import { DashboardLayout } from "./dashboard-layout";

afterEach(() => {
  sonner.dismiss();
  vi.restoreAllMocks();
});

const CLARA = studioRef("Estúdio Clara", "owner", "7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f");
const BIA = studioRef("Atelier Bia", "member", "2b9e4c1a-3d5f-4a6b-8c7d-9e0f1a2b3c4d");

/** Every line a page drew, in order: what the user saw, including for one frame. */
let seen: string[] = [];

/** A dashboard page showing the active studio's data, cached under one key as real pages do. */
function RecordsPage({ label }: { label: string }) {
  const records = useQuery({
    queryKey: ["records"],
    queryFn: () => request(z.object({ studio: z.string() }), "GET", "/api/test-records"),
  });
  const line = `${label}: ${records.data ? `dados do ${records.data.studio}` : "carregando"}`;
  seen.push(line);
  return <p>{line}</p>;
}

function dashboard(): RouteObject[] {
  return [
    {
      element: (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      children: [
        {
          path: "/dashboard",
          element: <DashboardLayout />,
          children: [
            { index: true, element: <RecordsPage label="Início" /> },
            { path: "clientes", element: <RecordsPage label="Clientes" /> },
            { path: "admin", handle: ADMIN_ONLY, element: <h1>Pedidos de plano</h1> },
          ],
        },
      ],
    },
  ];
}

/** The server: a session whose active studio PUT /api/session/studio changes, and that studio's data. */
function serverWith(me: Me) {
  let active = me.studio;
  const calls: string[] = [];
  const current = () => ({ ...me, studio: active });
  server.use(
    http.get("/api/session", () => HttpResponse.json(sessionStateSchema.parse({ user: current() }))),
    http.put("/api/session/studio", async ({ request: req }) => {
      const { studioId } = switchStudioSchema.parse(await req.json());
      active = me.studios.find((s) => s.id === studioId)!;
      calls.push(`PUT ${active.name}`);
      return HttpResponse.json(current());
    }),
    http.get("/api/test-records", () => (calls.push(`GET ${active.name}`), HttpResponse.json({ studio: active.name }))),
    // The sidebar's "Minhas abas" (R-TAB-3): none here.
    http.get("/api/custom-tabs", () => HttpResponse.json({ tabs: [] })),
    // The login's "Lembretes de hoje" (R-REM-4): none here.
    http.get("/api/reminders/due", () => HttpResponse.json({ today: "2026-03-01", items: [], loginKey: "sessao" })),
  );
  return calls;
}

/** A switch is a few requests and a navigation: room for a loaded machine. */
const SETTLED = { timeout: 5_000 };

function open(url: string) {
  return renderPage(<p>fora</p>, { path: "/fora", url, routes: dashboard() });
}

describe("dashboard header: the active studio", () => {
  it("switching calls PUT /api/session/studio, drops the old studio's data and shows the new one from the home page", async () => {
    const calls = serverWith(aMe({ studio: CLARA, studios: [CLARA, BIA] }));
    const { router } = open("/dashboard/clientes");
    await screen.findByText("Clientes: dados do Estúdio Clara");
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Estúdio ativo" });
    expect(select.value).toBe(CLARA.id);
    expect([...select.options].map((o) => o.textContent)).toEqual(["Estúdio Clara", "Atelier Bia"]);
    seen = [];

    await userEvent.setup().selectOptions(select, "Atelier Bia");

    await findToast("Agora você está no estúdio Atelier Bia.");
    await screen.findByText("Início: dados do Atelier Bia", undefined, SETTLED);
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Estúdio ativo" }).value).toBe(BIA.id);
    // Nothing of Clara's studio was drawn after the switch, not even from the cache for a frame.
    expect(seen.filter((line) => line.includes("Estúdio Clara"))).toEqual([]);
    expect(calls).toEqual(["GET Estúdio Clara", "PUT Atelier Bia", "GET Atelier Bia"]);
  });

  it("a refused switch stays in the studio with a toast", async () => {
    serverWith(aMe({ studio: CLARA, studios: [CLARA, BIA] }));
    server.use(
      http.put("/api/session/studio", () =>
        HttpResponse.json({ error: { code: "not_found", message: "Estúdio não encontrado." } }, { status: 404 }),
      ),
    );
    open("/dashboard/clientes");
    await screen.findByText("Clientes: dados do Estúdio Clara");
    await userEvent.setup().selectOptions(screen.getByRole("combobox", { name: "Estúdio ativo" }), "Atelier Bia");
    const toast = await findToast("Não foi possível trocar de estúdio");
    expect(toast.textContent).toContain("Estúdio não encontrado.");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Estúdio ativo" }).value).toBe(CLARA.id);
    expect(screen.getByText("Clientes: dados do Estúdio Clara")).toBeTruthy();
  });

  it("with one studio the header shows its name and no switcher", async () => {
    serverWith(aMe({ studio: CLARA }));
    open("/dashboard");
    await screen.findByText("Início: dados do Estúdio Clara");
    expect(screen.getByRole("banner").textContent).toContain("Estúdio Clara");
    expect(screen.queryByRole("combobox", { name: "Estúdio ativo" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Administração" })).toBeNull();
  });

  it("an overdue charge puts the grace banner above every page (R-PAY-3)", async () => {
    serverWith(aMe({ studio: CLARA }));
    server.use(
      http.get("/api/billing", () =>
        HttpResponse.json({
          paymentsEnabled: true,
          plan: "avancado",
          state: "grace",
          grantedBySupport: false,
          checkoutId: "c1",
          subscribedPlan: "avancado",
          cycle: "monthly",
          method: "boleto",
          paidUntil: "2026-12-03T03:00:00.000Z",
          graceEndsAt: "2026-12-10T03:00:00.000Z",
          nextChargeDate: "2026-12-03",
          nextChargeAmountCents: 9_900,
          charges: [],
          scheduledChange: null,
        }),
      ),
    );
    open("/dashboard/clientes");
    await screen.findByText("Clientes: dados do Estúdio Clara");
    const alert = await screen.findByRole("alert", undefined, SETTLED);
    expect(alert.textContent).toContain("O plano Projeto Avançado continua ativo até 10/12/2026");
  });

  it("links the account's plan to Planos from the header's account area (R-PLAN-5)", async () => {
    serverWith(aMe({ studio: CLARA }));
    open("/dashboard");
    await screen.findByText("Início: dados do Estúdio Clara");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Plano Esboço" }).getAttribute("href")).toBe("/dashboard/planos");
  });
});

describe("/dashboard/admin", () => {
  it("is the not-found page for anyone outside the Prancheta team, as an unknown address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serverWith(aMe({ isAdmin: false }));
    open("/dashboard/admin");
    await screen.findByText("Oops! Page not found");
    expect(screen.queryByText("Pedidos de plano")).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("opens for the team, linked as 'Administração' in the header", async () => {
    serverWith(aMe({ isAdmin: true }));
    const { router } = open("/dashboard");
    await userEvent.setup().click(await screen.findByRole("link", { name: "Administração" }));
    await screen.findByRole("heading", { name: "Pedidos de plano" });
    expect(router.state.location.pathname).toBe("/dashboard/admin");
  });
});
