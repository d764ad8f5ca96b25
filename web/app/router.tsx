import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ADMIN_ONLY, type DashboardChild } from "#web/lib/navigation";
import type { AnalysisToolId } from "#domain/tool-runs.schema";
import type { WrittenKind } from "#domain/documents";
import { FullPageSpinner } from "#web/components/ui/spinner";
import { NotFoundPage } from "#web/features/not-found/not-found-page";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./route-error";

/** A lazy layout together with the services its pages need (see app-services.tsx). */
const layoutWithServices =
  (load: () => Promise<ComponentType>): NonNullable<RouteObject["lazy"]> =>
  async () => {
    const [{ withAppServices }, Layout] = await Promise.all([import("./app-services"), load()]);
    return { Component: withAppServices(Layout) };
  };

// Code splitting: the not-found page is in the router's chunk; everything else (the landing,
// account pages, the dashboard layout and every dashboard page) loads on demand. A first visit
// to `/` never loads this file (web/main.tsx hydrates the landing alone); the lazy "/" route
// serves in-app navigation back home, e.g. after "Sair".
type Lazy = NonNullable<RouteObject["lazy"]>;

const toolPage = (toolId: AnalysisToolId): Lazy => async () => {
  const { AnalysisToolRoute } = await import("./routes/tool");
  return { Component: () => <AnalysisToolRoute key={toolId} toolId={toolId} /> };
};

// The written documents' screens (R-DOC-6): one list and one editor, parametrised by kind.
const writtenList = (kind: WrittenKind): Lazy => async () => {
  const { WrittenListPage } = await import("#web/features/documents/written-list-page");
  return { Component: () => <WrittenListPage key={kind} kind={kind} /> };
};
const writtenEditor = (kind: WrittenKind): Lazy => async () => {
  const { WrittenEditorPage } = await import("#web/features/documents/written-editor-page");
  return { Component: () => <WrittenEditorPage key={kind} kind={kind} /> };
};

/** Every child of /dashboard (web/lib/navigation.ts); the Record type makes a missing one an error. */
const DASHBOARD_PAGES: Record<DashboardChild, Lazy> = {
  "": () => import("./routes/dashboard").then((m) => ({ Component: m.DashboardRoute })),
  briefing: () => import("#web/features/briefing/briefing-list-page").then((m) => ({ Component: m.BriefingListPage })),
  conceito: writtenList("conceito"),
  referencias: () => import("#web/features/references/references-page").then((m) => ({ Component: m.ReferencesPage })),
  orcamentos: () => import("#web/features/budgets/budgets-list-page").then((m) => ({ Component: m.BudgetsListPage })),
  imagens: () => import("#web/features/images/images-page").then((m) => ({ Component: m.ImagesPage })),
  apresentacoes: () => import("#web/features/presentations/presentations-page").then((m) => ({ Component: m.PresentationsPage })),
  chat: () => import("#web/features/chat/chat-page").then((m) => ({ Component: m.ChatPage })),
  clientes: () => import("#web/features/clients/clients-page").then((m) => ({ Component: m.ClientsPage })),
  mensagens: () => import("./routes/messages").then((m) => ({ Component: m.MessagesRoute })),
  configuracoes: () => import("./routes/settings").then((m) => ({ Component: m.SettingsRoute })),
  memorial: writtenList("memorial"),
  justificativa: writtenList("justificativa"),
  planos: () => import("#web/features/plans/plans-page").then((m) => ({ Component: m.PlansPage })),
  sugestoes: () =>
    import("#web/features/suggestions/suggestions-page").then((m) => ({ Component: m.SuggestionsPage })),
  calendario: () => import("#web/features/calendar/calendar-page").then((m) => ({ Component: m.CalendarPage })),
  // The generic AI tools share one screen. Listed by hand (type-checked) so the entry chunk does
  // not pull in web/features/tools/tool-texts.ts, whose field lists only the tool page needs.
  lembretes: () => import("./routes/reminders").then((m) => ({ Component: m.RemindersRoute })),
  "area-personalizada": () => import("./routes/custom-area").then((m) => ({ Component: m.CustomAreaRoute })),
  zoneamento: toolPage("zoneamento"),
  topografia: toolPage("topografia"),
  materiais: () => import("./routes/materials").then((m) => ({ Component: m.MaterialsRoute })),
  "pos-obra": toolPage("pos-obra"),
  sustentabilidade: toolPage("sustentabilidade"),
};

const dashboardChildren: RouteObject[] = [
  ...Object.entries(DASHBOARD_PAGES).map(([child, lazy]) => (child === "" ? { index: true, lazy } : { path: child, lazy })),
  // Records reached from the lists (not sidebar entries). Their pages combine features, so they
  // are put together in ./routes/ (as the home is).
  {
    path: "clientes/:clientId",
    lazy: () => import("./routes/client").then((m) => ({ Component: m.ClientRoute })),
  },
  {
    path: "briefing/:documentId",
    lazy: () => import("#web/features/briefing/briefing-editor-page").then((m) => ({ Component: m.BriefingEditorPage })),
  },
  {
    path: "projetos/:projectId",
    lazy: () => import("./routes/project").then((m) => ({ Component: m.ProjectRoute })),
  },
  // A project's fees (R-FEES-1…3), opened from the project.
  { path: "projetos/:projectId/honorarios", lazy: () => import("#web/features/fees/fees-page").then((m) => ({ Component: m.FeesPage })) },
  { path: "projetos/:projectId/contrato", lazy: () => import("#web/features/service-contracts/contract-page").then((m) => ({ Component: m.ContractPage })) },
  { path: "projetos/:projectId/proposta", lazy: () => import("#web/features/proposals/proposal-page").then((m) => ({ Component: m.ProposalPage })) },
  // The written documents' editors (R-DOC-6).
  { path: "conceito/:documentId", lazy: writtenEditor("conceito") },
  { path: "memorial/:documentId", lazy: writtenEditor("memorial") },
  { path: "justificativa/:documentId", lazy: writtenEditor("justificativa") },
  { path: "orcamentos/:documentId", lazy: () => import("#web/features/budgets/budget-editor-page").then((m) => ({ Component: m.BudgetEditorPage })) },
  { path: "apresentacoes/nova", lazy: () => import("#web/features/presentations/presentation-wizard-page").then((m) => ({ Component: m.PresentationWizardPage })) },
  { path: "apresentacoes/:documentId", lazy: writtenEditor("apresentacao") },
  // A project's needs programme (R-DOC-4), opened from the project or its briefing.
  {
    path: "programa/:documentId",
    lazy: () => import("#web/features/needs-program/needs-program-page").then((m) => ({ Component: m.NeedsProgramPage })),
  },
  // Configurações → Assinatura e cobrança (R-PAY-4), linked from Configurações and Planos.
  { path: "configuracoes/assinatura", lazy: () => import("#web/features/plans/billing-page").then((m) => ({ Component: m.BillingPage })) },
  // Configurações → Cobranças aos clientes and Financeiro (R-PAY-5, R-PAY-8, decision 100).
  { path: "configuracoes/cobrancas", lazy: () => import("#web/features/studio-charges/charge-account-page").then((m) => ({ Component: m.ChargeAccountPage })) },
  { path: "configuracoes/financeiro", lazy: () => import("#web/features/studio-charges/cash-page").then((m) => ({ Component: m.CashPage })) },
  // A person's own tab (R-TAB-3), listed in the sidebar under its name.
  { path: "abas/:tabId", lazy: () => import("#web/features/custom-tabs/custom-tab-page").then((m) => ({ Component: m.CustomTabPage })) },
  // The Prancheta team's page (granting plans): linked from the header for admins only.
  {
    path: "admin",
    handle: ADMIN_ONLY,
    lazy: () => import("#web/features/admin/admin-page").then((m) => ({ Component: m.AdminPage })),
  },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        index: true,
        lazy: () => import("#web/features/landing/landing-page").then((m) => ({ Component: m.LandingPage })),
      },
      {
        lazy: layoutWithServices(() => import("./layouts/auth-layout").then((m) => m.AuthLayout)),
        children: [
          {
            path: "login",
            lazy: () => import("#web/features/auth/login-page").then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: "cadastro",
            lazy: () =>
              import("#web/features/auth/sign-up-page").then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: "recuperar-senha",
            lazy: () =>
              import("#web/features/auth/password-recovery-page").then((m) => ({
                Component: m.PasswordRecoveryPage,
              })),
          },
          {
            path: "redefinir-senha",
            lazy: () =>
              import("#web/features/auth/reset-password-page").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            // The e-mail change's confirmation link (R-PROFILE-1): public, signed in or not.
            path: "confirmar-email",
            lazy: () =>
              import("#web/features/email-confirmation/email-confirmation-page").then((m) => ({
                Component: m.EmailConfirmationPage,
              })),
          },
          {
            // The invitation link's page (R-STUDIO-2): public, signed in or not.
            path: "convite/:token",
            lazy: () => import("./routes/invitation").then((m) => ({ Component: m.InvitationRoute })),
          },
        ],
      },
      {
        // The briefing's client link (R-DOC-3): public, no sign-in, its own light page (nothing of
        // the dashboard or of the account pages around it).
        path: "briefing-cliente/:token",
        lazy: layoutWithServices(() => import("#web/features/briefing/client/client-briefing-page").then((m) => m.ClientBriefingPage)),
      },
      {
        // The client portal (R-PORTAL-1): public, no sign-in, in the studio's brand, nothing of the dashboard.
        path: "portal/:token",
        lazy: layoutWithServices(() => import("#web/features/portal/portal-page").then((m) => m.PortalPage)),
      },
      {
        path: "dashboard",
        lazy: layoutWithServices(() => import("./layouts/dashboard-layout").then((m) => m.DashboardLayout)),
        children: dashboardChildren,
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

/**
 * The app's router, made by web/main.tsx in the browser. `routes` itself stays importable where
 * there is no DOM (e2e/phone-layout.spec.ts walks it to open every dashboard page).
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
