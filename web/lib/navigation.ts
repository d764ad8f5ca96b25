import { GENERIC_TOOL_IDS } from "#domain/tool-inputs";

/**
 * The dashboard's child routes (R-NAV-2): all 23, the index ("") first. The router must route
 * each (web/app/router.tsx), and the sidebar, the icons and the tools point at them by name.
 */
export const DASHBOARD_CHILDREN = [
  "", // index (home)
  "briefing",
  "conceito",
  "referencias",
  "orcamentos",
  "imagens",
  "apresentacoes",
  "chat",
  "clientes",
  "mensagens",
  "configuracoes",
  "memorial",
  "justificativa",
  "planos",
  "sugestoes",
  "calendario",
  // The seven generic AI tools, one screen each (R-TOOL-1).
  ...GENERIC_TOOL_IDS,
] as const;

export type DashboardChild = (typeof DASHBOARD_CHILDREN)[number];

/** The address of a dashboard child: "/dashboard" for the index. */
export function dashboardPath(child: DashboardChild): string {
  return child ? `/dashboard/${child}` : "/dashboard";
}

/**
 * The `handle` of a dashboard route only the Prancheta team may open (ADMIN_EMAILS): the layout
 * shows anyone else the not-found page, as for an unknown address. Not a sidebar entry.
 */
export const ADMIN_ONLY = { adminOnly: true } as const;

export function isAdminOnly(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && "adminOnly" in handle && handle.adminOnly === true;
}
