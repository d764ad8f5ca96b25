import type { DashboardChild } from "./navigation";

/** The 16 tools of the product (R-PROD-3): the landing page's and the dashboard home's cards (titles, texts, where each leads). */
export interface Tool {
  id: string;
  title: string;
  description: string;
  /** The dashboard child route where the tool lives. */
  child: Exclude<DashboardChild, "">;
}

const TOOL_LIST = [
  {
    id: "projetos",
    title: "Gestão de projetos",
    description: "Acompanhe clientes, terrenos e a etapa de cada projeto em um só painel.",
    child: "clientes",
  },
  {
    id: "briefing",
    title: "Briefing inteligente",
    description: "Conduza o briefing com perguntas otimizadas pela IA para não esquecer nada.",
    child: "briefing",
  },
  {
    id: "programa-de-necessidades",
    title: "Programa de necessidades",
    description: "Gere o programa de necessidades a partir das respostas do briefing.",
    child: "briefing",
  },
  {
    id: "memorial",
    title: "Memorial descritivo",
    description: "Redija o memorial descritivo do projeto com apoio da IA.",
    child: "memorial",
  },
  {
    id: "justificativa",
    title: "Justificativa de projeto",
    description: "Explique as decisões de projeto com um texto claro e bem fundamentado.",
    child: "justificativa",
  },
  {
    id: "orcamentos",
    title: "Orçamento inteligente",
    description: "Estime o custo da obra pelo padrão de acabamento e pela área construída.",
    child: "orcamentos",
  },
  {
    id: "apresentacoes",
    title: "Apresentações em PDF",
    description: "Monte apresentações em PDF com o logotipo e a identidade do seu escritório.",
    child: "apresentacoes",
  },
  {
    id: "mensagens",
    title: "Gestão de comunicação",
    description: "Receba sugestões de resposta para e-mail, WhatsApp e redes sociais.",
    child: "mensagens",
  },
  {
    id: "calendario",
    title: "Calendário do Arquiteto",
    description: "Organize prazos, reuniões e entregas de cada projeto.",
    child: "calendario",
  },
  {
    id: "lembretes",
    title: "Lembretes inteligentes",
    description: "Veja seus lembretes mais importantes assim que entrar na plataforma.",
    child: "lembretes",
  },
  {
    id: "area-personalizada",
    title: "Área personalizada",
    description: "Crie uma aba sua com blocos de informação e atalhos para seus links.",
    child: "area-personalizada",
  },
  {
    id: "zoneamento",
    title: "Análise de zoneamento",
    description: "Entenda taxa de ocupação, aproveitamento e recuos do seu terreno.",
    child: "zoneamento",
  },
  {
    id: "topografia",
    title: "Análise topográfica",
    description: "Avalie o relevo do terreno e os cuidados que ele pede ao projeto.",
    child: "topografia",
  },
  {
    id: "materiais",
    title: "Banco de materiais",
    description: "Encontre materiais adequados ao estilo, ao uso e ao orçamento da obra.",
    child: "materiais",
  },
  {
    id: "pos-obra",
    title: "Checklist pós-obra",
    description: "Acompanhe pendências, responsáveis e a entrega final ao cliente.",
    child: "pos-obra",
  },
  {
    id: "sustentabilidade",
    title: "Sugestões sustentáveis",
    description: "Receba estratégias de água, energia e conforto para um projeto mais sustentável.",
    child: "sustentabilidade",
  },
] as const satisfies readonly Tool[];

export const TOOLS: readonly Tool[] = TOOL_LIST;

export type ToolId = (typeof TOOL_LIST)[number]["id"];

/** A tool's title, written once: its card's (landing page, dashboard home) and its own screen's heading. */
export function toolTitle(id: ToolId): string {
  return TOOL_LIST.find((tool) => tool.id === id)!.title;
}
