import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { sessionStateSchema, type Me } from "#domain/account";
import { apiErrorBodySchema } from "#domain/errors";
import { SESSION_QUERY_KEY } from "#web/lib/session";
import { aMe } from "#web/test/fixtures";
import { server } from "#web/test/msw-server";
import { renderPage } from "#web/test/render";
import { EmailConfirmationPage } from "./email-confirmation-page";

const TOKEN = "Qx7_kP2-mN4vB8cR1tY6uI0oL3aS5dF9gH2jK4lZ8xW";
const INVALID = "Link de confirmação inválido, já usado ou vencido. Peça a troca de e-mail de novo nas Configurações.";

/**
 * The link's page at `url`; `confirm` answers `POST /api/account/email/confirm` and `session`
 * `GET /api/session` (null: a visitor). Counts what the page sent.
 */
function open(url: string, confirm: () => Response, session: Me | null = null) {
  const sent: unknown[] = [];
  let sessionReads = 0;
  server.use(
    http.post("/api/account/email/confirm", async ({ request }) => {
      sent.push(await request.json());
      return confirm();
    }),
    http.get("/api/session", () => {
      sessionReads += 1;
      return HttpResponse.json(sessionStateSchema.parse({ user: session }));
    }),
  );
  const view = renderPage(<EmailConfirmationPage />, { url, path: "/confirmar-email" });
  return { ...view, sent, sessionReads: () => sessionReads };
}

describe("e-mail confirmation page", () => {
  it("confirms once with the button, says the new e-mail and sends a visitor to the login", async () => {
    const view = open(`/confirmar-email?token=${TOKEN}`, () => HttpResponse.json({ email: "maria@novo.com.br" }));
    const button = await screen.findByRole("button", { name: "Confirmar novo e-mail" });
    // Opening the page (under StrictMode, whose effects run twice) sends nothing: the token works once.
    expect(view.sent).toEqual([]);

    await userEvent.setup().click(button);

    await screen.findByRole("heading", { name: "E-mail confirmado" });
    expect(screen.getByText((_, node) => node?.tagName === "P" && node.textContent === "Agora você entra com maria@novo.com.br.")).toBeTruthy();
    expect(view.sent).toEqual([{ token: TOKEN }]);
    const login = await screen.findByRole("link", { name: "Ir para o login" });
    expect(login.getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: "Confirmar novo e-mail" })).toBeNull();
  });

  it("a signed-in tab reads the session again (the new e-mail) and goes to the dashboard", async () => {
    const before = aMe({ email: "maria@example.com" });
    const after = aMe({ email: "maria@novo.com.br" });
    const view = open(`/confirmar-email?token=${TOKEN}`, () => HttpResponse.json({ email: after.email }), after);
    view.queryClient.setQueryData(SESSION_QUERY_KEY, before);

    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirmar novo e-mail" }));

    const dashboard = await screen.findByRole("link", { name: "Ir para o painel" });
    expect(dashboard.getAttribute("href")).toBe("/dashboard");
    await waitFor(() => expect(view.queryClient.getQueryData<Me | null>(SESSION_QUERY_KEY)?.email).toBe("maria@novo.com.br"));
    expect(view.sessionReads()).toBe(1);
  });

  it("an invalid, used or expired link shows the server's message and leads to the settings", async () => {
    const view = open(`/confirmar-email?token=${TOKEN}`, () =>
      HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "not_found", message: INVALID } }), { status: 404 }),
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Confirmar novo e-mail" }));

    await screen.findByRole("heading", { name: "Não foi possível confirmar o e-mail" });
    expect(screen.getByRole("alert").textContent).toBe(INVALID);
    expect(screen.getByRole("link", { name: "Ir para as Configurações" }).getAttribute("href")).toBe("/dashboard/configuracoes");
    // Such a link will not work on a second try: nothing offers one.
    expect(screen.queryByRole("button")).toBeNull();
    expect(view.sent).toHaveLength(1);
    expect(view.sessionReads()).toBe(0);
  });

  it("a rate limit shows the server's message and lets the person try again", async () => {
    let answers = 0;
    const view = open(`/confirmar-email?token=${TOKEN}`, () =>
      (answers += 1) === 1
        ? HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "rate_limited", message: "Muitas tentativas. Tente de novo em alguns minutos." } }), { status: 429 })
        : HttpResponse.json({ email: "maria@novo.com.br" }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Confirmar novo e-mail" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Muitas tentativas. Tente de novo em alguns minutos."));

    await user.click(screen.getByRole("button", { name: "Tentar novamente" }));
    await screen.findByRole("heading", { name: "E-mail confirmado" });
    expect(view.sent).toHaveLength(2);
  });

  it("a link without its token says so and asks the server nothing", async () => {
    const view = open("/confirmar-email", () => HttpResponse.json({ email: "maria@novo.com.br" }));
    await screen.findByRole("heading", { name: "Link inválido" });
    expect(screen.getByRole("alert").textContent).toBe("Link de confirmação inválido.");
    expect(screen.getByRole("link", { name: "Ir para as Configurações" }).getAttribute("href")).toBe("/dashboard/configuracoes");
    expect(screen.queryByRole("button")).toBeNull();
    // Give a stray request the time to go out before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.sent).toEqual([]);
    expect(view.sessionReads()).toBe(0);
  });
});
