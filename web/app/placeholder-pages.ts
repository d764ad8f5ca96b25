import { Bell, CalendarDays, Inbox, Plus, Users } from "lucide-react";
import type { PlaceholderPageConfig } from "#web/components/placeholder-page";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

/** The calendar's heading for today: "Segunda-feira, 23 de novembro". */
function todayHeading(): string {
  const text = new Intl.DateTimeFormat("pt-BR", { weekday: "long", day: "2-digit", month: "long" }).format(new Date());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The screens still to be built (R-PAGE-1 to R-PAGE-4, and R-CAL-1's empty day, in
 * docs/requirements.md), each drawn by PlaceholderPage from its entry here. The issue that builds
 * a screen removes its entry and routes to the real page (web/app/router.tsx).
 */
export const PLACEHOLDER_PAGES = {
  mensagens: {
    title: "Mensagens",
    description: "Acompanhe a comunicação com seus clientes e receba sugestões de resposta.",
    icon: DASHBOARD_ICONS.mensagens,
    blocks: [
      { kind: "empty", title: "Central de Mensagens", icon: Inbox, emptyText: "Nenhuma mensagem recebida ainda" },
      {
        kind: "columns",
        blocks: [
          { kind: "empty", title: "Notificações", icon: Bell, emptyText: "Nenhuma notificação no momento" },
          { kind: "empty", title: "Mensagens de clientes", icon: Users, emptyText: "Nenhuma mensagem de cliente" },
        ],
      },
    ],
  },
  calendario: {
    title: "Calendário do Arquiteto",
    description: "Organize prazos, reuniões e entregas de cada projeto.",
    icon: DASHBOARD_ICONS.calendario,
    action: { label: "Adicionar evento", icon: Plus },
    blocks: [
      {
        kind: "empty",
        title: todayHeading,
        description: "Nenhum evento agendado para este dia.",
        icon: CalendarDays,
        tall: true,
        emptyText: "Clique em “Adicionar evento” para agendar seu primeiro compromisso.",
      },
    ],
  },
} as const satisfies Record<string, PlaceholderPageConfig>;

export type PlaceholderChild = keyof typeof PLACEHOLDER_PAGES;
