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
  "lembretes",
  "area-personalizada",
  "zoneamento",
  "topografia",
  "materiais",
  "pos-obra",
  "sustentabilidade",
] as const;

export type DashboardChild = (typeof DASHBOARD_CHILDREN)[number];

/** The address of a dashboard child: "/dashboard" for the index. */
export function dashboardPath(child: DashboardChild): string {
  return child ? `/dashboard/${child}` : "/dashboard";
}
