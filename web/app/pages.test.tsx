import { describe, expect, it } from "vitest";
import { BudgetsListPage } from "#web/features/budgets/budgets-list-page";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Me } from "#domain/account";
import { TOOLS } from "#web/lib/tools";
import type { DashboardContext } from "#web/lib/dashboard-context";
import { LandingPage } from "#web/features/landing/landing-page";
import { NotFoundPage } from "#web/features/not-found/not-found-page";
import { LoginPage } from "#web/features/auth/login-page";
import { SignUpPage } from "#web/features/auth/sign-up-page";
import { PasswordRecoveryPage } from "#web/features/auth/password-recovery-page";
import { ResetPasswordPage } from "#web/features/auth/reset-password-page";
import { EmailConfirmationPage } from "#web/features/email-confirmation/email-confirmation-page";
import { DashboardRoute } from "./routes/dashboard";
import { MessagesRoute } from "./routes/messages";
import { ClientsPage } from "#web/features/clients/clients-page";
import { BriefingListPage } from "#web/features/briefing/briefing-list-page";
import { PlansPage } from "#web/features/plans/plans-page";
import { SettingsPage } from "#web/features/settings/settings-page";
import { SuggestionsPage } from "#web/features/suggestions/suggestions-page";
import { ChatPage } from "#web/features/chat/chat-page";
import { ToolPage } from "#web/features/tools/tool-page";
import { ImagesPage } from "#web/features/images/images-page";
import { aMe } from "#web/test/fixtures";
import { CalendarPage } from "#web/features/calendar/calendar-page";

// Smoke tests: each page renders (server-side, no DOM needed) with the texts of docs/requirements.md.

const me: Me = aMe();

function render(Page: ComponentType, url = "/", user: Me = me) {
  const client = new QueryClient();
  const context: DashboardContext = { me: user, enterStudio: () => Promise.resolve(user) };
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={<Outlet context={context} />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
    .replace(/<!-- -->/g, "")
    .replace(/&quot;/g, '"');
}

const FORBIDDEN = /em breve|em constru[cç][aã]o|coming soon/i;


/** The page's buttons: their text, whether disabled, and the text of what describes them. */
function buttons(html: string) {
  return [...html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs = "", inner = ""]) => {
    const describedBy = /aria-describedby="([^"]+)"/.exec(attrs)?.[1];
    const hint = describedBy ? new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] : undefined;
    return { text: inner.replace(/<[^>]+>/g, "").trim(), disabled: /\sdisabled=""/.test(attrs), hint };
  });
}

const noProcess = () => Promise.resolve({ text: "" });

describe("public pages", () => {
  it("landing links to login and sign-up", () => {
    const html = render(LandingPage);
    expect(html).toContain("IA a serviço da arquitetura");
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/cadastro"');
    expect(html).toContain("Testar por 7 dias grátis");
    expect(html).toContain("Sem cartão de crédito");
  });

  it("not-found uses the texts of R-NAV-5", () => {
    const html = render(NotFoundPage, "/nada");
    expect(html).toContain("404");
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  it("auth pages render their fields and buttons", () => {
    const login = render(LoginPage, "/login");
    expect(login).toContain(">E-mail</label>");
    expect(login).toContain(">Senha</label>");
    expect(login).toContain("Esqueci minha senha");
    expect(login).toContain("Criar conta");

    const signUp = render(SignUpPage, "/cadastro");
    expect(signUp).toContain("Nome completo");
    expect(signUp).toContain("Mínimo de 8 caracteres");
    expect(signUp).toContain('role="checkbox"');
    expect(signUp).toContain("Li e aceito os termos de uso e a política de privacidade");
    expect(signUp).toContain("Já tem conta? Entrar");

    const recovery = render(PasswordRecoveryPage, "/recuperar-senha");
    expect(recovery).toContain("Enviar instruções");
    expect(recovery).toContain("Voltar para o login");
  });

  it("reset page shows the invalid-link message without a token", () => {
    expect(render(ResetPasswordPage, "/redefinir-senha")).toContain(
      "Este link de redefinição é inválido ou expirou.",
    );
    expect(render(ResetPasswordPage, "/redefinir-senha?token=abc&error=INVALID_TOKEN")).toContain(
      "Solicitar novo link",
    );
    const form = render(ResetPasswordPage, "/redefinir-senha?token=abc");
    expect(form).toContain("Confirmar nova senha");
    expect(form).toContain("Redefinir senha");
  });

  it("e-mail confirmation page says a link without a token is invalid, and otherwise waits for the button", () => {
    expect(render(EmailConfirmationPage, "/confirmar-email")).toContain("Link de confirmação inválido.");
    const page = render(EmailConfirmationPage, "/confirmar-email?token=abc");
    expect(page).toContain("Confirme seu novo e-mail");
    expect(page).toContain("Confirmar novo e-mail");
  });
});

describe("dashboard pages", () => {
  it("home greets by first name and links every tool", () => {
    const html = render(DashboardRoute);
    expect(html).toContain("Olá, Maria!");
    expect(html.match(/>Acessar</g)).toHaveLength(TOOLS.length);
    for (const tool of TOOLS) expect(html).toContain(`href="/dashboard/${tool.child}"`);
  });

  it("plans banner uses the user's trial end date", () => {
    expect(render(PlansPage)).toContain("Seu plano atual é válido até 20/06/2025");
  });

  it("plans are the active studio's: only its owner may ask for another, and a plan the team granted says so", () => {
    const upgrades = (html: string) => buttons(html).filter((b) => b.text === "Fazer upgrade");
    const owner = render(PlansPage);
    expect(owner).not.toContain("Só o proprietário do estúdio pode mudar o plano.");
    expect(upgrades(owner).length).toBeGreaterThan(0);
    expect(upgrades(owner).every((b) => !b.disabled)).toBe(true);

    const member = render(PlansPage, "/", aMe({ studio: { ...me.studio, role: "member" } }));
    expect(upgrades(member).length).toBe(upgrades(owner).length);
    expect(upgrades(member).every((b) => b.disabled && b.hint === "Só o proprietário do estúdio pode mudar o plano.")).toBe(true);

    expect(owner).not.toContain("liberado pela equipe Prancheta");
    const granted = render(PlansPage, "/", aMe({ plan: "premium", planGrantedAt: "2026-03-12T15:00:00.000Z" }));
    expect(granted).toContain("Plano Projeto Premium liberado pela equipe Prancheta em 12/03/2026.");
    // Projeto Avançado is below Premium: not offered as an upgrade.
    expect(granted).toContain("Abaixo do plano atual");
    expect(owner).not.toContain("Abaixo do plano atual");
  });

  it("settings shows its cards while the profile loads (web/features/settings/settings-page.dom.test.tsx fills it)", () => {
    const html = render(SettingsPage);
    expect(html).toContain("Carregando perfil");
    expect(html).toContain("Alterar senha");
    expect(html).toContain("Atualizar senha");
    expect(html).toContain("Seus dados (LGPD)");
  });

  it("the list pages show their frames (R-PAGE-1, R-PAGE-3, R-PAGE-4)", () => {
    // The briefing list loads its rows (web/features/briefing/briefing-list-page.dom.test.tsx checks the empty text); here, its frame.
    expect(render(BriefingListPage)).toContain("Briefings Recentes");
    expect(render(BriefingListPage)).toContain("Criar novo briefing");
    // The client book loads its rows (e2e/clients.spec.ts checks the table); here, its controls.
    expect(render(ClientsPage)).toContain('placeholder="Buscar clientes..."');
    expect(render(ClientsPage)).toContain("Adicionar cliente");
    // The budgets load their rows (web/features/budgets/budgets.dom.test.tsx checks the table and its empty text); here, the frame.
    expect(render(BudgetsListPage)).toContain("Criar novo orçamento");
    // The messages load their lists (e2e/messages.spec.ts records one); here, the three sections.
    expect(render(MessagesRoute)).toContain("Central de Mensagens");
    expect(render(MessagesRoute)).toContain("Registrar mensagem");
    expect(render(SuggestionsPage)).toContain("Enviar sugestão");
    // The calendar loads the month (e2e/calendar.spec.ts adds an event); here, the heading and the add button.
    expect(render(CalendarPage)).toContain("Calendário do Arquiteto");
    expect(render(CalendarPage)).toContain("Adicionar evento");
    expect(render(ChatPage)).toContain("Nova conversa");
  });

  it("the generic tool screen renders its inputs and the empty result", () => {
    const html = render(() => <ToolPage toolId="zoneamento" process={noProcess} />);
    expect(html).toContain("Entrada de dados");
    expect(html).toContain("Parâmetros específicos (opcional)");
    expect(html).toContain("Selecione uma opção");
    expect(html).toContain('Preencha o formulário e clique em "Processar com IA" para ver os resultados.');
  });

  it("every screen's main button can be pressed: no feature is left to come", () => {
    const enabled = (Page: ComponentType, label: string) => buttons(render(Page)).find((b) => b.text === label)?.disabled === false;
    expect(enabled(CalendarPage, "Adicionar evento")).toBe(true);
    expect(enabled(SuggestionsPage, "Enviar sugestão")).toBe(true);
    expect(enabled(ImagesPage, "Gerar imagem")).toBe(true);
    expect(enabled(() => <ToolPage toolId="materiais" process={noProcess} />, "Processar com IA")).toBe(true);
  });

  it("no page announces unfinished features", () => {
    const pages: ComponentType[] = [
      LandingPage,
      DashboardRoute,
      CalendarPage,
      ClientsPage,
      BriefingListPage,
      PlansPage,
      SettingsPage,
      SuggestionsPage,
      ImagesPage,
      () => <ToolPage toolId="zoneamento" process={noProcess} />,
      ChatPage,
    ];
    // Legado's "EM BREVE" badge and "Em breve" button are R-PLAN-2's own words for that plan, and
    // R-PLAN-6 marks each announced, unbuilt feature of a plan "Em breve" (data-em-breve): those
    // say what is not sold; anything else announcing unfinished work fails.
    const withoutMarks = (html: string) =>
      html.replace(/<article aria-labelledby="plano-legado"[\s\S]*?<\/article>/, "").replace(/<span data-em-breve=""[^>]*>[^<]*<\/span>/g, "");
    for (const Page of pages) expect(withoutMarks(render(Page))).not.toMatch(FORBIDDEN);
  });
});
