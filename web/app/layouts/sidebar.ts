import { dashboardPath, type DashboardChild } from "#web/lib/navigation";

export interface SidebarEntry {
  child: DashboardChild;
  path: string;
  label: string;
}

function entry(child: DashboardChild, label: string): SidebarEntry {
  return { child, path: dashboardPath(child), label };
}

/** The sidebar's entries in their required order (R-NAV-3); icons come from web/lib/dashboard-icons.ts. */
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
