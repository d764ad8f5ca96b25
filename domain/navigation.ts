/**
 * The dashboard's routes (R-NAV-2, R-NAV-3). `children` lists all 23 child routes of /dashboard;
 * `sidebar` lists the sidebar entries in their required order. Icons are chosen in web/.
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

export interface SidebarEntry {
  child: DashboardChild;
  path: string;
  label: string;
}

function entry(child: DashboardChild, label: string): SidebarEntry {
  return { child, path: child ? `/dashboard/${child}` : "/dashboard", label };
}

export const SIDEBAR: readonly SidebarEntry[] = [
  entry("", "Início"),
  entry("briefing", "Briefing com cliente"),
  entry("conceito", "Criação de conceito"),
  entry("referencias", "Pesquisa de referências"),
  entry("orcamentos", "Orçamento automático"),
  entry("imagens", "Geração de imagens"),
  entry("apresentacoes", "Texto para apresentação"),
  entry("chat", "Chat com IA"),
  entry("clientes", "Clientes"),
  entry("sugestoes", "Sugestões de melhoria"),
  entry("calendario", "Calendário do Arquiteto"),
  entry("lembretes", "Lembretes inteligentes"),
  entry("area-personalizada", "Área personalizada"),
  entry("zoneamento", "Análise de zoneamento"),
  entry("topografia", "Análise topográfica"),
  entry("materiais", "Banco de materiais"),
  entry("pos-obra", "Checklist pós-obra"),
  entry("sustentabilidade", "Sustentabilidade"),
  entry("configuracoes", "Configurações"),
];
